// Pig, a tiny push-your-luck dice game that exists only to prove the
// framework (like OpenSpiel's pig): roll a die to add to this turn's total,
// or hold to bank it; a 1 loses the turn's total. First to the target wins.
#pragma once

#include "framework/game.h"

namespace shamble {
const GameInfo& pig_game();
}
