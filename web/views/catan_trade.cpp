// Trading: the open offer and everyone's public answer, the human's controls
// for composing an offer or a counter (one card per click, as the rules take
// them), and the bank/harbour popup. Every control is a legal action; the
// rates shown come from the core (Model::bank_ratio), never computed here.
#include <algorithm>

#include "catan_view.h"
#include "games/catan/text.h"
#include "screens/screens.h"
#include "theme.h"

namespace shamble::web::cv {

bool is_trade_kind(int kind) { return kind >= ct::A_OFFER_GIVE && kind <= ct::A_TRADE_WITH; }

namespace {

// "2 L + 1 B": short, letter-coded (colour is not needed to read it).
std::string short_cards(const ct::ResArr& a) {
  std::string s;
  for (int r = 0; r < ct::kRes; ++r)
    if (a[r]) s += (s.empty() ? "" : " + ") + std::to_string(a[r]) + " " + res_letter(r);
  return s.empty() ? "nothing" : s;
}

const char* resp_text(int r) {
  switch (r) {
    case ct::R_PENDING: return "thinking";
    case ct::R_ACCEPT: return "accepts";
    case ct::R_DECLINE: return "declines";
    case ct::R_COUNTERING: return "writing a counter";
    case ct::R_COUNTER: return "counters";
    default: return "-";
  }
}

// One row of "+L +B ..." buttons for the legal actions of `kind`.
void add_row(ViewContext& ctx, const Frame& f, int kind, const char* title) {
  bool any = false;
  for (int i = 0; i < static_cast<int>(f.acts->size()); ++i) {
    const Action& a = (*f.acts)[i];
    if (a.kind != kind) continue;
    if (!any) {
      ImGui::AlignTextToFramePadding();
      ImGui::TextUnformatted(title);
    }
    any = true;
    ImGui::SameLine();
    ImGui::PushID(i);
    ImGui::PushStyleColor(ImGuiCol_Button, ImGui::ColorConvertU32ToFloat4(res_col(a.a)));
    bool dark = a.a == 0 || a.a == 1 || a.a == 4;
    ImGui::PushStyleColor(ImGuiCol_Text, dark ? ImVec4(1, 1, 1, 1) : ImVec4(0.08f, 0.08f, 0.1f, 1));
    if (ImGui::Button((std::string("+") + res_letter(a.a)).c_str(), ImVec2(theme::kTouch, theme::kTouch)))
      act(ctx, f, a);
    ImGui::PopStyleColor(2);
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", (*f.labels)[i].c_str());
    ImGui::PopID();
  }
}

}  // namespace

void trade_section(ViewContext& ctx, const Frame& f, float width) {
  const ct::Model& m = f.m;
  if (m.phase < ct::OFFER_COMPOSE || m.phase > ct::OFFER_CHOOSE) return;
  ImGui::Separator();
  ImGui::TextColored(theme::accent(), "Trade offer from %s", f.names[m.cur].c_str());
  ImGui::Text("Gives %s, wants %s", short_cards(m.offer.give).c_str(), short_cards(m.offer.get).c_str());
  if (m.phase != ct::OFFER_COMPOSE)
    for (int p = 0; p < m.n; ++p) {
      if (p == m.cur || m.pl[p].out) continue;
      player_chip(p, f.names[p].c_str());
      ImGui::SameLine();
      int r = m.offer.resp[p];
      if (r == ct::R_COUNTER)
        ImGui::Text("counters: gives %s, wants %s", short_cards(m.offer.cgive[p]).c_str(),
                    short_cards(m.offer.cget[p]).c_str());
      else
        ImGui::TextUnformatted(resp_text(r));
    }
  if (f.human < 0) return;
  if (m.phase == ct::OFFER_RESPOND && m.offer.resp[f.human] == ct::R_COUNTERING)
    ImGui::Text("Your counter: give %s, get %s", short_cards(m.offer.cgive[f.human]).c_str(),
                short_cards(m.offer.cget[f.human]).c_str());
  add_row(ctx, f, ct::A_OFFER_GIVE, "Offer");
  add_row(ctx, f, ct::A_OFFER_GET, "Ask for");
  add_row(ctx, f, ct::A_COUNTER_GIVE, "Give");
  add_row(ctx, f, ct::A_COUNTER_GET, "Ask for");
  std::vector<std::string> texts;
  std::vector<int> idx;
  for (int i = 0; i < static_cast<int>(f.acts->size()); ++i) {
    int k = (*f.acts)[i].kind;
    if (!is_trade_kind(k) || k == ct::A_OFFER_GIVE || k == ct::A_OFFER_GET || k == ct::A_COUNTER_GIVE ||
        k == ct::A_COUNTER_GET)
      continue;
    idx.push_back(i);
    texts.push_back((*f.labels)[i]);
  }
  int c = button_rows(texts, width, -1);
  if (c >= 0) act(ctx, f, (*f.acts)[idx[c]]);
}

void bank_popup(ViewContext& ctx, const Frame& f) {
  if (!ImGui::BeginPopup("##bank")) return;
  ImGui::TextUnformatted("Your rates (harbours lower them):");
  for (int r = 0; r < ct::kRes; ++r) {
    if (r) ImGui::SameLine();
    ImGui::Text("%s %d:1", res_letter(r), f.m.bank_ratio(f.human, r));
  }
  // One row per resource given; a button per resource wanted.
  for (int give = 0; give < ct::kRes; ++give) {
    bool any = false;
    for (int i = 0; i < static_cast<int>(f.acts->size()); ++i) {
      const Action& a = (*f.acts)[i];
      if (a.kind != ct::A_BANK || a.a != give) continue;
      if (!any) {
        ImGui::AlignTextToFramePadding();
        ImGui::Text("%d %s \u2192", f.m.bank_ratio(f.human, give), res_letter(give));
      }
      any = true;
      ImGui::SameLine();
      ImGui::PushID(i);
      if (ImGui::Button((std::string("1 ") + res_letter(a.b)).c_str(), ImVec2(56, theme::kTouch))) {
        act(ctx, f, a);
        ImGui::CloseCurrentPopup();
      }
      if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", (*f.labels)[i].c_str());
      ImGui::PopID();
    }
  }
  ImGui::TextDisabled("L lumber, B brick, W wool, G grain, O ore");
  ImGui::EndPopup();
}

}  // namespace shamble::web::cv
