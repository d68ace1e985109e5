#include "keyboard.h"

#include <emscripten.h>

#include "imgui.h"

EM_JS(void, js_keyboard_want, (int on), {
  if (window.ShambleKeyboard) window.ShambleKeyboard.want(!!on);
});

EM_JS(void, js_clipboard_write, (const char* text), {
  if (window.ShambleKeyboard) window.ShambleKeyboard.copy(UTF8ToString(text));
});

extern "C" void web_wake();

namespace shamble::web {

namespace {
// Empty: ImGui's Ctrl+V then inserts nothing itself, and the browser's paste
// event (which Ctrl+V, a menu's Paste or a long press all raise) brings the text.
const char* clipboard_get(void*) { return ""; }
void clipboard_set(void*, const char* text) { js_clipboard_write(text); }
}  // namespace

void use_browser_clipboard() {
  ImGuiIO& io = ImGui::GetIO();
  io.GetClipboardTextFn = clipboard_get;
  io.SetClipboardTextFn = clipboard_set;
}

void keyboard_after_frame(bool wants_text) {
  static bool wanted = false;
  if (wants_text == wanted) return;
  wanted = wants_text;
  js_keyboard_want(wanted);
}

}  // namespace shamble::web

extern "C" {

// Asked from the page's touchend handler: focusing there opens iOS keyboards.
EMSCRIPTEN_KEEPALIVE int web_wants_text() {
  return ImGui::GetCurrentContext() && ImGui::GetIO().WantTextInput;
}

// Text typed on an on-screen keyboard, or one "delete backwards".
EMSCRIPTEN_KEEPALIVE void web_text_input(const char* text, int backspace) {
  if (!ImGui::GetCurrentContext()) return;
  ImGuiIO& io = ImGui::GetIO();
  if (backspace) {
    // Down and up are queued; ImGui trickles them over two frames, so it sees a press.
    io.AddKeyEvent(ImGuiKey_Backspace, true);
    io.AddKeyEvent(ImGuiKey_Backspace, false);
  } else {
    io.AddInputCharactersUTF8(text);
  }
  web_wake();
}

}  // extern "C"
