// The replay viewer's cursor (web/replay_cursor.h): every save in the corpus,
// stepped forward and back one action at a time and jumped about, shows at
// each position exactly the state a direct replay of the log reaches.
#include "replay_cursor.h"

#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "framework/registry.h"
#include "framework/setup.h"
#include "saves/corpus_files.h"
#include "source_dir.h"

using namespace shamble;
using namespace shamble::web;
namespace fs = std::filesystem;
using corpus_files::corpus;
using corpus_files::read_file;

namespace {

// The state image after every action from `first`, by one pass of replay_log.
std::vector<std::string> direct_images(const Match& m, size_t first) {
  Error err;
  auto s = m.state_at(first, &err);
  INFO(err.message);
  REQUIRE(s);
  std::vector<std::string> out{state_bytes(*s)};
  for (size_t n = first; n < m.size(); ++n) {
    REQUIRE_FALSE(replay_log(*s, m.log(), n, n + 1));
    out.push_back(state_bytes(*s));
  }
  return out;
}

std::unique_ptr<Match> pig_game(int actions) {
  NewGameRequest r;
  r.game = "pig";
  r.seed = 7;
  r.seats = {"human", "human"};
  Error e;
  auto m = make_match(r, &e);
  REQUIRE(m);
  Rng rng(3);
  for (int i = 0; i < actions && !m->state().terminal(); ++i) {
    int seat = m->state().current_actor();
    std::vector<Action> legal;
    m->state().legal_actions(seat, legal);
    REQUIRE_FALSE(m->apply(seat, legal[rng.below(static_cast<uint32_t>(legal.size()))], nullptr));
  }
  return m;
}

}  // namespace

TEST_CASE("replay cursor: every corpus save, stepped forward and back, equals the direct replay",
          "[replay]") {
  register_builtin_games();
  auto files = corpus();
  REQUIRE(files.size() >= 44);
  for (auto& f : files) {
    INFO(f.filename().string());
    Error err;
    auto m = Match::load(read_file(f), &err);
    REQUIRE(m);
    const size_t first = m->history().actions;
    const std::vector<std::string> want = direct_images(*m, first);
    REQUIRE(state_bytes(m->state()) == want.back());

    ReplayCursor c;
    REQUIRE_FALSE(c.open(*m, 0));  // clamped to the first replayable position
    REQUIRE(c.first() == first);
    REQUIRE(c.at() == first);
    REQUIRE(state_bytes(c.state()) == want[0]);
    for (size_t n = first + 1; n <= m->size(); ++n) {
      REQUIRE_FALSE(c.step(1));
      REQUIRE(c.at() == n);
      REQUIRE(state_bytes(c.state()) == want[n - first]);
    }
    REQUIRE_FALSE(c.step(1));  // past the end: stays
    REQUIRE(c.at() == m->size());
    for (size_t n = m->size(); n-- > first;) {
      REQUIRE_FALSE(c.step(-1));
      REQUIRE(c.at() == n);
      REQUIRE(state_bytes(c.state()) == want[n - first]);
    }
    // Jumps in both directions across checkpoints.
    for (size_t n : {m->size(), first + (m->size() - first) / 3, m->size() - 1, first + 1, first + 65}) {
      REQUIRE_FALSE(c.seek(n));
      size_t k = std::clamp(n, first, m->size());  // seek clamps the same way
      REQUIRE(state_bytes(c.state()) == want[k - first]);
    }
  }
}

TEST_CASE("replay cursor: a turn jump lands where that turn begins", "[replay]") {
  register_builtin_games();
  Error err;
  auto m = Match::load(read_file(fs::path(shamble::test::source_dir()) /
                                 "tests/saves/s20261127/s20261127-monopoly-classic-400.json"),
                       &err);
  INFO(err.message);
  REQUIRE(m);
  ReplayCursor c;
  REQUIRE_FALSE(c.open(*m, m->size()));
  const int last = c.last_turn();
  REQUIRE(last > 5);
  for (int t = c.turn_of_action(0); t <= last; ++t) {
    REQUIRE_FALSE(c.jump_to_turn(t));
    INFO("turn " << t << " at " << c.at());
    if (c.at() < c.last()) {
      CHECK(c.turn_of_action(c.at()) >= t);
      if (c.at() > 0) CHECK(c.turn_of_action(c.at() - 1) < t);
    }
  }
  REQUIRE_FALSE(c.jump_to_turn(last + 100));  // never reached: the end
  CHECK(c.at() == c.last());
  REQUIRE_FALSE(c.jump_to_turn(-5));
  CHECK(c.at() == 0);
}

TEST_CASE("replay cursor: playing moves on at its pace and stops at the end", "[replay]") {
  register_builtin_games();
  auto m = pig_game(30);
  const size_t n = m->size();  // a pig game may end sooner
  REQUIRE(n >= 10);
  ReplayCursor c;
  REQUIRE_FALSE(c.open(*m, 0));
  c.play(10.0, 4);  // an action every 0.25 s
  CHECK(c.playing());
  CHECK_FALSE(c.tick(10.1));
  CHECK(c.at() == 0);
  CHECK(c.tick(10.26));
  CHECK(c.at() == 1);
  CHECK(c.tick(20.0));  // a long stall: a few actions, not ten seconds' worth at once
  CHECK(c.at() == 5);
  c.pause();
  CHECK_FALSE(c.tick(30.0));
  CHECK(c.at() == 5);
  REQUIRE_FALSE(c.seek(n - 2));
  c.play(0, 100);
  for (double t = 0; t < 1; t += 0.05) c.tick(t);
  CHECK(c.at() == n);
  CHECK_FALSE(c.playing());
  c.play(5, 1);  // at the end, Play starts again from the beginning
  CHECK(c.at() == 0);
  CHECK(c.playing());
}

TEST_CASE("replay cursor: an in-progress match replays up to its last move", "[replay]") {
  register_builtin_games();
  auto m = pig_game(8);
  REQUIRE(m->size() == 8);
  REQUIRE_FALSE(m->state().terminal());
  ReplayCursor c;
  REQUIRE_FALSE(c.open(*m, 999));
  CHECK(c.at() == 8);
  CHECK(state_bytes(c.state()) == state_bytes(m->state()));
  REQUIRE_FALSE(c.step(-100));
  CHECK(c.at() == 0);
  CHECK(state_bytes(c.state()) == state_bytes(m->initial()));
  CHECK(c.seek(3).has_value() == false);
  ReplayCursor closed;
  CHECK(closed.seek(1).has_value());  // nothing open: an error, not a crash
}
