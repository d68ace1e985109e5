// A bot is a policy: given what its seat may see, pick one of the legal
// actions. Bots go through the same legal_actions()/apply() API as the UI.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "framework/game.h"

namespace shamble {

class Bot {
 public:
  virtual ~Bot() = default;
  // Called only when `seat` is among s.actors(). Must return a legal action.
  // `rng` is the bot's own: bot choices never disturb the game's dice.
  virtual Action choose(const State& s, int seat, Rng& rng) = 0;
  // Called only when `seat` is among s.bystanders(): an out-of-turn action to
  // take now, or nothing. Must be legal for `seat` when given.
  virtual std::optional<Action> interject(const State& s, int seat, Rng& rng) {
    (void)s, (void)seat, (void)rng;
    return std::nullopt;
  }
  // True when the action choose() last returned is an entry of the seat's
  // legal list for that position, copied unchanged. The play loop then
  // applies it without the game's checks (play_loop.h), as it does a random
  // seat's draw: the soak applies every listed move through the checked
  // apply, so the checks could only repeat themselves. A flag, not a virtual
  // call: the loop asks after every choice of every bot, and a call cost the
  // games whose bots never say yes 1% of their instructions.
  bool chose_listed() const { return listed_; }

 protected:
  // Set by a bot's choose(): the default, false, is right for a bot that
  // makes up a move (an amount, a fallback) or does not know.
  bool listed_ = false;
};

// Uniform among legal actions: the baseline for benchmarks and fuzzing. Its
// choice is State::random_legal(seat, rng, scratch()) and nothing else, so the
// play loop makes that call itself on the typed state (play_loop.h). Final: a
// seat's bot is a RandomBot exactly when its dynamic type is this one.
class RandomBot final : public Bot {
 public:
  Action choose(const State& s, int seat, Rng& rng) override;
  std::vector<Action>& scratch() { return buf_; }

 private:
  std::vector<Action> buf_;
};

// "random" for every game, else the game's own factory; null if unknown.
std::unique_ptr<Bot> make_bot(const GameInfo& game, const std::string& level);

// Seat kinds as written in --seats and URLs: "human", "bot:random", "bot:easy", "bot:normal".
bool is_bot_kind(const std::string& kind);
std::string bot_level(const std::string& kind);  // "bot:easy" -> "easy"

}  // namespace shamble
