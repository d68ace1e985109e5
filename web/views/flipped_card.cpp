// What you can read off the Flipped board without acting: the square card
// (kind, price, revealed status, part, who stands there) on hover or tap, and
// the players strip (token, name, hearts, cash, parts carried).
#include <algorithm>
#include <string>

#include "flipped_view.h"
#include "screens/screens.h"
#include "theme.h"

namespace shamble::web::fv {

namespace {
const char* kind_name(board::SquareKind k) {
  switch (k) {
    case board::SquareKind::Go: return "Start";
    case board::SquareKind::Street: return "Street";
    case board::SquareKind::Chest:
    case board::SquareKind::Chance: return "Card square (does nothing here)";
    case board::SquareKind::Tax: return "Tax square (does nothing here)";
    case board::SquareKind::Transport: return "Transport: a train part waits here";
    case board::SquareKind::Jail: return "Jail: free shelter, deliver parts here";
    case board::SquareKind::Utility: return "Utility: a generator part waits here";
    case board::SquareKind::FreeParking: return "Corner";
    case board::SquareKind::GoToJail: return "Tunnel to Jail (landing exactly by a roll)";
  }
  return "";
}
}  // namespace

void square_card(const Frame& f, int sq) {
  const board::Square& d = board::squares()[sq];
  const char* name = board::square_name(sq, f.fs.theme());
  ImVec2 a = ImGui::GetCursorScreenPos();
  float w = std::max(240.0f, ImGui::CalcTextSize(name).x + 24), h = ImGui::GetTextLineHeight() * 1.8f;
  ImDrawList* dl = ImGui::GetWindowDrawList();
  dl->AddRectFilled(a, ImVec2(a.x + w, a.y + h),
                    d.group >= 0 ? ring::group_col(d.group) : IM_COL32(70, 80, 78, 255), 4);
  ImVec2 ts = ImGui::CalcTextSize(name);
  ImVec2 tp(a.x + (w - ts.x) * 0.5f, a.y + (h - ts.y) * 0.5f);
  dl->AddText(ImVec2(tp.x + 1, tp.y + 1), IM_COL32(0, 0, 0, 255), name);  // readable on any band
  dl->AddText(tp, IM_COL32(255, 255, 255, 255), name);
  ImGui::Dummy(ImVec2(w, h));
  ImGui::TextUnformatted(kind_name(d.kind));
  if (d.price)
    ImGui::Text("Price %s%s", ring::money(d.price).c_str(),
                d.kind == board::SquareKind::Street ? " (a night's shelter)" : " (the part)");
  switch (f.fs.mark(sq)) {
    case fl::kSafe: ImGui::TextColored(theme::accent(), "Safe house: pay to shelter tonight"); break;
    case fl::kInfested: ImGui::TextColored(theme::danger(), "Infested: lose 1 health and go back"); break;
    default:
      if (d.kind == board::SquareKind::Street) ImGui::TextColored(theme::muted(), "Not revealed yet");
  }
  int part = fl::FlippedState::part_at_square(sq);
  if (part >= 0) {
    int loc = f.fs.part_loc(part);
    std::string where = loc == fl::kPartAtSource    ? "still here"
                        : loc == fl::kPartDelivered ? "delivered to Jail"
                                                    : "carried by " + f.names[loc];
    ImGui::Text("The %s: %s", part_long(part), where.c_str());
  }
  if (sq == fl::kJail) ImGui::Text("Parts delivered: %d of %d", f.fs.parts_delivered(), fl::kParts);
  for (int c = 0; c < f.fs.chars(); ++c) {
    if (f.fs.ch(c).pos != sq) continue;
    player_chip(c, f.names[c].c_str());
    ImGui::SameLine();
    const fl::Character& ch = f.fs.ch(c);
    ImGui::Text("%s", !ch.alive()                 ? "(fallen)"
                      : ch.flags & fl::kSheltered ? "sheltered tonight"
                                                  : "stands here");
  }
}

void square_popup(const Frame& f, int* open_sq) {
  if (*open_sq >= 0 && !ImGui::IsPopupOpen("##square")) ImGui::OpenPopup("##square");
  if (ImGui::BeginPopup("##square")) {
    if (*open_sq >= 0) square_card(f, *open_sq);
    if (ImGui::Button("Close", ImVec2(-FLT_MIN, theme::kTouch))) ImGui::CloseCurrentPopup();
    ImGui::EndPopup();
  } else {
    *open_sq = -1;
  }
}

// One chip per character: token and name on top, hearts (or "♥ n" when narrow),
// cash and carried parts below. The acting character gets a gold frame.
void players_strip(const Frame& f, const Motion& mo, float width) {
  int n = f.fs.chars();
  float gap = 4, h = 48;
  float w = (width - gap * (n - 1)) / n;
  ImDrawList* dl = ImGui::GetWindowDrawList();
  ImFont* font = ImGui::GetFont();
  float fpx = ImGui::GetFontSize();
  int acting = f.fs.phase() == fl::Phase::Choice  ? f.fs.choice_char()
               : f.fs.phase() == fl::Phase::Share ? f.fs.share_char()
                                                  : f.fs.turn_char();
  for (int c = 0; c < n; ++c) {
    if (c) ImGui::SameLine(0, gap);
    ImVec2 a = ImGui::GetCursorScreenPos();
    ImGui::PushID(c);
    ImGui::InvisibleButton("##chip", ImVec2(w, h));
    ImGui::PopID();
    const fl::Character& ch = f.fs.ch(c);
    bool turn = c == acting && !f.s.terminal();
    dl->AddRectFilled(a, ImVec2(a.x + w, a.y + h),
                      turn ? IM_COL32(60, 80, 50, 255) : IM_COL32(40, 44, 48, 255), 4);
    if (turn) dl->AddRect(a, ImVec2(a.x + w, a.y + h), IM_COL32(255, 215, 0, 255), 4, 0, 2);
    dl->PushClipRect(a, ImVec2(a.x + w - 2, a.y + h), true);
    float tok = 20;
    ring::token_glyph(dl, ImVec2(a.x + 4 + tok * 0.5f, a.y + 3 + tok * 0.5f), tok, c);
    std::string top = w >= 150 ? f.names[c] + "  " + ring::money(ch.cash) : ring::money(ch.cash);
    dl->AddText(font, fpx * 0.9f, ImVec2(a.x + tok + 8, a.y + 4),
                ch.alive() ? IM_COL32(240, 240, 240, 255) : IM_COL32(140, 140, 140, 255),
                ch.alive() ? top.c_str() : "fallen");
    int hp = mo.shown_health(f.fs, c, f.now);
    float hs = 11, y = a.y + h - hs * 0.5f - 6;
    float parts_w = 0;
    for (int p = 0; p < fl::kParts; ++p) parts_w += f.fs.part_loc(p) == c ? 24 : 0;
    if (w - parts_w - 12 >= fl::kMaxHealth * hs) {
      for (int i = 0; i < fl::kMaxHealth; ++i) draw_heart(dl, ImVec2(a.x + 8 + i * hs, y), hs, i < hp);
    } else {
      draw_heart(dl, ImVec2(a.x + 10, y), hs * 1.2f, hp > 0);
      std::string t = std::to_string(hp);
      dl->AddText(font, fpx * 0.85f, ImVec2(a.x + 19, y - fpx * 0.45f), IM_COL32(240, 240, 240, 255),
                  t.c_str());
    }
    float x = a.x + w - 14;
    for (int p = fl::kParts - 1; p >= 0; --p)
      if (f.fs.part_loc(p) == c) draw_part_badge(dl, ImVec2(x, y), 20, p, false), x -= 24;
    dl->PopClipRect();
    if (ImGui::IsItemHovered() && ImGui::BeginTooltip()) {
      player_chip(c, f.names[c].c_str());
      ImGui::Text("Health %d of %d, cash %s", hp, fl::kMaxHealth, ring::money(ch.cash).c_str());
      for (int p = 0; p < fl::kParts; ++p)
        if (f.fs.part_loc(p) == c) ImGui::Text("Carries the %s", part_long(p));
      if (ch.flags & fl::kSheltered) ImGui::TextUnformatted("Sheltered in a safe house tonight");
      if (f.fs.exposed(c)) ImGui::TextColored(theme::danger(), "Outside: will be attacked tonight");
      if (ch.flags & fl::kReachedJail) ImGui::TextUnformatted("Reached Jail on the last day");
      ImGui::EndTooltip();
    }
  }
}

}  // namespace shamble::web::fv
