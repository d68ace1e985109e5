// The Lab's engine in a Web Worker (issue 28, docs/LAB.md "In the tab"): core's
// LabRun and nothing else (no SDL, no ImGui), compiled for speed (-O3), while
// the page's own core is compiled for size. lab-worker.js drives it in big
// slices; the page draws frames undisturbed and reads the report JSON, which is
// byte for byte what `shamble lab CONFIG` prints (same config, same LabRun).
#include <emscripten.h>

#include <memory>
#include <string>

#include "framework/lab_config.h"
#include "framework/lab_run.h"
#include "framework/registry.h"

namespace {
std::unique_ptr<shamble::LabRun> g_run;
std::string g_error, g_out;  // g_out: the text handed to JS lives until the next call
}  // namespace

extern "C" {

// Starts a fresh run of shard `index` of `count` of `json` (a lab config,
// checked by core); "" when it runs, else why not. The page runs one worker per
// shard and merges their reports (core's merge_lab_reports): the bytes of one run.
EMSCRIPTEN_KEEPALIVE const char* lab_start(const char* json, int index, int count) {
  using namespace shamble;
  static const bool registered = (register_builtin_games(), true);  // once, as the page's main() does
  (void)registered;
  g_run.reset();
  g_error.clear();
  LabConfig c;
  Error e;
  if (!parse_lab_config(json, &c, &e)) {
    g_error = e.message;
    return g_error.c_str();
  }
  // In rounds, as the page's own run: a run stopped part way has every variant side by side.
  if (count < 1 || index < 0 || index >= count) {
    g_error = "the lab worker was given shard " + std::to_string(index) + " of " + std::to_string(count);
    return g_error.c_str();
  }
  auto run = std::make_unique<LabRun>(std::move(c), LabShard{index, count}, LabOrder::kRounds);
  if (!run->ok()) {
    g_error = run->error();
    return g_error.c_str();
  }
  g_run = std::move(run);
  return "";
}

// Plays whole games until `budget_ms` have passed (at least one game). 1: more
// to play, 0: done, -1: failed (lab_error).
EMSCRIPTEN_KEEPALIVE int lab_step(double budget_ms) {
  if (!g_run) return -1;
  const double t0 = emscripten_get_now();
  while (!g_run->done() && g_run->ok()) {
    g_run->step(1);
    if (emscripten_get_now() - t0 >= budget_ms) break;
  }
  if (!g_run->ok()) {
    g_error = g_run->error();
    return -1;
  }
  return g_run->done() ? 0 : 1;
}

EMSCRIPTEN_KEEPALIVE double lab_played() { return g_run ? static_cast<double>(g_run->played()) : 0; }
EMSCRIPTEN_KEEPALIVE double lab_total() { return g_run ? static_cast<double>(g_run->total()) : 0; }
EMSCRIPTEN_KEEPALIVE const char* lab_error() { return g_error.c_str(); }

// The report of what has finished, as core writes it.
EMSCRIPTEN_KEEPALIVE const char* lab_report() {
  g_out = g_run ? g_run->report_json() : std::string();
  return g_out.c_str();
}

}  // extern "C"
