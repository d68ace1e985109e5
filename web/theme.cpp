#include "theme.h"

#include <cstdio>

namespace shamble::web {

namespace {
ImFont* g_big = nullptr;
// Keep in sync with FONT_UNICODES in web/CMakeLists.txt (the font subset).
const ImWchar kGlyphRanges[] = {0x0020, 0x017F, 0x2010, 0x2027, 0x2190, 0x2195, 0x2212,
                                0x2212, 0x2260, 0x2265, 0x25A0, 0x25CF, 0x2605, 0x2606,
                                0x2660, 0x2667, 0x2680, 0x2685, 0x2713, 0x2717, 0};
}  // namespace

ImU32 player_color(int seat) {
  static const ImU32 kColors[] = {IM_COL32(230, 159, 0, 255),   IM_COL32(86, 180, 233, 255),
                                  IM_COL32(0, 158, 115, 255),   IM_COL32(240, 228, 66, 255),
                                  IM_COL32(0, 114, 178, 255),   IM_COL32(213, 94, 0, 255),
                                  IM_COL32(204, 121, 167, 255), IM_COL32(200, 200, 200, 255)};
  return kColors[(seat < 0 ? 7 : seat) % 8];
}

const char* player_shape(int seat) {
  static const char* kShapes[] = {"\u25CF", "\u25A0", "\u25B2", "\u25C6",
                                  "\u2605", "\u25BC", "\u25C9", "\u25A3"};
  return kShapes[(seat < 0 ? 0 : seat) % 8];
}

namespace theme {

ImFont* big() { return g_big ? g_big : ImGui::GetFont(); }
ImVec4 accent() { return ImVec4(0.55f, 0.85f, 0.35f, 1.0f); }  // zombie green
ImVec4 muted() { return ImVec4(0.65f, 0.67f, 0.70f, 1.0f); }
ImVec4 danger() { return ImVec4(1.0f, 0.45f, 0.35f, 1.0f); }
ImVec4 notice_bg(bool error) {
  return error ? ImVec4(0.35f, 0.16f, 0.12f, 1.0f) : ImVec4(0.13f, 0.27f, 0.22f, 1.0f);
}

void apply_style() {
  ImGuiStyle& s = ImGui::GetStyle();
  ImGui::StyleColorsDark(&s);
  s.WindowPadding = ImVec2(12, 12);
  s.FramePadding = ImVec2(12, 12);  // 16 px text + 2*12 ~= the 44 px touch target
  s.ItemSpacing = ImVec2(10, 8);
  s.ItemInnerSpacing = ImVec2(8, 6);
  s.ScrollbarSize = 16;
  s.GrabMinSize = 20;
  s.WindowRounding = 0;
  s.FrameRounding = 6;
  s.GrabRounding = 6;
  s.TabRounding = 6;
  s.ChildRounding = 6;
  s.PopupRounding = 6;
  s.WindowBorderSize = 0;
  ImVec4* c = s.Colors;
  c[ImGuiCol_WindowBg] = ImVec4(0.10f, 0.11f, 0.12f, 1.0f);
  c[ImGuiCol_ChildBg] = ImVec4(0.13f, 0.14f, 0.16f, 1.0f);
  c[ImGuiCol_Button] = ImVec4(0.22f, 0.30f, 0.22f, 1.0f);
  c[ImGuiCol_ButtonHovered] = ImVec4(0.30f, 0.42f, 0.28f, 1.0f);
  c[ImGuiCol_ButtonActive] = ImVec4(0.36f, 0.52f, 0.32f, 1.0f);
  c[ImGuiCol_Header] = ImVec4(0.22f, 0.30f, 0.22f, 1.0f);
  c[ImGuiCol_HeaderHovered] = ImVec4(0.30f, 0.42f, 0.28f, 1.0f);
  c[ImGuiCol_HeaderActive] = ImVec4(0.36f, 0.52f, 0.32f, 1.0f);
  c[ImGuiCol_Tab] = ImVec4(0.18f, 0.22f, 0.18f, 1.0f);
  c[ImGuiCol_TabHovered] = ImVec4(0.36f, 0.52f, 0.32f, 1.0f);
  c[ImGuiCol_TabActive] = ImVec4(0.30f, 0.42f, 0.28f, 1.0f);
  c[ImGuiCol_FrameBg] = ImVec4(0.18f, 0.20f, 0.22f, 1.0f);
  c[ImGuiCol_CheckMark] = accent();
  c[ImGuiCol_SliderGrab] = accent();
}

bool load_fonts(float dpr) {
  ImGuiIO& io = ImGui::GetIO();
  io.Fonts->Clear();
  // The atlas as tall as its glyphs, not the next power of two: at a device pixel
  // ratio of 2 that halves the texture (512x1073 instead of 512x2048), its RGBA
  // copy and its upload on the first frame. WebGL 2 takes any size.
  io.Fonts->Flags |= ImFontAtlasFlags_NoPowerOfTwoHeight;
  ImFontConfig cfg;
  cfg.OversampleH = 1;  // rasterized at device resolution already
  cfg.PixelSnapH = true;
  FILE* f = std::fopen("/fonts/DejaVuSans.ttf", "rb");
  bool ok = f != nullptr;
  if (f) std::fclose(f);
  if (ok) {
    io.Fonts->AddFontFromFileTTF("/fonts/DejaVuSans.ttf", kBodyPx * dpr, &cfg, kGlyphRanges);
    g_big = io.Fonts->AddFontFromFileTTF("/fonts/DejaVuSans.ttf", kBigPx * dpr, &cfg, kGlyphRanges);
  } else {
    ImFontConfig def;
    def.SizePixels = 13.0f * dpr;
    io.Fonts->AddFontDefault(&def);
    g_big = nullptr;
  }
  io.FontGlobalScale = 1.0f / dpr;
  return ok;
}

}  // namespace theme
}  // namespace shamble::web
