// Notices: bad URL values, saves set aside, storage errors. They stay until
// dismissed, because a message that vanishes is a message nobody read.
#include "app.h"
#include "saves.h"
#include "screens.h"
#include "theme.h"

namespace shamble::web {

void draw_notices() {
  auto& list = App::get().ui.notices();
  if (list.empty()) return;
  int remove = -1;
  ImGui::PushStyleColor(ImGuiCol_ChildBg, ImVec4(0.35f, 0.16f, 0.12f, 1.0f));
  for (int i = 0; i < static_cast<int>(list.size()); ++i) {
    ImGui::PushID(i);
    ImGui::BeginChild("##notice", ImVec2(0, 0),
                      ImGuiChildFlags_AutoResizeY | ImGuiChildFlags_AlwaysUseWindowPadding);
    float bw = ImGui::CalcTextSize("Dismiss").x + ImGui::GetStyle().FramePadding.x * 2;
    ImGui::PushTextWrapPos(ImGui::GetContentRegionAvail().x - bw - 12);
    ImGui::TextWrapped("%s", list[i].text.c_str());
    ImGui::PopTextWrapPos();
    ImGui::SameLine(ImGui::GetContentRegionMax().x - bw);
    if (ImGui::Button("Dismiss")) remove = i;
    ImGui::EndChild();
    ImGui::PopID();
  }
  ImGui::PopStyleColor();
  if (remove >= 0) {
    list.erase(list.begin() + remove);
    saves::mirror_notices();
  }
}

}  // namespace shamble::web
