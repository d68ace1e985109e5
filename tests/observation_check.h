// Helpers for the observation-boundary tests of each game (tests/<game>/
// view_test.cpp): play a random game and, at positions along it, change in a
// copy something some seats must not see, then require those seats' views
// (State::view_json) to be exactly what they were.
#pragma once

#include <catch2/catch.hpp>
#include <functional>
#include <memory>
#include <string>

#include "framework/bot.h"
#include "framework/match.h"
#include "framework/registry.h"
#include "framework/setup.h"

namespace shamble::test {

// Calls `at(state)` every `every` actions of a random-bot game of `game`.
inline void along_a_game(const std::string& game, uint64_t seed, int players, int every,
                         const std::function<void(const State&)>& at) {
  register_builtin_games();
  NewGameRequest r;
  r.game = game;
  r.players = players;
  r.seed = seed;
  r.seats.assign(players, "bot:random");
  Error e;
  auto m = make_match(r, &e);
  INFO(e.message);
  REQUIRE(m);
  RandomBot bot;
  Rng bot_rng(seed);
  for (int i = 0; i < 600 && !m->state().terminal(); ++i) {
    if (i % every == 0) at(m->state());
    const int seat = m->state().current_actor();
    REQUIRE_FALSE(m->apply(seat, bot.choose(m->state(), seat, bot_rng), nullptr));
  }
  at(m->state());
}

// A copy of `s` changed by `change`; every seat but `knower` (and a spectator)
// must see the copy exactly as the original. Returns whether `knower`'s view
// changed (callers check it did, so the change was a real one).
inline bool hidden_from_others(const State& s, int knower, const std::function<void(State&)>& change) {
  std::unique_ptr<State> copy = s.clone();
  change(*copy);
  for (int seat = -1; seat < s.num_players(); ++seat) {
    if (seat == knower) continue;
    INFO("seat " << seat << " must not see what seat " << knower << " keeps");
    REQUIRE(copy->view_json(seat) == s.view_json(seat));
  }
  return knower >= 0 && copy->view_json(knower) != s.view_json(knower);
}

}  // namespace shamble::test
