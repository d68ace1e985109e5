// The reference half of a game's docs, generated from the game's own data
// (options, presets, action codes, the rules panel's text) so docs/games/
// never repeats them by hand. `shamble rules GAME --markdown` prints it;
// scripts/gen-docs writes docs/games/<id>-reference.md and the driver tests
// fail when a committed file differs.
#pragma once

#include <string>

#include "framework/game.h"

namespace shamble {

std::string rules_markdown(const GameInfo& g);

}  // namespace shamble
