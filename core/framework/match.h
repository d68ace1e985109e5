// A match is one game being played: the initial state, every action taken
// (with any dice forced for it) and the current state. It gives undo, replay,
// fork and the persisted forms; the UI, the driver and the tests all use it.
//
// Persisted forms (docs/ARCHITECTURE.md, "Saves"): the JSON game document and
// the browser's binary save. Both name actions by their code and options by
// their name, carry the game's rules version, and load forever: a save from
// an older rules version continues from its saved position, and the moves
// before it are kept as history that this build reports it cannot replay.
#pragma once

#include <algorithm>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "framework/game.h"
#include "framework/replay.h"
#include "framework/serial_context.h"

namespace shamble {

struct Seat {
  std::string kind = "human";  // human | bot:random | bot:easy | bot:normal
  std::string name;
  bool operator==(const Seat&) const = default;
};

// The first `actions` moves of the log were played under another rules
// version; `position` is where they led. Replay starts from there.
struct ForeignHistory {
  int rules_version = 0;
  size_t actions = 0;
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
  // Set when the save began under an older rules version.
  const ForeignHistory& history() const { return history_; }
  // "Moves 1-40 were played under rules version 3; ..." or empty.
  std::string history_note() const;

  // Validates and applies; on error nothing changes (not even forced dice).
  Status apply(int seat, const Action& action, EventSink* events, const std::vector<int>& dice = {});
  // Play by link: reseeds the Rng with `seed` (derived from secrets revealed
  // just now, framework/link_chain.h), then applies. Logged with the seed, so
  // undo and replay reseed alike; refused: nothing changes, the Rng neither.
  Status apply_reseeded(int seat, const Action& action, uint64_t seed, EventSink* events);
  // Goes back to the position after the first n actions.
  Status undo_to(size_t n);
  // The earliest point `seat` may undo to without taking back revealed chance
  // or another seat's decision ("undo within my turn").
  size_t undo_floor(int seat) const;
  // A new match that shares this one's history up to n actions.
  std::unique_ptr<Match> fork(size_t n) const;
  // Replays the log (from the start, or from the end of foreign history);
  // error if it does not reach the current state exactly.
  Status verify_replay() const;
  // Replays log[from, to) from the position after `from` actions, telling
  // `observer` each step (for logs, statistics, a replay viewer).
  Status replay(size_t from, size_t to, const ReplayObserver& observer) const;
  // The position after the first n actions (from the nearest checkpoint), for a
  // replay viewer and the story; null with *err before replayable history.
  std::unique_ptr<State> state_at(size_t n, Error* err) const {
    return replay_to(std::min(n, log_.size()), err);
  }

  std::string to_json() const;
  std::string to_binary() const;
  // Load either format. On error returns null and fills *err; nothing throws
  // out. `observer` (optional) sees every replayed action of the load, so a
  // caller that wants the events needs no second replay.
  static std::unique_ptr<Match> from_json(const std::string& text, Error* err,
                                          const ReplayObserver* observer = nullptr);
  static std::unique_ptr<Match> from_binary(const std::string& bytes, Error* err,
                                            const ReplayObserver* observer = nullptr);
  // Sniffs the format (binary saves start with the magic "SHMB").
  static std::unique_ptr<Match> load(const std::string& data, Error* err,
                                     const ReplayObserver* observer = nullptr);

 private:
  struct Loaded;
  static std::unique_ptr<Match> finish_load(Loaded& l, Error* err, const ReplayObserver* observer);
  std::unique_ptr<State> replay_to(size_t n, Error* err) const;
  const State& replay_base() const;  // the state replay starts from
  std::unique_ptr<State> initial_;
  std::unique_ptr<State> current_;
  std::unique_ptr<State> history_position_;  // set with history_
  std::vector<Seat> seats_;
  std::vector<LoggedAction> log_;
  ForeignHistory history_;
  // Copies of the state every kCheckpoint actions keep undo and replay fast.
  static constexpr size_t kCheckpoint = 64;
  std::map<size_t, std::unique_ptr<State>> checkpoints_;
};

// A state's image (framework/state_image.h): equal bytes mean equal states
// (replay checks, the soak's "refused actions leave the state untouched").
// Never stored: saves use the portable forms, state_binary among them.
std::string state_bytes(const State& s);
void state_bytes(const State& s, std::string& out);  // into `out`, reusing its buffer
// A state alone in the portable binary form the browser's save holds.
std::string state_binary(const State& s);

// Convenience: a new match from a game id, preset, overrides and seats.
std::unique_ptr<Match> new_match(const GameInfo& game, const NewGameParams& params, std::vector<Seat> seats);

}  // namespace shamble
