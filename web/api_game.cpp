// Owns: the JS game API behind window.shamble (web/js/api.js): booting from the
// URL, starting a game, the state, the legal moves, applying and undoing a
// move, the games list, the share code and the page's update notice. Saving
// is api_saves.cpp's; frame, heap and widget diagnostics api_diagnostics.cpp's.
// Nothing here holds rule logic: it only calls the core through Session.
#include <emscripten.h>

#include <algorithm>

#include "api_out.h"
#include "app.h"
#include "framework/json_depth.h"
#include "framework/json_reader.h"  // cereal first, then rapidjson (see json_reader.h)
#include "framework/json_writer.h"
#include "framework/position_fingerprint.h"
#include "framework/position_link.h"
#include "framework/registry.h"
#include "lab_session.h"
#include "screens/screens.h"
#include "share.h"
#include "url_params.h"

using namespace shamble;
using namespace shamble::web;
using namespace shamble::web::api;

namespace {

std::vector<std::string> strings(const rapidjson::Value& v) {
  std::vector<std::string> r;
  if (v.IsArray())
    for (auto& e : v.GetArray())
      if (e.IsString()) r.push_back(e.GetString());
  return r;
}

}  // namespace

// A lab link opens the Lab with its config; one that cannot be read opens
// the Lab with the defaults and a notice naming what was wrong (core's words).
void open_lab_link(const std::string& code) {
  App& app = App::get();
  std::string json;
  Error e;
  if (!base64url_decode(code, &json)) {
    app.ui.notify(
        "The lab link could not be read (lab= is not URL-safe base64): the lab opens with its defaults.");
  } else if (!json_depth_ok(json) || !lab_session().set_config(json, &e)) {
    app.ui.notify("The lab link could not be used: " +
                  (e.message.empty() ? "its JSON is nested too deeply" : e.message) +
                  ". The lab opens with its defaults.");
  } else {
    lab_show_config(lab_session().config());
    return;
  }
  lab_show_defaults();
}

extern "C" {

// Reads the URL (embed mode, notices for bad values) and, when `start` is set,
// starts the game it asks for. Returns {started, embed, has_game}.
EMSCRIPTEN_KEEPALIVE const char* web_boot(const char* query, int start) {
  App& app = App::get();
  UrlRequest u = parse_url(query);
  app.ui.embed = u.embed;
  app.ui.embed_key = u.embed_key;
  if (u.speed >= 0) app.ui.speed = static_cast<Speed>(u.speed);
  for (auto& n : u.notices) app.ui.notify(n);
  if (!u.lab.empty() && !start) open_lab_link(u.lab);
  bool started = false;
  if (u.has_game && start) {
    Error e;
    if (!u.scenario.empty()) {
      if (auto m = load_scenario(u.scenario, &u.req, &e)) {
        app.session.adopt(std::move(m), query);
        app.session.set_start_point(scenario_with_request(u.scenario, u.req));
        started = true;
        // A moment link: the shared game opens in its replay at that move.
        if (u.at >= 0) {
          const size_t moves = app.session.match()->size();
          if (static_cast<size_t>(u.at) > moves)
            app.ui.notify("This link's game has " + std::to_string(moves) + " moves, not " +
                          std::to_string(u.at) + ": its replay opens at the last one.");
          open_replay(std::min(static_cast<size_t>(u.at), moves));
        }
      }
    } else {
      started = app.session.start(u.req, query, &e);
    }
    if (!started) app.ui.notify("The game in the URL could not start: " + e.message);
  }
  JsonWriter w;
  w.begin_object()
      .field("started", started)
      .field("embed", u.embed)
      .field("has_game", u.has_game)
      .field("failed", u.failed)
      .field("embed_key", u.embed_key)
      .field("lab", !u.lab.empty())
      .end_object();
  return out(w.str());
}

// {game, preset, options:{name:value}, seats:[...], names:[...], seed, players, link_seat?}
EMSCRIPTEN_KEEPALIVE const char* web_new_game(const char* json) {
  if (!json_depth_ok(json))
    return result(
        fail("json", "newGame's object nests deeper than " + std::to_string(kMaxJsonDepth) + " levels"));
  rapidjson::Document d;
  d.Parse(json);
  if (d.HasParseError() || !d.IsObject()) return result(fail("json", "newGame expects an object"));
  NewGameRequest req;
  if (d.HasMember("game") && d["game"].IsString())
    req.game = d["game"].GetString();
  else if (const GameInfo* g = default_game())
    req.game = g->id;
  if (d.HasMember("preset") && d["preset"].IsString()) req.preset = d["preset"].GetString();
  if (d.HasMember("options") && d["options"].IsObject()) {
    const rapidjson::Value& opts = d["options"];
    // Indexing, not range-for: rapidjson's iterator comparison is ambiguous under C++20.
    for (rapidjson::SizeType i = 0; i < opts.MemberCount(); ++i) {
      const auto& m = opts.MemberBegin()[i];
      std::string v;
      if (m.value.IsBool())
        v = m.value.GetBool() ? "true" : "false";
      else if (m.value.IsInt())
        v = std::to_string(m.value.GetInt());
      else if (m.value.IsString())
        v = m.value.GetString();
      req.overrides.push_back(std::string(m.name.GetString()) + "=" + v);
    }
  }
  if (d.HasMember("seats")) req.seats = strings(d["seats"]);
  if (d.HasMember("names")) req.names = strings(d["names"]);
  if (d.HasMember("seed") && d["seed"].IsUint64()) req.seed = d["seed"].GetUint64();
  if (d.HasMember("players") && d["players"].IsInt()) req.players = d["players"].GetInt();
  // link_seat: a game played by link, this device playing that seat (docs/PLAY_BY_LINK.md).
  if (d.HasMember("link_seat") && d["link_seat"].IsInt())
    return result(App::get().session.start_link(req, d["link_seat"].GetInt()));
  Error e;
  if (!App::get().session.start(req, "", &e)) return result(e);
  return result({});
}

EMSCRIPTEN_KEEPALIVE const char* web_state() {
  App& app = App::get();
  Match* m = app.session.match();
  static const char* kScreens[] = {"start", "customize", "game", "saves", "about", "replay", "lab"};
  JsonWriter w;
  static const char* kSpeeds[] = {"1", "2", "4", "instant"};
  w.begin_object().field("screen", kScreens[static_cast<int>(app.ui.screen)]);
  w.field("save", app.session.save_id()).field("embed", app.ui.embed);
  w.field("speed", kSpeeds[static_cast<int>(app.ui.speed)]);
  ReplayStatus r;
  if (app.ui.screen == Screen::Replay && replay_status(&r)) {
    w.key("replay").begin_object().field("at", r.at).field("first", r.first).field("last", r.last);
    w.field("turn", r.turn).field("playing", r.playing).end_object();
  }
  if (!m) {
    w.key("game").null().end_object();
    return out(w.str());
  }
  const State& s = m->state();
  // A live guest's copy starts where it joined: the count is the host's.
  const size_t actions = app.session.is_live_guest() ? app.session.live_host_size() : m->size();
  w.field("game", m->info().id).field("turn", s.turn_number()).field("actions", actions);
  w.field("terminal", s.terminal()).field("current", s.current_actor());
  if (app.session.is_link()) {  // a game played by link: which, this device's seat, whose turn
    w.field("link_id", app.session.link_id()).field("link_seat", app.session.link_seat());
    w.field("link_note", app.session.link_note()).field("log_entries", app.session.log().size());
  }
  if (app.session.is_live_guest() || !app.session.live_seats().empty())  // live: the log both keep
    w.field("log_entries", app.session.log().size());
  w.key("actors").begin_array();
  for (int i = 0; i < s.num_players(); ++i)
    if (s.actors() >> i & 1) w.value(i);
  w.end_array();
  w.key("seats").begin_array();
  for (auto& seat : m->seats())
    w.begin_object().field("kind", seat.kind).field("name", seat.name).end_object();
  w.end_array();
  w.key("outcome");
  if (s.terminal()) {
    Outcome o = s.outcome();
    w.begin_object().key("winners").begin_array();
    for (int x : o.winners) w.value(x);
    w.end_array().field("draw", o.draw).field("all_lose", o.all_lose()).field("side", o.side);
    // reason: a stable key (as `shamble sim` counts it); summary: the sentence for people.
    w.field("reason", o.reason).field("summary", o.summary).end_object();
  } else {
    w.null();
  }
  // The one observation boundary: the page receives the view of the seat now
  // looking (State::view_json), never the state itself (its Rng and deck
  // order). `rules` are the options by name, public to every seat;
  // `position` is a fingerprint of the whole position, for telling two
  // positions apart without seeing either.
  const int looking = app.session.looking();
  w.field("looking", looking).key("rules").begin_object();
  const auto& defs = m->info().options;
  for (size_t i = 0; i < defs.size() && i < s.config().values.size(); ++i) {
    const int x = s.config().values[i];
    w.key(defs[i].name);
    if (defs[i].type == OptionType::Bool)
      w.value(x != 0);
    else if (defs[i].type == OptionType::Int)
      w.value(x);
    else
      w.value(option_value_text(defs[i], x));
  }
  w.end_object().field("position", position_fingerprint(s)).key("view").raw(s.view_json(looking));
  w.end_object();
  return out(w.str());
}

#ifndef NDEBUG
// Debug builds only, named for what it is: the whole state, Rng and deck
// order included, for a developer at the console. Release pages never have it.
EMSCRIPTEN_KEEPALIVE const char* web_debug_whole_state() {
  Match* m = App::get().session.match();
  return out(m ? m->state().to_json() : std::string("null"));
}
#endif

EMSCRIPTEN_KEEPALIVE const char* web_legal() {
  JsonWriter w;
  w.begin_array();
  if (Match* m = App::get().session.match()) {
    const State& s = m->state();
    // Behind the same boundary as state(): a seat's choices can spell out
    // what it holds (a discard lists a hand), so the page gets a bot's only
    // when the bot has nothing private. The humans share this device (hot
    // seat): each is shown their own in turn.
    const Session& session = App::get().session;
    std::vector<Action> acts;
    for (int seat = 0; seat < s.num_players(); ++seat) {
      if (!(s.actors() >> seat & 1)) continue;
      if (!session.is_human(seat) && !s.private_to(seat).empty()) continue;
      acts.clear();
      s.legal_actions(seat, acts);
      for (auto& a : acts)
        w.begin_object()
            .field("seat", seat)
            .field("code", s.encode(a))
            .field("label", s.label(a))
            .end_object();
    }
  }
  w.end_array();
  return out(w.str());
}

// seat < 0: the lowest acting seat.
EMSCRIPTEN_KEEPALIVE const char* web_apply(const char* code, int seat) {
  App& app = App::get();
  Match* m = app.session.match();
  if (!m) return result(fail("game", "no game is being played"));
  auto a = m->state().decode(code);
  if (!a)
    return result(fail("code", std::string("'") + code + "' is not an action code of " + m->info().name));
  if (seat < 0) seat = m->state().current_actor();
  std::vector<LogEvent> events;
  Status st = app.session.act(seat, *a, &events);
  JsonWriter w;
  w.begin_object().field("ok", !st.has_value());
  if (st) write_error(w, *st);
  // What happened, as the log says it: the steps core gives no sentence are left out.
  w.key("events").begin_array();
  for (auto& e : events)
    if (!e.text.empty()) w.begin_object().field("text", e.text).field("rule", e.rule).end_object();
  w.end_array().end_object();
  app.session.flush_autosave(emscripten_get_now() / 1000.0, true);
  return out(w.str());
}

EMSCRIPTEN_KEEPALIVE const char* web_undo() {
  App& app = App::get();
  if (!app.session.can_undo()) return result(fail("undo", "nothing to undo within your turn"));
  app.session.undo();
  app.session.flush_autosave(emscripten_get_now() / 1000.0, true);
  return result({});
}

EMSCRIPTEN_KEEPALIVE const char* web_share_code() {
  std::string why;
  std::string code = share_code(App::get(), &why);
  JsonWriter w;
  w.begin_object().field("ok", !code.empty());
  if (code.empty())
    w.field("error", why);
  else
    w.field("code", code);
  w.end_object();
  return out(w.str());
}

EMSCRIPTEN_KEEPALIVE const char* web_games() {
  JsonWriter w;
  w.begin_array();
  for (auto* g : all_games()) {
    w.begin_object().field("id", g->id).field("name", g->name).field("summary", g->summary);
    w.field("min_players", g->min_players).field("max_players", g->max_players);
    w.field("default_players", g->default_players);
    w.key("options").begin_array();
    for (auto& o : g->options) {
      const char* type = o.type == OptionType::Bool ? "bool" : o.type == OptionType::Int ? "int" : "choice";
      w.begin_object()
          .field("name", o.name)
          .field("type", type)
          .field("default", option_value_text(o, o.def));
      w.field("meaning", o.meaning).end_object();
    }
    w.end_array().key("presets").begin_array();
    for (auto& p : g->presets)
      w.begin_object().field("name", p.name).field("description", p.description).end_object();
    w.end_array().end_object();
  }
  w.end_array();
  return out(w.str());
}

// A newer build's service worker has taken over the cache. This page keeps
// running the build it loaded; the next load uses the new one.
EMSCRIPTEN_KEEPALIVE void web_update_ready() {
  App::get().ui.notify(
      "A new version of Shamble has been downloaded. Reload the page to use it; your game is saved.", false);
}

}  // extern "C"
