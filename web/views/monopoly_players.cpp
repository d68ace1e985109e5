// The players strip above a property game's board (Monopoly's and MonopoZombie's):
// the chips' layout and frame are shared; what a chip says and its colours are
// the game's (ChipLook).
#include <algorithm>
#include <string>

#include "monopoly_view.h"

namespace shamble::web::monopoly_ui {

void players_strip(const Frame& f, float width, const std::function<ChipLook(int)>& look,
                   const std::function<void(ImDrawList*, ImVec2, float, int)>& token,
                   const std::function<void(int)>& tooltip) {
  int n = f.n();
  float gap = 4, h = 30;
  // Cash must be read whole ("$1500", never "$15"): chips narrower than that
  // go on two rows.
  float need = h + ImGui::CalcTextSize("$88888").x + 6;
  int per_row = n;
  if (n > 1 && (width - gap * (n - 1)) / n < need) per_row = (n + 1) / 2;
  float w = (width - gap * (per_row - 1)) / per_row;
  bool names = w >= 130;
  ImDrawList* dl = ImGui::GetWindowDrawList();
  for (int p = 0; p < n; ++p) {
    if (p % per_row) ImGui::SameLine(0, gap);
    ImVec2 a = ImGui::GetCursorScreenPos();
    ImGui::PushID(p);
    ImGui::InvisibleButton("##chip", ImVec2(w, h));
    ImGui::PopID();
    const ChipLook chip = look(p);
    bool turn = p == f.v.turn && !f.v.over;
    dl->AddRectFilled(a, ImVec2(a.x + w, a.y + h), turn ? IM_COL32(60, 80, 50, 255) : chip.bg, 4);
    if (turn) dl->AddRect(a, ImVec2(a.x + w, a.y + h), IM_COL32(255, 215, 0, 255), 4, 0, 2);
    token(dl, ImVec2(a.x + h * 0.5f, a.y + h * 0.5f), h * 0.7f, p);
    std::string text = names ? f.name(p) + "  " + chip.text : chip.text;
    // Still too wide (a very narrow screen): a smaller font before any clipping.
    ImFont* font = ImGui::GetFont();
    float px = ImGui::GetFontSize(), tw = ImGui::CalcTextSize(text.c_str()).x, room = w - h - 4;
    if (tw > room) px = std::max(px * 0.7f, px * room / tw);
    dl->PushClipRect(a, ImVec2(a.x + w - 2, a.y + h), true);
    dl->AddText(font, px, ImVec2(a.x + h, a.y + (h - px) * 0.5f), chip.ink, text.c_str());
    dl->PopClipRect();
    if (ImGui::IsItemHovered()) tooltip(p);
  }
}

}  // namespace shamble::web::monopoly_ui
