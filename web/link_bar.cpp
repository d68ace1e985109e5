#include "link_bar.h"

#include <emscripten.h>
#include <imgui.h>

#include "app.h"
#include "share.h"
#include "theme.h"

namespace shamble::web {

// api.js's window.shambleLinkSend: copies `#link=...&seat=to` (a fragment:
// never sent to a server); past `max_link` characters nothing is copied and
// the length comes back negative.
EM_JS(int, js_link_send, (const char* code, int to, int max_link),
      { return window.shambleLinkSend ? window.shambleLinkSend(UTF8ToString(code), to, max_link) : 0; });

void send_link(App& app) {
  int to = -1;
  const std::string code = app.session.link_for_next(&to);
  if (to < 0) {
    app.ui.notify_tagged({"Nobody needs a link from this device now.", true, kLinkTag});
    return;
  }
  const int length = js_link_send(code.c_str(), to, kLinkMax);
  if (length < 0) {
    app.ui.notify_tagged(
        {"This link would be " + std::to_string(-length) +
             " characters, longer than chat apps and mail keep (" + std::to_string(kLinkMax) +
             "). Send the game file instead: Share > Download the game file; Saves > Import opens it.",
         true, kLinkTag});
    return;
  }
  app.ui.notify_tagged({"Copied the link for " + app.session.seat_name(to) + " (" + std::to_string(length) +
                            " characters): send it to them; it opens this game on their device.",
                        false, kLinkTag});
}

void link_bar(App& app) {
  if (!app.session.is_link()) return;
  if (app.session.link_showing()) {
    // The others' moves since this device's last, shown one by one; Skip jumps to now.
    size_t shown = 0, total = 0;
    app.session.link_show_progress(&shown, &total);
    ImGui::PushStyleColor(ImGuiCol_Text, theme::muted());
    ImGui::TextWrapped("By link: you play %s; the moves since yours (%zu of %zu).",
                       app.session.seat_name(app.session.link_seat()).c_str(), shown, total);
    ImGui::PopStyleColor();
    if (ImGui::Button("Skip")) app.session.link_skip();
    return;
  }
  const std::string note = app.session.link_note();
  // Wrapped, with the button on a line of its own: a phone's width holds neither beside the other.
  ImGui::PushStyleColor(ImGuiCol_Text, theme::muted());
  ImGui::TextWrapped("By link: you play %s; %s.", app.session.seat_name(app.session.link_seat()).c_str(),
                     note.c_str());
  ImGui::PopStyleColor();
  if (note == "your turn" || app.session.match()->state().terminal()) return;
  if (ImGui::Button(app.session.link_everyone_joined() ? "Send your move" : "Send the invitation"))
    send_link(app);
}

}  // namespace shamble::web
