// The mechanics every game's action-kind table shares (games/*/kinds.cpp:
// one KindSpec per kind, indexed by the kind, with `kind`, `code` and `args`):
// the order checked at compile time, an entry looked up, the codes listed for
// State::action_kinds. That every entry has all its functions is checked by
// each game's kinds test: comparing a function's address with null is no
// constant expression under GCC's sanitizers, so a static_assert cannot.
#pragma once

#include <array>
#include <cstddef>
#include <vector>

#include "framework/action.h"

namespace shamble {

// For a static_assert: entry k is kind k (so a kind added without its entry,
// or entries out of order, stop the build).
template <class Spec, size_t N>
constexpr bool kinds_in_order(const std::array<Spec, N>& table) {
  for (size_t k = 0; k < N; ++k)
    if (static_cast<size_t>(table[k].kind) != k) return false;
  return true;
}

// The entry of `kind`, or nullptr when it is no kind of the table.
template <class Spec, size_t N>
const Spec* kind_entry(const std::array<Spec, N>& table, int kind) {
  return kind >= 0 && static_cast<size_t>(kind) < N ? &table[static_cast<size_t>(kind)] : nullptr;
}

// The codes and argument counts, in kind order.
template <class Spec, size_t N>
std::vector<ActionKindDef> kind_defs(const std::array<Spec, N>& table) {
  std::vector<ActionKindDef> v;
  v.reserve(N);
  for (const Spec& k : table) v.push_back({k.code, k.args});
  return v;
}

}  // namespace shamble
