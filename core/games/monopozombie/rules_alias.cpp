// Rule ids that once named the rules-text section an option came from ("further gameplay
// ideas") now name what the rule is about. The old ids stay resolvable so a log line, a shared
// text or a wiki link written before the rename still opens the right paragraph.
#include "games/monopozombie/rules_text.h"

namespace shamble::mz {

const std::vector<std::pair<std::string, std::string>>& rule_aliases() {
  static const std::vector<std::pair<std::string, std::string>> aliases = {
      {"MZ-IDEA-1", "MZ-DIR-1"},     // zombies name their direction before rolling
      {"MZ-IDEA-2", "MZ-BATTLE-1"},  // the dice battle
      {"MZ-IDEA-3", "MZ-FORT-1"},    // fortified houses
  };
  return aliases;
}

}  // namespace shamble::mz
