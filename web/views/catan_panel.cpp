// The panel beside (or under) the island: the prompt in one sentence, the dice
// with the roll histogram, the viewer's hand, and the human's buttons. The
// sentence, the choices and which of them share a menu all come from the
// core's Prompt (catan::view_of): choices of one menu (development card
// pairs, year of plenty, monopoly, bank rates) sit behind one button each so
// the panel stays short on phones.
#include <algorithm>

#include "catan_view.h"
#include "screens/screens.h"
#include "theme.h"
#include "view_common.h"
#include "view_prompt.h"

namespace shamble::web::catan_ui {

namespace {

// A panel button: one choice, or a menu of several.
struct Entry {
  std::string text;
  int choice = -1;     // index into Frame::choices
  std::string menu;    // the menu whose variants a popup (or the island) lists
  bool board = false;  // the menu's choices are picked on the island
};

const char* kBoardList = "Choose from a list\u2026";  // every lit island spot (not a core menu)

std::vector<Entry> entries(const Frame& f) {
  std::vector<Entry> out;
  if (f.human < 0) return out;
  std::vector<Entry> menus;
  for (int i = 0; i < static_cast<int>(f.choices.size()); ++i) {
    const ct::Choice& c = f.choices[i];
    if (!c.menu.empty()) {
      bool board =
          c.target.is(TargetKind::kNode) || c.target.is(TargetKind::kEdge) || c.target.is(TargetKind::kHex);
      if (std::none_of(menus.begin(), menus.end(), [&](const Entry& e) { return e.menu == c.menu; }))
        menus.push_back({c.menu, -1, c.menu, board});
      continue;
    }
    if (on_board(f, c) || is_trade_kind(c.action.kind)) continue;
    out.push_back({c.label, i, {}, false});
  }
  for (Entry& e : menus)
    if (!e.board) out.push_back(e);
  // Lit spots on the island are also reachable without pointing: a few as
  // numbered buttons (zombie hex, a short attack bill), many behind a list.
  std::vector<int> board;
  for (int i = 0; i < static_cast<int>(f.choices.size()); ++i)
    if (on_board(f, f.choices[i])) board.push_back(i);
  if (board.size() <= 3)
    for (int i : board) out.push_back({f.choices[i].label, i, {}, false});
  else if (!board.empty())
    out.push_back({kBoardList, -1, kBoardList, false});
  // Menus picked on the island (a zombie knight's hex): this button lights them.
  for (Entry& e : menus)
    if (e.board) {
      if (e.menu == f.pick) e.text = "Cancel";
      out.push_back(e);
    }
  return out;
}

bool is_bank_menu(const Frame& f, const std::string& menu) {
  return std::any_of(f.choices.begin(), f.choices.end(),
                     [&](const ct::Choice& c) { return c.menu == menu && c.action.kind == ct::kBankTrade; });
}

void menu_popup(ViewContext& ctx, const Frame& f, const std::string& menu) {
  if (is_bank_menu(f, menu)) return bank_popup(ctx, f);
  if (!ImGui::BeginPopup("##menu")) return;
  std::vector<PromptButton> items;
  for (int i = 0; i < static_cast<int>(f.choices.size()); ++i) {
    const ct::Choice& c = f.choices[i];
    if (menu == kBoardList ? !on_board(f, c) : c.menu != menu) continue;
    items.push_back(choice_button(f.choices, i));
  }
  if (items.empty()) ImGui::TextColored(theme::muted(), "Nothing to choose here any more.");
  int k = prompt_list(items);
  if (k >= 0) {
    act_or_notify(ctx.app, f.human, f.choices[items[k].choice].action);
    ImGui::CloseCurrentPopup();
  }
  ImGui::EndPopup();
}

void game_over(ViewContext& ctx, const Frame& f, float w) {
  ImGui::PushFont(theme::big());
  ImGui::PushStyleColor(ImGuiCol_Text, theme::accent());
  ImGui::TextWrapped("%s", f.v.prompt.text.c_str());
  ImGui::PopStyleColor();
  ImGui::PopFont();
  if (!f.v.result.empty()) ImGui::TextWrapped("%s", f.v.result.c_str());
  game_over_buttons(ctx.app, w, RowAlign::Left);
}

}  // namespace

namespace {

// Dice on the left, the histogram of all rolls beside them.
void dice_row(const Frame& f, const Motion& mo, float w) {
  ImDrawList* dl = ImGui::GetWindowDrawList();
  float die = std::clamp(w * 0.1f, 26.0f, 44.0f);
  ImVec2 at = ImGui::GetCursorScreenPos();
  int total = 0;
  for (int d : f.v.dice) total += d;
  bool rolled = total > 0 || mo.busy(f.now);
  if (rolled) mo.draw_dice(dl, at, die, f.v, f.now);
  ImVec2 hist_at(at.x + die * 2.5f + 8, at.y);
  ImVec2 hist_size(std::min(w - die * 2.5f - 8, 260.0f), die * 1.2f);
  if (hist_size.x > 80) mo.draw_histogram(dl, hist_at, hist_size, rolled ? total : 0);
  ImGui::Dummy(ImVec2(w, die * 1.2f + 4));
}

void prompt_and_buttons(ViewContext& ctx, const Frame& f, float w, bool big, std::string* pick) {
  if (big) ImGui::PushFont(theme::big());
  ImGui::TextWrapped("%s", f.v.prompt.text.c_str());
  if (big) ImGui::PopFont();
  if (f.human < 0) {
    const int seat = f.s.current_actor();
    if (seat >= 0 && !replay_lens().on)
      ImGui::TextDisabled("%s", waiting_line(ctx.app, seat, f.names[seat]).c_str());
  }
  std::vector<Entry> es = entries(f);
  std::vector<PromptButton> buttons;
  for (const Entry& e : es)
    buttons.push_back(e.choice >= 0 ? choice_button(f.choices, e.choice, e.text) : menu_button(e.text));
  // Keys: digits pick a numbered button; Space rolls (or takes the first
  // button); Enter takes the first. Esc is the app's (back to the menu).
  int clicked = draw_prompt(buttons, {w, RowAlign::Left, f.human >= 0});
  static std::string open_menu;  // one panel per page: the menu whose popup is open
  if (clicked >= 0) {
    const Entry& e = es[clicked];
    if (e.choice >= 0) {
      act_or_notify(ctx.app, f.human, f.choices[e.choice].action);
    } else if (e.board) {
      *pick = *pick == e.menu ? std::string() : e.menu;
    } else {
      open_menu = e.menu;
      ImGui::OpenPopup(is_bank_menu(f, e.menu) ? "##bank" : "##menu");
    }
  }
  if (!open_menu.empty()) menu_popup(ctx, f, open_menu);
  if (f.human >= 0) {
    bool nodes = false, edges = false, hexes = false;
    for (const ct::Choice& c : f.choices) {
      if (!on_board(f, c)) continue;
      nodes |= c.target.is(TargetKind::kNode);
      edges |= c.target.is(TargetKind::kEdge);
      hexes |= c.target.is(TargetKind::kHex);
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

void draw_panel(ViewContext& ctx, Frame& f, const Motion& mo, ImVec2 size, bool under, std::string* pick) {
  ImGui::BeginChild("##catanpanel", size, ImGuiChildFlags_None, ImGuiWindowFlags_NoBackground);
  float w = ImGui::GetContentRegionAvail().x;
  // Under the island (narrow screens) the prompt and buttons come first, so
  // they stay in sight; beside it the dice lead, as on a table.
  const bool over = f.v.phase == ct::kOver;
  if (!under || over) dice_row(f, mo, w);
  if (over) {
    game_over(ctx, f, w);
  } else {
    prompt_and_buttons(ctx, f, w, !under && w > 300 && size.y > 260, pick);
    trade_section(ctx, f, w);
    if (under) dice_row(f, mo, w);
    ImGui::Separator();
    hand_panel(f, w);
  }
  ImGui::EndChild();
}

}  // namespace shamble::web::catan_ui
