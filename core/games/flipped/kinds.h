// Each action kind's meaning in one place (kinds.cpp): its code and
// arguments, when it is asked, its check (the rule id in the refusal), its
// apply, its label and what its choice adds to the framework's shape.
// FlippedState::apply_action, label and action_kinds and the view's choices
// read this table; the legal lists (legal_day, legal_actions) stay written
// per phase for the bots.
#pragma once

#include <string>
#include <vector>

#include "games/flipped/state.h"

namespace shamble::flipped {

// The question a kind answers: the day turn, the safe-house or the tunnel
// choice, or the night's share. An action asked at another time gets that
// time's own refusal (check_kind).
enum class Asked : uint8_t { kDay, kSafeHouse, kTunnel, kShare, kNothing };

struct KindSpec {
  ActionKind kind;   // the entry's index (static_assert in kinds.cpp)
  const char* code;  // State::encode's name ("move" in "move:3")
  int args;          // how many of a, b, c the code carries
  Asked asked;
  Status (*check)(const Table& t, const RulesConfig& cfg, const Action& a);
  void (*apply)(Ctx& cx, const Action& a);  // after check
  // The sentence without the character's name (label() adds it in solo mode);
  // `c` is the character acting.
  std::string (*label)(const FlippedState& s, const Action& a, int c);
  // Group, target, cost, dice, lands...; `here` is the acting character's square
  // (pc.lands starts there).
  void (*choice)(PromptChoice& pc, const FlippedState& s, int here);
};

// The entry of `kind`, or nullptr when it is no kind of this game.
const KindSpec* kind_spec(int kind);

// The check of `a` through its kind's entry; an action asked at another time
// gets the refusal of the question asked now.
Status check_kind(const Table& t, const RulesConfig& cfg, const Action& a);

// view.cpp: F-MOVE-1, every outcome of throwing the dice in `mask` from `from`.
std::vector<Landing> landings(const FlippedState& s, int mask, int from);

}  // namespace shamble::flipped
