// The stage banner above the board and the board's middle in the zombie
// phases (roll, direction, 3D6 pick, roll again) and at the end. The property
// game's phases keep the Monopoly centre (monopoly_ui::draw_centre), which also shows
// the bodyguard button (it is one of the legal actions there).
#include <algorithm>
#include <string>

#include "mz_view.h"
#include "screens/screens.h"
#include "theme.h"
#include "view_prompt.h"

namespace shamble::web::monopozombie_ui {

void stage_banner(const Frame& f, float width) {
  int st = f.zv.stage;
  // Bright for the first round after a stage begins, then a quiet reminder.
  bool fresh = f.zv.stage_fresh;
  ImVec2 a = ImGui::GetCursorScreenPos();
  float pad = 4;
  const std::string& text = f.zv.stage_line;
  float wrap = width - pad * 2;
  // One line where possible: shrink the text (to 72%) before wrapping it.
  ImFont* font = ImGui::GetFont();
  float base = ImGui::GetFontSize();
  float full = font->CalcTextSizeA(base, FLT_MAX, 0, text.c_str()).x;
  float px = full > wrap ? std::max(base * 0.72f, base * wrap / full) : base;
  ImVec2 ts = font->CalcTextSizeA(px, FLT_MAX, wrap, text.c_str());
  float h = ts.y + pad * 2;
  ImU32 bg = st == mz::kApocalypse ? IM_COL32(110, 30, 30, 255)
             : st == mz::kOutbreak ? IM_COL32(50, 90, 30, 255)
                                   : IM_COL32(40, 44, 48, 255);
  ImDrawList* dl = ImGui::GetWindowDrawList();
  dl->AddRectFilled(a, ImVec2(a.x + width, a.y + h), bg, 4);
  if (fresh) dl->AddRect(a, ImVec2(a.x + width, a.y + h), IM_COL32(255, 215, 0, 255), 4, 0, 2);
  ImU32 ink = fresh || st == 0 ? IM_COL32(255, 255, 255, 255) : IM_COL32(218, 224, 210, 255);
  dl->AddText(font, px, ImVec2(a.x + std::max(pad, (width - ts.x) * 0.5f), a.y + pad), ink, text.c_str(),
              nullptr, wrap);
  ImGui::Dummy(ImVec2(width, h));
  ImGui::SetCursorScreenPos(ImVec2(a.x, a.y + h + 4));
}

bool owns_centre(const Frame& f) { return f.zv.owns_centre; }

namespace {
// Phone-sized centres: the moves in a few characters (the lit squares carry
// the same digits); anything else keeps its full label.
const std::string& short_label(const mono::Choice& c) { return c.brief.empty() ? c.label : c.brief; }
}  // namespace

std::vector<PromptButton> centre_buttons(const Frame& f, bool tight) {
  if (!owns_centre(f)) return monopoly_ui::centre_buttons(f.f);
  // One button per distinct label: a pool holding two 1s offers "1 and 3" twice.
  std::vector<PromptButton> out;
  if (!f.f.ch) return out;
  const std::vector<mono::Choice>& cs = *f.f.ch;
  for (int i = 0; i < static_cast<int>(cs.size()); ++i) {
    bool dup = false;
    for (const PromptButton& b : out) dup |= cs[b.choice].label == cs[i].label;
    if (!dup) out.push_back(choice_button(cs, i, tight ? short_label(cs[i]) : cs[i].label));
  }
  return out;
}

namespace {

// The win banner: who won and how (MZ-WIN-1/2, MZ-END-1).
void game_over(ViewContext& ctx, const Frame& f, float w, bool roomy) {
  if (roomy) ImGui::PushFont(theme::big());
  monopoly_ui::centred_wrapped(
      f.zv.end_head, w, f.zv.end_kind == mz::kEndZombie ? ImVec4(0.6f, 0.9f, 0.35f, 1) : theme::accent());
  if (roomy) ImGui::PopFont();
  // On a phone the centre holds a few lines: the button comes before the
  // sentence, so it is never scrolled out of sight.
  if (!roomy) game_over_buttons(ctx.app, w);
  monopoly_ui::centred_wrapped(f.zv.end_sub, w, theme::muted());
  ImGui::Spacing();
  if (roomy) game_over_buttons(ctx.app, w);
}

}  // namespace

bool draw_centre(ViewContext& ctx, const Frame& f, const Geometry& g, const monopoly_ui::Motion& mo) {
  // Over by the property game's end (the base view) or by MonopoZombie's own (end_kind).
  bool over = f.f.v.over || f.zv.end_kind != mz::kEndNone;
  if (!owns_centre(f)) return false;
  Box c = g.centre();
  ImDrawList* dl = ImGui::GetWindowDrawList();
  float pad = std::max(6.0f, g.cell * 0.2f);
  bool tight = c.w() < 260;  // phone-sized board: small dice, short prompt
  float die = tight ? std::max(12.0f, c.w() * 0.1f) : std::clamp(c.w() * 0.11f, 22.0f, 54.0f);
  const std::vector<int>& faces =
      f.zv.dice;  // before a roll the last dice would mislead: the view leaves them out
  int n = static_cast<int>(std::min<size_t>(faces.size(), 9));
  if (n > 0) die = std::min(die, (c.w() - pad * 2) / (n * 1.25f + 0.25f));  // a group's pool must fit
  if (n > 0)
    mo.draw_dice(dl, ImVec2(c.centre().x - dice_width(die, n) * 0.5f, c.a.y + pad), die, faces.data(), n,
                 f.f.now);
  ImGui::SetCursorScreenPos(ImVec2(c.a.x + pad, c.a.y + pad * 2 + die));
  ImVec2 size(c.w() - pad * 2, c.b.y - c.a.y - die - pad * 3);
  if (size.x < 40 || size.y < 40) return true;
  ImGui::BeginChild("##mzcentre", size, ImGuiChildFlags_None, ImGuiWindowFlags_NoBackground);
  float w = ImGui::GetContentRegionAvail().x;
  bool roomy = w > 300;
  if (over) {
    game_over(ctx, f, w, roomy);
    ImGui::EndChild();
    return true;
  }
  const mono::Prompt& pr = f.f.v.prompt;
  if (roomy) ImGui::PushFont(theme::big());
  monopoly_ui::centred_wrapped(tight ? pr.brief : pr.text, w, ImVec4(1, 1, 1, 1));
  if (roomy) ImGui::PopFont();
  if (!tight)
    for (const std::string& line : f.zv.plan) monopoly_ui::centred_wrapped(line, w, theme::muted());
  ImGui::Spacing();
  if (f.f.human < 0) {
    const int seat = pr.actor;
    if (seat >= 0 && !replay_lens().on)
      monopoly_ui::centred_wrapped(waiting_line(ctx.app, seat, f.f.name(seat)), w, theme::muted());
  } else {
    // Every choice is also a numbered button: keys and screen readers need no squares.
    std::vector<PromptButton> buttons = centre_buttons(f, tight);
    int clicked = draw_prompt(buttons, {w});
    if (clicked >= 0) monopoly_ui::act(ctx, f.f, (*f.f.ch)[buttons[clicked].choice].action);
  }
  ImGui::EndChild();
  return true;
}

}  // namespace shamble::web::monopozombie_ui
