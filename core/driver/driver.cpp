#include "driver/driver.h"

#include <cstdio>
#include <cstring>
#include <string>

#include "driver/commands.h"

namespace shamble {

namespace {
const char* kUsage =
    "usage: shamble <command> [options]\n"
    "\n"
    "commands (each has --help; JSON on stdout, errors on stderr):\n"
    "  games                         list the games, player counts and presets\n"
    "  rules GAME [--preset P]       every rule option with its meaning and source\n"
    "  new GAME [options]            a new game document\n"
    "  legal STATE                   the legal actions of the acting seats\n"
    "  apply STATE ACTION            apply one action; prints the new document and its events\n"
    "  decide STATE --level L        one bot decision for the acting seat: its action code\n"
    "  view STATE [--seat S]         what a seat sees of the position (the game's view JSON)\n"
    "  replay LOG [--to N]           re-run a game document's action log and check it;\n"
    "                                --to N: the document after the first N actions\n"
    "  stats DOC [--to N] [--seat S] the game's story in numbers: series per seat, tables\n"
    "  sim GAME --games N            bot-vs-bot games, summary statistics\n"
    "  bench GAME [--seconds S]      full games and actions per second on one core\n"
    "  soak GAME --games N           random and bot games with every invariant checked\n"
    "  lab CONFIG [--shard i/n]      rule variants compared over bot games, with 95% intervals\n"
    "  merge REPORT...               shard reports of one lab joined into the whole report\n"
    "  link new|open|move|state|sizes play by link: a device's side, headless\n"
    "  live DOC --seat S             what a live guest playing seat S receives: its copy, its log\n";

struct Command {
  const char* name;
  int (*run)(int, char**);
};
const Command kCommands[] = {
    {"games", cmd_games}, {"rules", cmd_rules},   {"new", cmd_new},     {"legal", cmd_legal},
    {"apply", cmd_apply}, {"decide", cmd_decide}, {"view", cmd_view},   {"replay", cmd_replay},
    {"stats", cmd_stats}, {"sim", cmd_sim},       {"bench", cmd_bench}, {"soak", cmd_soak},
    {"lab", cmd_lab},     {"merge", cmd_merge},   {"link", cmd_link},   {"live", cmd_live}};
}  // namespace

int driver_main(int argc, char** argv) {
  if (argc < 2 || !std::strcmp(argv[1], "--help") || !std::strcmp(argv[1], "-h") ||
      !std::strcmp(argv[1], "help")) {
    std::fputs(kUsage, argc < 2 ? stderr : stdout);
    return argc < 2 ? 2 : 0;
  }
  for (auto& c : kCommands)
    if (!std::strcmp(argv[1], c.name)) {
      try {
        return c.run(argc, argv);
      } catch (const std::exception& e) {
        // Nothing should throw out of the commands; if something does, say so plainly.
        return failure(std::string("internal error: ") + e.what());
      }
    }
  return usage_error(std::string("unknown command '") + argv[1] + "' (see shamble --help)");
}

}  // namespace shamble
