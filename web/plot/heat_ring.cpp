// The landing heat map on the board ring (heat_ring.h). The ring's geometry is
// the board views' own (views/board_ring.h), so a square sits where players
// know it from the game.
#include "plot/heat_ring.h"

#include <algorithm>
#include <cfloat>
#include <cmath>

#include "item_probe.h"
#include "plot/plot.h"
#include "plot/plot_ink.h"
#include "views/board_ring.h"

namespace shamble::web::plot {

namespace {

const ImU32 kLight = IM_COL32(245, 245, 245, 255);
using ink::kDark;
const ImU32 kKeyText = ink::kAxisText;
const ImU32 kEdge = ink::kFrame;

using ink::text_size;

// `s` centred on x at y, if it fits in `width`; returns whether it was drawn.
bool centred(ImDrawList* dl, float px, float x, float y, float width, ImU32 col, const std::string& s) {
  ImVec2 sz = text_size(px, s);
  if (sz.x > width) return false;
  dl->AddText(ImGui::GetFont(), px, ImVec2(x - sz.x * 0.5f, y), col, s.c_str());
  return true;
}

float share(const HeatRing& h, int sq) {
  double v = sq < static_cast<int>(h.values.size()) ? h.values[static_cast<size_t>(sq)] : 0;
  return h.top > 0 && std::isfinite(v) ? static_cast<float>(std::clamp(v / h.top, 0.0, 1.0)) : 0.0f;
}

const std::string& at(const std::vector<std::string>& v, int i) {
  static const std::string kNone;
  return i >= 0 && i < static_cast<int>(v.size()) ? v[static_cast<size_t>(i)] : kNone;
}

}  // namespace

void heat_ring(const char* id, const HeatRing& h, float side) {
  ImGui::PushID(id);
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const ImVec2 origin = ImGui::GetCursorScreenPos();
  ring::Geometry g;
  g.fit(origin, side);
  const float px = std::max(9.0f, std::min(ImGui::GetFontSize() * 0.8f, g.cell * 0.32f));
  const ImVec2 mouse = ImGui::GetIO().MousePos;
  const bool over = ImGui::IsWindowHovered(ImGuiHoveredFlags_AllowWhenBlockedByActiveItem) &&
                    ImGui::IsMouseHoveringRect(g.min, ImVec2(g.min.x + g.size, g.min.y + g.size));
  const int hovered = over ? g.hit(mouse) : -1;
  for (int sq = 0; sq < 40; ++sq) {
    const ring::Box b = g.square(sq);
    const float t = share(h, sq);
    dl->AddRectFilled(b.a, b.b, heat_colour(t));
    dl->AddRect(b.a, b.b, kEdge);
    // Dark text on the bright end of the ramp, light on the dark end.
    const ImU32 ink = t > 0.55f ? kDark : kLight;
    const float cx = b.centre().x, w = b.w() - 2;
    float y = b.a.y + 2;
    if (centred(dl, px, cx, y, w, ink, ring::initials(at(h.names, sq)))) y += px + 1;
    if (y + px <= b.b.y) centred(dl, px, cx, y, w, ink, at(h.texts, sq));
    // An item per square, so the browser tests can read what the square says.
    ImGui::SetCursorScreenPos(b.a);
    ImGui::Dummy(ImVec2(b.w(), b.h()));
    probe::note(
        (h.probe + " " + std::to_string(sq) + ". " + at(h.names, sq) + ": " + at(h.texts, sq)).c_str());
  }
  if (hovered >= 0) {
    const ring::Box b = g.square(hovered);
    dl->AddRect(ImVec2(b.a.x - 1, b.a.y - 1), ImVec2(b.b.x + 1, b.b.y + 1), IM_COL32(255, 255, 255, 230), 0,
                0, 2.5f);
  }
  // The middle: the readout of the hovered square (or how to get one), then the key.
  const ring::Box c = g.centre();
  const float bpx = std::max(11.0f, std::min(ImGui::GetFontSize(), c.w() / 14));
  const float cx = c.centre().x, cw = c.w() - 12;
  float y = c.a.y + c.h() * 0.22f;
  if (hovered >= 0) {
    ImGui::PushClipRect(c.a, c.b, true);
    dl->AddText(ImGui::GetFont(), bpx, ImVec2(c.a.x + 6, y), kLight, at(h.names, hovered).c_str(), nullptr,
                cw);
    y += text_size(bpx, at(h.names, hovered)).y * (text_size(bpx, at(h.names, hovered)).x > cw ? 2 : 1) + 4;
    dl->AddText(ImGui::GetFont(), bpx, ImVec2(c.a.x + 6, y), kLight, at(h.details, hovered).c_str(), nullptr,
                cw);
    ImGui::PopClipRect();
  } else {
    centred(dl, bpx, cx, y, cw, kKeyText, "Point at or tap a square") ||
        centred(dl, bpx * 0.85f, cx, y, cw, kKeyText, "Tap a square");
  }
  // The key: "0" [ramp] top, and what the numbers are.
  const float ky = c.b.y - c.h() * 0.3f;
  const std::string lo = "0";
  const float kx0 = c.a.x + 10 + text_size(bpx, lo).x + 6;
  const float kx1 = std::max(kx0 + 20, c.b.x - 10 - text_size(bpx, h.top_text).x - 6);
  dl->AddText(ImGui::GetFont(), bpx, ImVec2(c.a.x + 10, ky), kKeyText, lo.c_str());
  const int steps = 16;
  for (int k = 0; k < steps; ++k) {
    float a = kx0 + (kx1 - kx0) * k / steps, e = kx0 + (kx1 - kx0) * (k + 1) / steps;
    dl->AddRectFilled(ImVec2(a, ky + 2), ImVec2(e, ky + bpx - 2), heat_colour((k + 0.5f) / steps));
  }
  dl->AddText(ImGui::GetFont(), bpx, ImVec2(kx1 + 6, ky), kKeyText, h.top_text.c_str());
  centred(dl, bpx * 0.9f, cx, ky + bpx + 4, cw, kKeyText, h.caption);
  ImGui::SetCursorScreenPos(ImVec2(kx0, ky));
  ImGui::Dummy(ImVec2(kx1 - kx0, bpx));
  probe::note((h.probe + " scale: 0 to " + h.top_text).c_str());
  // Reserve the whole square, so what follows stacks under the ring.
  ImGui::SetCursorScreenPos(origin);
  ImGui::Dummy(ImVec2(g.size, g.size));
  ImGui::PopID();
}

}  // namespace shamble::web::plot
