// Start screen (UI.md "First minute"): one big button for the default game,
// Resume when a save exists, the other games beneath, Customize for the rest.
#include <algorithm>
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

// One of the visitor's games: what it is, who plays, how far, when; Resume
// (or Continue for the game in memory, View for a finished one) and Delete.
void game_row(const SaveInfo& s, float col, bool first) {
  App& app = App::get();
  Match* m = app.session.match();
  bool in_memory = m && app.session.save_id() == s.slot;
  const GameInfo* g = find_game(s.game);
  ImGui::PushID(s.slot.c_str());
  std::string head = (g ? g->name : s.game) + (s.rules.empty() ? "" : ", " + s.rules + " rules") + ", turn " +
                     std::to_string(s.turn) + (s.terminal ? " (finished)" : "");
  ImGui::TextWrapped("%s", head.c_str());
  ImGui::PushStyleColor(ImGuiCol_Text, theme::muted());
  std::string who = s.players.empty() ? s.title : s.players;
  ImGui::TextWrapped("%s; last played %s", who.c_str(), when_text(s.updated).c_str());
  if (s.terminal && !s.summary.empty()) ImGui::TextWrapped("%s.", s.summary.c_str());
  ImGui::PopStyleColor();
  float del_w = ImGui::CalcTextSize("Delete").x + ImGui::GetStyle().FramePadding.x * 2;
  float main_w = col - del_w - ImGui::GetStyle().ItemSpacing.x;
  const char* verb = s.terminal ? "View" : in_memory ? "Continue" : "Resume";
  bool go = ImGui::Button(verb, ImVec2(main_w, first ? 48.0f : 0.0f));
  if (go) {
    if (in_memory)
      app.ui.screen = Screen::Game;
    else
      saves::load(s.slot);
  }
  ImGui::SameLine();
  delete_save_button(s.slot, "Delete this " + (g ? g->name : s.game) + " game for good?",
                     ImVec2(del_w, first ? 48.0f : 0.0f));
  ImGui::Spacing();
  ImGui::PopID();
}

// The visitor's games, unfinished first (newest first), then finished ones,
// which stay until deleted. Embeds' games are never listed here.
bool your_games(float col) {
  std::vector<const SaveInfo*> list;
  for (auto& s : App::get().ui.saves)
    if (!s.quarantined && s.kind == "game") list.push_back(&s);
  if (list.empty()) return false;
  std::stable_sort(list.begin(), list.end(), [](const SaveInfo* a, const SaveInfo* b) {
    if (a->terminal != b->terminal) return !a->terminal;
    return a->updated > b->updated;
  });
  ImGui::SeparatorText("Your games");
  bool first = true;
  for (auto* s : list) {
    game_row(*s, col, first);
    first = false;
  }
  ImGui::SeparatorText("New game");
  return true;
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

  // The game in memory that has no save yet (no move made): Continue.
  Match* m = app.session.match();
  bool listed = false;
  for (auto& s : app.ui.saves) listed |= m && s.slot == app.session.save_id() && !s.quarantined;
  if (m && !m->state().terminal() && !listed) {
    std::string l = "Continue: " + m->info().name + ", turn " + std::to_string(m->state().turn_number());
    if (ImGui::Button(l.c_str(), ImVec2(col, 0))) app.ui.screen = Screen::Game;
  }
  your_games(col);

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
  if (!games.empty() && ImGui::Button("Lab: compare rule variants\u2026", ImVec2(col, 0)))
    lab_show_defaults();
  if (first && ImGui::Button(("How " + first->name + " plays").c_str(), ImVec2(col, 0))) g_howto = first;
  ImGui::EndChild();
  ImGui::PopStyleColor();
  howto_popup();
}

}  // namespace shamble::web
