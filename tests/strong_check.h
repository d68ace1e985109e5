// The strong bot never reads what its seat may not see (framework/strong_bot.h):
// at positions of a normal-bot game, a twin of the position is made that
// differs only in hidden things (by the game's test: deck order, other seats'
// cards) and in the Rng; the twin must look the same to the seat (view_json,
// private_to) and differ as a whole (to_json), and the strong bot, with the
// same bot rng, must pick the same move in both. The game's redeal_hidden, given
// the same rng, must also turn both into one and the same world: the choice
// could hide a leak the search happened not to act on, the world cannot.
#pragma once

#include <catch2/catch.hpp>
#include <functional>
#include <string>

#include "framework/bot.h"
#include "framework/match.h"
#include "framework/registry.h"
#include "framework/setup.h"

namespace strongtest {

using namespace shamble;

// `hide` changes only hidden things of the twin for `seat`; false when it could not.
// Returns how many positions were checked.
inline int same_choice_whatever_is_hidden(const std::string& game, uint64_t seed, int positions,
                                          const std::string& level,
                                          const std::function<bool(State&, int seat)>& hide) {
  register_builtin_games();
  NewGameRequest r;
  r.game = game;
  r.seed = seed;
  r.players = find_game(game)->default_players;
  r.seats.assign(static_cast<size_t>(r.players), "bot:normal");
  Error e;
  auto m = make_match(r, &e);
  INFO(e.message);
  REQUIRE(m);
  auto normal = make_bot(m->info(), "normal");
  Rng bot_rng(seed);
  int checked = 0;
  for (int i = 0; i < 4000 && !m->state().terminal() && checked < positions; ++i) {
    const State& s = m->state();
    const int seat = s.current_actor();
    if (i % 23 == 11 && s.legal_count(seat) > 1) {
      auto twin = s.clone();
      twin->rng().reseed(seed ^ 0x7777u ^ static_cast<uint64_t>(i));
      if (hide(*twin, seat)) {
        INFO(game << " seed " << seed << " action " << i << " seat " << seat);
        REQUIRE(twin->view_json(seat) == s.view_json(seat));
        REQUIRE(twin->private_to(seat) == s.private_to(seat));
        REQUIRE(twin->to_json() != s.to_json());
        auto wa = s.clone(), wb = twin->clone();
        wa->rng().reseed(99), wb->rng().reseed(99);  // as the search does: the dice are reseeded first
        Rng da(seed + 5), db(seed + 5);
        wa->redeal_hidden(seat, da);
        wb->redeal_hidden(seat, db);
        REQUIRE(wa->to_json() == wb->to_json());
        auto a = make_bot(m->info(), level), b = make_bot(m->info(), level);
        Rng ra(seed + static_cast<uint64_t>(i)), rb(seed + static_cast<uint64_t>(i));
        REQUIRE(a->choose(s, seat, ra) == b->choose(*twin, seat, rb));
        ++checked;
      }
    }
    REQUIRE_FALSE(m->apply(seat, normal->choose(s, seat, bot_rng), nullptr));
  }
  return checked;
}

}  // namespace strongtest
