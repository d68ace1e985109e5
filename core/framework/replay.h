// The one replay loop. Loading a save, undo, verifying a document, the
// browser's log and a future replay viewer all step a state through logged
// actions here, so they cannot disagree about what a log means.
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "framework/game.h"

namespace shamble {

struct LoggedAction {
  int seat = 0;
  Action action;
  std::vector<int> dice;  // forced chance results supplied with this action
  bool revealed = false;  // the action drew chance (dice, cards): undo past it is "peeking"
  // Play by link (framework/link_chain.h): the Rng was reseeded with `seed`
  // just before this action, from secrets revealed then, so no seed read from
  // the game decides what chance does next.
  bool reseeded = false;
  uint64_t seed = 0;
};

// One replayed action, as an observer sees it.
struct ReplayStep {
  size_t index;  // in the log
  const LoggedAction& entry;
  const std::string& label;  // State::label of the action, taken before it applied
  int turn_before;           // State::turn_number before it applied
  const State& after;
  const EventSink& events;  // what it emitted
};
using ReplayObserver = std::function<void(const ReplayStep&)>;
// Told the state after each action, for keeping checkpoints.
using ReplayCheckpoint = std::function<void(size_t applied, const State& after)>;

// Applies log[from, to) to `s`, which must be the position after `from`
// actions. On a refusal returns an error naming the action and leaves `s` at
// the position before it. Observers may be null.
Status replay_log(State& s, const std::vector<LoggedAction>& log, size_t from, size_t to,
                  const ReplayObserver* observer = nullptr, const ReplayCheckpoint* checkpoint = nullptr);

}  // namespace shamble
