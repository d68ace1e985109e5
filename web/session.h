// The match being played in this page: the match itself, its seats' bots,
// the log (entries built from the core's events), the pace of bot turns and
// the autosave (session_saves.cpp, with Autosave deciding when). Every
// action, from a click, a bot or the JS API, goes through act(). It holds no rules: those come from core
// through Match and State.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "autosave.h"
#include "framework/bot.h"
#include "framework/link_device.h"
#include "framework/match.h"
#include "framework/setup.h"
#include "ui_state.h"

namespace shamble::web {

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

// Live play (session_live.cpp, docs/PLAY_LIVE.md): a seat played from another
// device over a WebRTC data channel, as the host sees it.
// The STUN setting's name (live_bar.cpp), which the hints after a failed connection point to.
inline constexpr const char* kLiveAcrossNetworks = "Connect across networks";
// Unreachable: the invitation was answered but no connection could be made.
enum class LiveLink { Invited, Connected, Dropped, Unreachable };
struct LiveSeat {
  bool remote = false;
  LiveLink link = LiveLink::Invited;
  std::string invite;  // the link to send (empty while the offer is being made)
  size_t sent = 0;     // log entries this guest already has
};
// The guest's side: its seat and how its channel stands.
// Ended: the host said so. Unreachable: no connection to the host could be made.
enum class LiveGuest { Joining, Connected, Dropped, Ended, Unreachable };

class Session {
 public:
  // Notices, redraw requests, the chosen pace and the screen come from the UI.
  explicit Session(UiState& ui) : ui_(ui) {}

  // Match lifecycle. `origin` is the URL query that created the match (so a
  // reload of the same URL resumes instead of restarting), empty otherwise.
  bool start(const NewGameRequest& req, const std::string& origin, Error* err);
  void adopt(std::unique_ptr<Match> m, const std::string& origin);
  // Loads a save and adopts it; the log comes from the load's own replay, so a
  // save is replayed once. On error nothing changes.
  bool load(const std::string& data, const std::string& origin, Error* err);
  Match* match() { return match_.get(); }
  const std::string& origin() const { return origin_; }
  // Where this match started, as a scenario (position_link.h), for Share: set
  // by start(), by a URL scenario and by a load from the save record's `start`
  // field; empty for saves made before records kept it.
  const std::string& start_point() const { return start_point_; }
  void set_start_point(std::string s) { start_point_ = std::move(s); }
  // The storage key this match saves under: "game-<time>-<random>" for the
  // visitor's own games (one per game, from its first move), the embed's own
  // key in embed mode (UiState::embed_key). Set after a load to keep writing
  // to the record the game came from.
  const std::string& save_id() const { return save_id_; }
  void set_save_id(const std::string& id) { save_id_ = id; }
  static std::string new_save_id();
  // The one path for every action (UI, bots, JS API): apply, log, autosave.
  Status act(int seat, const Action& a, std::vector<LogEvent>* events = nullptr);
  // Step back one action within what Match::undo_floor allows the human seat.
  // With two or more humans on one device, only the player now looking may
  // undo, only their own moves, and never while the table is covered.
  bool can_undo() const;
  // Hot seat: the human whose private view the table shows (-1: nobody has
  // said they hold the device yet, as after a load). must_cover() is true when
  // the table must be covered before showing the next human's view: two or
  // more humans, one of them to act, and their views differ (hidden cards).
  int shown_to() const { return shown_to_; }
  bool must_cover() const;
  void confirm_viewer(int seat);  // "I am <name>: show my view"
  // The seat whose view the table shows: on a shared device the one who last
  // said they hold it (while bots move, too), else viewer().
  int looking() const;
  void undo();
  bool is_human(int seat) const;
  // Whether this device may act for `seat` now, in or out of turn: a person
  // at this table, or by link the device's own seat when the core would take
  // its move (link_may_move: by link nobody acts out of turn).
  bool may_act(int seat) const;
  // Seat whose view the screen shows: the acting human, else the first human.
  int viewer() const;
  std::string seat_name(int seat) const;

  // Runs bots at the chosen pace. Returns true while a bot is waiting to act
  // (the main loop keeps ticking); sets *changed when the match moved.
  bool tick(double now_s, bool* changed);
  // The autosave (session_saves.cpp; Autosave decides when): writes the
  // record when due and, whenever it changed, the journal of moves not yet
  // in a committed record, in one call to saves.js. Runs after every change,
  // every frame, and forced when the tab is hidden or closed.
  void flush_autosave(double now_s, bool force);
  // What the saves list shows of the match about to be written to `slot`:
  // the game, its rules, its players, how far it got, the hash of its moves.
  std::string record_meta(const std::string& slot) const;
  // saves.js is about to write the match to `slot` (asked from JS, not by
  // the autosave): the write's sequence number for saves_committed (0 when
  // `slot` is not this match's own save).
  int record_write(const std::string& slot);
  // IndexedDB committed write `seq` of `slot`: the journal now counts from
  // it. Returns the journal to keep ("" none), or "-" when `slot` is not this
  // match's save (saves.js then decides from the record alone).
  std::string saves_committed(const std::string& slot, int seq);
  // The match was read from a record it is not saved back to (a named copy
  // starts a game with a save of its own): nothing of it is stored yet.
  void loaded_as_copy();
  // saves.js could not write `slot` (storage full or blocked, or another tab
  // played the same game on): if it is this match's save, the match counts as
  // unsaved again. The periodic writes wait for the next move or a forced
  // flush (room made, storage back), so a full disk is not hammered per frame.
  void save_failed(const std::string& slot);
  // Goes on saving this match under a new key of its own (the visitor's list),
  // leaving the record it came from as the other tab wrote it.
  void save_as_copy();

  // Play by link (session_link.cpp, docs/PLAY_BY_LINK.md "In the page"): the
  // core's LinkGame is the game; match_ is its copy for the board and the log.
  // This device plays one seat; bots are the core's to play (link_device_bots).
  // Starts a new game by link, this device playing `my_seat`.
  Status start_link(const NewGameRequest& req, int my_seat);
  // Opens a link: on the link game being played when it is the same game,
  // else as a new one joined as `seat`. Refused: the core's sentence; nothing changes.
  Status open_link(const std::string& text, int seat);
  // A saved link game's device text (record meta `link`), after its load.
  Status set_link(const std::string& device_text);
  bool is_link() const { return link_ != nullptr; }
  int link_seat() const { return link_dev_.seat; }
  std::string link_id() const;
  std::string link_note() const;
  // After a link opens, the board shows the moves since this device's last
  // one, one at a time at the replay's pace (as a bot's are shown, so the
  // views animate them), before this device's prompt: true meanwhile.
  bool link_showing() const;
  // How many of those moves are shown, of how many.
  void link_show_progress(size_t* shown, size_t* total) const;
  // "Skip": the board jumps to now (the link game's own position).
  void link_skip();
  // This device's seat may act now, or need not (not one of the actors):
  // false while the core would refuse its move (link_may_move).
  bool link_seat_may_act() const;
  // Every person has joined (before that, the link sent is an invitation).
  bool link_everyone_joined() const;
  // The link for the next device, and its seat (-1: nobody).
  std::string link_for_next(int* to) const;

  // Live play (session_live.cpp, docs/PLAY_LIVE.md). The host's tab is the
  // referee: it plays the match, saves it and sends each connected guest
  // `live_snapshot` (framework/live_view.h) after every change; a guest's
  // move comes back as its action's code and goes through act() like a click.
  // Host: `seat` is played from another device; a fresh invitation (offer) is made for it.
  void live_invite(int seat);
  void live_invite_ready(int seat, const std::string& link);  // live.js made the offer's link
  // The answer code the guest sent back (live.js connects; live_channel reports).
  Status live_connect(int seat, const std::string& answer);
  void live_channel(int seat, bool open);  // the seat's data channel opened or closed
  void live_bad_answer(int seat);          // the pasted code is not an answer to the seat's invitation
  void live_unreachable(int seat);         // the answered invitation found no way through
  void live_message(int seat, const std::string& text);  // a guest's message (a move)
  // The seat is played here again: by a person at this table (`bot` false) or
  // by a bot (a vanished guest's seat handed to bot:normal).
  void live_make_local(int seat, bool bot);
  const std::vector<LiveSeat>& live_seats() const { return live_; }
  bool live_remote(int seat) const;
  // Guest: this page opened an invitation for `seat` of `game`; live.js makes the answer.
  void live_join(int seat, const std::string& game, const std::string& name);
  void live_answer_ready(const std::string& code);
  void live_guest_channel(bool open);
  void live_guest_unreachable();  // the host's offer found no way through
  // The host's message: a snapshot (adopted: match replaced, log extended), a
  // refusal, or "ended" (the host ended live play; body: why).
  Status live_guest_message(const std::string& type, const std::string& body);
  bool is_live_guest() const { return guest_seat_ >= 0; }
  // Nothing from the host yet: the join panel is shown instead of a screen.
  bool live_joining() const { return guest_seat_ >= 0 && !guest_has_match_; }
  int live_guest_seat() const { return guest_seat_; }
  LiveGuest live_guest_state() const { return guest_state_; }
  const std::string& live_answer() const { return guest_answer_; }
  const std::string& live_ended_why() const { return guest_ended_; }
  // How many moves the host's match holds (the guest's copy has no history of its own).
  size_t live_host_size() const { return guest_host_size_; }
  const std::string& live_game_name() const { return guest_game_; }
  const std::string& live_seat_name() const { return guest_name_; }

  const std::vector<LogEntry>& log() const { return log_; }
  uint64_t version() const { return version_; }      // bumps on every match change
  uint64_t match_serial() const { return serial_; }  // bumps when another match is adopted

 private:
  void adopt_with_log(std::unique_ptr<Match> m, const std::string& origin, std::vector<LogEntry> log,
                      bool saved = false);
  std::string record_kind(const std::string& slot) const;
  Status act_link(int seat, const Action& a, std::vector<LogEvent>* out);
  // match_ catches up with the link game (in place); the log gains its moves from `from`.
  void sync_from_link(size_t from, std::vector<LogEvent>* out = nullptr);
  // The shown moves after a link opened (link_showing): the next one on the board.
  bool tick_link(double now_s, bool* changed);
  // `out`: the events of this device's own move, for the view that made it.
  bool show_next_link_move(double now_s, std::vector<LogEvent>* out = nullptr);
  size_t link_show_from_ = 0, link_show_to_ = 0;  // match_ sizes; none when to <= match_->size()
  double link_next_show_ = 0;
  std::unique_ptr<LinkGame> link_;
  LinkDevice link_dev_;
  void bots_for_seats();
  void touch(double now_s);
  // Live play: every connected guest gets the position and the log lines it lacks.
  void live_send_all();
  Status live_guest_move(int seat, const Action& a);  // to the host, not to Match::apply
  void live_send(int seat);
  // Another match is adopted: each connected guest is told `why` ("the host
  // opened another game"), then the channels close and guest mode is left.
  void live_end(const std::string& why);
  std::vector<LiveSeat> live_;  // host: per seat (empty: not hosting)
  int guest_seat_ = -1;
  bool guest_has_match_ = false;
  size_t guest_host_size_ = 0;
  bool live_adopting_ = false;  // the guest adopts the host's copy: live play goes on
  LiveGuest guest_state_ = LiveGuest::Joining;
  std::string guest_answer_, guest_game_, guest_name_;
  std::string guest_ended_;  // why the host ended live play (LiveGuest::Ended)
  UiState& ui_;
  std::unique_ptr<Match> match_;
  std::vector<std::unique_ptr<Bot>> bots_;  // per seat; null for humans
  Rng bot_rng_{0x5eedb075};
  std::string origin_;
  std::string start_point_;
  std::string save_id_;
  // Who the table was last shown to: settled lazily by must_cover() when the
  // match moves on (no cover needed: it follows the acting human).
  mutable int shown_to_ = -1;
  mutable bool cover_ = false;
  mutable uint64_t cover_checked_ = ~0ull;
  int humans() const;
  std::vector<LogEntry> log_;
  uint64_t version_ = 0;
  uint64_t serial_ = 0;
  double next_bot_ = 0;
  Autosave autosave_;
};

}  // namespace shamble::web
