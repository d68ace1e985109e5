// The deed card: what a square is and who has it (owner, price, rent table,
// buildings, mortgage, who stands there). Hover shows it as a tooltip; a click
// or tap pins it as a popup that also holds the square's legal actions, which
// is how building, selling and mortgaging work without a hover.
#include <algorithm>
#include <string>

#include "monopoly_view.h"
#include "screens/screens.h"
#include "theme.h"

namespace shamble::web::mv {

void deed_header(const Frame& f, int sq) {
  const board::Square& d = board::squares()[sq];
  const char* name = board::square_name(sq, f.r.theme);
  float w = std::max(220.0f, ImGui::CalcTextSize(name).x + 24);
  ImVec2 a = ImGui::GetCursorScreenPos();
  float h = ImGui::GetTextLineHeight() * 1.8f;
  ImDrawList* dl = ImGui::GetWindowDrawList();
  ImU32 bg = d.group >= 0 ? group_col(d.group) : IM_COL32(70, 80, 78, 255);
  dl->AddRectFilled(a, ImVec2(a.x + w, a.y + h), bg, 4);
  // Dark text on light bands (sky, yellow, amber), white on the rest.
  uint32_t rgb = d.group >= 0 ? board::group_colour(d.group) : 0x465250;
  float luma = 0.299f * (rgb >> 16 & 255) + 0.587f * (rgb >> 8 & 255) + 0.114f * (rgb & 255);
  ImU32 ink = luma > 150 ? IM_COL32(15, 15, 15, 255) : IM_COL32(255, 255, 255, 255);
  ImVec2 ts = ImGui::CalcTextSize(name);
  dl->AddText(ImVec2(a.x + (w - ts.x) * 0.5f, a.y + (h - ts.y) * 0.5f), ink, name);
  ImGui::Dummy(ImVec2(w, h));
  if (d.group >= 0) ImGui::TextColored(theme::muted(), "%s group", board::group_name(d.group, f.r.theme));
}

namespace {

void rent_row(const char* what, long v, bool current) {
  ImGui::TableNextRow();
  ImGui::TableNextColumn();
  if (current) ImGui::TableSetBgColor(ImGuiTableBgTarget_RowBg0, IM_COL32(70, 100, 60, 255));
  ImGui::TextUnformatted(what);
  ImGui::TableNextColumn();
  ImGui::TextUnformatted(money(v).c_str());
}

void rents(int sq, const Frame& f) {
  const board::Square& d = board::squares()[sq];
  int owner = f.t.owner[sq];
  if (!ImGui::BeginTable("##rent", 2, ImGuiTableFlags_SizingStretchProp)) return;
  if (d.kind == board::SquareKind::Street) {
    int b = f.t.buildings[sq];
    static const char* kRows[] = {"Rent",          "With 1 house",  "With 2 houses",
                                  "With 3 houses", "With 4 houses", "With a hotel"};
    for (int i = 0; i < 6; ++i) rent_row(kRows[i], d.rent[i], owner >= 0 && b == i);
    rent_row("Each house", d.house_cost, false);
  } else if (d.kind == board::SquareKind::Transport) {
    int held = 0;
    for (int s = 0; s < mono::kSquares; ++s)
      held += owner >= 0 && board::squares()[s].kind == board::SquareKind::Transport && f.t.owner[s] == owner;
    static const char* kRows[] = {"1 line owned", "2 lines owned", "3 lines owned", "4 lines owned"};
    for (int i = 0; i < 4; ++i) rent_row(kRows[i], static_cast<long>(d.rent[0]) << i, held == i + 1);
  }
  if (d.price) rent_row("Mortgage value", d.mortgage, false);
  ImGui::EndTable();
  if (d.kind == board::SquareKind::Utility)
    ImGui::TextWrapped("Rent: 4\u00d7 the dice with one utility, 10\u00d7 with both.");
}

}  // namespace

void deed_card(const Frame& f, int sq) {
  const board::Square& d = board::squares()[sq];
  deed_header(f, sq);
  if (d.price) ImGui::Text("Price %s", money(d.price).c_str());
  if (d.tax) ImGui::Text("Pay %s", money(d.tax).c_str());
  if (d.price) rents(sq, f);
  if (board::is_property(sq)) {
    int owner = f.t.owner[sq];
    ImGui::TextColored(theme::muted(), "Owner:");
    ImGui::SameLine();
    if (owner >= 0)
      player_chip(owner, f.names[owner].c_str());
    else
      ImGui::TextUnformatted("the bank (for sale)");
    int b = f.t.buildings[sq];
    if (b == mono::kHotel)
      ImGui::TextUnformatted("A hotel stands here.");
    else if (b)
      ImGui::Text("%d house%s", b, b > 1 ? "s" : "");
    if (f.t.mortgaged[sq]) ImGui::TextColored(theme::danger(), "Mortgaged: no rent until lifted.");
  }
  bool any = false;
  for (int p = 0; p < f.t.n; ++p) {
    if (f.t.players[p].bankrupt || f.t.players[p].pos != sq) continue;
    if (!any) ImGui::TextColored(theme::muted(), "Here:");
    any = true;
    ImGui::SameLine();
    player_chip(p, f.names[p].c_str());
    if (f.t.players[p].in_jail) {
      ImGui::SameLine();
      ImGui::TextColored(theme::muted(), "(locked up)");
    }
  }
}

void square_popup(ViewContext& ctx, const Frame& f, int* open_sq, const std::function<void(int)>& extra) {
  if (*open_sq >= 0 && !ImGui::IsPopupOpen("##square")) ImGui::OpenPopup("##square");
  if (!ImGui::BeginPopup("##square")) {
    *open_sq = -1;
    return;
  }
  int sq = *open_sq;
  if (sq < 0) {
    ImGui::CloseCurrentPopup();
    ImGui::EndPopup();
    return;
  }
  deed_card(f, sq);
  if (extra) extra(sq);
  if (f.acts) {
    int n = 0;
    for (size_t i = 0; i < f.acts->size(); ++i) {
      const Action& a = (*f.acts)[i];
      if (!is_square_action(a.kind) || a.a != sq) continue;
      if (n++ == 0) ImGui::Separator();
      ImGui::PushID(static_cast<int>(i));
      // As wide as the label needs: the popup grows to fit instead of cutting it.
      const char* label = (*f.labels)[i].c_str();
      float w = std::max(ImGui::GetContentRegionAvail().x,
                         ImGui::CalcTextSize(label).x + ImGui::GetStyle().FramePadding.x * 2);
      if (ImGui::Button(label, ImVec2(w, theme::kTouch))) {
        act(ctx, f, a);
        ImGui::PopID();
        break;  // f.acts is stale now; the card stays open to build again
      }
      ImGui::PopID();
    }
  }
  if (ImGui::Button("Close", ImVec2(-FLT_MIN, theme::kTouch))) {
    *open_sq = -1;
    ImGui::CloseCurrentPopup();
  }
  ImGui::EndPopup();
}

}  // namespace shamble::web::mv
