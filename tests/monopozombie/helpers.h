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
inline Action zroll(int dir = 0) { return {kZRoll, dir, 0, 0}; }
inline Action zdir(int dir) { return {kZDir, dir, 0, 0}; }
inline Action pick(int i, int j, int dir) { return {kAPick, i, j, dir}; }
}  // namespace mzt
