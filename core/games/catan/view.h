// JSON of the position as one seat may see it (renderer and bots' contract).
#pragma once

#include <string>

#include "games/catan/model.h"

namespace shamble::catan {

// seat < 0: a spectator (sees no hand); hands of others show only counts.
std::string view_json(const Model& m, int seat);

}  // namespace shamble::catan
