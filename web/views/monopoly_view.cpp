// The board renderer for `monopoly`: a players strip, then the largest square
// board that fits with the prompt in its middle. This file owns the frame:
// asking the game for its view (games/monopoly/view.h, rebuilt only when the
// match moves), input (hover, click, keys) and handing out the drawing to the
// parts declared in monopoly_view.h.
#include "monopoly_view.h"

#include <algorithm>
#include <string>

#include "screens/screens.h"
#include "theme.h"
#include "view_cache.h"
#include "view_common.h"
#include "view_prompt.h"

namespace shamble::web {

namespace {

using monopoly_ui::Frame;

class MonopolyView : public GameView {
 public:
  void draw_board(ViewContext& ctx, ImVec2 size) override;
  bool animating() const override { return motion_.busy(ImGui::GetTime()); }

 private:
  monopoly_ui::Motion motion_;
  ViewCache<mono::View> views_;
  int open_sq_ = -1;
};

void holdings_tooltip(const Frame& f, int p) {
  if (!ImGui::BeginTooltip()) return;
  player_chip(p, f.name(p).c_str());
  const mono::PlayerView& pl = f.v.seats[p];
  ImGui::Text("Cash %s%s", monopoly_ui::money(pl.cash).c_str(), pl.in_jail ? ", locked up" : "");
  for (int sq = 0; sq < mono::kBoardSquares; ++sq) {
    const mono::SquareView& d = f.v.squares[sq];
    if (d.owner != p) continue;
    ImGui::ColorButton("##g",
                       ImGui::ColorConvertU32ToFloat4(d.group >= 0 ? monopoly_ui::rgb_col(d.colour)
                                                                   : IM_COL32(150, 150, 150, 255)),
                       ImGuiColorEditFlags_NoTooltip, ImVec2(10, 10));
    ImGui::SameLine();
    ImGui::Text("%s%s%s", d.name.c_str(),
                d.hotel    ? " (hotel)"
                : d.houses ? (" (" + std::to_string(d.houses) + "h)").c_str()
                           : "",
                d.mortgaged ? " [M]" : "");
  }
  for (int k = 0; k < pl.release_cards; ++k) ImGui::TextUnformatted(f.v.card_word.c_str());
  ImGui::EndTooltip();
}

void MonopolyView::draw_board(ViewContext& ctx, ImVec2 size) {
  const State& s = ctx.match.state();
  int human = acting_human(ctx.app, s);
  const mono::View& view = views_.of(ctx.app, human, [&] {
    std::vector<std::string> names = seat_names(ctx.match);
    return mono::view_of(s, human, &names);
  });
  Frame f{s, view, human, &view.prompt.choices, ImGui::GetTime()};
  f.bystanders = true;
  motion_.sync(ctx.app, view, f.now);

  players_strip(
      f, size.x,
      [&](int p) {
        const mono::PlayerView& pl = f.v.seats[p];
        monopoly_ui::ChipLook look;
        look.text = pl.bankrupt ? "out" : monopoly_ui::money(pl.cash);
        if (pl.bankrupt) look.ink = IM_COL32(140, 140, 140, 255);
        return look;
      },
      monopoly_ui::token_glyph, [&](int p) { holdings_tooltip(f, p); });
  float side = 0;
  ImVec2 at = fit_square(120.0f, &side);
  monopoly_ui::Geometry g;
  g.fit(at, side);
  g.banded = monopoly_ui::banded_squares(view);
  ImGui::SetCursorScreenPos(at);
  ImGui::InvisibleButton("##board", ImVec2(g.size, g.size));
  bool hovered = ImGui::IsItemHovered();
  bool clicked = ImGui::IsItemClicked(ImGuiMouseButton_Left);
  int hover_sq = hovered ? g.hit(ImGui::GetIO().MousePos) : -1;

  // Lit: squares the human can act on, plus the deed on offer or under the hammer.
  uint64_t lit = monopoly_ui::lit_squares(f);
  int focus = view.focus;

  ImDrawList* dl = ImGui::GetWindowDrawList();
  monopoly_ui::draw_squares(dl, g, f, lit, focus);
  // The story's landing heat map, when the Story tab shows it on the board.
  if (ctx.app.ui.show_heat && ctx.app.ui.heat_serial == ctx.app.session.match_serial())
    monopoly_ui::heat_overlay(dl, g, ctx.app.ui.board_heat);
  monopoly_ui::mark_target(dl, g, hovered_target().id_if(TargetKind::kSquare));
  motion_.draw_tokens(dl, g, f);
  monopoly_ui::draw_centre(ctx, f, g, motion_);

  if (clicked) {
    if (motion_.busy(f.now))
      motion_.skip();  // a click skips the animation first
    else if (hover_sq >= 0)
      open_sq_ = hover_sq;
  }
  if (hover_sq >= 0 && open_sq_ < 0 && !ImGui::IsPopupOpen("", ImGuiPopupFlags_AnyPopup)) {
    ImGui::BeginTooltip();
    monopoly_ui::deed_card(f, hover_sq);
    if (lit >> hover_sq & 1) ImGui::TextColored(theme::accent(), "Click for actions on this square.");
    ImGui::EndTooltip();
  }
  monopoly_ui::square_popup(ctx, f, &open_sq_);
  monopoly_ui::draw_dialogs(ctx, f);
}

[[maybe_unused]] const bool kRegistered =
    register_game_view("monopoly", [] { return std::unique_ptr<GameView>(new MonopolyView()); });

}  // namespace

}  // namespace shamble::web
