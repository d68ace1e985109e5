// The game view host: a top bar (menu, undo, bot speed, save), the game's
// board renderer (or the generic view), and the log/rules panels beside the
// board on wide screens or in tabs under it below ~800 px.
#include <algorithm>
#include <memory>
#include <string>

#include "app.h"
#include "game_view.h"
#include "item_probe.h"
#include "link_bar.h"
#include "live_bar.h"
#include "saves.h"
#include "screens.h"
#include "share.h"
#include "theme.h"

namespace shamble::web {

namespace {

std::unique_ptr<GameView> g_view;
std::string g_view_game;
char g_slot_name[48] = "";
unsigned g_seen_jump = 0;

void save_as_popup() {
  if (ImGui::BeginPopup("Save as")) {
    ImGui::TextUnformatted("Save this game as:");
    ImGui::SetNextItemWidth(240);
    if (ImGui::IsWindowAppearing()) ImGui::SetKeyboardFocusHere();
    bool enter =
        ImGui::InputText("##slot", g_slot_name, sizeof g_slot_name, ImGuiInputTextFlags_EnterReturnsTrue);
    if ((ImGui::Button("Save") || enter) && g_slot_name[0]) {
      saves::write(g_slot_name);
      ImGui::CloseCurrentPopup();
    }
    ImGui::EndPopup();
  }
}

void top_bar(App& app, Match& m) {
  if (app.ui.embed) {
    if (ImGui::Button("\u2261 Menu")) ImGui::OpenPopup("embed-menu");
    if (ImGui::BeginPopup("embed-menu")) {
      if (ImGui::MenuItem("New game (same settings)")) {
        NewGameRequest req;
        req.game = m.info().id;
        for (auto& s : m.seats()) req.seats.push_back(s.kind);
        req.seed = static_cast<uint64_t>(ImGui::GetTime() * 1000) + 1;
        Error e;
        if (!app.session.start(req, "", &e)) app.ui.notify(e.message);
      }
      share_menu_items(app);
      if (ImGui::MenuItem("Invite players\u2026")) open_live_invite();
      if (ImGui::MenuItem("Replay this game")) open_replay(m.size());
      if (ImGui::MenuItem("Saves")) app.ui.screen = Screen::Saves;
      if (ImGui::MenuItem("Lab: compare rule variants")) lab_show_defaults();
      if (ImGui::MenuItem("About")) app.ui.screen = Screen::About;
      ImGui::EndPopup();
    }
  } else if (ImGui::Button("\u2190 Menu")) {
    // Only a click leaves the game: Esc closes the topmost popup and no more.
    app.ui.screen = Screen::Start;
  }
  ImGui::SameLine();
  ImGui::BeginDisabled(!app.session.can_undo());
  if (ImGui::Button("Undo") || (ImGui::IsKeyPressed(ImGuiKey_Z) && ImGui::GetIO().KeyCtrl))
    app.session.undo();
  ImGui::EndDisabled();
  ImGui::SameLine();
  // Bot pace: a compact combo keeps the bar one line even at 360 px.
  ImGui::SetNextItemWidth(ImGui::CalcTextSize("instant").x + 56);
  bool speed_open = ImGui::BeginCombo("##speed", speed_label(app.ui.speed));
  probe::note("##speed");
  if (speed_open) {
    for (Speed s : {Speed::X1, Speed::X2, Speed::X4, Speed::Instant})
      if (ImGui::Selectable(speed_label(s), s == app.ui.speed)) app.ui.speed = s;
    ImGui::EndCombo();
  }
  ImGui::SetItemTooltip("How fast bots take their turns");
  // A live guest saves nothing and replays nothing of the host's game: its copy has no history.
  if (!app.ui.embed && !app.session.is_live_guest()) {
    ImGui::SameLine();
    if (ImGui::Button("Save\u2026")) ImGui::OpenPopup("Save as");
    save_as_popup();
    ImGui::SameLine();
    // Share: this position as a link or a wiki tag (web/share.h).
    if (ImGui::Button("Share\u2026")) ImGui::OpenPopup("share-menu");
    if (ImGui::BeginPopup("share-menu")) {
      share_menu_items(app);
      // Live play: the others join from their own devices (live_bar.h).
      if (ImGui::MenuItem("Invite players\u2026")) open_live_invite();
      if (ImGui::MenuItem("Replay this game")) open_replay(m.size());
      ImGui::EndPopup();
    }
    // Replay: also a button of its own when the bar has room (a phone has it in Share...).
    const float replay_w = ImGui::CalcTextSize("Replay").x + ImGui::GetStyle().FramePadding.x * 2;
    ImGui::SameLine();
    if (ImGui::GetContentRegionAvail().x >= replay_w && ImGui::Button("Replay")) open_replay(m.size());
  }
  live_invite_window(app);
  float title_w = ImGui::CalcTextSize(m.info().name.c_str()).x;
  ImGui::SameLine();
  if (ImGui::GetContentRegionAvail().x > title_w + 16) {
    ImGui::SameLine(ImGui::GetContentRegionMax().x - title_w);
    ImGui::AlignTextToFramePadding();
    ImGui::TextColored(theme::muted(), "%s", m.info().name.c_str());
  } else {
    ImGui::NewLine();
  }
}

void side_panels(App& app, Match& m, ImVec2 size) {
  bool jump = app.ui.rules_jump != g_seen_jump;  // a log link asked for the rules tab
  g_seen_jump = app.ui.rules_jump;
  ImGui::BeginChild("##side", size);
  if (ImGui::BeginTabBar("##tabs")) {
    bool log_tab = ImGui::BeginTabItem("Log");
    probe::note("Log tab");
    if (log_tab) {
      draw_log_panel();
      ImGui::EndTabItem();
    }
    // The end screen's story: once the game is over, its plots open by themselves.
    if (m.state().terminal()) {
      static uint64_t opened_for = ~0ull;  // select the tab once per finished match
      bool first = opened_for != app.session.match_serial();
      opened_for = app.session.match_serial();
      bool story_tab =
          ImGui::BeginTabItem("Story", nullptr, first && !jump ? ImGuiTabItemFlags_SetSelected : 0);
      probe::note("Story tab");
      if (story_tab) {
        draw_story_panel(m, app.session.looking());
        ImGui::EndTabItem();
      }
    }
    bool rules_tab = ImGui::BeginTabItem("Rules", nullptr, jump ? ImGuiTabItemFlags_SetSelected : 0);
    probe::note("Rules tab");
    if (rules_tab) {
      draw_rules_panel(m.info());
      ImGui::EndTabItem();
    }
    ImGui::EndTabBar();
  }
  ImGui::EndChild();
}

// Hot seat with hidden information: when the device passes from one human to
// another, cover the table until the next player says they are ready. The
// session decides (Session::must_cover), so every way back to the table (a
// reload, Menu then Continue, Resume) meets the same cover.
bool pass_device_cover(App& app) {
  if (!app.session.must_cover()) return false;
  int v = app.session.viewer();
  ImVec2 avail = ImGui::GetContentRegionAvail();
  ImGui::SetCursorPosY(ImGui::GetCursorPosY() + avail.y * 0.3f);
  ImGui::PushFont(theme::big());
  std::string t = "Pass the device to " + app.session.seat_name(v);
  ImGui::SetCursorPosX((avail.x - ImGui::CalcTextSize(t.c_str()).x) / 2);
  ImGui::TextUnformatted(t.c_str());
  std::string b = "I am " + app.session.seat_name(v) + ": show my view";
  float w = std::min(avail.x, ImGui::CalcTextSize(b.c_str()).x + 48);
  ImGui::SetCursorPosX((avail.x - w) / 2);
  if (ImGui::Button(b.c_str(), ImVec2(w, 64))) app.session.confirm_viewer(v);
  ImGui::PopFont();
  return true;
}

}  // namespace

void draw_game() {
  App& app = App::get();
  Match& m = *app.session.match();
  if (!g_view || g_view_game != m.info().id) {
    g_view = make_game_view(m.info().id);
    g_view_game = m.info().id;
  }
  top_bar(app, m);
  link_bar(app);
  live_bar(app);
  if (!g_view->own_pass_device_screen() && pass_device_cover(app)) return;
  ViewContext ctx{app, m, app.session.looking()};
  ImVec2 avail = ImGui::GetContentRegionAvail();
  float gap = ImGui::GetStyle().ItemSpacing.x;
  if (wide_layout()) {
    float side = std::clamp(avail.x * 0.34f, 320.0f, 560.0f);
    float board_w = avail.x - side - gap;
    ImGui::BeginChild("##board", ImVec2(board_w, avail.y));
    g_view->draw_board(ctx, ImVec2(board_w, avail.y));
    ImGui::EndChild();
    ImGui::SameLine();
    side_panels(app, m, ImVec2(side, avail.y));
  } else {
    // Narrow (phones, wiki iframes): the board on top, panels in tabs below.
    // Board views draw their prompt and buttons inside their own area, so on a
    // tall screen they get up to about three quarters of it; the log and rules
    // tabs keep room for a few lines.
    // In a wiki embed the page around it is the text, so the board comes first:
    // the tabs keep a line or two and the board gets the rest, where the
    // square names can be read.
    float panels_min = ImGui::GetFrameHeightWithSpacing() * (app.ui.embed ? 2.2f : 4.5f);
    float board_cap = app.ui.embed ? 0.9f : 0.74f;
    float board_h = std::min({avail.x * 1.3f, avail.y * board_cap, avail.y - panels_min});
    board_h = std::max(board_h, std::min(avail.x, avail.y * 0.58f));
    ImGui::BeginChild("##board", ImVec2(avail.x, board_h));
    g_view->draw_board(ctx, ImVec2(avail.x, board_h));
    ImGui::EndChild();
    side_panels(app, m, ImVec2(avail.x, ImGui::GetContentRegionAvail().y));
  }
  if (g_view->animating()) app.ui.request_redraw = true;
}

}  // namespace shamble::web
