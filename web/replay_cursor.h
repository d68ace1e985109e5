// Where a replay stands in a match, and how it moves: one action forward or
// back, to any action, to the start of a turn, or on by itself at a chosen
// pace. Plain C++ over the core (no ImGui), so tests/web/replay_cursor_test.cpp
// checks it natively; screens/replay_screen.cpp draws it.
//
// Every position comes from the one replay path: a step forward applies the
// next logged action through replay_log (framework/replay.h), anything else
// asks Match::state_at (the nearest checkpoint, then replay_log). What a seat
// may see of that position is the board views' business (view_of(state, seat)).
#pragma once

#include <cstddef>
#include <memory>
#include <vector>

#include "framework/match.h"

namespace shamble::web {

class ReplayCursor {
 public:
  // Opens `m` at position `at` (clamped to what can be replayed). `m` must
  // outlive the cursor, or be opened again once it changed (a move, a load).
  Status open(const Match& m, size_t at);
  bool is_open() const { return m_ != nullptr; }
  void close();

  // Positions run from first() (0, or the end of moves played under an older
  // rules version, which this build cannot replay) to last() (every action).
  size_t first() const;
  size_t last() const;
  size_t at() const { return at_; }
  const State& state() const { return *state_; }  // the position after at() actions

  Status seek(size_t n);  // clamped to [first, last]
  Status step(int delta);
  // The position as turn `turn` begins: before its first action (the end
  // when the game never reached it, the start for turns before the first).
  Status jump_to_turn(int turn);
  // The turn the action at log index i was taken in (as the log shows it).
  int turn_of_action(size_t i) const;
  int last_turn() const;

  // Playing on by itself at `per_second` actions a second; stops at the end.
  void play(double now, double per_second);
  void pause() { playing_ = false; }
  bool playing() const { return playing_; }
  // While playing: moves on by the actions now due (never more than a few per
  // call, so a slow frame does not skip the board through a turn unseen).
  // Returns true when the position moved.
  bool tick(double now);

 private:
  const Match* m_ = nullptr;
  std::unique_ptr<State> state_;
  size_t at_ = 0;
  std::vector<int> turns_;  // turn_before of every log action from first()
  bool playing_ = false;
  double per_second_ = 2, next_ = 0;
};

}  // namespace shamble::web
