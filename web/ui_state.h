// What the page shows around a game, apart from the game itself: which
// screen, the bots' pace, the side panels, notices and the list of saves. It
// never holds game state; the match lives in Session (session.h).
#pragma once

#include <string>
#include <utility>
#include <vector>

namespace shamble::web {

enum class Screen { Start, Customize, Game, Saves, About, Replay, Lab };
enum class Speed { X1, X2, X4, Instant };

// What a notice offers besides Dismiss. A save refused because another tab
// played the same game on (saves.js) offers to reload that tab's game or to
// keep this tab's moves as a copy.
enum class NoticeAction { None, SaveConflict };

struct Notice {
  Notice(std::string text_, bool error_ = true, std::string tag_ = {},
         NoticeAction action_ = NoticeAction::None, std::string slot_ = {})
      : text(std::move(text_)),
        error(error_),
        tag(std::move(tag_)),
        action(action_),
        slot(std::move(slot_)) {}
  std::string text;
  bool error = false;
  // Notices with the same tag replace each other: the storage notice says
  // how saving stands now ("full", "blocked", "works again"), not its history.
  std::string tag;
  NoticeAction action = NoticeAction::None;
  std::string slot;  // the save the action is about
};

struct SaveInfo {
  std::string slot, game, title, query;
  std::string kind;     // "game" (one per game, written as it is played), "named" (Save as...), "embed"
  std::string rules;    // "classic + 1 change"
  std::string players;  // "Ann, Bea (bot), ..."
  double updated = 0;   // ms since epoch
  int turn = 0, actions = 0;
  bool terminal = false;
  std::string summary;  // a finished game: how it ended, in one sentence (core's Outcome::summary)
  double bytes = 0;
  bool quarantined = false;
  std::string error;  // why a quarantined save did not load
};

struct UiState {
  Screen screen = Screen::Start;
  Speed speed = Speed::X1;
  bool embed = false;
  std::string embed_key;    // embed mode: the one storage key this page saves under
  int side_tab = 0;         // wide layout: 0 log, 1 rules
  std::string rules_focus;  // rule id the rules panel should show
  unsigned rules_jump = 0;  // bumped by each rule link click (scroll there again)
  std::string rules_game;   // game whose rules the panel shows when no match
  bool request_redraw = false;
  // The replay shows a game the lab opened ("Open game #K"): its back button returns to the lab.
  bool replay_to_lab = false;
  // A popup (menu, dropdown, card, sheet) was open when the last frame ended:
  // the Esc that closed it must not also act on the screen under it.
  bool popup_last_frame = false;
  // The story's landing heat map drawn on the board (Story tab, "Landings on
  // the board"): the share of rests per square, for the match with this serial.
  bool show_heat = false;
  std::vector<double> board_heat;
  uint64_t heat_serial = ~0ull;

  std::vector<SaveInfo> saves;  // from IndexedDB, refreshed by JS
  bool storage_ok = true;

  void notify(const std::string& text, bool error = true);
  // Replaces the notice tagged `n.tag` (or adds it); an empty text removes it.
  void notify_tagged(Notice n);
  std::vector<Notice>& notices() { return notices_; }

 private:
  std::vector<Notice> notices_;
};

double bot_delay_s(Speed s);
const char* speed_label(Speed s);

}  // namespace shamble::web
