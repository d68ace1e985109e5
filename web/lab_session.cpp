// The lab's run: handed to the Lab's Web Workers (web/js/lab_client.js), one
// shard each, their reports merged by core; or,
// where none can start, played in the page: slices of LabRun::step(1) until
// ~8 ms are spent (a long game overruns a slice by at most that game), one
// slice per task of the event loop, so frames and input are handled between slices.
#include "lab_session.h"

#include <emscripten.h>

#include <algorithm>
#include <cstdlib>

#include "framework/json_depth.h"
#include "framework/json_writer.h"
#include "framework/lab_merge.h"

extern "C" void web_wake();
extern "C" void web_resume();

namespace shamble::web {

namespace {
constexpr double kSliceMs = 8.0;  // a slice of games: half a 60 Hz frame
// A worker's start (its script and wasm fetched and compiled) costs about what
// a few hundred games do, so a run gets one more worker per this many games.
constexpr int64_t kGamesPerWorker = 400;
constexpr int64_t kMaxWorkers = 8;
EM_JS(void, js_lab_post_slice, (), {
  if (window.shambleLabPost) window.shambleLabPost();
});
bool g_slice_posted = false;  // one chain of slices, however often Run and Stop are pressed
// Hands the config to the workers (at most `want`, one per core): "" when it is
// on its way, else why no worker can run it. js_lab_workers: how many took it.
EM_JS(char*, js_lab_worker_start, (const char* config, int want), {
  var why = window.ShambleLab ? window.ShambleLab.start(UTF8ToString(config), want)
                              : 'web/js/lab_client.js is missing';
  var n = lengthBytesUTF8(why) + 1;
  var p = _malloc(n);
  stringToUTF8(why, p, n);
  return p;
});
EM_JS(int, js_lab_workers, (), { return window.ShambleLab ? window.ShambleLab.shards : 0; });
EM_JS(void, js_lab_worker_stop, (), {
  if (window.ShambleLab) window.ShambleLab.stop();
});
}  // namespace

void lab_schedule_slices() {
  if (g_slice_posted) return;
  g_slice_posted = true;
  js_lab_post_slice();
}

LabSession& lab_session() {
  static LabSession s;
  return s;
}

bool LabSession::set_config(const std::string& json, Error* err) {
  LabConfig c;
  if (!parse_lab_config(json, &c, err)) return false;
  if (running()) stop();
  config_ = std::move(c);
  return true;
}

std::string LabSession::config_json() const {
  JsonWriter w;
  write_lab_config(config_, w);
  return w.str();
}

bool LabSession::start(Error* err) {
  if (!has_config()) {
    if (err) *err = Error{"lab", "no lab config"};
    return false;
  }
  // In rounds: a run stopped part way still has every variant side by side.
  auto run = std::make_unique<LabRun>(config_, LabShard{}, LabOrder::kRounds);
  if (!run->ok()) {
    if (err) *err = Error{"lab", run->error()};
    return false;
  }
  run_ = std::move(run);
  state_ = run_->done() ? LabState::Done : LabState::Running;
  started_ms_ = emscripten_get_now();
  elapsed_ms_ = engine_ms_ = 0;
  error_.clear();
  report_key_ = -1;
  report_ok_ = false;
  gaps_.clear();
  gap_next_ = 0;
  last_frame_ms_ = -1;
  worker_ = false;
  worker_reports_ = 0;
  shards_.clear();
  if (state_ != LabState::Running) return true;
  const int64_t want = std::clamp<int64_t>(run_->total() / kGamesPerWorker, 1, kMaxWorkers);
  char* why = js_lab_worker_start(config_json().c_str(), static_cast<int>(want));
  worker_note_ = why;
  free(why);
  worker_ = worker_note_.empty();
  if (worker_) shards_.assign(static_cast<size_t>(std::max(1, js_lab_workers())), Shard{});
  if (!worker_) lab_schedule_slices();
  return true;
}

int64_t LabSession::played() const {
  if (!worker_) return run_ ? run_->played() : 0;
  int64_t n = 0;
  for (const Shard& s : shards_) n += s.played;
  return n;
}

void LabSession::worker_progress(int shard, int64_t played, double engine_ms, const char* report) {
  if (!worker_ || state_ != LabState::Running || shard < 0 || shard >= static_cast<int>(shards_.size()))
    return;
  Shard& s = shards_[static_cast<size_t>(shard)];
  s.played = played;
  engine_ms_ += engine_ms - s.engine_ms;  // the engine time of all workers: what the games cost
  s.engine_ms = engine_ms;
  elapsed_ms_ = emscripten_get_now() - started_ms_;
  if (report && *report) {
    s.report = report;
    ++worker_reports_;
  }
}

void LabSession::worker_end(int shard, LabState state, int64_t played, double engine_ms, const char* report,
                            const char* error) {
  if (!worker_ || state_ != LabState::Running || shard < 0 || shard >= static_cast<int>(shards_.size()))
    return;
  worker_progress(shard, played, engine_ms, report);
  Shard& s = shards_[static_cast<size_t>(shard)];
  s.ended = true;
  s.state = state;
  if (state == LabState::Failed) {  // one shard lost is the run lost: the others stop
    error_ = error && *error ? error : "the lab's worker failed";
    state_ = LabState::Failed;
    js_lab_worker_stop();
    return;
  }
  bool stopped = false;
  for (const Shard& o : shards_) {
    if (!o.ended) return;
    stopped |= o.state == LabState::Stopped;
  }
  state_ = stopped ? LabState::Stopped : LabState::Done;
  // Shards that do not join are a fault of ours, never an empty result shown as if nothing had played.
  std::string why;
  if (merged_report(&why).empty() && !why.empty()) {
    state_ = LabState::Failed;
    error_ = "the workers' reports could not be joined: " + why;
  }
}

std::string LabSession::merged_report(std::string* why) const {
  if (shards_.size() == 1) return shards_[0].report;
  std::vector<std::string> parts;
  for (const Shard& s : shards_) {
    if (s.report.empty()) return {};
    parts.push_back(s.report);
  }
  std::string out;
  Error e;
  if (merge_lab_reports(parts, &out, &e)) return out;
  if (why) *why = e.message;
  return {};
}

void LabSession::worker_failed(const std::string& why) {
  if (!worker_) return;
  worker_ = false;
  worker_note_ = why.empty() ? "the worker could not start" : why;
  worker_reports_ = 0;
  shards_.clear();
  report_key_ = -1;
  report_ok_ = false;
  // The page's own run has played nothing yet: it takes over from the first game.
  if (state_ == LabState::Running) lab_schedule_slices();
}

void LabSession::note_frame(double now_ms) {
  if (state_ != LabState::Running) {
    last_frame_ms_ = -1;
    return;
  }
  if (last_frame_ms_ >= 0) {
    if (gaps_.size() < 600)
      gaps_.push_back(now_ms - last_frame_ms_);
    else
      gaps_[gap_next_++ % gaps_.size()] = now_ms - last_frame_ms_;
  }
  last_frame_ms_ = now_ms;
}

double LabSession::frame_gap_ms(double q) const {
  if (gaps_.empty()) return 0;
  std::vector<double> v = gaps_;
  std::sort(v.begin(), v.end());
  return v[std::min(v.size() - 1, static_cast<size_t>(q * static_cast<double>(v.size() - 1) + 0.5))];
}

void LabSession::stop() {
  if (state_ != LabState::Running) return;
  if (worker_) {
    // Still running until the worker answers (after its slice) with what finished.
    js_lab_worker_stop();
    return;
  }
  state_ = LabState::Stopped;
  elapsed_ms_ = emscripten_get_now() - started_ms_;
}

void LabSession::tick(double now_ms, double budget_ms) {
  if (state_ != LabState::Running || worker_) return;
  const double t0 = emscripten_get_now();
  do {
    run_->step(1);
  } while (!run_->done() && emscripten_get_now() - t0 < budget_ms);
  const double t1 = emscripten_get_now();
  engine_ms_ += t1 - t0;
  elapsed_ms_ = std::max(now_ms, t1) - started_ms_;
  if (!run_->ok()) {
    error_ = run_->error();
    state_ = LabState::Failed;
  } else if (run_->done()) {
    state_ = LabState::Done;
  }
}

double LabSession::games_per_s() const {
  return elapsed_ms_ > 0 ? static_cast<double>(played()) * 1000.0 / elapsed_ms_ : 0;
}

double LabSession::engine_games_per_s() const {
  return engine_ms_ > 0 ? static_cast<double>(played()) * 1000.0 / engine_ms_ : 0;
}

double LabSession::eta_s() const {
  double r = games_per_s();
  return r > 0 ? static_cast<double>(total() - played()) / r : 0;
}

void LabSession::refresh_report() {
  report_text_ = worker_ ? merged_report() : run_ ? run_->report_json() : std::string();
  report_key_ = report_key();
  report_ok_ = false;
  if (report_text_.empty() || !json_depth_ok(report_text_)) return;
  report_.Parse(report_text_.c_str(), report_text_.size());
  report_ok_ = !report_.HasParseError() && report_.IsObject();
}

const std::string& LabSession::report_json() {
  if (run_ && report_key_ != report_key()) refresh_report();
  return report_text_;
}

const rapidjson::Document* LabSession::report(double now_ms, double min_gap_ms) {
  if (!run_ || played() == 0) return nullptr;
  if (report_key_ != report_key() && (!running() || now_ms - report_at_ms_ >= min_gap_ms)) {
    refresh_report();
    report_at_ms_ = now_ms;
  }
  return report_ok_ ? &report_ : nullptr;
}

}  // namespace shamble::web

// One slice (api.js posts it): plays for ~8 ms and posts the next while the run goes on.
extern "C" EMSCRIPTEN_KEEPALIVE void web_lab_slice() {
  using namespace shamble::web;
  g_slice_posted = false;
  LabSession& lab = lab_session();
  if (!lab.running()) return;
  lab.tick(emscripten_get_now(), kSliceMs);
  web_resume();  // the main loop draws the progress at its pace (web/main.cpp)
  if (lab.running()) lab_schedule_slices();
}

// The workers' messages (web/js/lab_client.js), each naming its shard; state: 3 done, 2 stopped, 4 failed
// (LabState).
extern "C" EMSCRIPTEN_KEEPALIVE void web_lab_worker_progress(int shard, double played, double engine_ms,
                                                             const char* report) {
  shamble::web::lab_session().worker_progress(shard, static_cast<int64_t>(played), engine_ms, report);
  web_resume();  // the main loop draws the progress at its pace (web/main.cpp)
}

extern "C" EMSCRIPTEN_KEEPALIVE void web_lab_worker_end(int shard, int state, double played, double engine_ms,
                                                        const char* report, const char* error) {
  using shamble::web::LabState;
  const LabState s = state == 3 ? LabState::Done : state == 2 ? LabState::Stopped : LabState::Failed;
  shamble::web::lab_session().worker_end(shard, s, static_cast<int64_t>(played), engine_ms, report, error);
  web_wake();
}

extern "C" EMSCRIPTEN_KEEPALIVE void web_lab_worker_failed(const char* why) {
  shamble::web::lab_session().worker_failed(why ? why : "");
  web_wake();
}
