// Rule options in saves: by name, with the value as text ("survival", "true",
// "1500"), so a document is readable and a build that adds, removes or
// reorders options still reads every older save. Format 1 saves (positional)
// are read through the frozen list of that release's option names.
#include <cereal/archives/portable_binary.hpp>
#include <cereal/types/string.hpp>
#include <cereal/types/vector.hpp>
#include <stdexcept>
#include <string>

#include "framework/cereal_json.h"
#include "framework/format_v1.h"
#include "framework/game.h"
#include "framework/rules_config.h"
#include "framework/serial_context.h"
#include "framework/state_image.h"

namespace shamble {

namespace {
const std::vector<OptionDef>* defs_for(const RulesConfig& c) {
  if (c.defs) return c.defs;
  const GameInfo* g = serial_context().game;
  return g ? &g->options : nullptr;
}

// Starts a load: every option at the value a save that omits it means.
const std::vector<OptionDef>& start_load(RulesConfig& c) {
  const std::vector<OptionDef>* defs = defs_for(c);
  if (!defs) throw std::runtime_error("rule options cannot be read without knowing the game");
  c.defs = defs;
  c.values.clear();
  for (auto& d : *defs) c.values.push_back(d.absent >= 0 ? d.absent : d.def);
  return *defs;
}

void set_named(RulesConfig& c, const std::vector<OptionDef>& defs, const std::string& name,
               const std::string& text) {
  int i = option_index(defs, name);
  if (i < 0) throw std::runtime_error("the save uses a rule option this build does not know: '" + name + "'");
  if (auto e = parse_option_value(defs[i], text, &c.values[i])) throw std::runtime_error(e->message);
}

// Format 1: values by position in the frozen option list of that release.
void set_positional(RulesConfig& c, const std::vector<OptionDef>& defs, const std::vector<int>& values) {
  const GameInfo* g = serial_context().game;
  const auto& names = format_v1::option_names(g ? std::string_view(g->id) : std::string_view());
  if (values.size() > names.size())
    throw std::runtime_error("the save lists more rule options than its format knew");
  for (size_t k = 0; k < values.size(); ++k) {
    int i = option_index(defs, std::string(names[k]));
    if (i < 0)
      throw std::runtime_error("the save uses a retired rule option '" + std::string(names[k]) + "'");
    // A value by position is checked as a named one is parsed (a fuzz find:
    // an unknown choice index loaded, then saved as '?', which no build reads).
    if (!option_value_valid(defs[i], values[k]))
      throw std::runtime_error("the save gives rule option '" + defs[i].name + "' a value it cannot take (" +
                               std::to_string(values[k]) + ")");
    c.values[i] = values[k];
  }
}

bool positional() { return serial_context().format_version < 2; }
constexpr uint32_t kUnnamed = 0xffffffffu;
}  // namespace

void RulesConfig::save(cereal::JSONOutputArchive& ar) const {
  const std::vector<OptionDef>* d = defs_for(*this);
  if (!d || d->size() != values.size()) {  // a config made by hand in a test: no names to give
    ar(cereal::make_nvp("values", values));
    return;
  }
  for (size_t i = 0; i < values.size(); ++i)
    ar(cereal::make_nvp((*d)[i].name.c_str(), option_value_text((*d)[i], values[i])));
}

void RulesConfig::load(cereal::JSONInputArchive& ar) {
  const auto& d = start_load(*this);
  if (positional()) {
    std::vector<int> v;
    ar(cereal::make_nvp("values", v));
    set_positional(*this, d, v);
    return;
  }
  while (const char* name = ar.getNodeName()) {
    std::string key = name, text;
    ar(text);
    set_named(*this, d, key, text);
  }
}

void RulesConfig::save(cereal::PortableBinaryOutputArchive& ar) const {
  const std::vector<OptionDef>* d = defs_for(*this);
  if (!d || d->size() != values.size()) {  // a config made by hand in a test: this build's order
    ar(kUnnamed, values);
    return;
  }
  ar(static_cast<uint32_t>(values.size()));
  for (size_t i = 0; i < values.size(); ++i) ar((*d)[i].name, option_value_text((*d)[i], values[i]));
}

void RulesConfig::save(ImageArchive& ar) const { ar(values); }

void RulesConfig::load(cereal::PortableBinaryInputArchive& ar) {
  const auto& d = start_load(*this);
  if (positional()) {
    std::vector<int> v;
    ar(v);
    set_positional(*this, d, v);
    return;
  }
  uint32_t n = 0;
  ar(n);
  if (n == kUnnamed) {
    ar(values);
    if (values.size() != d.size()) throw std::runtime_error("the rule options do not match this game");
    for (size_t i = 0; i < values.size(); ++i)
      if (!option_value_valid(d[i], values[i]))
        throw std::runtime_error("the save gives rule option '" + d[i].name + "' a value it cannot take");
    return;
  }
  if (n > 1000) throw std::runtime_error("implausible rule option count");
  for (uint32_t k = 0; k < n; ++k) {
    std::string key, text;
    ar(key, text);
    set_named(*this, d, key, text);
  }
}

}  // namespace shamble
