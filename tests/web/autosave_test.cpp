// The browser's journal (web/autosave.h): the moves a closed tab had not yet
// in a committed record are replayed onto that record, validated, or refused
// with a reason. Proved on the test-only dice game; the browser test
// tests/browser/fault_close.mjs proves it in a page.
#include "autosave.h"

#include <catch2/catch.hpp>

#include "framework/position_link.h"
#include "framework/setup.h"

using namespace shamble;
using namespace shamble::web;

namespace {
NewGameRequest pig_request(uint64_t seed) {
  NewGameRequest r;
  r.game = "pig";
  r.seed = seed;
  r.seats = {"human", "human"};
  return r;
}

std::unique_ptr<Match> pig(uint64_t seed) {
  Error e;
  auto m = make_match(pig_request(seed), &e);
  INFO(e.message);
  REQUIRE(m);
  return m;
}

void play(Match& m, Autosave& a, int steps) {
  for (int i = 0; i < steps && !m.state().terminal(); ++i) {
    int seat = m.state().current_actor();
    std::vector<Action> acts;
    m.state().legal_actions(seat, acts);
    REQUIRE_FALSE(m.apply(seat, acts[(i * 7) % acts.size()], nullptr));
    a.changed(m);
  }
}

// Commits a record of `m` as it is now; returns its bytes.
std::string commit(Match& m, Autosave& a) {
  a.committed(a.begin_write(m));
  return m.to_binary();
}

std::string journal(Match& m, Autosave& a, uint64_t seed) {
  return a.journal(m, scenario_of_request(pig_request(seed)), "game", "");
}
}  // namespace

TEST_CASE("autosave: a journal replayed onto its record reaches the position the tab had", "[autosave]") {
  auto m = pig(5);
  Autosave a;
  a.reset(*m, false);
  play(*m, a, 6);
  std::string record = commit(*m, a);
  CHECK(journal(*m, a, 5).empty());  // everything is in the record
  play(*m, a, 20);
  Error e;
  auto back = Autosave::replay_journal(record, journal(*m, a, 5), &e);
  INFO(e.message);
  REQUIRE(back);
  CHECK(back->size() == m->size());
  CHECK(state_bytes(back->state()) == state_bytes(m->state()));
  CHECK(Autosave::moves_hash(*back, back->size()) == a.hash());
}

TEST_CASE("autosave: a journal with no record yet rebuilds the game from how it began", "[autosave]") {
  auto m = pig(6);
  Autosave a;
  a.reset(*m, false);
  CHECK(journal(*m, a, 6).empty());  // no move, nothing to keep
  play(*m, a, 15);
  Error e;
  auto back = Autosave::replay_journal("", journal(*m, a, 6), &e);
  INFO(e.message);
  REQUIRE(back);
  CHECK(state_bytes(back->state()) == state_bytes(m->state()));
}

TEST_CASE("autosave: after an undo the journal counts from the moves the record still shares", "[autosave]") {
  auto m = pig(7);
  Autosave a;
  a.reset(*m, false);
  play(*m, a, 12);
  std::string record = commit(*m, a);
  REQUIRE_FALSE(m->undo_to(8));
  a.changed(*m);
  play(*m, a, 5);
  Error e;
  auto back = Autosave::replay_journal(record, journal(*m, a, 7), &e);
  INFO(e.message);
  REQUIRE(back);
  CHECK(back->size() == 13);
  CHECK(state_bytes(back->state()) == state_bytes(m->state()));
  // A snapshot on its way when the undo came counts from the shared moves too.
  int seq = a.begin_write(*m);
  REQUIRE_FALSE(m->undo_to(10));
  a.changed(*m);
  a.committed(seq);
  play(*m, a, 2);
  std::string record2 = m->fork(10)->to_binary();  // what that record shares with the match
  auto again = Autosave::replay_journal(record2, journal(*m, a, 7), &e);
  INFO(e.message);
  REQUIRE(again);
  CHECK(state_bytes(again->state()) == state_bytes(m->state()));
}

TEST_CASE("autosave: a journal that does not fit its record is refused with a reason", "[autosave]") {
  auto m = pig(8);
  Autosave a;
  a.reset(*m, false);
  play(*m, a, 6);
  std::string record = commit(*m, a);
  play(*m, a, 4);
  std::string j = journal(*m, a, 8);
  Error e;

  // Another line of play in the record (another tab played on from move 3).
  auto other = m->fork(3);
  Autosave b;
  b.reset(*other, true);
  play(*other, b, 9);
  CHECK_FALSE(Autosave::replay_journal(other->to_binary(), j, &e));
  CHECK(e.message.find("other moves") != std::string::npos);

  // A move that is not a code of the game, and one the rules refuse.
  std::string bad = j;
  bad.replace(bad.rfind("\"moves\":[[") + 10, 0, "0,\"fly:1\"],[");
  CHECK_FALSE(Autosave::replay_journal(record, bad, &e));
  CHECK(e.message.find("is not an action") != std::string::npos);
  bad = j;
  bad[bad.rfind("\"moves\":[[") + 10] = '9';  // a seat the game does not have
  CHECK_FALSE(Autosave::replay_journal(record, bad, &e));
  CHECK(e.message.find("is refused") != std::string::npos);

  // Damaged text, and a record that does not load.
  CHECK_FALSE(Autosave::replay_journal(record, "{\"moves\":", &e));
  CHECK(e.message.find("damaged") != std::string::npos);
  CHECK_FALSE(Autosave::replay_journal("SHMBnot a save", j, &e));
  CHECK(e.message.find("does not load") != std::string::npos);
}

TEST_CASE("autosave: a play-by-link move's reseed is journaled and replayed alike", "[autosave][link]") {
  auto m = pig(5);
  Autosave a;
  a.reset(*m, false);
  play(*m, a, 3);
  const std::string record = commit(*m, a);
  // Moves of a link game reseed the Rng from the chain (Match::apply_reseeded):
  // the journal must carry the seed, or a reload would roll other dice.
  for (int i = 0; i < 12 && !m->state().terminal(); ++i) {
    const int seat = m->state().current_actor();
    std::vector<Action> acts;
    m->state().legal_actions(seat, acts);
    const uint64_t seed = 0x9e3779b97f4a7c15ULL * static_cast<uint64_t>(i + 1);
    const Status st =
        i % 3 == 0 ? m->apply_reseeded(seat, acts[0], seed, nullptr) : m->apply(seat, acts[0], nullptr);
    REQUIRE_FALSE(st);
    a.changed(*m);
  }
  const std::string j = journal(*m, a, 5);
  CHECK(j.find("\"9e3779b97f4a7c15\"") != std::string::npos);
  Error e;
  auto back = Autosave::replay_journal(record, j, &e);
  INFO(e.message);
  REQUIRE(back);
  CHECK(state_bytes(back->state()) == state_bytes(m->state()));
  for (size_t i = 0; i < m->size(); ++i) {
    CHECK(back->log()[i].reseeded == m->log()[i].reseeded);
    CHECK(back->log()[i].seed == m->log()[i].seed);
  }
  // A damaged seed is refused with the move it belongs to.
  std::string bad = j;
  bad.replace(bad.find("9e3779b97f4a7c15"), 16, "not-a-seed-hex!!");
  CHECK_FALSE(Autosave::replay_journal(record, bad, &e));
  CHECK(e.message.find("is damaged") != std::string::npos);
}
