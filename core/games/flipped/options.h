// Option and preset lists of `flipped` (see options.cpp).
#pragma once

#include <vector>

#include "framework/rules_config.h"
#include "games/flipped/state.h"

namespace shamble::flipped {

std::vector<OptionDef> make_options();
std::vector<PresetDef> make_presets();

}  // namespace shamble::flipped
