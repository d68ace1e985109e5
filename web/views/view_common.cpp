#include "view_common.h"

#include <algorithm>
#include <cfloat>
#include <cmath>
#include <utility>

#include "screens/screens.h"
#include "theme.h"

namespace shamble::web {

std::vector<std::string> seat_names(const Match& m) {
  std::vector<std::string> names;
  for (int i = 0; i < m.state().num_players(); ++i) {
    const std::string& n = m.seats()[i].name;
    names.push_back(n.empty() ? m.state().player_name(i) : n);
  }
  return names;
}

ReplayLens& replay_lens() {
  static ReplayLens lens;
  return lens;
}

int acting_human(App& app, const State& s) {
  if (s.terminal() || replay_lens().on) return -1;
  for (int i = 0; i < s.num_players(); ++i)
    if ((s.actors() >> i & 1) && app.session.is_human(i)) return i;
  return -1;
}

std::string waiting_line(App& app, int seat, const std::string& name) {
  if (seat < 0 || replay_lens().on) return "";
  const Match* m = app.session.match();
  if (app.session.is_link() && m && seat < static_cast<int>(m->seats().size()) &&
      m->seats()[static_cast<size_t>(seat)].kind == "human" && seat != app.session.link_seat())
    return "Waiting for " + name + "'s move: it comes back to you as a link.";
  // This device's own seat, while the core would refuse its move (the others
  // have not seen the last link yet): say what unblocks it.
  if (app.session.is_link() && seat == app.session.link_seat() && !app.session.link_seat_may_act())
    return "Send the link to the others first; then it is your move.";
  // Live play: a person on another device has the move (web/session_live.cpp),
  // unless the host ended it: this board then stands still.
  if (app.session.is_live_guest() && app.session.live_guest_state() == LiveGuest::Ended)
    return "Live play has ended.";
  const bool human = m && seat < static_cast<int>(m->seats().size()) &&
                     m->seats()[static_cast<size_t>(seat)].kind == "human";
  if (app.session.is_live_guest() && human && seat != app.session.live_guest_seat())
    return "Waiting for " + name + "'s move at the host's table.";
  if (app.session.live_remote(seat)) return "Waiting for " + name + "'s move on their device.";
  return name + " is thinking\u2026";
}

namespace {

// Where ImGui would break `text` to fit `width`: [begin, end) of each line,
// with the spaces at the breaks dropped.
std::vector<std::pair<const char*, const char*>> wrap_lines(const std::string& text, float width) {
  ImFont* font = ImGui::GetFont();
  std::vector<std::pair<const char*, const char*>> out;
  const char* s = text.c_str();
  const char* end = s + text.size();
  while (s < end) {
    const char* brk = font->CalcWordWrapPositionA(1.0f, s, end, width);
    if (brk == s) brk = s + 1;
    out.emplace_back(s, brk);
    s = brk;
    while (s < end && *s == ' ') ++s;
  }
  return out;
}

}  // namespace

void centred_wrapped(const std::string& text, float width, ImVec4 col) {
  // Measure each wrapped line first, then indent it by half the slack.
  ImFont* font = ImGui::GetFont();
  float px = ImGui::GetFontSize();
  for (auto [s, brk] : wrap_lines(text, width)) {
    ImVec2 sz = font->CalcTextSizeA(px, FLT_MAX, 0, s, brk);
    ImGui::SetCursorPosX(ImGui::GetCursorPosX() + std::max(0.0f, (width - sz.x) * 0.5f));
    ImGui::PushStyleColor(ImGuiCol_Text, col);
    ImGui::TextUnformatted(s, brk);
    ImGui::PopStyleColor();
  }
}

void act_or_notify(App& app, int seat, const Action& a) {
  if (replay_lens().on) {  // the board shows the past: its moves are not for playing
    app.ui.notify("This is a replay: go back to the game to play.", false);
    return;
  }
  if (auto err = app.session.act(seat, a)) app.ui.notify(err->message + " (" + err->rule + ")");
}

void keep_card_on_screen() {
  ImVec2 d = ImGui::GetIO().DisplaySize;
  ImGui::SetNextWindowSizeConstraints(ImVec2(0, 0), ImVec2(d.x - 16, d.y - 16));
  if (d.x < 560)
    ImGui::SetNextWindowPos(ImVec2(d.x * 0.5f, d.y * 0.5f), ImGuiCond_Always, ImVec2(0.5f, 0.5f));
}

int popup_list(const std::vector<std::string>& labels, int* hovered, float min_width) {
  if (hovered) *hovered = -1;
  const ImGuiStyle& st = ImGui::GetStyle();
  float w = min_width;
  for (auto& l : labels) w = std::max(w, ImGui::CalcTextSize(l.c_str()).x + st.FramePadding.x * 2);
  w = std::min(w, ImGui::GetIO().DisplaySize.x - 48);
  int clicked = -1;
  float text_w = w - st.FramePadding.x * 2;
  for (int i = 0; i < static_cast<int>(labels.size()); ++i) {
    // A label wider than the screen allows wraps inside a taller button.
    std::string shown;
    int lines = 0;
    for (auto [b, e] : wrap_lines(labels[i], text_w)) shown += (lines++ ? "\n" : "") + std::string(b, e);
    float h = std::max(theme::kTouch, lines * ImGui::GetTextLineHeight() + st.FramePadding.y * 2 + 4);
    ImGui::PushID(i);
    if (ImGui::Button(shown.c_str(), ImVec2(w, h))) clicked = i;
    if (hovered && ImGui::IsItemHovered()) *hovered = i;
    ImGui::PopID();
  }
  return clicked;
}

int button_rows(const std::vector<std::string>& texts, float width, int highlight, RowAlign align,
                int* hovered) {
  if (hovered) *hovered = -1;
  const ImGuiStyle& st = ImGui::GetStyle();
  std::vector<float> w;
  std::vector<std::string> shown;  // long labels ("Let the zombies destroy the road on side 22") wrapped
  std::vector<int> lines;
  for (auto& t : texts) {
    float tw = ImGui::CalcTextSize(t.c_str()).x + st.FramePadding.x * 2;
    if (tw > width) {
      std::string s;
      int n = 0;
      for (auto [a, b] : wrap_lines(t, width - st.FramePadding.x * 2)) {
        if (n++) s += '\n';
        s.append(a, b);
      }
      shown.push_back(s);
      lines.push_back(n);
    } else {
      shown.push_back(t);
      lines.push_back(1);
    }
    w.push_back(std::min(width, std::max(tw, 88.0f)));
  }
  int clicked = -1;
  size_t i = 0;
  while (i < texts.size()) {
    size_t j = i;
    float row = 0;
    while (j < texts.size() && (j == i || row + st.ItemSpacing.x + w[j] <= width)) {
      row += (j > i ? st.ItemSpacing.x : 0) + w[j];
      ++j;
    }
    float x0 =
        ImGui::GetCursorPosX() + (align == RowAlign::Centre ? std::max(0.0f, (width - row) * 0.5f) : 0);
    for (size_t k = i; k < j; ++k) {
      if (k == i)
        ImGui::SetCursorPosX(x0);
      else
        ImGui::SameLine();
      ImGui::PushID(static_cast<int>(k));
      bool hi = static_cast<int>(k) == highlight;
      if (hi) ImGui::PushStyleColor(ImGuiCol_Button, ImVec4(0.28f, 0.50f, 0.25f, 1.0f));
      float h = std::max(theme::kTouch, lines[k] * ImGui::GetTextLineHeight() + st.FramePadding.y * 2);
      if (ImGui::Button(shown[k].c_str(), ImVec2(w[k], h))) clicked = static_cast<int>(k);
      if (hovered && ImGui::IsItemHovered()) *hovered = static_cast<int>(k);
      if (hi) ImGui::PopStyleColor();
      ImGui::PopID();
    }
    i = j;
  }
  return clicked;
}

void game_over_buttons(App& app, float width, RowAlign align) {
  if (replay_lens().on) return;
  int k = button_rows({"New game", "Replay"}, width, 0, align);
  if (k == 0) app.ui.screen = Screen::Start;
  if (k == 1) open_replay(0);
}

ImVec2 fit_square(float min_side, float* side) {
  ImVec2 avail = ImGui::GetContentRegionAvail();
  *side = std::floor(std::max(min_side, std::min(avail.x, avail.y)));
  ImVec2 at = ImGui::GetCursorScreenPos();
  at.x += std::max(0.0f, (avail.x - *side) * 0.5f);
  return at;
}

void fit_aspect(ImVec2 at, ImVec2 avail, float span_x, float span_y, ImVec2* out_at, ImVec2* out_size) {
  float scale = std::max(0.0f, std::min(avail.x / span_x, avail.y / span_y));
  *out_size = ImVec2(span_x * scale, span_y * scale);
  *out_at = ImVec2(at.x + (avail.x - out_size->x) * 0.5f, at.y + (avail.y - out_size->y) * 0.5f);
}

float tumble_shake(double now, int i, float die) {
  return std::sin(static_cast<float>(now) * 40 + i) * die * 0.06f;
}

void draw_dice(ImDrawList* dl, ImVec2 at, float die, const int* faces, int n, bool rolling, double now) {
  // 3x3 pip grid, row-major, per face.
  static const char* kPips[7] = {"",          "    x    ", "x       x", "x   x   x",
                                 "x x   x x", "x x x x x", "x xx xx x"};
  for (int i = 0; i < n; ++i) {
    int v = faces[i];
    ImVec2 a(at.x + i * die * 1.25f, at.y);
    if (rolling) {
      int tick = static_cast<int>(now * 20) + i * 3;
      v = 1 + (tick * 7 + i * 5) % 6;
      a.y += tumble_shake(now, i, die);
    }
    ImVec2 b(a.x + die, a.y + die);
    dl->AddRectFilled(a, b, IM_COL32(250, 250, 245, 255), die * 0.18f);
    dl->AddRect(a, b, IM_COL32(30, 30, 30, 255), die * 0.18f, 0, 1.5f);
    if (v < 1 || v > 6) continue;
    const char* pat = kPips[v];
    float r = die * 0.09f;
    for (int cell = 0; cell < 9; ++cell) {
      if (pat[cell] != 'x') continue;
      float cx = a.x + die * (0.25f + 0.25f * (cell % 3));
      float cy = a.y + die * (0.25f + 0.25f * (cell / 3));
      dl->AddCircleFilled(ImVec2(cx, cy), r, IM_COL32(20, 20, 20, 255));
    }
  }
}

}  // namespace shamble::web
