// When the normal team hands cash or parts over (F-SWAP-1); see exchange_plan.cpp.
#pragma once

#include "games/flipped/bot_common.h"

namespace shamble::flipped::bots {

// Teammates `c` may exchange with now (bit o = character o).
uint8_t exchange_partners(const FlippedState& f, int c);

// The exchange `c` should make now, if one helps the team. `ending` says the
// best other action is to end the turn.
bool plan_exchange(const FlippedState& f, int c, uint8_t partners, const Tables& t, bool ending, Action* out);

}  // namespace shamble::flipped::bots
