// What was drawn where, for the browser tests and anyone scripting the page:
// every labelled widget (buttons, selectables, menu items, checkboxes...) of
// the last drawn frame with its window and on-screen rectangle, and the open
// popups with their sizes. Built on Dear ImGui's test-engine hooks
// (IMGUI_ENABLE_TEST_ENGINE); it records nothing until first asked.
#pragma once

#include <string>

namespace shamble::web::probe {

void begin_frame();  // before ImGui::NewFrame
void end_frame();    // after ImGui::Render
// [{label, window, clipped, disabled (only when true), x, y, w, h}] and, under
// "popups", [{name, x, y, w, h}].
std::string json();
// Records the last item under `label`: for widgets Dear ImGui does not report
// (combos).
void note(const char* label);

}  // namespace shamble::web::probe
