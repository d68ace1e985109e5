// The board's empty middle: the dice, the current prompt ("Bea: buy Maple Row
// or decline", a sentence the game's view writes) and the buttons for it, so
// the eye never leaves the board. Choices the view places on a square are not
// here: their squares light up instead.
#include <algorithm>

#include "monopoly_view.h"
#include "screens/screens.h"
#include "theme.h"
#include "view_common.h"
#include "view_prompt.h"

namespace shamble::web::monopoly_ui {

void act(ViewContext& ctx, const Frame& f, const Action& a) { act_or_notify(ctx.app, f.human, a); }

uint64_t lit_squares(const Frame& f) {
  uint64_t lit = 0;
  for (const mono::Choice& c : *f.ch)
    if (c.place == mono::Place::Square && c.square() >= 0 && c.square() < mono::kBoardSquares)
      lit |= 1ull << c.square();
  return lit;
}

uint64_t banded_squares(const mono::View& v) {
  uint64_t m = 0;
  for (int sq = 0; sq < mono::kBoardSquares; ++sq)
    if (v.squares[sq].group >= 0) m |= 1ull << sq;
  return m;
}

std::vector<PromptButton> centre_buttons(const Frame& f) {
  std::vector<PromptButton> out;
  // Auctions and trades have their own sheets (monopoly_dialogs.cpp); trade
  // partners sit behind one "Trade…" button so small boards keep room.
  bool partners = false;
  for (int i = 0; i < static_cast<int>(f.ch->size()); ++i) {
    const mono::Place at = (*f.ch)[i].place;
    if (at == mono::Place::Centre || at == mono::Place::Claim) out.push_back(choice_button(*f.ch, i));
    partners |= at == mono::Place::Partners;
  }
  if (partners) out.push_back(menu_button("Trade\u2026"));
  return out;
}

void draw_centre(ViewContext& ctx, const Frame& f, const Geometry& g, const Motion& mo) {
  Box c = g.centre();
  ImDrawList* dl = ImGui::GetWindowDrawList();
  float pad = std::max(6.0f, g.cell * 0.2f);
  float die = std::clamp(c.w() * 0.11f, 22.0f, 54.0f);
  ImVec2 dice_at(c.centre().x - dice_width(die, 2) * 0.5f, c.a.y + pad);
  if (f.v.dice[0] || mo.busy(f.now)) mo.draw_dice(dl, dice_at, die, f.v.dice.data(), 2, f.now);

  ImGui::SetCursorScreenPos(ImVec2(c.a.x + pad, dice_at.y + die + pad));
  ImVec2 size(c.w() - pad * 2, c.b.y - dice_at.y - die - pad * 2);
  if (size.x < 40 || size.y < 40) return;
  ImGui::BeginChild("##centre", size, ImGuiChildFlags_None, ImGuiWindowFlags_NoBackground);
  float w = ImGui::GetContentRegionAvail().x;
  bool roomy = w > 300;
  if (f.v.over) {
    std::string who;
    for (int p : f.v.winners) who += (who.empty() ? "" : " and ") + f.name(p);
    if (roomy) ImGui::PushFont(theme::big());
    centred_wrapped(who.empty() ? "Game over" : who + " won!", w, theme::accent());
    if (roomy) ImGui::PopFont();
    if (!f.v.result.empty()) centred_wrapped(f.v.result, w, theme::muted());
    game_over_buttons(ctx.app, w);
    ImGui::EndChild();
    return;
  }
  if (roomy) ImGui::PushFont(theme::big());
  centred_wrapped(f.v.prompt.text, w, ImVec4(1, 1, 1, 1));
  if (roomy) ImGui::PopFont();
  ImGui::Spacing();
  if (f.human < 0) {
    const int seat = f.v.prompt.actor;
    if (seat >= 0) centred_wrapped(waiting_line(ctx.app, seat, f.name(seat)), w, theme::muted());
  } else {
    std::vector<PromptButton> buttons = centre_buttons(f);
    int clicked = draw_prompt(buttons, {w});
    if (clicked >= 0 && buttons[clicked].choice >= 0)
      act(ctx, f, (*f.ch)[buttons[clicked].choice].action);
    else if (clicked >= 0)
      ImGui::OpenPopup("##partners");
    if (ImGui::BeginPopup("##partners")) {
      std::vector<PromptButton> partners;
      for (int i = 0; i < static_cast<int>(f.ch->size()); ++i)
        if ((*f.ch)[i].place == mono::Place::Partners) partners.push_back(choice_button(*f.ch, i));
      if (partners.empty()) ImGui::TextColored(theme::muted(), "No one to trade with right now.");
      int k = prompt_list(partners);
      if (k >= 0) {
        act(ctx, f, (*f.ch)[partners[k].choice].action);
        ImGui::CloseCurrentPopup();
      }
      ImGui::EndPopup();
    }
    if (lit_squares(f)) centred_wrapped("Lit squares: click to build, sell or mortgage.", w, theme::muted());
  }
  if (f.bystanders) bystander_actions(ctx, f, w);
  if (f.v.jackpot_rule && f.v.jackpot) centred_wrapped("Jackpot: " + money(f.v.jackpot), w, theme::muted());
  char stock[64];
  snprintf(stock, sizeof stock, "Bank: %d houses, %d hotels left", f.v.houses_left, f.v.hotels_left);
  if (size.y > 200) centred_wrapped(stock, w, theme::muted());
  ImGui::EndChild();
}

}  // namespace shamble::web::monopoly_ui
