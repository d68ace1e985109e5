// `sim` and `bench`: many bot-vs-bot games without a screen.
#include <cstdio>

#include "driver/commands.h"
#include "framework/json_writer.h"
#include "framework/sim.h"

namespace shamble {

int cmd_sim(int argc, char** argv) {
  Args args;
  std::string err;
  if (!parse_args(argc, argv, 2,
                  {"games", "seed", "seats", "names", "players", "preset", "set", "max-turns", "scenario"},
                  {}, &args, &err))
    return usage_error(err);
  if (args.help) {
    std::puts(
        "usage: shamble sim GAME --games N [--seed S] [--seats bot:strong:i64,bot:normal,...]\n"
        "                   [--players N] [--preset P] [--set option=value ...]\n"
        "                   [--max-turns T] [--scenario FILE]\n\n"
        "Plays N bot games (game i uses seed S+i) and prints a summary: one outcome per\n"
        "game (outcomes: a side's or a seat's win, shared_win, all_lose, draw, turn_limit,\n"
        "bot_error; they sum to N), wins by seat and role, game length distribution, the\n"
        "options in force and the game's own statistics. Human seats are played by bot:normal.");
    return 0;
  }
  SimOptions opt;
  if (!request_from_args(args, &opt.request, &err)) return usage_error(err);
  long long v = 0;
  if (!parse_number("games", args.get("games", "100"), 1, 100000000, &v, &err)) return usage_error(err);
  opt.games = static_cast<int>(v);
  if (!parse_number("max-turns", args.get("max-turns", "1000"), 1, 100000000, &v, &err))
    return usage_error(err);
  opt.max_turns = static_cast<int>(v);
  if (args.has("scenario")) {
    if (!read_input(args.get("scenario"), &opt.scenario, &err)) return failure(err);
  }
  if (args.positional.size() > 1) return usage_error("sim takes one GAME");
  if (args.positional.empty() && opt.scenario.empty())
    return usage_error("sim needs a GAME (see shamble games)");
  if (!args.positional.empty()) opt.request.game = args.positional[0];
  JsonWriter w;
  Error e;
  if (!run_sim(opt, w, &e)) return failure(e.message);
  print_json(w.str());
  return 0;
}

int cmd_bench(int argc, char** argv) {
  Args args;
  std::string err;
  if (!parse_args(argc, argv, 2, {"seconds", "seed", "seats", "players", "preset", "set", "max-turns"},
                  {"decisions"}, &args, &err))
    return usage_error(err);
  if (args.help) {
    std::puts(
        "usage: shamble bench GAME [--seconds S] [--seats ...] [--players N] [--preset P]\n"
        "                     [--set option=value ...] [--max-turns T] [--seed S]\n"
        "                     [--decisions]\n\n"
        "Plays full bot games on one core for S seconds (default 3) and prints games/s and\n"
        "actions/s. Seats default to bot:random. --decisions also times every bot\n"
        "decision and prints median, p90, p99 and max in microseconds per bot kind and\n"
        "per chosen action kind (the timing itself costs a little speed).");
    return 0;
  }
  BenchOptions opt;
  if (!request_from_args(args, &opt.request, &err)) return usage_error(err);
  if (args.has("seconds")) {
    char* end = nullptr;
    std::string s = args.get("seconds");
    opt.seconds = std::strtod(s.c_str(), &end);
    if (s.empty() || *end || !(opt.seconds > 0) || opt.seconds > 3600)
      return usage_error("--seconds takes a number of seconds between 0 and 3600");
  }
  long long v = 0;
  if (!parse_number("max-turns", args.get("max-turns", "1000"), 1, 100000000, &v, &err))
    return usage_error(err);
  opt.max_turns = static_cast<int>(v);
  opt.time_decisions = args.has("decisions");
  if (args.positional.size() != 1) return usage_error("bench takes one GAME");
  opt.request.game = args.positional[0];
  JsonWriter w;
  Error e;
  if (!run_bench(opt, w, &e)) return failure(e.message);
  print_json(w.str());
  return 0;
}

}  // namespace shamble
