// Words of MonopoZombie: action labels and event sentences (the rules panel is rules_text.h).
#pragma once

#include <string>
#include <vector>

#include "framework/game.h"
#include "games/monopozombie/mz.h"

namespace shamble::mz {

const std::vector<ActionKindDef>& action_kind_defs();
const std::vector<EventKindDef>& event_kind_defs();
std::string action_label(const MzTable& z, const MzRules& r, const std::vector<std::string>& names,
                         const Action& a);
std::string event_text(const MzTable& z, const MzRules& r, const std::vector<std::string>& names,
                       const Event& e);

// How a finished game ended: the view's headline and line under it, and the
// same in one sentence (Outcome::summary, the log's last line). Empty before.
struct EndWords {
  std::string head, sub, summary;
};
EndWords end_words(const MzTable& z, const MzRules& r, const std::vector<std::string>& names);

}  // namespace shamble::mz
