// MonopoZombie ("Landlords of the Dead"), game id `monopozombie`: the property
// game overrun by zombies in three stages.
#pragma once

#include "framework/game.h"

namespace shamble {

const GameInfo& monopozombie_game();

namespace mz {
struct MzTable;
struct MzRules;
// Direct access for tests, bots and statistics; `s` must be a state of this game.
MzTable& table_of(State& s);
const MzTable& table_of(const State& s);
const MzRules& rules_of(const State& s);
// The same through state_cast.h's checked cast (one type_info comparison, no
// dynamic_cast): for the statistics, which read the table after every action.
const MzTable& table_fast(const State& s);
}  // namespace mz

}  // namespace shamble
