// Live play's exported functions (docs/PLAY_LIVE.md): live.js reports offers,
// answers, channels and messages here; window.shamble.live (api.js) asks for
// invitations and the status. Every decision is Session's (session_live.cpp).
#include <emscripten.h>

#include "api_out.h"
#include "app.h"

using namespace shamble;
using namespace shamble::web;
using namespace shamble::web::api;

namespace {
const char* link_name(LiveLink l) {
  return l == LiveLink::Connected     ? "connected"
         : l == LiveLink::Dropped     ? "dropped"
         : l == LiveLink::Unreachable ? "unreachable"
                                      : "invited";
}
const char* guest_name(LiveGuest g) {
  return g == LiveGuest::Connected     ? "connected"
         : g == LiveGuest::Dropped     ? "dropped"
         : g == LiveGuest::Ended       ? "ended"
         : g == LiveGuest::Unreachable ? "unreachable"
                                       : "joining";
}
}  // namespace

extern "C" {

// Host.
EMSCRIPTEN_KEEPALIVE void web_live_invite(int seat) { App::get().session.live_invite(seat); }
EMSCRIPTEN_KEEPALIVE void web_live_invite_ready(int seat, const char* link) {
  App::get().session.live_invite_ready(seat, link);
}
EMSCRIPTEN_KEEPALIVE const char* web_live_connect(int seat, const char* answer) {
  return result(App::get().session.live_connect(seat, answer));
}
EMSCRIPTEN_KEEPALIVE void web_live_channel(int seat, int open) {
  App::get().session.live_channel(seat, open != 0);
}
EMSCRIPTEN_KEEPALIVE void web_live_bad_answer(int seat) { App::get().session.live_bad_answer(seat); }
EMSCRIPTEN_KEEPALIVE void web_live_unreachable(int seat) { App::get().session.live_unreachable(seat); }
EMSCRIPTEN_KEEPALIVE void web_live_message(int seat, const char* text) {
  App::get().session.live_message(seat, text);
}
// The seat is played here again: by a person (bot 0) or by a bot (bot 1).
EMSCRIPTEN_KEEPALIVE void web_live_make_local(int seat, int bot) {
  App::get().session.live_make_local(seat, bot != 0);
}

// Guest.
EMSCRIPTEN_KEEPALIVE void web_live_join(int seat, const char* game, const char* name) {
  App::get().session.live_join(seat, game, name);
}
EMSCRIPTEN_KEEPALIVE void web_live_answer_ready(const char* code) {
  App::get().session.live_answer_ready(code);
}
EMSCRIPTEN_KEEPALIVE void web_live_guest_channel(int open) {
  App::get().session.live_guest_channel(open != 0);
}
EMSCRIPTEN_KEEPALIVE void web_live_guest_unreachable() { App::get().session.live_guest_unreachable(); }
// type "snapshot" (body: the snapshot's JSON), "refused" or "ended" (body: why).
EMSCRIPTEN_KEEPALIVE const char* web_live_guest_message(const char* type, const char* body) {
  return result(App::get().session.live_guest_message(type, body));
}

// {role: "host"|"guest"|null, seats:[{remote, link, invite}] (host),
//  seat, state, answer (guest)}
EMSCRIPTEN_KEEPALIVE const char* web_live_status() {
  const Session& s = App::get().session;
  JsonWriter w;
  w.begin_object();
  if (s.is_live_guest()) {
    w.field("role", "guest")
        .field("seat", s.live_guest_seat())
        .field("state", guest_name(s.live_guest_state()));
    w.field("answer", s.live_answer()).field("joining", s.live_joining());
    if (s.live_guest_state() == LiveGuest::Ended) w.field("ended", s.live_ended_why());
  } else if (!s.live_seats().empty()) {
    w.field("role", "host").key("seats").begin_array();
    for (const LiveSeat& l : s.live_seats()) {
      w.begin_object().field("remote", l.remote);
      if (l.remote) w.field("link", link_name(l.link)).field("invite", l.invite);
      w.end_object();
    }
    w.end_array();
  } else {
    w.key("role").null();
  }
  w.end_object();
  return out(w.str());
}

}  // extern "C"
