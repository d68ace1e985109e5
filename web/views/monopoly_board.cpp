// Board geometry and the 40 squares: colour bands, short names, prices, owner
// markers, buildings and mortgage marks. Text is drawn horizontally on every
// side (ImGui has no rotated text) and shrinks to initials on tiny boards.
#include <algorithm>
#include <cmath>
#include <string>

#include "monopoly_view.h"
#include "theme.h"

namespace shamble::web::mv {

using board::SquareKind;

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
  if (sq % 10 == 0 || board::squares()[sq].group < 0) return b;
  Box k = band(sq);
  switch (side(sq)) {
    case 0: return {{b.a.x, k.b.y}, b.b};
    case 1: return {b.a, {k.a.x, b.b.y}};
    case 2: return {b.a, {b.b.x, k.a.y}};
    default: return {{k.b.x, b.a.y}, b.b};
  }
}

int Geometry::hit(ImVec2 p) const {
  for (int sq = 0; sq < mono::kSquares; ++sq)
    if (square(sq).contains(p)) return sq;
  return -1;
}

float Geometry::font_px() const { return std::clamp(cell * 0.21f, 8.0f, 15.0f); }

ImU32 group_col(int group) {
  uint32_t rgb = board::group_colour(group);
  return IM_COL32(rgb >> 16 & 255, rgb >> 8 & 255, rgb & 255, 255);
}

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

namespace {

constexpr ImU32 kPaper = IM_COL32(222, 230, 214, 255);
constexpr ImU32 kInk = IM_COL32(24, 28, 30, 255);
constexpr ImU32 kLine = IM_COL32(40, 46, 44, 255);

// Short names for tiny cells: "Harbor Road" -> "HR", "Chance" -> "Cha".
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

const char* corner_label(int sq, board::Theme th) {
  (void)th;
  switch (sq) {
    case 0: return "\u2190 GO";
    case 10: return nullptr;
    case 20: return nullptr;
    default: return nullptr;
  }
}

void draw_buildings(ImDrawList* dl, const Geometry& g, int sq, int b) {
  Box band = g.band(sq);
  bool vertical = g.side(sq) % 2 == 1;
  float len = vertical ? band.h() : band.w();
  float th = vertical ? band.w() : band.h();
  if (b == mono::kHotel) {
    float hw = std::min(len * 0.5f, th * 2.2f);
    ImVec2 c = band.centre();
    ImVec2 a = vertical ? ImVec2(c.x - th * 0.4f, c.y - hw * 0.5f) : ImVec2(c.x - hw * 0.5f, c.y - th * 0.4f);
    ImVec2 z = vertical ? ImVec2(c.x + th * 0.4f, c.y + hw * 0.5f) : ImVec2(c.x + hw * 0.5f, c.y + th * 0.4f);
    dl->AddRectFilled(a, z, IM_COL32(200, 30, 30, 255), 2);
    dl->AddRect(a, z, kInk, 2);
    return;
  }
  float s = std::min(th * 0.75f, len / 4.6f);
  for (int i = 0; i < b; ++i) {
    float off = (len - 4 * s * 1.1f) * 0.5f + i * s * 1.1f;
    ImVec2 a = vertical ? ImVec2(band.centre().x - s * 0.5f, band.a.y + off)
                        : ImVec2(band.a.x + off, band.centre().y - s * 0.5f);
    dl->AddRectFilled(a, ImVec2(a.x + s, a.y + s), IM_COL32(40, 170, 70, 255), 1);
    dl->AddRect(a, ImVec2(a.x + s, a.y + s), kInk, 1);
  }
}

// Owner: a strip on the outer edge in the owner's colour plus their shape.
void draw_owner(ImDrawList* dl, const Geometry& g, int sq, int owner) {
  Box b = g.square(sq);
  float t = std::max(3.0f, g.cell * 0.08f);
  Box e;
  switch (g.side(sq)) {
    case 0: e = {{b.a.x, b.b.y - t}, b.b}; break;
    case 1: e = {b.a, {b.a.x + t, b.b.y}}; break;
    case 2: e = {b.a, {b.b.x, b.a.y + t}}; break;
    default: e = {{b.b.x - t, b.a.y}, b.b}; break;
  }
  dl->AddRectFilled(e.a, e.b, player_color(owner));
  // The owner's shape takes the price's place (the deed card still shows the price).
  Box c = g.content(sq);
  // A badge (dark shape on the owner's colour), the inverse of a token, so the
  // two never get mixed up.
  float px = std::clamp(g.cell * 0.26f, 8.0f, 18.0f);
  ImVec2 m(c.centre().x, c.b.y - px * 0.5f - 3);
  float r = px * 0.62f;
  dl->AddRectFilled(ImVec2(m.x - r, m.y - r), ImVec2(m.x + r, m.y + r), player_color(owner), r * 0.3f);
  dl->AddRect(ImVec2(m.x - r, m.y - r), ImVec2(m.x + r, m.y + r), kInk, r * 0.3f);
  ImFont* font = ImGui::GetFont();
  ImVec2 sz = font->CalcTextSizeA(px, FLT_MAX, 0, player_shape(owner));
  dl->AddText(font, px, ImVec2(m.x - sz.x * 0.5f, m.y - sz.y * 0.5f), kInk, player_shape(owner));
}

void draw_mortgaged(ImDrawList* dl, Box b, float px) {
  dl->AddRectFilled(b.a, b.b, IM_COL32(20, 20, 20, 120));
  for (float x = -b.h(); x < b.w(); x += 8)
    dl->AddLine(ImVec2(b.a.x + std::max(0.0f, x), b.a.y + std::max(0.0f, -x)),
                ImVec2(b.a.x + std::min(b.w(), x + b.h()), b.a.y + std::min(b.h(), b.w() - x)),
                IM_COL32(0, 0, 0, 70));
  ImFont* font = ImGui::GetFont();
  const char* m = "M";
  ImVec2 sz = font->CalcTextSizeA(px * 1.6f, FLT_MAX, 0, m);
  ImVec2 c = b.centre();
  dl->AddCircleFilled(c, sz.y * 0.55f, IM_COL32(160, 30, 30, 230));
  dl->AddText(font, px * 1.6f, ImVec2(c.x - sz.x * 0.5f, c.y - sz.y * 0.5f), IM_COL32(255, 255, 255, 255), m);
}

}  // namespace

void draw_squares(ImDrawList* dl, const Geometry& g, const Frame& f, uint64_t lit_mask, int focus) {
  const auto& sqs = board::squares();
  dl->AddRectFilled(g.min, ImVec2(g.min.x + g.size, g.min.y + g.size), IM_COL32(200, 214, 196, 255));
  float px = g.font_px();
  bool tiny = g.cell < 32;  // below this, names shrink to initials
  for (int sq = 0; sq < mono::kSquares; ++sq) {
    const board::Square& d = sqs[sq];
    Box b = g.square(sq);
    dl->AddRectFilled(b.a, b.b, kPaper);
    if (d.group >= 0) {
      Box band = g.band(sq);
      dl->AddRectFilled(band.a, band.b, group_col(d.group));
      dl->AddRect(band.a, band.b, kLine);
    }
    Box c = g.content(sq);
    std::string name = board::square_name(sq, f.r.theme);
    if (sq % 10 == 0) {
      // Corners: bigger words, a tint so the four stand apart.
      ImU32 tint = sq == 0    ? IM_COL32(200, 232, 190, 255)
                   : sq == 10 ? IM_COL32(236, 214, 170, 255)
                   : sq == 20 ? IM_COL32(206, 222, 240, 255)
                              : IM_COL32(240, 200, 190, 255);
      dl->AddRectFilled(b.a, b.b, tint);
      if (sq == 10) {  // the cell itself sits in the inner corner, visitors on the rim
        Box cell{{b.b.x - b.w() * 0.66f, b.a.y}, {b.b.x, b.a.y + b.h() * 0.66f}};
        dl->AddRectFilled(cell.a, cell.b, IM_COL32(250, 180, 120, 255));
        for (int i = 1; i < 4; ++i) {
          float x = cell.a.x + cell.w() * i / 4;
          dl->AddLine(ImVec2(x, cell.a.y), ImVec2(x, cell.b.y), IM_COL32(60, 50, 40, 200), 1.5f);
        }
        centred_text(dl, px, cell, cell.a.y + 3, tiny ? initials(name) : name, kInk, true);
      } else {
        const char* extra = corner_label(sq, f.r.theme);
        float y = b.a.y + b.h() * 0.3f;
        centred_text(dl, px * 1.1f, b, y, tiny ? initials(name) : name, kInk, true);
        if (extra && !tiny)
          centred_text(dl, px * 1.3f, b, b.a.y + b.h() * 0.62f, extra, IM_COL32(30, 120, 40, 255), false);
      }
    } else {
      centred_text(dl, px, c, c.a.y + 2, tiny ? initials(name) : name, kInk, !tiny);
      int cost = d.price ? d.price : d.tax;
      if (cost && !tiny && f.t.owner[sq] < 0) {
        std::string p = money(cost);
        float h = ImGui::GetFont()->CalcTextSizeA(px, FLT_MAX, 0, p.c_str()).y;
        centred_text(dl, px, c, c.b.y - h - 2, p, IM_COL32(60, 60, 60, 255), false);
      }
      if (d.kind == SquareKind::Chance || d.kind == SquareKind::Chest) {
        const char* glyph = d.kind == SquareKind::Chance ? "?" : "\u25A3";
        centred_text(dl, px * 2.0f, c, c.centre().y - px * 0.6f, glyph,
                     d.kind == SquareKind::Chance ? IM_COL32(230, 120, 20, 255) : IM_COL32(40, 110, 200, 255),
                     false);
      }
    }
    if (f.t.owner[sq] >= 0) draw_owner(dl, g, sq, f.t.owner[sq]);
    if (f.t.buildings[sq]) draw_buildings(dl, g, sq, f.t.buildings[sq]);
    if (f.t.mortgaged[sq]) draw_mortgaged(dl, c, px);
    dl->AddRect(b.a, b.b, kLine);
    if (lit_mask >> sq & 1) {
      // Steady, not pulsing: an idle board must not need redraws.
      dl->AddRectFilled(b.a, b.b, IM_COL32(255, 215, 0, 50));
      dl->AddRect(ImVec2(b.a.x + 1.5f, b.a.y + 1.5f), ImVec2(b.b.x - 1.5f, b.b.y - 1.5f),
                  IM_COL32(255, 200, 0, 255), 0, 0, 3.0f);
    }
    if (sq == focus) dl->AddRect(b.a, b.b, IM_COL32(255, 255, 255, 255), 0, 0, 2.5f);
  }
  Box ctr = g.centre();
  dl->AddRectFilled(ctr.a, ctr.b, IM_COL32(36, 60, 48, 255));
  dl->AddRect(ctr.a, ctr.b, kLine, 0, 0, 2);
  dl->AddRect(g.min, ImVec2(g.min.x + g.size, g.min.y + g.size), kLine, 0, 0, 2);
}

}  // namespace shamble::web::mv
