// Shared declarations of the `flipped` bots.
#pragma once

#include "framework/bot.h"
#include "games/flipped/bot_tables.h"
#include "games/flipped/flipped_state.h"

namespace shamble::flipped::bots {

class EasyBot : public Bot {
 public:
  Action choose(const State& s, int seat, Rng& rng) override;
};

class NormalBot : public Bot {
 public:
  Action choose(const State& s, int seat, Rng& rng) override;
};

// Distance clockwise from `from` to `to`, 1..40 (a full lap when equal).
inline int ahead(int from, int to) {
  const int d = (to - from + kSquares) % kSquares;
  return d == 0 ? kSquares : d;
}

}  // namespace shamble::flipped::bots
