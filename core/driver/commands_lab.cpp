// `lab` and `merge`: the variant lab headless (docs/LAB.md).
#include <cstdio>

#include "driver/commands.h"
#include "framework/lab_config.h"
#include "framework/lab_merge.h"
#include "framework/lab_run.h"

namespace shamble {

int cmd_lab(int argc, char** argv) {
  Args args;
  std::string err;
  if (!parse_args(argc, argv, 2, {"shard", "game", "variant", "value"}, {}, &args, &err))
    return usage_error(err);
  if (args.help) {
    std::puts(
        "usage: shamble lab CONFIG.json [--shard i/n]\n"
        "       shamble lab CONFIG.json --game K [--variant A] [--value V]\n\n"
        "Plays every variant of CONFIG (and every value of its sweep) for its games, game K\n"
        "of each from seed + K, and prints the report: outcomes, wins by seat, role and side\n"
        "with Wilson 95% intervals, game and stage lengths, rules fired per game, the game's\n"
        "tables, flags for suspect configurations, and the raw sums `shamble merge` adds.\n"
        "--shard i/n plays games i, i+n, i+2n, ... only; merging the n shard reports gives\n"
        "exactly the unsharded report. --game K prints game K's document (variant A: the first\n"
        "by default; --value V: the sweep value), to replay or open on the board.\n"
        "CONFIG: {\"game\", \"players\"?, \"seats\"?: [...], \"games\", \"seed\", \"max_turns\"?,\n"
        "\"variants\": {\"A\": {\"preset\"?, \"options\"?: {...}}, ...}, \"sweep\"?: {\"option\", "
        "\"values\"}}");
    return 0;
  }
  if (args.positional.size() != 1)
    return usage_error("lab takes one CONFIG (a file, - for stdin, or the JSON)");
  std::string text;
  if (!read_input(args.positional[0], &text, &err)) return failure(err);
  LabConfig config;
  Error e;
  if (!parse_lab_config(text, &config, &e)) return usage_error(e.message);
  if (args.has("game")) {
    if (args.has("shard")) return usage_error("--game plays one game; it takes no --shard");
    long long k = 0;
    if (!parse_number("game", args.get("game"), 0, config.games - 1, &k, &err)) return usage_error(err);
    std::vector<LabCell> cells;
    if (!lab_cells(config, &cells, &e)) return usage_error(e.message);
    int c = find_lab_cell(config, cells, args.get("variant", config.variants[0].name), args.get("value"), &e);
    if (c < 0) return usage_error(e.message);
    LabGame g;
    std::unique_ptr<Match> m;
    if (!play_lab_game(config, cells[static_cast<size_t>(c)], static_cast<int>(k), &g, &m, &e))
      return failure(e.message);
    print_json(m->to_json());
    return 0;
  }
  if (args.has("variant") || args.has("value")) return usage_error("--variant and --value go with --game K");
  LabShard shard;
  if (args.has("shard") && !parse_lab_shard(args.get("shard"), &shard, &err)) return usage_error(err);
  LabRun run(config, shard);
  if (!run.ok()) return usage_error(run.error());
  while (!run.done()) run.step(1000);
  if (!run.ok()) return failure(run.error());
  print_json(run.report_json());
  return 0;
}

int cmd_merge(int argc, char** argv) {
  Args args;
  std::string err;
  if (!parse_args(argc, argv, 2, {}, {}, &args, &err)) return usage_error(err);
  if (args.help) {
    std::puts(
        "usage: shamble merge REPORT...\n\n"
        "Joins the shard reports of one lab config (shamble lab CONFIG --shard i/n, every i\n"
        "once) into the report one unsharded run prints, byte for byte.");
    return 0;
  }
  if (args.positional.empty()) return usage_error("merge needs the shard reports (files, or - for stdin)");
  std::vector<std::string> reports;
  for (auto& p : args.positional) {
    std::string text;
    if (!read_input(p, &text, &err)) return failure(err);
    reports.push_back(std::move(text));
  }
  std::string out;
  Error e;
  if (!merge_lab_reports(reports, &out, &e)) return failure(e.message);
  print_json(out);
  return 0;
}

}  // namespace shamble
