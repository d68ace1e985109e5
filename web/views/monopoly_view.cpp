// The board renderer for `monopoly`: a players strip, then the largest square
// board that fits with the prompt in its middle. This file owns the frame:
// reading the state, caching the legal actions, input (hover, click, keys) and
// handing out the drawing to the parts declared in monopoly_view.h.
#include "monopoly_view.h"

#include <algorithm>
#include <string>

#include "games/monopoly/monopoly.h"
#include "screens/screens.h"
#include "theme.h"
#include "view_common.h"

namespace shamble::web {

namespace {

using mv::Frame;

class MonopolyView : public GameView {
 public:
  void draw_board(ViewContext& ctx, ImVec2 size) override;
  bool animating() const override { return motion_.busy(ImGui::GetTime()); }

 private:
  void players_strip(const Frame& f, float width);
  void keys(ViewContext& ctx, const Frame& f);
  mv::Motion motion_;
  LegalCache legal_;
  int open_sq_ = -1;
};

void holdings_tooltip(const Frame& f, int p) {
  if (!ImGui::BeginTooltip()) return;
  player_chip(p, f.names[p].c_str());
  const auto& pl = f.t.players[p];
  ImGui::Text("Cash %s%s", mv::money(pl.cash).c_str(), pl.in_jail ? ", locked up" : "");
  for (int sq = 0; sq < mono::kSquares; ++sq) {
    if (f.t.owner[sq] != p) continue;
    int g = board::squares()[sq].group;
    ImGui::ColorButton(
        "##g", ImGui::ColorConvertU32ToFloat4(g >= 0 ? mv::group_col(g) : IM_COL32(150, 150, 150, 255)),
        ImGuiColorEditFlags_NoTooltip, ImVec2(10, 10));
    ImGui::SameLine();
    int b = f.t.buildings[sq];
    ImGui::Text("%s%s%s", board::square_name(sq, f.r.theme),
                b == mono::kHotel ? " (hotel)"
                : b               ? (" (" + std::to_string(b) + "h)").c_str()
                                  : "",
                f.t.mortgaged[sq] ? " [M]" : "");
  }
  for (int d = 0; d < 2; ++d)
    if (f.t.jail_card_owner[d] == p) ImGui::TextUnformatted("Get-out-of-jail card");
  ImGui::EndTooltip();
}

// One chip per player: token, name (when there is room), cash. The player whose
// turn it is gets a frame; hover shows their holdings.
void MonopolyView::players_strip(const Frame& f, float width) {
  int n = f.t.n;
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
    const auto& pl = f.t.players[p];
    bool turn = p == f.t.turn && !f.s.terminal();
    dl->AddRectFilled(a, ImVec2(a.x + w, a.y + h),
                      turn ? IM_COL32(60, 80, 50, 255) : IM_COL32(40, 44, 48, 255), 4);
    if (turn) dl->AddRect(a, ImVec2(a.x + w, a.y + h), IM_COL32(255, 215, 0, 255), 4, 0, 2);
    mv::token_glyph(dl, ImVec2(a.x + h * 0.5f, a.y + h * 0.5f), h * 0.7f, p);
    std::string text = pl.bankrupt ? "out" : mv::money(pl.cash);
    if (names) text = f.names[p] + "  " + text;
    ImU32 col = pl.bankrupt ? IM_COL32(140, 140, 140, 255) : IM_COL32(240, 240, 240, 255);
    dl->PushClipRect(a, ImVec2(a.x + w - 2, a.y + h), true);
    dl->AddText(ImVec2(a.x + h, a.y + (h - ImGui::GetTextLineHeight()) * 0.5f), col, text.c_str());
    dl->PopClipRect();
    if (ImGui::IsItemHovered()) holdings_tooltip(f, p);
  }
}

void MonopolyView::keys(ViewContext& ctx, const Frame& f) {
  if (f.human < 0 || ImGui::GetIO().WantTextInput || ImGui::IsPopupOpen("", ImGuiPopupFlags_AnyPopup)) return;
  std::vector<int> idx = mv::centre_actions(f);
  int chosen = key_choice(idx);
  if (chosen >= 0) mv::act(ctx, f, legal_.acts[chosen]);
}

void MonopolyView::draw_board(ViewContext& ctx, ImVec2 size) {
  const State& s = ctx.match.state();
  Frame f{s, mono::table_of(s), mono::rules_of(s), {}, -1, &legal_.acts, &legal_.labels, ImGui::GetTime()};
  f.names = seat_names(ctx.match);
  f.human = acting_human(ctx.app, s);
  f.bystanders = true;
  legal_.refresh(ctx.app, s, f.human);
  motion_.sync(ctx.match, f.t, f.now);

  players_strip(f, size.x);
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

  // Lit: squares the human can act on, plus the deed on offer or under the hammer.
  uint64_t lit = 0;
  for (const Action& a : legal_.acts)
    if (mv::is_square_action(a.kind) && a.a >= 0 && a.a < mono::kSquares) lit |= 1ull << a.a;
  int focus = f.t.phase == mono::kBuying    ? f.t.pending_buy
              : f.t.phase == mono::kAuction ? f.t.auction.square
                                            : -1;

  ImDrawList* dl = ImGui::GetWindowDrawList();
  mv::draw_squares(dl, g, f, lit, focus);
  motion_.draw_tokens(dl, g, f);
  mv::draw_centre(ctx, f, g, motion_);

  if (clicked) {
    if (motion_.busy(f.now))
      motion_.skip();  // a click skips the animation first
    else if (hover_sq >= 0)
      open_sq_ = hover_sq;
  }
  if (hover_sq >= 0 && open_sq_ < 0 && !ImGui::IsPopupOpen("", ImGuiPopupFlags_AnyPopup)) {
    ImGui::BeginTooltip();
    mv::deed_card(f, hover_sq);
    if (lit >> hover_sq & 1) ImGui::TextColored(theme::accent(), "Click for actions on this square.");
    ImGui::EndTooltip();
  }
  mv::square_popup(ctx, f, &open_sq_);
  mv::draw_dialogs(ctx, f);
  keys(ctx, f);
}

[[maybe_unused]] const bool kRegistered =
    register_game_view("monopoly", [] { return std::unique_ptr<GameView>(new MonopolyView()); });

}  // namespace

}  // namespace shamble::web
