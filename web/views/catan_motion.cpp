// Dice: a ~0.4 s tumble after each roll, and a histogram of every roll so
// far; new zombies on a hex flash for a moment. All of it is read from the
// structured events of the app's log (E_ROLL, E_ZOMBIE), entry by entry as
// they arrive; a new match, or an undo that shortens the log, counts again
// from the start without animating.
#include <algorithm>
#include <cmath>

#include "catan_view.h"

namespace shamble::web::cv {

namespace {
constexpr double kDice = 0.4;
}

void Motion::sync(const App& app, double now) {
  const std::vector<LogEntry>& log = app.session.log();
  bool live = true;
  if (serial_ != app.session.match_serial() || log.size() < seen_) {  // first frame, new match or undo
    serial_ = app.session.match_serial();
    seen_ = 0;
    const ct::Tables& tb = ct::tables();
    hist_.assign(tb.dice * tb.faces + 1, 0);
    flash_.fill(-1e9);
    dice_end_ = 0;
    live = false;
  }
  for (; seen_ < log.size(); ++seen_)
    for (const LogEvent& le : log[seen_].events) {
      const Event& e = le.ev;
      if (e.kind == ct::E_ROLL) {
        const int sum = e.v[0] + e.v[1];
        if (sum >= 0 && sum < static_cast<int>(hist_.size())) ++hist_[sum];
        if (live) dice_end_ = now + kDice;
      } else if (e.kind == ct::E_ZOMBIE && live && e.v[0] >= 0 && e.v[0] < ct::kHexes) {
        flash_[e.v[0]] = std::max(now, dice_end_);  // after the dice land
      }
    }
}

bool Motion::busy(double now) const {
  if (now < dice_end_) return true;
  for (double t : flash_)
    if (now - t < 0.9) return true;
  return false;
}

void Motion::draw_dice(ImDrawList* dl, ImVec2 at, float die, const ct::View& view, double now) const {
  bool rolling = now < dice_end_;
  for (int i = 0; i < static_cast<int>(view.dice.size()); ++i) {
    int v = view.dice[i];
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
  const ct::Tables& tb = ct::tables();
  const int lo = tb.dice, hi = std::min(tb.dice * tb.faces, static_cast<int>(hist_.size()) - 1);
  if (hi < lo) return;
  int top = 1;
  for (int v : hist_) top = std::max(top, v);
  float bw = size.x / (hi - lo + 1), label = ImGui::GetFontSize() * 0.75f;
  float bar_h = size.y - label - 2;
  ImFont* font = ImGui::GetFont();
  for (int n = lo; n <= hi; ++n) {
    float x = at.x + (n - lo) * bw;
    float h = bar_h * hist_[n] / top;
    // Gold for the last roll, red for the total that brings trouble.
    ImU32 col = n == last         ? IM_COL32(255, 215, 0, 255)
                : n == tb.trouble ? IM_COL32(200, 90, 90, 255)
                                  : IM_COL32(120, 170, 220, 255);
    dl->AddRectFilled(ImVec2(x + 1, at.y + bar_h - h), ImVec2(x + bw - 1, at.y + bar_h), col);
    std::string s = std::to_string(n);
    ImVec2 sz = font->CalcTextSizeA(label, FLT_MAX, 0, s.c_str());
    dl->AddText(font, label, ImVec2(x + (bw - sz.x) * 0.5f, at.y + bar_h + 1), IM_COL32(200, 200, 200, 255),
                s.c_str());
  }
}

}  // namespace shamble::web::cv
