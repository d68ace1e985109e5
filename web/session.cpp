#include "session.h"

#include <emscripten.h>
#include <emscripten/html5.h>

#include <algorithm>

#include "framework/position_link.h"
#include "framework/registry.h"

namespace shamble::web {

bool Session::start(const NewGameRequest& req, const std::string& origin, Error* err) {
  auto m = make_match(req, err);
  if (!m) return false;
  adopt(std::move(m), origin);
  start_point_ = scenario_of_request(req);
  return true;
}

namespace {
// The log panel's entry for one replayed action.
LogEntry entry_of(const ReplayStep& st) {
  LogEntry e{st.index, st.turn_before, st.entry.seat, st.label, {}};
  for (auto& x : st.events) e.events.push_back({x, st.after.describe(x), x.rule ? x.rule : ""});
  return e;
}
// Moves played under another rules version have no events to show: one line says so.
void add_history_line(const Match& m, std::vector<LogEntry>* log) {
  if (m.history().actions == 0) return;
  log->insert(log->begin(), LogEntry{0, 0, 0, "Earlier moves", {{Event{}, m.history_note(), ""}}});
}
}  // namespace

void Session::adopt(std::unique_ptr<Match> m, const std::string& origin) {
  std::vector<LogEntry> log;
  m->replay(m->history().actions, m->size(), [&](const ReplayStep& st) { log.push_back(entry_of(st)); });
  add_history_line(*m, &log);
  adopt_with_log(std::move(m), origin, std::move(log));
}

bool Session::load(const std::string& data, const std::string& origin, Error* err) {
  std::vector<LogEntry> log;
  ReplayObserver observe = [&](const ReplayStep& st) { log.push_back(entry_of(st)); };
  auto m = Match::load(data, err, &observe);
  if (!m) return false;
  add_history_line(*m, &log);
  adopt_with_log(std::move(m), origin, std::move(log), true);  // saved as it is: loading changes nothing
  return true;
}

std::string Session::new_save_id() {
  static int n = 0;
  char buf[64];
  snprintf(buf, sizeof buf, "game-%.0f-%04d-%d", emscripten_date_now(),
           static_cast<int>(emscripten_random() * 10000), ++n);
  return buf;
}

void Session::adopt_with_log(std::unique_ptr<Match> m, const std::string& origin, std::vector<LogEntry> log,
                             bool saved) {
  // The game being replaced keeps its own save: write what it has not saved yet.
  flush_autosave(emscripten_get_now() / 1000.0, true);
  if (!live_adopting_) live_end("the host opened another game");  // its guests (or its host) are left
  match_ = std::move(m);
  link_.reset();  // a link game sets its own after adopting
  save_id_ = ui_.embed ? ui_.embed_key : new_save_id();
  // Whoever holds the device now has not said who they are: a hot-seat game
  // opens covered if its players' views differ.
  shown_to_ = -1;
  cover_checked_ = ~0ull;
  ++serial_;
  origin_ = origin;
  start_point_.clear();
  bots_for_seats();
  log_ = std::move(log);
  ++version_;
  ui_.screen = Screen::Game;
  next_bot_ = emscripten_get_now() / 1000.0 + bot_delay_s(ui_.speed);
  autosave_.reset(*match_, saved);
  ui_.request_redraw = true;
}

void Session::bots_for_seats() {
  bots_.clear();
  if (is_live_guest()) {  // the host plays the bots: a guest's copy runs none
    bots_.resize(match_->seats().size());
    return;
  }
  for (auto& s : match_->seats()) {
    std::unique_ptr<Bot> b;
    if (is_bot_kind(s.kind)) b = make_bot(match_->info(), bot_level(s.kind));
    if (!b && s.kind != "human") b = make_bot(match_->info(), "random");  // unknown level in an old save
    bots_.push_back(std::move(b));
  }
}

Status Session::act(int seat, const Action& a, std::vector<LogEvent>* out) {
  if (!match_) return fail("game", "no game is being played");
  if (link_) return act_link(seat, a, out);
  if (is_live_guest()) return live_guest_move(seat, a);
  const State& before = match_->state();
  LogEntry e{match_->size(), before.turn_number(), seat, before.label(a), {}};
  EventSink ev;
  if (auto err = match_->apply(seat, a, &ev)) return err;
  for (auto& x : ev) e.events.push_back({x, match_->state().describe(x), x.rule ? x.rule : ""});
  if (out) *out = e.events;
  log_.push_back(std::move(e));
  touch(emscripten_get_now() / 1000.0);
  // A person's move is journaled (and written when due) before this returns;
  // bots' moves at the end of the frame's tick, in the same task, so a tab
  // can never close between a move and its journal (an instant bot game does
  // not rewrite the journal per move).
  if (is_human(seat)) flush_autosave(emscripten_get_now() / 1000.0, false);
  live_send_all();
  return {};
}

void Session::touch(double now_s) {
  ++version_;
  ui_.request_redraw = true;
  next_bot_ = std::max(next_bot_, now_s + bot_delay_s(ui_.speed));
  autosave_.changed(*match_);
}

bool Session::is_human(int seat) const {
  // The others play on their own devices; this device's seat is offered a
  // move only when the core would take it (link_may_move: everyone joined,
  // and not "send the link back first").
  if (link_) return seat == link_dev_.seat && link_seat_may_act();
  // The others play elsewhere; once the host ended live play, nobody plays here.
  if (is_live_guest()) return seat == guest_seat_ && guest_state_ != LiveGuest::Ended;
  return match_ && seat >= 0 && seat < static_cast<int>(bots_.size()) && !bots_[seat] && !live_remote(seat);
}

int Session::viewer() const {
  if (link_) return link_dev_.seat;  // even while it waits to move (is_human is false then)
  if (is_live_guest()) return guest_seat_;
  if (!match_) return 0;
  uint32_t m = match_->state().actors();
  for (int i = 0; i < static_cast<int>(bots_.size()); ++i)
    if ((m >> i & 1) && is_human(i)) return i;
  for (int i = 0; i < static_cast<int>(bots_.size()); ++i)
    if (is_human(i)) return i;
  return 0;
}

std::string Session::seat_name(int seat) const {
  if (!match_ || seat < 0 || seat >= static_cast<int>(match_->seats().size())) return "?";
  return match_->seats()[seat].name;
}

int Session::humans() const {
  int n = 0;
  for (int i = 0; i < static_cast<int>(bots_.size()); ++i) n += is_human(i);
  return n;
}

bool Session::must_cover() const {
  if (!match_) return false;
  if (cover_checked_ != version_) {
    cover_checked_ = version_;
    const State& s = match_->state();
    int v = viewer();
    cover_ = false;
    int& shown = shown_to_;
    if (humans() < 2) {
      shown = v;
    } else if (is_human(v) && v != shown_to_ && (s.actors() >> v & 1) && !s.terminal()) {
      int other = shown_to_;
      for (int i = 0; i < static_cast<int>(bots_.size()) && other < 0; ++i)
        if (is_human(i) && i != v) other = i;
      // The game's one declaration of what is private (State::private_to):
      // a cover only where either player has something to keep.
      cover_ = other >= 0 && !(s.private_to(v).empty() && s.private_to(other).empty());
      // No secret to keep between them: the table simply shows the new player.
      if (!cover_) shown = v;
    }
  }
  return cover_;
}

int Session::looking() const {
  must_cover();
  return humans() >= 2 && shown_to_ >= 0 ? shown_to_ : viewer();
}

void Session::confirm_viewer(int seat) {
  shown_to_ = seat;
  cover_ = false;
  cover_checked_ = version_;
  ui_.request_redraw = true;
}

bool Session::can_undo() const {
  if (!match_ || match_->size() == 0) return false;
  if (link_) return false;            // the chain only grows: a move taken back would be a fork
  if (is_live_guest()) return false;  // the host's match: only the host takes moves back
  int seat = match_->log().back().seat;
  if (!is_human(seat)) return false;
  // Undo never crosses a change of who is looking: on a shared device only the
  // player now shown may take back a move, and only their own.
  if (humans() >= 2 && (must_cover() || seat != viewer() || seat != shown_to_)) return false;
  return match_->undo_floor(seat) < match_->size();
}

void Session::undo() {
  if (!can_undo()) return;
  size_t n = match_->size() - 1;
  if (auto e = match_->undo_to(n)) {
    ui_.notify("Undo failed: " + e->message);
    return;
  }
  while (!log_.empty() && log_.back().index >= n) log_.pop_back();
  for (LiveSeat& l : live_) l.sent = std::min(l.sent, log_.size());
  touch(emscripten_get_now() / 1000.0);
  flush_autosave(emscripten_get_now() / 1000.0, false);
  live_send_all();
}

bool Session::tick(double now_s, bool* changed) {
  *changed = false;
  if (!match_ || ui_.screen != Screen::Game) return false;
  if (is_live_guest()) return false;  // the host's tab runs the bots
  // A link game's bots move with the device's own turn (link_device_bots);
  // here only the moves of an opened link are shown.
  if (link_) return tick_link(now_s, changed);
  const double budget_end = now_s + 0.008;  // instant speed: keep frames smooth
  for (;;) {
    const State& s = match_->state();
    if (s.terminal()) return false;
    // A bot owed something out of turn (a rent to ask for) speaks first, at once.
    int seat = -1;
    std::optional<Action> out_of_turn;
    if (uint32_t by = s.bystanders())
      for (int i = 0; i < static_cast<int>(bots_.size()) && !out_of_turn; ++i)
        if ((by >> i & 1) && bots_[i] && (out_of_turn = bots_[i]->interject(s, i, bot_rng_))) seat = i;
    uint32_t m = s.actors();
    for (int i = 0; i < static_cast<int>(bots_.size()) && seat < 0; ++i)
      if ((m >> i & 1) && bots_[i]) seat = i;
    if (seat < 0) return false;
    double now = emscripten_get_now() / 1000.0;
    if (!out_of_turn && ui_.speed != Speed::Instant && now < next_bot_) return true;
    if (ui_.speed == Speed::Instant && now > budget_end) return true;
    Action a = out_of_turn ? *out_of_turn : bots_[seat]->choose(s, seat, bot_rng_);
    if (auto err = act(seat, a)) {
      // A bot choosing an illegal action is a bug in that game's bot: say so and stop it.
      ui_.notify("A bot chose an illegal action (" + err->message + "); it now plays randomly.");
      bots_[seat] = make_bot(match_->info(), "random");
      return true;
    }
    *changed = true;
    if (ui_.speed != Speed::Instant) return true;
  }
}

}  // namespace shamble::web
