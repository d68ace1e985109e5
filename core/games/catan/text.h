// Names and sentences for actions, events, prompts and board parts (the
// short names of resources and terrains are declared in the public view.h).
#pragma once

#include <string>

#include "framework/action.h"
#include "framework/event.h"
#include "games/catan/model.h"

namespace shamble::catan {

std::string cards_text(const ResArr& a);
// A hex as players name it ("the grain 6"), with where it lies when another
// hex reads the same ("the grain 6 on the north-east coast"); never its index.
std::string hex_text(const Model& m, int h);
// The label of an action: its kind's entry in kinds.cpp writes it.
std::string label(const Model& m, const Action& a);
std::string describe(const Model& m, const Event& e);
// How a finished game ended, in one sentence naming the winners and why
// (Outcome::summary, the view's result, the log's last line); empty before.
std::string end_summary(const Model& m);
// What the table is asked now, in one sentence; `viewer` is called "You".
std::string prompt_text(const Model& m, int viewer);
// An offer's answer (Resp) in a word or two: "accepts".
const char* answer_text(int resp);

// Where a corner or a side is, as players say it: by the hexes it touches
// ("by the grain 6, the ore 8 and the wool 3", "between the grain 6 and the ore 8"),
// or on the coast by its side of the one hex ("on the coast at the north corner of the ore 8").
std::string corner_text(const Model& m, int node);
std::string side_text(const Model& m, int edge);

}  // namespace shamble::catan
