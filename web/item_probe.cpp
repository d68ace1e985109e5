#include "item_probe.h"

#include <vector>

#include "framework/json_writer.h"
#include "imgui.h"
#include "imgui_internal.h"

namespace {

struct Item {
  std::string label, window;
  ImRect bb;
  bool clipped = false;   // cut at the left or right edge of its window
  bool disabled = false;  // drawn greyed out (BeginDisabled): a click does nothing
};
struct Popup {
  std::string name;
  ImRect bb;
};

bool g_on = false;
std::vector<Item> g_building, g_items;
std::vector<Popup> g_popups;

}  // namespace

// Dear ImGui calls these when IMGUI_ENABLE_TEST_ENGINE is defined and
// GImGui->TestEngineHookItems is set.
void ImGuiTestEngineHook_ItemAdd(ImGuiContext*, ImGuiID, const ImRect&, const ImGuiLastItemData*) {}
void ImGuiTestEngineHook_ItemInfo(ImGuiContext* ctx, ImGuiID id, const char* label, ImGuiItemStatusFlags) {
  ImGuiContext& g = *ctx;
  if (!label || !g.CurrentWindow || id == g.CurrentWindow->ID) return;  // the window itself
  std::string l = label;
  // The visible part; a widget with none ("##speed") keeps its id so it can be found.
  if (auto p = l.find("##"); p != std::string::npos && p > 0) l.resize(p);
  if (l.empty()) return;
  ImRect full = g.LastItemData.Rect, bb = full;
  bb.ClipWith(g.CurrentWindow->ClipRect);  // what can be seen (and clicked) of it
  if (bb.GetWidth() <= 0 || bb.GetHeight() <= 0) return;
  bool clipped = bb.GetWidth() + 0.5f < full.GetWidth();
  bool disabled = (g.LastItemData.InFlags & ImGuiItemFlags_Disabled) != 0;
  g_building.push_back({l, g.CurrentWindow->Name, bb, clipped, disabled});
}
void ImGuiTestEngineHook_Log(ImGuiContext*, const char*, ...) {}
const char* ImGuiTestEngine_FindItemDebugLabel(ImGuiContext*, ImGuiID) { return nullptr; }

namespace shamble::web::probe {

void note(const char* label) {
  if (g_on && GImGui) ImGuiTestEngineHook_ItemInfo(GImGui, 0, label, 0);
}

void begin_frame() {
  g_building.clear();
  if (GImGui) GImGui->TestEngineHookItems = g_on;
}

void end_frame() {
  if (!g_on) return;
  g_items.swap(g_building);
  g_popups.clear();
  for (auto& p : GImGui->OpenPopupStack)
    if (p.Window && p.Window->Active) g_popups.push_back({p.Window->Name, p.Window->Rect()});
}

std::string json() {
  g_on = true;
  shamble::JsonWriter w;
  auto rect = [&](const ImRect& r) {
    w.field("x", r.Min.x).field("y", r.Min.y).field("w", r.GetWidth()).field("h", r.GetHeight());
  };
  w.begin_object().key("items").begin_array();
  for (auto& i : g_items) {
    w.begin_object().field("label", i.label).field("window", i.window).field("clipped", i.clipped);
    if (i.disabled) w.field("disabled", true);
    rect(i.bb);
    w.end_object();
  }
  w.end_array().key("popups").begin_array();
  for (auto& p : g_popups) {
    w.begin_object().field("name", p.name);
    rect(p.bb);
    w.end_object();
  }
  w.end_array().end_object();
  return w.str();
}

}  // namespace shamble::web::probe
