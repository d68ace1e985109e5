// Motion for Flipped. The App log keeps only sentences, so the view keeps its
// own copy of the state and replays each newly logged action on it (with the
// dice that were forced for it) to get the core's events. Each event becomes a
// beat on a timeline: dice tumble ~0.4 s, tokens hop ~0.1 s a square, each
// zombie of a night attack is fought in the centre one by one. Nothing is
// decided here; the state is already final, the beats only show how it got so.
#include <algorithm>
#include <cmath>

#include "flipped_view.h"

namespace shamble::web::fv {

namespace {
constexpr double kHop = 0.1;
constexpr double kLongestMove = 1.5;  // long moves hop faster instead of taking seconds
constexpr double kMaxBacklog = 10.0;  // further behind than this (instant bots): snap
constexpr float kPi = 3.14159265f;

double duration(const Event& e) {
  switch (e.kind) {
    case fl::evRoll: return 0.4;
    case fl::evMove: return e.v[2] > 0 ? std::min(kLongestMove, kHop * e.v[2]) : 0.0;
    case fl::evReveal: return 0.45;
    case fl::evHealth: return 0.15;
    case fl::evPushBack: return 0.2;
    case fl::evTunnel: return 0.35;
    case fl::evAttack: return 0.8;
    case fl::evFinalAttack: return 0.7;
    case fl::evShare: return 0.25;
    case fl::evFight: return 0.4;
    case fl::evNightStart:
    case fl::evRoundStart: return 0.7;
    case fl::evDeath: return 0.6;
    case fl::evPartTaken:
    case fl::evPartDelivered:
    case fl::evStay:
    case fl::evInfest: return 0.3;
    case fl::evTurnStart: return 0.1;
    default: return 0.0;
  }
}
}  // namespace

void Motion::add(const Event& e, double* t, bool* night) {
  if (e.kind == fl::evNightStart || e.kind == fl::evFinalAttack) *night = true;
  if (e.kind == fl::evRoundStart) *night = false;
  Beat b;
  b.ev = e;
  b.start = *t;
  b.dur = duration(e);
  b.night = *night;
  b.round = beats_.empty() ? round_base_ : beats_.back().round;
  if (e.kind == fl::evRoundStart) b.round = e.v[0];
  if (e.kind == fl::evMove) b.from = e.v[0], b.to = e.v[1], b.steps = e.v[2];
  if (e.kind == fl::evPushBack) b.from = e.v[0], b.to = e.v[1], b.steps = -1;
  if (e.kind == fl::evTunnel) b.from = e.v[0], b.to = e.v[1];
  *t += b.dur;
  beats_.push_back(b);
}

// Forgets the timeline: everything drawn from the state as it is now.
void Motion::rebase(const fl::FlippedState& s) {
  for (const Beat& b : beats_) {  // keep the newest roll for the dice strip
    if (b.ev.kind == fl::evRoll) last_mask_ = b.ev.v[0], last_silver_ = b.ev.v[1];
    if (b.ev.kind == fl::evAttack) last_mask_ = avail(b.round), last_silver_ = last_mask_ & ~b.ev.v[3];
  }
  beats_.clear();
  for (int c = 0; c < s.chars(); ++c) base_pos_[c] = s.ch(c).pos, base_health_[c] = s.ch(c).health;
  round_base_ = s.round();
  night_now_ = s.phase() == fl::Phase::Share;
  end_ = 0;
}

void Motion::sync(const Match& m, double now) {
  auto* cur = dynamic_cast<const fl::FlippedState*>(&m.state());
  if (!cur) return;
  if (!shadow_ || m.size() < seen_) {  // first frame or undo: no animation backwards in time
    shadow_ = m.state().clone();
    seen_ = m.size();
    rebase(*cur);
    return;
  }
  if (m.size() == seen_) return;
  auto& sh = static_cast<fl::FlippedState&>(*shadow_);
  if (now >= end_) rebase(sh);
  double t = std::max(now, end_);
  for (size_t i = seen_; i < m.size(); ++i) {
    const LoggedAction& la = m.log()[i];
    if (!la.dice.empty()) shadow_->rng().force(la.dice);
    EventSink ev;
    if (shadow_->apply(la.seat, la.action, &ev)) {  // out of step (should not happen): start over
      shadow_.reset();
      sync(m, now);
      return;
    }
    for (const Event& e : ev) add(e, &t, &night_now_);
  }
  seen_ = m.size();
  end_ = t;
  if (end_ - now > kMaxBacklog) skip();
}

// The dice thrown by a night attack: the available ones of that round, in the
// game's dice reading (F-DICE-3).
uint8_t Motion::avail(int round) const {
  const fl::DiceSet& ds = shadow_ ? static_cast<const fl::FlippedState&>(*shadow_).dice() : fl::dice_set(0);
  return ds.available_mask(round);
}

void Motion::skip() {
  if (shadow_) rebase(static_cast<const fl::FlippedState&>(*shadow_));
}

const Beat* Motion::current(double now) const {
  const Beat* last = nullptr;
  for (const Beat& b : beats_) {
    if (b.start > now) break;
    last = &b;
  }
  return last && now < end_ ? last : nullptr;
}

bool Motion::night(const fl::FlippedState& s, double now) const {
  if (const Beat* b = current(now)) return b->night;
  return s.phase() == fl::Phase::Share;
}

int Motion::round(const fl::FlippedState& s, double now) const {
  if (const Beat* b = current(now)) return b->round;
  return beats_.empty() || now >= end_ ? s.round() : round_base_;
}

bool Motion::rolling(double now) const {
  const Beat* b = current(now);
  return b && (b->ev.kind == fl::evRoll || b->ev.kind == fl::evAttack) && now < b->start + b->dur;
}

bool Motion::roll(double now, int* mask, int* silver) const {
  *mask = last_mask_, *silver = last_silver_;
  for (const Beat& b : beats_) {
    if (b.start > now) break;
    if (b.ev.kind == fl::evRoll) *mask = b.ev.v[0], *silver = b.ev.v[1];
    if (b.ev.kind == fl::evAttack) *mask = avail(b.round), *silver = *mask & ~b.ev.v[3];
  }
  return *mask != 0;
}

int Motion::shown_health(const fl::FlippedState& s, int c, double now) const {
  if (now >= end_) return s.ch(c).health;
  int h = base_health_[c];
  for (const Beat& b : beats_) {
    if (b.start > now) break;
    if (b.ev.kind == fl::evHealth && b.ev.player == c) h = b.ev.v[1];
  }
  return h;
}

float Motion::shown(const fl::FlippedState& s, int c, double now, float* lift) const {
  *lift = 0;
  if (now >= end_) return s.ch(c).pos;
  float pos = base_pos_[c];
  for (const Beat& b : beats_) {
    if (b.start > now) break;
    if (b.ev.player != c || (b.steps == 0 && b.from == b.to)) continue;
    double e = b.dur > 0 ? (now - b.start) / b.dur : 1.0;
    if (e >= 1.0 || b.steps == 0) {  // done, or the tunnel: no trip round the board
      pos = e >= 1.0 ? b.to : b.from;
      continue;
    }
    int n = std::abs(b.steps);
    double hops = e * n, k = std::floor(hops);
    *lift = std::sin(static_cast<float>(hops - k) * kPi);
    double p = b.from + (b.steps > 0 ? hops : -hops);
    return static_cast<float>(std::fmod(p + fl::kSquares, fl::kSquares));
  }
  return pos;
}

}  // namespace shamble::web::fv
