// Owns: the save bridge, the C side of web/js/saves.js. What a record holds
// (Session::record_meta), loading a record, the journal's replay on the next
// load (web_replay_journal) and saves.js's reports (written, failed, refused
// because another tab wrote, another tab open, storage state). When to save
// is Session/Autosave's (web/autosave.h); coalescing writes is saves.js's.
#include <emscripten.h>

#include "api_out.h"
#include "app.h"
#include "autosave.h"
#include "framework/json_depth.h"
#include "framework/json_reader.h"  // cereal first, then rapidjson (see json_reader.h)
#include "framework/json_writer.h"

using namespace shamble;
using namespace shamble::web;
using namespace shamble::web::api;

namespace {

std::string g_snapshot;

void set_aside_notice(const std::string& slot, const std::string& why) {
  App::get().ui.notify("The save '" + slot + "' could not be loaded (" + why +
                       "). It was set aside under Saves > Set aside; nothing was deleted.");
}

}  // namespace

extern "C" {

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
  return out(App::get().session.record_meta(slot));
}

// Loads a save; on failure nothing changes and JS quarantines the record.
// A game's own save ("game", "embed") goes on being written where it was read
// from; a named copy becomes a new game with a save of its own. `start` is the
// record's scenario of how the game began (empty in saves made before records
// kept it: such a game plays on but cannot be shared).
EMSCRIPTEN_KEEPALIVE const char* web_load_bytes(const char* data, int len, const char* slot,
                                                const char* query, const char* kind, const char* start,
                                                const char* link) {
  Error e;
  App& app = App::get();
  bool ok = false;
  try {
    // Match::load checks the saved position's invariants and replays the log
    // once; App::load builds the log panel from that same replay.
    ok = app.session.load(std::string(data, static_cast<size_t>(len)), query, &e);
    if (ok && !app.ui.embed && std::string(kind) == "game") app.session.set_save_id(slot);
    if (ok && !app.ui.embed && std::string(kind) != "game") app.session.loaded_as_copy();
    if (ok) app.session.set_start_point(start);
    if (ok && link && *link) {  // a game played by link: its chain and this device's seat and secret
      if (auto st = app.session.set_link(link)) {
        ok = false;
        e = *st;
      }
    }
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

EMSCRIPTEN_KEEPALIVE void web_saved(const char* slot) {
  (void)slot;
  App::get().ui.request_redraw = true;
}

// A save asked for from JS (window.shamble.save, an import, a named copy):
// the record's description with {seq, ptr, size} of its bytes (Match::to_binary,
// kept until the next call), in one call. `seq` (0 unless `slot` is this
// match's own save) goes back with web_committed.
EMSCRIPTEN_KEEPALIVE const char* web_record(const char* slot) {
  Session& s = App::get().session;
  g_snapshot = s.match() ? s.match()->to_binary() : std::string();
  if (g_snapshot.empty()) return out("{}");
  std::string meta = s.record_meta(slot);
  JsonWriter w;
  w.begin_object().field("seq", s.record_write(slot));
  w.field("ptr", reinterpret_cast<uintptr_t>(g_snapshot.data()));
  w.field("size", g_snapshot.size()).key("meta").raw(meta).end_object();
  return out(w.str());
}

// IndexedDB committed write `seq` of `slot` (saves.js): the journal to keep
// for the moves that record still lacks ("" none; "-": not this match's save).
EMSCRIPTEN_KEEPALIVE const char* web_committed(const char* slot, int seq) {
  std::string j = App::get().session.saves_committed(slot, seq);
  App::get().ui.request_redraw = true;
  return out(std::move(j));
}

// A journal left by a tab that closed (saves.js, on load): replayed onto the
// stored record's match (`len` 0: no record; rebuilt from the journal's
// start), every move through Match::apply. {ok, ptr, size, meta} with the new
// record's bytes (kept until the next call), or {ok:false, error}. The match
// in this page is not touched.
EMSCRIPTEN_KEEPALIVE const char* web_replay_journal(const char* data, int len, const char* journal) {
  Error e;
  std::unique_ptr<Match> m;
  try {
    m = Autosave::replay_journal(std::string(data, static_cast<size_t>(len)), journal, &e);
  } catch (const std::exception& x) {  // nothing below promises to throw; be sure anyway
    e = {"journal", x.what()};
  }
  if (!m) return result(e);
  g_snapshot = m->to_binary();
  JsonWriter w;
  w.begin_object().field("ok", true);
  w.field("ptr", reinterpret_cast<uintptr_t>(g_snapshot.data()));
  w.field("size", g_snapshot.size()).key("meta").begin_object();
  write_match_meta(w, *m);
  w.field("hash", Autosave::moves_hash(*m, m->size())).end_object().end_object();
  return out(w.str());
}

// A journal that does not fit its save was set aside (saves.js): say so.
EMSCRIPTEN_KEEPALIVE void web_journal_aside(const char* slot, int moves, const char* why) {
  App::get().ui.notify(std::to_string(moves) + (moves == 1 ? " move" : " moves") +
                       " played just before a tab closed could not be added to the save '" + slot + "' (" +
                       why + "). The save is unchanged; the moves are kept under Saves > Set aside.");
}

}  // extern "C"
