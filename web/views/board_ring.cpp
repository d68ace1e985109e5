// Square-ring geometry and drawing helpers shared by the board views (moved
// out of monopoly_board.cpp so Flipped draws the same board).
#include "board_ring.h"

#include <algorithm>
#include <cfloat>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <vector>

#include "theme.h"

namespace shamble::web::ring {

void Geometry::fit(ImVec2 at, float side) {
  min = at;
  size = std::floor(side);
  cell = size / 12.0f;
  corner = cell * 1.5f;
}

Box Geometry::square(int sq) const {
  ImVec2 mx(min.x + size, min.y + size);
  int k = sq % 10;
  switch (sq / 10) {
    case 0:
      if (k == 0) return {{mx.x - corner, mx.y - corner}, mx};
      return {{mx.x - corner - k * cell, mx.y - corner}, {mx.x - corner - (k - 1) * cell, mx.y}};
    case 1:
      if (k == 0) return {{min.x, mx.y - corner}, {min.x + corner, mx.y}};
      return {{min.x, mx.y - corner - k * cell}, {min.x + corner, mx.y - corner - (k - 1) * cell}};
    case 2:
      if (k == 0) return {min, {min.x + corner, min.y + corner}};
      return {{min.x + corner + (k - 1) * cell, min.y}, {min.x + corner + k * cell, min.y + corner}};
    default:
      if (k == 0) return {{mx.x - corner, min.y}, {mx.x, min.y + corner}};
      return {{mx.x - corner, min.y + corner + (k - 1) * cell}, {mx.x, min.y + corner + k * cell}};
  }
}

Box Geometry::centre() const {
  return {{min.x + corner, min.y + corner}, {min.x + size - corner, min.y + size - corner}};
}

int Geometry::side(int sq) const { return sq / 10; }

Box Geometry::band(int sq) const {
  Box b = square(sq);
  float t = corner * 0.22f;
  switch (side(sq)) {
    case 0: return {b.a, {b.b.x, b.a.y + t}};
    case 1: return {{b.b.x - t, b.a.y}, b.b};
    case 2: return {{b.a.x, b.b.y - t}, b.b};
    default: return {b.a, {b.a.x + t, b.b.y}};
  }
}

Box Geometry::content(int sq) const {
  Box b = square(sq);
  if (sq % 10 == 0 || !(banded >> sq & 1)) return b;
  Box k = band(sq);
  switch (side(sq)) {
    case 0: return {{b.a.x, k.b.y}, b.b};
    case 1: return {b.a, {k.a.x, b.b.y}};
    case 2: return {b.a, {b.b.x, k.a.y}};
    default: return {{k.b.x, b.a.y}, b.b};
  }
}

int Geometry::hit(ImVec2 p) const {
  for (int sq = 0; sq < 40; ++sq)
    if (square(sq).contains(p)) return sq;
  return -1;
}

float Geometry::font_px() const { return std::clamp(cell * 0.21f, 8.0f, 15.0f); }

ImU32 rgb_col(uint32_t rgb) { return IM_COL32(rgb >> 16 & 255, rgb >> 8 & 255, rgb & 255, 255); }

std::string money(long v) { return (v < 0 ? "-$" : "$") + std::to_string(std::labs(v)); }

// The seat's shape glyph in its colour with a dark outline, so the token reads
// on any square colour and never by colour alone.
void token_glyph(ImDrawList* dl, ImVec2 c, float px, int seat) {
  ImFont* font = ImGui::GetFont();
  const char* glyph = player_shape(seat);
  ImVec2 sz = font->CalcTextSizeA(px, FLT_MAX, 0, glyph);
  ImVec2 at(c.x - sz.x * 0.5f, c.y - sz.y * 0.5f);
  dl->AddCircleFilled(c, px * 0.52f, IM_COL32(20, 20, 24, 230));
  for (int dx = -1; dx <= 1; ++dx)
    for (int dy = -1; dy <= 1; ++dy)
      if (dx || dy) dl->AddText(font, px, ImVec2(at.x + dx, at.y + dy), IM_COL32(0, 0, 0, 255), glyph);
  dl->AddText(font, px, at, player_color(seat), glyph);
}

std::string initials(const std::string& name) {
  std::string out;
  bool word = true;
  for (char ch : name) {
    if (ch == ' ')
      word = true;
    else if (word)
      out += ch, word = false;
  }
  return out.size() > 1 ? out : name.substr(0, 3);
}

void heat_overlay(ImDrawList* dl, const Geometry& g, const std::vector<double>& counts) {
  if (counts.size() < 40) return;
  double total = 0, most = 0;
  for (int sq = 0; sq < 40; ++sq) total += counts[sq], most = std::max(most, counts[sq]);
  if (total <= 0) return;
  const float px = g.font_px();
  for (int sq = 0; sq < 40; ++sq) {
    if (counts[sq] <= 0) continue;  // untinted and unlabelled: nobody stopped there
    const Box b = g.square(sq);
    const float k = static_cast<float>(counts[sq] / most);
    dl->AddRectFilled(b.a, b.b, IM_COL32(200, 40, 0, static_cast<int>(40 + 150 * k)));
    char pct[16];
    std::snprintf(pct, sizeof pct, "%.1f%%", 100.0 * counts[sq] / total);
    const ImVec2 sz = ImGui::GetFont()->CalcTextSizeA(px, FLT_MAX, 0, pct);
    const ImVec2 c = b.centre();
    const ImVec2 a(c.x - sz.x * 0.5f - 2, c.y - sz.y * 0.5f - 1);
    dl->AddRectFilled(a, ImVec2(a.x + sz.x + 4, a.y + sz.y + 2), IM_COL32(255, 255, 255, 220), 2);
    dl->AddText(ImGui::GetFont(), px, ImVec2(a.x + 2, a.y + 1), IM_COL32(20, 20, 20, 255), pct);
  }
}

void centred_text(ImDrawList* dl, float px, Box b, float y, const std::string& s, ImU32 col, bool wrap) {
  ImFont* font = ImGui::GetFont();
  float w = b.w() - 4;
  // Wrap word by word ourselves so each line can be centred.
  std::vector<std::string> lines;
  std::string cur;
  size_t i = 0;
  while (i <= s.size()) {
    size_t j = s.find(' ', i);
    if (j == std::string::npos) j = s.size();
    std::string word = s.substr(i, j - i);
    std::string tryl = cur.empty() ? word : cur + " " + word;
    if (!cur.empty() && wrap && font->CalcTextSizeA(px, FLT_MAX, 0, tryl.c_str()).x > w) {
      lines.push_back(cur);
      cur = word;
    } else {
      cur = tryl;
    }
    i = j + 1;
  }
  if (!cur.empty()) lines.push_back(cur);
  for (auto& l : lines) {
    ImVec2 sz = font->CalcTextSizeA(px, FLT_MAX, 0, l.c_str());
    dl->PushClipRect(b.a, b.b, true);
    dl->AddText(font, px, ImVec2(b.centre().x - sz.x * 0.5f, y), col, l.c_str());
    dl->PopClipRect();
    y += sz.y * 0.95f;
  }
}

void mark_target(ImDrawList* dl, const Geometry& g, int sq) {
  if (sq < 0 || sq >= 40) return;
  Box b = g.square(sq);
  dl->AddRect(ImVec2(b.a.x + 1, b.a.y + 1), ImVec2(b.b.x - 1, b.b.y - 1), IM_COL32(255, 215, 0, 255), 0, 0,
              4.0f);
}

}  // namespace shamble::web::ring
