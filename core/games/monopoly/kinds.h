// Each action kind's meaning in one place (kinds.cpp): its code and
// arguments, whether a seat may take it out of turn, its check (legality, the
// rule id in the refusal), its apply, its label and what its choice adds to
// the framework's shape. check_action, apply_action, action_label,
// fill_choice and action_kind_defs read this table; the list of legal actions
// (actions.cpp) stays hand-written per phase, as the bots' hot path.
#pragma once

#include <string>
#include <vector>

#include "games/monopoly/rules.h"

namespace shamble::mono {

struct KindSpec {
  ActionKind kind;   // the entry's index (static_assert in kinds.cpp)
  const char* code;  // State::encode's name ("bid" in "bid:120")
  int args;          // how many of a, b, c the code carries
  bool bystander;    // a seat not acting may take it (M-TRADE-6, M-RENT-8, M-TURN-2)
  Refusal (*check)(const MonoTable& t, const MonoRules& r, int seat, const Action& a);
  void (*apply)(Ctx& c, int seat, const Action& a);  // after check; apply_action settles
  std::string (*label)(const MonoTable& t, const MonoRules& r, const std::vector<std::string>& names,
                       const Action& a);
  void (*choice)(Choice& c, const MonoTable& t, const MonoRules& r, int seat);  // target, cost, dice, place
};

// The entry of `kind`, or nullptr when it is no kind of this game.
const KindSpec* kind_spec(int kind);

}  // namespace shamble::mono
