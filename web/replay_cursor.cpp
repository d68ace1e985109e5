#include "replay_cursor.h"

#include <algorithm>

namespace shamble::web {

Status ReplayCursor::open(const Match& m, size_t at) {
  close();
  m_ = &m;
  // The turn of each action, read once from the replay loop's own steps.
  turns_.assign(m.size(), 0);
  size_t from = m.history().actions;
  if (auto e = m.replay(from, m.size(), [&](const ReplayStep& st) { turns_[st.index] = st.turn_before; })) {
    close();
    return e;
  }
  at_ = ~size_t{0};
  if (auto e = seek(at)) {
    close();
    return e;
  }
  return {};
}

void ReplayCursor::close() {
  m_ = nullptr;
  state_.reset();
  turns_.clear();
  playing_ = false;
  at_ = 0;
}

size_t ReplayCursor::first() const { return m_ ? m_->history().actions : 0; }
size_t ReplayCursor::last() const { return m_ ? m_->size() : 0; }

Status ReplayCursor::seek(size_t n) {
  if (!m_) return fail("replay", "no game is open for replay");
  n = std::clamp(n, first(), last());
  if (state_ && n == at_) return {};
  if (state_ && n == at_ + 1) {
    // One action on: apply it to this position rather than replaying from a checkpoint.
    if (auto e = replay_log(*state_, m_->log(), at_, n)) return e;
    at_ = n;
    return {};
  }
  Error err;
  auto s = m_->state_at(n, &err);
  if (!s) return err;
  state_ = std::move(s);
  at_ = n;
  return {};
}

Status ReplayCursor::step(int delta) {
  if (delta < 0 && static_cast<size_t>(-delta) > at_) return seek(first());
  return seek(at_ + delta);
}

int ReplayCursor::turn_of_action(size_t i) const { return i < turns_.size() ? turns_[i] : last_turn(); }

int ReplayCursor::last_turn() const {
  if (!m_) return 0;
  return m_->state().turn_number();
}

Status ReplayCursor::jump_to_turn(int turn) {
  for (size_t i = first(); i < last(); ++i)
    if (turns_[i] >= turn) return seek(i);
  return seek(last());
}

void ReplayCursor::play(double now, double per_second) {
  per_second_ = std::max(0.1, per_second);
  if (at_ >= last()) seek(first());  // play again from the start
  playing_ = true;
  next_ = now + 1.0 / per_second_;
}

bool ReplayCursor::tick(double now) {
  if (!playing_ || !m_) return false;
  bool moved = false;
  for (int k = 0; k < 4 && now >= next_; ++k) {
    if (at_ >= last() || step(1)) {
      playing_ = false;
      break;
    }
    moved = true;
    next_ += 1.0 / per_second_;
  }
  if (now >= next_) next_ = now + 1.0 / per_second_;  // behind by more than a few: do not race to catch up
  if (at_ >= last()) playing_ = false;
  return moved;
}

}  // namespace shamble::web
