// Precomputed dice tables for the bots: the totals a set of dice can show and
// how likely a character is to hit (or pass) a square k moves ahead when it
// picks the best dice each time. Built once per dice reading; bots then only
// look numbers up, which keeps a normal-bot game within a few microseconds.
#pragma once

#include <cstdint>

#include "games/flipped/dice_set.h"

namespace shamble::flipped::bots {

constexpr int kMaxDist = 48;
constexpr int kPartCount = 6;      // = kParts (state.h)
constexpr int kBoardSquares = 40;  // = kSquares

struct Totals {
  int n = 0;
  int8_t total[16];  // up to 2^4 face combinations of the four dice
  float prob[16];
};

// The order in which a bot that scores every dice choice (masks ascending,
// totals in Totals order) first meets each total, for one marker die. Lets a
// bot score each total once and still add them up mask by mask.
constexpr int kMaxTotal = 4 * 7;
struct FirstUses {
  int n = 0;
  int8_t total[kMaxTotal + 1];  // distinct totals, first use first
  uint16_t first[16];           // by mask: bit i = totals[mask].total[i] is a first use
};

struct Tables {
  Totals totals[16];  // by dice mask
  // For each marker die (which fixes the available dice): best chance to land
  // exactly `d` squares ahead within k moves (hit), or to reach/pass it (reach).
  float hit[kDice][4][kMaxDist + 1];
  float reach[kDice][4][kMaxDist + 1];
  // part_hit[marker][k - 1][parts][s]: the best `hit` within k moves (k = 1, 2)
  // from square s to any part square in the set `parts` (bit p = part p).
  // Bots ask this for every square they score, so it is a lookup.
  float part_hit[kDice][2][1 << kPartCount][kBoardSquares];
  FirstUses uses[kDice];      // by marker die
  double night[kRounds + 1];  // expected zombies of one night attack in round r (F-NIGHT-2)
};

// The tables of one dice reading (F-DICE-3), built on first use.
const Tables& tables(int reading);

}  // namespace shamble::flipped::bots
