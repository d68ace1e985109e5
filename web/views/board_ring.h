// The 40-square ring shared by the board views (Monopoly, MonopoZombie,
// Flipped): where each square sits, hit testing, and the small drawing helpers
// every board needs (band colours, player token glyphs, money). Pure geometry:
// no game state and no game header; which squares carry a colour band and
// which colour come from the game's view (view.h), set by the view.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "imgui.h"

namespace shamble::web::ring {

struct Box {
  ImVec2 a, b;
  bool contains(ImVec2 p) const { return p.x >= a.x && p.y >= a.y && p.x < b.x && p.y < b.y; }
  ImVec2 centre() const { return ImVec2((a.x + b.x) * 0.5f, (a.y + b.y) * 0.5f); }
  float w() const { return b.x - a.x; }
  float h() const { return b.y - a.y; }
};

// 40 squares clockwise from the start square at the bottom right; corners are
// 1.5 cells, so the board is 12 cells wide.
struct Geometry {
  ImVec2 min;
  float size = 0, cell = 0, corner = 0;
  // Squares with a colour band on the inner edge (content() leaves it out);
  // views set it from their game's view.
  uint64_t banded = 0;
  void fit(ImVec2 at, float side);
  Box square(int sq) const;
  Box centre() const;
  int side(int sq) const;     // 0 bottom, 1 left, 2 top, 3 right (corners belong to the side they start)
  Box band(int sq) const;     // the colour band on the inner edge
  Box content(int sq) const;  // the square minus its band
  int hit(ImVec2 p) const;    // square under p or -1
  float font_px() const;
};

// A 0xRRGGBB colour (a view's band colour) as an ImGui colour.
ImU32 rgb_col(uint32_t rgb);
// The seat's shape glyph in its colour with a dark outline.
void token_glyph(ImDrawList* dl, ImVec2 centre, float px, int seat);
std::string money(long v);
// Short names for tiny cells: "Harbor Road" -> "HR", "Chance" -> "Cha".
std::string initials(const std::string& name);
// A heat map over the squares: `counts` (40 values, e.g. where tokens came to
// rest) as a tint whose strength follows the count, and each square's share
// of the total in per cent (squares nobody stopped on stay as they are). One
// hue, light to strong, so it reads without telling colours apart.
void heat_overlay(ImDrawList* dl, const Geometry& g, const std::vector<double>& counts);
// The square a hovered prompt button acts on (view_prompt.h hovered_target):
// a thick gold frame, so the eye finds on the board what the button names.
void mark_target(ImDrawList* dl, const Geometry& g, int sq);
// Word-wrapped (when `wrap`), each line centred in b, clipped to it.
void centred_text(ImDrawList* dl, float px, Box b, float y, const std::string& s, ImU32 col, bool wrap);

}  // namespace shamble::web::ring
