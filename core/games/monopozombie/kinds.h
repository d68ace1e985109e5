// Each of MonopoZombie's own action kinds in one place (kinds.cpp): its code
// and arguments, whether a human not acting may take it, its check (the rule
// id in the refusal), its apply, its label and what its choice adds to the
// framework's shape (target, cost, dice, where a token lands). mz_check,
// mz_apply, mz_bystander_action, action_label, action_kind_defs and the
// view's choices read this table for the kinds after the property game's;
// those go through the property game's own table (games/monopoly/kinds.cpp)
// behind the zombie layer's filter (flow.cpp). The legal lists stay written
// per phase in flow.cpp (own_actions), the bots' hot path.
#pragma once

#include <string>
#include <vector>

#include "games/monopozombie/mz.h"

namespace shamble::mz {

// The own kinds: kFirstOwnKind (kMoveRoll) and the kNumOwnKinds after it.
constexpr int kFirstOwnKind = mono::kNumActionKinds;
constexpr int kNumOwnKinds = static_cast<int>(kNumMzActions) - kFirstOwnKind;

struct KindSpec {
  MzAction kind;     // its index in the table is kind - kFirstOwnKind (static_assert in kinds.cpp)
  const char* code;  // State::encode's name ("z_dir" in "z_dir:1")
  int args;          // how many of a, b, c the code carries
  bool bystander;    // a human not acting may take it (MZ-CAP-2)
  // After the gates every action passes (mz_check: the end, a pending
  // release-card or carry decision).
  mono::Refusal (*check)(const MzTable& z, const MzRules& r, int seat, const Action& a);
  void (*apply)(MzCtx& c, int seat, const Action& a);  // after check; mz_apply settles
  std::string (*label)(const MzTable& z, const MzRules& r, const std::vector<std::string>& names,
                       const Action& a);
  void (*choice)(mono::Choice& c, const MzTable& z, int seat);  // target, cost, dice, mover, lands
};

// The entry of an own kind, or nullptr (the property game's kinds, or no kind).
const KindSpec* kind_spec(int kind);

// What kMoveRoll throws for `p`, as its apply branches (the prompt says it too).
DiceRoll move_roll_dice(const MzTable& z, int p);

}  // namespace shamble::mz
