// The "strong" bot level, shared by every game: determinized Monte Carlo
// search over the normal bot's rollouts.
//
// At a decision with more than one legal action it samples the hidden
// information many times (a determinization: a clone whose Rng is reseeded
// from the bot's own rng, so future dice are unknown, and whose hidden cards
// the game's State::redeal_hidden reshuffles among what the seat cannot see),
// plays each candidate action in it, then lets the normal bot play every seat
// for a horizon of turns (or to the end) and scores the result with the game's
// value. The search never reads a hidden card of the real state: it sees only
// determinized clones, and the game's redeal_hidden builds them from what the
// seat may know (tests/<game>/strong_bot_test.cpp prove it). That hook is the
// State's, not StrongGame's: live play's copy_for makes its canonical world
// with it too.
//
// Root search: the rollout bot's own choice is the yardstick. Half the budget
// picks a challenger among the other candidates by sequential halving (Karnin
// et al. 2013) with common random numbers: every round plays the yardstick and
// each surviving challenger in the same determinization with the same dice; a
// challenger is judged by its mean paired difference to the yardstick and the
// worse half is dropped after each phase. The other half plays the challenger
// against the yardstick again in fresh worlds, and the normal move is left
// only when the challenger beats it there by more than 1.5 standard errors:
// with few rollouts the strong bot plays like the normal one, not worse.
//
// Budget: either a fixed number of rollouts per decision (reproducible: the
// same state and bot rng give the same choice; `sim` and the tests use it) or
// wall time per decision (the tab). Level strings: "strong" (time, 150 ms),
// "strong:i64" (64 rollouts), "strong:300ms", "strong:h8" (horizon in turns),
// joined freely ("strong:i64:h6"); a game may accept flags of its own
// ("strong:notrade" for Catan).
#pragma once

#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "framework/bot.h"

namespace shamble {

struct StrongParams {
  int iterations = 0;      // > 0: exactly this many rollouts per decision; 0: time mode
  double budget_ms = 150;  // time mode: wall time per decision
  int horizon = 0;         // turns (State::turn_number) a rollout plays past the root; 0: the game's default
  std::vector<std::string> flags;  // the level's words the framework does not read, for the game
  bool has(const std::string& flag) const;
};

// Reads "strong[:word]...": i<N>, <N>ms, h<N>, or a flag. False when `level`
// is not a strong level or a number is malformed.
bool parse_strong_level(const std::string& level, StrongParams* out);

// What a game gives its strong bot.
struct StrongGame {
  // The bot that plays every seat in rollouts (the game's normal bot).
  std::function<std::unique_ptr<Bot>()> make_rollout_bot;
  // Optional: the bot that plays the searching seat itself, in its rollouts and
  // as the yardstick (null: make_rollout_bot). For a game whose normal bot plays
  // for its side where the seat's own win lies elsewhere (a MonopoZombie zombie
  // wins alone, by a race the normal bot does not run), so that the search
  // weighs each move by how the seat itself will play on.
  std::function<std::unique_ptr<Bot>()> make_own_bot;
  // Worth of the position to `seat`'s side in [0, 1]; 1 a sure win. Called on
  // terminal and on horizon states (a heuristic there).
  std::function<double(const State&, int seat)> value;
  // Default rollout horizon in turns (StrongParams::horizon overrides it).
  int horizon = 0;
  // Optional: root actions worth searching (others are left out, except the
  // rollout bot's own choice, which is always a candidate). Null: all.
  std::function<bool(const State&, int seat, const Action&)> candidate;
  // With more than max_arms candidates, the rollout bot's choice and the
  // others `prior` scores highest are kept (without a prior: the first in
  // legal order): where moves are many (a first settlement among 54 corners)
  // a cheap score spends the search on the plausible ones.
  std::function<double(const State&, int seat, const Action&)> prior;
  int max_arms = 6;
  // Optional: decisions left to the rollout bot without search (multi-step
  // editing such as composing a trade offer, where one step means little alone).
  std::function<bool(const State&, int seat)> delegate;
  // Optional: a change made to every determinized clone before search (Catan
  // without domestic trades switches offers off in its clones).
  std::function<void(State&)> prepare;
  // Optional: whole multi-step moves, each searched as one arm (a trade offer:
  // open, edit, propose), joined after the single moves; a plan a clone of the
  // position refuses is dropped. The bot then plays the chosen plan's later
  // steps itself while `delegate` holds and each step is still legal. With
  // plans, the rollout bot's own pick is judged whole too: when it leads into
  // delegated decisions, the steps a fresh rollout bot takes there join its
  // arm (otherwise a fresh bot, with no offer in mind, would cancel the trade
  // its first step opened, and the yardstick would never show a trade's worth).
  std::function<void(const State&, int seat, std::vector<std::vector<Action>>& out)> plans;
};

// The value of a finished game for `seat`: 1 a win (shared by a team), 1/k a
// k-way tie of seats playing for themselves, 1/n a draw, 0 a loss.
double outcome_value(const State& s, int seat);

std::unique_ptr<Bot> make_strong_bot(StrongGame game, StrongParams params);

// The seat's own bot (make_own_bot, else make_rollout_bot).
std::unique_ptr<Bot> strong_own_bot(const StrongGame& g);

// The own bot's pick `normal` at `s` as the search's yardstick arm: the
// moves `seat` makes in a row. With plans, it is judged whole (see
// StrongGame::plans): the steps a fresh own bot takes after it, while the
// decision stays delegated, join it. Otherwise, or when a fresh bot would not
// pick `normal`, the arm is `normal` alone.
std::vector<Action> strong_yardstick(const StrongGame& g, const State& s, int seat, const Action& normal,
                                     const Rng& rng);

}  // namespace shamble
