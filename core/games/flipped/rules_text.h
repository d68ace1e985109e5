// Rules panel text of `flipped` (rules_text.cpp) and the names the labels,
// the log and the view share (text.cpp).
#pragma once

#include <string>
#include <vector>

#include "framework/game.h"
#include "games/board/board.h"

namespace shamble::flipped {

std::vector<RuleDoc> make_rules();

struct DiceSet;
// F-TEXT-1: the square's name in this game (square_names.cpp).
const char* square_name_of(int sq, board::Theme theme);
const char* part_name(int p);                        // "train part (north)"
const char* part_short_name(int p);                  // "T1"
std::string dice_text(const DiceSet& ds, int mask);  // "6|1 + 4|3", "no dice"
std::string zombies_text(int n);                     // F-TEXT-2: "1 zombie", "3 zombies"

}  // namespace shamble::flipped
