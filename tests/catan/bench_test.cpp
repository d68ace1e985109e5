// Throughput of full random-bot games through the framework's own bench loop
// (the same code as `shamble bench`). Hidden tag: run with `catan_tests [.bench]`.
#include <catch2/catch.hpp>
#include <cstdio>

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
}  // namespace

TEST_CASE("bench classic random", "[.bench]") { bench("classic", ""); }
TEST_CASE("bench zombies random", "[.bench]") { bench("zombies", ""); }
TEST_CASE("bench classic normal", "[.bench-bots]") { bench("classic", "bot:normal"); }
TEST_CASE("bench zombies normal", "[.bench-bots]") { bench("zombies", "bot:normal"); }
