// The players strip: one chip per player with their token (a zombie badge once
// turned), name when there is room, and cash or role; the player whose turn it
// is gets a frame; hover shows what they hold.
#include <string>

#include "mz_view.h"
#include "screens/screens.h"
#include "theme.h"

namespace shamble::web::mzv {

namespace {

void holdings_tooltip(const Frame& f, int p) {
  if (!ImGui::BeginTooltip()) return;
  const mz::MzTable& z = f.z;
  player_chip(p, f.f.names[p].c_str());
  const mz::MzPlayer& pl = z.pl[p];
  if (z.t.players[p].bankrupt)
    ImGui::TextColored(theme::muted(), "Out of the game");
  else if (pl.zombie)
    ImGui::TextColored(theme::accent(), "Zombie");
  else if (mz::homeless_live(z, p))
    ImGui::TextUnformatted("Homeless human: no cash, no deeds, moves on one die");
  else
    ImGui::Text("Human, cash %s%s", mv::money(z.t.players[p].cash).c_str(),
                pl.lapped ? "" : " (not yet past the start square)");
  if (pl.in_group && !pl.zombie) ImGui::Text("In a group (%d group moves made)", pl.group_moves);
  if (pl.guards) ImGui::Text("Bodyguards: %d", pl.guards);
  for (int sq = 0; sq < mono::kSquares; ++sq) {
    if (z.t.owner[sq] != p) continue;
    int b = z.t.buildings[sq];
    ImGui::BulletText("%s%s%s", board::square_name(sq, f.f.r.theme),
                      b == mono::kHotel ? " (hotel)"
                      : b               ? (" (" + std::to_string(b) + "h)").c_str()
                                        : "",
                      mz::infection_ground(z, sq) ? " - infection ground" : "");
  }
  ImGui::EndTooltip();
}

}  // namespace

void players_strip(const Frame& f, float width) {
  const mz::MzTable& z = f.z;
  int n = z.t.n;
  float gap = 4, h = 30;
  float w = (width - gap * (n - 1)) / n;
  bool names = w >= 130;
  ImDrawList* dl = ImGui::GetWindowDrawList();
  for (int p = 0; p < n; ++p) {
    if (p) ImGui::SameLine(0, gap);
    ImVec2 a = ImGui::GetCursorScreenPos();
    ImGui::PushID(p);
    ImGui::InvisibleButton("##chip", ImVec2(w, h));
    ImGui::PopID();
    const auto& pl = z.t.players[p];
    bool zombie = z.pl[p].zombie;
    bool turn = p == z.t.turn && !f.f.s.terminal();
    ImU32 bg = zombie ? IM_COL32(44, 58, 34, 255) : IM_COL32(40, 44, 48, 255);
    dl->AddRectFilled(a, ImVec2(a.x + w, a.y + h), turn ? IM_COL32(60, 80, 50, 255) : bg, 4);
    if (turn) dl->AddRect(a, ImVec2(a.x + w, a.y + h), IM_COL32(255, 215, 0, 255), 4, 0, 2);
    draw_token(dl, ImVec2(a.x + h * 0.5f, a.y + h * 0.5f), h * 0.7f, p, f);
    // Zombies carry no money: their chip says what they are instead.
    std::string text = pl.bankrupt                  ? "out"
                       : zombie                     ? "zombie"
                       : mz::homeless_live(z, p)    ? "homeless"
                       : z.pl[p].in_group           ? "group"
                       : z.stage == mz::kApocalypse ? "human"
                                                    : mv::money(pl.cash);
    if (names) text = f.f.names[p] + "  " + text;
    ImU32 col = pl.bankrupt ? IM_COL32(140, 140, 140, 255)
                : zombie    ? IM_COL32(170, 220, 120, 255)
                            : IM_COL32(240, 240, 240, 255);
    dl->PushClipRect(a, ImVec2(a.x + w - 2, a.y + h), true);
    dl->AddText(ImVec2(a.x + h, a.y + (h - ImGui::GetTextLineHeight()) * 0.5f), col, text.c_str());
    dl->PopClipRect();
    if (ImGui::IsItemHovered()) holdings_tooltip(f, p);
  }
}

}  // namespace shamble::web::mzv
