// Owns: the Lab's part of window.shamble (web/js/api.js: shamble.lab.*), for
// the browser tests and for anyone scripting the page: set a config, run,
// stop, read the progress and the report (core's JSON, byte for byte what
// `shamble lab CONFIG` prints for a finished run), and open game K.
#include <emscripten.h>

#include "api_out.h"
#include "app.h"
#include "frame_stats.h"
#include "lab_session.h"
#include "screens/screens.h"
#include "url_params.h"

using namespace shamble;
using namespace shamble::web;
using namespace shamble::web::api;

extern "C" {

// A config (JSON text) -> {ok, error?}; shown in the Lab screen.
EMSCRIPTEN_KEEPALIVE const char* web_lab_config(const char* json) {
  Error e;
  if (!lab_session().set_config(json, &e)) return result(Status(e));
  lab_show_config(lab_session().config());
  return result(Status());
}

EMSCRIPTEN_KEEPALIVE const char* web_lab_run() {
  Error e;
  frame_stats::reset();
  if (!lab_session().start(&e)) return result(Status(e));
  App::get().ui.screen = Screen::Lab;
  App::get().ui.request_redraw = true;
  return result(Status());
}

EMSCRIPTEN_KEEPALIVE void web_lab_stop() { lab_session().stop(); }

EMSCRIPTEN_KEEPALIVE const char* web_lab_status() {
  LabSession& lab = lab_session();
  static const char* const kStates[] = {"editing", "running", "stopped", "done", "failed"};
  JsonWriter w;
  w.begin_object()
      .field("state", kStates[static_cast<int>(lab.state())])
      .field("played", static_cast<long long>(lab.played()))
      .field("total", static_cast<long long>(lab.total()))
      .field("seconds", lab.elapsed_s())
      .field("games_per_s", lab.games_per_s())
      .field("engine_games_per_s", lab.engine_games_per_s())
      .field("eta_s", lab.eta_s())
      .field("error", lab.error())
      .field("frame_gap_median_ms", lab.frame_gap_ms(0.5))
      .field("frame_gap_p95_ms", lab.frame_gap_ms(0.95))
      .field("screen", App::get().ui.screen == Screen::Lab)
      // Where the run plays: the Lab's Web Worker, or the page (and why: worker_note).
      .field("worker", lab.in_worker())
      .field("worker_note", lab.worker_note())
      .field("workers", lab.workers())
      .end_object();
  return out(w.str());
}

// The report of what has finished ("" before any game), as core writes it.
EMSCRIPTEN_KEEPALIVE const char* web_lab_report() { return out(lab_session().report_json()); }

// The config as its lab link's code (base64url of the canonical JSON).
EMSCRIPTEN_KEEPALIVE const char* web_lab_code() {
  return out(lab_session().has_config() ? base64url_encode(lab_session().config_json()) : "");
}

EMSCRIPTEN_KEEPALIVE const char* web_lab_open_game(int game, int cell) {
  Error e;
  if (!lab_open_game(game, cell, &e)) return result(Status(e));
  return result(Status());
}

}  // extern "C"
