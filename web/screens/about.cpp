// About: what this is, keys, and the third-party parts with their licences.
#include <emscripten.h>

#include "app.h"
#include "framework/registry.h"
#include "screens.h"
#include "theme.h"

EM_JS(const char*, js_build_id, (), {
  var s = String(window.SHAMBLE_BUILD_ID || "dev");
  var n = lengthBytesUTF8(s) + 1;
  var p = _malloc(n);
  stringToUTF8(s, p, n);
  return p;
});

namespace shamble::web {

void draw_about() {
  static std::string build;
  if (build.empty()) {
    const char* p = js_build_id();
    build = p;
    free(const_cast<char*>(p));
  }
  go_back_button();
  ImGui::SameLine();
  ImGui::PushFont(theme::big());
  ImGui::TextUnformatted("About Shamble");
  ImGui::PopFont();
  ImGui::TextWrapped(
      "Zombie board games in a browser tab. The rules run as WebAssembly on your device; "
      "games are saved in this browser only, and the app works offline once loaded.");
  ImGui::TextColored(theme::muted(), "Build %s", build.c_str());
  ImGui::SeparatorText("Games");
  for (auto* g : listed_games()) ImGui::BulletText("%s: %s", g->name.c_str(), g->summary.c_str());
  ImGui::SeparatorText("Keys");
  ImGui::BulletText("1-9: pick a numbered action; Enter: take the first one");
  ImGui::BulletText("Ctrl+Z: undo within your turn; Esc: back / close");
  ImGui::BulletText("Tab and arrows move between buttons; Space presses one");
  ImGui::SeparatorText("Made with");
  ImGui::BulletText("Dear ImGui 1.90.1 (MIT licence)");
  ImGui::BulletText("SDL 2.26.5 (zlib licence)");
  ImGui::BulletText("DejaVu Sans font (Bitstream Vera licence, public domain changes)");
  ImGui::BulletText("cereal and RapidJSON (BSD and MIT licences)");
}

}  // namespace shamble::web
