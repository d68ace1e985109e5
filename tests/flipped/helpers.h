// Helpers for the `flipped` tests: positions from scenario JSON, actions with
// forced flips (1 = silver, 2 = coloured; a move throws its dice in die order).
#pragma once

#include <catch2/catch.hpp>
#include <memory>
#include <string>

#include "framework/registry.h"
#include "framework/setup.h"
#include "games/flipped/state.h"

namespace flipped_test {

using namespace shamble;
using namespace shamble::flipped;

constexpr int S = kFlipSilver;
constexpr int C = kFlipColoured;
// Round-1 dice masks (the 7|0 die is the marker): 6|1, 5|2, 4|3.
constexpr int kD61 = 2, kD52 = 4, kD43 = 8;

struct Game {
  std::unique_ptr<State> st;
  EventSink ev;
  FlippedState& f() { return static_cast<FlippedState&>(*st); }
  // Applies and requires success; returns the events.
  const EventSink& act(int seat, Action a, std::vector<int> flips = {}) {
    ev.clear();
    st->rng().force(flips);
    auto e = st->apply(seat, a, &ev);
    INFO("action " << st->encode(a) << ": " << (e ? e->rule + " " + e->message : std::string("ok")));
    REQUIRE_FALSE(e);
    REQUIRE(st->check_invariants().empty());
    return ev;
  }
  // Requires a refusal citing `rule`, with the state byte-identical.
  void refused(int seat, Action a, const std::string& rule) {
    const std::string before = st->to_json();
    auto e = st->apply(seat, a, nullptr);
    REQUIRE(e);
    CHECK(e->rule == rule);
    CHECK(st->to_json() == before);
  }
  bool has(int kind, const char* rule = nullptr) const {
    for (auto& e : ev)
      if (e.kind == kind && (!rule || std::string(e.rule) == rule)) return true;
    return false;
  }
};

// `fields` are extra scenario members, e.g. R"("round": 3, "players": [...])".
inline Game make(int players, const std::string& fields = "", const std::string& options = "") {
  register_builtin_games();
  std::string json = R"({"game": "flipped", "player_count": )" + std::to_string(players);
  if (!options.empty()) json += R"(, "options": {)" + options + "}";
  if (!fields.empty()) json += ", " + fields;
  json += "}";
  Error err;
  auto m = load_scenario(json, &err);
  INFO(json << " -> " << err.message);
  REQUIRE(m);
  return Game{m->state().clone(), {}};
}

}  // namespace flipped_test
