// The 40 squares (geometry is in board_ring.cpp): colour bands, short names, prices, owner
// markers, buildings and mortgage marks. Text is drawn horizontally on every
// side (ImGui has no rotated text) and shrinks to initials on tiny boards.
#include <algorithm>
#include <cmath>
#include <string>

#include "board_ring.h"
#include "monopoly_view.h"
#include "theme.h"

namespace shamble::web::monopoly_ui {

using mono::SquareType;

namespace {

constexpr ImU32 kPaper = IM_COL32(222, 230, 214, 255);
constexpr ImU32 kInk = IM_COL32(24, 28, 30, 255);
constexpr ImU32 kLine = IM_COL32(40, 46, 44, 255);

const char* corner_label(int sq) {
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
  if (b == 5) {  // a hotel
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
  dl->AddRectFilled(g.min, ImVec2(g.min.x + g.size, g.min.y + g.size), IM_COL32(200, 214, 196, 255));
  float px = g.font_px();
  bool tiny = g.cell < 32;  // below this, names shrink to initials
  for (int sq = 0; sq < mono::kBoardSquares; ++sq) {
    const mono::SquareView& d = f.v.squares[sq];
    Box b = g.square(sq);
    dl->AddRectFilled(b.a, b.b, kPaper);
    if (d.group >= 0) {
      Box band = g.band(sq);
      dl->AddRectFilled(band.a, band.b, rgb_col(d.colour));
      dl->AddRect(band.a, band.b, kLine);
    }
    Box c = g.content(sq);
    const std::string& name = d.name;
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
        const char* extra = corner_label(sq);
        float y = b.a.y + b.h() * 0.3f;
        centred_text(dl, px * 1.1f, b, y, tiny ? initials(name) : name, kInk, true);
        if (extra && !tiny)
          centred_text(dl, px * 1.3f, b, b.a.y + b.h() * 0.62f, extra, IM_COL32(30, 120, 40, 255), false);
      }
    } else {
      centred_text(dl, px, c, c.a.y + 2, tiny ? initials(name) : name, kInk, !tiny);
      int cost = d.price ? d.price : d.tax;
      if (cost && !tiny && d.owner < 0) {
        std::string p = money(cost);
        float h = ImGui::GetFont()->CalcTextSizeA(px, FLT_MAX, 0, p.c_str()).y;
        centred_text(dl, px, c, c.b.y - h - 2, p, IM_COL32(60, 60, 60, 255), false);
      }
      if (d.kind == SquareType::Chance || d.kind == SquareType::Chest) {
        const char* glyph = d.kind == SquareType::Chance ? "?" : "\u25A3";
        centred_text(dl, px * 2.0f, c, c.centre().y - px * 0.6f, glyph,
                     d.kind == SquareType::Chance ? IM_COL32(230, 120, 20, 255) : IM_COL32(40, 110, 200, 255),
                     false);
      }
    }
    if (d.owner >= 0) draw_owner(dl, g, sq, d.owner);
    if (d.hotel || d.houses) draw_buildings(dl, g, sq, d.hotel ? 5 : d.houses);
    if (d.mortgaged) draw_mortgaged(dl, c, px);
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

}  // namespace shamble::web::monopoly_ui
