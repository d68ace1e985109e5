// The web app's model: the match being played, its seats' bots, the log as
// sentences, notices, saves and which screen is showing. Screens read and
// change this; all rules come from the core through Match and State.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "framework/bot.h"
#include "framework/match.h"
#include "framework/setup.h"

namespace shamble::web {

enum class Screen { Start, Customize, Game, Saves, About };
enum class Speed { X1, X2, X4, Instant };

// One event of the stream: the structured data (what views animate from; its
// kind and values are the game's, named in the game's view.h) and its sentence.
struct LogEvent {
  Event ev;
  std::string text;
  std::string rule;  // may be empty
};

struct LogEntry {
  size_t index = 0;  // position in Match::log()
  int turn = 0;
  int seat = 0;
  std::string label;  // the action, as State::label put it
  std::vector<LogEvent> events;
};

struct Notice {
  std::string text;
  bool error = false;
};

struct SaveInfo {
  std::string slot, game, title, query;
  double updated = 0;  // ms since epoch
  int turn = 0, actions = 0;
  bool terminal = false;
  double bytes = 0;
  bool quarantined = false;
  std::string error;  // why a quarantined save did not load
};

class App {
 public:
  static App& get();

  // Match lifecycle. `origin` is the URL query that created the match (so a
  // reload of the same URL resumes instead of restarting), empty otherwise.
  bool start(const NewGameRequest& req, const std::string& origin, Error* err);
  void adopt(std::unique_ptr<Match> m, const std::string& origin);
  // Loads a save and adopts it; the log comes from the load's own replay, so a
  // save is replayed once. On error nothing changes.
  bool load(const std::string& data, const std::string& origin, Error* err);
  Match* match() { return match_.get(); }
  const std::string& origin() const { return origin_; }
  // The one path for every action (UI, bots, JS API): apply, log, autosave.
  Status act(int seat, const Action& a, std::vector<LogEvent>* events = nullptr);
  // Step back one action within what Match::undo_floor allows the human seat.
  bool can_undo() const;
  void undo();
  bool is_human(int seat) const;
  // Seat whose view the screen shows: the acting human, else the first human.
  int viewer() const;
  std::string seat_name(int seat) const;

  // Runs bots at the chosen pace. Returns true while a bot is waiting to act
  // (the main loop keeps ticking); sets *changed when the match moved.
  bool tick(double now_s, bool* changed);
  void flush_autosave(double now_s, bool force);

  const std::vector<LogEntry>& log() const { return log_; }
  uint64_t version() const { return version_; }      // bumps on every match change
  uint64_t match_serial() const { return serial_; }  // bumps when another match is adopted

  void notify(const std::string& text, bool error = true);
  std::vector<Notice>& notices() { return notices_; }

  std::vector<SaveInfo> saves;  // from IndexedDB, refreshed by JS
  bool storage_ok = true;

  Screen screen = Screen::Start;
  Speed speed = Speed::X1;
  bool embed = false;
  int side_tab = 0;         // wide layout: 0 log, 1 rules
  std::string rules_focus;  // rule id the rules panel should show
  unsigned rules_jump = 0;  // bumped by each rule link click (scroll there again)
  std::string rules_game;   // game whose rules the panel shows when no match
  bool request_redraw = false;

 private:
  void adopt_with_log(std::unique_ptr<Match> m, const std::string& origin, std::vector<LogEntry> log);
  void bots_for_seats();
  void touch(double now_s);
  std::unique_ptr<Match> match_;
  std::vector<std::unique_ptr<Bot>> bots_;  // per seat; null for humans
  Rng bot_rng_{0x5eedb075};
  std::string origin_;
  std::vector<LogEntry> log_;
  std::vector<Notice> notices_;
  uint64_t version_ = 0;
  uint64_t serial_ = 0;
  double next_bot_ = 0;
  bool dirty_ = false;
  double last_save_ = 0;
};

// The game the big Play button starts: MonopoZombie when built in, else the
// first registered game; null when none is.
const GameInfo* default_game();
double bot_delay_s(Speed s);
const char* speed_label(Speed s);

}  // namespace shamble::web
