// The plots' shared ink: the frame, the axis and key text, dark text on a
// light fill, and how big a label is, the same in every plot and map of the
// Lab and the replay.
#pragma once

#include <cfloat>
#include <string>

#include "imgui.h"

namespace shamble::web::plot::ink {

inline constexpr ImU32 kFrame = IM_COL32(30, 33, 37, 255);
inline constexpr ImU32 kAxisText = IM_COL32(185, 190, 198, 255);
inline constexpr ImU32 kDark = IM_COL32(20, 20, 24, 255);

// The size of `s` at `px` pixels in the current font (plots size their own
// tick and key text, a little under the body font).
inline ImVec2 text_size(float px, const std::string& s) {
  return ImGui::GetFont()->CalcTextSizeA(px, FLT_MAX, 0, s.c_str());
}

}  // namespace shamble::web::plot::ink
