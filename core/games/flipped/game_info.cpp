// The GameInfo of `flipped`: names, options, rules text and the factories.
#include "framework/bot.h"
#include "framework/json_reader.h"
#include "framework/stats.h"
#include "games/flipped/bots.h"
#include "games/flipped/flipped.h"
#include "games/flipped/options.h"
#include "games/flipped/rules_text.h"
#include "games/flipped/state.h"
#include "games/flipped/stats.h"
#include "games/flipped/story.h"

namespace shamble {

namespace flipped {
const GameInfo& game_info() {
  static const GameInfo g = [] {
    GameInfo i;
    i.id = "flipped";
    i.name = "Flipside: Escape the Night";
    i.summary =
        "A cooperative day/night escape: gather six parts, reach Jail on day seven, survive the last stand";
    i.min_players = 1;  // solo: one person, two characters (F-SETUP-2)
    i.max_players = 4;
    i.default_players = 3;
    i.rules_version = 2;  // 2: issue 13 (F-SWAP-2/3, F-PART-4, F-WIN-5/6)
    i.sides = {"team"};   // a win is the whole team's (the simulator counts it once)
    i.options = make_options();
    i.presets = make_presets();
    i.rules = make_rules();
    i.roles = {"team"};
    i.create = [](const NewGameParams& p) { return std::make_unique<FlippedState>(p); };
    i.blank = [] { return std::make_unique<FlippedState>(); };
    i.make_bot = [](const std::string& level) { return make_flipped_bot(level); };
    i.make_stats = [] { return make_flipped_stats(); };
    i.make_story = make_story;
    i.apply_scenario = [](State& s, JsonObject& o) {
      auto* f = dynamic_cast<FlippedState*>(&s);
      if (!f) o.fail("game", "not a flipped state");
      f->apply_scenario(o);
    };
    return i;
  }();
  return g;
}
}  // namespace flipped

const GameInfo& flipped_game() { return flipped::game_info(); }

}  // namespace shamble
