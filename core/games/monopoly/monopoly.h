// The classic property-trading game ("Landlords"), game id `monopoly`.
#pragma once

#include "framework/game.h"

namespace shamble {

const GameInfo& monopoly_game();

namespace mono {
struct MonoTable;
struct MonoRules;
// Direct access for tests, bots, statistics and derived games. `s` must be a
// state of monopoly_game() (checked; throws std::bad_cast otherwise).
MonoTable& table_of(State& s);
const MonoTable& table_of(const State& s);
const MonoRules& rules_of(const State& s);
// Unchecked versions for the bots' hot path (only ever given this game's states).
const MonoTable& table_fast(const State& s);
const MonoRules& rules_fast(const State& s);
}  // namespace mono

}  // namespace shamble
