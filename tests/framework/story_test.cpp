// The story in numbers (framework/story.h) for every game, and the replay it
// stands on: every save of the corpus stepped forward and back equals the
// direct replay at every step.
#include "framework/story.h"

#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "framework/json_writer.h"
#include "framework/match.h"
#include "framework/position_fingerprint.h"
#include "framework/registry.h"
#include "framework/replay.h"
#include "saves/corpus_files.h"
#include "source_dir.h"

using namespace shamble;
namespace fs = std::filesystem;
using corpus_files::corpus;
using corpus_files::read_file;

namespace {}  // namespace

TEST_CASE("DiceTally: rolled against expected counts", "[framework][story]") {
  DiceTally d;
  for (int a = 1; a <= 6; ++a)
    for (int b = 1; b <= 6; ++b) d.add_uniform(2, 6, a + b);  // every outcome once
  StoryTable t = d.table("dice", "2D6");
  REQUIRE(t.rows.front() == "2");
  REQUIRE(t.rows.back() == "12");
  for (int s = 2; s <= 12; ++s) {
    const double ways = 6 - std::abs(s - 7);
    CHECK(t.at(std::to_string(s), "rolled") == ways);
    CHECK(t.at(std::to_string(s), "expected") == Approx(ways));
  }
  DiceTally f;  // two-faced dice (Flipped): 7 or 0, and 6 or 1
  f.add_faces({{7, 0}, {6, 1}}, 13);
  StoryTable ft = f.table("dice", "flips");
  CHECK(ft.at("13", "expected") == Approx(0.25));
  CHECK(ft.at("8", "expected") == Approx(0.25));  // 7 + 1
  CHECK(ft.at("6", "expected") == Approx(0.25));  // 0 + 6
  CHECK(ft.at("1", "expected") == Approx(0.25));  // 0 + 1
  CHECK(ft.at("7", "expected") == 0);
  CHECK(ft.at("13", "rolled") == 1);
}

TEST_CASE("record_point keeps one point per turn and carries a skipped turn", "[framework][story]") {
  std::vector<double> p;
  record_point(p, 2, 5);  // the story starts at turn 2: the turns before read its first value
  record_point(p, 2, 6);  // a later action of the same turn replaces it
  record_point(p, 5, 9);  // turns 3 and 4 keep 6
  CHECK(p == std::vector<double>{5, 5, 6, 6, 6, 9});
}

TEST_CASE("story: every save of the corpus gives a story whose series have one point per turn",
          "[framework][story][saves]") {
  register_builtin_games();
  int stories = 0;
  for (auto& f : corpus()) {
    INFO(f.filename().string());
    Error err;
    auto m = Match::load(read_file(f), &err);
    REQUIRE(m);
    for (size_t upto : {m->size() / 2, m->size()}) {
      auto s = build_story(*m, upto, -1, &err);
      INFO(err.message);
      REQUIRE(s);
      ++stories;
      auto at = m->state_at(std::max(upto, m->history().actions), &err);
      REQUIRE(at);
      CHECK(s->turns == at->turn_number());
      CHECK(s->seats.size() == static_cast<size_t>(at->num_players()));
      for (const SeatStory& seat : s->seats)
        for (const Series& x : seat.series) CHECK(x.points.size() == static_cast<size_t>(s->turns + 1));
      for (const Series& x : s->series) CHECK(x.points.size() == static_cast<size_t>(s->turns + 1));
      // Every game compares its dice with their distribution: as many expected as rolled.
      const StoryTable* dice = s->table("dice");
      REQUIRE(dice);
      double rolled = 0, expected = 0;
      for (auto& row : dice->values) rolled += row[0], expected += row[1];
      CHECK(expected == Approx(rolled));
      for (const StoryMark& k : s->marks) CHECK((k.turn >= 0 && k.turn <= s->turns));
      // The JSON has a series object per seat.
      const std::string j = story_json(*s);
      CHECK(j.find("\"seats\":[{\"seat\":0") != std::string::npos);
      CHECK(j.find("\"series\":{\"") != std::string::npos);
    }
  }
  CHECK(stories >= 88);
}

TEST_CASE("replay: every save stepped forward and back equals the direct replay at every step",
          "[framework][story][saves][replay]") {
  register_builtin_games();
  size_t steps = 0;
  for (auto& f : corpus()) {
    INFO(f.filename().string());
    Error err;
    auto m = Match::load(read_file(f), &err);
    REQUIRE(m);
    const size_t from = m->history().actions;
    // The direct replay: one pass, the image of the position after every action.
    std::vector<std::string> direct;
    auto first = m->state_at(from, &err);
    REQUIRE(first);
    direct.push_back(state_bytes(*first));
    std::vector<std::string> fingerprints{position_fingerprint(*first)};
    REQUIRE(!m->replay(from, m->size(), [&](const ReplayStep& st) {
      direct.push_back(state_bytes(st.after));
      fingerprints.push_back(position_fingerprint(st.after));
    }));
    REQUIRE(direct.size() == m->size() - from + 1);
    CHECK(direct.back() == state_bytes(m->state()));
    // Forward: the replay viewer's jump to any action (from the nearest checkpoint).
    for (size_t n = from; n <= m->size(); ++n) {
      auto s = m->state_at(n, &err);
      REQUIRE(s);
      REQUIRE(state_bytes(*s) == direct[n - from]);
    }
    // Back: one action at a time, undoing through a copy of the match.
    Match back(*m);
    for (size_t n = m->size(); n > from; --n) {
      REQUIRE(state_bytes(back.state()) == direct[n - from]);
      REQUIRE(position_fingerprint(back.state()) == fingerprints[n - from]);
      REQUIRE(!back.undo_to(n - 1));
      ++steps;
    }
    REQUIRE(state_bytes(back.state()) == direct[0]);
    // And forward again from the start, re-applying the log.
    for (size_t n = from; n < m->size(); ++n) {
      const LoggedAction& a = m->log()[n];
      REQUIRE(!back.apply(a.seat, a.action, nullptr, a.dice));
      REQUIRE(state_bytes(back.state()) == direct[n + 1 - from]);
    }
  }
  CHECK(steps > 10000);
}

TEST_CASE("story: a seat the game does not have is refused, never shown everything", "[framework][story]") {
  register_builtin_games();
  Error err;
  auto m = Match::load(read_file(fs::path(shamble::test::source_dir()) /
                                 "tests/saves/s20261127/s20261127-catan-classic-40.json"),
                       &err);
  REQUIRE(m);
  CHECK_FALSE(build_story(*m, m->size(), 4, &err));
  CHECK(err.message.find("no seat 4") != std::string::npos);
  CHECK_FALSE(build_story(*m, m->size(), -2, &err));
  auto seat = build_story(*m, m->size(), 3, &err);
  REQUIRE(seat);
  CHECK_FALSE(seat->revealed);
  CHECK(seat->viewer == 3);
}

// The lab switches the per-turn series off (framework/lab_run.cpp): the
// tables and marks must be exactly those of a full story, with no series.
TEST_CASE("a story without series keeps every table and mark", "[framework][story][lab]") {
  register_builtin_games();
  int games = 0;
  for (auto& f : corpus()) {
    Error err;
    auto m = Match::load(read_file(f), &err);
    REQUIRE(m);
    const GameInfo& g = m->info();
    if (!g.make_story || m->history().actions != 0) continue;
    INFO(f.filename().string());
    auto full = g.make_story(), lean = g.make_story();
    lean->set_series(false);
    auto s = m->state_at(0, &err);
    REQUIRE(s);
    full->start(*s, -1, true);
    lean->start(*s, -1, true);
    const ReplayObserver both = [&](const ReplayStep& st) {
      full->step(st.after, st.events);
      lean->step(st.after, st.events);
    };
    REQUIRE_FALSE(replay_log(*s, m->log(), 0, m->size(), &both));
    Story a, b;
    full->finish(*s, a);
    lean->finish(*s, b);
    for (const SeatStory& seat : b.seats)
      for (const Series& x : seat.series) CHECK(x.points.empty());
    for (const Series& x : b.series) CHECK(x.points.empty());
    REQUIRE(a.tables.size() == b.tables.size());
    for (size_t t = 0; t < a.tables.size(); ++t) {
      CHECK(a.tables[t].id == b.tables[t].id);
      CHECK(a.tables[t].rows == b.tables[t].rows);
      CHECK(a.tables[t].values == b.tables[t].values);
    }
    REQUIRE(a.marks.size() == b.marks.size());
    for (size_t k = 0; k < a.marks.size(); ++k) CHECK(a.marks[k].label == b.marks[k].label);
    ++games;
  }
  CHECK(games >= 4);
}
