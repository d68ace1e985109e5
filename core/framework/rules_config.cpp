#include "framework/rules_config.h"

#include <cstdlib>

namespace shamble {

int option_index(const std::vector<OptionDef>& defs, const std::string& name) {
  for (size_t i = 0; i < defs.size(); ++i)
    if (defs[i].name == name) return static_cast<int>(i);
  return -1;
}

Status parse_option_value(const OptionDef& def, const std::string& text, int* out) {
  switch (def.type) {
    case OptionType::Bool:
      if (text == "1" || text == "true" || text == "on" || text == "yes") {
        *out = 1;
        return {};
      }
      if (text == "0" || text == "false" || text == "off" || text == "no") {
        *out = 0;
        return {};
      }
      return fail("option", "option '" + def.name + "' takes true or false, not '" + text + "'");
    case OptionType::Int: {
      char* end = nullptr;
      long v = text.empty() ? 0 : std::strtol(text.c_str(), &end, 10);
      if (text.empty() || *end != '\0')
        return fail("option", "option '" + def.name + "' takes a whole number, not '" + text + "'");
      if (v < def.min || v > def.max)
        return fail("option", "option '" + def.name + "' must be between " + std::to_string(def.min) +
                                  " and " + std::to_string(def.max) + ", not " + text);
      *out = static_cast<int>(v);
      return {};
    }
    case OptionType::Choice:
      for (size_t i = 0; i < def.choices.size(); ++i)
        if (def.choices[i] == text) {
          *out = static_cast<int>(i);
          return {};
        }
      {
        std::string list;
        for (auto& c : def.choices) list += (list.empty() ? "" : ", ") + c;
        return fail("option", "option '" + def.name + "' takes one of " + list + ", not '" + text + "'");
      }
  }
  return fail("option", "unknown option type");
}

bool option_value_valid(const OptionDef& def, int value) {
  switch (def.type) {
    case OptionType::Bool: return value == 0 || value == 1;
    case OptionType::Int: return value >= def.min && value <= def.max;
    case OptionType::Choice: return value >= 0 && value < static_cast<int>(def.choices.size());
  }
  return false;
}

std::string option_value_text(const OptionDef& def, int value) {
  switch (def.type) {
    case OptionType::Bool: return value ? "true" : "false";
    case OptionType::Int: return std::to_string(value);
    case OptionType::Choice:
      return value >= 0 && value < static_cast<int>(def.choices.size()) ? def.choices[value] : "?";
  }
  return "?";
}

static Status set_one(const std::vector<OptionDef>& defs, const std::string& name, const std::string& value,
                      RulesConfig* out) {
  int i = option_index(defs, name);
  if (i < 0) return fail("option", "unknown rule option '" + name + "'");
  return parse_option_value(defs[i], value, &out->values[i]);
}

Status make_config(const std::vector<OptionDef>& defs, const std::vector<PresetDef>& presets,
                   const std::string& preset, const std::vector<std::string>& overrides, RulesConfig* out) {
  out->values.clear();
  out->defs = &defs;
  for (auto& d : defs) out->values.push_back(d.def);
  const PresetDef* chosen = nullptr;
  if (!preset.empty()) {
    for (auto& p : presets)
      if (p.name == preset) chosen = &p;
    if (!chosen) {
      std::string list;
      for (auto& p : presets) list += (list.empty() ? "" : ", ") + p.name;
      return fail("preset", "unknown preset '" + preset + "' (known: " + list + ")");
    }
  } else if (!presets.empty()) {
    chosen = &presets.front();
  }
  if (chosen)
    for (auto& [k, v] : chosen->values)
      if (auto e = set_one(defs, k, v, out)) return e;
  for (auto& kv : overrides) {
    auto eq = kv.find('=');
    if (eq == std::string::npos) return fail("option", "expected name=value, got '" + kv + "'");
    if (auto e = set_one(defs, kv.substr(0, eq), kv.substr(eq + 1), out)) return e;
  }
  return {};
}

}  // namespace shamble
