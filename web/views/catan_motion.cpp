// Dice: a ~0.4 s tumble after each roll, and a histogram of every roll so far.
// The state keeps only the last dice, so the view replays the match log on a
// private copy of the state (from Match::initial, with the log's forced dice)
// and reads the roll events; new zombies on a hex flash for a moment.
#include <algorithm>
#include <cmath>

#include "catan_view.h"
#include "games/catan/catan.h"

namespace shamble::web::cv {

namespace {
constexpr double kDice = 0.4;
}

void Motion::sync(const Match& m, double now) {
  bool live = shadow_ != nullptr;
  if (!shadow_ || m.size() < seen_) {  // first frame or undo: count again, animate nothing
    shadow_ = m.initial().clone();
    seen_ = 0;
    hist_.fill(0);
    live = false;
    dice_end_ = 0;
    zombies_ = ct::model_of(m.state()).zombies;
  }
  EventSink ev;
  for (; seen_ < m.size(); ++seen_) {
    const LoggedAction& la = m.log()[seen_];
    if (!la.dice.empty()) shadow_->rng().force(la.dice);
    ev.clear();
    if (shadow_->apply(la.seat, la.action, &ev)) {  // cannot happen for a valid log: stop counting
      seen_ = m.size();
      break;
    }
    for (const Event& e : ev)
      if (e.kind == ct::E_ROLL) {
        int sum = e.v[0] + e.v[1];
        if (sum >= 2 && sum <= 12) ++hist_[sum];
        if (live) dice_end_ = now + kDice;
      }
  }
  const auto& z = ct::model_of(m.state()).zombies;
  for (int h = 0; h < ct::kHexes; ++h) {
    if (live && z[h] > zombies_[h]) flash_[h] = std::max(now, dice_end_);
    zombies_[h] = z[h];
  }
}

bool Motion::busy(double now) const {
  if (now < dice_end_) return true;
  for (double t : flash_)
    if (now - t < 0.9) return true;
  return false;
}

void Motion::draw_dice(ImDrawList* dl, ImVec2 at, float die, const ct::Model& m, double now) const {
  bool rolling = now < dice_end_;
  for (int i = 0; i < 2; ++i) {
    int v = i ? m.die2 : m.die1;
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
    const char* pat = kPips[v];  // 3x3 grid, row-major
    for (int cell = 0; cell < 9; ++cell)
      if (pat[cell] == 'x')
        dl->AddCircleFilled(
            ImVec2(a.x + die * (0.25f + 0.25f * (cell % 3)), a.y + die * (0.25f + 0.25f * (cell / 3))),
            die * 0.09f, IM_COL32(20, 20, 20, 255));
  }
}

void Motion::draw_histogram(ImDrawList* dl, ImVec2 at, ImVec2 size, int last) const {
  int top = 1;
  for (int v : hist_) top = std::max(top, v);
  float bw = size.x / 11, label = ImGui::GetFontSize() * 0.75f;
  float bar_h = size.y - label - 2;
  ImFont* font = ImGui::GetFont();
  for (int n = 2; n <= 12; ++n) {
    float x = at.x + (n - 2) * bw;
    float h = bar_h * hist_[n] / top;
    // Red for the numbers that roll most (6, 8) and the 7 that brings trouble.
    ImU32 col = n == last ? IM_COL32(255, 215, 0, 255)
                : n == 7  ? IM_COL32(200, 90, 90, 255)
                          : IM_COL32(120, 170, 220, 255);
    dl->AddRectFilled(ImVec2(x + 1, at.y + bar_h - h), ImVec2(x + bw - 1, at.y + bar_h), col);
    std::string s = std::to_string(n);
    ImVec2 sz = font->CalcTextSizeA(label, FLT_MAX, 0, s.c_str());
    dl->AddText(font, label, ImVec2(x + (bw - sz.x) * 0.5f, at.y + bar_h + 1), IM_COL32(200, 200, 200, 255),
                s.c_str());
  }
}

}  // namespace shamble::web::cv
