#include "share.h"

#include <emscripten.h>
#include <imgui.h>

#include "app.h"
#include "framework/position_link.h"
#include "link_bar.h"
#include "url_params.h"

namespace shamble::web {

// The copying itself is api.js's window.shambleShareCopy (plain JS there;
// EM_JS bodies go through Emscripten's old JS parser as one line).
// Returns the text's length; a link past `max_link` characters is not copied
// and comes back negative.
EM_JS(int, js_share_copy, (const char* code, int as_tag, int at, int max_link), {
  return window.shambleShareCopy ? window.shambleShareCopy(UTF8ToString(code), as_tag, at, max_link) : 0;
});
EM_JS(void, js_download, (const char* name, const char* bytes, int len), {
  if (window.shambleDownload) window.shambleDownload(UTF8ToString(name), HEAPU8.slice(bytes, bytes + len));
});

std::string share_code(App& app, std::string* why) {
  Match* m = app.session.match();
  if (!m) {
    *why = "No game to share.";
    return "";
  }
  if (app.session.start_point().empty()) {
    // Saves keep how their game began since this was added; older ones (and
    // games imported from a file, which holds the moves only) do not.
    *why =
        "This game cannot be shared as a link: it was resumed from a save made before saves recorded how a "
        "game began (or from an imported file). It plays on as before; games started now can be shared.";
    return "";
  }
  Error e;
  std::string scenario = position_scenario(app.session.start_point(), *m, &e);
  if (scenario.empty()) {
    *why = e.message;
    return "";
  }
  return base64url_encode(scenario);
}

namespace {

// Copies the link or tag of the game (at a moment when `at` >= 0) and says so,
// or says why not and points at the game file.
void copy_share(App& app, bool as_tag, long at) {
  std::string why;
  std::string code = share_code(app, &why);
  if (code.empty()) {
    app.ui.notify(why);
    return;
  }
  const int length = js_share_copy(code.c_str(), as_tag, static_cast<int>(at), kLinkMax);
  if (length < 0) {
    app.ui.notify("This game's link would be " + std::to_string(-length) +
                  " characters, longer than chat apps and mail keep (" + std::to_string(kLinkMax) +
                  "). Send the game file instead: Download the game file, in the same menu; Saves > Import "
                  "opens it on any device.");
    return;
  }
  const std::string what = at >= 0 ? "this moment (the replay after move " + std::to_string(at) + ")"
                                   : std::string("this position");
  app.ui.notify(as_tag ? "Copied a <shamble> tag for " + what + ": paste it into a wiki page."
                       : "Copied a link that opens " + what + ".",
                false);
}

}  // namespace

void share_menu_items(App& app) {
  if (app.session.is_link() && ImGui::MenuItem("Send your move (link)")) send_link(app);
  if (ImGui::MenuItem("Copy link")) copy_share(app, false, -1);
  if (ImGui::MenuItem("Copy wiki tag")) copy_share(app, true, -1);
  if (ImGui::MenuItem("Download the game file")) download_game_file(app);
}

void share_moment_items(App& app, size_t at) {
  if (ImGui::MenuItem("Copy link to this moment")) copy_share(app, false, static_cast<long>(at));
  if (ImGui::MenuItem("Copy wiki tag for this moment")) copy_share(app, true, static_cast<long>(at));
  if (ImGui::MenuItem("Download the game file")) download_game_file(app);
}

void download_game_file(App& app) {
  Match* m = app.session.match();
  if (!m) return;
  const std::string bytes = m->to_binary();
  const std::string name = m->info().id + "-turn-" + std::to_string(m->state().turn_number()) + ".shamble";
  js_download(name.c_str(), bytes.data(), static_cast<int>(bytes.size()));
  app.ui.notify("Downloaded " + name + ": the whole game, which Saves > Import opens on any device.", false);
}

}  // namespace shamble::web
