// The rules panel: the game's summary and every rule paragraph, opened and
// scrolled to the one a log link asked for.
#include "app.h"
#include "screens.h"
#include "theme.h"

namespace shamble::web {

void draw_rules_panel(const GameInfo& game) {
  App& app = App::get();
  static unsigned scrolled = 0;  // the rules_jump already scrolled to
  ImGui::BeginChild("##rules", ImVec2(0, 0));
  ImGui::TextWrapped("%s", game.summary.c_str());
  if (game.rules.empty()) ImGui::TextColored(theme::muted(), "This game has no rules text yet.");
  for (const RuleDoc& r : game.rules) {
    bool focus = r.id == app.ui.rules_focus;
    if (focus && scrolled != app.ui.rules_jump) ImGui::SetNextItemOpen(true);
    if (focus) ImGui::PushStyleColor(ImGuiCol_Header, ImVec4(0.45f, 0.38f, 0.12f, 1.0f));
    bool open = ImGui::CollapsingHeader((r.title + "  \u00B7  " + r.id + "###" + r.id).c_str(),
                                        ImGuiTreeNodeFlags_DefaultOpen);
    if (focus) ImGui::PopStyleColor();
    if (focus && scrolled != app.ui.rules_jump) {
      ImGui::SetScrollHereY(0.0f);
      scrolled = app.ui.rules_jump;
    }
    if (open) {
      ImGui::Indent(8);
      ImGui::TextWrapped("%s", r.text.c_str());
      ImGui::Unindent(8);
    }
  }
  ImGui::EndChild();
}

}  // namespace shamble::web
