// The board's middle: the round-marker die and the three available dice
// (always visible; silver or coloured face up), the prompt, and the buttons.
// Moving is "pick dice, then roll": the available dice are toggles, and the
// Roll button is the legal move action whose mask matches the picked dice.
// While beats play, the middle narrates them: the dice tumble, a street flips,
// each zombie of a night attack is fought one by one.
#include <algorithm>
#include <cmath>
#include <string>

#include "flipped_view.h"
#include "screens/screens.h"
#include "theme.h"
#include "view_common.h"

namespace shamble::web::fv {

namespace {

bool is_exchange(int k) { return k >= fl::kGiveCash && k <= fl::kTakePart; }

// Die colours for the coloured faces (distinct, and every face also shows its number).
ImU32 die_colour(int d) {
  static const ImU32 k[fl::kDice] = {IM_COL32(213, 94, 0, 255), IM_COL32(0, 114, 178, 255),
                                     IM_COL32(0, 158, 115, 255), IM_COL32(204, 121, 167, 255)};
  return k[d & 3];
}

// One flip die: the face up (silver or coloured) with its number, and the two
// faces as a caption. `face` < 0 draws it face-less (not thrown yet).
void draw_die(ImDrawList* dl, const fl::DiceSet& ds, ImVec2 a, float s, int d, int face, bool lit,
              bool marker) {
  const fl::FlipDie& fd = ds.dice[d];
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
  std::string v = face < 0 ? std::to_string(fd.silver) + "|" + std::to_string(fd.coloured)
                           : std::to_string(face == 1 ? fd.silver : fd.coloured);
  float px = face < 0 ? s * 0.32f : s * 0.6f;
  ImVec2 sz = font->CalcTextSizeA(px, FLT_MAX, 0, v.c_str());
  ImU32 ink = face == 1 ? IM_COL32(20, 20, 30, 255) : IM_COL32(255, 255, 255, 255);
  dl->AddText(font, px, ImVec2(a.x + (s - sz.x) * 0.5f, a.y + (s - sz.y) * 0.5f), ink, v.c_str());
}

std::string who(const Frame& f, int c) {
  return c >= 0 && c < static_cast<int>(f.names.size()) ? f.names[c] : "?";
}

std::string prompt(const Frame& f, int round) {
  const fl::FlippedState& s = f.fs;
  const char* sq = board::square_name(s.ch(std::max(0, s.turn_char())).pos, s.theme());
  switch (s.phase()) {
    case fl::Phase::Day:
      return "Day " + std::to_string(round) + " of 7: " + who(f, s.turn_char()) + " at " + sq + ", " +
             std::to_string(fl::kMaxActions - s.actions_used()) + " action" +
             (fl::kMaxActions - s.actions_used() == 1 ? "" : "s") + " left";
    case fl::Phase::Choice: {
      int c = s.choice_char();
      const char* here = board::square_name(s.ch(c).pos, s.theme());
      if (s.choice() == fl::Choice::Tunnel) return who(f, c) + ": take the tunnel to Jail?";
      return who(f, c) + " found a safe house at " + here + ": pay " +
             ring::money(board::squares()[s.ch(c).pos].price) + " to shelter, or go back";
    }
    case fl::Phase::Share:
      return (s.final_attack() ? std::string("The last stand: ") : "Night " + std::to_string(round) + ": ") +
             std::to_string(s.share_left()) + " zombies left; " + who(f, s.share_char()) +
             " picks how many to fight";
    default: return "";
  }
}

// What the beat playing now says, for the narration line.
std::string narrate(const Frame& f, const Beat& b) {
  const Event& e = b.ev;
  std::string w = who(f, e.player);
  const char* sq = e.kind == fl::evReveal || e.kind == fl::evAttack || e.kind == fl::evInfest
                       ? board::square_name(e.v[0], f.fs.theme())
                       : "";
  switch (e.kind) {
    case fl::evRoll: return w + " rolls\u2026 " + std::to_string(e.v[2]);
    case fl::evReveal: return std::string(sq) + (e.v[1] == fl::kSafe ? ": a safe house!" : ": infested!");
    case fl::evHealth: return w + " loses " + std::to_string(e.v[0]) + " health";
    case fl::evPushBack: return w + " is pushed back";
    case fl::evTunnel: return w + " takes the tunnel to Jail";
    case fl::evNightStart: return "Night falls";
    case fl::evRoundStart: return "Dawn: day " + std::to_string(e.v[0]) + " begins";
    case fl::evAttack:
      return std::to_string(e.v[1]) + " zombie" + (e.v[1] == 1 ? "" : "s") + " attack " + sq + "!";
    case fl::evFinalAttack: return w + " rolls " + std::to_string(e.v[0]) + " zombies for the last stand";
    case fl::evShare: return w + " takes on " + std::to_string(e.v[0]);
    case fl::evFight: return w + (e.v[0] ? " defeats a zombie" : " is bitten!");
    case fl::evDeath: return w + " has fallen";
    case fl::evPartTaken: return w + " takes the " + part_long(e.v[0]);
    case fl::evPartDelivered: return w + " delivers the " + part_long(e.v[0]) + " to Jail";
    case fl::evStay: return w + " shelters for the night";
    case fl::evInfest: return std::string(sq) + " is overrun";
    default: return "";
  }
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

int button_rows(const std::vector<std::string>& texts, float width) {
  const ImGuiStyle& st = ImGui::GetStyle();
  std::vector<float> w;
  for (auto& t : texts)
    w.push_back(std::max(ImGui::CalcTextSize(t.c_str()).x + st.FramePadding.x * 2, 88.0f));
  int clicked = -1;
  size_t i = 0;
  while (i < texts.size()) {
    size_t j = i;
    float row = 0;
    while (j < texts.size() && (j == i || row + st.ItemSpacing.x + w[j] <= width)) {
      row += (j > i ? st.ItemSpacing.x : 0) + w[j];
      ++j;
    }
    float x0 = ImGui::GetCursorPosX() + std::max(0.0f, (width - row) * 0.5f);
    for (size_t k = i; k < j; ++k) {
      if (k == i)
        ImGui::SetCursorPosX(x0);
      else
        ImGui::SameLine();
      ImGui::PushID(static_cast<int>(k));
      if (k == 0) ImGui::PushStyleColor(ImGuiCol_Button, ImVec4(0.28f, 0.50f, 0.25f, 1.0f));
      if (ImGui::Button(texts[k].c_str(), ImVec2(std::min(w[k], width), theme::kTouch)))
        clicked = static_cast<int>(k);
      if (k == 0) ImGui::PopStyleColor();
      ImGui::PopID();
    }
    i = j;
  }
  return clicked;
}

}  // namespace

void act(ViewContext& ctx, const Frame& f, const Action& a) {
  if (auto err = ctx.app.act(f.human, a)) ctx.app.notify(err->message + " (" + err->rule + ")");
}

std::vector<int> centre_actions(const Frame& f, int dice_sel) {
  std::vector<int> out;
  if (!f.acts) return out;
  for (int i = 0; i < static_cast<int>(f.acts->size()); ++i)  // the picked roll first: Space rolls
    if ((*f.acts)[i].kind == fl::kMove && (*f.acts)[i].a == dice_sel) out.push_back(i);
  for (int i = 0; i < static_cast<int>(f.acts->size()); ++i) {
    int k = (*f.acts)[i].kind;
    if (k != fl::kMove && !is_exchange(k)) out.push_back(i);
  }
  return out;
}

void draw_centre(ViewContext& ctx, const Frame& f, const Geometry& g, const Motion& mo, int* dice_sel) {
  Box c = g.centre();
  ImDrawList* dl = ImGui::GetWindowDrawList();
  float pad = std::max(6.0f, g.cell * 0.2f);
  int round = mo.round(f.fs, f.now);
  // The dice row: marker, then the three available dice; toggles when the human may move.
  uint8_t movable = 0;
  if (f.acts)
    for (const Action& a : *f.acts)
      if (a.kind == fl::kMove) movable |= static_cast<uint8_t>(a.a);
  float die = std::clamp(c.w() * 0.1f, 24.0f, 52.0f);
  float step = std::max(die * 1.35f, theme::kTouch + 6);
  ImVec2 row(c.centre().x - step * 2 + (step - die) * 0.5f, c.a.y + pad + 4);
  int mask = 0, silver = 0;
  mo.roll(f.now, &mask, &silver);
  bool tumble = mo.rolling(f.now);
  const fl::DiceSet& ds = f.fs.dice();
  int md = ds.marker_die(round);
  ImFont* font = ImGui::GetFont();
  float cap = std::clamp(die * 0.34f, 10.0f, 15.0f);
  for (int k = 0; k < fl::kDice; ++k) {
    int d = k == 0 ? md : -1;
    if (k > 0) {  // the k-th available die in die order
      int seen = 0;
      for (int x = 0; x < fl::kDice && d < 0; ++x)
        if (x != md && ++seen == k) d = x;
    }
    ImVec2 a(row.x + k * step, row.y);
    int face = -1;
    if (k == 0)
      face = ds.step(round).silver ? 1 : 0;
    else if (mask >> d & 1)
      face = silver >> d & 1 ? 1 : 0;
    if (tumble && k > 0 && (mask >> d & 1)) {  // tumbling: faces flip every 60 ms, the die shakes
      face = (static_cast<int>(f.now * 16) + d) & 1;
      a.y += std::sin(static_cast<float>(f.now) * 40 + d) * die * 0.06f;
    }
    bool toggle = k > 0 && (movable >> d & 1) && !mo.busy(f.now);  // no picking mid-show
    bool lit = toggle && (*dice_sel >> d & 1);
    draw_die(dl, ds, a, die, d, face, lit, k == 0);
    std::string capt = k == 0 ? "Day " + std::to_string(round)
                              : std::to_string(ds.dice[d].silver) + "|" + std::to_string(ds.dice[d].coloured);
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
    std::string line = narrate(f, *b);
    if (!line.empty()) {
      if (roomy) ImGui::PushFont(theme::big());
      ImVec4 col = b->ev.kind == fl::evFight && !b->ev.v[0] ? theme::danger() : ImVec4(1, 0.95f, 0.7f, 1);
      centred_wrapped(line, w, col);
      if (roomy) ImGui::PopFont();
    }
    std::vector<int> fights;  // this attack's fights so far
    const Beat* first = b;
    for (const Beat* p = b; p->ev.kind == fl::evFight || p->ev.kind == fl::evShare ||
                            p->ev.kind == fl::evHealth || p->ev.kind == fl::evDeath;
         --p) {
      first = p;
      if (p == mo.first_beat()) break;
    }
    for (const Beat* p = first; p <= b; ++p)
      if (p->ev.kind == fl::evFight && p->ev.player == b->ev.player) fights.push_back(p->ev.v[0]);
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
  if (f.s.terminal()) {
    Outcome o = f.s.outcome();
    if (roomy) ImGui::PushFont(theme::big());
    centred_wrapped(o.winners.empty() ? "The night wins" : "The team escaped!", w, theme::accent());
    if (roomy) ImGui::PopFont();
    if (!o.reason.empty()) centred_wrapped(o.reason, w, theme::muted());
    if (button_rows({"New game"}, w) == 0) ctx.app.screen = Screen::Start;
    ImGui::EndChild();
    return;
  }
  if (roomy) ImGui::PushFont(theme::big());
  centred_wrapped(prompt(f, round), w, ImVec4(1, 1, 1, 1));
  if (roomy) ImGui::PopFont();
  ImGui::Spacing();
  if (f.human < 0) {
    int bot = f.s.current_actor();
    if (bot >= 0) centred_wrapped(f.s.player_name(bot) + " is thinking\u2026", w, theme::muted());
  } else {
    std::vector<int> idx = centre_actions(f, *dice_sel);
    std::vector<std::string> texts;
    for (size_t k = 0; k < idx.size(); ++k) {
      const Action& a = (*f.acts)[idx[k]];
      // Labels start with "Name: "; the prompt already says whose turn it is.
      std::string l = (*f.labels)[idx[k]];
      size_t colon = l.find(": ");
      if (colon != std::string::npos) l = l.substr(colon + 2);
      if (a.kind == fl::kShare) l = "fight " + std::to_string(a.a);
      texts.push_back((k < 9 ? std::to_string(k + 1) + "  " : "") + l);
    }
    bool exchange = false;
    for (const Action& a : *f.acts) exchange |= is_exchange(a.kind);
    if (exchange) texts.push_back("Exchange\u2026");
    if (movable && idx.empty() == false && (*f.acts)[idx[0]].kind != fl::kMove)
      centred_wrapped("Pick dice above, then roll.", w, theme::muted());
    int clicked = button_rows(texts, w);
    if (clicked >= 0 && clicked < static_cast<int>(idx.size()))
      act(ctx, f, (*f.acts)[idx[clicked]]);
    else if (clicked >= 0)
      ImGui::OpenPopup("##exchange");
    if (ImGui::BeginPopup("##exchange")) {
      for (size_t i = 0; i < f.acts->size(); ++i) {
        if (!is_exchange((*f.acts)[i].kind)) continue;
        ImGui::PushID(static_cast<int>(i));
        if (ImGui::Button((*f.labels)[i].c_str(), ImVec2(-FLT_MIN, theme::kTouch))) {
          act(ctx, f, (*f.acts)[i]);
          ImGui::CloseCurrentPopup();
        }
        ImGui::PopID();
      }
      ImGui::EndPopup();
    }
  }
  std::string parts = "Parts in Jail: " + std::to_string(f.fs.parts_delivered()) + " of 6";
  if (size.y > 160) centred_wrapped(parts, w, theme::muted());
  ImGui::EndChild();
}

}  // namespace shamble::web::fv
