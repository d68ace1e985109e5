// Dice: a ~0.4 s tumble after each roll, and a histogram of every roll so
// far; new zombies on a hex flash for a moment. All of it is read from the
// structured events of the app's log (kEvRoll, kEvZombie), entry by entry as
// they arrive; a new match, or an undo that shortens the log, counts again
// from the start without animating.
#include <algorithm>

#include "catan_view.h"
#include "view_common.h"

namespace shamble::web::catan_ui {

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
      if (e.kind == ct::kEvRoll) {
        const int sum = e.v[0] + e.v[1];
        if (sum >= 0 && sum < static_cast<int>(hist_.size())) ++hist_[sum];
        if (live) dice_end_ = now + kDice;
      } else if (e.kind == ct::kEvZombie && live && e.v[0] >= 0 && e.v[0] < ct::kHexes) {
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
  web::draw_dice(dl, at, die, view.dice.data(), static_cast<int>(view.dice.size()), now < dice_end_, now);
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

}  // namespace shamble::web::catan_ui
