#include "view_common.h"

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

}  // namespace shamble::web
