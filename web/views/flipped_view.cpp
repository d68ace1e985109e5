// The board renderer for `flipped`: a players strip (hearts, cash, parts), then
// the largest square board that fits, with the dice and the prompt in its
// middle. This file owns the frame: reading the state, caching the legal
// actions, input (hover, click, keys) and handing out the drawing to the parts
// declared in flipped_view.h.
#include "flipped_view.h"

#include <algorithm>
#include <bit>
#include <string>

#include "theme.h"
#include "view_common.h"

namespace shamble::web {

namespace {

using fv::Frame;

class FlippedView : public GameView {
 public:
  void draw_board(ViewContext& ctx, ImVec2 size) override;
  bool animating() const override { return motion_.busy(ImGui::GetTime()); }

 private:
  void keys(ViewContext& ctx, const Frame& f);
  fv::Motion motion_;
  LegalCache legal_;
  int open_sq_ = -1;
  int dice_sel_ = 0;  // the dice picked for the next roll (bit i = die i)
};

void FlippedView::keys(ViewContext& ctx, const Frame& f) {
  if (f.human < 0 || ImGui::GetIO().WantTextInput || ImGui::IsPopupOpen("", ImGuiPopupFlags_AnyPopup)) return;
  std::vector<int> idx = fv::centre_actions(f, dice_sel_);
  int chosen = key_choice(idx);
  if (chosen >= 0) fv::act(ctx, f, legal_.acts[chosen]);
}

void FlippedView::draw_board(ViewContext& ctx, ImVec2 size) {
  const State& s = ctx.match.state();
  auto* fs = dynamic_cast<const flipped::FlippedState*>(&s);
  if (!fs) return;  // another game's state under our id: nothing sensible to draw
  Frame f{s, *fs, {}, -1, &legal_.acts, &legal_.labels, ImGui::GetTime()};
  for (int c = 0; c < fs->chars(); ++c) {
    // Seat names when each character has its own seat; solo characters keep theirs.
    const std::string& n = s.num_players() == fs->chars() ? ctx.match.seats()[c].name : std::string();
    f.names.push_back(n.empty() ? fs->char_name(c) : n);
  }
  f.human = acting_human(ctx.app, s);
  if (legal_.refresh(ctx.app, s, f.human)) {
    // Keep the picked dice if they still make a legal roll, else pick the most dice.
    bool ok = false;
    int best = 0;
    for (const Action& a : legal_.acts)
      if (a.kind == flipped::kMove) {
        ok |= a.a == dice_sel_;
        if (std::popcount(static_cast<unsigned>(a.a)) > std::popcount(static_cast<unsigned>(best)))
          best = a.a;
      }
    if (!ok) dice_sel_ = best;
  }
  motion_.sync(ctx.match, f.now);

  fv::players_strip(f, motion_, size.x);
  ImVec2 avail = ImGui::GetContentRegionAvail();
  float side = std::max(120.0f, std::min(avail.x, avail.y));
  ImVec2 at = ImGui::GetCursorScreenPos();
  at.x += std::max(0.0f, (avail.x - side) * 0.5f);
  fv::Geometry g;
  g.fit(at, side);
  ImGui::SetCursorScreenPos(at);
  ImGui::InvisibleButton("##board", ImVec2(g.size, g.size));
  bool hovered = ImGui::IsItemHovered();
  bool clicked = ImGui::IsItemClicked(ImGuiMouseButton_Left);
  int hover_sq = hovered ? g.hit(ImGui::GetIO().MousePos) : -1;

  // The square the acting character stands on (the safe house or tunnel on offer).
  int focus = -1;
  if (fs->phase() == flipped::Phase::Choice && !motion_.busy(f.now)) focus = fs->ch(fs->choice_char()).pos;

  ImDrawList* dl = ImGui::GetWindowDrawList();
  bool night = motion_.night(*fs, f.now);
  fv::draw_squares(dl, g, f, night, focus);
  fv::draw_tokens(dl, g, f, motion_);
  fv::draw_centre(ctx, f, g, motion_, &dice_sel_);

  if (clicked) {
    if (motion_.busy(f.now))
      motion_.skip();  // a click skips the animation first
    else if (hover_sq >= 0)
      open_sq_ = hover_sq;
  }
  if (hover_sq >= 0 && open_sq_ < 0 && !ImGui::IsPopupOpen("", ImGuiPopupFlags_AnyPopup)) {
    ImGui::BeginTooltip();
    fv::square_card(f, hover_sq);
    ImGui::EndTooltip();
  }
  fv::square_popup(f, &open_sq_);
  keys(ctx, f);
}

[[maybe_unused]] const bool kRegistered =
    register_game_view("flipped", [] { return std::unique_ptr<GameView>(new FlippedView()); });

}  // namespace

}  // namespace shamble::web
