// Throughput of full random-bot games through the framework's own bench loop
// (the same code as `shamble bench`). Hidden tag: run with `catan_tests [.bench]`.
#include <catch2/catch.hpp>
#include <cstdio>
#include <cstdlib>
#include <ctime>

#include "framework/json_writer.h"
#include "framework/sim.h"
#include "helpers.h"

using namespace cattest;

namespace {
void bench(const std::string& preset, const std::string& bots) {
  register_builtin_games();
  BenchOptions opt;
  opt.request.game = "catan";
  opt.request.preset = preset;
  if (!bots.empty()) opt.request.seats = {bots, bots, bots, bots};
  opt.seconds = 3.0;
  JsonWriter w;
  Error err;
  REQUIRE(run_bench(opt, w, &err));
  std::printf("bench %s %s: %s\n", preset.c_str(), bots.c_str(), w.str().c_str());
}
// Same loop as run_bench but timed by process CPU time, so a busy shared
// machine does not distort the figure.
void cpu_bench(const std::string& preset, const std::string& level, double seconds) {
  register_builtin_games();
  NewGameRequest req;
  req.game = "catan";
  req.preset = preset;
  req.seats = {"bot:" + level, "bot:" + level, "bot:" + level, "bot:" + level};
  if (const char* extra = std::getenv("CATAN_OPT")) req.overrides.push_back(extra);
  Error err;
  auto first = make_match(req, &err);
  REQUIRE(first);
  auto bots = make_bots(first->info(), first->seats(), level);
  Rng bot_rng(99);
  long games = 0, actions = 0, limits = 0;
  std::clock_t t0 = std::clock();
  double used = 0;
  while (used < seconds) {
    req.seed = 1 + games;
    auto m = make_match(req, &err);
    auto state = m->state().clone();
    PlayResult r = play_out(*state, bots, bot_rng, 1000);
    REQUIRE(!r.stuck);
    ++games;
    actions += r.actions;
    limits += r.turn_limit;
    used = double(std::clock() - t0) / CLOCKS_PER_SEC;
  }
  std::printf(
      "cpu-bench %s %s: %ld games in %.2f cpu s = %.0f games/s, %.3g actions/s, %.0f actions/game, %ld "
      "limits\n",
      preset.c_str(), level.c_str(), games, used, games / used, actions / used, double(actions) / games,
      limits);
}
}  // namespace

TEST_CASE("cpu bench random", "[.cpubench]") {
  cpu_bench("classic", "random", 3);
  cpu_bench("zombies", "random", 3);
}

TEST_CASE("bench classic random", "[.bench]") { bench("classic", ""); }
TEST_CASE("bench zombies random", "[.bench]") { bench("zombies", ""); }
TEST_CASE("bench classic normal", "[.bench-bots]") { bench("classic", "bot:normal"); }
TEST_CASE("bench zombies normal", "[.bench-bots]") { bench("zombies", "bot:normal"); }
