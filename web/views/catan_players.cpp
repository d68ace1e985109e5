// The players strip (points, card counts, knights, bonus badges) and the hand
// of the one seat allowed to see it. Which cards a seat may see is decided by
// catan::view_of: other seats' hands never reach this file, only counts.
#include <algorithm>

#include "board_ring.h"
#include "catan_view.h"
#include "screens/screens.h"
#include "theme.h"

namespace shamble::web::catan_ui {

namespace {

void player_tooltip(const Frame& f, int p) {
  if (!ImGui::BeginTooltip()) return;
  const ct::PlayerView& pl = f.v.seats[p];
  player_chip(p, f.names[p].c_str());
  if (pl.out) ImGui::TextColored(theme::danger(), "Out of the game");
  ImGui::Text("%d points%s", pl.points, pl.hand_shown ? " (with your hidden cards)" : "");
  ImGui::Text("%d resource cards, %d development cards", pl.cards, pl.dev_cards);
  ImGui::Text("Knights played: %d   Longest trail: %d", pl.knights, pl.road_length);
  ImGui::Text("Pieces left: %d roads, %d settlements, %d cities", pl.roads_left, pl.settlements_left,
              pl.cities_left);
  if (pl.longest_road)
    ImGui::TextColored(theme::accent(), "Holds the longest road (+%d)", ct::tables().longest_bonus);
  if (pl.largest_army)
    ImGui::TextColored(theme::accent(), "Holds the largest army (+%d)", ct::tables().army_bonus);
  if (pl.owes) ImGui::TextColored(theme::danger(), "Owes the zombies %d", pl.owes);
  if (pl.must_discard) ImGui::TextColored(theme::danger(), "Must discard %d", pl.must_discard);
  ImGui::EndTooltip();
}

void badge(ImDrawList* dl, ImVec2 at, const char* text, ImU32 col) {
  ImVec2 sz = ImGui::CalcTextSize(text);
  dl->AddRectFilled(at, ImVec2(at.x + sz.x + 6, at.y + sz.y), col, 3);
  dl->AddText(ImVec2(at.x + 3, at.y), IM_COL32(20, 20, 24, 255), text);
}

}  // namespace

void players_strip(const Frame& f, float width, bool column) {
  int n = static_cast<int>(f.v.seats.size());
  float gap = 4, line = ImGui::GetTextLineHeight();
  float h = std::max(theme::kTouch, line * 2 + 6);
  float w = column ? width : (width - gap * (n - 1)) / n;
  ImDrawList* dl = ImGui::GetWindowDrawList();
  for (int p = 0; p < n; ++p) {
    if (p && !column) ImGui::SameLine(0, gap);
    ImVec2 a = ImGui::GetCursorScreenPos();
    ImGui::PushID(p);
    ImGui::InvisibleButton("##chip", ImVec2(w, h));
    ImGui::PopID();
    const ct::PlayerView& pl = f.v.seats[p];
    bool turn = p == f.v.current && f.v.phase != ct::kOver;
    bool acting = (f.v.prompt.waiting >> p & 1) != 0;
    dl->AddRectFilled(a, ImVec2(a.x + w, a.y + h),
                      turn ? IM_COL32(60, 80, 50, 255) : IM_COL32(40, 44, 48, 255), 4);
    if (acting) dl->AddRect(a, ImVec2(a.x + w, a.y + h), IM_COL32(255, 215, 0, 255), 4, 0, 2);
    ring::token_glyph(dl, ImVec2(a.x + line * 0.75f + 2, a.y + h * 0.5f), line * 1.3f, p);
    dl->PushClipRect(a, ImVec2(a.x + w - 2, a.y + h), true);
    float x = a.x + line * 1.5f + 6;
    ImU32 col = pl.out ? IM_COL32(140, 140, 140, 255) : IM_COL32(240, 240, 240, 255);
    std::string top = std::to_string(pl.points) + " VP  " + (w > 150 ? f.names[p] : "");
    if (pl.out) top = "out  " + f.names[p];
    dl->AddText(ImVec2(x, a.y + 3), col, top.c_str());
    char stats[64];
    if (w > 150)
      snprintf(stats, sizeof stats, "%d cards  %d dev  %dK", pl.cards, pl.dev_cards, pl.knights);
    else if (w > 100)
      snprintf(stats, sizeof stats, "%dc %dd %dK", pl.cards, pl.dev_cards, pl.knights);
    else  // phones: the tooltip has the rest
      snprintf(stats, sizeof stats, "%dc %dd", pl.cards, pl.dev_cards);
    dl->AddText(ImVec2(x, a.y + 3 + line), IM_COL32(190, 195, 200, 255), stats);
    // Bonus badges sit at the right end of the first line.
    float bx = a.x + w - 4;
    if (pl.largest_army) {
      bx -= ImGui::CalcTextSize("Army").x + 8;
      badge(dl, ImVec2(bx, a.y + 3), "Army", IM_COL32(230, 159, 0, 255));
    }
    if (pl.longest_road) {
      bx -= ImGui::CalcTextSize("Road").x + 8;
      badge(dl, ImVec2(bx, a.y + 3), "Road", IM_COL32(86, 180, 233, 255));
    }
    dl->PopClipRect();
    if (ImGui::IsItemHovered() || ImGui::IsItemActive()) player_tooltip(f, p);
  }
}

void hand_panel(const Frame& f, float width) {
  int p = f.v.viewer;
  if (p < 0 || p >= static_cast<int>(f.v.seats.size()) || !f.v.seats[p].hand_shown) return;
  const ct::PlayerView& pl = f.v.seats[p];
  ImDrawList* dl = ImGui::GetWindowDrawList();
  ImGui::TextDisabled("Hand of %s", f.names[p].c_str());
  // One card chip per resource: colour, letter and count (colour never alone).
  // Never wider than what is left of the panel: the fifth card (ore) is never cut.
  width = std::min(width, ImGui::GetContentRegionAvail().x - 2);
  float cw = std::min(64.0f, (width - 4 * 4) / 5), chh = ImGui::GetTextLineHeight() * 2 + 4;
  for (int r = 0; r < ct::kRes; ++r) {
    if (r) ImGui::SameLine(0, 4);
    ImVec2 a = ImGui::GetCursorScreenPos();
    ImGui::PushID(r);
    ImGui::InvisibleButton("##res", ImVec2(cw, chh));
    ImGui::PopID();
    dl->AddRectFilled(a, ImVec2(a.x + cw, a.y + chh), res_col(r), 4);
    dl->AddRect(a, ImVec2(a.x + cw, a.y + chh), IM_COL32(20, 20, 24, 255), 4);
    bool dark = r == 0 || r == 1 || r == 4;
    ImU32 ink = dark ? IM_COL32(250, 250, 250, 255) : IM_COL32(20, 20, 24, 255);
    std::string top = ct::res_letter(r), count = std::to_string(pl.hand[r]);
    dl->AddText(ImVec2(a.x + 4, a.y + 2), ink, top.c_str());
    dl->AddText(theme::big(), ImGui::GetFontSize() * 1.2f,
                ImVec2(a.x + cw - ImGui::CalcTextSize(count.c_str()).x * 1.2f - 5, a.y + chh * 0.35f), ink,
                count.c_str());
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s: %d", ct::res_name(r), pl.hand[r]);
  }
  std::string dev;
  for (int d = 0; d < ct::kDevKinds; ++d) {
    if (!pl.dev[d]) continue;
    dev += (dev.empty() ? "" : ", ") + std::to_string(pl.dev[d]) + " " + ct::dev_name(d);
    if (pl.dev_new[d]) dev += " (" + std::to_string(pl.dev_new[d]) + " new)";
  }
  if (!dev.empty()) ImGui::TextWrapped("Development: %s", dev.c_str());
}

}  // namespace shamble::web::catan_ui
