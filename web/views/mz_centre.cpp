// The stage banner above the board and the board's middle in the zombie
// phases (roll, direction, 3D6 pick, roll again) and at the end. The property
// game's phases keep the Monopoly centre (mv::draw_centre), which also shows
// the bodyguard button (it is one of the legal actions there).
#include <algorithm>
#include <string>

#include "mz_view.h"
#include "screens/screens.h"
#include "theme.h"

namespace shamble::web::mzv {

// What a stage changed, in one line (docs/games/monopozombie.md, "Stages").
std::string stage_line(int stage) {
  switch (stage) {
    case mz::kOutbreak:
      return "Outbreak! Zombies roam: 2D4, choose a direction. No rent on infection grounds.";
    case mz::kApocalypse: return "Apocalypse! Money is gone: humans roll 3D6 and pick two.";
    default: return "Capitalism: the property game; the first house needs no full colour group.";
  }
}

void stage_banner(const Frame& f, float width) {
  const mz::MzTable& z = f.z;
  int st = std::clamp<int>(z.stage, 0, 2);
  // Bright for the first round after a stage begins, then a quiet reminder.
  bool fresh = st > 0 && z.t.turns - z.stage_start[st] < z.t.n && !f.f.s.terminal();
  ImVec2 a = ImGui::GetCursorScreenPos();
  float pad = 4;
  std::string text = stage_line(st);
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

bool owns_centre(const Frame& f) {
  if (f.f.s.terminal() || f.z.phase != mz::kMzNone) return true;
  for (size_t i = 0; f.f.acts && i < f.f.acts->size(); ++i) {
    int k = (*f.f.acts)[i].kind;
    if (k == mz::kImmUse || k == mz::kImmDecline || k == mz::kCarryTake) return true;
  }
  return false;
}

std::vector<int> centre_actions(const Frame& f) {
  if (!owns_centre(f)) return mv::centre_actions(f.f);
  // One button per distinct label: a pool holding two 1s offers "1 and 3" twice.
  std::vector<int> out;
  for (int i = 0; f.f.acts && i < static_cast<int>(f.f.acts->size()); ++i) {
    bool dup = false;
    for (int k : out) dup |= (*f.f.labels)[k] == (*f.f.labels)[i];
    if (!dup) out.push_back(i);
  }
  return out;
}

namespace {

constexpr int kMaxShown = 9;

// The dice the current choice is about: the zombie/3D6 roll, a group
// member's own three, or a homeless player's roll. Returns how many.
int shown_dice(const Frame& f, int* faces) {
  const mz::MzTable& z = f.z;
  int me = f.f.human;
  switch (z.phase) {
    case mz::kMzDir:
    case mz::kMzPick:
    case mz::kMzAgain: {
      int n = std::clamp<int>(z.ndice, 0, 3);
      for (int i = 0; i < n; ++i) faces[i] = z.dice[i];
      return n;
    }
    case mz::kMzGAssign: {  // the group's pool: three dice per member
      int n = 0;
      for (int p = 0; p < z.t.n; ++p) n += z.gmask >> p & 1;
      n = std::min(3 * n, kMaxShown);
      for (int i = 0; i < n; ++i) faces[i] = mz::group_pool_die(z, i);
      return n;
    }
    case mz::kMzGOwn:
    case mz::kMzGAnswer:
      if (me < 0 || !(z.gmask >> me & 1)) return 0;
      for (int i = 0; i < 3; ++i) faces[i] = z.pl[me].gdice[i];
      return 3;
    case mz::kMzHome1: {
      int p = z.hmover;
      if (p < 0 || p >= z.t.n || z.pl[p].hdice[0] <= 0) return 0;
      faces[0] = z.pl[p].hdice[0], faces[1] = z.pl[p].hdice[1];
      return faces[1] > 0 ? 2 : 1;
    }
    default: return 0;
  }
}

std::string dice_words(const int* faces, int n) {
  std::string s;
  for (int i = 0; i < n; ++i) s += (i ? ", " : "") + std::to_string(faces[i]);
  return s;
}

// The line over the buttons: who acts and what the choice is. `tight` on
// small boards, where the centre has room for a few words only.
std::string prompt(const Frame& f, bool tight) {
  const mz::MzTable& z = f.z;
  int p = f.f.human >= 0 ? f.f.human : std::max(0, f.f.s.current_actor());
  bool zombie = z.pl[p].zombie;
  const char* role = zombie ? " (zombie)" : mz::homeless_live(z, p) ? " (homeless)" : "";
  std::string who = tight ? "" : f.f.names[p] + role + ": ";
  int faces[kMaxShown];
  int n = shown_dice(f, faces);
  std::string rolled = n ? "rolled " + dice_words(faces, n) + ". " : "";
  std::string click = tight ? "" : " (click a lit square)";
  if (z.pl[p].imm_kind) return who + "a release card can keep you human: spend it?";
  if (z.pl[p].carry_ask) return who + "pick up a house here to carry to bare zombie land?";
  switch (z.phase) {
    case mz::kMzRoll: return who + "roll " + (zombie ? "2D4" : "3D6");
    case mz::kMzDir: return who + rolled + "Pick a direction" + click;
    case mz::kMzPick: return who + rolled + "Keep two dice and a direction" + click;
    case mz::kMzAgain: return who + "kept a double: roll again or stay put";
    case mz::kMzGAssign: {
      int m = mz::group_next_member(z);
      std::string to = m >= 0 ? f.f.names[m] : "the next member";
      return who + "moving the group: give " + to + " two dice and a direction" + click;
    }
    case mz::kMzGAnswer: {
      std::string by = z.gprop >= 0 && z.gprop < z.t.n ? f.f.names[z.gprop] + "'s" : "the group's";
      return who + by + " plan: accept it, or everyone keeps their own dice";
    }
    case mz::kMzGOwn: return who + rolled + "Keep two of your own dice and a direction" + click;
    case mz::kMzHome1: return who + (n > 1 ? rolled + "Move by one die" : "roll one die and move");
    default: return who + "choose";
  }
}

// The group's sharing so far (MZ-GROUP-3): one line per member with two dice,
// where they would go (the engine's step_to) and whether they agreed.
void plan_lines(const Frame& f, float w) {
  const mz::MzTable& z = f.z;
  if (z.phase != mz::kMzGAssign && z.phase != mz::kMzGAnswer) return;
  for (int p = 0; p < z.t.n; ++p) {
    if (!(z.gmask >> p & 1)) continue;
    const mz::MzPlayer& m = z.pl[p];
    std::string line = f.f.names[p] + ": ";
    if (m.ga < 0) {
      line += "waiting for two dice";
    } else {
      int a = mz::group_pool_die(z, m.ga), b = mz::group_pool_die(z, m.gb);
      int to = mz::step_to(z.t.players[p].pos, a + b, m.gdir);
      line += std::to_string(a) + " + " + std::to_string(b) + (m.gdir ? " counter-clockwise" : " clockwise") +
              " to " + board::square_name(to, f.f.r.theme);
      if (z.phase == mz::kMzGAnswer) line += m.gans == 1 ? " (agreed)" : " (deciding)";
    }
    mv::centred_wrapped(line, w, theme::muted());
  }
}

// Phone-sized centres: the moves in a few characters (the lit squares carry
// the same digits); anything else keeps its full label.
std::string short_label(const Frame& f, const Action& a) {
  const char* dir = a.kind == mz::kAPick ? (a.c ? " ccw" : " cw") : (a.a ? "Counter-clockwise" : "Clockwise");
  if (a.kind == mz::kZDir) return dir;
  if (a.kind == mz::kAPick && a.a >= 0 && a.a < 3 && a.b >= 0 && a.b < 3)
    return std::to_string(f.z.dice[a.a]) + "+" + std::to_string(f.z.dice[a.b]) + dir;
  for (size_t i = 0; i < f.f.acts->size(); ++i)
    if (&(*f.f.acts)[i] == &a) return (*f.f.labels)[i];
  return "?";
}

// The win banner: who won and how (MZ-WIN-1/2, MZ-END-1).
void game_over(ViewContext& ctx, const Frame& f, float w, bool roomy) {
  Outcome o = f.f.s.outcome();
  std::string who;
  for (int p : o.winners) who += (who.empty() ? "" : ", ") + f.f.names[p];
  std::string head, sub;
  switch (f.z.end_kind) {
    case 1: head = "The humans survive together!", sub = who + " held out on one built lot."; break;
    case 2: head = who + " wins as a zombie!", sub = "First zombie to shamble onto just visiting."; break;
    case 3: head = who + " wins", sub = "Everyone else went bankrupt."; break;
    case 4: head = "A draw", sub = "The turn limit was reached."; break;
    default: head = who.empty() ? "Game over" : who + " won", sub = o.reason;
  }
  if (roomy) ImGui::PushFont(theme::big());
  mv::centred_wrapped(head, w, f.z.end_kind == 2 ? ImVec4(0.6f, 0.9f, 0.35f, 1) : theme::accent());
  if (roomy) ImGui::PopFont();
  mv::centred_wrapped(sub, w, theme::muted());
  ImGui::Spacing();
  if (mv::button_rows({"New game"}, w, 0) == 0) ctx.app.screen = Screen::Start;
}

}  // namespace

bool draw_centre(ViewContext& ctx, const Frame& f, const Geometry& g, const mv::Motion& mo) {
  const mz::MzTable& z = f.z;
  bool over = f.f.s.terminal();
  if (!owns_centre(f)) return false;
  Box c = g.centre();
  ImDrawList* dl = ImGui::GetWindowDrawList();
  float pad = std::max(6.0f, g.cell * 0.2f);
  bool tight = c.w() < 260;  // phone-sized board: small dice, short prompt
  float die = tight ? std::max(12.0f, c.w() * 0.1f) : std::clamp(c.w() * 0.11f, 22.0f, 54.0f);
  int faces[kMaxShown] = {};
  int n = over ? 0 : shown_dice(f, faces);  // before a roll the last dice would mislead
  if (n > 0) die = std::min(die, (c.w() - pad * 2) / (n * 1.25f + 0.25f));  // a group's pool must fit
  if (n > 0) {
    ImVec2 at(c.centre().x - die * (1.25f * n - 0.25f) * 0.5f, c.a.y + pad);
    mo.draw_dice(dl, at, die, faces, n, f.f.now);
  }
  (void)z;
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
  if (roomy) ImGui::PushFont(theme::big());
  mv::centred_wrapped(prompt(f, tight), w, ImVec4(1, 1, 1, 1));
  if (roomy) ImGui::PopFont();
  if (!tight) plan_lines(f, w);
  ImGui::Spacing();
  if (f.f.human < 0) {
    int bot = f.f.s.current_actor();
    if (bot >= 0) mv::centred_wrapped(f.f.names[bot] + " is thinking\u2026", w, theme::muted());
  } else {
    // Every choice is also a numbered button: keys and screen readers need no squares.
    std::vector<int> idx = centre_actions(f);
    std::vector<std::string> texts;
    for (size_t k = 0; k < idx.size(); ++k)
      texts.push_back((k < 9 ? std::to_string(k + 1) + "  " : "") +
                      (tight ? short_label(f, (*f.f.acts)[idx[k]]) : (*f.f.labels)[idx[k]]));
    int clicked = mv::button_rows(texts, w, 0);
    if (clicked >= 0) mv::act(ctx, f.f, (*f.f.acts)[idx[clicked]]);
  }
  ImGui::EndChild();
  return true;
}

}  // namespace shamble::web::mzv
