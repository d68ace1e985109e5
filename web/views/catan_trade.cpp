// Trading: the open offer and everyone's public answer, the human's controls
// for composing an offer or a counter (one card per click, as the rules take
// them), and the bank/harbour popup. Every control is one of the human's
// choices; the answers, the rates and the costs shown come from the core's
// view (catan::view_of), never computed here.
#include <algorithm>

#include "catan_view.h"
#include "screens/screens.h"
#include "theme.h"
#include "view_common.h"

namespace shamble::web::catan_ui {

bool is_trade_kind(int kind) { return kind >= ct::kOfferGive && kind <= ct::kTradeWith; }

// Colour is not needed to read it.
std::string short_cards(const ct::Cards& a) {
  std::string s;
  for (int r = 0; r < ct::kRes; ++r)
    if (a[r]) s += (s.empty() ? "" : " + ") + std::to_string(a[r]) + " " + ct::res_letter(r);
  return s.empty() ? "nothing" : s;
}

namespace {

// One row of "+L +B ..." buttons for the legal actions of `kind`. Every
// resource keeps its place (a card that cannot be added now is greyed, not
// removed) and the titles share one width, so nothing moves under the pointer.
void add_row(ViewContext& ctx, const Frame& f, int kind, const char* title) {
  int by_res[ct::kRes];
  bool any = false;
  for (int r = 0; r < ct::kRes; ++r) by_res[r] = -1;
  for (int i = 0; i < static_cast<int>(f.choices.size()); ++i) {
    const Action& a = f.choices[i].action;
    if (a.kind != kind || a.a < 0 || a.a >= ct::kRes) continue;
    by_res[a.a] = i;
    any = true;
  }
  if (!any) return;
  float title_w = ImGui::CalcTextSize("Ask for").x + ImGui::GetStyle().ItemSpacing.x;
  float avail = ImGui::GetContentRegionAvail().x;
  float gap = ImGui::GetStyle().ItemSpacing.x;
  // Buttons shrink (never under 30 px) so the fifth, ore, is never cut.
  float bw = std::clamp((avail - title_w - gap * ct::kRes) / ct::kRes, 30.0f, theme::kTouch);
  float x0 = ImGui::GetCursorPosX();
  ImGui::AlignTextToFramePadding();
  ImGui::TextUnformatted(title);
  for (int r = 0; r < ct::kRes; ++r) {
    ImGui::SameLine(x0 + title_w + r * (bw + gap));
    ImGui::PushID(kind * 8 + r);
    int i = by_res[r];
    ImGui::BeginDisabled(i < 0);
    ImGui::PushStyleColor(ImGuiCol_Button, ImGui::ColorConvertU32ToFloat4(res_col(r)));
    bool dark = r == 0 || r == 1 || r == 4;
    ImGui::PushStyleColor(ImGuiCol_Text, dark ? ImVec4(1, 1, 1, 1) : ImVec4(0.08f, 0.08f, 0.1f, 1));
    // Narrow buttons drop the "+" rather than cut the letter.
    std::string text = std::string("+") + ct::res_letter(r);
    ImGui::PushStyleVar(ImGuiStyleVar_FramePadding, ImVec2(2, ImGui::GetStyle().FramePadding.y));
    if (ImGui::CalcTextSize(text.c_str()).x + 4 > bw) text = ct::res_letter(r);
    if (ImGui::Button((text + "##" + ct::res_letter(r)).c_str(), ImVec2(bw, theme::kTouch)) && i >= 0)
      act_or_notify(ctx.app, f.human, f.choices[i].action);
    ImGui::PopStyleVar();
    ImGui::PopStyleColor(2);
    ImGui::EndDisabled();
    if (i >= 0 && ImGui::IsItemHovered()) ImGui::SetTooltip("%s", f.choices[i].label.c_str());
    ImGui::PopID();
  }
}

}  // namespace

void trade_section(ViewContext& ctx, const Frame& f, float width) {
  const ct::OfferView& o = f.v.offer;
  if (!o.open) return;
  ImGui::Separator();
  ImGui::TextColored(theme::accent(), "Trade offer from %s", f.names[o.from].c_str());
  ImGui::Text("Gives %s, wants %s", short_cards(o.give).c_str(), short_cards(o.get).c_str());
  if (f.v.phase != ct::kOfferCompose)
    for (int p = 0; p < static_cast<int>(f.v.seats.size()); ++p) {
      if (p == o.from || f.v.seats[p].out) continue;
      player_chip(p, f.names[p].c_str());
      ImGui::SameLine();
      const ct::OfferView::Response& r = o.responses[p];
      if (r.answer == ct::kRespCounter && r.terms)
        ImGui::Text("counters: gives %s, wants %s", short_cards(r.give).c_str(), short_cards(r.get).c_str());
      else
        ImGui::TextUnformatted(r.text.c_str());
    }
  if (f.human < 0) return;
  if (f.human == f.v.viewer && o.responses[f.human].answer == ct::kRespCountering &&
      o.responses[f.human].terms)
    ImGui::Text("Your counter: give %s, get %s", short_cards(o.responses[f.human].give).c_str(),
                short_cards(o.responses[f.human].get).c_str());
  add_row(ctx, f, ct::kOfferGive, "Offer");
  add_row(ctx, f, ct::kOfferGet, "Ask for");
  add_row(ctx, f, ct::kCounterGive, "Give");
  add_row(ctx, f, ct::kCounterGet, "Ask for");
  std::vector<std::string> texts;
  std::vector<int> idx;
  for (int i = 0; i < static_cast<int>(f.choices.size()); ++i) {
    int k = f.choices[i].action.kind;
    if (!is_trade_kind(k) || k == ct::kOfferGive || k == ct::kOfferGet || k == ct::kCounterGive ||
        k == ct::kCounterGet)
      continue;
    idx.push_back(i);
    texts.push_back(f.choices[i].label);
  }
  int c = button_rows(texts, width, -1, RowAlign::Left);
  if (c >= 0) act_or_notify(ctx.app, f.human, f.choices[idx[c]].action);
}

void bank_popup(ViewContext& ctx, const Frame& f) {
  if (!ImGui::BeginPopup("##bank")) return;
  ImGui::TextUnformatted("Your rates (harbours lower them):");
  const ct::Cards& rates =
      f.v.seats[f.human].rates;  // harbours are public: every seat's rates are in the view
  for (int r = 0; r < ct::kRes; ++r) {
    if (r) ImGui::SameLine();
    ImGui::Text("%s %d:1", ct::res_letter(r), rates[r]);
  }
  // One row per resource given; a button per resource wanted.
  for (int give = 0; give < ct::kRes; ++give) {
    bool any = false;
    for (int i = 0; i < static_cast<int>(f.choices.size()); ++i) {
      const ct::Choice& c = f.choices[i];
      const Action& a = c.action;
      if (a.kind != ct::kBankTrade || a.a != give) continue;
      if (!any) {
        ImGui::AlignTextToFramePadding();
        ImGui::Text("%d %s \u2192", c.pay[give], ct::res_letter(give));
      }
      any = true;
      ImGui::SameLine();
      ImGui::PushID(i);
      if (ImGui::Button((std::string("1 ") + ct::res_letter(a.b)).c_str(), ImVec2(56, theme::kTouch))) {
        act_or_notify(ctx.app, f.human, c.action);
        ImGui::CloseCurrentPopup();
      }
      if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", c.label.c_str());
      ImGui::PopID();
    }
  }
  std::string key;
  for (int r = 0; r < ct::kRes; ++r)
    key += std::string(r ? ", " : "") + ct::res_letter(r) + " " + ct::res_name(r);
  ImGui::TextDisabled("%s", key.c_str());
  ImGui::EndPopup();
}

}  // namespace shamble::web::catan_ui
