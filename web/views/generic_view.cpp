// The generic view: works for any game through the State API alone. Shows
// who is playing and whose turn it is, the outcome, and the acting human's
// legal actions as the one prompt drawer's buttons (view_prompt.h: labelled by
// State::label, digits pick, Enter takes the first), so a game is playable before its board renderer exists.
#include <string>
#include <vector>

#include "game_view.h"
#include "screens/screens.h"
#include "theme.h"
#include "view_cache.h"
#include "view_common.h"
#include "view_prompt.h"

namespace shamble::web {

namespace {

class GenericView : public GameView {
 public:
  void draw_board(ViewContext& ctx, ImVec2 size) override;

 private:
  void players(ViewContext& ctx);
  void actions(ViewContext& ctx, int seat);
  // The seat's legal actions as the framework's choices (code, label; a game
  // without a view.h has no targets, costs or dice to add).
  ViewCache<std::vector<ChoiceBase>> choices_;
  ViewCache<std::string> json_;
  char filter_[64] = "";
};

void GenericView::players(ViewContext& ctx) {
  const State& s = ctx.match.state();
  const auto& roles = ctx.match.info().roles;
  if (!ImGui::BeginTable("##players", roles.size() > 1 ? 3 : 2, ImGuiTableFlags_SizingStretchProp)) return;
  for (int i = 0; i < s.num_players(); ++i) {
    ImGui::TableNextRow();
    ImGui::TableNextColumn();
    bool acting = s.actors() >> i & 1;
    if (acting) ImGui::TableSetBgColor(ImGuiTableBgTarget_RowBg0, IM_COL32(60, 80, 50, 255));
    player_chip(i, ctx.match.seats()[i].name.c_str());
    ImGui::TableNextColumn();
    const std::string& kind = ctx.match.seats()[i].kind;
    ImGui::TextColored(theme::muted(), "%s%s", kind == "human" ? "you" : kind.c_str(),
                       acting ? "  \u2190 to act" : "");
    if (roles.size() > 1) {
      ImGui::TableNextColumn();
      int r = s.role(i);
      ImGui::TextUnformatted(r >= 0 && r < static_cast<int>(roles.size()) ? roles[r].c_str() : "");
    }
  }
  ImGui::EndTable();
}

void GenericView::actions(ViewContext& ctx, int seat) {
  const State& s = ctx.match.state();
  const std::vector<ChoiceBase>& cs = choices_.of(ctx.app, seat, [&] {
    std::vector<Action> acts;
    s.legal_actions(seat, acts);
    std::vector<ChoiceBase> out;
    for (const Action& a : acts) out.push_back({a, s.encode(a), s.label(a), {}, 0, {}});
    return out;
  });
  if (choices_.made()) filter_[0] = 0;
  ImGui::Text("%s, your move:", ctx.match.seats()[seat].name.c_str());
  if (cs.size() > 12) {
    ImGui::SetNextItemWidth(std::min(280.0f, ImGui::GetContentRegionAvail().x));
    ImGui::InputTextWithHint("##filter", "filter actions", filter_, sizeof filter_);
  }
  // Buttons flow left to right and wrap, each at least the touch size; the
  // filter keeps the matching ones (numbered as shown).
  std::vector<PromptButton> buttons;
  for (int k = 0; k < static_cast<int>(cs.size()); ++k)
    if (!filter_[0] || cs[k].label.find(filter_) != std::string::npos)
      buttons.push_back(choice_button(cs, k));
  int chosen = draw_prompt(buttons, {ImGui::GetContentRegionAvail().x, RowAlign::Left});
  if (chosen >= 0) act_or_notify(ctx.app, seat, cs[buttons[chosen].choice].action);
}

void GenericView::draw_board(ViewContext& ctx, ImVec2 size) {
  (void)size;
  const State& s = ctx.match.state();
  const GameInfo& info = ctx.match.info();
  ImGui::PushFont(theme::big());
  ImGui::TextUnformatted(info.name.c_str());
  ImGui::PopFont();
  ImGui::SameLine();
  ImGui::AlignTextToFramePadding();
  ImGui::TextColored(theme::muted(), "turn %d", s.turn_number());

  if (s.terminal()) {
    Outcome o = s.outcome();
    std::string who;
    for (int w : o.winners) who += (who.empty() ? "" : " and ") + ctx.match.seats()[w].name;
    ImGui::PushFont(theme::big());
    if (o.draw)
      ImGui::TextColored(theme::accent(), "A draw.");
    else if (o.all_lose())
      ImGui::TextColored(theme::accent(), "Everybody lost.");
    else
      ImGui::TextColored(theme::accent(), "%s won!", who.c_str());
    ImGui::PopFont();
    // The game's own sentence ("Bea reached 10 points"); reason is a key for statistics.
    if (!o.summary.empty()) ImGui::TextWrapped("%s", o.summary.c_str());
    game_over_buttons(ctx.app, ImGui::GetContentRegionAvail().x, RowAlign::Left);
  }
  players(ctx);
  ImGui::Separator();

  if (!s.terminal()) {
    const int human = acting_human(ctx.app, s);
    if (human >= 0) {
      actions(ctx, human);
    } else if (const int seat = s.current_actor(); seat >= 0 && !replay_lens().on) {
      ImGui::TextColored(theme::muted(), "%s",
                         waiting_line(ctx.app, seat, ctx.app.session.seat_name(seat)).c_str());
    }
  }
  // The raw position, for games whose board is not drawn yet.
  ImGui::Spacing();
  if (ImGui::CollapsingHeader("Position details")) {
    const std::string& json = json_.of(ctx.app, ctx.viewer, [&] { return s.view_json(ctx.viewer); });
    ImGui::PushTextWrapPos(0);
    ImGui::TextUnformatted(json.c_str(), json.c_str() + std::min<size_t>(json.size(), 20000));
    ImGui::PopTextWrapPos();
  }
}

}  // namespace

std::unique_ptr<GameView> make_generic_view() { return std::make_unique<GenericView>(); }

}  // namespace shamble::web
