// Owns: live play in the page (docs/PLAY_LIVE.md). The host's tab is the
// referee: its Session plays the match and saves it; each connected guest is
// sent live_snapshot (core's framework/live_view.h: the position as that seat
// may hold it, and the log lines it lacks) after every change. A guest's tab
// adopts each snapshot and sends its clicks to the host as action codes.
// live.js holds the WebRTC side; this file holds who plays where.
#include <emscripten.h>

#include <algorithm>

#include "framework/bot.h"
#include "framework/json_reader.h"
#include "framework/json_writer.h"
#include "framework/live_view.h"
#include "session.h"

namespace shamble::web {

// live.js (window.ShambleLive): the WebRTC half. Offers and answers are made
// asynchronously; they come back through web_live_* (api_live.cpp).
EM_JS(void, js_live_offer, (int seat, const char* game, const char* name), {
  if (window.ShambleLive) window.ShambleLive.offer(seat, UTF8ToString(game), UTF8ToString(name));
});
EM_JS(void, js_live_accept, (int seat, const char* code), {
  if (window.ShambleLive) window.ShambleLive.accept(seat, UTF8ToString(code));
});
EM_JS(void, js_live_send, (int seat, const char* text), {
  if (window.ShambleLive) window.ShambleLive.send(seat, UTF8ToString(text));
});
EM_JS(void, js_live_close, (int seat), {
  if (window.ShambleLive) window.ShambleLive.close(seat);
});
// The last message to a seat's device, then its channel closes (once the message is out).
EM_JS(void, js_live_end, (int seat, const char* text), {
  if (window.ShambleLive) window.ShambleLive.end(seat, UTF8ToString(text));
});

namespace {
constexpr const char* kLiveTag = "live";

std::string ended_message(const std::string& why) {
  JsonWriter w;
  w.begin_object().field("t", "ended").field("why", why).end_object();
  return w.str();
}
}  // namespace

bool Session::live_remote(int seat) const {
  return seat >= 0 && seat < static_cast<int>(live_.size()) && live_[seat].remote;
}

void Session::live_end(const std::string& why) {
  // A guest told why keeps its last copy on screen and says so, rather than "reconnecting".
  for (int i = 0; i < static_cast<int>(live_.size()); ++i)
    if (live_[i].remote) js_live_end(i, ended_message(why).c_str());
  live_.clear();
  if (guest_seat_ >= 0) js_live_close(-1);
  guest_seat_ = -1;
  guest_has_match_ = false;
}

void Session::live_invite(int seat) {
  if (!match_ || is_live_guest() || link_ || seat < 0 || seat >= static_cast<int>(match_->seats().size()))
    return;
  live_.resize(match_->seats().size());
  if (match_->seats()[seat].kind != "human") live_make_local(seat, false);  // a guest is a person
  LiveSeat& l = live_[seat];
  l = LiveSeat{};
  l.remote = true;
  js_live_offer(seat, match_->info().name.c_str(), seat_name(seat).c_str());  // closes an older offer
  ++version_;
  ui_.request_redraw = true;
}

void Session::live_invite_ready(int seat, const std::string& link) {
  if (!live_remote(seat)) return;
  live_[seat].invite = link;
  ui_.request_redraw = true;
}

Status Session::live_connect(int seat, const std::string& answer) {
  if (!live_remote(seat)) return fail("live", seat_name(seat) + " is not invited");
  if (live_[seat].invite.empty()) return fail("live", "the invitation is still being made");
  js_live_accept(seat, answer.c_str());
  return {};
}

void Session::live_channel(int seat, bool open) {
  if (!live_remote(seat)) return;
  LiveSeat& l = live_[seat];
  l.link = open ? LiveLink::Connected : LiveLink::Dropped;
  if (open) {
    l.sent = 0;  // a (re)joined guest gets the whole log
    live_send(seat);
    ui_.notify_tagged({seat_name(seat) + " joined from their device.", false, kLiveTag});
  } else {
    ui_.notify_tagged({seat_name(seat) +
                           "'s device is no longer connected: send them a new link (Invite players), "
                           "or hand their seat to a bot.",
                       true, kLiveTag});
  }
  ++version_;
  ui_.request_redraw = true;
}

void Session::live_bad_answer(int seat) {
  if (!live_remote(seat) || live_[seat].link != LiveLink::Invited) return;
  ui_.notify_tagged({seat_name(seat) + "'s code could not be used: it is cut short, or it answers "
                                       "another link. Ask them to copy it again and paste it whole.",
                     true, kLiveTag});
  ui_.request_redraw = true;
}

// Without this the host would see "invited" for ever: a channel that never
// opened never closes either.
void Session::live_unreachable(int seat) {
  if (!live_remote(seat) || live_[seat].link != LiveLink::Invited) return;
  live_[seat].link = LiveLink::Unreachable;
  ui_.notify_tagged({"Could not connect to " + seat_name(seat) + "'s device. On different networks, tick \"" +
                         kLiveAcrossNetworks + "\" in Invite players, then send them a new link.",
                     true, kLiveTag});
  ++version_;
  ui_.request_redraw = true;
}

void Session::live_send(int seat) {
  LiveSeat& l = live_[seat];
  if (!match_ || !l.remote || l.link != LiveLink::Connected) return;
  std::vector<LiveLine> lines;
  const auto& logged = match_->log();
  for (size_t i = std::min(l.sent, log_.size()); i < log_.size(); ++i) {
    const LogEntry& e = log_[i];
    // The line "Earlier moves" (a save of another rules version) stands for no action of this log.
    if (e.index >= logged.size() || (i == 0 && match_->history().actions > 0)) continue;
    LiveLine line{e.index, e.turn, e.seat, logged[e.index].action, e.label, {}};
    for (const LogEvent& x : e.events) line.events.push_back(x.ev);
    lines.push_back(std::move(line));
  }
  l.sent = log_.size();
  const std::string msg = "{\"t\":\"snapshot\",\"doc\":" + live_snapshot(*match_, seat, lines) + "}";
  js_live_send(seat, msg.c_str());
}

void Session::live_send_all() {
  for (int i = 0; i < static_cast<int>(live_.size()); ++i) live_send(i);
}

void Session::live_message(int seat, const std::string& text) {
  if (!match_ || !live_remote(seat) || live_[seat].link != LiveLink::Connected) return;
  rapidjson::Document d;
  d.Parse(text.c_str(), text.size());
  std::string why;
  if (d.HasParseError() || !d.IsObject() || !d.HasMember("t") || !d["t"].IsString() ||
      std::string(d["t"].GetString()) != "move" || !d.HasMember("action") || !d["action"].IsString()) {
    why = "the host could not read the message";
  } else {
    const State& s = match_->state();
    auto a = s.decode(d["action"].GetString());
    if (!a)
      why = std::string("'") + d["action"].GetString() + "' is not a move of " + match_->info().name;
    else if (auto st = act(seat, *a))  // the one path: the core judges (out of turn too), logs, sends
      why = st->message;
    else
      flush_autosave(emscripten_get_now() / 1000.0, false);  // a person's move: journaled at once
  }
  if (why.empty()) return;
  JsonWriter w;
  w.begin_object().field("t", "refused").field("why", why).end_object();
  js_live_send(seat, w.str().c_str());
  live_send(seat);  // and the position as it stands
}

void Session::live_make_local(int seat, bool bot) {
  if (!match_ || seat < 0 || seat >= static_cast<int>(match_->seats().size())) return;
  if (live_remote(seat)) {
    js_live_end(seat, ended_message(bot ? "the host handed your seat to a bot"
                                        : "the host now plays your seat at their table")
                          .c_str());
    live_[seat] = LiveSeat{};
  }
  std::vector<Seat> seats = match_->seats();
  const std::string kind = bot ? "bot:normal" : "human";
  if (seats[seat].kind != kind) {
    seats[seat].kind = kind;
    match_->set_seats(std::move(seats));
    bots_for_seats();
    autosave_.changed(*match_);
  }
  ++version_;
  ui_.request_redraw = true;
}

// ---- guest ----

void Session::live_join(int seat, const std::string& game, const std::string& name) {
  // The game this tab had keeps its own save, and the person is told where it is.
  if (match_ && !is_live_guest() && !save_id_.empty() && seat >= 0) {
    flush_autosave(emscripten_get_now() / 1000.0, true);
    ui_.notify("The " + match_->info().name + " game you had open is kept in Saves.");
  }
  live_end(seat >= 0 ? "the host joined another game" : "the host left live play");
  guest_seat_ = seat;
  guest_state_ = LiveGuest::Joining;
  guest_has_match_ = false;
  guest_answer_.clear();
  guest_ended_.clear();
  guest_game_ = game;
  guest_name_ = name;
  ui_.request_redraw = true;
}

void Session::live_answer_ready(const std::string& code) {
  if (!is_live_guest()) return;
  guest_answer_ = code;
  ui_.request_redraw = true;
}

void Session::live_guest_channel(bool open) {
  if (!is_live_guest() || guest_state_ == LiveGuest::Ended) return;
  guest_state_ = open ? LiveGuest::Connected : LiveGuest::Dropped;
  ++version_;
  ui_.request_redraw = true;
}

void Session::live_guest_unreachable() {
  if (!is_live_guest() || guest_state_ != LiveGuest::Joining) return;
  guest_state_ = LiveGuest::Unreachable;
  ++version_;
  ui_.request_redraw = true;
}

Status Session::live_guest_move(int seat, const Action& a) {
  if (seat != guest_seat_) return fail("live", "this device plays " + seat_name(guest_seat_) + " only");
  if (guest_state_ != LiveGuest::Connected) return fail("live", "not connected to the host");
  JsonWriter w;
  w.begin_object().field("t", "move").field("action", match_->state().encode(a)).end_object();
  js_live_send(-1, w.str().c_str());
  return {};
}

Status Session::live_guest_message(const std::string& type, const std::string& body) {
  if (!is_live_guest()) return fail("live", "this page is not a live guest");
  if (type == "refused") {
    ui_.notify_tagged({"The host did not take that move: " + body + ".", true, kLiveTag});
    return {};
  }
  if (type == "ended") {
    guest_state_ = LiveGuest::Ended;
    guest_ended_ = body;
    ui_.notify_tagged({"Live play ended: " + body + ".", true, kLiveTag});
    ++version_;
    ui_.request_redraw = true;
    return {};
  }
  LiveSnapshot snap;
  Error err;
  if (!read_live_snapshot(body, &snap, &err)) {
    ui_.notify_tagged({err.message, true, kLiveTag});
    return err;
  }
  if (snap.seat != guest_seat_) return fail("live", "the host sent another seat's view");
  guest_host_size_ = snap.size;
  // The log: lines the host took back (undo) go, the new ones are added.
  std::vector<LogEntry> log = guest_has_match_ ? std::move(log_) : std::vector<LogEntry>{};
  size_t cut = snap.size;
  if (!snap.entries.empty()) cut = std::min(cut, snap.entries.front().index);
  while (!log.empty() && log.back().index >= cut) log.pop_back();
  for (LiveEntry& e : snap.entries) {
    LogEntry le{e.index, e.turn, e.seat, std::move(e.label), {}};
    for (LiveEvent& x : e.events) le.events.push_back({x.ev, std::move(x.text), std::move(x.rule)});
    log.push_back(std::move(le));
  }
  if (!guest_has_match_) {
    live_adopting_ = true;
    adopt_with_log(std::move(snap.match), "", std::move(log), true);
    live_adopting_ = false;
    guest_has_match_ = true;
    save_id_.clear();  // nothing of the live game is stored on this device
    return {};
  }
  // Replaced between frames (messages arrive outside them): no view draws the old one now.
  match_ = std::move(snap.match);
  log_ = std::move(log);
  ++version_;
  ui_.request_redraw = true;
  return {};
}

}  // namespace shamble::web
