#include "keyboard.h"

#include <emscripten.h>

#include "imgui.h"

EM_JS(void, js_keyboard_want, (int on), {
  if (window.ShambleKeyboard) window.ShambleKeyboard.want(!!on);
});

extern "C" void web_wake();

namespace shamble::web {

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
