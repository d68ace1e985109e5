// The mechanics every game's action-kind table shares (games/*/kinds.cpp:
// one KindSpec per kind, indexed by the kind). A game's KindSpec has `kind`,
// `code`, `args` and a constexpr `complete()` saying every field it needs is
// set; these helpers check the order at compile time, look an entry up, and
// list the codes for State::action_kinds.
#pragma once

#include <array>
#include <cstddef>
#include <vector>

#include "framework/action.h"

namespace shamble {

// For a static_assert: entry k is kind k, and complete.
template <class Spec, size_t N>
constexpr bool kinds_in_order(const std::array<Spec, N>& table) {
  for (size_t k = 0; k < N; ++k)
    if (static_cast<size_t>(table[k].kind) != k || !table[k].complete()) return false;
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
