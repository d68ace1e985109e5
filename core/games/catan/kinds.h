// Each action kind's meaning in one place (kinds.cpp): its code and
// arguments, its check (the rule id in the refusal), its apply, its label and
// what its choice adds to the framework's shape. Model::apply, check_kind,
// label, action_kind_defs and the view's choices read this table; the legal
// list (legal.cpp) stays written per phase as bit segments, the bots' hot path.
#pragma once

#include <string>

#include "games/catan/model.h"
#include "games/catan/view.h"

namespace shamble::catan {

struct KindSpec {
  ActionKind kind;   // the entry's index (static_assert in kinds.cpp)
  const char* code;  // State::encode's name ("settle" in "settle:12")
  int args;          // how many of a, b, c the code carries
  // The rules area that checks and applies the kind (building.cpp, trade.cpp...).
  // Its handler checks everything before it changes anything, so a refused
  // action leaves the model as it was, and the refusal names the rule id.
  Status (*apply)(Model& m, int p, const Action& a, EventSink* ev);
  std::string (*label)(const Model& m, const Action& a);
  // Target, cards paid and gained, dice, debt settled, menu; `p` acts and
  // `buy_dev_variants` counts the buy-dev choices offered together.
  void (*choice)(Choice& c, const Model& m, int p, int buy_dev_variants);
};

// The entry of `kind`, or nullptr when it is no kind of this game.
const KindSpec* kind_spec(int kind);

// Whether seat p may take `a` now, without changing `m`: the refusal (with its
// rule id) the kind's handler would give, or ok. For tests and tools; the
// engine applies directly (every handler checks before it changes).
Status check_kind(const Model& m, int p, const Action& a);

}  // namespace shamble::catan
