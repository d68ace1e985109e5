// Shared vocabulary of the hex-island game's rules files: the public enums
// (resources, pieces, phases, action and event kinds, from view.h) and the
// option indices. Plain constants so every rules file and the
// bots agree without including each other.
#pragma once

#include <cstdint>

#include "games/catan/view.h"

namespace shamble::catan {

// Sizes, resources, phases, action and event kinds live in the public view.h.
constexpr int kOfferSide = 4;  // at most this many cards on each side of a trade offer

// Option indices, aligned with the OptionDef list in options.cpp.
enum Opt : int {
  O_ZOMBIES = 0,
  O_LAYOUT,
  O_NO_RED_NEIGHBOURS,
  O_TARGET,
  O_QUIET_ROUNDS,
  O_DEV_COST,
  O_OFFERS,
  O_ROAD_TIE,
  O_HAND_LIMIT,
  O_DEV_BEFORE_ROLL,
  O_ZOMBIE_BLOCK,    // CZ-PRODUCE
  O_DESERT_ZOMBIES,  // CZ-DESERT
  O_FALLING_ROADS,   // CZ-DESTROY
  O_OUT_CARDS,       // CZ-OUT
  O_ZOMBIE_DISCARD,  // CZ-SEVEN
  O_COUNT
};

}  // namespace shamble::catan
