#include "share.h"

#include <emscripten.h>
#include <imgui.h>

#include "app.h"
#include "framework/position_link.h"
#include "url_params.h"

namespace shamble::web {

// The copying itself is api.js's window.shambleShareCopy (plain JS there;
// EM_JS bodies go through Emscripten's old JS parser as one line).
EM_JS(void, js_share_copy, (const char* code, int as_tag), {
  if (window.shambleShareCopy) window.shambleShareCopy(UTF8ToString(code), as_tag);
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

void share_menu_items(App& app) {
  for (int as_tag = 0; as_tag < 2; ++as_tag) {
    if (!ImGui::MenuItem(as_tag ? "Copy wiki tag" : "Copy link")) continue;
    std::string why;
    std::string code = share_code(app, &why);
    if (code.empty()) {
      app.ui.notify(why);
      continue;
    }
    js_share_copy(code.c_str(), as_tag);
    app.ui.notify(as_tag ? "Copied a <shamble> tag for this position: paste it into a wiki page."
                         : "Copied a link that opens this position.",
                  false);
  }
}

}  // namespace shamble::web
