// The board's empty middle: the dice, the current prompt ("Bea: buy Maple Row
// or decline") and the buttons for it, so the eye never leaves the board.
// Square-targeted actions are not here: their squares light up instead.
#include <algorithm>

#include "games/monopoly/text.h"
#include "monopoly_view.h"
#include "screens/screens.h"
#include "theme.h"
#include "view_common.h"

namespace shamble::web::mv {

bool is_square_action(int kind) {
  return kind == mono::kBuild || kind == mono::kSell || kind == mono::kMortgage ||
         kind == mono::kUnmortgage || kind == mono::kPlace;
}

bool is_trade_edit(int kind) { return kind >= mono::kTradeCash && kind <= mono::kTradeCounter; }

void act(ViewContext& ctx, const Frame& f, const Action& a) {
  if (auto err = ctx.app.act(f.human, a)) ctx.app.notify(err->message + " (" + err->rule + ")");
}

std::vector<int> centre_actions(const Frame& f) {
  std::vector<int> out;
  if (!f.acts) return out;
  for (int i = 0; i < static_cast<int>(f.acts->size()); ++i) {
    int k = (*f.acts)[i].kind;
    // Auctions and trades have their own sheets (monopoly_dialogs.cpp).
    // Trade partners sit behind one "Trade…" button so small boards keep room.
    if (is_square_action(k) || is_trade_edit(k) || k == mono::kBid || k == mono::kPass ||
        k == mono::kTradeStart)
      continue;
    out.push_back(i);
  }
  return out;
}

// Lays buttons out in centred rows; returns the index clicked or -1.
int button_rows(const std::vector<std::string>& texts, float width, int highlight) {
  const ImGuiStyle& st = ImGui::GetStyle();
  std::vector<float> w;
  for (auto& t : texts)
    w.push_back(std::max(ImGui::CalcTextSize(t.c_str()).x + st.FramePadding.x * 2, 88.0f));
  int clicked = -1;
  size_t i = 0;
  while (i < texts.size()) {
    size_t j = i;
    float row = 0;
    while (j < texts.size() && (j == i || row + st.ItemSpacing.x + w[j] <= width)) {
      row += (j > i ? st.ItemSpacing.x : 0) + w[j];
      ++j;
    }
    float x0 = ImGui::GetCursorPosX() + std::max(0.0f, (width - row) * 0.5f);
    for (size_t k = i; k < j; ++k) {
      if (k == i)
        ImGui::SetCursorPosX(x0);
      else
        ImGui::SameLine();
      ImGui::PushID(static_cast<int>(k));
      bool hi = static_cast<int>(k) == highlight;
      if (hi) ImGui::PushStyleColor(ImGuiCol_Button, ImVec4(0.28f, 0.50f, 0.25f, 1.0f));
      if (ImGui::Button(texts[k].c_str(), ImVec2(std::min(w[k], width), theme::kTouch)))
        clicked = static_cast<int>(k);
      if (hi) ImGui::PopStyleColor();
      ImGui::PopID();
    }
    i = j;
  }
  return clicked;
}

void draw_centre(ViewContext& ctx, const Frame& f, const Geometry& g, const Motion& mo) {
  Box c = g.centre();
  ImDrawList* dl = ImGui::GetWindowDrawList();
  float pad = std::max(6.0f, g.cell * 0.2f);
  float die = std::clamp(c.w() * 0.11f, 22.0f, 54.0f);
  ImVec2 dice_at(c.centre().x - die * 1.125f, c.a.y + pad);
  if (f.t.dice[0] || mo.busy(f.now)) mo.draw_dice(dl, dice_at, die, f.t, f.now);

  ImGui::SetCursorScreenPos(ImVec2(c.a.x + pad, dice_at.y + die + pad));
  ImVec2 size(c.w() - pad * 2, c.b.y - dice_at.y - die - pad * 2);
  if (size.x < 40 || size.y < 40) return;
  ImGui::BeginChild("##centre", size, ImGuiChildFlags_None, ImGuiWindowFlags_NoBackground);
  float w = ImGui::GetContentRegionAvail().x;
  bool roomy = w > 300;
  if (f.s.terminal()) {
    Outcome o = f.s.outcome();
    std::string who;
    for (int p : o.winners) who += (who.empty() ? "" : " and ") + f.names[p];
    if (roomy) ImGui::PushFont(theme::big());
    centred_wrapped(who.empty() ? "Game over" : who + " won!", w, theme::accent());
    if (roomy) ImGui::PopFont();
    if (!o.reason.empty()) centred_wrapped(o.reason, w, theme::muted());
    if (button_rows({"New game"}, w, 0) == 0) ctx.app.screen = Screen::Start;
    ImGui::EndChild();
    return;
  }
  std::string prompt = mono::prompt_text(f.t, f.r, f.names);
  if (roomy) ImGui::PushFont(theme::big());
  centred_wrapped(prompt, w, ImVec4(1, 1, 1, 1));
  if (roomy) ImGui::PopFont();
  ImGui::Spacing();
  if (f.human < 0) {
    int bot = f.s.current_actor();
    if (bot >= 0) centred_wrapped(f.names[bot] + " is thinking\u2026", w, theme::muted());
  } else {
    std::vector<int> idx = centre_actions(f);
    std::vector<std::string> texts;
    for (size_t k = 0; k < idx.size(); ++k)
      texts.push_back((k < 9 ? std::to_string(k + 1) + "  " : "") + (*f.labels)[idx[k]]);
    std::vector<int> partners;
    for (size_t i = 0; i < f.acts->size(); ++i)
      if ((*f.acts)[i].kind == mono::kTradeStart) partners.push_back(static_cast<int>(i));
    if (!partners.empty()) texts.push_back("Trade\u2026");
    int clicked = button_rows(texts, w, 0);
    if (clicked >= 0 && clicked < static_cast<int>(idx.size()))
      act(ctx, f, (*f.acts)[idx[clicked]]);
    else if (clicked >= 0)
      ImGui::OpenPopup("##partners");
    if (ImGui::BeginPopup("##partners")) {
      for (int i : partners) {
        ImGui::PushID(i);
        if (ImGui::Button((*f.labels)[i].c_str(), ImVec2(-FLT_MIN, theme::kTouch))) {
          act(ctx, f, (*f.acts)[i]);
          ImGui::CloseCurrentPopup();
        }
        ImGui::PopID();
      }
      ImGui::EndPopup();
    }
    bool lit = false;
    for (const Action& a : *f.acts) lit |= is_square_action(a.kind);
    if (lit) centred_wrapped("Lit squares: click to build, sell or mortgage.", w, theme::muted());
  }
  if (f.bystanders) bystander_actions(ctx, f, w);
  if (f.r.parking_pot && f.t.pot) centred_wrapped("Jackpot: " + money(f.t.pot), w, theme::muted());
  char stock[64];
  snprintf(stock, sizeof stock, "Bank: %d houses, %d hotels left", f.t.houses_left, f.t.hotels_left);
  if (size.y > 200) centred_wrapped(stock, w, theme::muted());
  ImGui::EndChild();
}

}  // namespace shamble::web::mv
