// Public entry point of the cooperative day/night escape game `flipped`.
#pragma once

#include "framework/game.h"

namespace shamble {

const GameInfo& flipped_game();

}  // namespace shamble
