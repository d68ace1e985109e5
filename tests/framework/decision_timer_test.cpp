#include "framework/decision_timer.h"

#include <catch2/catch.hpp>

#include "framework/json_reader.h"
#include "framework/sim.h"

using namespace shamble;

TEST_CASE("decision timer: quantiles are within the histogram's resolution", "[bench]") {
  TimeHistogram h;
  // 1..1000 microseconds, one sample each: median ~500 us, p90 ~900 us.
  for (int i = 1; i <= 1000; ++i) h.add(i * 1e-6);
  CHECK(h.count() == 1000);
  CHECK(h.quantile(0.5) == Approx(500e-6).epsilon(0.03));
  CHECK(h.quantile(0.9) == Approx(900e-6).epsilon(0.03));
  CHECK(h.max() == Approx(1000e-6));
  CHECK(h.quantile(1.0) <= h.max());
  TimeHistogram empty;
  CHECK(empty.quantile(0.5) == 0);
}

TEST_CASE("decision timer: bench --decisions reports every bot and chosen action kind", "[bench]") {
  BenchOptions o;
  o.request.game = "pig";
  o.request.seats = {"bot:normal", "bot:easy"};
  o.seconds = 0.05;
  o.time_decisions = true;
  JsonWriter w;
  Error e;
  REQUIRE(run_bench(o, w, &e));
  rapidjson::Document d;
  parse_json_text(w.str(), d);
  // Every decision is counted once under its bot and once under its action kind.
  const auto& dec = d["decisions"];
  long by_bot =
      dec["by_bot"]["bot:normal"]["count"].GetInt64() + dec["by_bot"]["bot:easy"]["count"].GetInt64();
  long by_action =
      dec["by_action"]["roll"]["count"].GetInt64() + dec["by_action"]["hold"]["count"].GetInt64();
  CHECK(by_bot == d["actions"].GetInt64());
  CHECK(by_action == by_bot);
  const auto& normal = dec["by_bot"]["bot:normal"];
  CHECK(normal["median_us"].GetDouble() > 0);
  CHECK(normal["median_us"].GetDouble() <= normal["p99_us"].GetDouble());
  CHECK(normal["p99_us"].GetDouble() <= normal["max_us"].GetDouble());
  o.time_decisions = false;
  JsonWriter w2;
  REQUIRE(run_bench(o, w2, &e));
  CHECK(w2.str().find("decisions") == std::string::npos);
}
