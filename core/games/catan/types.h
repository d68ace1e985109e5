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
  kOptZombies = 0,
  kOptLayout,
  kOptNoRedNeighbours,
  kOptTarget,
  kOptQuietRounds,
  kOptDevCost,
  kOptOffers,
  kOptRoadTie,
  kOptHandLimit,
  kOptDevBeforeRoll,
  kOptZombieBlock,    // CZ-PRODUCE
  kOptDesertZombies,  // CZ-DESERT
  kOptFallingRoads,   // CZ-DESTROY
  kOptOutCards,       // CZ-OUT
  kOptZombieDiscard,  // CZ-SEVEN
  kOptDrawAtRandom,   // C-DEV-DECK (play by link)
  kNumOpts
};

}  // namespace shamble::catan
