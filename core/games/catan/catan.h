// Hexlands (game id `catan`): settle a hex island, with or without zombies.
#pragma once

#include "framework/game.h"

namespace shamble {

const GameInfo& catan_game();

namespace catan {
struct Model;
// The rules model behind a State of this game (bots and tests read it).
const Model& model_of(const State& s);
Model& model_of(State& s);
}  // namespace catan

}  // namespace shamble
