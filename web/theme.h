// Look: colours, spacing and fonts in one place (see /work/shared/UI.md).
#pragma once

#include <string>

#include "imgui.h"

namespace shamble::web {

// Okabe-Ito: a colour-blind-safe palette; always paired with a shape glyph.
ImU32 player_color(int seat);
const char* player_shape(int seat);  // "●", "■", ...

namespace theme {
constexpr float kBodyPx = 16.0f;  // logical pixels
constexpr float kBigPx = 26.0f;
constexpr float kTouch = 44.0f;  // minimum touch target, logical pixels
constexpr float kWideLayout = 800.0f;

void apply_style();
// Rasterizes the fonts at the device pixel ratio so text stays crisp on HiDPI
// screens; returns false (and uses ImGui's pixel font) if the font file is missing.
bool load_fonts(float dpr);
ImFont* big();
ImVec4 accent();
ImVec4 muted();
ImVec4 danger();
// A notice's panel: warm for what went wrong, calm for news (a link copied).
ImVec4 notice_bg(bool error);
}  // namespace theme

}  // namespace shamble::web
