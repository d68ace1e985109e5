// The variant lab in the page (issue 28): the config being edited, and its run.
// The run plays in the Lab's Web Workers (web/lab_worker/: core's LabRun in a
// wasm of its own, compiled for speed), one shard each, which post progress and
// their reports' JSON, merged here by core (the bytes of one run); where no worker can start (file://, a
// refused script, the test hook window.SHAMBLE_LAB_WORKER) the page's own LabRun plays in time-boxed slices
// between frames. The page holds no lab logic: LabRun plays and writes the
// report; this only keeps the run going, times it, and keeps the last report
// parsed for the Lab screen. The page's LabRun exists either way (unplayed
// with a worker): it knows the cells, so "Open game #K" replays any game.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "framework/json_reader.h"  // cereal first, then rapidjson (see json_reader.h)
#include "framework/lab_config.h"
#include "framework/lab_run.h"

namespace shamble::web {

enum class LabState { Editing, Running, Stopped, Done, Failed };

class LabSession {
 public:
  // The config the next run plays (parsed and checked by core). False with
  // *err when the JSON is not a valid lab config; nothing changes then.
  bool set_config(const std::string& json, Error* err);
  const LabConfig& config() const { return config_; }
  bool has_config() const { return !config_.game.empty(); }
  // The config as canonical JSON (core's writer): the lab link's payload.
  std::string config_json() const;

  // Starts a fresh run of the config; Stop keeps what finished.
  bool start(Error* err);
  void stop();
  // Plays whole games until `budget_ms` have passed (at least one game), when running.
  void tick(double now_ms, double budget_ms);
  // The main loop ticked while running: the gaps between ticks are how soon
  // the page would answer input (median, p95 over the run's last 600 ticks).
  void note_frame(double now_ms);
  double frame_gap_ms(double quantile) const;

  LabState state() const { return state_; }
  bool running() const { return state_ == LabState::Running; }
  const LabRun* run() const { return run_.get(); }
  int64_t played() const;
  int64_t total() const { return run_ ? run_->total() : 0; }
  double elapsed_s() const { return elapsed_ms_ / 1000.0; }
  // Games per second of wall time since the run started (frames included:
  // what the visitor waits), and of the slices alone (what the engine does).
  double games_per_s() const;
  double engine_games_per_s() const;
  double eta_s() const;
  const std::string& error() const { return error_; }
  // Whether this run plays in workers (how many: one shard each), and why not
  // when it does not ("" before any run).
  bool in_worker() const { return worker_; }
  int workers() const { return worker_ ? static_cast<int>(shards_.size()) : 0; }
  const std::string& worker_note() const { return worker_note_; }

  // From the workers (web/js/lab_client.js), each about its shard: progress
  // after each slice (the report when it sent one), the end of its part, or
  // that one could not start: the run then plays in the page from its start,
  // and worker_note() says why.
  void worker_progress(int shard, int64_t played, double engine_ms, const char* report);
  void worker_end(int shard, LabState state, int64_t played, double engine_ms, const char* report,
                  const char* error);
  void worker_failed(const std::string& why);

  // The report of what has finished, as core wrote it; parsed copy for drawing,
  // refreshed at most every `min_gap_ms` while running (parsing every frame
  // would cost more than the games).
  const std::string& report_json();
  const rapidjson::Document* report(double now_ms, double min_gap_ms = 400);

 private:
  void refresh_report();
  // The shards' last reports as one (core's merge), "" until every shard sent
  // one, or when they do not join (then *why says why).
  std::string merged_report(std::string* why = nullptr) const;
  // What the report cache is keyed by: the games played in the page, the reports received from the workers.
  int64_t report_key() const { return worker_ ? worker_reports_ : played(); }
  LabConfig config_;
  std::unique_ptr<LabRun> run_;
  LabState state_ = LabState::Editing;
  double started_ms_ = 0, elapsed_ms_ = 0, engine_ms_ = 0;
  std::string error_;
  bool worker_ = false;  // this run plays in workers
  std::string worker_note_;
  struct Shard {
    int64_t played = 0;
    double engine_ms = 0;
    std::string report;  // its last
    bool ended = false;
    LabState state = LabState::Running;
  };
  std::vector<Shard> shards_;  // one per worker
  int64_t worker_reports_ = 0;
  std::vector<double> gaps_;  // ms between main-loop ticks while running (a ring)
  size_t gap_next_ = 0;
  double last_frame_ms_ = -1;
  std::string report_text_;
  int64_t report_key_ = -1;
  double report_at_ms_ = -1e300;
  rapidjson::Document report_;
  bool report_ok_ = false;
};

LabSession& lab_session();

// Keeps a running lab playing: one slice of ~8 ms per task of the page's
// event loop (a MessageChannel message, api.js), so the browser draws frames
// and handles input between slices, and the games do not wait for frames.
void lab_schedule_slices();

}  // namespace shamble::web
