// Precomputed dice tables for the bots: the totals a set of dice can show and
// how likely a character is to hit (or pass) a square k moves ahead when it
// picks the best dice each time. Built once; bots then only look numbers up,
// which keeps a normal-bot game within a few microseconds.
#pragma once

#include <cstdint>

#include "games/flipped/dice_set.h"

namespace shamble::flipped::bots {

constexpr int kMaxDist = 48;

struct Totals {
  int n = 0;
  int8_t total[16];  // up to 2^4 face combinations of the four dice
  float prob[16];
};

struct Tables {
  Totals totals[16];  // by dice mask
  // For each marker die (which fixes the available dice): best chance to land
  // exactly `d` squares ahead within k moves (hit), or to reach/pass it (reach).
  float hit[kDice][4][kMaxDist + 1];
  float reach[kDice][4][kMaxDist + 1];
};

const Tables& tables();

}  // namespace shamble::flipped::bots
