// The lab runner: reproducible, resumable in slices, and sharded runs that
// merge into exactly the unsharded report.
#include <catch2/catch.hpp>

#include "framework/json_reader.h"
#include "framework/lab_merge.h"
#include "framework/lab_run.h"

using namespace shamble;

namespace {

LabConfig config_of(const std::string& json) {
  LabConfig c;
  Error e;
  INFO(json);
  REQUIRE(parse_lab_config(json, &c, &e));
  return c;
}

std::string run_all(const LabConfig& c, LabShard shard = {}, int slice = 1000,
                    LabOrder order = LabOrder::kCellByCell) {
  LabRun run(c, shard, order);
  REQUIRE(run.ok());
  while (!run.done()) run.step(slice);
  REQUIRE(run.ok());
  return run.report_json();
}

const std::string kSweep =
    R"({"game":"pig","seats":["bot:normal","bot:easy"],"games":40,"seed":11,"max_turns":60,
        "variants":{"A":{},"B":{"options":{"bust_face":6}}},"sweep":{"option":"target","values":[10,30]}})";

}  // namespace

TEST_CASE("lab run: the same config gives the same report, whatever the slices", "[lab][run]") {
  LabConfig c = config_of(kSweep);
  std::string one = run_all(c);
  CHECK(one == run_all(c));
  CHECK(one == run_all(c, {}, 7));  // the web screen plays a few games per frame
  LabRun run(c);
  CHECK(run.total() == 160);
  CHECK(run.step(5) == 5);
  CHECK(run.played() == 5);
  CHECK_FALSE(run.done());
  // A different seed plays different games.
  LabConfig other = c;
  other.seed = 12;
  CHECK(run_all(other) != one);
}

TEST_CASE("lab run: rounds play every cell in turn and finish with the same report", "[lab][run]") {
  LabConfig c = config_of(kSweep);
  std::string whole = run_all(c);
  CHECK(run_all(c, {}, 7, LabOrder::kRounds) == whole);
  CHECK(run_all(c, {1, 3}, 5, LabOrder::kRounds) == run_all(c, {1, 3}));
  // Stopped after 10 games: cell by cell, all in the first cell; in rounds, 2 or 3 in each of the 4.
  LabRun by_cell(c), rounds(c, {}, LabOrder::kRounds);
  CHECK(by_cell.step(10) == 10);
  CHECK(rounds.step(10) == 10);
  CHECK(by_cell.tallies()[0].games == 10);
  CHECK(by_cell.tallies()[1].games == 0);
  REQUIRE(rounds.tallies().size() == 4);
  for (size_t i = 0; i < 4; ++i) CHECK(rounds.tallies()[i].games == (i < 2 ? 3 : 2));
  while (!rounds.done()) rounds.step(13);
  CHECK(rounds.played() == rounds.total());
  CHECK(rounds.report_json() == whole);
}

TEST_CASE("lab run: three shards merged are byte for byte the single run", "[lab][run][merge]") {
  LabConfig c = config_of(kSweep);
  std::string whole = run_all(c);
  std::vector<std::string> shards;
  for (int i : {2, 0, 1}) shards.push_back(run_all(c, {i, 3}));  // any order
  CHECK(shards[0].find("\"shard\":{\"index\":2,\"count\":3}") != std::string::npos);
  std::string merged;
  Error e;
  REQUIRE(merge_lab_reports(shards, &merged, &e));
  CHECK(merged == whole);
  // More shards than games: the empty shards merge too.
  LabConfig few = c;
  few.games = 2;
  std::vector<std::string> many;
  for (int i = 0; i < 5; ++i) many.push_back(run_all(few, {i, 5}));
  REQUIRE(merge_lab_reports(many, &merged, &e));
  CHECK(merged == run_all(few));
  // A whole report merges to itself.
  REQUIRE(merge_lab_reports({whole}, &merged, &e));
  CHECK(merged == whole);
}

TEST_CASE("lab run: merge refuses what does not add up", "[lab][merge]") {
  LabConfig c = config_of(kSweep);
  std::string s0 = run_all(c, {0, 2}), s1 = run_all(c, {1, 2});
  std::string out;
  Error e;
  CHECK_FALSE(merge_lab_reports({s0}, &out, &e));
  CHECK_THAT(e.message, Catch::Contains("shard 1/2 is missing"));
  CHECK_FALSE(merge_lab_reports({s0, s0, s1}, &out, &e));
  CHECK_THAT(e.message, Catch::Contains("given twice"));
  LabConfig other = c;
  other.seed = 99;
  CHECK_FALSE(merge_lab_reports({s0, run_all(other, {1, 2})}, &out, &e));
  CHECK_THAT(e.message, Catch::Contains("another config"));
  CHECK_FALSE(merge_lab_reports({s0, run_all(c, {1, 3})}, &out, &e));
  // A tampered raw tally is refused with where, not read into nonsense.
  std::string bad = s1;
  auto at = bad.find("\"turns_hist\":[[");
  REQUIRE(at != std::string::npos);
  bad.insert(at + 15, "-7,");
  CHECK_FALSE(merge_lab_reports({s0, bad}, &out, &e));
  CHECK_THAT(e.message, Catch::Contains("report 2") && Catch::Contains("turns_hist"));
  bad = s1;
  at = bad.find("\"seat_wins\":[");
  bad.insert(at + 13, "1,");
  CHECK_FALSE(merge_lab_reports({s0, bad}, &out, &e));
  CHECK_THAT(e.message, Catch::Contains("seat_wins"));
  CHECK_FALSE(merge_lab_reports({"{\"x\":1}"}, &out, &e));
  CHECK_THAT(e.message, Catch::Contains("not a lab report"));
  CHECK_FALSE(merge_lab_reports({"[1"}, &out, &e));
  CHECK_FALSE(merge_lab_reports({}, &out, &e));
}

TEST_CASE("lab run: shards are parsed strictly", "[lab][run]") {
  LabShard s;
  std::string err;
  CHECK(parse_lab_shard("2/8", &s, &err));
  CHECK((s.index == 2 && s.count == 8));
  CHECK(s.plays(10));
  CHECK_FALSE(s.plays(11));
  for (const char* bad : {"8/8", "1", "-1/2", "a/b", "1/0", "", "1/2/3"})
    CHECK_FALSE(parse_lab_shard(bad, &s, &err));
}

TEST_CASE("lab run: game K is the game the tally counted, and replays as a document", "[lab][run]") {
  LabConfig c = config_of(kSweep);
  std::vector<LabCell> cells;
  Error e;
  REQUIRE(lab_cells(c, &cells, &e));
  for (int k : {0, 17, 39}) {
    LabGame bare, recorded;
    std::unique_ptr<Match> m;
    REQUIRE(play_lab_game(c, cells[1], k, &bare, nullptr, &e));
    REQUIRE(play_lab_game(c, cells[1], k, &recorded, &m, &e));
    REQUIRE(m);
    CHECK(bare.turns == recorded.turns);
    CHECK(bare.winners == recorded.winners);
    CHECK(m->state().terminal() != bare.turn_limit);
    if (!bare.turn_limit) CHECK(m->state().outcome().winners == bare.winners);
    CHECK(m->size() > 0);
    CHECK_FALSE(m->verify_replay());
    // The document loads back to the same game.
    auto again = Match::from_json(m->to_json(), &e);
    REQUIRE(again);
    CHECK(state_bytes(again->state()) == state_bytes(m->state()));
  }
  CHECK(find_lab_cell(c, cells, "B", "30", &e) == 3);
  CHECK(find_lab_cell(c, cells, "B", "", &e) == -1);
  CHECK_THAT(e.message, Catch::Contains("--value"));
  CHECK(find_lab_cell(c, cells, "C", "30", &e) == -1);
}
