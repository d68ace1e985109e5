// The board renderer for `flipped`: a players strip (hearts, cash, parts), then
// the largest square board that fits, with the dice and the prompt in its
// middle. This file owns the frame: asking the game for its view (cached until
// the match moves), input (hover, click, keys) and handing out the drawing to
// the parts declared in flipped_view.h.
#include "flipped_view.h"

#include <algorithm>
#include <bit>
#include <string>

#include "theme.h"
#include "view_cache.h"
#include "view_common.h"

namespace shamble::web {

namespace {

using flipped_ui::Frame;

class FlippedView : public GameView {
 public:
  void draw_board(ViewContext& ctx, ImVec2 size) override;
  bool animating() const override { return motion_.busy(ImGui::GetTime()); }

 private:
  flipped_ui::Motion motion_;
  ViewCache<flipped::View> views_;  // remade when the match moves or another seat acts
  int open_sq_ = -1;
  int dice_sel_ = 0;  // the dice picked for the next roll (bit i = die i)
};

void FlippedView::draw_board(ViewContext& ctx, ImVec2 size) {
  const State& s = ctx.match.state();
  const int human = acting_human(ctx.app, s);
  const int seat = human >= 0 ? human : ctx.viewer;
  const flipped::View& view = views_.of(ctx.app, seat, [&] { return flipped::view_of(s, seat); });
  if (views_.made()) {
    // Keep the picked dice if they still make a legal roll, else pick the most dice.
    bool ok = false;
    int best = 0;
    for (const flipped::PromptChoice& c : view.prompt.choices)
      if (c.group == flipped::ChoiceGroup::Roll) {
        ok |= c.dice_mask == dice_sel_;
        if (std::popcount(c.dice_mask) > std::popcount(static_cast<uint8_t>(best))) best = c.dice_mask;
      }
    if (!ok) dice_sel_ = best;
  }
  if (view.characters.empty()) return;  // another game's state under our id: nothing sensible to draw
  Frame f{s, view, human, ImGui::GetTime()};
  motion_.sync(ctx.app, s, view, f.now);

  flipped_ui::players_strip(f, motion_, size.x);
  float side = 0;
  ImVec2 at = fit_square(120.0f, &side);
  flipped_ui::Geometry g;
  g.fit(at, side);
  for (const flipped::SquareView& d : view.squares)  // lots carry a colour band
    if (d.group >= 0 && d.index >= 0 && d.index < 64) g.banded |= 1ull << d.index;
  ImGui::SetCursorScreenPos(at);
  ImGui::InvisibleButton("##board", ImVec2(g.size, g.size));
  bool hovered = ImGui::IsItemHovered();
  bool clicked = ImGui::IsItemClicked(ImGuiMouseButton_Left);
  int hover_sq = hovered ? g.hit(ImGui::GetIO().MousePos) : -1;

  // The square a safe-house or tunnel decision is about.
  int focus = -1;
  const flipped::PromptKind pk = view.prompt.kind;
  if ((pk == flipped::PromptKind::SafeHouse || pk == flipped::PromptKind::Tunnel) && !motion_.busy(f.now))
    focus = view.prompt.square;

  ImDrawList* dl = ImGui::GetWindowDrawList();
  bool night = motion_.night(view, f.now);
  flipped_ui::draw_squares(dl, g, f, night, focus);
  ring::mark_target(dl, g, hovered_target().id_if(TargetKind::kSquare));
  flipped_ui::draw_tokens(dl, g, f, motion_);
  flipped_ui::draw_centre(ctx, f, g, motion_, &dice_sel_);

  if (clicked) {
    if (motion_.busy(f.now))
      motion_.skip();  // a click skips the animation first
    else if (hover_sq >= 0)
      open_sq_ = hover_sq;
  }
  if (hover_sq >= 0 && open_sq_ < 0 && !ImGui::IsPopupOpen("", ImGuiPopupFlags_AnyPopup)) {
    ImGui::BeginTooltip();
    flipped_ui::square_card(f, hover_sq);
    ImGui::EndTooltip();
  }
  flipped_ui::square_popup(f, &open_sq_);
}

[[maybe_unused]] const bool kRegistered =
    register_game_view("flipped", [] { return std::unique_ptr<GameView>(new FlippedView()); });

}  // namespace

}  // namespace shamble::web
