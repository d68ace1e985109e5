// `soak`: the invariant soak (framework/soak.h) from the command line.
#include <cstdio>

#include "driver/commands.h"
#include "framework/json_writer.h"
#include "framework/soak.h"

namespace shamble {

int cmd_soak(int argc, char** argv) {
  Args args;
  std::string err;
  if (!parse_args(
          argc, argv, 2,
          {"games", "seed", "players", "preset", "set", "max-turns", "state-every", "undo-every", "bundle"},
          {}, &args, &err))
    return usage_error(err);
  if (args.help) {
    std::puts(
        "usage: shamble soak GAME --games N [--seed S] [--preset P] [--set option=value ...]\n"
        "                    [--players N] [--max-turns T] [--state-every K] [--undo-every U]\n"
        "                    [--bundle DIR]\n\n"
        "Plays N games (game i uses seed S+i; even seeds by bot:random, odd ones by\n"
        "bot:normal) and checks after every action: the game's invariants (money and\n"
        "pieces conserved, supply, single ownership...), that an actor always has a\n"
        "legal action, that every legal action applies and its code decodes back, that an\n"
        "action off the list is refused with the state untouched, a log line per action;\n"
        "every K actions (default 32) the state through JSON and binary; at 8, 16, 32...\n"
        "actions and at the end the whole game through the document and the binary save,\n"
        "playing on from the loaded copy; every U actions (default 16) undo and redo.\n"
        "Prints {games, actions, failures, first_failure, ...}; each failing game (up to\n"
        "5) leaves a bundle in DIR (default soak-failures): the failure, the command\n"
        "that reproduces it and the game document (before the failing move, when a move\n"
        "caused it, with the apply command that replays it). Exit 1 when any game failed.");
    return 0;
  }
  SoakOptions opt;
  if (!request_from_args(args, &opt.request, &err)) return usage_error(err);
  long long v = 0;
  if (!parse_number("games", args.get("games", "100"), 1, 1000000000, &v, &err)) return usage_error(err);
  opt.games = static_cast<long>(v);
  if (!parse_number("max-turns", args.get("max-turns", "1000"), 1, 100000000, &v, &err))
    return usage_error(err);
  opt.max_turns = static_cast<int>(v);
  if (!parse_number("state-every", args.get("state-every", "32"), 0, 1000000, &v, &err))
    return usage_error(err);
  opt.state_every = static_cast<int>(v);
  if (!parse_number("undo-every", args.get("undo-every", "16"), 0, 1000000, &v, &err))
    return usage_error(err);
  opt.undo_every = static_cast<int>(v);
  opt.bundle_dir = args.get("bundle", "soak-failures");
  if (args.positional.size() != 1) return usage_error("soak takes one GAME (see shamble games)");
  opt.request.game = args.positional[0];
  SoakTotals t;
  Error e;
  if (!run_soak(opt, &t, &e)) return failure(e.message);
  JsonWriter w;
  write_soak(opt, t, w);
  print_json(w.str());
  return t.failures ? 1 : 0;
}

}  // namespace shamble
