// Saves: list, load, rename, delete, export to a file, import from a file,
// and the saves that failed to load (kept aside, never deleted for you).
#include <ctime>
#include <string>

#include "app.h"
#include "saves.h"
#include "screens.h"
#include "theme.h"

namespace shamble::web {

namespace {

char g_rename[48] = "";
std::string g_renaming;

std::string when(double ms) { return when_text(ms); }

void save_row(const SaveInfo& s) {
  ImGui::PushID(s.slot.c_str());
  ImGui::BeginChild("##save", ImVec2(0, 0),
                    ImGuiChildFlags_AutoResizeY | ImGuiChildFlags_AlwaysUseWindowPadding);
  // A game's own save is named by what it is; a copy by the name it was given.
  ImGui::TextWrapped("%s", s.kind == "named" ? s.slot.c_str()
                           : s.kind == "embed"
                               ? "This page's game"
                               : (s.title + (s.rules.empty() ? "" : " (" + s.rules + ")")).c_str());
  ImGui::TextColored(theme::muted(), "%s, turn %d%s, %s", s.title.c_str(), s.turn,
                     s.terminal ? ", finished" : "", when(s.updated).c_str());
  if (ImGui::Button("Load")) forget_replay_after_load(), saves::load(s.slot);
  ImGui::SameLine();
  if (ImGui::Button("Replay")) replay_after_load(), saves::load(s.slot);
  ImGui::SameLine();
  if (ImGui::Button("Rename")) {
    g_renaming = s.slot;
    snprintf(g_rename, sizeof g_rename, "%s", s.slot.c_str());
    ImGui::OpenPopup("rename");
  }
  ImGui::SameLine();
  if (ImGui::Button("Export")) saves::export_file(s.slot, false);
  ImGui::SameLine();
  delete_save_button(s.slot, "Delete '" + s.slot + "' for good?");
  if (ImGui::BeginPopup("rename")) {
    ImGui::SetNextItemWidth(220);
    if (ImGui::IsWindowAppearing()) ImGui::SetKeyboardFocusHere();
    bool enter = ImGui::InputText("##to", g_rename, sizeof g_rename, ImGuiInputTextFlags_EnterReturnsTrue);
    if ((ImGui::Button("Rename") || enter) && g_rename[0]) {
      saves::rename(g_renaming, g_rename);
      ImGui::CloseCurrentPopup();
    }
    ImGui::EndPopup();
  }
  ImGui::EndChild();
  ImGui::PopID();
}

}  // namespace

void delete_save_button(const std::string& slot, const std::string& question, ImVec2 size) {
  if (ImGui::Button("Delete", size)) ImGui::OpenPopup("delete");
  if (ImGui::BeginPopup("delete")) {
    ImGui::TextUnformatted(question.c_str());
    if (ImGui::Button("Delete")) {
      saves::remove(slot);
      ImGui::CloseCurrentPopup();
    }
    ImGui::SameLine();
    if (ImGui::Button("Keep it")) ImGui::CloseCurrentPopup();
    ImGui::EndPopup();
  }
}

void draw_saves() {
  App& app = App::get();
  go_back_button();
  ImGui::SameLine();
  ImGui::PushFont(theme::big());
  ImGui::TextUnformatted("Saves");
  ImGui::PopFont();
  if (!app.ui.storage_ok) {
    ImGui::TextColored(theme::danger(),
                       "Saving is unavailable in this browser (private mode or storage blocked).");
    ImGui::TextWrapped("You can still play; export a game to a file to keep it.");
  }
  if (app.session.match()) {
    static char name[48] = "";
    ImGui::SetNextItemWidth(std::min(240.0f, ImGui::GetContentRegionAvail().x * 0.5f));
    ImGui::InputTextWithHint("##newslot", "slot name", name, sizeof name);
    ImGui::SameLine();
    if (ImGui::Button("Save current game") && name[0]) saves::write(name);
  }
  if (ImGui::Button("Import from file\u2026")) saves::import_file();
  int n = 0;
  // An embed shows its own save only; the visitor's own list never shows embeds'.
  for (auto& s : app.ui.saves)
    if (!s.quarantined && app.ui.embed == (s.kind == "embed")) save_row(s), ++n;
  if (n == 0) ImGui::TextColored(theme::muted(), "No saved games yet. Games save themselves as you play.");

  bool any_q = false;
  for (auto& s : app.ui.saves) any_q |= s.quarantined;
  if (any_q) {
    ImGui::SeparatorText("Set aside (could not be loaded)");
    ImGui::TextWrapped(
        "These saves failed to load. They are kept as they were; export one to report the problem.");
    for (auto& s : app.ui.saves) {
      if (!s.quarantined) continue;
      ImGui::PushID(("q" + s.slot + std::to_string(s.updated)).c_str());
      ImGui::TextWrapped("%s (%s): %s", s.slot.c_str(), when(s.updated).c_str(), s.error.c_str());
      if (ImGui::Button("Export")) saves::export_file(s.slot, true);
      ImGui::PopID();
    }
  }
}

}  // namespace shamble::web
