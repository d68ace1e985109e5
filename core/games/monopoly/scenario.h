#pragma once

#include "framework/json_reader.h"
#include "games/monopoly/rules.h"

namespace shamble::mono {
// Applies the game's scenario fields (docs/games/monopoly.md) to a fresh table.
void apply_scenario_fields(Ctx& c, JsonObject& root);
}  // namespace shamble::mono
