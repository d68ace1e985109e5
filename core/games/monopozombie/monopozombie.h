// MonopoZombie ("Landlords of the Dead"), game id `monopozombie`: the property
// game overrun by zombies in three stages.
#pragma once

#include "framework/game.h"

namespace shamble {

const GameInfo& monopozombie_game();

namespace mz {
struct MzTable;
struct MzRules;
// Direct access for tests, bots and statistics; `s` must be a state of this
// game. Checked by state_cast.h's cast (one type_info comparison, no
// dynamic_cast): the bots and the statistics ask on every action.
MzTable& table_of(State& s);
const MzTable& table_of(const State& s);
const MzRules& rules_of(const State& s);
}  // namespace mz

}  // namespace shamble
