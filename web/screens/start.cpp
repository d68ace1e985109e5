// Start screen (UI.md "First minute"): one big button for the default game,
// Resume when a save exists, the other games beneath, Customize for the rest.
#include <string>

#include "app.h"
#include "framework/registry.h"
#include "saves.h"
#include "screens.h"
#include "theme.h"

namespace shamble::web {

namespace {

const GameInfo* g_howto = nullptr;

// "Play X (you + 3 bots)", broken onto two lines or shortened when narrow.
std::string play_label(const GameInfo& g, float width) {
  int bots = g.default_players - 1;
  std::string who = "(you + " + std::to_string(bots) + (bots == 1 ? " bot)" : " bots)");
  std::string one = "Play " + g.name + " " + who;
  float pad = ImGui::GetStyle().FramePadding.x * 2;
  if (ImGui::CalcTextSize(one.c_str()).x + pad <= width) return one;
  std::string two = "Play " + g.name + "\n" + who;
  if (ImGui::CalcTextSize(two.c_str()).x + pad <= width) return two;
  return g.name;
}

void start_default(const GameInfo& g) {
  NewGameRequest req;
  req.game = g.id;
  req.seed = static_cast<uint64_t>(ImGui::GetTime() * 1000.0) + 1;  // a fresh deal each time
  Error e;
  if (!App::get().session.start(req, "", &e)) App::get().ui.notify(e.message);
}

void howto_popup() {
  if (g_howto && !ImGui::IsPopupOpen("How it plays")) ImGui::OpenPopup("How it plays");
  ImVec2 vp = ImGui::GetIO().DisplaySize;
  ImGui::SetNextWindowSize(ImVec2(std::min(vp.x - 24, 560.0f), std::min(vp.y - 24, 600.0f)),
                           ImGuiCond_Appearing);
  ImGui::SetNextWindowPos(ImVec2(vp.x / 2, vp.y / 2), ImGuiCond_Appearing, ImVec2(0.5f, 0.5f));
  bool open = true;
  if (ImGui::BeginPopupModal("How it plays", &open)) {
    if (g_howto) draw_rules_panel(*g_howto);
    ImGui::EndPopup();
  }
  if (!open) g_howto = nullptr;
}

}  // namespace

void draw_start() {
  App& app = App::get();
  const auto games = listed_games();
  float avail = ImGui::GetContentRegionAvail().x;
  float col = std::min(avail, 560.0f);
  float indent = (avail - col) / 2;
  ImGui::SetCursorPosX(ImGui::GetCursorPosX() + indent);
  // A child the width of the column keeps separators and wrapping inside it.
  ImGui::PushStyleColor(ImGuiCol_ChildBg, ImVec4(0, 0, 0, 0));
  ImGui::BeginChild("##column", ImVec2(col, 0), ImGuiChildFlags_AutoResizeY, ImGuiWindowFlags_NoScrollbar);
  ImGui::PushFont(theme::big());
  ImGui::TextColored(theme::accent(), "Shamble");
  ImGui::PopFont();
  ImGui::TextColored(theme::muted(), "Zombie board games, right here in the browser.");
  ImGui::Spacing();

  const GameInfo* first = default_game();
  if (!first) {
    ImGui::TextWrapped("No games are built into this version yet.");
  } else {
    const GameInfo& def = *first;
    ImGui::PushFont(theme::big());
    std::string big = play_label(def, col);
    if (ImGui::Button(big.c_str(), ImVec2(col, big.find('\n') != std::string::npos ? 96 : 72)))
      start_default(def);
    ImGui::PopFont();
    ImGui::TextWrapped("%s", def.summary.c_str());
  }

  // Resume: the game in memory, else the autosave.
  Match* m = app.session.match();
  if (m && !m->state().terminal()) {
    std::string l = "Continue: " + m->info().name + ", turn " + std::to_string(m->state().turn_number());
    if (ImGui::Button(l.c_str(), ImVec2(col, 0))) app.ui.screen = Screen::Game;
  } else {
    for (auto& s : app.ui.saves) {
      if (s.slot != "autosave" || s.quarantined || s.terminal) continue;
      std::string l = "Resume: " + s.title + ", turn " + std::to_string(s.turn);
      if (ImGui::Button(l.c_str(), ImVec2(col, 0))) saves::load(s.slot);
    }
  }

  if (games.size() > 1) {
    ImGui::SeparatorText("Other games");
    float how_w = ImGui::CalcTextSize("How it plays").x + ImGui::GetStyle().FramePadding.x * 2;
    float play_w = col - how_w - ImGui::GetStyle().ItemSpacing.x;
    for (const GameInfo* gp : games) {
      if (gp == first) continue;
      const GameInfo& g = *gp;
      ImGui::PushID(g.id.c_str());
      if (ImGui::Button(play_label(g, play_w).c_str(), ImVec2(play_w, 0))) start_default(g);
      ImGui::SameLine();
      if (ImGui::Button("How it plays", ImVec2(-FLT_MIN, 0))) g_howto = &g;
      ImGui::PushStyleColor(ImGuiCol_Text, theme::muted());
      ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + col);
      ImGui::TextWrapped("%s", g.summary.c_str());
      ImGui::PopTextWrapPos();
      ImGui::PopStyleColor();
      ImGui::PopID();
    }
  }
  ImGui::Separator();
  float third = (col - 2 * ImGui::GetStyle().ItemSpacing.x) / 3;
  if (!games.empty() && ImGui::Button("Customize\u2026", ImVec2(third, 0))) app.ui.screen = Screen::Customize;
  ImGui::SameLine();
  if (ImGui::Button("Saves", ImVec2(third, 0))) app.ui.screen = Screen::Saves;
  ImGui::SameLine();
  if (ImGui::Button("About", ImVec2(third, 0))) app.ui.screen = Screen::About;
  if (first && ImGui::Button(("How " + first->name + " plays").c_str(), ImVec2(col, 0))) g_howto = first;
  ImGui::EndChild();
  ImGui::PopStyleColor();
  howto_popup();
}

}  // namespace shamble::web
