// The C functions behind window.shamble (web/js/api.js) and the save bridge
// (web/js/saves.js). Each returns JSON text in a static buffer that JS copies
// at once; nothing here holds rule logic, it only calls the core.
#include <emscripten.h>
#include <emscripten/heap.h>
#include <malloc.h>

#include "app.h"
#include "frame_stats.h"
#include "framework/json_depth.h"
#include "framework/json_reader.h"  // cereal first, then rapidjson (see json_reader.h)
#include "framework/json_writer.h"
#include "framework/position_fingerprint.h"
#include "framework/position_link.h"
#include "framework/registry.h"
#include "framework/rules_summary.h"
#include "imgui_internal.h"  // HoveredWindow, for web_wants_wheel
#include "item_probe.h"
#include "share.h"
#include "url_params.h"

using namespace shamble;
using namespace shamble::web;

namespace {

std::string g_out;
std::string g_snapshot;

const char* out(std::string s) {
  g_out = std::move(s);
  return g_out.c_str();
}

void write_error(JsonWriter& w, const Error& e) {
  w.key("error").begin_object().field("rule", e.rule).field("message", e.message).end_object();
}

const char* result(const Status& st) {
  JsonWriter w;
  w.begin_object().field("ok", !st.has_value());
  if (st) write_error(w, *st);
  w.end_object();
  return out(w.str());
}

void set_aside_notice(const std::string& slot, const std::string& why) {
  App::get().ui.notify("The save '" + slot + "' could not be loaded (" + why +
                       "). It was set aside under Saves > Set aside; nothing was deleted.");
}

std::vector<std::string> strings(const rapidjson::Value& v) {
  std::vector<std::string> r;
  if (v.IsArray())
    for (auto& e : v.GetArray())
      if (e.IsString()) r.push_back(e.GetString());
  return r;
}

}  // namespace

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
  bool started = false;
  if (u.has_game && start) {
    Error e;
    if (!u.scenario.empty()) {
      if (auto m = load_scenario(u.scenario, &u.req, &e)) {
        app.session.adopt(std::move(m), query);
        app.session.set_start_point(scenario_with_request(u.scenario, u.req));
        started = true;
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
      .end_object();
  return out(w.str());
}

// {game, preset, options:{name:value}, seats:[...], names:[...], seed, players}
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
  Error e;
  if (!App::get().session.start(req, "", &e)) return result(e);
  return result({});
}

EMSCRIPTEN_KEEPALIVE const char* web_state() {
  App& app = App::get();
  Match* m = app.session.match();
  static const char* kScreens[] = {"start", "customize", "game", "saves", "about"};
  JsonWriter w;
  static const char* kSpeeds[] = {"1", "2", "4", "instant"};
  w.begin_object().field("screen", kScreens[static_cast<int>(app.ui.screen)]);
  w.field("save", app.session.save_id()).field("embed", app.ui.embed);
  w.field("speed", kSpeeds[static_cast<int>(app.ui.speed)]);
  if (!m) {
    w.key("game").null().end_object();
    return out(w.str());
  }
  const State& s = m->state();
  w.field("game", m->info().id).field("turn", s.turn_number()).field("actions", m->size());
  w.field("terminal", s.terminal()).field("current", s.current_actor());
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

// Binary snapshot of the current match for saves.js (copied out at once).
EMSCRIPTEN_KEEPALIVE const char* web_snapshot() {
  Match* m = App::get().session.match();
  g_snapshot = m ? m->to_binary() : std::string();
  return g_snapshot.data();
}
EMSCRIPTEN_KEEPALIVE int web_snapshot_size() { return static_cast<int>(g_snapshot.size()); }

// What the saves list shows of the match about to be written to `slot`: the
// game, its rules, its players, how far it got. `kind` says whether the slot
// is the game's own save, an embed's, or a named copy (Save as...).
EMSCRIPTEN_KEEPALIVE const char* web_save_meta(const char* slot) {
  App& app = App::get();
  Match* m = app.session.match();
  JsonWriter w;
  w.begin_object();
  if (m) {
    std::string names, players;
    for (auto& s : m->seats()) {
      names += (names.empty() ? "" : ", ") + s.name;
      players += (players.empty() ? "" : ", ") + s.name + (s.kind == "human" ? "" : " (bot)");
    }
    const char* kind = app.ui.embed ? "embed" : slot != app.session.save_id() ? "named" : "game";
    const RulesConfig& cfg = m->state().config();
    w.field("game", m->info().id).field("title", m->info().name + ": " + names);
    w.field("kind", kind).field("players", players);
    w.field("rules", summarize_rules(m->info().options, m->info().presets, cfg).short_text());
    w.field("turn", m->state().turn_number()).field("actions", m->size());
    w.field("terminal", m->state().terminal()).field("query", app.session.origin());
    // How the game began (a scenario), so a resumed game can still be shared.
    w.field("start", app.session.start_point());
    if (m->state().terminal()) w.field("summary", m->state().outcome().summary);
  }
  w.end_object();
  return out(w.str());
}

// Loads a save; on failure nothing changes and JS quarantines the record.
// A game's own save ("game", "embed") goes on being written where it was read
// from; a named copy becomes a new game with a save of its own. `start` is the
// record's scenario of how the game began (empty in saves made before records
// kept it: such a game plays on but cannot be shared).
EMSCRIPTEN_KEEPALIVE const char* web_load_bytes(const char* data, int len, const char* slot,
                                                const char* query, const char* kind, const char* start) {
  Error e;
  App& app = App::get();
  bool ok = false;
  try {
    // Match::load checks the saved position's invariants and replays the log
    // once; App::load builds the log panel from that same replay.
    ok = app.session.load(std::string(data, static_cast<size_t>(len)), query, &e);
    if (ok && !app.ui.embed && std::string(kind) == "game") app.session.set_save_id(slot);
    if (ok) app.session.set_start_point(start);
  } catch (const std::exception& x) {  // Match::load promises not to throw; be sure anyway
    e = {"save", x.what()};
  }
  if (!ok) {
    set_aside_notice(slot, e.message);
    return result(e);
  }
  return result({});
}

// saves.js found no saved game in a record (bytes missing or not bytes): it
// is set aside like any save that does not load.
EMSCRIPTEN_KEEPALIVE void web_load_failed(const char* slot, const char* why) { set_aside_notice(slot, why); }

// [{slot, game, title, query, updated, turn, actions, terminal, bytes, quarantined, error}]
EMSCRIPTEN_KEEPALIVE void web_set_saves(const char* json) {
  if (!json_depth_ok(json)) return;
  rapidjson::Document d;
  d.Parse(json);
  if (d.HasParseError() || !d.IsArray()) return;
  auto str = [](const rapidjson::Value& o, const char* k) {
    return o.HasMember(k) && o[k].IsString() ? std::string(o[k].GetString()) : std::string();
  };
  auto num = [](const rapidjson::Value& o, const char* k) {
    return o.HasMember(k) && o[k].IsNumber() ? o[k].GetDouble() : 0.0;
  };
  std::vector<SaveInfo> list;
  for (auto& o : d.GetArray()) {
    if (!o.IsObject()) continue;
    SaveInfo s;
    s.slot = str(o, "slot");
    s.game = str(o, "game");
    s.title = str(o, "title");
    s.query = str(o, "query");
    s.kind = str(o, "kind");
    s.rules = str(o, "rules");
    s.players = str(o, "players");
    s.error = str(o, "error");
    s.updated = num(o, "updated");
    s.turn = static_cast<int>(num(o, "turn"));
    s.actions = static_cast<int>(num(o, "actions"));
    s.bytes = num(o, "bytes");
    s.terminal = o.HasMember("terminal") && o["terminal"].IsBool() && o["terminal"].GetBool();
    s.summary = str(o, "summary");
    s.quarantined = o.HasMember("quarantined") && o["quarantined"].IsBool() && o["quarantined"].GetBool();
    list.push_back(std::move(s));
  }
  App::get().ui.saves = std::move(list);
  App::get().ui.request_redraw = true;
}

// Storage notices share one tag: the newest says how saving stands.
EMSCRIPTEN_KEEPALIVE void web_storage_error(const char* message, int unavailable) {
  App& app = App::get();
  if (unavailable) app.ui.storage_ok = false;
  app.ui.notify_tagged(
      {std::string(unavailable ? "Saving is unavailable in this browser: " : "Saving failed: ") + message,
       true, "storage"});
}

// How saving stands, told by saves.js in its own words (blocked by another
// tab, working again); an empty text clears the storage notice.
EMSCRIPTEN_KEEPALIVE void web_storage_state(const char* text, int error, int ok) {
  App& app = App::get();
  app.ui.storage_ok = ok != 0;
  app.ui.notify_tagged({text, error != 0, "storage"});
}

// saves.js did not write `slot`; the match (if it is that save's) counts as unsaved.
EMSCRIPTEN_KEEPALIVE void web_save_failed(const char* slot) { App::get().session.save_failed(slot); }

// Another tab wrote `slot` since this tab read it: this tab's write was
// refused, so neither tab's moves are lost. The player chooses what to keep.
EMSCRIPTEN_KEEPALIVE void web_save_conflict(const char* slot, int their_actions) {
  App& app = App::get();
  app.session.save_failed(slot);
  Match* m = app.session.match();
  bool mine = m && app.session.save_id() == slot;
  std::string text =
      "Another tab played this game on (" + std::to_string(their_actions) +
      " moves there), so this tab's moves were not saved over it. " +
      (app.ui.embed || !mine ? std::string("Load that tab's game to go on from there.")
                             : std::string("Load that tab's game, or keep this tab's moves as a "
                                           "game of their own."));
  // This notice says more than "open in another tab too": it replaces it.
  app.ui.notify_tagged({"", false, std::string("tabs:") + slot});
  app.ui.notify_tagged({text, true, std::string("conflict:") + slot, NoticeAction::SaveConflict, slot});
}

// Another tab has this save open too (saves.js, BroadcastChannel).
EMSCRIPTEN_KEEPALIVE void web_other_tab(const char* slot, int opened_here) {
  App& app = App::get();
  if (app.session.save_id() != slot) return;
  std::string text =
      opened_here ? "This game is open in another tab too." : "This game was just opened in another tab too.";
  text +=
      " Play it in one tab: if both play on, the second to save is stopped and asked what to keep; neither "
      "saves over the other.";
  app.ui.notify_tagged({text, true, std::string("tabs:") + slot});
}

// The key the current match saves under ("" with no match).
EMSCRIPTEN_KEEPALIVE const char* web_current_slot() {
  App& app = App::get();
  return out(app.session.match() ? app.session.save_id() : std::string());
}

// The tab is being hidden or closed: write the autosave now rather than within
// the next second, so bot moves made just before closing are not lost.
EMSCRIPTEN_KEEPALIVE void web_flush() {
  App::get().session.flush_autosave(emscripten_get_now() / 1000.0, true);
}

// A newer build's service worker has taken over the cache. This page keeps
// running the build it loaded; the next load uses the new one.
EMSCRIPTEN_KEEPALIVE void web_update_ready() {
  App::get().ui.notify(
      "A new version of Shamble has been downloaded. Reload the page to use it; your game is saved.", false);
}

EMSCRIPTEN_KEEPALIVE void web_saved(const char* slot) {
  (void)slot;
  App::get().ui.request_redraw = true;
}

EMSCRIPTEN_KEEPALIVE const char* web_notices() {
  JsonWriter w;
  w.begin_array();
  for (auto& n : App::get().ui.notices())
    w.begin_object().field("text", n.text).field("error", n.error).end_object();
  w.end_array();
  return out(w.str());
}

EMSCRIPTEN_KEEPALIVE const char* web_frame_stats(int reset) {
  std::string s = frame_stats::json();
  if (reset) frame_stats::reset();
  return out(std::move(s));
}

// {items:[{label, window, x, y, w, h}], popups:[{name, x, y, w, h}]} of the
// last drawn frame; the first call switches recording on.
EMSCRIPTEN_KEEPALIVE const char* web_items() { return out(probe::json()); }

EMSCRIPTEN_KEEPALIVE const char* web_heap_bytes() {
  struct mallinfo mi = mallinfo();
  JsonWriter w;
  w.begin_object()
      .field("total", static_cast<double>(emscripten_get_heap_size()))
      .field("used", static_cast<double>(mi.uordblks))
      .end_object();
  return out(w.str());
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

// Whether the wheel at the pointer scrolls a panel of ours (the log, the rules,
// a popup's list): a child or popup window under it, as of the last frame, can
// scroll. The screen's own window does not count: over the board the page
// scrolls. Asked by api.js in embed mode only.
EMSCRIPTEN_KEEPALIVE int web_wants_wheel() {
  ImGuiContext* g = ImGui::GetCurrentContext();
  for (ImGuiWindow* w = g ? g->HoveredWindow : nullptr; w; w = w->ParentWindow) {
    bool panel = (w->Flags & (ImGuiWindowFlags_ChildWindow | ImGuiWindowFlags_Popup)) != 0;
    if (panel && w->ScrollMax.y > 0.0f && !(w->Flags & ImGuiWindowFlags_NoScrollWithMouse)) return 1;
  }
  return 0;
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

}  // extern "C"
