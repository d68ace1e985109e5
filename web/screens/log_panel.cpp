// The log: what happened, grouped by turn, newest at the bottom; each event
// links to the rule that caused it (opens the rules panel there).
#include <string>
#include <vector>

#include "app.h"
#include "screens.h"
#include "theme.h"

namespace shamble::web {

namespace {
size_t g_seen = 0;              // entries drawn last frame: scroll to the end when it grows
constexpr size_t kShown = 400;  // older entries stay in the save, not on screen
}  // namespace

void draw_log_panel(size_t upto) {
  App& app = App::get();
  const auto& all = app.session.log();
  // A replay shows the entries of the actions before its position (and the
  // "Earlier moves" line, index 0, once anything is shown).
  size_t end = all.size();
  if (upto != ~size_t{0})
    while (end > 0 && all[end - 1].index >= upto) --end;
  ImGui::BeginChild("##log", ImVec2(0, 0), ImGuiChildFlags_None);
  if (end == 0) ImGui::TextColored(theme::muted(), "Nothing has happened yet.");
  size_t first = end > kShown ? end - kShown : 0;
  if (first > 0) ImGui::TextColored(theme::muted(), "(%zu earlier actions not shown)", first);
  int turn = -1;
  for (size_t i = first; i < end; ++i) {
    const LogEntry& e = all[i];
    ImGui::PushID(static_cast<int>(i));
    if (e.turn != turn) {
      turn = e.turn;
      ImGui::SeparatorText(("Turn " + std::to_string(turn)).c_str());
    }
    // One line per thing that happened: core says each in one event and gives
    // the steps of it (a payment's queueing and cash movements) no sentence,
    // so the log shows every event that has one, and the decision's own label
    // only when none has.
    std::vector<const LogEvent*> lines;
    for (auto& ev : e.events)
      if (!ev.text.empty()) lines.push_back(&ev);
    LogEvent label_only{Event{}, app.session.seat_name(e.seat) + ": " + e.label, ""};
    if (lines.empty()) lines.push_back(&label_only);
    for (size_t k = 0; k < lines.size(); ++k) {
      const LogEvent& ev = *lines[k];
      ImGui::PushID(static_cast<int>(k));
      ImGui::PushStyleColor(ImGuiCol_Text, player_color(e.seat));
      ImGui::TextUnformatted(k == 0 ? player_shape(e.seat) : " ");
      ImGui::PopStyleColor();
      ImGui::SameLine(0, 6);
      // The rule link sits at the right of the line's first row; the sentence
      // wraps before it, so neither is cut.
      float link_w = ev.rule.empty() ? 0.0f : ImGui::CalcTextSize(ev.rule.c_str()).x + 8 + 6;
      float right = ImGui::GetContentRegionMax().x - link_w;
      ImGui::PushTextWrapPos(right);
      ImGui::TextWrapped("%s", ev.text.c_str());
      ImGui::PopTextWrapPos();
      if (!ev.rule.empty()) {
        ImGui::SameLine(right + 6);
        ImGui::PushStyleColor(ImGuiCol_Text, theme::accent());
        ImGui::PushStyleVar(ImGuiStyleVar_FramePadding, ImVec2(4, 1));
        ImGui::PushStyleColor(ImGuiCol_Button, ImVec4(0, 0, 0, 0));
        if (ImGui::SmallButton(ev.rule.c_str())) app.ui.rules_focus = ev.rule, ++app.ui.rules_jump;
        ImGui::SetItemTooltip("Open rule %s", ev.rule.c_str());
        ImGui::PopStyleColor();
        ImGui::PopStyleVar();
        ImGui::PopStyleColor();
      }
      ImGui::PopID();
    }
    ImGui::PopID();
  }
  if (end != g_seen) {
    g_seen = end;
    ImGui::SetScrollHereY(1.0f);
  }
  ImGui::EndChild();
}

}  // namespace shamble::web
