// The board renderer for `catan` (Hexlands): the players strip, then the
// island with the panel beside it (wide) or under it (narrow). This file owns
// the frame: reading the state, caching the legal actions, input (hover, tap,
// keys), the hot-seat cover, and handing the drawing to the parts declared in
// catan_view.h.
#include "catan_view.h"

#include <algorithm>

#include "screens/screens.h"
#include "theme.h"
#include "view_cache.h"
#include "view_common.h"
#include "view_prompt.h"

namespace shamble::web {

namespace {

using catan_ui::Frame;

class CatanView : public GameView {
 public:
  void draw_board(ViewContext& ctx, ImVec2 size) override;
  bool animating() const override { return motion_.busy(ImGui::GetTime()); }
  // The view covers hands itself between human seats (pass_cover), so the host does not.
  bool own_pass_device_screen() const override { return true; }

 private:
  bool pass_cover(ViewContext& ctx, ImVec2 size);
  const catan::View& view_for(ViewContext& ctx, int seat);
  catan_ui::Motion motion_;
  // view_of for the hand seat and, when another seat acts, for the acting
  // human, rebuilt only when the match moves.
  ViewCache<catan::View> views_;
  std::string pick_;  // the menu being picked on the island (a zombie knight's hex)
  int open_hex_ = -1;
  const State* initial_ = nullptr;  // identifies the match: a new game resets the view
};

const catan::View& CatanView::view_for(ViewContext& ctx, int seat) {
  return views_.of(ctx.app, seat, [&] { return catan::view_of(ctx.match.state(), seat); });
}

// Hot seat with hidden hands: the session decides when the table is covered
// (Session::must_cover asks the game's State::private_to); this view only
// draws the cover inside the board. Returns true while covering.
bool CatanView::pass_cover(ViewContext& ctx, ImVec2 size) {
  if (replay_lens().on || !ctx.app.session.must_cover()) return false;
  const int next = ctx.app.session.viewer();
  const std::string name = ctx.app.session.seat_name(next);
  ImVec2 at = ImGui::GetCursorScreenPos();
  ImGui::GetWindowDrawList()->AddRectFilled(at, ImVec2(at.x + size.x, at.y + size.y),
                                            IM_COL32(25, 28, 32, 255));
  ImGui::SetCursorScreenPos(ImVec2(at.x + 16, at.y + size.y * 0.3f));
  ImGui::PushFont(theme::big());
  ImGui::TextWrapped("Pass the device to %s", name.c_str());
  ImGui::PopFont();
  ImGui::SetCursorPosX(ImGui::GetCursorPosX() + 16);
  ImGui::TextDisabled("Their cards stay hidden until they are ready.");
  ImGui::SetCursorPosX(ImGui::GetCursorPosX() + 16);
  std::string b = "I am " + name + " (Space)";
  if (ImGui::Button(b.c_str(), ImVec2(std::min(size.x - 32, 320.0f), theme::kTouch)) ||
      ImGui::IsKeyPressed(ImGuiKey_Space, false))
    ctx.app.session.confirm_viewer(next);
  return true;
}

void CatanView::draw_board(ViewContext& ctx, ImVec2 size) {
  if (initial_ != &ctx.match.initial()) {  // a new match (the view outlives matches of one game)
    initial_ = &ctx.match.initial();
    motion_ = catan_ui::Motion();
    pick_.clear();
    open_hex_ = -1;
  }
  const State& s = ctx.match.state();
  const int human = acting_human(ctx.app, s);
  int humans = 0;
  for (int i = 0; i < s.num_players(); ++i) humans += ctx.app.session.is_human(i) ? 1 : 0;
  // With several humans sharing the device, show only the hand of whoever
  // last confirmed holding it (never the seat a bot is waiting on); with bots
  // only, a spectator sees no hand.
  int hand_seat = ctx.viewer;
  if (humans >= 2) hand_seat = ctx.app.session.shown_to();
  // A link game's device always holds its own seat's hand, even while its
  // move waits for the link to go round (is_human is false then).
  const bool own_link_seat = ctx.app.session.is_link() && ctx.viewer == ctx.app.session.link_seat();
  if (!ctx.app.session.is_human(ctx.viewer) && !own_link_seat) hand_seat = -1;
  const catan::View& v = view_for(ctx, hand_seat);
  static const std::vector<catan::Choice> kNone;
  const std::vector<catan::Choice>& choices = human < 0            ? kNone
                                              : human == hand_seat ? v.prompt.choices
                                                                   : view_for(ctx, human).prompt.choices;
  Frame f{s, v, choices, seat_names(ctx.match), hand_seat, human, ImGui::GetTime(), pick_};
  // A board pick (the knight's hex) lasts only while its choices are offered.
  if (!pick_.empty() &&
      std::none_of(choices.begin(), choices.end(), [&](const catan::Choice& c) { return c.menu == pick_; }))
    pick_.clear();
  f.pick = pick_;
  if (pass_cover(ctx, size)) return;
  motion_.sync(ctx.app, f.now);

  // Phones (narrow and at least as tall as wide): the players stack in a
  // column left of the island, so the island gets the height a strip would
  // take and the width a square board region leaves over.
  ImVec2 avail = ImGui::GetContentRegionAvail();
  const bool column = avail.x < 480 && avail.y >= avail.x * 0.9f;
  const float column_w = column ? std::clamp(avail.x * 0.24f, 80.0f, 100.0f) : 0;
  const ImVec2 top = ImGui::GetCursorScreenPos();
  float column_bottom = top.y;
  if (column) {
    ImGui::BeginGroup();
    catan_ui::players_strip(f, column_w, true);
    ImGui::EndGroup();
    column_bottom = ImGui::GetItemRectMax().y;
    ImGui::SetCursorScreenPos(ImVec2(top.x + column_w + 4, top.y));
    avail.x -= column_w + 4;
  } else {
    catan_ui::players_strip(f, size.x);
    avail = ImGui::GetContentRegionAvail();
  }
  // Two layouts; keep the one that gives the bigger hexes. The panel needs
  // about 250 px across when beside the island, 190 px down when under it.
  // The island spans 8.66 x 8 hex sizes; harbours reach 4.8 / 4.7 sizes from
  // the centre. Phones (narrow portrait) fit to that and let the tips of the
  // sea run off the sides; wider screens keep a calmer margin.
  const bool narrow = avail.x + column_w < 480;
  const float kW = narrow ? 9.7f : 8.66f + 1.8f, kH = narrow ? 9.4f : 8.0f + 1.8f;
  float side_w = std::clamp(avail.x * 0.34f, 250.0f, 380.0f);
  float s_side = std::min((avail.x - side_w) / kW, avail.y / kH);
  // Under the island, keep the prompt and one row of buttons in sight; the
  // hand and the dice may scroll. A phone keeps just that (a line and a 44 px row).
  const float line = ImGui::GetTextLineHeightWithSpacing();
  float under_h = narrow ? line + theme::kTouch + 10 : std::clamp(avail.y * 0.25f, 110.0f, 200.0f);
  float s_under = std::min(avail.x / kW, std::max((avail.y - under_h) / kH, std::min(avail.x / kW, 20.0f)));
  bool beside = !narrow && s_side * 1.15f >= s_under;  // beside keeps the hand and dice in view
  ImVec2 at = ImGui::GetCursorScreenPos();
  ImVec2 board_size =
      beside ? ImVec2(avail.x - side_w, std::min(avail.y, s_side * kH)) : ImVec2(avail.x, s_under * kH);
  // The largest kW x kH hex sizes that fit the region, centred in it.
  ImVec2 island_at, island_size;
  fit_aspect(at, board_size, kW, kH, &island_at, &island_size);
  catan_ui::HexGeo g;
  g.v = &v;
  g.s = std::max(8.0f, island_size.x / kW);
  g.c = ImVec2(island_at.x + island_size.x * 0.5f, island_at.y + island_size.y * 0.5f);
  ImGui::InvisibleButton("##island", board_size);
  bool hovered = ImGui::IsItemHovered();
  bool clicked = ImGui::IsItemClicked(ImGuiMouseButton_Left);
  catan_ui::Targets t;
  t.build(f);
  int hover_hex = -1;
  int hover_act = hovered ? t.pick(g, ImGui::GetIO().MousePos, &hover_hex) : -1;
  if (!hovered) hover_hex = -1;
  // The sea's side tips may run past a tight fit: keep them off the players column.
  ImGui::PushClipRect(at, ImVec2(at.x + board_size.x, at.y + board_size.y), true);
  // Pointing at a lit spot, or at a prompt button whose choice acts on one.
  const int lit_act = hover_act >= 0 ? hover_act : t.at(hovered_target());
  catan_ui::draw_island(ImGui::GetWindowDrawList(), g, f, t, lit_act, motion_.flash());
  ImGui::PopClipRect();

  if (clicked) {
    motion_.skip();  // a tap skips the dice tumble, and still counts
    if (hover_act >= 0) {
      act_or_notify(ctx.app, f.human, choices[hover_act].action);
    } else if (hover_hex >= 0) {
      open_hex_ = hover_hex;  // touch has no hover: a tap opens the hex's card
      ImGui::OpenPopup("##hexcard");
    }
  }
  if (hover_hex >= 0 && !ImGui::IsPopupOpen("", ImGuiPopupFlags_AnyPopup)) {
    ImGui::BeginTooltip();
    catan_ui::hex_card(f, hover_hex);
    if (hover_act >= 0) ImGui::TextColored(theme::accent(), "Click: %s", choices[hover_act].label.c_str());
    ImGui::EndTooltip();
  }
  if (ImGui::BeginPopup("##hexcard")) {
    if (open_hex_ >= 0) catan_ui::hex_card(f, open_hex_);
    ImGui::EndPopup();
  }

  if (beside) {
    ImGui::SetCursorScreenPos(ImVec2(at.x + board_size.x + 8, at.y));
    catan_ui::draw_panel(ctx, f, motion_, ImVec2(side_w - 8, avail.y), false, &pick_);
  } else {
    // Under the island and the players column, across the whole width.
    const float y = std::max(at.y + board_size.y, column_bottom) + 4;
    ImGui::SetCursorScreenPos(ImVec2(top.x, y));
    catan_ui::draw_panel(ctx, f, motion_, ImVec2(size.x, std::max(under_h, top.y + size.y - y)), true,
                         &pick_);
  }
}

[[maybe_unused]] const bool kRegistered =
    register_game_view("catan", [] { return std::unique_ptr<GameView>(new CatanView()); });

}  // namespace

}  // namespace shamble::web
