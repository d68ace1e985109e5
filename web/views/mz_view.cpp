// The board renderer for `monopozombie`: a players strip, the stage banner,
// then the largest square board that fits with the prompt in its middle. This
// file owns the frame: reading the state, caching the legal actions, input
// (hover, click, keys) and handing the drawing to the Monopoly view's parts
// plus the zombie layer declared in mz_view.h.
#include "mz_view.h"

#include <algorithm>
#include <string>

#include "screens/screens.h"
#include "theme.h"
#include "view_common.h"

namespace shamble::web {

namespace {

class MzView : public GameView {
 public:
  MzView() {
    // The zombie and 3D6 rolls tumble the dice too.
    motion_.is_roll = [](const Action& a) { return a.kind == mz::kZRoll; };
    // Zombie, 3D6, group and homeless moves are short (at most 12) and may run
    // counter-clockwise: the shorter way round is the way they went.
    motion_.moves_back = [](const Action& a) {
      return a.kind >= mono::kNumActionKinds && a.kind != mz::kBuyGuard;
    };
  }
  void draw_board(ViewContext& ctx, ImVec2 size) override;
  bool animating() const override { return motion_.busy(ImGui::GetTime()); }

 private:
  void keys(ViewContext& ctx, const mzv::Frame& f);
  mv::Motion motion_;
  LegalCache legal_;
  int open_sq_ = -1;
  std::vector<int> choices_;  // moves offered by the "##moves" popup
};

void MzView::keys(ViewContext& ctx, const mzv::Frame& f) {
  if (f.f.human < 0 || ImGui::GetIO().WantTextInput || ImGui::IsPopupOpen("", ImGuiPopupFlags_AnyPopup))
    return;
  std::vector<int> idx = mzv::centre_actions(f);
  int chosen = key_choice(idx);
  // Arrows pick a zombie's direction: right is clockwise (the way play goes), left against it.
  for (int i = 0; i < static_cast<int>(legal_.acts.size()); ++i) {
    const Action& a = legal_.acts[i];
    if (a.kind != mz::kZDir) continue;
    if ((a.a == 0 && ImGui::IsKeyPressed(ImGuiKey_RightArrow, false)) ||
        (a.a == 1 && ImGui::IsKeyPressed(ImGuiKey_LeftArrow, false)))
      chosen = i;
  }
  if (chosen >= 0) mv::act(ctx, f.f, legal_.acts[chosen]);
}

void MzView::draw_board(ViewContext& ctx, ImVec2 size) {
  const State& s = ctx.match.state();
  const mz::MzTable& z = mz::table_of(s);
  const mz::MzRules& zr = mz::rules_of(s);
  mzv::Frame F{mv::Frame{s, z.t, zr.mono, {}, -1, &legal_.acts, &legal_.labels, ImGui::GetTime()}, z, zr};
  mv::Frame& f = F.f;
  f.names = seat_names(ctx.match);
  f.human = acting_human(ctx.app, s);
  legal_.refresh(ctx.app, s, f.human);
  motion_.sync(ctx.match, f.t, f.now);

  mzv::players_strip(F, size.x);
  mzv::stage_banner(F, size.x);
  ImVec2 avail = ImGui::GetContentRegionAvail();
  float side = std::max(120.0f, std::min(avail.x, avail.y));
  ImVec2 at = ImGui::GetCursorScreenPos();
  at.x += std::max(0.0f, (avail.x - side) * 0.5f);
  mv::Geometry g;
  g.fit(at, side);
  ImGui::SetCursorScreenPos(at);
  ImGui::InvisibleButton("##board", ImVec2(g.size, g.size));
  bool hovered = ImGui::IsItemHovered();
  bool clicked = ImGui::IsItemClicked(ImGuiMouseButton_Left);
  int hover_sq = hovered ? g.hit(ImGui::GetIO().MousePos) : -1;

  // Lit: squares with build/sell/mortgage actions; targets: where a zombie or
  // apocalypse move lands (clicking one takes that move).
  uint64_t lit = 0, targets = 0;
  for (const Action& a : legal_.acts)
    if (mv::is_square_action(a.kind) && a.a >= 0 && a.a < mono::kSquares) lit |= 1ull << a.a;
  std::vector<mzv::Target> tg = mzv::move_targets(F);
  for (const mzv::Target& t : tg) targets |= 1ull << t.square;
  int focus = f.t.phase == mono::kBuying    ? f.t.pending_buy
              : f.t.phase == mono::kAuction ? f.t.auction.square
                                            : -1;

  ImDrawList* dl = ImGui::GetWindowDrawList();
  mv::draw_squares(dl, g, f, 0, focus);  // lit squares are drawn over the zombie tints instead
  mzv::draw_overlays(dl, g, F, lit, targets);
  motion_.token = [&F](ImDrawList* d, ImVec2 c, float px, int seat) { mzv::draw_token(d, c, px, seat, F); };
  motion_.draw_tokens(dl, g, f);
  motion_.token = nullptr;  // it points into this frame
  if (!mzv::draw_centre(ctx, F, g, motion_)) mv::draw_centre(ctx, f, g, motion_);

  const mzv::Target* here = nullptr;
  for (const mzv::Target& t : tg)
    if (t.square == hover_sq) here = &t;
  if (clicked) {
    if (motion_.busy(f.now)) {
      motion_.skip();  // a click skips the animation first
    } else if (here && !here->ambiguous) {
      mv::act(ctx, f, legal_.acts[here->indices[0]]);
    } else if (here) {
      choices_ = here->indices;  // several different moves land here: ask which
      ImGui::OpenPopup("##moves");
    } else if (hover_sq >= 0) {
      open_sq_ = hover_sq;
    }
  }
  if (ImGui::BeginPopup("##moves")) {
    for (int i : choices_) {
      if (i >= static_cast<int>(legal_.acts.size())) continue;
      ImGui::PushID(i);
      if (ImGui::Button(legal_.labels[i].c_str(), ImVec2(-FLT_MIN, theme::kTouch))) {
        mv::act(ctx, f, legal_.acts[i]);
        ImGui::CloseCurrentPopup();
      }
      ImGui::PopID();
    }
    ImGui::EndPopup();
  }
  if (hover_sq >= 0 && open_sq_ < 0 && !ImGui::IsPopupOpen("", ImGuiPopupFlags_AnyPopup)) {
    ImGui::BeginTooltip();
    if (here)
      for (int i : here->indices) ImGui::TextColored(theme::accent(), "Click: %s", legal_.labels[i].c_str());
    mv::deed_card(f, hover_sq);
    mzv::square_extra(F, hover_sq);
    if (lit >> hover_sq & 1) ImGui::TextColored(theme::accent(), "Click for actions on this square.");
    ImGui::EndTooltip();
  }
  mv::square_popup(ctx, f, &open_sq_, [&F](int sq) { mzv::square_extra(F, sq); });
  mv::draw_dialogs(ctx, f);
  keys(ctx, F);
}

[[maybe_unused]] const bool kRegistered =
    register_game_view("monopozombie", [] { return std::unique_ptr<GameView>(new MzView()); });

}  // namespace

}  // namespace shamble::web
