// What you can read off the Flipped board without acting: the square card
// (the game's card lines: kind, price, revealed status, part; then who stands
// there) on hover or tap, and the players strip (token, name, hearts, cash,
// parts carried, the game's notes in a tooltip).
#include <algorithm>
#include <string>

#include "flipped_view.h"
#include "screens/screens.h"
#include "theme.h"
#include "view_common.h"

namespace shamble::web::flipped_ui {

ImVec4 tone_colour(fl::Tone t) {
  switch (t) {
    case fl::Tone::Good: return theme::accent();
    case fl::Tone::Bad: return theme::danger();
    case fl::Tone::Muted: return theme::muted();
    default: return ImGui::GetStyleColorVec4(ImGuiCol_Text);
  }
}

const std::string& Frame::name(int c) const {
  static const std::string unknown = "?";
  return c >= 0 && c < chars() ? v.characters[c].name : unknown;
}

void square_card(const Frame& f, int sq) {
  if (sq < 0 || sq >= static_cast<int>(f.v.squares.size())) return;
  const fl::SquareView& d = f.v.squares[sq];
  const char* name = d.name.c_str();
  ImVec2 a = ImGui::GetCursorScreenPos();
  float w = std::max(240.0f, ImGui::CalcTextSize(name).x + 24), h = ImGui::GetTextLineHeight() * 1.8f;
  ImDrawList* dl = ImGui::GetWindowDrawList();
  dl->AddRectFilled(a, ImVec2(a.x + w, a.y + h),
                    d.group >= 0 ? ring::rgb_col(d.colour) : IM_COL32(70, 80, 78, 255), 4);
  ImVec2 ts = ImGui::CalcTextSize(name);
  ImVec2 tp(a.x + (w - ts.x) * 0.5f, a.y + (h - ts.y) * 0.5f);
  dl->AddText(ImVec2(tp.x + 1, tp.y + 1), IM_COL32(0, 0, 0, 255), name);  // readable on any band
  dl->AddText(tp, IM_COL32(255, 255, 255, 255), name);
  ImGui::Dummy(ImVec2(w, h));
  for (const fl::Line& l : d.card) ImGui::TextColored(tone_colour(l.tone), "%s", l.text.c_str());
  for (int c = 0; c < f.chars(); ++c) {
    const fl::CharacterView& ch = f.v.characters[c];
    if (ch.square != sq) continue;
    player_chip(c, ch.name.c_str());
    ImGui::SameLine();
    ImGui::TextUnformatted(ch.standing.c_str());
  }
}

void square_popup(const Frame& f, int* open_sq) {
  if (*open_sq >= 0 && !ImGui::IsPopupOpen("##square")) ImGui::OpenPopup("##square");
  keep_card_on_screen();
  if (ImGui::BeginPopup("##square")) {
    if (*open_sq >= 0) square_card(f, *open_sq);
    if (ImGui::Button("Close", ImVec2(std::max(ImGui::GetContentRegionAvail().x, 180.0f), theme::kTouch)))
      ImGui::CloseCurrentPopup();
    ImGui::EndPopup();
  } else {
    *open_sq = -1;
  }
}

// One chip per character: token and name on top, hearts (or "♥ n" when narrow),
// cash and carried parts below. The acting character gets a gold frame.
void players_strip(const Frame& f, const Motion& mo, float width) {
  int n = f.chars();
  float gap = 4, h = 48;
  float w = (width - gap * (n - 1)) / n;
  ImDrawList* dl = ImGui::GetWindowDrawList();
  ImFont* font = ImGui::GetFont();
  float fpx = ImGui::GetFontSize();
  const int acting = f.v.acting_character;
  for (int c = 0; c < n; ++c) {
    if (c) ImGui::SameLine(0, gap);
    ImVec2 a = ImGui::GetCursorScreenPos();
    ImGui::PushID(c);
    ImGui::InvisibleButton("##chip", ImVec2(w, h));
    ImGui::PopID();
    const fl::CharacterView& ch = f.v.characters[c];
    bool turn = c == acting && !f.v.over;
    dl->AddRectFilled(a, ImVec2(a.x + w, a.y + h),
                      turn ? IM_COL32(60, 80, 50, 255) : IM_COL32(40, 44, 48, 255), 4);
    if (turn) dl->AddRect(a, ImVec2(a.x + w, a.y + h), IM_COL32(255, 215, 0, 255), 4, 0, 2);
    dl->PushClipRect(a, ImVec2(a.x + w - 2, a.y + h), true);
    float tok = 20;
    ring::token_glyph(dl, ImVec2(a.x + 4 + tok * 0.5f, a.y + 3 + tok * 0.5f), tok, c);
    std::string top = w >= 150 ? ch.name + "  " + ring::money(ch.cash) : ring::money(ch.cash);
    dl->AddText(font, fpx * 0.9f, ImVec2(a.x + tok + 8, a.y + 4),
                ch.alive ? IM_COL32(240, 240, 240, 255) : IM_COL32(140, 140, 140, 255),
                ch.alive ? top.c_str() : "fallen");
    int hp = mo.shown_health(f.v, c, f.now);
    float hs = 11, y = a.y + h - hs * 0.5f - 6;
    float parts_w = 24.0f * ch.parts.size();
    if (w - parts_w - 12 >= fl::kMaxHealth * hs) {
      for (int i = 0; i < fl::kMaxHealth; ++i) draw_heart(dl, ImVec2(a.x + 8 + i * hs, y), hs, i < hp);
    } else {
      draw_heart(dl, ImVec2(a.x + 10, y), hs * 1.2f, hp > 0);
      std::string t = std::to_string(hp);
      dl->AddText(font, fpx * 0.85f, ImVec2(a.x + 19, y - fpx * 0.45f), IM_COL32(240, 240, 240, 255),
                  t.c_str());
    }
    float x = a.x + w - 14;
    for (auto p = ch.parts.rbegin(); p != ch.parts.rend(); ++p)
      draw_part_badge(dl, ImVec2(x, y), 20, f.v.parts[*p], false), x -= 24;
    dl->PopClipRect();
    if (ImGui::IsItemHovered() && ImGui::BeginTooltip()) {
      player_chip(c, ch.name.c_str());
      ImGui::Text("Health %d of %d, cash %s", hp, fl::kMaxHealth, ring::money(ch.cash).c_str());
      for (const fl::Line& l : ch.notes) ImGui::TextColored(tone_colour(l.tone), "%s", l.text.c_str());
      ImGui::EndTooltip();
    }
  }
}

}  // namespace shamble::web::flipped_ui
