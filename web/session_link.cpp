// Owns: the page's game played by link (docs/PLAY_BY_LINK.md, "In the page").
// The chain's rules are core's (framework/link_device.h); this file hands it
// the clicks, WebCrypto's secrets and the bots' choices, and shows the result
// through the usual match, log and autosave.
#include <emscripten.h>

#include <algorithm>

#include "framework/registry.h"
#include "link_bar.h"
#include "session.h"

namespace shamble::web {

// 16 bytes from crypto.getRandomValues (api.js), never from the game's Rng:
// whoever could predict it could predict the dice.
EM_JS(void, js_link_secret, (char* out), {
  const hex = window.shambleLinkSecret();
  for (let i = 0; i < 32; ++i) HEAPU8[out + i] = hex.charCodeAt(i);
});

namespace {
LinkSecret fresh_secret() {
  char hex[33] = {};
  js_link_secret(hex);
  LinkSecret s{};
  for (size_t i = 0; i < s.size(); ++i)
    s[i] = static_cast<uint8_t>(std::stoi(std::string(hex + 2 * i, 2), nullptr, 16));
  return s;
}
}  // namespace

std::string Session::link_id() const { return link_ ? to_hex(link_->hashes()[0].data(), kLinkIdBytes) : ""; }

std::string Session::link_note() const { return link_ ? link_turn_note(*link_, link_dev_.seat) : ""; }

bool Session::link_showing() const { return link_ && match_ && link_show_to_ > match_->size(); }

void Session::link_show_progress(size_t* shown, size_t* total) const {
  *shown = link_showing() ? match_->size() - link_show_from_ : 0;
  *total = link_showing() ? link_show_to_ - link_show_from_ : 0;
}

void Session::link_skip() {
  if (!link_showing()) return;
  link_show_to_ = 0;
  sync_from_link(match_->size());  // the rest at once; match_ is the link game's copy again
}

bool Session::show_next_link_move(double now_s, std::vector<LogEvent>* out) {
  // The link game's next logged move, applied to the board's copy as it was
  // logged (its reseed too): the page replays, the core decided.
  const LoggedAction& la = link_->match().log()[match_->size()];
  const State& before = match_->state();
  LogEntry e{match_->size(), before.turn_number(), la.seat, before.label(la.action), {}};
  EventSink ev;
  if (auto st = la.reseeded ? match_->apply_reseeded(la.seat, la.action, la.seed, &ev)
                            : match_->apply(la.seat, la.action, &ev, la.dice))
    return false;
  for (auto& x : ev) e.events.push_back({x, match_->state().describe(x), x.rule ? x.rule : ""});
  if (out && la.seat == link_dev_.seat) *out = e.events;
  log_.push_back(std::move(e));
  touch(now_s);
  return true;
}

bool Session::tick_link(double now_s, bool* changed) {
  if (!link_showing()) return false;
  if (now_s < link_next_show_) return true;
  *changed = true;
  if (!show_next_link_move(now_s)) {
    link_skip();  // never expected (the chain's moves replay): show the position at once
    return false;
  }
  // The others' moves are shown at the game's speed control, the bots' pace
  // (0.9 s a move at 1x; one a frame at Instant); Skip jumps to now.
  link_next_show_ = now_s + bot_delay_s(ui_.speed);
  if (match_->size() < link_show_to_) return true;
  link_show_to_ = 0;
  sync_from_link(match_->size());  // the last one shown: the board is the link game's own copy, saved
  return false;
}

bool Session::link_seat_may_act() const {
  if (!link_ || link_showing()) return false;
  const State& s = link_->match().state();
  return !(s.actors() >> link_dev_.seat & 1) || link_may_move(*link_, link_dev_.seat);
}

bool Session::may_act(int seat) const {
  if (link_) return seat == link_dev_.seat && !link_showing() && link_may_move(*link_, seat);
  // Live guest: its own seat, while the channel is open and the match wants that seat.
  if (is_live_guest())
    return seat == guest_seat_ && guest_state_ == LiveGuest::Connected && match_ &&
           ((match_->state().actors() | match_->state().bystanders()) >> seat & 1);
  return is_human(seat);
}

bool Session::link_everyone_joined() const { return link_ && link_->everyone_joined(); }

std::string Session::link_for_next(int* to) const {
  *to = link_ ? link_next_device(*link_, link_dev_.seat) : -1;
  return *to >= 0 ? link_to_send(*link_, *to) : "";
}

void Session::sync_from_link(size_t from, std::vector<LogEvent>* out) {
  const Match& lm = link_->match();
  const double now = emscripten_get_now() / 1000.0;
  // The log's entries for moves match_ already holds (after a load the log is rebuilt from 0).
  const size_t have = std::min(match_->size(), lm.size());
  if (from < have)
    match_->replay(from, have, [&](const ReplayStep& st) {
      LogEntry e{st.index, st.turn_before, st.entry.seat, st.label, {}};
      for (auto& x : st.events) e.events.push_back({x, st.after.describe(x), x.rule ? x.rule : ""});
      log_.push_back(std::move(e));
    });
  // The moves it lacks are applied to it in place, as any move is: a click
  // (a move, Skip) comes while a board view draws this very Match, which
  // must not be destroyed under it.
  bool in_place = match_->size() <= lm.size();
  while (in_place && match_->size() < lm.size()) in_place = show_next_link_move(now, out);
  if (!in_place) {  // never expected (the chain's moves replay): the link game's copy, its whole log
    match_ = std::make_unique<Match>(lm);
    log_.clear();
    match_->replay(0, match_->size(), [&](const ReplayStep& st) {
      LogEntry e{st.index, st.turn_before, st.entry.seat, st.label, {}};
      for (auto& x : st.events) e.events.push_back({x, st.after.describe(x), x.rule ? x.rule : ""});
      log_.push_back(std::move(e));
    });
  }
  touch(now);
  // Every change of a link game is written at once: the record's meta holds
  // the chain (with this device's secret), which the journal does not.
  flush_autosave(now, true);
}

Status Session::act_link(int seat, const Action& a, std::vector<LogEvent>* out) {
  if (seat != link_dev_.seat) return fail("link", "this device plays " + seat_name(link_dev_.seat) + " only");
  link_skip();  // a move (from the JS API) while the others' are shown: they are all on the board first
  const size_t from = match_->size();
  const LinkChooser bots = [&](const State& s, int q) { return bots_[q]->choose(s, q, bot_rng_); };
  if (auto st = link_device_move(link_, link_dev_, a, fresh_secret, bots)) return st;
  sync_from_link(from, out);
  return {};
}

Status Session::start_link(const NewGameRequest& req, int my_seat) {
  Error e;
  auto m = make_match(req, &e);  // the request's defaults, resolved once (seats, names)
  if (!m) return e;
  LinkHeader h;
  h.game = m->info().id;
  h.rules_version = m->info().rules_version;
  h.preset = req.preset;
  h.overrides = req.overrides;
  for (auto& s : m->seats()) {
    h.seats.push_back(s.kind);
    h.names.push_back(s.name);
  }
  h.seed = req.seed;
  if (my_seat < 0 || my_seat >= static_cast<int>(h.seats.size()) || h.seats[my_seat] != "human")
    return fail("link", "this device must play a person's seat");
  auto g = LinkGame::start(h, &e);
  if (!g) return e;
  LinkDevice d{my_seat, {}};
  if (auto st = link_join(*g, d, fresh_secret)) return st;
  adopt(std::make_unique<Match>(g->match()), "");
  link_ = std::move(g);
  link_dev_ = d;
  link_show_to_ = 0;
  flush_autosave(emscripten_get_now() / 1000.0, true);
  return {};
}

Status Session::open_link(const std::string& text, int seat) {
  link_skip();  // a link opened while the last one's moves are shown: those first
  const bool same = link_ && link_game_id(text) == link_id();
  LinkDevice d = same ? link_dev_ : LinkDevice{seat, {}};
  std::unique_ptr<LinkGame> g;
  if (auto st = link_device_open(text, same ? link_.get() : nullptr, &d, fresh_secret, &g)) {
    ui_.notify_tagged(
        {"This link was not opened: " + st->message + ". Your saved game is unchanged.", true, kLinkTag});
    return st;
  }
  size_t from = 0;
  if (same) {
    from = match_->size();
  } else {
    adopt(std::make_unique<Match>(g->match()), "");  // the log shows every move so far
    from = match_->size();
  }
  link_ = std::move(g);
  link_dev_ = d;
  const LinkChooser bots = [&](const State& s, int q) { return bots_[q]->choose(s, q, bot_rng_); };
  if (auto st = link_device_bots(link_, link_dev_, fresh_secret, bots))
    ui_.notify_tagged({"The bots could not move: " + st->message, true, kLinkTag});
  link_show_to_ = 0;
  const double now = emscripten_get_now() / 1000.0;
  if (!same || link_->match().size() == from) {
    sync_from_link(from);  // a device that joins has no last move of its own: the position at once
    ui_.notify_tagged({"Opened the link: " + link_note() + ".", false, kLinkTag});
    return {};
  }
  // The moves since this device's last are shown one by one (tick_link), from
  // a moment after the link opened; the chain is saved now (the record meta
  // holds it, and a load shows its position).
  link_show_from_ = from;
  link_show_to_ = link_->match().size();
  link_next_show_ = now + bot_delay_s(ui_.speed);
  autosave_.changed(*match_);
  flush_autosave(now, true);
  ui_.request_redraw = true;
  const size_t n = link_show_to_ - from;
  ui_.notify_tagged({"Opened the link: " + std::to_string(n) + (n == 1 ? " move" : " moves") +
                         " since yours, shown on the board (Skip shows now); then " + link_note() + ".",
                     false, kLinkTag});
  return {};
}

Status Session::set_link(const std::string& device_text) {
  Error e;
  LinkDevice d;
  auto g = link_device_load(device_text, &d, &e);
  if (!g) return e;
  const size_t from = match_ ? match_->size() : 0;
  link_ = std::move(g);
  link_dev_ = d;
  link_show_to_ = 0;
  if (from != link_->match().size()) {  // the chain is the game: show its moves
    log_.clear();
    sync_from_link(0);
  }
  ui_.request_redraw = true;
  return {};
}

}  // namespace shamble::web
