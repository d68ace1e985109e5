#pragma once

#include <vector>

#include "framework/game.h"

namespace shamble::mono {
// The in-game rules panel; every id is cited by events and refusals.
const std::vector<RuleDoc>& rule_docs();
}  // namespace shamble::mono
