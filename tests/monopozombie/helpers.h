// Scenario helpers for the MonopoZombie tests: a position from JSON, then
// actions with forced dice.
#pragma once

#include <catch2/catch.hpp>

#include "framework/match.h"
#include "framework/setup.h"
#include "games/monopozombie/monopozombie.h"
#include "games/monopozombie/mz.h"

namespace mzt {
using namespace shamble;
using namespace shamble::mz;

inline std::unique_ptr<Match> scen(const std::string& body) {
  std::string json = R"({"game":"monopozombie","seed":7,)" + body + "}";
  Error e;
  auto m = load_scenario(json, nullptr, &e);
  INFO(e.message);
  REQUIRE(m);
  REQUIRE(m->state().check_invariants().empty());
  return m;
}
inline const MzTable& Z(const Match& m) { return table_of(m.state()); }
// The bot-list tests' game: four seats, normal and easy bots taking turns,
// fortified houses on (so the bots' lists hold fortifications too).
inline std::unique_ptr<Match> bot_match(const char* preset, uint64_t seed) {
  NewGameRequest r;
  r.game = "monopozombie";
  r.preset = preset;
  r.seed = seed;
  r.players = 4;
  r.seats = {"bot:normal", "bot:easy", "bot:normal", "bot:easy"};
  r.overrides = {"fortified_houses=true"};
  Error e;
  auto m = make_match(r, &e);
  INFO(e.message);
  REQUIRE(m);
  return m;
}
inline void act(Match& m, int seat, Action a, std::vector<int> dice = {}) {
  auto err = m.apply(seat, a, nullptr, dice);
  INFO((err ? err->message : std::string()));
  REQUIRE_FALSE(err);
  INFO(m.state().check_invariants());
  REQUIRE(m.state().check_invariants().empty());
}
inline bool legal(const Match& m, int seat, Action a) {
  std::vector<Action> v;
  m.state().legal_actions(seat, v);
  for (auto& x : v)
    if (x == a) return true;
  return false;
}
inline Action roll() { return {mono::kRoll, 0, 0, 0}; }
inline Action zroll(int dir = 0) { return {kMoveRoll, dir, 0, 0}; }
inline Action zdir(int dir) { return {kChooseDirection, dir, 0, 0}; }
inline Action pick(int i, int j, int dir) { return {kKeepDice, i, j, dir}; }
// Applies one action that must be legal and returns its events.
inline std::vector<Event> act_events(Match& m, int seat, Action a, std::vector<int> dice = {}) {
  std::vector<Event> ev;
  auto err = m.apply(seat, a, &ev, dice);
  INFO((err ? err->message : std::string()));
  REQUIRE_FALSE(err);
  REQUIRE(m.state().check_invariants().empty());
  return ev;
}
inline int count(const std::vector<Event>& ev, int kind) {
  int n = 0;
  for (auto& e : ev) n += e.kind == kind;
  return n;
}
// The log's sentences for `ev`, one per line.
inline std::string log_of(const Match& m, const std::vector<Event>& ev) {
  std::string s;
  for (auto& e : ev) s += m.state().describe(e) + "\n";
  return s;
}
}  // namespace mzt
