// Internal to the game's view files: the View without the prompt, built from
// the model alone (view_json writes it; view_of adds the prompt).
#pragma once

#include <string>

#include "games/catan/model.h"
#include "games/catan/view.h"

namespace shamble::catan {

View board_view(const Model& m, int viewer);
// JSON for the driver and window.shamble (State::view_json).
std::string view_json(const Model& m, int seat);

}  // namespace shamble::catan
