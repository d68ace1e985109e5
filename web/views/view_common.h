// Pieces every board view needs each frame: who the table is waiting on, that
// seat's legal actions (cached until the match changes) and the numbered-choice
// keys. Views only arrange these; the rules stay in the core.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "game_view.h"

namespace shamble::web {

// Seat names as the table shows them: the seat's chosen name, else the game's.
std::vector<std::string> seat_names(const Match& m);

// The human seat that must act now, or -1 (bots act by themselves; a finished game waits on nobody).
int acting_human(App& app, const State& s);

// The legal actions and their labels for one seat, recomputed only when the match moves.
class LegalCache {
 public:
  // True when it recomputed (the view may then reset choices that depend on the list).
  bool refresh(App& app, const State& s, int seat);
  std::vector<Action> acts;
  std::vector<std::string> labels;

 private:
  uint64_t version_ = ~0ull;
  int seat_ = -2;
};

// Digits 1-9 pick choices[k]; Space (roll, confirm) and Enter (default) take choices[0].
// Returns the chosen entry, or -1 when no key chose.
int key_choice(const std::vector<int>& choices);

// Text centred line by line in `width` (ImGui only wraps left-aligned).
void centred_wrapped(const std::string& text, float width, ImVec4 col);

}  // namespace shamble::web
