// The players strip: one chip per player with their token (a zombie badge once
// turned), name when there is room, and cash or role; the player whose turn it
// is gets a frame; hover shows what they hold.
#include <algorithm>
#include <string>

#include "mz_view.h"
#include "screens/screens.h"
#include "theme.h"

namespace shamble::web::monopozombie_ui {

namespace {

void holdings_tooltip(const Frame& f, int p) {
  if (!ImGui::BeginTooltip()) return;
  const mz::PlayerView& pl = f.zv.seats[p];
  player_chip(p, f.f.name(p).c_str());
  for (size_t i = 0; i < pl.about.size(); ++i) {
    if (i == 0 && pl.zombie)
      ImGui::TextColored(theme::accent(), "%s", pl.about[i].c_str());
    else if (i == 0 && f.f.v.seats[p].bankrupt)
      ImGui::TextColored(theme::muted(), "%s", pl.about[i].c_str());
    else
      ImGui::TextUnformatted(pl.about[i].c_str());
  }
  for (int sq = 0; sq < mono::kBoardSquares; ++sq) {
    const mono::SquareView& d = f.f.v.squares[sq];
    if (d.owner != p) continue;
    ImGui::BulletText("%s%s%s", d.name.c_str(),
                      d.hotel    ? " (hotel)"
                      : d.houses ? (" (" + std::to_string(d.houses) + "h)").c_str()
                                 : "",
                      f.zv.squares[sq].infected ? " - infection ground" : "");
  }
  ImGui::EndTooltip();
}

}  // namespace

void players_strip(const Frame& f, float width) {
  int n = f.f.n();
  float gap = 4, h = 30;
  // Cash must be read whole ("$1500", never "$15"): chips narrower than that
  // go on two rows.
  float need = h + ImGui::CalcTextSize("$88888").x + 6;
  int per_row = n;
  if (n > 1 && (width - gap * (n - 1)) / n < need) per_row = (n + 1) / 2;
  float w = (width - gap * (per_row - 1)) / per_row;
  bool names = w >= 130;
  ImDrawList* dl = ImGui::GetWindowDrawList();
  for (int p = 0; p < n; ++p) {
    if (p % per_row) ImGui::SameLine(0, gap);
    ImVec2 a = ImGui::GetCursorScreenPos();
    ImGui::PushID(p);
    ImGui::InvisibleButton("##chip", ImVec2(w, h));
    ImGui::PopID();
    const mono::PlayerView& pl = f.f.v.seats[p];
    bool zombie = f.zv.seats[p].zombie;
    bool turn = p == f.f.v.turn && !f.f.v.over;
    ImU32 bg = zombie ? IM_COL32(44, 58, 34, 255) : IM_COL32(40, 44, 48, 255);
    dl->AddRectFilled(a, ImVec2(a.x + w, a.y + h), turn ? IM_COL32(60, 80, 50, 255) : bg, 4);
    if (turn) dl->AddRect(a, ImVec2(a.x + w, a.y + h), IM_COL32(255, 215, 0, 255), 4, 0, 2);
    draw_token(dl, ImVec2(a.x + h * 0.5f, a.y + h * 0.5f), h * 0.7f, p, f);
    // Zombies carry no money: their chip says what they are instead (the view's word).
    std::string text = f.zv.seats[p].chip;
    if (names) text = f.f.name(p) + "  " + text;
    ImU32 col = pl.bankrupt ? IM_COL32(140, 140, 140, 255)
                : zombie    ? IM_COL32(170, 220, 120, 255)
                            : IM_COL32(240, 240, 240, 255);
    // Still too wide (a very narrow screen): a smaller font before any clipping.
    ImFont* font = ImGui::GetFont();
    float px = ImGui::GetFontSize(), tw = ImGui::CalcTextSize(text.c_str()).x, room = w - h - 4;
    if (tw > room) px = std::max(px * 0.7f, px * room / tw);
    dl->PushClipRect(a, ImVec2(a.x + w - 2, a.y + h), true);
    dl->AddText(font, px, ImVec2(a.x + h, a.y + (h - px) * 0.5f), col, text.c_str());
    dl->PopClipRect();
    if (ImGui::IsItemHovered()) holdings_tooltip(f, p);
  }
}

}  // namespace shamble::web::monopozombie_ui
