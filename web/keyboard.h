// Phones' on-screen keyboards for ImGui text fields, and the browser's
// clipboard for them: see web/js/keyboard.js.
#pragma once

namespace shamble::web {

// Tells the page, after each frame, whether ImGui is editing text (only when
// that changes), so the invisible input can take or drop focus.
void keyboard_after_frame(bool wants_text);

// ImGui's clipboard is the browser's: copying writes navigator.clipboard, and
// pasting comes from the page's paste event (keyboard.js), never from SDL's
// own clipboard, which nothing outside the page fills. Call after the SDL
// backend's init (it sets SDL's).
void use_browser_clipboard();

}  // namespace shamble::web
