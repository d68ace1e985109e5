// Finds an action kind by its name (the part of a code before the first ':').
//
// Why: State::decode runs for every move of every load and, in the soak, for
// every listed move of every position; a scan over a game's 30-60 kind names
// was 8% of the soak. Each thread keeps a hash index of the last kind table it
// was asked about. The table's address is only a hint: every hit is checked
// against the table's own name, and a miss scans it, so a table that moved or
// changed still gives the right answer, only slower.
#pragma once

#include <string_view>
#include <vector>

#include "framework/action.h"

namespace shamble {

// The index of the kind named `name` in `kinds`, or -1.
int find_kind(const std::vector<ActionKindDef>& kinds, std::string_view name);

}  // namespace shamble
