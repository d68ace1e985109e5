// `decide`: one bot decision on a game document, through the same bot API the
// simulations use (make_bot of the game, Bot::choose). Lets an outside engine
// seat our bots one decision at a time (scripts/catanatron-bridge/).
#include <chrono>
#include <cstdio>

#include "driver/commands.h"
#include "framework/bot.h"
#include "framework/json_writer.h"

namespace shamble {

int cmd_decide(int argc, char** argv) {
  Args args;
  std::string err;
  if (!parse_args(argc, argv, 2, {"seat", "level", "seed"}, {}, &args, &err)) return usage_error(err);
  if (args.help) {
    std::puts(
        "usage: shamble decide STATE [--seat S] [--level L] [--seed N]\n\n"
        "STATE is a game document file, '-' for stdin, or the JSON itself. The bot of level L\n"
        "(default normal; e.g. strong:notrade:i96) chooses an action for seat S (default: the\n"
        "acting seat) with its own random stream seeded by N (default 1). Prints\n"
        "{\"seat\", \"code\" (for apply), \"label\", \"ms\" (the decision's wall time)}.");
    return 0;
  }
  if (args.positional.size() != 1) return usage_error("decide takes one STATE");
  long long seed = 1;
  if (args.has("seed") && !parse_number("seed", args.get("seed"), 0, 1LL << 62, &seed, &err))
    return usage_error(err);
  std::string text;
  if (!read_input(args.positional[0], &text, &err)) return failure(err);
  Error e;
  auto m = load_game_doc(text, &e);
  if (!m) return failure(e.message);
  const State& s = m->state();
  if (s.terminal()) return failure("the game is over: nobody decides");
  int seat = s.current_actor();
  if (args.has("seat")) {
    long long v = 0;
    if (!parse_number("seat", args.get("seat"), 0, s.num_players() - 1, &v, &err)) return usage_error(err);
    seat = static_cast<int>(v);
  }
  if (!(s.actors() >> seat & 1)) return failure("seat " + std::to_string(seat) + " is not acting now");
  const std::string level = args.has("level") ? args.get("level") : "normal";
  auto bot = make_bot(m->info(), level);
  if (!bot) return usage_error("no bot level '" + level + "' for " + m->info().name);
  Rng rng(static_cast<uint64_t>(seed));
  const auto t0 = std::chrono::steady_clock::now();
  const Action a = bot->choose(s, seat, rng);
  const double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
  JsonWriter w;
  w.begin_object().field("seat", seat).field("code", s.encode(a)).field("label", s.label(a));
  w.field("ms", ms).end_object();
  print_json(w.str());
  return 0;
}

}  // namespace shamble
