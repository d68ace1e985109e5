#include <catch2/catch.hpp>

#include "framework/json_writer.h"
#include "framework/sim.h"

using namespace shamble;

TEST_CASE("sim: plays every game to the end and summarises", "[sim]") {
  SimOptions o;
  o.request.game = "pig";
  o.request.seats = {"bot:normal", "bot:easy"};
  o.games = 300;
  JsonWriter w;
  Error e;
  REQUIRE(run_sim(o, w, &e));
  const std::string& s = w.str();
  CHECK(s.find("\"games\":300") != std::string::npos);
  CHECK(s.find("\"bot_errors\":0") != std::string::npos);
  CHECK(s.find("\"target\":\"30\"") != std::string::npos);
  // Holding at 20 beats holding at 5 clearly over 300 games.
  auto at = s.find("\"wins_by_seat\":[");
  REQUIRE(at != std::string::npos);
  int a = 0, b = 0;
  REQUIRE(std::sscanf(s.c_str() + at, "\"wins_by_seat\":[%d,%d]", &a, &b) == 2);
  CHECK(a + b == 300);
  CHECK(a > b);
}

TEST_CASE("sim: same seed, same summary", "[sim]") {
  SimOptions o;
  o.request.game = "pig";
  o.games = 50;
  JsonWriter w1, w2;
  Error e;
  REQUIRE(run_sim(o, w1, &e));
  REQUIRE(run_sim(o, w2, &e));
  CHECK(w1.str() == w2.str());
}

TEST_CASE("sim: turn limits are counted, not hidden", "[sim]") {
  SimOptions o;
  o.request.game = "pig";
  o.request.overrides = {"target=1000"};
  o.games = 5;
  o.max_turns = 3;
  JsonWriter w;
  Error e;
  REQUIRE(run_sim(o, w, &e));
  CHECK(w.str().find("\"turn_limit_hits\":5") != std::string::npos);
}

TEST_CASE("bench: reports rates", "[sim]") {
  BenchOptions o;
  o.request.game = "pig";
  o.seconds = 0.05;
  JsonWriter w;
  Error e;
  REQUIRE(run_bench(o, w, &e));
  CHECK(w.str().find("games_per_second") != std::string::npos);
}
