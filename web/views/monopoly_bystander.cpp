// Out-of-turn actions for people: any human seat the table is not waiting on
// may ask for rent it is owed (M-RENT-8: shown at once as buttons, since the
// next roll ends the claim), open a trade (M-TRADE-6) or build, sell, mortgage
// and lift (M-TURN-2). Trades and deeds sit behind one button whose popup asks
// who acts when several humans share the screen. The core lists these actions
// for non-acting seats (mono::choices_of, with the place the view offers each
// in); this file only offers them. A device playing by link offers none: its
// person acts on their own turn only (Session::may_act).
#include <algorithm>

#include "monopoly_view.h"
#include "screens/screens.h"
#include "theme.h"
#include "view_common.h"

namespace shamble::web::monopoly_ui {

namespace {

void act_as(ViewContext& ctx, int seat, const Action& a) { act_or_notify(ctx.app, seat, a); }

// Who acts: remembered in the popup's storage, the first human by default.
size_t pick_seat(const Frame& f, const std::vector<int>& seats) {
  int* pick = ImGui::GetStateStorage()->GetIntRef(ImGui::GetID("proposer"), seats[0]);
  size_t k = std::find(seats.begin(), seats.end(), *pick) - seats.begin();
  if (k == seats.size()) k = 0, *pick = seats[0];
  if (seats.size() == 1) {
    player_chip(seats[0], f.name(seats[0]).c_str());
    ImGui::SameLine();
    ImGui::TextColored(theme::muted(), "may now:");
    return k;
  }
  ImGui::TextColored(theme::muted(), "Who is acting?");
  for (size_t i = 0; i < seats.size(); ++i) {
    ImGui::PushID(static_cast<int>(i));
    if (ImGui::RadioButton("##who", i == k)) *pick = seats[i], k = i;
    ImGui::SameLine();
    player_chip(seats[i], f.name(seats[i]).c_str());
    ImGui::PopID();
  }
  ImGui::Separator();
  return k;
}

}  // namespace

void bystander_actions(ViewContext& ctx, const Frame& f, float width) {
  // Human seats other than the acting one, each with its out-of-turn choices.
  std::vector<int> seats;
  std::vector<std::vector<mono::Choice>> lists;
  for (int p = 0; p < f.n(); ++p) {
    if (p == f.human || !ctx.app.session.may_act(p)) continue;
    std::vector<mono::Choice> acts = mono::choices_of(f.s, p);
    for (const mono::Choice& c : acts) {
      if (c.place != mono::Place::Claim) continue;
      ImGui::PushID(p * 64 + c.action.a);
      if (button_rows({f.name(p) + ": " + c.label}, width, 0) == 0) act_as(ctx, p, c.action);
      ImGui::PopID();
    }
    acts.erase(std::remove_if(acts.begin(), acts.end(),
                              [](const mono::Choice& c) { return c.place == mono::Place::Claim; }),
               acts.end());
    std::stable_partition(acts.begin(), acts.end(),
                          [](const mono::Choice& c) { return c.place == mono::Place::Partners; });
    if (acts.empty()) continue;
    seats.push_back(p);
    lists.push_back(std::move(acts));
  }
  const char* popup = "##bystander";
  if (!seats.empty()) {
    // One other human: name them on the button; several: the popup asks who.
    std::string text = seats.size() == 1 ? f.name(seats[0]) + ": trade or manage\u2026"
                       : f.human >= 0    ? "Trade or manage as another player\u2026"
                                         : "Trade or manage\u2026";
    if (button_rows({text}, width, -1) == 0) ImGui::OpenPopup(popup);
  }
  if (!ImGui::BeginPopup(popup)) return;
  if (seats.empty()) {
    // The table moved on (an auction, a debt...) while the list was open.
    ImGui::TextColored(theme::muted(), "This waits until the turn player is free.");
    ImGui::EndPopup();
    return;
  }
  size_t k = pick_seat(f, seats);
  const auto& acts = lists[k];
  float bw = std::max(260.0f, ImGui::CalcTextSize("W").x * 26);
  float h = std::min(acts.size() * (theme::kTouch + ImGui::GetStyle().ItemSpacing.y), 380.0f);
  ImGui::BeginChild("##list", ImVec2(bw + ImGui::GetStyle().ScrollbarSize, h));
  for (size_t i = 0; i < acts.size(); ++i) {
    ImGui::PushID(static_cast<int>(i));
    if (ImGui::Button(acts[i].label.c_str(), ImVec2(bw, theme::kTouch))) {
      act_as(ctx, seats[k], acts[i].action);
      ImGui::CloseCurrentPopup();
    }
    ImGui::PopID();
  }
  ImGui::EndChild();
  ImGui::EndPopup();
}

}  // namespace shamble::web::monopoly_ui
