// Rule options and presets: a game's rules configuration is data, so the
// driver, the new-game screen and the docs all list the same options.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "framework/status.h"

namespace cereal {
class JSONOutputArchive;
class JSONInputArchive;
class PortableBinaryOutputArchive;
class PortableBinaryInputArchive;
}  // namespace cereal

namespace shamble {
class ImageArchive;

enum class OptionType { Bool, Int, Choice };

struct OptionDef {
  std::string name;  // stable id used in URLs, saves and `--set name=value`
  OptionType type = OptionType::Bool;
  int def = 0;                       // bool: 0/1; choice: index into choices
  int min = 0, max = 1;              // Int only
  std::vector<std::string> choices;  // Choice only
  std::string meaning;               // one line, in our own words
  std::string source;                // which part of which rules text the option comes from
  // The value a save that does not name this option is read with: what the
  // game did before the option existed. -1: the default.
  int absent = -1;
};

struct PresetDef {
  std::string name;
  std::string description;
  std::vector<std::pair<std::string, std::string>> values;  // option -> value text
};

// Option values, index-aligned with the game's OptionDef list, for fast reads
// by the rules. Saved by name (`{"theme": "survival", ...}`), never by
// position, so adding or reordering options never misreads a save; a save
// that lacks an option reads it as OptionDef::absent. Loading needs the
// option list: `defs` when set, else the game of the load in progress.
struct RulesConfig {
  std::vector<int> values;
  const std::vector<OptionDef>* defs = nullptr;  // set by make_config and loads; not saved
  bool operator==(const RulesConfig& o) const { return values == o.values; }

  // cereal entry points (rules_config_io.cpp).
  void save(cereal::JSONOutputArchive& ar) const;
  void load(cereal::JSONInputArchive& ar);
  void save(cereal::PortableBinaryOutputArchive& ar) const;
  void load(cereal::PortableBinaryInputArchive& ar);
  void save(ImageArchive& ar) const;  // the values alone: images compare one game's states
};

// Parses a value for one option ("true", "3", "before"); error names the option.
Status parse_option_value(const OptionDef& def, const std::string& text, int* out);
std::string option_value_text(const OptionDef& def, int value);
// Whether `value` is one the option can hold (a bool 0/1, an int in range, a
// choice's index): saves that store values rather than text are checked.
bool option_value_valid(const OptionDef& def, int value);

// Defaults, then the preset (empty = first preset, if any), then `name=value` overrides.
Status make_config(const std::vector<OptionDef>& defs, const std::vector<PresetDef>& presets,
                   const std::string& preset, const std::vector<std::string>& overrides, RulesConfig* out);

int option_index(const std::vector<OptionDef>& defs, const std::string& name);

}  // namespace shamble
