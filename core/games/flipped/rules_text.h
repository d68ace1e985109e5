// Rules panel text of `flipped` (rules_text.cpp).
#pragma once

#include <vector>

#include "framework/game.h"

namespace shamble::flipped {

std::vector<RuleDoc> make_rules();

}  // namespace shamble::flipped
