// The deed card: what a square is and who has it (owner, price, rent table,
// buildings, mortgage, who stands there). Hover shows it as a tooltip; a click
// or tap pins it as a popup that also holds the square's legal actions, which
// is how building, selling and mortgaging work without a hover.
#include <algorithm>
#include <string>

#include "monopoly_view.h"
#include "screens/screens.h"
#include "theme.h"

namespace shamble::web::monopoly_ui {

void deed_header(const Frame& f, int sq) {
  const mono::SquareView& d = f.v.squares[sq];
  const char* name = d.name.c_str();
  float w = std::max(220.0f, ImGui::CalcTextSize(name).x + 24);
  ImVec2 a = ImGui::GetCursorScreenPos();
  float h = ImGui::GetTextLineHeight() * 1.8f;
  ImDrawList* dl = ImGui::GetWindowDrawList();
  uint32_t rgb = d.group >= 0 ? d.colour : 0x465250;
  dl->AddRectFilled(a, ImVec2(a.x + w, a.y + h), rgb_col(rgb), 4);
  // Dark text on light bands (sky, yellow, amber), white on the rest.
  float luma = 0.299f * (rgb >> 16 & 255) + 0.587f * (rgb >> 8 & 255) + 0.114f * (rgb & 255);
  ImU32 ink = luma > 150 ? IM_COL32(15, 15, 15, 255) : IM_COL32(255, 255, 255, 255);
  ImVec2 ts = ImGui::CalcTextSize(name);
  dl->AddText(ImVec2(a.x + (w - ts.x) * 0.5f, a.y + (h - ts.y) * 0.5f), ink, name);
  ImGui::Dummy(ImVec2(w, h));
  if (d.group >= 0) ImGui::TextColored(theme::muted(), "%s group", d.group_name.c_str());
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

// The deed's rent table as the game's view lists it, the row that applies now marked.
void rents(const mono::SquareView& d) {
  if (!d.rents.empty() && ImGui::BeginTable("##rent", 2, ImGuiTableFlags_SizingStretchProp)) {
    for (size_t i = 0; i < d.rents.size(); ++i)
      rent_row(d.rents[i].what.c_str(), d.rents[i].amount, static_cast<int>(i) == d.rent_row);
    ImGui::EndTable();
  }
  if (!d.rent_note.empty()) ImGui::TextWrapped("%s", d.rent_note.c_str());
}

}  // namespace

void deed_card(const Frame& f, int sq) {
  const mono::SquareView& d = f.v.squares[sq];
  deed_header(f, sq);
  if (d.price) ImGui::Text("Price %s", money(d.price).c_str());
  if (d.tax) ImGui::Text("Pay %s", money(d.tax).c_str());
  if (d.price) rents(d);
  if (d.property) {
    ImGui::TextColored(theme::muted(), "Owner:");
    ImGui::SameLine();
    if (d.owner >= 0)
      player_chip(d.owner, f.name(d.owner).c_str());
    else
      ImGui::TextUnformatted("the bank (for sale)");
    if (d.hotel)
      ImGui::TextUnformatted("A hotel stands here.");
    else if (d.houses)
      ImGui::Text("%d house%s", d.houses, d.houses > 1 ? "s" : "");
    if (d.mortgaged) ImGui::TextColored(theme::danger(), "Mortgaged: no rent until lifted.");
  }
  bool any = false;
  for (int p = 0; p < f.n(); ++p) {
    const mono::PlayerView& pl = f.v.seats[p];
    if (pl.bankrupt || pl.pos != sq) continue;
    if (!any) ImGui::TextColored(theme::muted(), "Here:");
    any = true;
    ImGui::SameLine();
    player_chip(p, f.name(p).c_str());
    if (pl.in_jail) {
      ImGui::SameLine();
      ImGui::TextColored(theme::muted(), "(locked up)");
    }
  }
}

void square_popup(ViewContext& ctx, const Frame& f, int* open_sq, const std::function<void(int)>& extra) {
  if (*open_sq >= 0 && !ImGui::IsPopupOpen("##square")) ImGui::OpenPopup("##square");
  keep_card_on_screen();
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
  if (f.ch) {
    std::vector<PromptButton> here;  // this square's choices: build, sell, mortgage...
    for (int i = 0; i < static_cast<int>(f.ch->size()); ++i)
      if ((*f.ch)[i].place == mono::Place::Square && (*f.ch)[i].square() == sq)
        here.push_back(choice_button(*f.ch, i));
    if (!here.empty()) ImGui::Separator();
    // As wide as the card; the card stays open to build again.
    if (int k = prompt_list(here, ImGui::GetContentRegionAvail().x); k >= 0)
      act(ctx, f, (*f.ch)[here[k].choice].action);
  }
  if (ImGui::Button("Close", ImVec2(std::max(ImGui::GetContentRegionAvail().x, 180.0f), theme::kTouch))) {
    *open_sq = -1;
    ImGui::CloseCurrentPopup();
  }
  ImGui::EndPopup();
}

}  // namespace shamble::web::monopoly_ui
