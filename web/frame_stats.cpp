#include "frame_stats.h"

#include <algorithm>
#include <vector>

#include "framework/json_writer.h"

namespace shamble::web::frame_stats {

namespace {
constexpr size_t kWindow = 600;  // the last ~10 s of continuous drawing
std::vector<double> g_ring;
size_t g_next = 0;
long g_frames = 0, g_ticks = 0;
double g_last = 0;
}  // namespace

void record(double ms) {
  if (g_ring.size() < kWindow) {
    g_ring.push_back(ms);
  } else {
    g_ring[g_next] = ms;
    g_next = (g_next + 1) % kWindow;
  }
  ++g_frames;
  g_last = ms;
}

void count_tick() { ++g_ticks; }

void reset() {
  g_ring.clear();
  g_next = 0;
}

std::string json() {
  std::vector<double> v = g_ring;
  std::sort(v.begin(), v.end());
  auto pct = [&](double p) {
    return v.empty() ? 0.0 : v[std::min(v.size() - 1, size_t(p * (v.size() - 1) + 0.5))];
  };
  JsonWriter w;
  w.begin_object()
      .field("median_ms", pct(0.5))
      .field("p95_ms", pct(0.95))
      .field("last_ms", g_last)
      .field("frames", g_frames)
      .field("ticks", g_ticks)
      .field("samples", v.size())
      .end_object();
  return w.str();
}

}  // namespace shamble::web::frame_stats
