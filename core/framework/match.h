// A match is one game being played: the initial state, every action taken
// (with any dice forced for it) and the current state. It gives undo, replay,
// fork and the save format; the UI, the driver and the tests all use it.
#pragma once

#include <map>
#include <memory>
#include <string>
#include <vector>

#include "framework/game.h"

namespace shamble {

// Save format version: bump when the envelope below changes shape.
constexpr int kSaveFormatVersion = 1;

struct Seat {
  std::string kind = "human";  // human | bot:random | bot:easy | bot:normal
  std::string name;
  bool operator==(const Seat&) const = default;
};

struct LoggedAction {
  int seat = 0;
  Action action;
  std::vector<int> dice;  // forced chance results supplied with this action
  bool revealed = false;  // the action drew chance (dice, cards): undo past it is "peeking"
};

class Match {
 public:
  Match(std::unique_ptr<State> initial, std::vector<Seat> seats);
  Match(const Match& other);

  const State& state() const { return *current_; }
  const State& initial() const { return *initial_; }
  const GameInfo& info() const { return initial_->info(); }
  const std::vector<Seat>& seats() const { return seats_; }
  void set_seats(std::vector<Seat> seats) { seats_ = std::move(seats); }
  const std::vector<LoggedAction>& log() const { return log_; }
  size_t size() const { return log_.size(); }

  // Validates and applies; on error nothing changes (not even forced dice).
  Status apply(int seat, const Action& action, EventSink* events, const std::vector<int>& dice = {});
  // Goes back to the position after the first n actions.
  Status undo_to(size_t n);
  // The earliest point `seat` may undo to without taking back revealed chance
  // or another seat's decision ("undo within my turn").
  size_t undo_floor(int seat) const;
  // A new match that shares this one's history up to n actions.
  std::unique_ptr<Match> fork(size_t n) const;
  // Replays the log from the initial state; error if it does not reach the
  // current state exactly.
  Status verify_replay() const;

  std::string to_json() const;
  std::string to_binary() const;
  // Load either format. On error returns null and fills *err; nothing throws out.
  static std::unique_ptr<Match> from_json(const std::string& text, Error* err);
  static std::unique_ptr<Match> from_binary(const std::string& bytes, Error* err);
  // Sniffs the format (binary saves start with the magic "SHMB").
  static std::unique_ptr<Match> load(const std::string& data, Error* err);

 private:
  std::unique_ptr<State> replay_to(size_t n, Error* err) const;
  std::unique_ptr<State> initial_;
  std::unique_ptr<State> current_;
  std::vector<Seat> seats_;
  std::vector<LoggedAction> log_;
  // Copies of the state every kCheckpoint actions keep undo and replay fast.
  static constexpr size_t kCheckpoint = 64;
  std::map<size_t, std::unique_ptr<State>> checkpoints_;
};

// Convenience: a new match from a game id, preset, overrides and seats.
std::unique_ptr<Match> new_match(const GameInfo& game, const NewGameParams& params, std::vector<Seat> seats);

}  // namespace shamble
