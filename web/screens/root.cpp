// The root: one full-viewport window; notices on top, then the current screen.
#include <emscripten.h>

#include <ctime>

#include "app.h"
#include "live_bar.h"
#include "screens.h"
#include "theme.h"

namespace shamble::web {

bool wide_layout() { return ImGui::GetIO().DisplaySize.x >= theme::kWideLayout; }

bool escape_for_screen() {
  return ImGui::IsKeyPressed(ImGuiKey_Escape, false) && !App::get().ui.popup_last_frame &&
         !ImGui::IsPopupOpen("", ImGuiPopupFlags_AnyPopupId | ImGuiPopupFlags_AnyPopupLevel) &&
         !ImGui::GetIO().WantTextInput;
}

void go_back_button() {
  App& app = App::get();
  if (ImGui::Button("\u2190 Back") || escape_for_screen())
    app.ui.screen = app.session.match() && app.ui.embed ? Screen::Game : Screen::Start;
}

void player_chip(int seat, const char* name) {
  ImGui::PushStyleColor(ImGuiCol_Text, player_color(seat));
  ImGui::TextUnformatted(player_shape(seat));
  ImGui::PopStyleColor();
  ImGui::SameLine(0, 6);
  ImGui::TextUnformatted(name);
}

void help_marker(const char* text) {
  ImGui::SameLine();
  ImGui::TextDisabled("(?)");
  if (ImGui::BeginItemTooltip()) {
    ImGui::PushTextWrapPos(ImGui::GetFontSize() * 30.0f);
    ImGui::TextUnformatted(text);
    ImGui::PopTextWrapPos();
    ImGui::EndTooltip();
  }
}

std::string when_text(double ms) {
  std::time_t t = static_cast<std::time_t>(ms / 1000);
  char buf[32];
  std::strftime(buf, sizeof buf, "%Y-%m-%d %H:%M", std::localtime(&t));
  return buf;
}

void draw_screens() {
  const ImGuiViewport* vp = ImGui::GetMainViewport();
  ImGui::SetNextWindowPos(vp->WorkPos);
  ImGui::SetNextWindowSize(vp->WorkSize);
  ImGuiWindowFlags flags = ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove |
                           ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoBringToFrontOnFocus;
  App& app = App::get();
  // The game and replay screens manage their own scrolling regions; others scroll as a page.
  if (app.ui.screen == Screen::Game || app.ui.screen == Screen::Replay)
    flags |= ImGuiWindowFlags_NoScrollbar | ImGuiWindowFlags_NoScrollWithMouse;
  ImGui::Begin("##root", nullptr, flags);
  draw_notices();
  replay_after_load_check();
  if (app.ui.screen == Screen::Game && !app.session.match()) app.ui.screen = Screen::Start;
  // A live guest before the host's first message: the code to send back, not a screen.
  if (app.session.live_joining()) {
    draw_live_join(app);
    ImGui::End();
    return;
  }
  switch (app.ui.screen) {
    case Screen::Start: draw_start(); break;
    case Screen::Customize: draw_customize(); break;
    case Screen::Game: draw_game(); break;
    case Screen::Saves: draw_saves(); break;
    case Screen::About: draw_about(); break;
    case Screen::Replay: draw_replay(); break;
    case Screen::Lab: draw_lab(); break;
  }
  ImGui::End();
}

}  // namespace shamble::web
