// Words: action labels, event descriptions, the current prompt and the rich
// view for renderers, in the chosen theme's vocabulary.
#pragma once

#include <string>
#include <vector>

#include "framework/game.h"
#include "games/monopoly/rules.h"

namespace shamble::mono {

// kinds.cpp: the action kinds' codes and labels, from the kinds table.
const std::vector<ActionKindDef>& action_kind_defs();
std::string action_label(const MonoTable& t, const MonoRules& r, const std::vector<std::string>& names,
                         const Action& a);
const std::vector<EventKindDef>& event_kind_defs();
std::string event_text(const MonoTable& t, const MonoRules& r, const std::vector<std::string>& names,
                       const Event& e);
// How a finished game ended, in one sentence naming the winners and the cause
// (Outcome::summary, the view's result and the game-over line); empty before.
std::string end_summary(const MonoTable& t, const MonoRules& r, const std::vector<std::string>& names);
std::string prompt_text(const MonoTable& t, const MonoRules& r, const std::vector<std::string>& names);

// view.cpp: the plain-data view of a table (MonopoZombie's view builds on it).
void fill_view(View& v, const MonoTable& t, const MonoRules& r, const std::vector<std::string>& names);
// kinds.cpp: what a choice adds to the framework's shape, from its kind's entry.
void fill_choice(Choice& c, const MonoTable& t, const MonoRules& r, int seat);
// The seats' names: `names` when given (the match's), else the state's own.
std::vector<std::string> names_of(const State& s, const std::vector<std::string>* names);

}  // namespace shamble::mono
