// Statistical sanity of the lab's report on configurations whose answer is
// known: a fair table, two variants that change nothing, an unfair seating, a
// stalemate.
#include <catch2/catch.hpp>

#include "framework/json_reader.h"
#include "framework/lab_flags.h"
#include "framework/lab_intervals.h"
#include "framework/lab_run.h"
#include "framework/registry.h"

using namespace shamble;

namespace {

rapidjson::Document report_of(const std::string& json) {
  LabConfig c;
  Error e;
  REQUIRE(parse_lab_config(json, &c, &e));
  LabRun run(c);
  REQUIRE(run.ok());
  while (!run.done()) run.step(100);
  rapidjson::Document d;
  parse_json_text(run.report_json(), d);
  return d;
}

bool has_flag(const rapidjson::Value& cell, const std::string& kind) {
  for (auto& f : cell["flags"].GetArray())
    if (kind == f["kind"].GetString()) return true;
  return false;
}

}  // namespace

TEST_CASE("lab sanity: a symmetric table's seats all cover the fair share", "[lab][sanity]") {
  // Two equal bots in Pig. Only the order of play differs, and over a race to 1000 points the
  // first mover's edge is small (to 100 it is not: 56% over 400 games, which the lab flags).
  auto d = report_of(
      R"({"game":"pig","seats":["bot:normal","bot:normal"],"games":400,"seed":5,
          "variants":{"A":{"options":{"target":1000}}}})");
  const auto& cell = d["variants"][0];
  CHECK(cell["games"].GetInt() == 400);
  double fair = cell["seat_fair_share"].GetDouble();
  CHECK(fair == Catch::Detail::Approx(0.5));  // every game has one winner
  double sum = 0;
  for (auto& seat : cell["wins_by_seat"].GetArray()) {
    sum += seat["rate"].GetDouble();
    CHECK(seat["ci95"][0].GetDouble() <= fair);
    CHECK(seat["ci95"][1].GetDouble() >= fair);
  }
  CHECK(sum == Catch::Detail::Approx(1.0));
  CHECK_FALSE(has_flag(cell, "seat_above_fair_share"));
  CHECK_FALSE(has_flag(cell, "seat_below_fair_share"));
  CHECK(cell["outcomes"]["single_winner"]["count"].GetInt() == 400);
}

TEST_CASE("lab sanity: the first mover's edge in a short race is flagged", "[lab][sanity]") {
  auto d = report_of(
      R"({"game":"pig","seats":["bot:normal","bot:normal"],"games":400,"seed":5,
          "variants":{"A":{"options":{"target":100}}}})");
  const auto& cell = d["variants"][0];
  CHECK(cell["wins_by_seat"][0]["ci95"][0].GetDouble() > 0.5);
  CHECK(has_flag(cell, "seat_above_fair_share"));
  CHECK(has_flag(cell, "seat_below_fair_share"));
}

TEST_CASE("lab sanity: two variants that change nothing give the same intervals", "[lab][sanity]") {
  auto d = report_of(
      R"({"game":"pig","seats":["bot:normal","bot:easy"],"games":200,"seed":3,
          "variants":{"A":{},"same":{"preset":"standard","options":{"target":30}},"B":{"options":{"bust_face":2}}}})");
  const auto& v = d["variants"];
  // Paired seeds: the same rules play the same games.
  for (int s = 0; s < 2; ++s) {
    CHECK(v[0]["wins_by_seat"][s]["count"] == v[1]["wins_by_seat"][s]["count"]);
    CHECK(v[0]["wins_by_seat"][s]["ci95"] == v[1]["wins_by_seat"][s]["ci95"]);
  }
  CHECK(v[0]["game_length_turns"] == v[1]["game_length_turns"]);
  CHECK(v[1]["differences"].Size() == 0);
  // B does change a rule, and says which, in words.
  REQUIRE(v[2]["differences"].Size() == 1);
  CHECK(std::string(v[2]["differences"][0]["option"].GetString()) == "bust_face");
  CHECK_THAT(v[2]["differences"][0]["text"].GetString(), Catch::Contains("bust_face: 2 (A: 1)"));
  CHECK(std::string(v[2]["rules"].GetString()) == "standard + 1 change");
  // Hold-at-20 against hold-at-5: seat 0 is flagged far above the fair share.
  CHECK(has_flag(v[0], "seat_above_fair_share"));
  CHECK(has_flag(v[0], "seat_below_fair_share"));
  // Rules fired per game come from the events' rule ids.
  CHECK(v[0]["rules_fired_per_game"].HasMember("PIG-ROLL"));
  CHECK(v[0]["rules_fired_per_game"]["PIG-ROLL"]["mean"].GetDouble() > 1);
  for (auto it = v[0]["rules_fired_per_game"].MemberBegin(); it != v[0]["rules_fired_per_game"].MemberEnd();
       ++it)
    CHECK(it->value["ci95"][0].GetDouble() >= 0);
}

TEST_CASE("lab sanity: a game that cannot end is flagged a stalemate", "[lab][sanity]") {
  auto d = report_of(
      R"({"game":"pig","games":20,"seed":1,"max_turns":3,"variants":{"A":{"options":{"target":1000}}}})");
  const auto& cell = d["variants"][0];
  CHECK(cell["outcomes"]["turn_limit"]["count"].GetInt() == 20);
  CHECK(cell["outcomes"]["turn_limit"]["ci95"][0].GetDouble() > 0.8);
  CHECK(has_flag(cell, "stalemate"));
  CHECK(cell["game_length_turns"]["max"].GetInt() == 3);
}

TEST_CASE("lab sanity: a mean's interval never reaches below 0", "[lab][sanity]") {
  // Five games: Student's t at 4 degrees of freedom stretches PIG-BUST's interval below 0.
  auto d = report_of(R"({"game":"pig","games":5,"seed":1,"variants":{"A":{}}})");
  const auto& bust = d["variants"][0]["rules_fired_per_game"]["PIG-BUST"];
  CHECK(bust["ci95"][0].GetDouble() == 0.0);
  CHECK(bust["ci95"][1].GetDouble() > 2 * bust["mean"].GetDouble());
}

TEST_CASE("lab sanity: a seat flag holds for all the seats together (Bonferroni)", "[lab][sanity]") {
  CHECK(z95_of(1) == Catch::Detail::Approx(1.959964));
  CHECK(z95_of(4) == Catch::Detail::Approx(2.497705));
  CHECK(z95_of(30) == z95_of(12));
  CHECK(wilson(28, 100, z95_of(1)).lo == Catch::Detail::Approx(wilson95(28, 100).lo));
  register_builtin_games();
  const GameInfo* g = find_game("pig");
  REQUIRE(g);
  LabTally t;
  t.players = 4, t.games = 1000;
  auto seat_flags = [&] {
    int n = 0;
    for (const LabFlag& f : lab_flags(*g, t)) n += f.kind.rfind("seat_", 0) == 0;
    return n;
  };
  // 28% against a fair 25%: outside its own 95% interval (from 25.3%), inside the
  // one that holds for four seats together (from 24.6%): no flag.
  t.seat_wins = {280, 240, 240, 240};
  REQUIRE(wilson95(280, 1000).lo > 0.25);
  CHECK(seat_flags() == 0);
  // 30%: beyond even the wider interval.
  t.seat_wins = {300, 234, 233, 233};
  REQUIRE(seat_flags() == 1);
  CHECK_THAT(lab_flags(*g, t).front().text, Catch::Contains("95% interval over the 4 seats"));
}
