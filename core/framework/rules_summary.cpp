#include "framework/rules_summary.h"

namespace shamble {

std::string RulesSummary::short_text() const {
  std::string s = preset.empty() ? std::string("custom rules") : preset;
  if (!exact) s += " + " + std::to_string(changes.size()) + (changes.size() == 1 ? " change" : " changes");
  return s;
}

RulesSummary summarize_rules(const std::vector<OptionDef>& defs, const std::vector<PresetDef>& presets,
                             const RulesConfig& cfg, const std::string& only_preset) {
  RulesSummary best;
  bool have = false;
  auto consider = [&](const std::string& name) {
    RulesConfig base;
    if (make_config(defs, presets, name, {}, &base)) return;
    RulesSummary r;
    r.preset = name;
    for (size_t i = 0; i < defs.size() && i < cfg.values.size() && i < base.values.size(); ++i)
      if (cfg.values[i] != base.values[i]) r.changes.push_back({&defs[i], cfg.values[i], base.values[i]});
    r.exact = r.changes.empty();
    if (!have || r.changes.size() < best.changes.size()) best = std::move(r), have = true;
  };
  if (!only_preset.empty())
    consider(only_preset);
  else if (presets.empty())
    consider("");
  else
    for (auto& p : presets) consider(p.name);
  if (!have) best.exact = true;
  return best;
}

std::string option_value_words(const OptionDef& def, int value) {
  switch (def.type) {
    case OptionType::Bool: return value ? "on" : "off";
    case OptionType::Int: return std::to_string(value);
    case OptionType::Choice: {
      std::string t = option_value_text(def, value);
      for (char& c : t)
        if (c == '_') c = ' ';
      return t;
    }
  }
  return "?";
}

}  // namespace shamble
