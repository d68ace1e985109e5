// What a report holds for a real game: MonopoZombie's stages, its story's
// tables (the landing heat map, conversions by cause) and its rules by id.
#include <catch2/catch.hpp>

#include "framework/json_reader.h"
#include "framework/lab_run.h"

using namespace shamble;

TEST_CASE("lab report: MonopoZombie's stages, heat map, conversions and rules", "[lab][report]") {
  LabConfig c;
  Error e;
  REQUIRE(parse_lab_config(R"({"game":"monopozombie","games":12,"seed":9,"max_turns":500,
      "variants":{"A":{},"no_hospitals":{"options":{"hospitals":false}}}})",
                           &c, &e));
  LabRun run(c);
  REQUIRE(run.ok());
  while (!run.done()) run.step(5);
  rapidjson::Document d;
  parse_json_text(run.report_json(), d);
  const auto& a = d["variants"][0];
  CHECK(a["games"].GetInt() == 12);
  // Three stages: every game starts in the first; the lengths add up to the game's.
  REQUIRE(a.HasMember("stage_lengths_turns"));
  const auto& stages = a["stage_lengths_turns"];
  REQUIRE(stages.Size() == 3);
  CHECK(stages[0]["games"].GetInt() == 12);
  const auto& raw = a["raw"];
  int64_t stage_sum = 0;
  for (auto& s : raw["stages"].GetArray()) stage_sum += s[1].GetInt64();
  CHECK(stage_sum == raw["turns"][0].GetInt64());
  // Humans and zombies are the sides; outcomes sum to the games.
  int64_t outcomes = 0;
  for (auto it = a["outcomes"].MemberBegin(); it != a["outcomes"].MemberEnd(); ++it)
    outcomes += it->value["count"].GetInt64();
  CHECK(outcomes == 12);
  CHECK(a["outcomes"].HasMember("humans"));
  CHECK(a["wins_by_side"]["humans"] == a["outcomes"]["humans"]);
  CHECK(a["wins_by_side"]["zombies"]["count"].GetInt64() + a["wins_by_side"]["humans"]["count"].GetInt64() +
            a["outcomes"]["turn_limit"]["count"].GetInt64() + a["outcomes"]["all_lose"]["count"].GetInt64() ==
        12);
  CHECK(a["wins_by_role"].HasMember("zombie"));
  // The story's tables, summed; the dice tables are left out.
  const auto& tables = a["tables"];
  REQUIRE(tables.HasMember("landings"));
  REQUIRE(tables.HasMember("conversions"));
  CHECK_FALSE(tables.HasMember("dice_zombie"));
  CHECK(tables["landings"]["rows"].Size() == 40);
  int64_t rests = 0;
  for (auto& row : tables["landings"]["total"].GetArray()) rests += row[0].GetInt64();
  CHECK(rests > 12 * 20);
  // Conversions happen in every game that reaches the outbreak.
  int64_t turned = 0;
  for (auto& row : tables["conversions"]["total"].GetArray()) turned += row[0].GetInt64();
  CHECK(turned >= stages[1]["games"].GetInt64());
  // Rules by id, per game: the stage changes fired once per game that reached them.
  REQUIRE(a["rules_fired_per_game"].HasMember("MZ-STAGE-1"));
  CHECK(a["rules_fired_per_game"]["MZ-STAGE-1"]["total"].GetInt64() == stages[1]["games"].GetInt64());
  // Without hospitals no hospital cures; the difference is said in words.
  const auto& b = d["variants"][1];
  CHECK_FALSE(b["rules_fired_per_game"].HasMember("MZ-HOSP-1"));
  REQUIRE(b["differences"].Size() == 1);
  CHECK_THAT(b["differences"][0]["text"].GetString(), Catch::Contains("hospitals: off (A: on)"));
}

TEST_CASE("lab report: story false leaves the story's tables and stages out", "[lab][report]") {
  LabConfig c;
  Error e;
  REQUIRE(parse_lab_config(R"({"game":"monopozombie","games":6,"seed":9,"story":false,"variants":{"A":{}}})",
                           &c, &e));
  CHECK_FALSE(c.story);
  LabRun run(c);
  while (!run.done()) run.step(100);
  rapidjson::Document d;
  parse_json_text(run.report_json(), d);
  const auto& a = d["variants"][0];
  CHECK(a["tables"].MemberCount() == 0);
  CHECK_FALSE(a.HasMember("stage_lengths_turns"));
  CHECK(a["rules_fired_per_game"].HasMember("MZ-STAGE-1"));  // events are still counted
  CHECK(d["config"]["story"].IsFalse());
}
