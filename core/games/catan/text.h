// Names and sentences for actions, events and board parts.
#pragma once

#include <string>

#include "framework/action.h"
#include "framework/event.h"
#include "games/catan/model.h"

namespace shamble::catan {

const char* res_name(int r);
const char* terrain_name(int t);
const char* dev_name(int d);
std::string cards_text(const ResArr& a);
std::string hex_text(const Model& m, int h);
std::string label(const Model& m, const Action& a);
std::string describe(const Model& m, const Event& e);

}  // namespace shamble::catan
