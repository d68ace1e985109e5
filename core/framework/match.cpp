// Owns: the Match itself — applying a move (validated by State::apply, logged
// with any forced dice), undo to any earlier point and the undo floor, fork,
// replay from checkpoints and verify_replay; state_bytes (equality checks).
// The persisted forms (JSON document, binary envelope, checksum, loading) are
// match_envelope.cpp's; reading format 1 is format_v1.cpp's.
#include "framework/match.h"

#include "framework/state_image.h"

namespace shamble {

std::string state_bytes(const State& s) {
  std::string out;
  state_bytes(s, out);
  return out;
}

void state_bytes(const State& s, std::string& out) {
  ScopedSerialContext ctx({&s.info(), kSaveFormatVersion, 0});
  out.clear();
  ImageArchive ar(out);
  s.save(ar);
}

Match::Match(std::unique_ptr<State> initial, std::vector<Seat> seats)
    : initial_(std::move(initial)), current_(initial_->clone()), seats_(std::move(seats)) {
  seats_.resize(initial_->num_players());
  for (int i = 0; i < initial_->num_players(); ++i)
    if (seats_[i].name.empty()) seats_[i].name = initial_->player_name(i);
}

Match::Match(const Match& o)
    : initial_(o.initial_->clone()),
      current_(o.current_->clone()),
      history_position_(o.history_position_ ? o.history_position_->clone() : nullptr),
      seats_(o.seats_),
      log_(o.log_),
      history_(o.history_) {
  for (auto& [n, s] : o.checkpoints_) checkpoints_[n] = s->clone();
}

std::string Match::history_note() const {
  if (history_.actions == 0) return {};
  return "moves 1-" + std::to_string(history_.actions) + " were played under rules version " +
         std::to_string(history_.rules_version) + " of " + info().name + "; this build plays version " +
         std::to_string(info().rules_version) + " and cannot replay them, so the game continues from the " +
         "position they reached";
}

Status Match::apply(int seat, const Action& action, EventSink* events, const std::vector<int>& dice) {
  if (dice.empty()) {
    uint64_t before = current_->rng().draws(), hidden = current_->hidden_draws();
    if (auto e = current_->apply(seat, action, events)) return e;
    log_.push_back(
        {seat, action, {}, current_->rng().draws() != before || current_->hidden_draws() != hidden});
  } else {
    // Forced dice must not linger when the action is refused.
    auto trial = current_->clone();
    trial->rng().force(dice);
    if (auto e = trial->apply(seat, action, events)) return e;
    current_ = std::move(trial);
    log_.push_back({seat, action, dice, true});
  }
  if (log_.size() % kCheckpoint == 0) checkpoints_[log_.size()] = current_->clone();
  return {};
}

Status Match::apply_reseeded(int seat, const Action& action, uint64_t seed, EventSink* events) {
  auto trial = current_->clone();
  trial->rng().reseed(seed);
  const uint64_t hidden = trial->hidden_draws();
  if (auto e = trial->apply(seat, action, events)) return e;
  const bool revealed = trial->rng().draws() != 0 || trial->hidden_draws() != hidden;
  current_ = std::move(trial);
  log_.push_back({seat, action, {}, revealed, true, seed});
  if (log_.size() % kCheckpoint == 0) checkpoints_[log_.size()] = current_->clone();
  return {};
}

const State& Match::replay_base() const { return history_position_ ? *history_position_ : *initial_; }

std::unique_ptr<State> Match::replay_to(size_t n, Error* err) const {
  if (n < history_.actions) {
    if (err) *err = Error{"replay", history_note()};
    return nullptr;
  }
  std::unique_ptr<State> s;
  size_t from = history_.actions;
  auto it = checkpoints_.upper_bound(n);
  if (it != checkpoints_.begin() && std::prev(it)->first >= history_.actions) {
    --it;
    from = it->first;
    s = it->second->clone();
  } else {
    s = replay_base().clone();
  }
  if (auto e = replay_log(*s, log_, from, n)) {
    if (err) *err = *e;
    return nullptr;
  }
  return s;
}

Status Match::undo_to(size_t n) {
  if (n > log_.size()) return fail("undo", "cannot undo forward");
  Error err;
  auto s = replay_to(n, &err);
  if (!s) return err;
  current_ = std::move(s);
  log_.resize(n);
  checkpoints_.erase(checkpoints_.upper_bound(n), checkpoints_.end());
  return {};
}

size_t Match::undo_floor(int seat) const {
  size_t n = log_.size();
  while (n > history_.actions && log_[n - 1].seat == seat && !log_[n - 1].revealed) --n;
  return n;
}

std::unique_ptr<Match> Match::fork(size_t n) const {
  auto m = std::make_unique<Match>(*this);
  if (m->undo_to(std::min(n, log_.size()))) return nullptr;
  return m;
}

Status Match::replay(size_t from, size_t to, const ReplayObserver& observer) const {
  Error err;
  auto s = replay_to(from, &err);
  if (!s) return err;
  return replay_log(*s, log_, from, std::min(to, log_.size()), &observer);
}

Status Match::verify_replay() const {
  auto s = replay_base().clone();  // from the start (or the end of foreign history), ignoring checkpoints
  if (auto e = replay_log(*s, log_, history_.actions, log_.size())) return e;
  if (state_bytes(*s) != state_bytes(*current_))
    return fail("replay", "replaying the log does not reproduce the saved state");
  return {};
}

std::unique_ptr<Match> new_match(const GameInfo& game, const NewGameParams& params, std::vector<Seat> seats) {
  return std::make_unique<Match>(game.create(params), std::move(seats));
}

}  // namespace shamble
