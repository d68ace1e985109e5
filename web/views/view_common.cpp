#include "view_common.h"

#include <algorithm>
#include <cfloat>

namespace shamble::web {

std::vector<std::string> seat_names(const Match& m) {
  std::vector<std::string> names;
  for (int i = 0; i < m.state().num_players(); ++i) {
    const std::string& n = m.seats()[i].name;
    names.push_back(n.empty() ? m.state().player_name(i) : n);
  }
  return names;
}

int acting_human(App& app, const State& s) {
  if (s.terminal()) return -1;
  for (int i = 0; i < s.num_players(); ++i)
    if ((s.actors() >> i & 1) && app.is_human(i)) return i;
  return -1;
}

bool LegalCache::refresh(App& app, const State& s, int seat) {
  if (version_ == app.version() && seat_ == seat) return false;
  acts.clear();
  labels.clear();
  if (seat >= 0) s.legal_actions(seat, acts);
  for (const Action& a : acts) labels.push_back(s.label(a));
  version_ = app.version();
  seat_ = seat;
  return true;
}

int key_choice(const std::vector<int>& choices) {
  int chosen = -1;
  for (int k = 0; k < 9 && k < static_cast<int>(choices.size()); ++k)
    if (ImGui::IsKeyPressed(static_cast<ImGuiKey>(ImGuiKey_1 + k), false)) chosen = choices[k];
  if (!choices.empty() &&
      (ImGui::IsKeyPressed(ImGuiKey_Space, false) || ImGui::IsKeyPressed(ImGuiKey_Enter, false)))
    chosen = choices[0];
  return chosen;
}

void centred_wrapped(const std::string& text, float width, ImVec4 col) {
  // Measure each wrapped line first, then indent it by half the slack.
  ImFont* font = ImGui::GetFont();
  float px = ImGui::GetFontSize();
  const char* s = text.c_str();
  const char* end = s + text.size();
  while (s < end) {
    const char* brk = font->CalcWordWrapPositionA(1.0f, s, end, width);
    if (brk == s) brk = s + 1;
    ImVec2 sz = font->CalcTextSizeA(px, FLT_MAX, 0, s, brk);
    ImGui::SetCursorPosX(ImGui::GetCursorPosX() + std::max(0.0f, (width - sz.x) * 0.5f));
    ImGui::PushStyleColor(ImGuiCol_Text, col);
    ImGui::TextUnformatted(s, brk);
    ImGui::PopStyleColor();
    s = brk;
    while (s < end && *s == ' ') ++s;
  }
}

}  // namespace shamble::web
