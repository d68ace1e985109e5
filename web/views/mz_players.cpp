// The players strip: one chip per player with their token (a zombie badge once
// turned), name when there is room, and cash or role; the player whose turn it
// is gets a frame; hover shows what they hold.
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
  monopoly_ui::players_strip(
      f.f, width,
      [&](int p) {
        monopoly_ui::ChipLook look;
        const bool zombie = f.zv.seats[p].zombie;
        // Zombies carry no money: their chip says what they are instead (the view's word).
        look.text = f.zv.seats[p].chip;
        if (zombie) look.bg = IM_COL32(44, 58, 34, 255);
        if (f.f.v.seats[p].bankrupt)
          look.ink = IM_COL32(140, 140, 140, 255);
        else if (zombie)
          look.ink = IM_COL32(170, 220, 120, 255);
        return look;
      },
      [&](ImDrawList* dl, ImVec2 c, float px, int p) { draw_token(dl, c, px, p, f); },
      [&](int p) { holdings_tooltip(f, p); });
}

}  // namespace shamble::web::monopozombie_ui
