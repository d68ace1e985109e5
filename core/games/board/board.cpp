// The 40-square board shared by the Monopoly-family games. Prices, rents,
// building costs and mortgage values are the standard US numbers (see
// shared/reference/); every name is our own, in two themes.
#include "games/board/board.h"

#include "games/board/board_table.h"

namespace shamble::board {

namespace {
struct GroupText {
  const char* classic;
  const char* survival;
  uint32_t rgb;  // band colour, 0xRRGGBB
};
const GroupText kGroupText[kGroups] = {
    {"Brown", "Rust", 0x8B5A2B},  {"Sky", "Ash", 0x9AD3F0},    {"Rose", "Blood", 0xD94F9A},
    {"Amber", "Ember", 0xF29B30}, {"Red", "Siren", 0xD7322D},  {"Yellow", "Hazard", 0xF2D531},
    {"Green", "Moss", 0x2E9E4F},  {"Navy", "Night", 0x2B4DA8},
};
}  // namespace

const std::array<Square, kSquares>& squares() { return kBoard; }

const char* square_name(int index, Theme theme) {
  if (index < 0 || index >= kSquares) return "?";
  return theme == Theme::Survival ? kBoard[index].survival_name : kBoard[index].classic_name;
}

const char* group_name(int group, Theme theme) {
  if (group < 0 || group >= kGroups) return "";
  return theme == Theme::Survival ? kGroupText[group].survival : kGroupText[group].classic;
}

uint32_t group_colour(int group) { return group >= 0 && group < kGroups ? kGroupText[group].rgb : 0xCCCCCC; }

const std::vector<int>& group_squares(int group) {
  static const auto table = [] {
    std::array<std::vector<int>, kGroups> t;
    for (int i = 0; i < kSquares; ++i)
      if (kBoard[i].group >= 0) t[kBoard[i].group].push_back(i);
    return t;
  }();
  static const std::vector<int> none;
  return group >= 0 && group < kGroups ? table[group] : none;
}

bool is_property(int index) {
  if (index < 0 || index >= kSquares) return false;
  auto k = kBoard[index].kind;
  return k == SquareKind::Street || k == SquareKind::Transport || k == SquareKind::Utility;
}

int next_of_kind(int from, SquareKind kind) {
  for (int step = 1; step <= kSquares; ++step) {
    int i = (from + step) % kSquares;
    if (kBoard[i].kind == kind) return i;
  }
  return from;
}

}  // namespace shamble::board
