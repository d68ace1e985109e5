// The normal and easy bots say when their move was copied from the position's
// legal list (Bot::chose_listed), and the play loop then applies it without
// the game's checks. A wrong "yes" would let an unchecked move through, so
// every "yes" here must name a move of the seat's full legal list that the
// checked apply accepts; and every choice must say yes, or the loop would
// quietly keep paying for the checks.
#include <algorithm>

#include "framework/bot.h"
#include "helpers.h"

using namespace mzt;

TEST_CASE("MZ bots' listed choices are legal and accepted by the checked apply", "[mz][bots]") {
  long decisions = 0, listed = 0;
  for (const char* preset : {"latest", "2018-05"})
    for (uint64_t seed = 1; seed <= 4; ++seed) {
      auto m = bot_match(preset, seed);
      auto state = m->state().clone();
      std::vector<std::unique_ptr<Bot>> bots;
      for (const char* level : {"normal", "easy", "normal", "easy"})
        bots.push_back(make_bot(monopozombie_game(), level));
      Rng bot_rng(seed);
      std::vector<Action> legal;
      while (!state->terminal() && state->turn_number() < 400) {
        const uint32_t actors = state->actors();
        REQUIRE(actors != 0);
        const int seat = __builtin_ctz(actors);
        const Action a = bots[seat]->choose(*state, seat, bot_rng);
        ++decisions;
        INFO(preset << " seed " << seed << " seat " << seat << " kind " << a.kind << " after " << decisions);
        if (bots[seat]->chose_listed()) {
          ++listed;
          legal.clear();
          state->legal_actions(seat, legal);
          REQUIRE(std::find(legal.begin(), legal.end(), a) != legal.end());
        }
        auto err = state->apply(seat, a, nullptr);
        INFO((err ? err->message : std::string()));
        REQUIRE_FALSE(err);
      }
    }
  CHECK(decisions > 2000);
  // Every move these bots make comes from their list: all of them say so.
  CHECK(listed == decisions);
}

TEST_CASE("A bot that does not know says its move is not a listed one", "[mz][bots]") {
  // After a real choice each: the random bot's draw is the loop's own business
  // (random_step), and the strong bot's move comes from its search.
  auto m = bot_match("latest", 3);
  const State& s = m->state();
  const int seat = __builtin_ctz(s.actors());
  Rng rng(3);
  RandomBot random;
  std::vector<Action> legal;
  s.legal_actions(seat, legal);
  const Action drawn = random.choose(s, seat, rng);
  REQUIRE(std::find(legal.begin(), legal.end(), drawn) != legal.end());
  CHECK_FALSE(random.chose_listed());
  auto strong = make_bot(monopozombie_game(), "strong:i8:h8");
  REQUIRE(strong);
  const Action searched = strong->choose(s, seat, rng);
  REQUIRE(std::find(legal.begin(), legal.end(), searched) != legal.end());
  CHECK_FALSE(strong->chose_listed());
}
