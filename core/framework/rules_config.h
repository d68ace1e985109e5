// Rule options and presets: a game's rules configuration is data, so the
// driver, the new-game screen and the docs all list the same options.
#pragma once

#include <string>
#include <utility>

#include <cereal/cereal.hpp>
#include <vector>

#include "framework/status.h"

namespace shamble {

enum class OptionType { Bool, Int, Choice };

struct OptionDef {
  std::string name;     // stable id used in URLs, saves and `--set name=value`
  OptionType type = OptionType::Bool;
  int def = 0;          // bool: 0/1; choice: index into choices
  int min = 0, max = 1; // Int only
  std::vector<std::string> choices;  // Choice only
  std::string meaning;  // one line, in our own words
  std::string source;   // which part of which rules text the option comes from
};

struct PresetDef {
  std::string name;
  std::string description;
  std::vector<std::pair<std::string, std::string>> values;  // option -> value text
};

// Option values, index-aligned with the game's OptionDef list.
struct RulesConfig {
  std::vector<int> values;
  bool operator==(const RulesConfig&) const = default;
  template <class Archive>
  void serialize(Archive& ar) {
    ar(cereal::make_nvp("values", values));
  }
};

// Parses a value for one option ("true", "3", "before"); error names the option.
Status parse_option_value(const OptionDef& def, const std::string& text, int* out);
std::string option_value_text(const OptionDef& def, int value);

// Defaults, then the preset (empty = first preset, if any), then `name=value` overrides.
Status make_config(const std::vector<OptionDef>& defs, const std::vector<PresetDef>& presets,
                   const std::string& preset, const std::vector<std::string>& overrides,
                   RulesConfig* out);

int option_index(const std::vector<OptionDef>& defs, const std::string& name);

}  // namespace shamble
