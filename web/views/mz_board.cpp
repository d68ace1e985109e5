// The zombie layer over the property-game squares: infection grounds (tint and
// hatching), hospitals (a cross on the hotel), the lit move targets, zombie
// tokens and the zombie lines of a square's card. Drawing only: every count,
// verdict, sentence and target comes from the game's view.
#include <algorithm>
#include <cmath>
#include <string>

#include "mz_view.h"
#include "screens/screens.h"
#include "theme.h"

namespace shamble::web::monopozombie_ui {

namespace {

constexpr ImU32 kInk = IM_COL32(24, 28, 30, 255);
constexpr ImU32 kRot = IM_COL32(90, 140, 40, 255);  // zombie green: infection, zombie rims

// Sickly green wash plus diagonal hatching, clipped to the square, so an
// infection ground reads without colour too (the hatching).
void infection(ImDrawList* dl, Box b) {
  dl->AddRectFilled(b.a, b.b, IM_COL32(110, 170, 50, 70));
  dl->PushClipRect(b.a, b.b, true);
  float step = std::max(5.0f, std::min(b.w(), b.h()) * 0.16f);
  for (float x = -b.h(); x < b.w(); x += step)
    dl->AddLine(ImVec2(b.a.x + x, b.b.y), ImVec2(b.a.x + x + b.h(), b.a.y), IM_COL32(60, 110, 20, 150), 1.5f);
  dl->PopClipRect();
  dl->AddRect(ImVec2(b.a.x + 1, b.a.y + 1), ImVec2(b.b.x - 1, b.b.y - 1), kRot, 0, 0, 2.0f);
}

// A hotel that cures zombies (MZ-HOSP-1) gets a white cross over its red block.
void hospital(ImDrawList* dl, const Geometry& g, int sq) {
  Box band = g.band(sq);
  ImVec2 c = band.centre();
  float r = std::max(3.0f, std::min(band.w(), band.h()) * 0.42f);
  float t = r * 0.38f;
  dl->AddRectFilled(ImVec2(c.x - r, c.y - t), ImVec2(c.x + r, c.y + t), IM_COL32(255, 255, 255, 255));
  dl->AddRectFilled(ImVec2(c.x - t, c.y - r), ImVec2(c.x + t, c.y + r), IM_COL32(255, 255, 255, 255));
}

// A move target: strong outline and the digit of its centre button.
void target(ImDrawList* dl, Box b, int digit, float px) {
  dl->AddRectFilled(b.a, b.b, IM_COL32(255, 215, 0, 70));
  dl->AddRect(ImVec2(b.a.x + 2, b.a.y + 2), ImVec2(b.b.x - 2, b.b.y - 2), IM_COL32(255, 200, 0, 255), 0, 0,
              4.0f);
  if (digit <= 0 || digit > 9) return;
  std::string d = std::to_string(digit);
  ImFont* font = ImGui::GetFont();
  float size = px * 1.5f;
  ImVec2 sz = font->CalcTextSizeA(size, FLT_MAX, 0, d.c_str());
  ImVec2 c(b.a.x + sz.x * 0.5f + 6, b.a.y + sz.y * 0.5f + 5);
  dl->AddCircleFilled(c, sz.y * 0.55f, IM_COL32(30, 30, 30, 230));
  dl->AddText(font, size, ImVec2(c.x - sz.x * 0.5f, c.y - sz.y * 0.5f), IM_COL32(255, 215, 0, 255),
              d.c_str());
}

// The first letter (a whole UTF-8 sequence) of a name.
std::string initial(const std::string& name) {
  if (name.empty()) return "?";
  size_t n = 1;
  while (n < name.size() && (static_cast<unsigned char>(name[n]) & 0xC0) == 0x80) ++n;
  return name.substr(0, n);
}

}  // namespace

std::vector<Target> move_targets(const Frame& f) {
  std::vector<Target> out;
  if (!f.f.ch || f.f.human < 0) return out;
  for (int i = 0; i < static_cast<int>(f.f.ch->size()); ++i) {
    int sq = (*f.f.ch)[i].lands;
    if (sq < 0 || sq >= mono::kBoardSquares) continue;
    auto it = std::find_if(out.begin(), out.end(), [&](const Target& t) { return t.square == sq; });
    if (it == out.end()) {
      out.push_back({sq, {i}, false});
      continue;
    }
    // Equal sums of 3D6 picks are equal dice (same label): one move. Group pools can differ.
    it->ambiguous |= (*f.f.ch)[i].label != (*f.f.ch)[it->indices[0]].label;
    it->indices.push_back(i);
  }
  return out;
}

void draw_overlays(ImDrawList* dl, const Geometry& g, const Frame& f, uint64_t lit, uint64_t targets) {
  float px = g.font_px();
  std::vector<PromptButton> order = centre_buttons(f, false);
  for (int sq = 0; sq < mono::kBoardSquares; ++sq) {
    Box b = g.square(sq);
    if (f.zv.squares[sq].infected) infection(dl, b);
    if (f.zv.squares[sq].hospital) hospital(dl, g, sq);
    if (lit >> sq & 1) {
      dl->AddRectFilled(b.a, b.b, IM_COL32(255, 215, 0, 50));
      dl->AddRect(ImVec2(b.a.x + 1.5f, b.a.y + 1.5f), ImVec2(b.b.x - 1.5f, b.b.y - 1.5f),
                  IM_COL32(255, 200, 0, 255), 0, 0, 3.0f);
    }
  }
  if (!targets) return;
  for (const Target& t : move_targets(f)) {
    int digit = 0;  // the key of its centre button, when a single move lands here
    for (size_t k = 0; k < order.size() && !t.ambiguous; ++k)
      if (order[k].choice == t.indices[0]) digit = static_cast<int>(k) + 1;
    target(dl, g.square(t.square), digit, px);
  }
}

// Homeless (MZ-HOME-1): a small roof with a slash through it at the token's foot.
void homeless_mark(ImDrawList* dl, ImVec2 c, float px) {
  ImVec2 m(c.x - px * 0.45f, c.y + px * 0.42f);
  float r = std::max(4.0f, px * 0.26f);
  dl->AddCircleFilled(m, r * 1.15f, IM_COL32(235, 225, 205, 255));
  dl->AddTriangleFilled(ImVec2(m.x - r * 0.8f, m.y), ImVec2(m.x + r * 0.8f, m.y), ImVec2(m.x, m.y - r * 0.8f),
                        IM_COL32(120, 80, 40, 255));
  dl->AddRectFilled(ImVec2(m.x - r * 0.55f, m.y), ImVec2(m.x + r * 0.55f, m.y + r * 0.6f),
                    IM_COL32(120, 80, 40, 255));
  dl->AddLine(ImVec2(m.x - r, m.y + r), ImVec2(m.x + r, m.y - r), IM_COL32(200, 30, 30, 255), 2.0f);
}

void draw_token(ImDrawList* dl, ImVec2 c, float px, int seat, const Frame& f) {
  const mz::PlayerView& pl = f.zv.seats[seat];
  // Group members (MZ-GROUP-*) share a light-blue ring so a group reads as one.
  if (pl.in_group) dl->AddCircle(c, px * 0.68f, IM_COL32(120, 200, 255, 255), 0, std::max(2.0f, px * 0.1f));
  if (!pl.zombie) {
    monopoly_ui::token_glyph(dl, c, px, seat);
    if (pl.homeless) homeless_mark(dl, c, px);
    // Active bodyguards: a small count at the token's shoulder.
    if (pl.guards > 0) {
      std::string n = std::to_string(pl.guards);
      ImVec2 b(c.x + px * 0.45f, c.y - px * 0.45f);
      dl->AddCircleFilled(b, px * 0.28f, IM_COL32(40, 90, 200, 255));
      ImVec2 sz = ImGui::GetFont()->CalcTextSizeA(px * 0.45f, FLT_MAX, 0, n.c_str());
      dl->AddText(ImGui::GetFont(), px * 0.45f, ImVec2(b.x - sz.x * 0.5f, b.y - sz.y * 0.5f),
                  IM_COL32(255, 255, 255, 255), n.c_str());
    }
    return;
  }
  // A ragged burst (never a smooth shape like the human glyphs) in the seat's
  // colour, rimmed in rot green, with the player's letter.
  constexpr int kPoints = 14;
  ImVec2 pts[kPoints];
  float r = px * 0.56f;
  for (int i = 0; i < kPoints; ++i) {
    float ang = 6.2831853f * i / kPoints - 1.5707963f;
    float k = i % 2 ? 0.70f : (i % 4 ? 1.0f : 0.9f);
    pts[i] = ImVec2(c.x + std::cos(ang) * r * k, c.y + std::sin(ang) * r * k);
  }
  for (int i = 0; i < kPoints; ++i) {
    ImVec2 a = pts[i], b = pts[(i + 1) % kPoints];
    dl->AddTriangleFilled(c, a, b, player_color(seat));
  }
  dl->AddPolyline(pts, kPoints, IM_COL32(20, 20, 24, 255), ImDrawFlags_Closed, std::max(2.0f, px * 0.12f));
  dl->AddPolyline(pts, kPoints, kRot, ImDrawFlags_Closed, std::max(1.0f, px * 0.05f));
  std::string letter = initial(f.f.name(seat));
  ImFont* font = ImGui::GetFont();
  float size = px * 0.6f;
  ImVec2 sz = font->CalcTextSizeA(size, FLT_MAX, 0, letter.c_str());
  dl->AddText(font, size, ImVec2(c.x - sz.x * 0.5f, c.y - sz.y * 0.5f), kInk, letter.c_str());
}

void square_extra(const Frame& f, int sq) {
  ImGui::Separator();
  const ImVec4 kSafeGreen(0.47f, 0.85f, 0.47f, 1);  // a square or verdict that keeps humans human
  for (const mz::Line& l : f.zv.squares[sq].lines) {
    ImVec4 col = ImGui::GetStyleColorVec4(ImGuiCol_Text);
    switch (l.tone) {
      case mz::Tone::Muted: col = theme::muted(); break;
      case mz::Tone::Danger: col = theme::danger(); break;
      case mz::Tone::Safe: col = kSafeGreen; break;
      case mz::Tone::Warn: col = theme::accent(); break;
      case mz::Tone::Group: col = ImVec4(0.47f, 0.78f, 1, 1); break;
      default: break;
    }
    ImGui::TextColored(col, "%s", l.text.c_str());
  }
}

}  // namespace shamble::web::monopozombie_ui
