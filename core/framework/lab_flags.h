// Flags for suspect configurations: what a rules designer should look at
// before trusting a cell's numbers (docs/LAB.md, "Flags").
#pragma once

#include <string>
#include <vector>

#include "framework/lab_tally.h"

namespace shamble {

struct GameInfo;

struct LabFlag {
  std::string
      kind;  // "never_wins", "stalemate", "seat_above_fair_share", "seat_below_fair_share", "bot_errors"
  std::string text;  // one sentence
};

// More than this share of games stopped at the turn limit: a stalemate flag.
inline constexpr double kStalemateShare = 0.05;

// Seat fair share: the seats' mean win rate (sum of seat wins / (players x
// games)); a seat is flagged when its Wilson interval, widened so that all
// the seats' intervals hold together at 95% (z95_of(players)), lies wholly
// above or below it.
double lab_fair_share(const LabTally& t);

std::vector<LabFlag> lab_flags(const GameInfo& game, const LabTally& t);

}  // namespace shamble
