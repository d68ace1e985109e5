// Pieces of the GameInfo, each built in its own file.
#pragma once

#include <vector>

#include "framework/game.h"
#include "games/catan/types.h"

namespace shamble::catan {

std::vector<OptionDef> make_options();
std::vector<PresetDef> make_presets();
std::vector<RuleDoc> make_rules();
const std::vector<ActionKindDef>& action_kind_defs();
const std::vector<EventKindDef>& event_kind_defs();
std::unique_ptr<Bot> make_catan_bot(const std::string& level);
std::unique_ptr<StatsCollector> make_catan_stats();
void apply_catan_scenario(State& s, JsonObject& o);

}  // namespace shamble::catan
