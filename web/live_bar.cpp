#include "live_bar.h"

#include <emscripten.h>
#include <imgui.h>

#include <algorithm>
#include <string>

#include "app.h"
#include "screens/screens.h"
#include "theme.h"

namespace shamble::web {

EM_JS(void, js_live_copy, (const char* text), {
  if (window.ShambleLive) window.ShambleLive.copy(UTF8ToString(text));
});
EM_JS(void, js_live_share, (const char* text), {
  if (window.ShambleLive) window.ShambleLive.share(UTF8ToString(text));
});
EM_JS(int, js_live_can_share, (), { return window.ShambleLive && window.ShambleLive.canShare() ? 1 : 0; });
EM_JS(int, js_live_stun, (), { return window.ShambleLive && window.ShambleLive.stun() ? 1 : 0; });
EM_JS(void, js_live_set_stun, (int on), {
  if (window.ShambleLive) window.ShambleLive.setStun(!!on);
});

namespace {
bool g_open_invite = false;
char g_answer[8][2048];  // per seat: the answer code being pasted

void muted_wrapped(const std::string& text) {
  ImGui::PushStyleColor(ImGuiCol_Text, theme::muted());
  ImGui::TextWrapped("%s", text.c_str());
  ImGui::PopStyleColor();
}

// A long code on one selectable line (so it can be read), with Copy and Share beside it.
void code_row(const char* id, const std::string& text) {
  ImGui::PushID(id);
  const float buttons = ImGui::CalcTextSize("Copy Share").x + ImGui::GetStyle().FramePadding.x * 4 + 24;
  ImGui::SetNextItemWidth(std::max(80.0f, ImGui::GetContentRegionAvail().x - buttons));
  ImGui::InputText("##code", const_cast<char*>(text.c_str()), text.size() + 1, ImGuiInputTextFlags_ReadOnly);
  ImGui::SameLine();
  if (ImGui::Button("Copy")) js_live_copy(text.c_str());
  if (js_live_can_share()) {
    ImGui::SameLine();
    if (ImGui::Button("Share")) js_live_share(text.c_str());
  }
  ImGui::PopID();
}

const char* state_text(LiveLink l) {
  return l == LiveLink::Connected     ? "connected"
         : l == LiveLink::Dropped     ? "connection lost"
         : l == LiveLink::Unreachable ? "could not connect"
                                      : "invited, not connected yet";
}
}  // namespace

void open_live_invite() { g_open_invite = true; }

void live_stun_setting() {
  bool on = js_live_stun() != 0;
  if (ImGui::Checkbox("##stun", &on)) js_live_set_stun(on);
  ImGui::SameLine();
  ImGui::TextWrapped("%s (public STUN servers)", kLiveAcrossNetworks);  // wraps on a phone
  help_marker(
      "Off: only devices on the same network (the same Wi-Fi) can connect, and no server is asked anything. "
      "On: Google's public STUN server tells each device its public address, so players on other networks "
      "can connect too (not behind every firewall). Applies to links made after the change.");
}

void live_invite_window(App& app) {
  Session& s = app.session;
  Match* m = s.match();
  if (!m) return;
  if (g_open_invite) {
    ImGui::OpenPopup("Invite players");
    g_open_invite = false;
  }
  // As wide as a phone allows, as tall as its rows (scrolling past the screen's height), centred.
  const ImGuiViewport* vp = ImGui::GetMainViewport();
  ImGui::SetNextWindowSize(ImVec2(std::min(vp->WorkSize.x - 16, 640.0f), 0), ImGuiCond_Always);
  ImGui::SetNextWindowSizeConstraints(ImVec2(0, 0), ImVec2(vp->WorkSize.x, vp->WorkSize.y - 16));
  ImGui::SetNextWindowPos(vp->GetCenter(), ImGuiCond_Always, ImVec2(0.5f, 0.5f));
  bool open = true;
  if (!ImGui::BeginPopupModal("Invite players", &open,
                              ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoMove))
    return;
  if (ImGui::IsKeyPressed(ImGuiKey_Escape, false) && !ImGui::GetIO().WantTextInput)
    ImGui::CloseCurrentPopup();
  if (s.is_link() || s.is_live_guest()) {
    muted_wrapped(s.is_link() ? "This game is played by link: start a new game to play it live."
                              : "You are a guest in the host's game: only the host invites players.");
    if (ImGui::Button("Close")) ImGui::CloseCurrentPopup();
    ImGui::EndPopup();
    return;
  }
  muted_wrapped(
      "Play this game live, each person on their own device. This tab is the table: it runs the game, keeps "
      "its save and sends each player only what their seat may see. Keep it open while you play.");
  for (int i = 0; i < static_cast<int>(m->seats().size()); ++i) {
    ImGui::PushID(i);
    ImGui::Separator();
    player_chip(i, s.seat_name(i).c_str());
    const bool remote = s.live_remote(i);
    const bool bot = m->seats()[i].kind != "human";
    int where = remote ? 2 : bot ? 1 : 0;
    const int was = where;
    ImGui::RadioButton("here", &where, 0);  // on a line of its own: a phone has no room beside the name
    ImGui::SameLine();
    ImGui::RadioButton("bot", &where, 1);
    ImGui::SameLine();
    ImGui::RadioButton("other device", &where, 2);
    if (where != was) {
      if (where == 2)
        s.live_invite(i);
      else
        s.live_make_local(i, where == 1);
    }
    if (remote) {
      const LiveSeat& l = s.live_seats()[i];
      const bool lost = l.link == LiveLink::Dropped || l.link == LiveLink::Unreachable;
      ImGui::PushStyleColor(ImGuiCol_Text, lost ? theme::danger() : theme::muted());
      ImGui::TextWrapped("%s", state_text(l.link));
      ImGui::PopStyleColor();
      if (l.link == LiveLink::Invited) {
        if (l.invite.empty()) {
          muted_wrapped("Making the link...");
        } else {
          ImGui::TextWrapped("1. Send %s this link:", s.seat_name(i).c_str());
          code_row("invite", l.invite);
          ImGui::TextWrapped("2. Paste the code they send back:");
          ImGui::SetNextItemWidth(std::max(80.0f, ImGui::GetContentRegionAvail().x - 110));
          ImGui::InputText("##answer", g_answer[i % 8], sizeof g_answer[0]);
          ImGui::SameLine();
          ImGui::BeginDisabled(!g_answer[i % 8][0]);
          if (ImGui::Button("Connect")) {
            if (auto st = s.live_connect(i, g_answer[i % 8])) app.ui.notify(st->message);
            g_answer[i % 8][0] = 0;
          }
          ImGui::EndDisabled();
        }
      } else if (lost) {
        if (l.link == LiveLink::Unreachable)
          muted_wrapped(std::string("On different networks, tick \"") + kLiveAcrossNetworks +
                        "\" below, then New link.");
        if (ImGui::Button("New link")) s.live_invite(i);
        ImGui::SameLine();
        if (ImGui::Button("Hand to a bot")) s.live_make_local(i, true);
      }
    }
    ImGui::PopID();
  }
  ImGui::Separator();
  live_stun_setting();
  if (ImGui::Button("Done")) ImGui::CloseCurrentPopup();
  ImGui::EndPopup();
}

void live_bar(App& app) {
  Session& s = app.session;
  if (s.is_live_guest()) {
    if (s.live_guest_state() == LiveGuest::Dropped) {
      ImGui::PushStyleColor(ImGuiCol_Text, theme::danger());
      ImGui::TextWrapped(
          "Reconnecting... The connection to the host was lost. Ask the host for a new link "
          "(Invite players, New link) and open it here.");
      ImGui::PopStyleColor();
      return;
    }
    if (s.live_guest_state() == LiveGuest::Ended) {
      ImGui::PushStyleColor(ImGuiCol_Text, theme::danger());
      ImGui::TextWrapped(
          "Live play ended: %s. This is the last position the host sent; this device keeps no "
          "save of it. Ask the host for a new link to play on.",
          s.live_ended_why().c_str());
      ImGui::PopStyleColor();
      return;
    }
    muted_wrapped("Live: you play " + s.seat_name(s.live_guest_seat()) +
                  " on the host's table. The host's tab keeps this game's save; this device keeps none.");
    return;
  }
  std::string line;
  bool lost = false;
  for (int i = 0; i < static_cast<int>(s.live_seats().size()); ++i) {
    if (!s.live_remote(i)) continue;
    const LiveLink l = s.live_seats()[i].link;
    lost |= l == LiveLink::Dropped || l == LiveLink::Unreachable;
    line += (line.empty() ? "" : "; ") + s.seat_name(i) + " " + state_text(l);
  }
  if (line.empty()) return;
  ImGui::PushStyleColor(ImGuiCol_Text, lost ? theme::danger() : theme::muted());
  ImGui::TextWrapped("Live (this tab is the table): %s.", line.c_str());
  ImGui::PopStyleColor();
  if (lost) {
    ImGui::SameLine();
    if (ImGui::SmallButton("Invite players")) open_live_invite();
  }
}

void draw_live_join(App& app) {
  Session& s = app.session;
  ImGui::PushFont(theme::big());
  ImGui::TextWrapped("Joining %s as %s", s.live_game_name().c_str(), s.live_seat_name().c_str());
  ImGui::PopFont();
  ImGui::Spacing();
  if (s.live_guest_state() == LiveGuest::Ended) {
    ImGui::TextWrapped("The host ended live play: %s. Ask them for a new link.", s.live_ended_why().c_str());
  } else if (s.live_guest_state() == LiveGuest::Unreachable) {
    ImGui::PushStyleColor(ImGuiCol_Text, theme::danger());
    ImGui::TextWrapped(
        "Could not connect to the host's device. On different networks, the host ticks \"%s\" in "
        "Invite players and sends a new link; open it here.",
        kLiveAcrossNetworks);
    ImGui::PopStyleColor();
  } else if (s.live_answer().empty()) {
    muted_wrapped("Preparing the code for the host...");
  } else if (s.live_guest_state() == LiveGuest::Connected) {
    muted_wrapped("Connected: waiting for the host's table...");
  } else {
    ImGui::TextWrapped("Send this code to the host, who pastes it under your name:");
    code_row("answer", s.live_answer());
    muted_wrapped(
        "The game starts here as soon as the host connects it. The host's tab runs the game and "
        "keeps its save; this device keeps none.");
  }
  ImGui::Spacing();
  if (ImGui::Button("\u2190 Leave")) {
    s.live_join(-1, "", "");
    app.ui.screen = Screen::Start;
  }
}

}  // namespace shamble::web
