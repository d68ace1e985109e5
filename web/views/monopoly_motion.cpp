// Motion: the dice tumble (~0.4 s) after each roll and tokens hop square by
// square (~0.1 s each). The table only says where tokens are now, so the view
// remembers where it last drew them and animates the difference; a click (or
// undo) snaps everything to the table.
#include <algorithm>
#include <cmath>

#include "monopoly_view.h"

namespace shamble::web::mv {

namespace {
constexpr double kDice = 0.4;
constexpr double kHop = 0.1;
constexpr double kLongestMove = 1.5;  // long card moves hop faster instead of taking seconds
constexpr float kPi = 3.14159265f;
}  // namespace

void Motion::sync(const Match& m, const mono::MonoTable& t, double now) {
  if (!init_ || m.size() < seen_log_) {  // first frame or undo: no animation backwards in time
    for (int p = 0; p < t.n; ++p) {
      target_[p] = t.players[p].pos;
      hops_[p] = Hop{target_[p], 0, 0, kHop};
    }
    seen_log_ = m.size();
    init_ = true;
    dice_end_ = 0;
    return;
  }
  bool back = false;
  for (size_t i = seen_log_; i < m.size(); ++i) {
    const Action& a = m.log()[i].action;
    if (a.kind == mono::kRoll || (is_roll && is_roll(a))) dice_end_ = now + kDice;
    if (moves_back && moves_back(a)) back = true;
  }
  seen_log_ = m.size();
  for (int p = 0; p < t.n; ++p) {
    int to = t.players[p].pos;
    if (to == target_[p]) continue;
    float lift = 0;
    int from = static_cast<int>(std::lround(shown(p, now, &lift))) % mono::kSquares;
    int steps = (to - from + mono::kSquares) % mono::kSquares;
    if (t.players[p].in_jail)
      steps = 0, from = to;  // sent to jail: straight there, no trip round the board
    else if (steps >= 37 || (back && steps > mono::kSquares / 2))
      steps -= mono::kSquares;  // "go back three" (or a counter-clockwise zombie) hops backwards
    Hop h;
    h.from = from;
    h.steps = steps;
    h.each = steps ? std::min(kHop, kLongestMove / std::abs(steps)) : kHop;
    h.start = std::max(now, dice_end_);  // the dice land before the token moves
    hops_[p] = h;
    target_[p] = to;
  }
}

float Motion::shown(int p, double now, float* lift) const {
  const Hop& h = hops_[p];
  *lift = 0;
  if (!h.steps || now <= h.start) return static_cast<float>(h.from);
  double e = (now - h.start) / h.each;
  int n = std::abs(h.steps);
  if (e >= n) return static_cast<float>((h.from + h.steps + mono::kSquares) % mono::kSquares);
  double k = std::floor(e);
  *lift = std::sin(static_cast<float>(e - k) * kPi);
  double pos = h.from + (h.steps > 0 ? e : -e);
  return static_cast<float>(std::fmod(pos + mono::kSquares, mono::kSquares));
}

bool Motion::busy(double now) const {
  if (now < dice_end_) return true;
  for (const Hop& h : hops_)
    if (h.steps && now < h.start + h.each * std::abs(h.steps)) return true;
  return false;
}

void Motion::skip() {
  dice_end_ = 0;
  for (int p = 0; p < mono::kMaxPlayers; ++p) hops_[p] = Hop{target_[p], 0, 0, kHop};
}

namespace {

// Where the k-th of n tokens resting on a square sits.
ImVec2 slot(const Geometry& g, const mono::MonoTable& t, int sq, int k, int n, bool inmate, float* px) {
  Box b = g.content(sq);
  if (sq == board::kJail) {
    Box sb = g.square(sq);
    b = inmate ? Box{{sb.b.x - sb.w() * 0.66f, sb.a.y}, {sb.b.x, sb.a.y + sb.h() * 0.66f}}
               : Box{{sb.a.x, sb.a.y + sb.h() * 0.66f}, sb.b};
  }
  (void)t;
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
  const mono::MonoTable& t = f.t;
  struct Placed {
    int p;
    float pos, lift;
  };
  std::vector<Placed> ps;
  for (int p = 0; p < t.n; ++p) {
    if (t.players[p].bankrupt) continue;
    Placed x{p, 0, 0};
    x.pos = shown(p, f.now, &x.lift);
    ps.push_back(x);
  }
  // Resting tokens share their square's slots; a moving token glides between squares.
  for (const Placed& x : ps) {
    bool moving = x.pos != std::floor(x.pos) || x.lift > 0;
    int sq = static_cast<int>(x.pos) % mono::kSquares;
    bool inmate = t.players[x.p].in_jail && !moving && sq == board::kJail;
    int n = 0, k = 0;
    for (const Placed& y : ps) {
      int ysq = static_cast<int>(y.pos) % mono::kSquares;
      bool yin = t.players[y.p].in_jail && ysq == board::kJail;
      if (ysq == sq && yin == inmate) {
        if (y.p < x.p) ++k;
        ++n;
      }
    }
    float px = 0;
    ImVec2 c = slot(g, t, sq, k, n, inmate, &px);
    if (moving) {
      float frac = x.pos - std::floor(x.pos);
      float px2 = 0;
      ImVec2 c2 = slot(g, t, (sq + 1) % mono::kSquares, 0, 1, false, &px2);
      ImVec2 c1 = slot(g, t, sq, 0, 1, false, &px);
      c = ImVec2(c1.x + (c2.x - c1.x) * frac, c1.y + (c2.y - c1.y) * frac - x.lift * g.cell * 0.35f);
      px = std::max(px, px2) * 1.1f;
    }
    if (token)
      token(dl, c, px, x.p);
    else
      token_glyph(dl, c, px, x.p);
    if (inmate) jail_bars(dl, c, px);
    if (x.p == t.turn && !moving) dl->AddCircle(c, px * 0.62f, IM_COL32(255, 255, 255, 220), 0, 2.0f);
  }
}

void Motion::draw_dice(ImDrawList* dl, ImVec2 at, float die, const mono::MonoTable& t, double now) const {
  int faces[2] = {t.dice[0], t.dice[1]};
  draw_dice(dl, at, die, faces, 2, now);
}

void Motion::draw_dice(ImDrawList* dl, ImVec2 at, float die, const int* faces, int n, double now) const {
  bool rolling = now < dice_end_;
  for (int i = 0; i < n; ++i) {
    int v = faces[i];
    ImVec2 a(at.x + i * die * 1.25f, at.y);
    if (rolling) {  // tumbling: faces change every 50 ms, the die shakes a little
      int tick = static_cast<int>(now * 20) + i * 3;
      v = 1 + (tick * 7 + i * 5) % 6;
      a.y += std::sin(static_cast<float>(now) * 40 + i) * die * 0.06f;
    }
    ImVec2 b(a.x + die, a.y + die);
    dl->AddRectFilled(a, b, IM_COL32(250, 250, 245, 255), die * 0.18f);
    dl->AddRect(a, b, IM_COL32(30, 30, 30, 255), die * 0.18f, 0, 1.5f);
    if (v < 1 || v > 6) continue;
    static const char* kPips[7] = {"",          "    x    ", "x       x", "x   x   x",
                                   "x x   x x", "x x x x x", "x xx xx x"};
    // 3x3 grid, row-major.
    const char* pat = kPips[v];
    float r = die * 0.09f;
    for (int cell = 0; cell < 9; ++cell) {
      if (pat[cell] != 'x') continue;
      float cx = a.x + die * (0.25f + 0.25f * (cell % 3));
      float cy = a.y + die * (0.25f + 0.25f * (cell / 3));
      dl->AddCircleFilled(ImVec2(cx, cy), r, IM_COL32(20, 20, 20, 255));
    }
  }
}

}  // namespace shamble::web::mv
