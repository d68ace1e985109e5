// The board's middle: the round-marker die and the three available dice
// (always visible; silver or coloured face up), the prompt, and the buttons.
// Moving is "pick dice, then roll": the available dice are toggles, and the
// Roll button is the legal move action whose mask matches the picked dice.
// While beats play, the middle narrates them: the dice tumble, a lot flips,
// each zombie of a night attack is fought one by one.
#include <algorithm>
#include <string>

#include "flipped_view.h"
#include "screens/screens.h"
#include "theme.h"
#include "view_common.h"
#include "view_prompt.h"

namespace shamble::web::flipped_ui {

namespace {

// Die colours for the coloured faces (distinct, and every face also shows its number).
ImU32 die_colour(int d) {
  static const ImU32 k[4] = {IM_COL32(213, 94, 0, 255), IM_COL32(0, 114, 178, 255),
                             IM_COL32(0, 158, 115, 255), IM_COL32(204, 121, 167, 255)};
  return k[d & 3];
}

// One flip die: the face up (silver or coloured) with its number, and the two
// faces as a caption. `face` < 0 draws it face-less (not thrown yet).
void draw_die(ImDrawList* dl, const fl::DieView& fd, ImVec2 a, float s, int d, int face, bool lit,
              bool marker) {
  ImVec2 b(a.x + s, a.y + s);
  ImU32 fill = face == 1   ? IM_COL32(212, 216, 224, 255)
               : face == 0 ? die_colour(d)
                           : IM_COL32(70, 76, 84, 255);
  dl->AddRectFilled(a, b, fill, s * 0.16f);
  if (face == 1)  // a sheen so silver reads as metal, not just light grey
    dl->AddRectFilledMultiColor(ImVec2(a.x + 2, a.y + 2), ImVec2(b.x - 2, a.y + s * 0.45f),
                                IM_COL32(255, 255, 255, 140), IM_COL32(255, 255, 255, 40),
                                IM_COL32(255, 255, 255, 0), IM_COL32(255, 255, 255, 0));
  dl->AddRect(a, b, marker ? IM_COL32(255, 215, 0, 255) : IM_COL32(20, 20, 20, 255), s * 0.16f, 0,
              marker ? 3.0f : 1.5f);
  if (lit)
    dl->AddRect(ImVec2(a.x - 4, a.y - 4), ImVec2(b.x + 4, b.y + 4), IM_COL32(255, 215, 0, 255), s * 0.2f, 0,
                3);
  ImFont* font = ImGui::GetFont();
  std::string v = face < 0 ? fd.faces : std::to_string(face == 1 ? fd.silver : fd.coloured);
  float px = face < 0 ? s * 0.32f : s * 0.6f;
  ImVec2 sz = font->CalcTextSizeA(px, FLT_MAX, 0, v.c_str());
  ImU32 ink = face == 1 ? IM_COL32(20, 20, 30, 255) : IM_COL32(255, 255, 255, 255);
  dl->AddText(font, px, ImVec2(a.x + (s - sz.x) * 0.5f, a.y + (s - sz.y) * 0.5f), ink, v.c_str());
}

// The fights of the attack playing now, one disc per zombie fought so far:
// a tick for defeated, a red bite for a wound.
void fight_row(ImDrawList* dl, const std::vector<int>& fights, ImVec2 c, float s) {
  float w = fights.size() * s * 1.2f;
  for (size_t i = 0; i < fights.size(); ++i) {
    ImVec2 m(c.x - w * 0.5f + s * (0.6f + 1.2f * i), c.y);
    dl->AddCircleFilled(m, s * 0.5f, fights[i] ? IM_COL32(70, 160, 80, 255) : IM_COL32(200, 30, 30, 255));
    dl->AddCircle(m, s * 0.5f, IM_COL32(10, 10, 10, 255), 0, 1.5f);
    const char* g = fights[i] ? "\u2713" : "Z";
    ImFont* font = ImGui::GetFont();
    ImVec2 sz = font->CalcTextSizeA(s * 0.7f, FLT_MAX, 0, g);
    dl->AddText(font, s * 0.7f, ImVec2(m.x - sz.x * 0.5f, m.y - sz.y * 0.5f), IM_COL32(255, 255, 255, 255),
                g);
  }
}

}  // namespace

std::vector<PromptButton> centre_buttons(const Frame& f, int dice_sel) {
  std::vector<PromptButton> out;
  if (f.human < 0) return out;
  const auto& cs = f.v.prompt.choices;
  for (int i = 0; i < static_cast<int>(cs.size()); ++i)  // the picked roll first: Space rolls
    if (cs[i].group == fl::ChoiceGroup::Roll && cs[i].dice_mask == dice_sel)
      out.push_back(choice_button(cs, i, cs[i].button));
  bool exchange = false;
  for (int i = 0; i < static_cast<int>(cs.size()); ++i) {
    exchange |= cs[i].group == fl::ChoiceGroup::Exchange;
    if (cs[i].group != fl::ChoiceGroup::Roll && cs[i].group != fl::ChoiceGroup::Exchange)
      out.push_back(choice_button(cs, i, cs[i].button));
  }
  if (exchange) out.push_back(menu_button("Exchange\u2026"));
  return out;
}

void draw_centre(ViewContext& ctx, const Frame& f, const Geometry& g, const Motion& mo, int* dice_sel) {
  Box c = g.centre();
  ImDrawList* dl = ImGui::GetWindowDrawList();
  float pad = std::max(6.0f, g.cell * 0.2f);
  int round = mo.round(f.v, f.now);
  const auto& cs = f.v.prompt.choices;
  // The dice row: marker, then the three available dice; toggles when the human may move.
  uint8_t movable = 0;
  if (f.human >= 0)
    for (const fl::PromptChoice& ch : cs)
      if (ch.group == fl::ChoiceGroup::Roll) movable |= ch.dice_mask;
  float die = std::clamp(c.w() * 0.1f, 24.0f, 52.0f);
  float step = std::max(die * 1.35f, theme::kTouch + 6);
  ImVec2 row(c.centre().x - step * 2 + (step - die) * 0.5f, c.a.y + pad + 4);
  int mask = 0, silver = 0;
  mo.roll(f.now, &mask, &silver);
  bool tumble = mo.rolling(f.now);
  const fl::RoundDice& rd =
      f.v.rounds_dice[round >= 0 && round < static_cast<int>(f.v.rounds_dice.size()) ? round : 0];
  const int ndice = static_cast<int>(f.v.dice.size());
  ImFont* font = ImGui::GetFont();
  float cap = std::clamp(die * 0.34f, 10.0f, 15.0f);
  for (int k = 0; k < ndice; ++k) {
    int d = k == 0 ? rd.marker_die : -1;
    if (k > 0) {  // the k-th available die in die order
      int seen = 0;
      for (int x = 0; x < ndice && d < 0; ++x)
        if ((rd.available >> x & 1) && ++seen == k) d = x;
      if (d < 0) continue;
    }
    ImVec2 a(row.x + k * step, row.y);
    int face = -1;
    if (k == 0)
      face = rd.marker_silver ? 1 : 0;
    else if (mask >> d & 1)
      face = silver >> d & 1 ? 1 : 0;
    if (tumble && k > 0 && (mask >> d & 1)) {  // tumbling: faces flip every 60 ms, the die shakes
      face = (static_cast<int>(f.now * 16) + d) & 1;
      a.y += tumble_shake(f.now, d, die);
    }
    bool toggle = k > 0 && (movable >> d & 1) && !mo.busy(f.now);  // no picking mid-show
    bool lit = toggle && (*dice_sel >> d & 1);
    draw_die(dl, f.v.dice[d], a, die, d, face, lit, k == 0);
    const std::string& capt = k == 0 ? rd.caption : f.v.dice[d].faces;
    ImVec2 sz = font->CalcTextSizeA(cap, FLT_MAX, 0, capt.c_str());
    dl->AddText(font, cap, ImVec2(a.x + (die - sz.x) * 0.5f, row.y + die + 3), IM_COL32(230, 230, 220, 255),
                capt.c_str());
    if (toggle) {  // a touch target at least 44 px square around the die
      float t = std::max(die, theme::kTouch);
      ImGui::SetCursorScreenPos(ImVec2(a.x + (die - t) * 0.5f, row.y + (die - t) * 0.5f));
      ImGui::PushID(d);
      if (ImGui::InvisibleButton("##die", ImVec2(t, t))) *dice_sel ^= 1 << d;
      if (ImGui::IsItemHovered()) ImGui::SetTooltip("Click to %s this die", lit ? "drop" : "pick");
      ImGui::PopID();
    }
  }
  float top = row.y + die + cap + 10;
  ImGui::SetCursorScreenPos(ImVec2(c.a.x + pad, top));
  ImVec2 size(c.w() - pad * 2, c.b.y - top - pad);
  if (size.x < 40 || size.y < 40) return;
  ImGui::BeginChild("##centre", size, ImGuiChildFlags_None, ImGuiWindowFlags_NoBackground);
  float w = ImGui::GetContentRegionAvail().x;
  bool roomy = w > 300;
  if (const Beat* b = mo.current(f.now)) {  // narrate what is being shown
    if (!b->text.empty()) {
      if (roomy) ImGui::PushFont(theme::big());
      ImVec4 col = b->ev.kind == fl::kEvFight && !b->ev.v[0] ? theme::danger() : ImVec4(1, 0.95f, 0.7f, 1);
      centred_wrapped(b->text, w, col);
      if (roomy) ImGui::PopFont();
    }
    std::vector<int> fights;  // this attack's fights so far
    const Beat* first = b;
    for (const Beat* p = b; p->ev.kind == fl::kEvFight || p->ev.kind == fl::kEvShare ||
                            p->ev.kind == fl::kEvHealth || p->ev.kind == fl::kEvDeath;
         --p) {
      first = p;
      if (p == mo.first_beat()) break;
    }
    for (const Beat* p = first; p <= b; ++p)
      if (p->ev.kind == fl::kEvFight && p->ev.player == b->ev.player) fights.push_back(p->ev.v[0]);
    if (!fights.empty()) {
      ImVec2 at = ImGui::GetCursorScreenPos();
      float s = std::clamp(w * 0.06f, 14.0f, 26.0f);
      fight_row(dl, fights, ImVec2(at.x + w * 0.5f, at.y + s * 0.6f), s);
      ImGui::Dummy(ImVec2(w, s * 1.3f));
    }
    centred_wrapped("(click the board to skip)", w, theme::muted());
    ImGui::EndChild();
    return;
  }
  const fl::Prompt& pr = f.v.prompt;
  if (pr.kind == fl::PromptKind::Over) {
    if (roomy) ImGui::PushFont(theme::big());
    centred_wrapped(pr.text, w, theme::accent());
    if (roomy) ImGui::PopFont();
    if (!pr.detail.empty()) centred_wrapped(pr.detail, w, theme::muted());
    game_over_buttons(ctx.app, w);
    ImGui::EndChild();
    return;
  }
  if (roomy) ImGui::PushFont(theme::big());
  centred_wrapped(pr.text, w, ImVec4(1, 1, 1, 1));
  if (roomy) ImGui::PopFont();
  ImGui::Spacing();
  if (f.human < 0) {
    const int seat = f.s.current_actor();
    if (seat >= 0 && !replay_lens().on)
      centred_wrapped(waiting_line(ctx.app, seat, f.s.player_name(seat)), w, theme::muted());
  } else {
    std::vector<PromptButton> buttons = centre_buttons(f, *dice_sel);
    if (movable && !buttons.empty() && buttons[0].choice >= 0 &&
        cs[buttons[0].choice].group != fl::ChoiceGroup::Roll)
      centred_wrapped("Pick dice above, then roll.", w, theme::muted());
    int clicked = draw_prompt(buttons, {w});
    if (clicked >= 0 && buttons[clicked].choice >= 0)
      act_or_notify(ctx.app, f.human, cs[buttons[clicked].choice].action);
    else if (clicked >= 0)
      ImGui::OpenPopup("##exchange");
    if (ImGui::BeginPopup("##exchange")) {
      std::vector<PromptButton> ex;
      for (int i = 0; i < static_cast<int>(cs.size()); ++i)
        if (cs[i].group == fl::ChoiceGroup::Exchange) ex.push_back(choice_button(cs, i));
      if (ex.empty()) ImGui::TextColored(theme::muted(), "Nothing to exchange right now.");
      int k = prompt_list(ex);
      if (k >= 0) {
        act_or_notify(ctx.app, f.human, cs[ex[k].choice].action);
        ImGui::CloseCurrentPopup();
      }
      ImGui::EndPopup();
    }
  }
  if (size.y > 160) centred_wrapped(f.v.parts_line, w, theme::muted());
  ImGui::EndChild();
}

}  // namespace shamble::web::flipped_ui
