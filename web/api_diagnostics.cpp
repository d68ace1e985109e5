// Owns: diagnostics for tests and tools: notices on screen, frame timings,
// the widgets the last frame drew, heap use, and whether the wheel scrolls a
// panel of ours (embeds). The game API is api_game.cpp's, saving api_saves.cpp's.
#include <emscripten.h>
#include <emscripten/heap.h>
#include <malloc.h>

#include "api_out.h"
#include "app.h"
#include "frame_stats.h"
#include "framework/json_writer.h"
#include "imgui_internal.h"  // HoveredWindow, for web_wants_wheel
#include "item_probe.h"

using namespace shamble;
using namespace shamble::web;
using namespace shamble::web::api;

extern "C" {

EMSCRIPTEN_KEEPALIVE const char* web_notices() {
  JsonWriter w;
  w.begin_array();
  for (auto& n : App::get().ui.notices())
    w.begin_object().field("text", n.text).field("error", n.error).end_object();
  w.end_array();
  return out(w.str());
}

EMSCRIPTEN_KEEPALIVE const char* web_frame_stats(int reset) {
  std::string s = frame_stats::json();
  if (reset) frame_stats::reset();
  return out(std::move(s));
}

// {items:[{label, window, x, y, w, h}], popups:[{name, x, y, w, h}]} of the
// last drawn frame; the first call switches recording on.
EMSCRIPTEN_KEEPALIVE const char* web_items() { return out(probe::json()); }

EMSCRIPTEN_KEEPALIVE const char* web_heap_bytes() {
  struct mallinfo mi = mallinfo();
  JsonWriter w;
  w.begin_object()
      .field("total", static_cast<double>(emscripten_get_heap_size()))
      .field("used", static_cast<double>(mi.uordblks))
      .end_object();
  return out(w.str());
}

// Whether the wheel at the pointer scrolls a panel of ours (the log, the rules,
// a popup's list): a child or popup window under it, as of the last frame, can
// scroll. The screen's own window does not count: over the board the page
// scrolls. Asked by api.js in embed mode only.
EMSCRIPTEN_KEEPALIVE int web_wants_wheel() {
  ImGuiContext* g = ImGui::GetCurrentContext();
  for (ImGuiWindow* w = g ? g->HoveredWindow : nullptr; w; w = w->ParentWindow) {
    bool panel = (w->Flags & (ImGuiWindowFlags_ChildWindow | ImGuiWindowFlags_Popup)) != 0;
    if (panel && w->ScrollMax.y > 0.0f && !(w->Flags & ImGuiWindowFlags_NoScrollWithMouse)) return 1;
  }
  return 0;
}

}  // extern "C"
