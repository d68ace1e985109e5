// The rules panel's text for MonopoZombie, by rule id.
#pragma once

#include <vector>

#include "framework/game.h"

namespace shamble::mz {

const std::vector<RuleDoc>& rule_docs();

}  // namespace shamble::mz
