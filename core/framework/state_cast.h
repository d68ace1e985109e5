// A game's code reaching its own concrete state through the State interface
// (bots, statistics, scenarios are handed a `const State&`). The cast is
// checked: a mismatch is a programming error and stops at once rather than
// reading another game's memory. The check is one type_info comparison, cheap
// enough for bots that decide millions of times a second.
#pragma once

#include <cstdlib>
#include <typeinfo>

#include "framework/game.h"

namespace shamble {

template <class T>
const T& state_as(const State& s) {
  if (typeid(s) != typeid(T)) std::abort();
  return static_cast<const T&>(s);
}

template <class T>
T& state_as(State& s) {
  if (typeid(s) != typeid(T)) std::abort();
  return static_cast<T&>(s);
}

}  // namespace shamble
