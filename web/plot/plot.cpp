#include "plot.h"

#include <algorithm>
#include <cfloat>
#include <cmath>

#include "plot/plot_ink.h"
#include "plot/plot_scale.h"
#include "theme.h"

namespace shamble::web::plot {

namespace {

using ink::kFrame;
const ImU32 kGrid = IM_COL32(70, 76, 84, 255);
using ink::kAxisText;
const ImU32 kTitle = IM_COL32(235, 235, 235, 255);
const ImU32 kInk = ink::kDark;
const ImU32 kBars = IM_COL32(86, 180, 233, 255);     // Okabe-Ito sky blue
const ImU32 kExpected = IM_COL32(230, 159, 0, 255);  // Okabe-Ito orange: differs in grey too
const ImU32 kCursor = IM_COL32(240, 228, 66, 200);   // the replay's "now"

// Text sizes relative to the body font: tick labels a little smaller, so a
// 360 px plot keeps five or six of them.
float body_px() { return ImGui::GetFontSize(); }
float small_px() { return std::max(11.0f, ImGui::GetFontSize() * 0.8f); }

using ink::text_size;

void text(ImDrawList* dl, float px, ImVec2 at, ImU32 col, const std::string& s) {
  dl->AddText(ImGui::GetFont(), px, at, col, s.c_str());
}

// Text cut with an ellipsis to fit `width`: titles never spill out of a narrow plot.
std::string fit_text(float px, const std::string& s, float width) {
  if (text_size(px, s).x <= width) return s;
  std::string t = s;
  while (!t.empty() && text_size(px, t + "\u2026").x > width) t.pop_back();
  // Never cut inside a UTF-8 sequence.
  while (!t.empty() && (static_cast<unsigned char>(t.back()) & 0xC0) == 0x80) t.pop_back();
  if (!t.empty() && static_cast<unsigned char>(t.back()) >= 0xC0) t.pop_back();
  return t + "\u2026";
}

ImU32 series_colour(const Series& s) {
  return s.seat >= 0 ? player_color(s.seat) : (s.colour ? s.colour : IM_COL32(200, 200, 200, 255));
}

struct LegendItem {
  std::string name;
  int seat = -1;  // >= 0: the seat's marker
  ImU32 colour = 0;
  bool line = false;  // a line sample instead of a filled box
};

// The legend wrapping under the title; returns the height it took.
float legend(ImDrawList* dl, ImVec2 at, float width, const std::vector<LegendItem>& items) {
  if (items.empty()) return 0;
  const float px = small_px(), sw = px, gap = 12, row_h = px + 6;
  std::vector<float> widths;
  for (const auto& it : items) widths.push_back(sw + 4 + text_size(px, it.name).x);
  std::vector<int> rows = wrap_rows(widths, width, gap);
  float x = at.x;
  int row = 0;
  for (size_t i = 0; i < items.size(); ++i) {
    if (rows[i] != row) row = rows[i], x = at.x;
    const LegendItem& it = items[i];
    ImVec2 c(x + sw * 0.5f, at.y + row * row_h + row_h * 0.5f);
    if (it.line) {
      dl->AddLine(ImVec2(x, c.y), ImVec2(x + sw, c.y), it.colour, 2.5f);
    } else if (it.seat >= 0) {
      dl->AddLine(ImVec2(x - 2, c.y), ImVec2(x + sw + 2, c.y), it.colour, 2.0f);
      seat_marker(dl, c, sw * 0.38f, it.seat, it.colour);
    } else {
      dl->AddRectFilled(ImVec2(x, c.y - sw * 0.4f), ImVec2(x + sw, c.y + sw * 0.4f), it.colour, 2);
    }
    std::string name = fit_text(px, it.name, width - sw - 4);
    text(dl, px, ImVec2(x + sw + 4, c.y - px * 0.5f), kTitle, name);
    x += widths[i] + gap;
  }
  return (rows.back() + 1) * row_h + 2;
}

// What every chart shares: the title, the legend, the y label over the axis,
// and the plot area left after the tick labels and the x label.
struct Frame {
  ImVec2 at, size;  // the whole region
  ImVec2 p0, p1;    // the plot area
  ImDrawList* dl = nullptr;
};

Frame begin_frame(const char* id, const std::string& title, const std::string& y_label,
                  const std::string& x_label, const std::vector<LegendItem>& items, float y_tick_w,
                  ImVec2 size) {
  Frame f;
  f.dl = ImGui::GetWindowDrawList();
  f.at = ImGui::GetCursorScreenPos();
  f.size = ImVec2(std::max(size.x, 120.0f), std::max(size.y, 100.0f));
  ImGui::InvisibleButton(id, f.size);  // reserves the region and gives hover/touch
  f.dl->AddRectFilled(f.at, ImVec2(f.at.x + f.size.x, f.at.y + f.size.y), kFrame, 6);
  const float pad = 8, bpx = body_px(), spx = small_px();
  float y = f.at.y + pad;
  if (!title.empty()) {
    text(f.dl, bpx, ImVec2(f.at.x + pad, y), kTitle, fit_text(bpx, title, f.size.x - 2 * pad));
    y += bpx + 4;
  }
  y += legend(f.dl, ImVec2(f.at.x + pad, y), f.size.x - 2 * pad, items);
  if (!y_label.empty()) {
    text(f.dl, spx, ImVec2(f.at.x + pad, y), kAxisText, fit_text(spx, y_label, f.size.x - 2 * pad));
    y += spx + 2;
  }
  float bottom = f.at.y + f.size.y - pad - spx - 4;  // the x tick labels
  if (!x_label.empty()) bottom -= spx + 2;
  f.p0 = ImVec2(f.at.x + pad + y_tick_w + 6, y + spx * 0.5f);
  f.p1 = ImVec2(f.at.x + f.size.x - pad - 4, std::max(bottom, f.p0.y + 20));
  if (!x_label.empty()) {
    ImVec2 ts = text_size(spx, x_label);
    float cx = (f.p0.x + f.p1.x - ts.x) * 0.5f;
    text(f.dl, spx, ImVec2(std::max(f.at.x + pad, cx), f.at.y + f.size.y - pad - spx), kAxisText,
         fit_text(spx, x_label, f.size.x - 2 * pad));
  }
  return f;
}

// Gridlines and labels of a y axis.
void y_axis(const Frame& f, const Ticks& t, const LinearScale& ys) {
  const float spx = small_px();
  for (double v : t.values) {
    float py = ys(v);
    f.dl->AddLine(ImVec2(f.p0.x, py), ImVec2(f.p1.x, py), kGrid, v == 0 ? 1.5f : 1.0f);
    std::string l = tick_label(v, t.step);
    ImVec2 ts = text_size(spx, l);
    text(f.dl, spx, ImVec2(f.p0.x - 6 - ts.x, py - ts.y * 0.5f), kAxisText, l);
  }
}

float widest_tick(const Ticks& t) {
  float w = 0;
  for (double v : t.values) w = std::max(w, text_size(small_px(), tick_label(v, t.step)).x);
  return w;
}

// The y ticks for a plot `height` px high over r (before the frame is laid out).
Ticks y_ticks_for(Range r, float height, bool integer) {
  int target = tick_target(std::max(40.0f, height - 90), small_px() * 2.6f);
  return integer ? integer_ticks(r, target) : nice_ticks(r, target);
}

bool hovered(const Frame& f) {
  if (!ImGui::IsItemHovered() && !ImGui::IsItemActive()) return false;
  ImVec2 m = ImGui::GetIO().MousePos;
  return m.x >= f.p0.x && m.x <= f.p1.x && m.y >= f.at.y && m.y <= f.at.y + f.size.y;
}

void tooltip_chip(int seat, ImU32 col) {
  ImVec2 p = ImGui::GetCursorScreenPos();
  float s = ImGui::GetTextLineHeight();
  ImGui::Dummy(ImVec2(s, s));
  if (seat >= 0)
    seat_marker(ImGui::GetWindowDrawList(), ImVec2(p.x + s * 0.5f, p.y + s * 0.5f), s * 0.38f, seat, col);
  else
    ImGui::GetWindowDrawList()->AddRectFilled(ImVec2(p.x + 2, p.y + 3), ImVec2(p.x + s - 2, p.y + s - 3), col,
                                              2);
  ImGui::SameLine(0, 6);
}

}  // namespace

ImU32 heat_colour(float t) {
  // Viridis at five stops: ordered by lightness, so it reads without hue.
  static const float kStops[5][3] = {
      {68, 1, 84}, {59, 82, 139}, {33, 145, 140}, {94, 201, 98}, {253, 231, 37}};
  t = std::clamp(std::isfinite(t) ? t : 0.0f, 0.0f, 1.0f) * 4;
  int i = std::min(3, static_cast<int>(t));
  float u = t - i;
  int c[3];
  for (int k = 0; k < 3; ++k) c[k] = static_cast<int>(kStops[i][k] + (kStops[i + 1][k] - kStops[i][k]) * u);
  return IM_COL32(c[0], c[1], c[2], 255);
}

void seat_marker(ImDrawList* dl, ImVec2 c, float r, int seat, ImU32 col) {
  const float o = std::max(1.0f, r * 0.35f);  // dark outline: the marker stands out on its own line
  auto poly = [&](std::initializer_list<ImVec2> pts) {
    std::vector<ImVec2> v(pts);
    dl->AddConvexPolyFilled(v.data(), static_cast<int>(v.size()), col);
    dl->AddPolyline(v.data(), static_cast<int>(v.size()), kInk, ImDrawFlags_Closed, o * 0.8f);
  };
  switch ((seat < 0 ? 0 : seat) % 8) {
    case 0:  // ● circle
      dl->AddCircleFilled(c, r, col, 16);
      dl->AddCircle(c, r, kInk, 16, o * 0.8f);
      break;
    case 1:  // ■ square
      poly({ImVec2(c.x - r * 0.9f, c.y - r * 0.9f), ImVec2(c.x + r * 0.9f, c.y - r * 0.9f),
            ImVec2(c.x + r * 0.9f, c.y + r * 0.9f), ImVec2(c.x - r * 0.9f, c.y + r * 0.9f)});
      break;
    case 2:  // ▲ triangle
      poly({ImVec2(c.x, c.y - r * 1.15f), ImVec2(c.x + r * 1.1f, c.y + r * 0.8f),
            ImVec2(c.x - r * 1.1f, c.y + r * 0.8f)});
      break;
    case 3:  // ◆ diamond
      poly({ImVec2(c.x, c.y - r * 1.2f), ImVec2(c.x + r * 1.0f, c.y), ImVec2(c.x, c.y + r * 1.2f),
            ImVec2(c.x - r * 1.0f, c.y)});
      break;
    case 4: {  // ★ star: ten points, not convex, so filled as five triangles plus the middle
      ImVec2 p[10];
      for (int k = 0; k < 10; ++k) {
        const float pi = 3.14159265f;
        float a = -pi / 2 + k * pi / 5, rr = k % 2 ? r * 0.5f : r * 1.25f;
        p[k] = ImVec2(c.x + std::cos(a) * rr, c.y + std::sin(a) * rr);
      }
      ImVec2 inner[5] = {p[1], p[3], p[5], p[7], p[9]};
      dl->AddConvexPolyFilled(inner, 5, col);
      for (int k = 0; k < 10; k += 2) dl->AddTriangleFilled(p[(k + 9) % 10], p[k], p[k + 1], col);
      dl->AddPolyline(p, 10, kInk, ImDrawFlags_Closed, o * 0.7f);
      break;
    }
    case 5:  // ▼ down-triangle
      poly({ImVec2(c.x - r * 1.1f, c.y - r * 0.8f), ImVec2(c.x + r * 1.1f, c.y - r * 0.8f),
            ImVec2(c.x, c.y + r * 1.15f)});
      break;
    case 6:  // ◉ ring with a dot
      dl->AddCircleFilled(c, r * 1.05f, kInk, 16);
      dl->AddCircle(c, r * 0.8f, col, 16, r * 0.35f);
      dl->AddCircleFilled(c, r * 0.3f, col, 10);
      break;
    default:  // ▣ framed square
      dl->AddRectFilled(ImVec2(c.x - r, c.y - r), ImVec2(c.x + r, c.y + r), kInk);
      dl->AddRect(ImVec2(c.x - r * 0.8f, c.y - r * 0.8f), ImVec2(c.x + r * 0.8f, c.y + r * 0.8f), col, 0, 0,
                  r * 0.3f);
      dl->AddRectFilled(ImVec2(c.x - r * 0.35f, c.y - r * 0.35f), ImVec2(c.x + r * 0.35f, c.y + r * 0.35f),
                        col);
      break;
  }
}

void line_chart(const char* id, const LineChart& c, ImVec2 size) {
  size_t n = 0;
  std::vector<std::vector<double>> ys;
  std::vector<LegendItem> items;
  for (const auto& s : c.series) {
    n = std::max(n, s.y.size());
    ys.push_back(s.y);
    items.push_back({s.name, s.seat, series_colour(s), false});
  }
  Range yr = padded(data_range(ys), 0.04);
  Ticks yt = y_ticks_for(yr, size.y, false);
  Frame f = begin_frame(id, c.title, c.y_label, c.x_label, items, widest_tick(yt), size);
  const float spx = small_px();
  // The x axis: the first to the last point, ticks no closer than their labels allow.
  Range xr{c.x0, c.x0 + std::max<double>(1, n ? n - 1 : 1)};
  std::string widest = tick_label(xr.hi, 1);
  int xtarget = tick_target(f.p1.x - f.p0.x, text_size(spx, widest).x + spx * 2.5f);
  Ticks xt = c.x_integer ? integer_ticks(xr, xtarget) : nice_ticks(xr, xtarget);
  // The x axis keeps to the data (no empty room after the last turn); ticks outside it are dropped.
  LinearScale xs(xr, f.p0.x, f.p1.x);
  LinearScale yscale(yt.range, f.p1.y, f.p0.y);
  y_axis(f, yt, yscale);
  for (double v : xt.values) {
    if (v < xr.lo - 1e-9 || v > xr.hi + 1e-9) continue;
    float px = xs(v);
    f.dl->AddLine(ImVec2(px, f.p1.y), ImVec2(px, f.p1.y + 4), kGrid);
    std::string l = tick_label(v, xt.step);
    ImVec2 ts = text_size(spx, l);
    float lx = std::clamp(px - ts.x * 0.5f, f.at.x + 2, f.at.x + f.size.x - 2 - ts.x);
    text(f.dl, spx, ImVec2(lx, f.p1.y + 5), kAxisText, l);
  }
  f.dl->PushClipRect(ImVec2(f.p0.x - 8, f.p0.y - 8), ImVec2(f.p1.x + 8, f.p1.y + 8), true);
  if (c.cursor_x > xr.lo - 1 && c.cursor_x < xr.hi + 1) {
    float px = xs(c.cursor_x);
    f.dl->AddLine(ImVec2(px, f.p0.y), ImVec2(px, f.p1.y), kCursor, 2.0f);
  }
  // Markers no closer than ~22 px, so a 263-turn game shows shapes, not a smear;
  // the last point always gets one (where each seat ended).
  float per_point = n > 1 ? (f.p1.x - f.p0.x) / (n - 1) : 1e9f;
  size_t every = std::max<size_t>(1, static_cast<size_t>(std::ceil(22.0f / per_point)));
  const float mr = std::clamp(spx * 0.32f, 3.5f, 6.0f);
  for (size_t k = 0; k < c.series.size(); ++k) {
    const Series& s = c.series[k];
    ImU32 col = series_colour(s);
    std::vector<ImVec2> pts;
    for (size_t i = 0; i < s.y.size(); ++i) {
      if (!std::isfinite(s.y[i])) continue;
      pts.emplace_back(xs(c.x0 + i), yscale(s.y[i]));
    }
    if (pts.size() > 1)
      f.dl->AddPolyline(pts.data(), static_cast<int>(pts.size()), col, ImDrawFlags_None, 2.0f);
    // Seats' markers are offset along the line by seat, so equal values do not hide each other's shape.
    size_t offset = s.seat >= 0 ? (static_cast<size_t>(s.seat) * every / 4) % every : 0;
    for (size_t i = 0; i < pts.size(); ++i)
      if ((i + every - offset) % every == 0 || i + 1 == pts.size())
        seat_marker(f.dl, pts[i], mr, s.seat, col);
  }
  f.dl->PopClipRect();
  f.dl->AddLine(ImVec2(f.p0.x, f.p1.y), ImVec2(f.p1.x, f.p1.y), kAxisText);

  if (n == 0 || !hovered(f)) return;
  int i = nearest_index(LinearScale({0, static_cast<double>(std::max<size_t>(1, n - 1))}, f.p0.x, f.p1.x),
                        static_cast<int>(n), ImGui::GetIO().MousePos.x);
  float px = xs(c.x0 + i);
  f.dl->AddLine(ImVec2(px, f.p0.y), ImVec2(px, f.p1.y), IM_COL32(255, 255, 255, 140), 1.0f);
  // Highest first, as the lines stand at that point.
  std::vector<size_t> order;
  for (size_t k = 0; k < c.series.size(); ++k)
    if (static_cast<size_t>(i) < c.series[k].y.size()) order.push_back(k);
  std::stable_sort(order.begin(), order.end(),
                   [&](size_t a, size_t b) { return c.series[a].y[i] > c.series[b].y[i]; });
  ImGui::BeginTooltip();
  ImGui::Text("%s %s", c.x_label.empty() ? "x" : c.x_label.c_str(), value_label(c.x0 + i).c_str());
  for (size_t k : order) {
    const Series& s = c.series[k];
    tooltip_chip(s.seat, series_colour(s));
    ImGui::Text("%s: %s", s.name.c_str(), value_label(s.y[i]).c_str());
  }
  ImGui::EndTooltip();
}

void bar_chart(const char* id, const BarChart& c, ImVec2 size) {
  const int n = static_cast<int>(c.categories.size());
  const bool with_expected = c.expected.size() == c.values.size() && !c.expected.empty();
  std::vector<LegendItem> items{{c.values_name, -1, kBars, false}};
  if (with_expected) items.push_back({c.expected_name, -1, kExpected, true});
  const bool with_ci = c.lo.size() == c.values.size() && c.hi.size() == c.values.size() && !c.lo.empty();
  Range yr = data_range(
      {c.values, with_expected ? c.expected : std::vector<double>{}, with_ci ? c.hi : std::vector<double>{}});
  yr.lo = std::min(0.0, yr.lo);  // bars stand on zero
  yr = padded(yr, 0.04);
  if (c.shares && yr.hi > 1.0) yr.hi = 1.0;
  Ticks yt = y_ticks_for(yr, size.y, true);
  if (yr.hi <= 1.0) yt = y_ticks_for(yr, size.y, false);  // shares, not counts
  Frame f = begin_frame(id, c.title, c.y_label, c.x_label, items, widest_tick(yt), size);
  const float spx = small_px();
  LinearScale ys(yt.range, f.p1.y, f.p0.y);
  y_axis(f, yt, ys);
  BandScale bs(n, f.p0.x, f.p1.x, 0.2f);
  float widest = 0;
  for (const auto& l : c.categories) widest = std::max(widest, text_size(spx, l).x);
  int stride = bs.label_stride(widest);
  for (int i = 0; i < n; ++i) {
    double v = i < static_cast<int>(c.values.size()) ? c.values[i] : 0;
    float x0 = bs.start(i), x1 = x0 + bs.width();
    f.dl->AddRectFilled(ImVec2(x0, ys(v)), ImVec2(x1, ys(0)), kBars, 2);
    if (i % stride == 0) {
      ImVec2 ts = text_size(spx, c.categories[i]);
      text(f.dl, spx, ImVec2(bs.centre(i) - ts.x * 0.5f, f.p1.y + 5), kAxisText, c.categories[i]);
    }
  }
  if (with_ci)  // whiskers in ink over a light edge, so they read on the bar and off it
    for (int pass = 0; pass < 2; ++pass)
      for (int i = 0; i < n; ++i) {
        float x = bs.centre(i), cap = std::min(8.0f, bs.width() * 0.3f);
        float y0 = ys(c.lo[i]), y1 = ys(c.hi[i]);
        ImU32 col = pass ? kInk : IM_COL32(255, 255, 255, 200);
        float t = pass ? 1.5f : 3.5f;
        f.dl->AddLine(ImVec2(x, y0), ImVec2(x, y1), col, t);
        f.dl->AddLine(ImVec2(x - cap, y0), ImVec2(x + cap, y0), col, t);
        f.dl->AddLine(ImVec2(x - cap, y1), ImVec2(x + cap, y1), col, t);
      }
  if (with_expected) {  // a dark-edged orange step over the bars: read against them, not instead of them
    for (int pass = 0; pass < 2; ++pass)
      for (int i = 0; i < n; ++i) {
        float x0 = bs.centre(i) - bs.step() * 0.5f, x1 = x0 + bs.step(), y = ys(c.expected[i]);
        f.dl->AddLine(ImVec2(x0 + 1, y), ImVec2(x1 - 1, y), pass ? kExpected : kInk, pass ? 2.5f : 4.5f);
      }
  }
  f.dl->AddLine(ImVec2(f.p0.x, ys(0)), ImVec2(f.p1.x, ys(0)), kAxisText);
  if (!hovered(f)) return;
  int i = bs.at(ImGui::GetIO().MousePos.x);
  if (i < 0) return;
  f.dl->AddRect(ImVec2(bs.start(i) - 1, f.p0.y), ImVec2(bs.start(i) + bs.width() + 1, f.p1.y),
                IM_COL32(255, 255, 255, 140));
  ImGui::BeginTooltip();
  ImGui::Text("%s %s", c.x_label.c_str(), c.categories[i].c_str());
  tooltip_chip(-1, kBars);
  ImGui::Text("%s: %s", c.values_name.c_str(),
              value_label(i < static_cast<int>(c.values.size()) ? c.values[i] : 0).c_str());
  if (with_ci) ImGui::Text("95%%: [%s, %s]", value_label(c.lo[i]).c_str(), value_label(c.hi[i]).c_str());
  if (with_expected) {
    tooltip_chip(-1, kExpected);
    ImGui::Text("%s: %s", c.expected_name.c_str(), value_label(c.expected[i]).c_str());
  }
  ImGui::EndTooltip();
}

void heat_strip(const char* id, const HeatStrip& h, ImVec2 size) {
  const int n = static_cast<int>(h.values.size());
  double top = 0;
  for (double v : h.values)
    if (std::isfinite(v)) top = std::max(top, v);
  // The key: the ramp from 0 to the most, as the legend.
  std::vector<LegendItem> items;
  Frame f = begin_frame(id, h.title, "", "", items, -6, size);
  const float spx = small_px();
  float key_h = spx + 6;
  float label_h = spx + 6;
  ImVec2 p0(f.at.x + 8, f.p0.y), p1(f.at.x + f.size.x - 8, f.at.y + f.size.y - 8 - key_h - label_h);
  if (p1.y < p0.y + 12) p1.y = p0.y + 12;
  BandScale bs(n, p0.x, p1.x, 0.0f);
  for (int i = 0; i < n; ++i) {
    float t = top > 0 ? static_cast<float>(h.values[i] / top) : 0;
    f.dl->AddRectFilled(ImVec2(bs.start(i), p0.y), ImVec2(bs.start(i) + bs.step() - 1, p1.y), heat_colour(t));
  }
  float widest = 0;
  for (const auto& l : h.labels) widest = std::max(widest, text_size(spx, l).x);
  int stride = bs.label_stride(widest);
  for (int i = 0; i < n && i < static_cast<int>(h.labels.size()); i += stride) {
    ImVec2 ts = text_size(spx, h.labels[i]);
    float lx = std::clamp(bs.centre(i) - ts.x * 0.5f, f.at.x + 2, f.at.x + f.size.x - 2 - ts.x);
    text(f.dl, spx, ImVec2(lx, p1.y + 3), kAxisText, h.labels[i]);
  }
  // The key under the labels: "0" [ramp] "most".
  float ky = p1.y + 3 + label_h;
  std::string lo = "0", hi = value_label(top);
  float kx0 = f.at.x + 8 + text_size(spx, lo).x + 6;
  float kx1 = std::min(f.at.x + f.size.x - 8 - text_size(spx, hi).x - 6, kx0 + 160);
  text(f.dl, spx, ImVec2(f.at.x + 8, ky), kAxisText, lo);
  const int steps = 16;
  for (int k = 0; k < steps; ++k) {
    float a = kx0 + (kx1 - kx0) * k / steps, b = kx0 + (kx1 - kx0) * (k + 1) / steps;
    f.dl->AddRectFilled(ImVec2(a, ky + 2), ImVec2(b, ky + spx - 2), heat_colour((k + 0.5f) / steps));
  }
  text(f.dl, spx, ImVec2(kx1 + 6, ky), kAxisText, hi);
  if (!ImGui::IsItemHovered() && !ImGui::IsItemActive()) return;
  ImVec2 m = ImGui::GetIO().MousePos;
  if (m.y < p0.y || m.y > p1.y) return;
  int i = bs.at(m.x);
  if (i < 0) return;
  f.dl->AddRect(ImVec2(bs.start(i), p0.y - 1), ImVec2(bs.start(i) + bs.step(), p1.y + 1),
                IM_COL32(255, 255, 255, 220), 0, 0, 2);
  ImGui::BeginTooltip();
  ImGui::Text("%s: %s", i < static_cast<int>(h.labels.size()) ? h.labels[i].c_str() : "",
              value_label(h.values[i]).c_str());
  ImGui::EndTooltip();
}

}  // namespace shamble::web::plot
