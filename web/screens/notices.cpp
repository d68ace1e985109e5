// Notices: bad URL values, saves set aside, storage errors (warm), and news
// such as a copied link (calm). They stay until
// dismissed, because a message that vanishes is a message nobody read. A save
// refused because another tab played the same game on offers the two ways out
// (docs/WEB.md "When things go wrong").
#include "app.h"
#include "saves.h"
#include "screens.h"
#include "theme.h"

namespace shamble::web {

void draw_notices() {
  auto& list = App::get().ui.notices();
  if (list.empty()) return;
  App& app = App::get();
  int remove = -1;
  NoticeAction act = NoticeAction::None;
  bool copy = false;
  std::string slot;
  for (int i = 0; i < static_cast<int>(list.size()); ++i) {
    ImGui::PushID(i);
    ImGui::PushStyleColor(ImGuiCol_ChildBg, theme::notice_bg(list[i].error));
    ImGui::BeginChild("##notice", ImVec2(0, 0),
                      ImGuiChildFlags_AutoResizeY | ImGuiChildFlags_AlwaysUseWindowPadding);
    float bw = ImGui::CalcTextSize("Dismiss").x + ImGui::GetStyle().FramePadding.x * 2;
    ImGui::PushTextWrapPos(ImGui::GetContentRegionAvail().x - bw - 12);
    ImGui::TextWrapped("%s", list[i].text.c_str());
    ImGui::PopTextWrapPos();
    ImGui::SameLine(ImGui::GetContentRegionMax().x - bw);
    if (ImGui::Button("Dismiss")) remove = i;
    if (list[i].action == NoticeAction::SaveConflict) {
      if (ImGui::Button("Load the other tab's game")) act = list[i].action, slot = list[i].slot, remove = i;
      // An embed has one save, its page's: there is nowhere to keep a copy.
      // Only the game on screen can be kept: a refused write of a game this
      // tab has since left offers the load alone.
      if (!app.ui.embed && app.session.match() && app.session.save_id() == list[i].slot) {
        // Side by side when both fit, else one under the other (phones).
        const char* keep = "Keep mine as a copy";
        float w = ImGui::CalcTextSize(keep).x + ImGui::GetStyle().FramePadding.x * 2;
        if (ImGui::GetContentRegionAvail().x - ImGui::GetItemRectSize().x - ImGui::GetStyle().ItemSpacing.x >=
            w)
          ImGui::SameLine();
        if (ImGui::Button(keep)) act = list[i].action, slot = list[i].slot, copy = true, remove = i;
      }
    }
    ImGui::EndChild();
    ImGui::PopStyleColor();
    ImGui::PopID();
  }
  if (remove >= 0) {
    list.erase(list.begin() + remove);
    saves::mirror_notices();
  }
  if (act == NoticeAction::SaveConflict) {
    if (copy)
      app.session.save_as_copy();
    else
      saves::load(slot);
  }
}

}  // namespace shamble::web
