// Internal to the game's view files: the View without the prompt, built from
// the model alone (view_json writes it; view_of adds the prompt).
#pragma once

#include <string>

#include "games/catan/model.h"
#include "games/catan/view.h"

namespace shamble::catan {

// What only `seat` may know (State::private_to): its resource cards, its
// development cards (victory cards give hidden points) and a counter-offer it
// is still drafting. board_view copies exactly these for its viewer alone.
// Never empty for a seat while the game runs: a hand is private even when
// empty, so the hot-seat cover always stands between two humans.
std::string private_of(const Model& m, int seat);
View board_view(const Model& m, int viewer);
// State::view_json: the whole View of `seat` (view_of, the prompt included)
// as JSON, for window.shamble, the driver and any other client.
std::string view_json(const State& s, int seat);

}  // namespace shamble::catan
