// The framework's promises, proved on the test-only dice game.
#include "framework/match.h"

#include <catch2/catch.hpp>
#include <fstream>
#include <sstream>

#include "framework/registry.h"
#include "framework/setup.h"
#include "source_dir.h"

using namespace shamble;

namespace {
std::unique_ptr<Match> pig(uint64_t seed = 3, std::vector<std::string> overrides = {}) {
  NewGameRequest r;
  r.game = "pig";
  r.seed = seed;
  r.seats = {"human", "human"};
  r.overrides = overrides;
  Error e;
  auto m = make_match(r, &e);
  INFO(e.message);
  REQUIRE(m);
  return m;
}

// Plays a fixed policy: roll until the turn total is 8+, then hold.
void play(Match& m, int steps) {
  for (int i = 0; i < steps && !m.state().terminal(); ++i) {
    int seat = m.state().current_actor();
    std::vector<Action> acts;
    m.state().legal_actions(seat, acts);
    Action a = acts.back();
    if (acts.size() == 2 && i % 3) a = acts.front();
    REQUIRE_FALSE(m.apply(seat, a, nullptr));
  }
}
}  // namespace

TEST_CASE("match: same seed and actions give the same state", "[match]") {
  auto a = pig(11), b = pig(11);
  play(*a, 60);
  play(*b, 60);
  CHECK(a->state().to_json() == b->state().to_json());
  auto c = pig(12);
  play(*c, 60);
  CHECK(a->state().to_json() != c->state().to_json());
}

TEST_CASE("match: illegal actions are refused, name a rule and change nothing", "[match]") {
  auto m = pig();
  std::string before = m->to_json();
  auto e = m->apply(0, Action{1}, nullptr);  // hold with nothing to hold
  REQUIRE(e);
  CHECK(e->rule == "PIG-HOLD");
  e = m->apply(1, Action{0}, nullptr);  // out of turn
  REQUIRE(e);
  CHECK(e->rule == "turn-order");
  e = m->apply(0, Action{7}, nullptr);  // no such action
  REQUIRE(e);
  e = m->apply(0, Action{1}, nullptr, {4});  // refused with forced dice: dice must not linger
  REQUIRE(e);
  CHECK(m->to_json() == before);
  CHECK(m->size() == 0);
}

TEST_CASE("match: forced dice decide the next roll and replay", "[match]") {
  auto m = pig();
  EventSink ev;
  REQUIRE_FALSE(m->apply(0, Action{0}, &ev, {5}));
  REQUIRE(ev.size() == 1);
  CHECK(ev[0].v[0] == 5);
  CHECK(std::string(ev[0].rule) == "PIG-ROLL");
  REQUIRE_FALSE(m->apply(0, Action{0}, &ev, {1}));
  CHECK(m->state().current_actor() == 1);  // busted
  CHECK_FALSE(m->verify_replay());
}

TEST_CASE("match: JSON and binary saves round-trip exactly", "[match][save]") {
  auto m = pig(5);
  play(*m, 40);
  Error e;
  auto j = Match::load(m->to_json(), &e);
  INFO(e.message);
  REQUIRE(j);
  CHECK(j->to_json() == m->to_json());
  auto b = Match::load(m->to_binary(), &e);
  REQUIRE(b);
  CHECK(b->to_binary() == m->to_binary());
  CHECK(b->seats() == m->seats());
  // And a loaded game plays on identically.
  play(*j, 10);
  play(*m, 10);
  CHECK(j->to_json() == m->to_json());
}

TEST_CASE("match: undo steps back to any earlier point", "[match][undo]") {
  auto m = pig(8);
  std::vector<std::string> states{m->state().to_json()};
  for (int i = 0; i < 150 && !m->state().terminal(); ++i) {
    play(*m, 1);
    states.push_back(m->state().to_json());
  }
  for (size_t n : {size_t(140), size_t(64), size_t(63), size_t(1), size_t(0)}) {
    if (n >= states.size()) continue;
    REQUIRE_FALSE(m->undo_to(n));
    CHECK(m->state().to_json() == states[n]);
    CHECK(m->size() == n);
  }
  REQUIRE(m->undo_to(5));  // cannot undo forward
}

TEST_CASE("match: undo floor stops at revealed chance and other seats", "[match][undo]") {
  auto m = pig();
  REQUIRE_FALSE(m->apply(0, Action{0}, nullptr, {4}));  // a roll reveals chance
  CHECK(m->undo_floor(0) == 1);
  REQUIRE_FALSE(m->apply(0, Action{1}, nullptr));  // hold reveals nothing
  CHECK(m->undo_floor(0) == 1);
  CHECK(m->undo_floor(1) == 2);
}

TEST_CASE("match: fork shares history up to a point", "[match][undo]") {
  auto m = pig(4, {"target=1000"});
  play(*m, 30);
  auto f = m->fork(10);
  REQUIRE(f);
  CHECK(f->size() == 10);
  CHECK(m->size() == 30);
}

TEST_CASE("match: damaged saves give clear errors, never a crash", "[match][save]") {
  auto m = pig(6);
  play(*m, 20);
  std::string bin = m->to_binary(), json = m->to_json();
  Error e;
  CHECK_FALSE(Match::load("", &e));
  CHECK(e.message.find("not a Shamble") != std::string::npos);
  CHECK_FALSE(Match::load("{not json", &e));
  CHECK_FALSE(Match::load("[1,2,3]", &e));
  CHECK_FALSE(Match::load(bin.substr(0, bin.size() / 2), &e));
  CHECK(e.rule == "save");
  // Every truncation and many single-byte corruptions: refused or loaded, never a crash.
  for (size_t cut = 0; cut < bin.size(); cut += 7) Match::load(bin.substr(0, cut), &e);
  for (size_t i = 4; i < bin.size(); i += 3) {
    std::string bad = bin;
    bad[i] = static_cast<char>(bad[i] ^ 0x5a);
    auto r = Match::load(bad, &e);
    if (r) CHECK(r->state().check_invariants().empty());
  }
  for (size_t cut = 0; cut < json.size(); cut += 29) CHECK_FALSE(Match::load(json.substr(0, cut), &e));
}

// Found by the binary_save fuzzer (tests/fuzz/regressions/binary_save/): a
// long decimal number sent rapidjson's full-precision parser into
// __builtin_clzll(0) (undefined; the ASan+UBSan suite reports it). Numbers in
// saves are parsed at normal precision (core/CMakeLists.txt), so it is refused.
TEST_CASE("match: a long decimal number in a document is refused plainly (fuzz find)",
          "[match][save][fuzz]") {
  Error e;
  const std::string found("0e65\x05\x1b\xfb\xff\xff\x1b\x1b\x05", 12);
  CHECK_FALSE(Match::load(found, &e));
  CHECK_FALSE(e.message.empty());
  for (const char* number : {"0e651", "1.00000000000000000000000000000000000000001e-400", "0.0e99999999"}) {
    CHECK_FALSE(Match::load(std::string("{\"format\": ") + number + "}", &e));
    CHECK_FALSE(e.message.empty());
  }
}

// Found by the document fuzzer (tests/fuzz/regressions/document/): a format 1
// document (options by position) gave the theme a choice index it does not
// have; it loaded, then saved as '?', which nothing could read back.
TEST_CASE("match: an old save's option value out of range is refused plainly (fuzz find)",
          "[match][save][fuzz]") {
  register_builtin_games();
  std::ifstream in(std::string(shamble::test::source_dir()) +
                   "/tests/fuzz/regressions/document/format1-option-out-of-range.json");
  std::stringstream text;
  text << in.rdbuf();
  REQUIRE(text.str().size() > 1000);
  Error e;
  CHECK_FALSE(Match::load(text.str(), &e));
  CHECK(e.message.find("rule option 'theme' a value it cannot take (2)") != std::string::npos);
}

TEST_CASE("match: wrong versions and tampering are named", "[match][save]") {
  auto m = pig(6);
  play(*m, 12);
  std::string json = m->to_json();
  Error e;
  auto replace = [](std::string s, const std::string& a, const std::string& b) {
    auto at = s.find(a);
    REQUIRE(at != std::string::npos);
    return s.replace(at, a.size(), b);
  };
  CHECK_FALSE(Match::load(replace(json, "\"format_version\": 2", "\"format_version\": 99"), &e));
  CHECK(e.message.find("format version 99") != std::string::npos);
  CHECK_FALSE(Match::load(replace(json, "\"game\": \"pig\"", "\"game\": \"chess\""), &e));
  CHECK(e.message.find("unknown game 'chess'") != std::string::npos);
  CHECK_FALSE(Match::load(replace(json, "\"rules_version\": 1", "\"rules_version\": 7"), &e));
  CHECK(e.message.find("rules version 7") != std::string::npos);
  // A position that disagrees with its own move list is refused.
  auto at = json.rfind("\"turns\": ");
  REQUIRE(at != std::string::npos);
  std::string tampered = json;
  tampered.insert(at + 9, 1, '1');  // (count, char): the char* form trips GCC 12 -Wrestrict
  CHECK_FALSE(Match::load(tampered, &e));
}
