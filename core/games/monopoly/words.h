// The theme's vocabulary and the small formatters that action labels
// (kinds.cpp) and event lines (text.cpp) share.
#pragma once

#include <string>
#include <vector>

#include "games/monopoly/rules.h"

namespace shamble::mono {

struct Words {
  const char* house;
  const char* hotel;
  const char* deck[2];
  const char* jail;
};
inline const Words& words(const MonoRules& r) {
  static const Words classic{"house", "hotel", {"Chance", "Town Chest"}, "lockup"};
  static const Words survival{"wall", "guard tower", {"Scavenge", "Supply Chest"}, "holding cell"};
  return r.theme == board::Theme::Survival ? survival : classic;
}
inline std::string money(long v) {
  std::string s(1, '$');
  s += std::to_string(v);
  return s;
}
inline std::string sq_name(const MonoRules& r, int sq) { return board::square_name(sq, r.theme); }
inline std::string who(const MonoTable& t, const std::vector<std::string>& names, int p) {
  if (p == kBank) return "the bank";
  if (p == kPot) return "the jackpot";
  if (p >= 0 && p < static_cast<int>(names.size())) return names[p];
  (void)t;
  return "seat " + std::to_string(p);
}

}  // namespace shamble::mono
