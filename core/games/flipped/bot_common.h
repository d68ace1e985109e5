// Shared declarations of the `flipped` bots.
#pragma once

#include <memory>

#include "framework/bot.h"
#include "games/flipped/bot_tables.h"
#include "games/flipped/bot_weights.h"
#include "games/flipped/state.h"

namespace shamble::flipped::bots {

class EasyBot : public Bot {
 public:
  Action choose(const State& s, int seat, Rng& rng) override;
};

struct Memo;
class NormalBot : public Bot {
 public:
  explicit NormalBot(const BotWeights& w = kNormalWeights);
  ~NormalBot() override;
  Action choose(const State& s, int seat, Rng& rng) override;

 private:
  std::unique_ptr<Memo> memo_;  // scratch tables reused across decisions
  BotWeights w_;
};

// Distance clockwise from `from` to `to`, 1..40 (a full lap when equal).
inline int ahead(int from, int to) {
  const int d = to - from;
  return d > 0 ? d : d + kSquares;
}

}  // namespace shamble::flipped::bots
