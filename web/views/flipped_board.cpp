// The Flipped board: the shared ring (board_ring.h) with what is known about
// each square (unknown, safe house, infested), the parts waiting on their
// squares, the six delivery slots in Jail and the characters' tokens. Night
// darkens the whole board; the centre is drawn by flipped_centre.cpp.
#include <algorithm>
#include <cmath>
#include <string>
#include <vector>

#include "flipped_view.h"
#include "theme.h"

namespace shamble::web::flipped_ui {

using ring::centred_text;
using ring::initials;

namespace {
constexpr ImU32 kPaper = IM_COL32(226, 222, 206, 255);
constexpr ImU32 kInk = IM_COL32(24, 28, 30, 255);
constexpr ImU32 kLine = IM_COL32(40, 46, 44, 255);
constexpr ImU32 kSafeTint = IM_COL32(150, 210, 140, 255);
constexpr ImU32 kInfestTint = IM_COL32(120, 40, 40, 255);
constexpr ImU32 kNightVeil = IM_COL32(8, 14, 48, 120);

void hatch(ImDrawList* dl, Box b, ImU32 col) {
  dl->PushClipRect(b.a, b.b, true);
  for (float x = -b.h(); x < b.w(); x += 7)
    dl->AddLine(ImVec2(b.a.x + x, b.b.y), ImVec2(b.a.x + x + b.h(), b.a.y), col, 1.5f);
  dl->PopClipRect();
}

// A zombie hand-ish marker: a dark red disc with a "Z", the infested sign.
void zombie_mark(ImDrawList* dl, ImVec2 c, float px) {
  dl->AddCircleFilled(c, px * 0.62f, IM_COL32(200, 30, 30, 255));
  dl->AddCircle(c, px * 0.62f, kInk, 0, 1.5f);
  ImFont* font = ImGui::GetFont();
  ImVec2 sz = font->CalcTextSizeA(px, FLT_MAX, 0, "Z");
  dl->AddText(font, px, ImVec2(c.x - sz.x * 0.5f, c.y - sz.y * 0.5f), IM_COL32(255, 255, 255, 255), "Z");
}

// Jail holds six delivery slots; filled ones show their part.
void jail_slots(ImDrawList* dl, const Geometry& g, const Frame& f) {
  Box b = g.square(f.v.jail_square);
  Box in{{b.a.x + b.w() * 0.32f, b.a.y + 3}, {b.b.x - 3, b.a.y + b.h() * 0.62f}};
  float sw = in.w() / 3, sh = in.h() / 2;
  float px = std::min(sw, sh) * 0.8f;
  for (int p = 0; p < static_cast<int>(f.v.parts.size()); ++p) {
    ImVec2 c(in.a.x + sw * (p % 3 + 0.5f), in.a.y + sh * (p / 3 + 0.5f));
    bool there = f.v.parts[p].where == fl::PartWhere::Delivered;
    if (there)
      draw_part_badge(dl, c, px, f.v.parts[p], false);
    else
      dl->AddRect(ImVec2(c.x - px * 0.5f, c.y - px * 0.4f), ImVec2(c.x + px * 0.5f, c.y + px * 0.4f),
                  IM_COL32(90, 70, 50, 200), 3, 0, 1.5f);
  }
}
}  // namespace

// Train parts are blue-grey plates, generator parts amber: shape and text, not colour alone.
void draw_part_badge(ImDrawList* dl, ImVec2 c, float px, const fl::PartView& part, bool faded) {
  bool train = part.train;
  ImU32 fill = train ? IM_COL32(70, 110, 170, faded ? 120 : 255) : IM_COL32(230, 160, 30, faded ? 120 : 255);
  float w = px * 0.55f, h = px * 0.42f;
  dl->AddRectFilled(ImVec2(c.x - w, c.y - h), ImVec2(c.x + w, c.y + h), fill, train ? 2 : h);
  dl->AddRect(ImVec2(c.x - w, c.y - h), ImVec2(c.x + w, c.y + h), kInk, train ? 2 : h, 0, 1.2f);
  ImFont* font = ImGui::GetFont();
  float tpx = px * 0.55f;
  ImVec2 sz = font->CalcTextSizeA(tpx, FLT_MAX, 0, part.short_name.c_str());
  dl->AddText(font, tpx, ImVec2(c.x - sz.x * 0.5f, c.y - sz.y * 0.5f), IM_COL32(255, 255, 255, 255),
              part.short_name.c_str());
}

void draw_house(ImDrawList* dl, ImVec2 c, float s, ImU32 fill) {
  ImVec2 roof[3] = {ImVec2(c.x - s * 0.6f, c.y - s * 0.05f), ImVec2(c.x, c.y - s * 0.55f),
                    ImVec2(c.x + s * 0.6f, c.y - s * 0.05f)};
  dl->AddRectFilled(ImVec2(c.x - s * 0.42f, c.y - s * 0.05f), ImVec2(c.x + s * 0.42f, c.y + s * 0.45f), fill);
  dl->AddTriangleFilled(roof[0], roof[1], roof[2], fill);
  dl->AddPolyline(roof, 3, kInk, 0, 1.2f);
  dl->AddRect(ImVec2(c.x - s * 0.42f, c.y - s * 0.05f), ImVec2(c.x + s * 0.42f, c.y + s * 0.45f), kInk, 0, 0,
              1.2f);
  dl->AddRectFilled(ImVec2(c.x - s * 0.1f, c.y + s * 0.15f), ImVec2(c.x + s * 0.1f, c.y + s * 0.45f), kInk);
}

// Two circles and a triangle: crisp at any size, no font glyph needed.
void draw_heart(ImDrawList* dl, ImVec2 c, float s, bool full) {
  ImU32 col = full ? IM_COL32(230, 50, 70, 255) : IM_COL32(90, 90, 100, 255);
  float r = s * 0.27f;
  dl->AddCircleFilled(ImVec2(c.x - r, c.y - r * 0.4f), r, col);
  dl->AddCircleFilled(ImVec2(c.x + r, c.y - r * 0.4f), r, col);
  dl->AddTriangleFilled(ImVec2(c.x - 2 * r, c.y - r * 0.1f), ImVec2(c.x + 2 * r, c.y - r * 0.1f),
                        ImVec2(c.x, c.y + s * 0.45f), col);
}

void draw_squares(ImDrawList* dl, const Geometry& g, const Frame& f, bool night, int focus) {
  dl->AddRectFilled(g.min, ImVec2(g.min.x + g.size, g.min.y + g.size), IM_COL32(190, 196, 180, 255));
  float px = g.font_px();
  bool tiny = g.cell < 32;  // below this, names shrink to initials
  for (const fl::SquareView& d : f.v.squares) {
    const int sq = d.index;
    Box b = g.square(sq);
    fl::Mark mk = d.mark;
    dl->AddRectFilled(b.a, b.b, mk == fl::kSafe ? kSafeTint : mk == fl::kInfested ? kInfestTint : kPaper);
    if (sq % 10 == 0 && mk == fl::kUnknown) {  // the corners' own tints
      ImU32 tint = sq == 0    ? IM_COL32(200, 232, 190, 255)
                   : sq == 10 ? IM_COL32(236, 214, 170, 255)
                   : sq == 20 ? IM_COL32(206, 222, 240, 255)
                              : IM_COL32(240, 200, 190, 255);
      dl->AddRectFilled(b.a, b.b, tint);
    }
    if (mk == fl::kInfested) hatch(dl, b, IM_COL32(0, 0, 0, 90));
    if (d.group >= 0) {
      Box band = g.band(sq);
      dl->AddRectFilled(band.a, band.b, ring::rgb_col(d.colour));
      dl->AddRect(band.a, band.b, kLine);
    }
    Box c = g.content(sq);
    const std::string& name = d.name;
    ImU32 ink = mk == fl::kInfested ? IM_COL32(250, 235, 235, 255) : kInk;
    if (d.kind == fl::SquareKind::Jail) {
      centred_text(dl, px, Box{{b.a.x, b.a.y + b.h() * 0.64f}, b.b}, b.a.y + b.h() * 0.66f,
                   tiny ? initials(name) : name, ink, true);
      jail_slots(dl, g, f);
    } else if (sq % 10 == 0) {
      centred_text(dl, px * 1.1f, b, b.a.y + b.h() * 0.3f, tiny ? initials(name) : name, ink, true);
      if (!d.tag.empty() && !tiny)
        centred_text(dl, px, b, b.a.y + b.h() * 0.62f, d.tag, IM_COL32(40, 60, 120, 255), false);
    } else {
      centred_text(dl, px, c, c.a.y + 2, tiny ? initials(name) : name, ink, !tiny);
      if (d.price && !tiny && mk != fl::kInfested) {
        std::string p = ring::money(d.price);
        float h = ImGui::GetFont()->CalcTextSizeA(px, FLT_MAX, 0, p.c_str()).y;
        centred_text(dl, px, c, c.b.y - h - 2, p, IM_COL32(60, 60, 60, 255), false);
      }
    }
    float icon = std::min(c.w(), c.h()) * 0.42f;
    ImVec2 mid(c.centre().x, c.centre().y + c.h() * 0.05f);
    if (mk == fl::kSafe) draw_house(dl, mid, icon, IM_COL32(250, 250, 240, 255));
    if (mk == fl::kInfested) zombie_mark(dl, mid, icon);
    if (d.reveals && mk == fl::kUnknown) {  // F-REVEAL-1: a lot still to flip shows a "?"
      ImFont* font = ImGui::GetFont();
      float qpx = icon * 1.3f;
      ImVec2 qsz = font->CalcTextSizeA(qpx, FLT_MAX, 0, "?");
      dl->AddText(font, qpx, ImVec2(mid.x - qsz.x * 0.5f, mid.y - qsz.y * 0.5f), IM_COL32(120, 110, 90, 200),
                  "?");
    }
    if (d.part_here)
      draw_part_badge(dl, ImVec2(c.centre().x, c.a.y + c.h() * (tiny ? 0.5f : 0.56f)), icon * 0.95f,
                      f.v.parts[d.part], false);
    dl->AddRect(b.a, b.b, kLine);
    if (sq == focus) dl->AddRect(b.a, b.b, IM_COL32(255, 215, 0, 255), 0, 0, 3.0f);
  }
  Box ctr = g.centre();
  // Day: a green town square; night: deep blue. The veil over the ring says it again.
  dl->AddRectFilled(ctr.a, ctr.b, night ? IM_COL32(16, 22, 52, 255) : IM_COL32(40, 66, 54, 255));
  if (night) {
    dl->AddRectFilled(g.min, ImVec2(g.min.x + g.size, g.min.y + g.size), kNightVeil);
    ImVec2 m(ctr.b.x - g.cell * 0.7f, ctr.a.y + g.cell * 0.7f);  // a crescent moon
    dl->AddCircleFilled(m, g.cell * 0.35f, IM_COL32(240, 230, 170, 255));
    dl->AddCircleFilled(ImVec2(m.x + g.cell * 0.14f, m.y - g.cell * 0.08f), g.cell * 0.3f,
                        IM_COL32(16, 22, 52, 255));
  } else {
    ImVec2 s(ctr.b.x - g.cell * 0.7f, ctr.a.y + g.cell * 0.7f);  // the sun
    dl->AddCircleFilled(s, g.cell * 0.3f, IM_COL32(250, 210, 80, 255));
  }
  dl->AddRect(ctr.a, ctr.b, kLine, 0, 0, 2);
  dl->AddRect(g.min, ImVec2(g.min.x + g.size, g.min.y + g.size), kLine, 0, 0, 2);
}

namespace {
ImVec2 slot(const Geometry& g, int sq, int k, int n, float* px, int jail) {
  Box b = g.content(sq);
  if (sq == jail) {  // visitors stand on the rim, below the part slots
    Box sb = g.square(sq);
    b = Box{{sb.a.x, sb.a.y + sb.h() * 0.62f}, sb.b};
  }
  int cols = b.w() > b.h() * 1.3f ? 4 : 2;
  cols = std::min(cols, std::max(1, n));
  int rows = (n + cols - 1) / cols;
  float sw = b.w() / cols, sh = b.h() / std::max(rows, 2);
  *px = std::min({sw, sh, g.cell * 0.42f}) * 0.95f;
  float top = b.centre().y - sh * rows * 0.5f;
  return ImVec2(b.a.x + sw * (k % cols + 0.5f), top + sh * (k / cols + 0.5f));
}
}  // namespace

void draw_tokens(ImDrawList* dl, const Geometry& g, const Frame& f, const Motion& mo) {
  const int n = f.chars();
  const int ring_squares = static_cast<int>(f.v.squares.size());
  const int jail = f.v.jail_square;
  std::vector<float> pos(n), lift(n);
  for (int c = 0; c < n; ++c) pos[c] = mo.shown(f.v, c, f.now, &lift[c]);
  const int acting = f.v.acting_character;
  for (int c = 0; c < n; ++c) {
    const fl::CharacterView& ch = f.v.characters[c];
    bool moving = pos[c] != std::floor(pos[c]) || lift[c] > 0;
    int sq = static_cast<int>(pos[c]) % ring_squares;
    int k = 0, cnt = 0;
    for (int o = 0; o < n; ++o)
      if (static_cast<int>(pos[o]) % ring_squares == sq) cnt += 1, k += o < c;
    float tpx = 0;
    ImVec2 at = slot(g, sq, k, cnt, &tpx, jail);
    if (moving) {
      float frac = pos[c] - std::floor(pos[c]), px2 = 0;
      ImVec2 a = slot(g, sq, 0, 1, &tpx, jail), b = slot(g, (sq + 1) % ring_squares, 0, 1, &px2, jail);
      at = ImVec2(a.x + (b.x - a.x) * frac, a.y + (b.y - a.y) * frac - lift[c] * g.cell * 0.35f);
      tpx = std::max(tpx, px2) * 1.1f;
    }
    if (!ch.alive) {  // the fallen: a grey cross where they fell
      float r = tpx * 0.4f;
      dl->AddLine(ImVec2(at.x - r, at.y - r), ImVec2(at.x + r, at.y + r), IM_COL32(60, 60, 60, 255), 3);
      dl->AddLine(ImVec2(at.x - r, at.y + r), ImVec2(at.x + r, at.y - r), IM_COL32(60, 60, 60, 255), 3);
      continue;
    }
    ring::token_glyph(dl, at, tpx, c);
    if (ch.sheltered)
      draw_house(dl, ImVec2(at.x + tpx * 0.45f, at.y - tpx * 0.4f), tpx * 0.45f,
                 IM_COL32(150, 230, 140, 255));
    if (c == acting && !moving && !f.v.over)
      dl->AddCircle(at, tpx * 0.62f, IM_COL32(255, 255, 255, 230), 0, 2.0f);
  }
}

}  // namespace shamble::web::flipped_ui
