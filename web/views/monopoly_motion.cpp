// Motion: the dice tumble (~0.4 s) after each roll and tokens hop square by
// square (~0.1 s each), driven by the structured events in App::log(): a roll
// event tumbles the dice, a move event hops its token from where the event
// says by the steps it says (view.h documents each event's values). Nothing
// here compares positions or guesses directions. A click, a new match or an
// undo snaps everything to the view.
#include <algorithm>
#include <cmath>
#include <cstdlib>

#include "monopoly_view.h"

namespace shamble::web::monopoly_ui {

namespace {
constexpr double kDice = 0.4;
constexpr double kHop = 0.1;
constexpr double kLongestMove = 1.5;  // long card moves hop faster instead of taking seconds
constexpr float kPi = 3.14159265f;
constexpr int kN = mono::kBoardSquares;
}  // namespace

void Motion::snap(const mono::View& v) {
  for (int p = 0; p < mono::kSeatsMax; ++p) {
    target_[p] = p < v.players ? v.seats[p].pos : 0;
    hops_[p] = Hop{target_[p], 0, 0, kHop};
  }
  dice_end_ = 0;
}

void Motion::hop(int p, int from, int steps, double now) {
  if (p < 0 || p >= mono::kSeatsMax) return;
  int end = ((from + steps) % kN + kN) % kN;
  // A token still on its way (doubles roll again quickly) hops on from where it is drawn.
  float lift = 0;
  int at = static_cast<int>(std::lround(shown(p, now, &lift))) % kN;
  if (at != from && steps != 0)
    steps = steps > 0 ? ((end - at) % kN + kN) % kN : -(((at - end) % kN + kN) % kN), from = at;
  Hop h;
  h.from = from;
  h.steps = steps;
  h.each = steps ? std::min(kHop, kLongestMove / std::abs(steps)) : kHop;
  h.start = std::max(now, dice_end_);  // the dice land before the token moves
  hops_[p] = h;
  target_[p] = end;
}

void Motion::sync(const App& app, const mono::View& v, double now) {
  const std::vector<LogEntry>& log = app.session.log();
  bool undone = log.size() < seen_ || (seen_ > 0 && log[seen_ - 1].index != seen_index_);
  if (app.session.match_serial() != serial_ ||
      undone) {  // a new match or an undo: no animation backwards in time
    serial_ = app.session.match_serial();
    snap(v);
    seen_ = log.size();
    seen_index_ = seen_ ? log[seen_ - 1].index : 0;
    return;
  }
  for (size_t i = seen_; i < log.size(); ++i) {
    for (const LogEvent& le : log[i].events) {
      const Event& e = le.ev;
      Step st;
      if (e.kind == mono::kEvRoll) {
        st.dice = true;
      } else if (e.kind == mono::kEvMove) {
        const mono::MoveValues mv = mono::move_values(e);
        st.player = e.player, st.from = mv.from, st.steps = mv.steps;
      } else if (read_more) {
        st = read_more(e);
      }
      if (st.dice) dice_end_ = now + kDice;
      if (st.steps) hop(st.player, st.from, st.steps, now);
    }
  }
  seen_ = log.size();
  seen_index_ = seen_ ? log[seen_ - 1].index : 0;
  // Jail, cures and other jumps have no trip round the board: the token is
  // simply where the view says once its hops are done.
  for (int p = 0; p < v.players; ++p)
    if (target_[p] != v.seats[p].pos) {
      target_[p] = v.seats[p].pos;
      hops_[p] = Hop{target_[p], 0, 0, kHop};
    }
}

float Motion::shown(int p, double now, float* lift) const {
  const Hop& h = hops_[p];
  *lift = 0;
  if (!h.steps || now <= h.start) return static_cast<float>(h.from);
  double e = (now - h.start) / h.each;
  int n = std::abs(h.steps);
  if (e >= n) return static_cast<float>(((h.from + h.steps) % kN + kN) % kN);
  double k = std::floor(e);
  *lift = std::sin(static_cast<float>(e - k) * kPi);
  double pos = h.from + (h.steps > 0 ? e : -e);
  return static_cast<float>(std::fmod(pos + kN, kN));
}

bool Motion::busy(double now) const {
  if (now < dice_end_) return true;
  for (const Hop& h : hops_)
    if (h.steps && now < h.start + h.each * std::abs(h.steps)) return true;
  return false;
}

void Motion::skip() {
  dice_end_ = 0;
  for (int p = 0; p < mono::kSeatsMax; ++p) hops_[p] = Hop{target_[p], 0, 0, kHop};
}

namespace {

// Where the k-th of n tokens resting on a square sits.
ImVec2 slot(const Geometry& g, int sq, int k, int n, bool inmate, float* px) {
  Box b = g.content(sq);
  if (sq == mono::kJailSquare) {
    Box sb = g.square(sq);
    b = inmate ? Box{{sb.b.x - sb.w() * 0.66f, sb.a.y}, {sb.b.x, sb.a.y + sb.h() * 0.66f}}
               : Box{{sb.a.x, sb.a.y + sb.h() * 0.66f}, sb.b};
  }
  int cols = b.w() > b.h() * 1.3f ? 4 : 2;
  cols = std::min(cols, std::max(1, n));
  int rows = (n + cols - 1) / cols;
  float sw = b.w() / cols, sh = b.h() / std::max(rows, 2);
  *px = std::min({sw, sh, g.cell * 0.42f}) * 0.9f;
  int r = k / cols, c = k % cols;
  float top = b.centre().y - sh * rows * 0.5f;
  return ImVec2(b.a.x + sw * (c + 0.5f), top + sh * (r + 0.5f));
}

void jail_bars(ImDrawList* dl, ImVec2 c, float px) {
  for (int i = -1; i <= 1; ++i)
    dl->AddLine(ImVec2(c.x + i * px * 0.3f, c.y - px * 0.55f), ImVec2(c.x + i * px * 0.3f, c.y + px * 0.55f),
                IM_COL32(40, 40, 40, 255), 2.0f);
}

}  // namespace

void Motion::draw_tokens(ImDrawList* dl, const Geometry& g, const Frame& f) const {
  const std::vector<mono::PlayerView>& pl = f.v.seats;
  struct Placed {
    int p;
    float pos, lift;
  };
  std::vector<Placed> ps;
  for (int p = 0; p < f.n(); ++p) {
    if (pl[p].bankrupt) continue;
    Placed x{p, 0, 0};
    x.pos = shown(p, f.now, &x.lift);
    ps.push_back(x);
  }
  // Resting tokens share their square's slots; a moving token glides between squares.
  for (const Placed& x : ps) {
    bool moving = x.pos != std::floor(x.pos) || x.lift > 0;
    int sq = static_cast<int>(x.pos) % kN;
    bool inmate = pl[x.p].in_jail && !moving && sq == mono::kJailSquare;
    int n = 0, k = 0;
    for (const Placed& y : ps) {
      int ysq = static_cast<int>(y.pos) % kN;
      bool yin = pl[y.p].in_jail && ysq == mono::kJailSquare;
      if (ysq == sq && yin == inmate) {
        if (y.p < x.p) ++k;
        ++n;
      }
    }
    float px = 0;
    ImVec2 c = slot(g, sq, k, n, inmate, &px);
    if (moving) {
      float frac = x.pos - std::floor(x.pos);
      float px2 = 0;
      ImVec2 c2 = slot(g, (sq + 1) % kN, 0, 1, false, &px2);
      ImVec2 c1 = slot(g, sq, 0, 1, false, &px);
      c = ImVec2(c1.x + (c2.x - c1.x) * frac, c1.y + (c2.y - c1.y) * frac - x.lift * g.cell * 0.35f);
      px = std::max(px, px2) * 1.1f;
    }
    if (token)
      token(dl, c, px, x.p);
    else
      token_glyph(dl, c, px, x.p);
    if (inmate) jail_bars(dl, c, px);
    if (x.p == f.v.turn && !moving) dl->AddCircle(c, px * 0.62f, IM_COL32(255, 255, 255, 220), 0, 2.0f);
  }
}

void Motion::draw_dice(ImDrawList* dl, ImVec2 at, float die, const int* faces, int n, double now) const {
  web::draw_dice(dl, at, die, faces, n, now < dice_end_, now);
}

}  // namespace shamble::web::monopoly_ui
