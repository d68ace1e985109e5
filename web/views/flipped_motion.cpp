// Motion for Flipped, from the event stream: each App::log() entry carries the
// core's structured events (LogEvent::ev). The entries newer than the last one
// seen become beats on a timeline: dice tumble ~0.4 s, tokens hop ~0.1 s a
// square, each zombie of a night attack is fought in the centre one by one.
// Nothing is decided here and no copy of the state is kept; the view is
// already final, the beats only show how it got so (a token's starting square
// is the `from` of its first move, a heart count the one before its first
// wound).
#include <algorithm>
#include <cmath>

#include "flipped_view.h"

namespace shamble::web::flipped_ui {

namespace {
constexpr double kHop = 0.1;
constexpr double kLongestMove = 1.5;  // long moves hop faster instead of taking seconds
constexpr double kMaxBacklog = 10.0;  // further behind than this (instant bots): snap
constexpr float kPi = 3.14159265f;

double duration(const Event& e) {
  switch (e.kind) {
    case fl::kEvRoll: return 0.4;
    case fl::kEvMove: return e.v[2] > 0 ? std::min(kLongestMove, kHop * e.v[2]) : 0.0;
    case fl::kEvReveal: return 0.45;
    case fl::kEvHealth: return 0.15;
    case fl::kEvPushBack: return 0.2;
    case fl::kEvTunnel: return 0.35;
    case fl::kEvAttack: return 0.8;
    case fl::kEvFinalAttack: return 0.7;
    case fl::kEvShare: return 0.25;
    case fl::kEvFight: return 0.4;
    case fl::kEvNightStart:
    case fl::kEvRoundStart: return 0.7;
    case fl::kEvDeath: return 0.6;
    case fl::kEvPartTaken:
    case fl::kEvPartDelivered:
    case fl::kEvStay:
    case fl::kEvInfest: return 0.3;
    case fl::kEvTurnStart: return 0.1;
    default: return 0.0;
  }
}
}  // namespace

void Motion::add(const State& s, const Event& e, double* t) {
  if (e.kind == fl::kEvNightStart || e.kind == fl::kEvFinalAttack) night_now_ = true;
  if (e.kind == fl::kEvRoundStart) night_now_ = false;
  Beat b;
  b.ev = e;
  b.text = fl::narration(s, e);
  b.start = *t;
  b.dur = duration(e);
  b.night = night_now_;
  b.round = beats_.empty() ? round_base_ : beats_.back().round;
  if (e.kind == fl::kEvRoundStart) b.round = e.v[0];
  // F-WIN-5: the last stand throws the dice of the round named in v2 (0 by
  // default: the marker has turned to 0), so the dice strip shows those.
  if (e.kind == fl::kEvFinalAttack) b.round = e.v[2];
  if (e.kind == fl::kEvMove) b.from = e.v[0], b.to = e.v[1], b.steps = e.v[2];
  if (e.kind == fl::kEvPushBack) b.from = e.v[0], b.to = e.v[1], b.steps = -1;
  if (e.kind == fl::kEvTunnel) b.from = e.v[0], b.to = e.v[1];
  *t += b.dur;
  beats_.push_back(std::move(b));
}

// The dice a beat shows thrown: a move's roll, or the round's available dice
// for a night attack or the last stand (the masks of which show coloured).
bool Motion::thrown(const Beat& b, int* mask, int* silver) const {
  auto avail = [&](int r) {
    return r >= 0 && r < static_cast<int>(rounds_.size()) ? rounds_[r].available : 0;
  };
  switch (b.ev.kind) {
    case fl::kEvRoll: *mask = b.ev.v[0], *silver = b.ev.v[1]; return true;
    case fl::kEvAttack: *mask = avail(b.round), *silver = *mask & ~b.ev.v[3]; return true;
    case fl::kEvFinalAttack: *mask = avail(b.round), *silver = *mask & ~b.ev.v[1]; return true;
    default: return false;
  }
}

// Forgets the timeline (everything is drawn from the view as it is now),
// keeping the newest roll for the dice strip and the round and night shown last.
void Motion::rebase() {
  for (const Beat& b : beats_) thrown(b, &last_mask_, &last_silver_);
  if (!beats_.empty()) round_base_ = beats_.back().round;
  beats_.clear();
  end_ = 0;
}

// A match adopted, or an undo: nothing to animate backwards in time.
void Motion::reset(const App& app, const fl::View& v) {
  if (serial_ != app.session.match_serial()) last_mask_ = last_silver_ = 0;  // another match: no roll yet
  beats_.clear();
  end_ = 0;
  serial_ = app.session.match_serial();
  seen_ = app.session.log().size();
  seen_label_ = seen_ ? app.session.log()[seen_ - 1].label : std::string();
  round_base_ = v.round;
  night_now_ = v.night;
  rounds_ = v.rounds_dice;
}

void Motion::sync(const App& app, const State& s, const fl::View& v, double now) {
  const auto& log = app.session.log();
  if (serial_ != app.session.match_serial() || log.size() < seen_ ||
      (seen_ > 0 && log[seen_ - 1].label != seen_label_)) {
    reset(app, v);
    return;
  }
  if (log.size() == seen_) return;
  if (now >= end_) rebase();
  double t = std::max(now, end_);
  for (size_t i = seen_; i < log.size(); ++i)
    for (const LogEvent& le : log[i].events) add(s, le.ev, &t);
  seen_ = log.size();
  seen_label_ = log.back().label;
  end_ = t;
  if (end_ - now > kMaxBacklog) skip();
}

void Motion::skip() { rebase(); }

const Beat* Motion::current(double now) const {
  const Beat* last = nullptr;
  for (const Beat& b : beats_) {
    if (b.start > now) break;
    last = &b;
  }
  return last && now < end_ ? last : nullptr;
}

bool Motion::night(const fl::View& v, double now) const {
  if (const Beat* b = current(now)) return b->night;
  return v.night;
}

int Motion::round(const fl::View& v, double now) const {
  if (const Beat* b = current(now)) return b->round;
  return beats_.empty() || now >= end_ ? v.round : round_base_;
}

bool Motion::rolling(double now) const {
  const Beat* b = current(now);
  return b && (b->ev.kind == fl::kEvRoll || b->ev.kind == fl::kEvAttack) && now < b->start + b->dur;
}

bool Motion::roll(double now, int* mask, int* silver) const {
  *mask = last_mask_, *silver = last_silver_;
  for (const Beat& b : beats_) {
    if (b.start > now) break;
    thrown(b, mask, silver);
  }
  return *mask != 0;
}

int Motion::shown_health(const fl::View& v, int c, double now) const {
  if (now >= end_) return v.characters[c].health;
  int h = -1;
  for (const Beat& b : beats_) {
    if (b.ev.kind != fl::kEvHealth || b.ev.player != c) continue;
    if (b.start > now) return h >= 0 ? h : b.ev.v[1] + b.ev.v[0];  // before its first wound still to come
    h = b.ev.v[1];
  }
  return h >= 0 ? h : v.characters[c].health;
}

float Motion::shown(const fl::View& v, int c, double now, float* lift) const {
  *lift = 0;
  const int ring_squares = static_cast<int>(v.squares.size());
  if (now >= end_) return v.characters[c].square;
  float pos = v.characters[c].square;
  bool first = true;
  for (const Beat& b : beats_) {
    if (b.ev.player != c || (b.steps == 0 && b.from == b.to)) continue;
    if (first) pos = b.from, first = false;  // where c stood before the timeline moved it
    if (b.start > now) break;
    double e = b.dur > 0 ? (now - b.start) / b.dur : 1.0;
    if (e >= 1.0 || b.steps == 0) {  // done, or the tunnel: no trip round the board
      pos = e >= 1.0 ? b.to : b.from;
      continue;
    }
    int n = std::abs(b.steps);
    double hops = e * n, k = std::floor(hops);
    *lift = std::sin(static_cast<float>(hops - k) * kPi);
    double p = b.from + (b.steps > 0 ? hops : -hops);
    return static_cast<float>(std::fmod(p + ring_squares, ring_squares));
  }
  return pos;
}

}  // namespace shamble::web::flipped_ui
