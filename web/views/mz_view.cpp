// The board renderer for `monopozombie`: a players strip, the stage banner,
// then the largest square board that fits with the prompt in its middle. This
// file owns the frame: asking the game for its view (rebuilt only when the
// match moves), input
// (hover, click, keys) and handing the drawing to the Monopoly view's parts
// plus the zombie layer declared in mz_view.h.
#include "mz_view.h"

#include <algorithm>
#include <string>

#include "screens/screens.h"
#include "theme.h"
#include "view_cache.h"
#include "view_common.h"
#include "view_prompt.h"

namespace shamble::web {

namespace {

// The zombie layer's events for the property game's motion: zombie, group
// and homeless dice tumble; a zombie-layer move (at most 12 squares) hops the
// shorter way round, which is the way it went.
monopoly_ui::Motion::Step read_zombie_motion(const Event& e) {
  monopoly_ui::Motion::Step st;
  if (e.kind == mz::kEvMoveDice || e.kind == mz::kEvGroupDice) st.dice = true;
  if (e.kind == mz::kEvShortMove) {
    const mz::ShortMove m = mz::short_move_values(e);
    int steps = ((m.to - m.from) % mono::kBoardSquares + mono::kBoardSquares) % mono::kBoardSquares;
    if (steps > mono::kBoardSquares / 2) steps -= mono::kBoardSquares;
    st.player = e.player, st.from = m.from, st.steps = steps;
  }
  return st;
}

class MzView : public GameView {
 public:
  void draw_board(ViewContext& ctx, ImVec2 size) override;
  bool animating() const override { return motion_.busy(ImGui::GetTime()); }

 private:
  void keys(ViewContext& ctx, const monopozombie_ui::Frame& f);
  monopoly_ui::Motion motion_;
  ViewCache<mz::View> views_;
  const mz::View* view_ = nullptr;  // this frame's, from views_
  int open_sq_ = -1;
  std::vector<int> choices_;  // moves offered by the "##moves" popup
  // A stage begins (the Outbreak, the Apocalypse): a callout over the board
  // says so until clicked, besides the banner above it.
  void stage_callout(ViewContext& ctx, const monopoly_ui::Geometry& g);
  uint64_t callout_serial_ = ~0ull;
  int seen_stage_ = 0;
  bool callout_ = false;
  enum Place { kUnplaced, kFoot, kBeside, kBelow, kCentred };
  Place place_ = kUnplaced;
  float measured_h_ = 0;    // the callout's height at the board's width, before it is placed
  float placed_board_ = 0;  // the board's size and the screen's the place was chosen for
  ImVec2 placed_screen_;
  int steady_ = 0;  // frames that height has held (auto-sizing settles over the first few)
};

void MzView::stage_callout(ViewContext& ctx, const monopoly_ui::Geometry& g) {
  if (callout_serial_ != ctx.app.session.match_serial()) {
    // A new game announces the stage it starts in (a scenario may start in the
    // Outbreak); a resumed one only a stage in its first round.
    callout_serial_ = ctx.app.session.match_serial();
    bool fresh_game = ctx.match.size() == 0;
    seen_stage_ = fresh_game ? mz::kCapitalism : view_->stage_fresh ? view_->stage - 1 : view_->stage;
    callout_ = false;
  }
  if (view_->stage > seen_stage_) {
    seen_stage_ = view_->stage;
    callout_ = true;
  }
  // A game that ended in the stage's first moves: its end, said in the board's
  // centre, is the news now, so no callout covers it.
  if (view_->end_kind != mz::kEndNone) callout_ = false;
  if (!callout_) {
    place_ = kUnplaced;
    measured_h_ = 0;
    steady_ = 0;
    return;
  }
  // Never over the centre's question, which often arrives with the stage (a
  // roll to keep, a house to carry, whose list can fill the centre). In order:
  // beside the board, over the side panel (a wide screen); the foot of the
  // board's centre when it fits in the lower part; under the board, full width
  // (a phone: over the tabs); else centred. Chosen once the callout's height
  // at the board's width has held for a few frames (an auto-sized window
  // settles over its first frames), then kept, so it never jumps while read.
  const monopoly_ui::Box in = g.centre();
  const ImVec2 screen = ImGui::GetIO().DisplaySize;
  const float pad = 6.0f, w = std::min(g.size * 0.86f, 520.0f);
  // Beside means past the pane that holds the board (this window), over the side panel.
  const float pane_right = ImGui::GetWindowPos().x + ImGui::GetWindowWidth();
  const float right = std::max(g.min.x + g.size, pane_right) + pad, below = g.min.y + g.size + pad;
  const float beside = std::min(screen.x - right - pad, 520.0f), wide = std::min(screen.x - 2 * pad, 520.0f);
  // The board or the screen changed size (a phone turned): placed again.
  if (place_ != kUnplaced &&
      (placed_board_ != g.size || placed_screen_.x != screen.x || placed_screen_.y != screen.y))
    place_ = kUnplaced, steady_ = 0;
  if (place_ == kUnplaced && measured_h_ > 0 && steady_ >= 2) {
    placed_board_ = g.size, placed_screen_ = screen;
    // At another width the wrapped text takes about as much area.
    auto fits = [&](float width, float top) { return top + measured_h_ * w / width <= screen.y - pad; };
    if (beside >= 0.6f * w && fits(beside, g.min.y))
      place_ = kBeside;
    else if (measured_h_ <= in.h() * 0.42f)
      place_ = kFoot;
    else if (fits(wide, below))
      place_ = kBelow;
    else
      place_ = kCentred;
  }
  float width = w;
  if (place_ == kFoot) {
    ImGui::SetNextWindowPos(ImVec2(in.centre().x, in.b.y - pad), ImGuiCond_Always, ImVec2(0.5f, 1.0f));
  } else if (place_ == kBeside) {
    width = beside;
    ImGui::SetNextWindowPos(ImVec2(right, g.min.y), ImGuiCond_Always);
  } else if (place_ == kBelow) {
    width = wide;
    const float x = std::clamp(in.centre().x, pad + wide * 0.5f, screen.x - pad - wide * 0.5f);
    ImGui::SetNextWindowPos(ImVec2(x, below), ImGuiCond_Always, ImVec2(0.5f, 0.0f));
  } else {
    ImGui::SetNextWindowPos(in.centre(), ImGuiCond_Always, ImVec2(0.5f, 0.5f));
  }
  ImGui::SetNextWindowSize(ImVec2(width, 0));
  ImGui::PushStyleColor(ImGuiCol_WindowBg, view_->stage == mz::kApocalypse
                                               ? ImVec4(0.43f, 0.12f, 0.12f, 0.97f)
                                               : ImVec4(0.2f, 0.35f, 0.12f, 0.97f));
  if (ImGui::Begin("##stage-callout", nullptr,
                   ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove |
                       ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_AlwaysAutoResize)) {
    ImGui::PushFont(theme::big());
    ImGui::TextWrapped("%s",
                       view_->stage == mz::kApocalypse ? "The Apocalypse begins" : "The Outbreak begins");
    ImGui::PopFont();
    ImGui::TextWrapped("%s", view_->stage_line.c_str());
    if (ImGui::Button("Got it", ImVec2(-1, theme::kTouch))) callout_ = false;
    if (place_ == kUnplaced && !ImGui::IsWindowAppearing()) {
      const float h = ImGui::GetWindowSize().y;
      steady_ = h == measured_h_ ? steady_ + 1 : 0;
      measured_h_ = h;
    }
  }
  ImGui::End();
  ImGui::PopStyleColor();
}

// Digits, Space and Enter are the centre's (view_prompt.h); arrows are the board's.
void MzView::keys(ViewContext& ctx, const monopozombie_ui::Frame& f) {
  if (f.f.human < 0 || replay_lens().on || !prompt_keys_free()) return;
  int chosen = -1;
  // Arrows pick a zombie's direction: right is clockwise (the way play goes), left against it.
  for (int i = 0; i < static_cast<int>(f.f.ch->size()); ++i) {
    const Action& a = (*f.f.ch)[i].action;
    if (a.kind != mz::kChooseDirection) continue;
    if ((a.a == 0 && ImGui::IsKeyPressed(ImGuiKey_RightArrow, false)) ||
        (a.a == 1 && ImGui::IsKeyPressed(ImGuiKey_LeftArrow, false)))
      chosen = i;
  }
  if (chosen >= 0) monopoly_ui::act(ctx, f.f, (*f.f.ch)[chosen].action);
}

void MzView::draw_board(ViewContext& ctx, ImVec2 size) {
  const State& s = ctx.match.state();
  int human = acting_human(ctx.app, s);
  view_ = &views_.of(ctx.app, human, [&] {
    std::vector<std::string> names = seat_names(ctx.match);
    return mz::view_of(s, human, &names);
  });
  const mz::View& view = *view_;
  monopozombie_ui::Frame F{
      monopoly_ui::Frame{s, view.base, human, &view.base.prompt.choices, ImGui::GetTime()}, view};
  monopoly_ui::Frame& f = F.f;
  if (!motion_.read_more) motion_.read_more = read_zombie_motion;
  motion_.sync(ctx.app, view.base, f.now);

  monopozombie_ui::players_strip(F, size.x);
  monopozombie_ui::stage_banner(F, size.x);
  float side = 0;
  ImVec2 at = fit_square(120.0f, &side);
  monopoly_ui::Geometry g;
  g.fit(at, side);
  g.banded = monopoly_ui::banded_squares(view.base);
  ImGui::SetCursorScreenPos(at);
  ImGui::InvisibleButton("##board", ImVec2(g.size, g.size));
  bool hovered = ImGui::IsItemHovered();
  bool clicked = ImGui::IsItemClicked(ImGuiMouseButton_Left);
  int hover_sq = hovered ? g.hit(ImGui::GetIO().MousePos) : -1;

  // Lit: squares with build/sell/mortgage choices; targets: where a zombie or
  // apocalypse move lands (clicking one takes that move).
  uint64_t lit = monopoly_ui::lit_squares(f), targets = 0;
  std::vector<monopozombie_ui::Target> tg = monopozombie_ui::move_targets(F);
  for (const monopozombie_ui::Target& t : tg) targets |= 1ull << t.square;
  int focus = view.base.focus;

  ImDrawList* dl = ImGui::GetWindowDrawList();
  monopoly_ui::draw_squares(dl, g, f, 0, focus);  // lit squares are drawn over the zombie tints instead
  monopozombie_ui::draw_overlays(dl, g, F, lit, targets);
  // The story's landing heat map, when the Story tab shows it on the board.
  if (ctx.app.ui.show_heat && ctx.app.ui.heat_serial == ctx.app.session.match_serial())
    monopoly_ui::heat_overlay(dl, g, ctx.app.ui.board_heat);
  motion_.token = [&F](ImDrawList* d, ImVec2 c, float px, int seat) {
    monopozombie_ui::draw_token(d, c, px, seat, F);
  };
  monopoly_ui::mark_target(dl, g, hovered_target().id_if(TargetKind::kSquare));
  motion_.draw_tokens(dl, g, f);
  motion_.token = nullptr;  // it points into this frame
  if (!monopozombie_ui::draw_centre(ctx, F, g, motion_)) monopoly_ui::draw_centre(ctx, f, g, motion_);

  const monopozombie_ui::Target* here = nullptr;
  for (const monopozombie_ui::Target& t : tg)
    if (t.square == hover_sq) here = &t;
  if (clicked) {
    if (motion_.busy(f.now)) {
      motion_.skip();  // a click skips the animation first
    } else if (here && !here->ambiguous) {
      monopoly_ui::act(ctx, f, (*f.ch)[here->indices[0]].action);
    } else if (here) {
      choices_ = here->indices;  // several different moves land here: ask which
      ImGui::OpenPopup("##moves");
    } else if (hover_sq >= 0) {
      open_sq_ = hover_sq;
    }
  }
  if (ImGui::BeginPopup("##moves")) {
    std::vector<PromptButton> moves;
    for (int i : choices_)
      if (i < static_cast<int>(f.ch->size())) moves.push_back(choice_button(*f.ch, i));
    if (moves.empty()) ImGui::TextColored(theme::muted(), "These moves are no longer open.");
    int k = prompt_list(moves);
    if (k >= 0) {
      monopoly_ui::act(ctx, f, (*f.ch)[moves[k].choice].action);
      ImGui::CloseCurrentPopup();
    }
    ImGui::EndPopup();
  }
  if (hover_sq >= 0 && open_sq_ < 0 && !ImGui::IsPopupOpen("", ImGuiPopupFlags_AnyPopup)) {
    ImGui::BeginTooltip();
    if (here)
      for (int i : here->indices) ImGui::TextColored(theme::accent(), "Click: %s", (*f.ch)[i].label.c_str());
    monopoly_ui::deed_card(f, hover_sq);
    monopozombie_ui::square_extra(F, hover_sq);
    if (lit >> hover_sq & 1) ImGui::TextColored(theme::accent(), "Click for actions on this square.");
    ImGui::EndTooltip();
  }
  monopoly_ui::square_popup(ctx, f, &open_sq_, [&F](int sq) { monopozombie_ui::square_extra(F, sq); });
  monopoly_ui::draw_dialogs(ctx, f);
  stage_callout(ctx, g);
  keys(ctx, F);
}

[[maybe_unused]] const bool kRegistered =
    register_game_view("monopozombie", [] { return std::unique_ptr<GameView>(new MzView()); });

}  // namespace

}  // namespace shamble::web
