// Phones' on-screen keyboards for ImGui text fields: see web/js/keyboard.js.
#pragma once

namespace shamble::web {

// Tells the page, after each frame, whether ImGui is editing text (only when
// that changes), so the invisible input can take or drop focus.
void keyboard_after_frame(bool wants_text);

}  // namespace shamble::web
