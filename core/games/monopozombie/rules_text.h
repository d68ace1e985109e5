// The rules panel's text for MonopoZombie, by rule id.
#pragma once

#include <vector>

#include "framework/game.h"

namespace shamble::mz {

const std::vector<RuleDoc>& rule_docs();
const std::vector<RuleDoc>& rule_docs_2018();  // preset 2018-05: the paragraphs that differ
const std::vector<std::pair<std::string, std::string>>& rule_aliases();  // old rule id -> current id

}  // namespace shamble::mz
