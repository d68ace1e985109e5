// Which rules a configuration plays by, for people: the preset it matches (or
// the one it is closest to) and the options that differ from that preset.
// The saves list, the new-game screen and the in-game menu show the same words.
#pragma once

#include <string>
#include <vector>

#include "framework/rules_config.h"

namespace shamble {

struct OptionChange {
  const OptionDef* def = nullptr;
  int value = 0;         // in force
  int preset_value = 0;  // what the preset says
};

struct RulesSummary {
  std::string preset;                 // the matching or nearest preset ("" when the game has none)
  bool exact = true;                  // no option differs from it
  std::vector<OptionChange> changes;  // in option order
  // "classic" or "classic + 2 changes"
  std::string short_text() const;
};

// Compares `cfg` with every preset and picks the one with fewest differences
// (the first preset on a tie). `only_preset`, when set, compares with that one.
RulesSummary summarize_rules(const std::vector<OptionDef>& defs, const std::vector<PresetDef>& presets,
                             const RulesConfig& cfg, const std::string& only_preset = "");

// A value as a person reads it: "on"/"off", a number, a choice with its
// underscores spaced ("team loses").
std::string option_value_words(const OptionDef& def, int value);

}  // namespace shamble
