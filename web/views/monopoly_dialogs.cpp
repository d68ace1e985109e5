// Decisions that block the table get modal sheets: bidding in an auction and
// building or answering a trade. Every control is one of the view's choices
// (bid steps are the legal bids; the trade editor toggles exactly the legal edits).
#include <algorithm>
#include <map>
#include <optional>
#include <set>
#include <string>

#include "monopoly_view.h"
#include "screens/screens.h"
#include "theme.h"

namespace shamble::web::monopoly_ui {

namespace {

bool begin_sheet(const char* id, bool want) {
  if (want && !ImGui::IsPopupOpen(id)) ImGui::OpenPopup(id);
  const ImGuiViewport* vp = ImGui::GetMainViewport();
  ImGui::SetNextWindowPos(vp->GetCenter(), ImGuiCond_Always, ImVec2(0.5f, 0.5f));
  ImGui::SetNextWindowSizeConstraints(ImVec2(std::min(320.0f, vp->Size.x - 16), 0),
                                      ImVec2(std::min(620.0f, vp->Size.x - 16), vp->Size.y - 24));
  if (!ImGui::BeginPopupModal(id, nullptr, ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoMove))
    return false;
  if (!want) {
    ImGui::CloseCurrentPopup();
    ImGui::EndPopup();
    return false;
  }
  return true;
}

bool keys_free() { return !ImGui::GetIO().WantTextInput; }

// A cash amount typed into the trade sheet (not one of the listed choices).
std::optional<Action> g_custom_cash;

void auction_sheet(ViewContext& ctx, const Frame& f) {
  const mono::AuctionView& au = f.v.auction;
  // Any human the table asks may bid: with anyone bidding (M-AUC-6) that is
  // not only the seat the rotation names.
  bool want = f.human >= 0 && au.active && (au.asked >> f.human & 1);
  if (!begin_sheet("Auction##mono", want)) return;
  // Short screens get the name band only, so the bid buttons stay in view
  // (hovering the square still shows the whole card).
  bool tall = ImGui::GetMainViewport()->Size.y >= 720;
  if (au.item == 0 && au.square >= 0 && tall) {
    deed_card(f, au.square);
  } else if (au.item == 0 && au.square >= 0) {
    deed_header(f, au.square);
    ImGui::Text("Price %s", money(f.v.squares[au.square].price).c_str());
  } else {
    ImGui::TextUnformatted(au.what.c_str());
  }
  ImGui::Separator();
  if (au.high_bidder >= 0) {
    ImGui::Text("High bid %s by", money(au.high).c_str());
    ImGui::SameLine();
    player_chip(au.high_bidder, f.name(au.high_bidder).c_str());
  } else {
    ImGui::Text("No bids yet: opening at %s.", money(au.high + 1).c_str());
  }
  ImGui::TextColored(theme::muted(), "Still in:");
  for (int p = 0; p < f.n(); ++p)
    if (au.in >> p & 1) {
      ImGui::SameLine();
      player_chip(p, f.name(p).c_str());
    }
  ImGui::Text("You have %s.", money(f.v.seats[f.human].cash).c_str());
  int chosen = -1, pass = -1, n = 0;
  float right = ImGui::GetCursorScreenPos().x + std::max(280.0f, ImGui::GetContentRegionAvail().x);
  for (size_t i = 0; i < f.ch->size(); ++i) {
    const Action& a = (*f.ch)[i].action;
    if (a.kind == mono::kPass) pass = static_cast<int>(i);
    if (a.kind != mono::kBid) continue;
    std::string t = std::to_string(++n) + "  " + money((*f.ch)[i].cost);  // the bid is what it costs
    float w = std::max(ImGui::CalcTextSize(t.c_str()).x + 20, 76.0f);
    if (n > 1 && ImGui::GetItemRectMax().x + 8 + w <= right) ImGui::SameLine();
    ImGui::PushID(static_cast<int>(i));
    if (ImGui::Button(t.c_str(), ImVec2(w, theme::kTouch))) chosen = static_cast<int>(i);
    ImGui::PopID();
    if (keys_free() && n <= 9 && ImGui::IsKeyPressed(static_cast<ImGuiKey>(ImGuiKey_0 + n), false))
      chosen = static_cast<int>(i);
  }
  if (pass >= 0) {
    if (ImGui::Button("Pass (Esc)", ImVec2(-FLT_MIN, theme::kTouch)) ||
        ImGui::IsKeyPressed(ImGuiKey_Escape, false))
      chosen = pass;
  }
  if (chosen >= 0) act(ctx, f, (*f.ch)[chosen].action);
  ImGui::EndPopup();
}

int side_player(const mono::TradeView& tr, int s) { return tr.seat[s]; }

// One side's column: what it gives now, and the legal edits of that side.
void trade_side(const Frame& f, int s, bool editing, int* chosen) {
  const mono::TradeView& tr = f.v.trade;
  int p = side_player(tr, s);
  player_chip(p, f.name(p).c_str());
  ImGui::SameLine();
  ImGui::TextColored(theme::muted(), "gives (has %s)", money(f.v.seats[p].cash).c_str());
  ImGui::Text("Cash: %s", money(tr.cash[s]).c_str());
  if (editing) {
    // The amounts stay where they are while the offer is edited: every amount
    // offered so far keeps its place (sorted), the one in the offer now is
    // shown selected instead of vanishing and shifting the rest.
    static std::set<int> seen[2];
    static int seen_trade = -1;
    int trade_id = f.v.trade.seat[0] * 16 + f.v.trade.seat[1];
    if (trade_id != seen_trade || !f.v.trade.active) seen[0].clear(), seen[1].clear(), seen_trade = trade_id;
    seen[s].insert(0);  // "nothing": listed once it can be chosen, so it holds its place from the start
    seen[s].insert(tr.cash[s]);
    std::map<int, int> legal;  // amount -> choice
    for (size_t i = 0; i < f.ch->size(); ++i) {
      const Action& a = (*f.ch)[i].action;
      if (a.kind == mono::kTradeCash && a.a == s) legal[a.b] = static_cast<int>(i), seen[s].insert(a.b);
    }
    float right = ImGui::GetCursorScreenPos().x + ImGui::GetContentRegionAvail().x;
    bool first = true;
    for (int amount : seen[s]) {
      std::string t = money(amount);
      float w = std::max(ImGui::CalcTextSize(t.c_str()).x + 16, 52.0f);
      if (!first && ImGui::GetItemRectMax().x + 6 + w <= right) ImGui::SameLine();
      first = false;
      ImGui::PushID(amount);
      auto it = legal.find(amount);
      bool current = amount == tr.cash[s];
      if (current) ImGui::PushStyleColor(ImGuiCol_Button, ImGui::GetStyleColorVec4(ImGuiCol_ButtonActive));
      ImGui::BeginDisabled(it == legal.end());
      if (ImGui::Button(t.c_str(), ImVec2(w, theme::kTouch)) && it != legal.end()) *chosen = it->second;
      ImGui::EndDisabled();
      if (current) ImGui::PopStyleColor();
      ImGui::PopID();
    }
    // Any amount the side has (the rules allow any; the buttons are shortcuts).
    if (!legal.empty()) {
      static int amount[2] = {0, 0};
      ImGui::SetNextItemWidth(std::min(120.0f, ImGui::GetContentRegionAvail().x * 0.5f));
      ImGui::InputInt("##amount", &amount[s], 0, 0);
      amount[s] = std::clamp(amount[s], 0, f.v.seats[p].cash);
      ImGui::SameLine();
      if (ImGui::Button("Set cash", ImVec2(0, theme::kTouch)) && amount[s] != tr.cash[s])
        g_custom_cash = {mono::kTradeCash, s, amount[s], 0};
    }
  }
  // Deeds: the ones in the offer are ticked; a click toggles (a legal edit).
  for (int sq = 0; sq < mono::kBoardSquares; ++sq) {
    const mono::SquareView& d = f.v.squares[sq];
    if (d.owner != p) continue;
    bool in = tr.deeds >> sq & 1;
    int edit = -1;
    for (size_t i = 0; editing && i < f.ch->size(); ++i)
      if ((*f.ch)[i].action.kind == mono::kTradeDeed && (*f.ch)[i].action.a == sq) edit = static_cast<int>(i);
    if (!in && edit < 0) continue;
    ImVec2 at = ImGui::GetCursorScreenPos();
    float h = editing ? theme::kTouch : ImGui::GetTextLineHeight();
    ImGui::GetWindowDrawList()->AddRectFilled(
        ImVec2(at.x, at.y + 2), ImVec2(at.x + 8, at.y + h - 2),
        d.group >= 0 ? rgb_col(d.colour) : IM_COL32(150, 150, 150, 255));
    ImGui::SetCursorScreenPos(ImVec2(at.x + 12, at.y));
    std::string t = std::string(in ? "\u2713 " : "   ") + d.name + (d.mortgaged ? " (M)" : "");
    ImGui::PushID(sq);
    if (editing) {
      if (ImGui::Selectable(t.c_str(), in, 0, ImVec2(0, h)) && edit >= 0) *chosen = edit;
    } else {
      ImGui::TextUnformatted(t.c_str());
    }
    ImGui::PopID();
  }
  for (int d = 0; d < 2; ++d) {
    if (f.v.card_owner[d] != p) continue;
    bool in = tr.cards >> d & 1;
    int edit = -1;
    for (size_t i = 0; editing && i < f.ch->size(); ++i)
      if ((*f.ch)[i].action.kind == mono::kTradeCard && (*f.ch)[i].action.a == d) edit = static_cast<int>(i);
    std::string t = std::string(in ? "\u2713 " : "   ") + f.v.card_word;
    ImGui::PushID(100 + d);
    if (editing && edit >= 0) {
      if (ImGui::Selectable(t.c_str(), in, 0, ImVec2(0, theme::kTouch))) *chosen = edit;
    } else if (in) {
      ImGui::TextUnformatted(t.c_str());
    }
    ImGui::PopID();
  }
}

void trade_sheet(ViewContext& ctx, const Frame& f) {
  const mono::TradeView& tr = f.v.trade;
  bool want = f.human >= 0 && tr.active;
  if (!begin_sheet("Trade##mono", want)) return;
  bool editing = !tr.answering;
  ImGui::TextWrapped("%s", editing ? "Build the offer: pick cash and deeds from each side, then propose."
                                   : "Answer the offer:");
  int chosen = -1;
  bool narrow = ImGui::GetMainViewport()->Size.x < 560;
  float col_h = std::min(ImGui::GetMainViewport()->Size.y * (narrow ? 0.3f : 0.55f), 420.0f);
  for (int s = 0; s < 2; ++s) {
    if (s == 1 && !narrow) ImGui::SameLine();
    ImGui::PushID(s);
    ImGui::BeginChild("##side",
                      ImVec2(narrow ? std::min(330.0f, ImGui::GetMainViewport()->Size.x - 40) : 280, col_h),
                      ImGuiChildFlags_Border);
    trade_side(f, s, editing, &chosen);
    ImGui::EndChild();
    ImGui::PopID();
  }
  // The offer's verbs (propose, cancel, accept, reject, counter) as buttons.
  int cancel = -1, first = -1, verbs = 0;
  for (size_t i = 0; i < f.ch->size(); ++i) {
    int k = (*f.ch)[i].action.kind;
    if (k != mono::kTradePropose && k != mono::kTradeCancel && k != mono::kTradeAccept &&
        k != mono::kTradeReject && k != mono::kTradeCounter)
      continue;
    if (k == mono::kTradeCancel || k == mono::kTradeReject) cancel = static_cast<int>(i);
    if (first < 0 && k != mono::kTradeCancel && k != mono::kTradeReject) first = static_cast<int>(i);
    if (verbs++ > 0) ImGui::SameLine();
    ImGui::PushID(static_cast<int>(i));
    if (ImGui::Button((*f.ch)[i].label.c_str(), ImVec2(0, theme::kTouch))) chosen = static_cast<int>(i);
    ImGui::PopID();
  }
  if (keys_free()) {
    if (cancel >= 0 && ImGui::IsKeyPressed(ImGuiKey_Escape, false)) chosen = cancel;
    if (first >= 0 && ImGui::IsKeyPressed(ImGuiKey_Enter, false)) chosen = first;
  }
  if (chosen >= 0) {
    act(ctx, f, (*f.ch)[chosen].action);
  } else if (g_custom_cash) {
    act(ctx, f, *g_custom_cash);
  }
  g_custom_cash.reset();
  ImGui::EndPopup();
}

}  // namespace

void draw_dialogs(ViewContext& ctx, const Frame& f) {
  auction_sheet(ctx, f);
  trade_sheet(ctx, f);
}

}  // namespace shamble::web::monopoly_ui
