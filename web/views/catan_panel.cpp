// The panel beside (or under) the island: the prompt in one sentence, the dice
// with the roll histogram, the viewer's hand, and the human's buttons. Actions
// with many variants (development card pairs, year of plenty, monopoly, bank
// rates) sit behind one button each so the panel stays short on phones.
#include <algorithm>

#include "catan_view.h"
#include "games/catan/text.h"
#include "screens/screens.h"
#include "theme.h"

namespace shamble::web::cv {

void act(ViewContext& ctx, const Frame& f, const Action& a) {
  if (auto err = ctx.app.act(f.human, a)) ctx.app.notify(err->message + " (" + err->rule + ")");
}

namespace {

// Long labels ("Let the zombies destroy the road on side 22 (worth 2)") wrap
// onto several lines inside their button instead of being cut off.
std::string wrapped(const std::string& text, float width, int* lines) {
  ImFont* font = ImGui::GetFont();
  std::string out;
  const char* s = text.c_str();
  const char* end = s + text.size();
  *lines = 0;
  while (s < end) {
    const char* brk = font->CalcWordWrapPositionA(1.0f, s, end, width);
    if (brk == s) brk = s + 1;
    out.append(s, brk);
    ++*lines;
    s = brk;
    while (s < end && *s == ' ') ++s;
    if (s < end) out += '\n';
  }
  return out;
}

}  // namespace

int button_rows(const std::vector<std::string>& texts, float width, int highlight) {
  const ImGuiStyle& st = ImGui::GetStyle();
  std::vector<float> w;
  std::vector<std::string> shown;
  std::vector<int> lines;
  for (auto& t : texts) {
    int n = 1;
    float tw = ImGui::CalcTextSize(t.c_str()).x + st.FramePadding.x * 2;
    shown.push_back(tw > width ? wrapped(t, width - st.FramePadding.x * 2, &n) : t);
    lines.push_back(n);
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
    for (size_t k = i; k < j; ++k) {
      if (k > i) ImGui::SameLine();
      ImGui::PushID(static_cast<int>(k));
      bool hi = static_cast<int>(k) == highlight;
      if (hi) ImGui::PushStyleColor(ImGuiCol_Button, ImVec4(0.28f, 0.50f, 0.25f, 1.0f));
      float h = std::max(theme::kTouch, lines[k] * ImGui::GetTextLineHeight() + st.FramePadding.y * 2);
      if (ImGui::Button(shown[k].c_str(), ImVec2(w[k], h))) clicked = static_cast<int>(k);
      if (hi) ImGui::PopStyleColor();
      ImGui::PopID();
    }
    i = j;
  }
  return clicked;
}

std::string prompt_text(const Frame& f) {
  const ct::Model& m = f.m;
  auto who = [&](int p) { return p == f.human ? std::string("You (") + f.names[p] + ")" : f.names[p]; };
  const std::string cur = m.cur >= 0 && m.cur < m.n ? who(m.cur) : "?";
  switch (m.phase) {
    case ct::SETUP_SETTLE: return cur + ": place an opening settlement on a lit corner.";
    case ct::SETUP_ROAD: return cur + ": place a road next to it.";
    case ct::PRE_ROLL: return cur + ": roll the dice (or play a card first).";
    case ct::ZOMBIE_CHOICE:
      return cur + ": choose which hex numbered " + std::to_string(m.zombie_number) + " gets the zombie.";
    case ct::DISCARD: {
      std::string s = "A seven! Big hands give back half:";
      for (int p = 0; p < m.n; ++p)
        if (m.pl[p].discard) s += " " + f.names[p] + " " + std::to_string(m.pl[p].discard) + ",";
      s.pop_back();
      return s + ".";
    }
    case ct::ROBBER: return cur + ": move the robber to a lit hex.";
    case ct::STEAL: return cur + ": choose whom to rob.";
    case ct::MAIN: return cur + ": trade, build, play a card or end the turn.";
    case ct::ROAD_BUILDING: return cur + ": place a free road on a lit side.";
    case ct::OFFER_COMPOSE: return cur + " is writing a trade offer.";
    case ct::OFFER_RESPOND: return "Everyone answers the offer of " + f.names[m.cur] + ".";
    case ct::OFFER_CHOOSE: return cur + ": pick a trading partner or withdraw.";
    case ct::ATTACK:
      if (m.payer >= 0 && m.payer < m.n)
        return "Zombies attack! " + who(m.payer) + (m.payer == f.human ? " still owe " : " still owes ") +
               std::to_string(m.pl[m.payer].owed) + " (cards count 1, roads 2, settlements 4, cities 5).";
      return "Zombies attack!";
    default: return "";
  }
}

namespace {

// A panel button: one legal action, or a menu of several of one kind.
struct Entry {
  std::string text;
  int act = -1;   // index into Frame::acts
  int menu = -1;  // action kind whose variants a popup lists
};

constexpr int kBoardList = 1000;  // menu of every lit island spot (not an action kind)

// A menu kind: many variants of one action go behind one button.
bool is_menu_kind(const Frame& f, int kind) {
  if (kind == ct::A_PLENTY || kind == ct::A_MONOPOLY || kind == ct::A_BANK) return true;
  if (kind == ct::A_BUY_DEV)  // zombies: which pair of cards pays
    return std::count_if(f.acts->begin(), f.acts->end(),
                         [](const Action& a) { return a.kind == ct::A_BUY_DEV; }) > 1;
  return false;
}

const char* menu_text(int kind) {
  switch (kind) {
    case ct::A_PLENTY: return "Play year of plenty\u2026";
    case ct::A_MONOPOLY: return "Play monopoly\u2026";
    case ct::A_BANK: return "Bank / harbour trade\u2026";
    case ct::A_BUY_DEV: return "Buy a development card\u2026";
    default: return "\u2026";
  }
}

std::vector<Entry> entries(const Frame& f, bool knight_mode) {
  std::vector<Entry> out;
  if (f.human < 0 || !f.acts) return out;
  std::vector<int> menus;
  bool knight_hexes = false;
  for (int i = 0; i < static_cast<int>(f.acts->size()); ++i) {
    const Action& a = (*f.acts)[i];
    if (a.kind == ct::A_KNIGHT && a.a >= 0) {
      knight_hexes = true;
      continue;
    }
    if (is_board_kind(f, a) || is_trade_kind(a.kind)) continue;
    if (is_menu_kind(f, a.kind)) {
      if (std::find(menus.begin(), menus.end(), a.kind) == menus.end()) menus.push_back(a.kind);
      continue;
    }
    out.push_back({(*f.labels)[i], i, -1});
  }
  for (int k : menus) out.push_back({menu_text(k), -1, k});
  // Lit spots on the island are also reachable without pointing: a few as
  // numbered buttons (zombie hex, a short attack bill), many behind a list.
  std::vector<int> board;
  for (int i = 0; i < static_cast<int>(f.acts->size()); ++i)
    if (is_board_kind(f, (*f.acts)[i])) board.push_back(i);
  if (board.size() <= 3)
    for (int i : board) out.push_back({(*f.labels)[i], i, -1});
  else if (!board.empty())
    out.push_back({"Choose from a list…", -1, kBoardList});
  // Zombies: the knight picks a hex on the island; this button lights them.
  if (knight_hexes)
    out.push_back({knight_mode ? "Cancel the knight" : "Play a knight (pick a hex)\u2026", -1, ct::A_KNIGHT});
  return out;
}

void menu_popup(ViewContext& ctx, const Frame& f, int kind) {
  if (kind == ct::A_BANK) return bank_popup(ctx, f);
  if (!ImGui::BeginPopup("##menu")) return;
  for (int i = 0; i < static_cast<int>(f.acts->size()); ++i) {
    if (kind == kBoardList ? !is_board_kind(f, (*f.acts)[i]) : (*f.acts)[i].kind != kind) continue;
    ImGui::PushID(i);
    if (ImGui::Button((*f.labels)[i].c_str(), ImVec2(-FLT_MIN, theme::kTouch))) {
      act(ctx, f, (*f.acts)[i]);
      ImGui::CloseCurrentPopup();
    }
    ImGui::PopID();
  }
  ImGui::EndPopup();
}

void game_over(ViewContext& ctx, const Frame& f, float w) {
  Outcome o = f.s.outcome();
  std::string who;
  for (int p : o.winners) who += (who.empty() ? "" : " and ") + f.names[p];
  ImGui::PushFont(theme::big());
  ImGui::PushStyleColor(ImGuiCol_Text, theme::accent());
  ImGui::TextWrapped("%s",
                     who.empty() ? "Game over" : (who + (o.winners.size() > 1 ? " win!" : " wins!")).c_str());
  ImGui::PopStyleColor();
  ImGui::PopFont();
  if (!o.reason.empty()) ImGui::TextWrapped("%s", o.reason.c_str());
  if (button_rows({"New game"}, w, 0) == 0) ctx.app.screen = Screen::Start;
}

}  // namespace

namespace {

// Dice on the left, the histogram of all rolls beside them.
void dice_row(const Frame& f, const Motion& mo, float w) {
  ImDrawList* dl = ImGui::GetWindowDrawList();
  float die = std::clamp(w * 0.1f, 26.0f, 44.0f);
  ImVec2 at = ImGui::GetCursorScreenPos();
  bool rolled = f.m.die1 > 0 || mo.busy(f.now);
  if (rolled) mo.draw_dice(dl, at, die, f.m, f.now);
  ImVec2 hist_at(at.x + die * 2.5f + 8, at.y);
  ImVec2 hist_size(std::min(w - die * 2.5f - 8, 260.0f), die * 1.2f);
  if (hist_size.x > 80) mo.draw_histogram(dl, hist_at, hist_size, rolled ? f.m.die1 + f.m.die2 : 0);
  ImGui::Dummy(ImVec2(w, die * 1.2f + 4));
}

void prompt_and_buttons(ViewContext& ctx, const Frame& f, float w, bool big, bool* knight_mode) {
  if (big) ImGui::PushFont(theme::big());
  ImGui::TextWrapped("%s", prompt_text(f).c_str());
  if (big) ImGui::PopFont();
  if (f.human < 0) {
    int bot = f.s.current_actor();
    if (bot >= 0) ImGui::TextDisabled("%s is thinking\u2026", f.names[bot].c_str());
  }
  std::vector<Entry> es = entries(f, *knight_mode);
  std::vector<std::string> texts;
  for (size_t k = 0; k < es.size(); ++k)
    texts.push_back((k < 9 ? std::to_string(k + 1) + "  " : "") + es[k].text);
  int clicked = button_rows(texts, w, 0);
  // Keys: digits pick a numbered button; Space rolls (or takes the first
  // button); Enter takes the first. Esc is the app's (back to the menu).
  bool keys_ok =
      f.human >= 0 && !ImGui::GetIO().WantTextInput && !ImGui::IsPopupOpen("", ImGuiPopupFlags_AnyPopup);
  if (keys_ok && clicked < 0) {
    for (int k = 0; k < 9 && k < static_cast<int>(es.size()); ++k)
      if (ImGui::IsKeyPressed(static_cast<ImGuiKey>(ImGuiKey_1 + k), false)) clicked = k;
    if (!es.empty() &&
        (ImGui::IsKeyPressed(ImGuiKey_Space, false) || ImGui::IsKeyPressed(ImGuiKey_Enter, false)))
      clicked = 0;
  }
  static int open_menu = -1;  // one panel per page: the menu whose popup is open
  if (clicked >= 0) {
    const Entry& e = es[clicked];
    if (e.act >= 0) {
      act(ctx, f, (*f.acts)[e.act]);
    } else if (e.menu == ct::A_KNIGHT) {
      *knight_mode = !*knight_mode;
    } else {
      open_menu = e.menu;
      ImGui::OpenPopup(e.menu == ct::A_BANK ? "##bank" : "##menu");
    }
  }
  if (open_menu >= 0) menu_popup(ctx, f, open_menu);
  if (f.human >= 0) {
    bool nodes = false, edges = false, hexes = false;
    for (const Action& a : *f.acts) {
      if (!is_board_kind(f, a)) continue;
      nodes |= a.kind == ct::A_SETTLE || a.kind == ct::A_CITY || a.kind == ct::A_PAY_SETTLEMENT ||
               a.kind == ct::A_PAY_CITY;
      edges |= a.kind == ct::A_ROAD || a.kind == ct::A_PAY_ROAD;
      hexes |= a.kind == ct::A_ZOMBIE_HEX || a.kind == ct::A_ROBBER || a.kind == ct::A_KNIGHT;
    }
    if (nodes || edges || hexes) {
      std::string hint;
      for (auto [on, what] : {std::pair{nodes, "corner"}, {edges, "side"}, {hexes, "hex"}})
        if (on) hint += (hint.empty() ? "" : " or ") + std::string(what);
      ImGui::TextColored(theme::accent(), "Tap a lit %s on the island.", hint.c_str());
    }
  }
}

}  // namespace

void draw_panel(ViewContext& ctx, Frame& f, const Motion& mo, ImVec2 size, bool under, bool* knight_mode) {
  ImGui::BeginChild("##catanpanel", size, ImGuiChildFlags_None, ImGuiWindowFlags_NoBackground);
  float w = ImGui::GetContentRegionAvail().x;
  // Under the island (narrow screens) the prompt and buttons come first, so
  // they stay in sight; beside it the dice lead, as on a table.
  if (!under || f.s.terminal()) dice_row(f, mo, w);
  if (f.s.terminal()) {
    game_over(ctx, f, w);
  } else {
    prompt_and_buttons(ctx, f, w, !under && w > 300 && size.y > 260, knight_mode);
    trade_section(ctx, f, w);
    if (under) dice_row(f, mo, w);
    ImGui::Separator();
    hand_panel(f, w);
  }
  ImGui::EndChild();
}

}  // namespace shamble::web::cv
