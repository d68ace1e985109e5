// Times each bot decision, for the "a bot decides in <= 20 ms median" targets.
// Bots are wrapped rather than the game loop changed, so `bench --decisions`
// times exactly the code the browser runs. Times go into log-scale histograms
// (32 buckets per doubling, about 2% error) so a long run needs no memory per
// decision, which matters in wasm.
#pragma once

#include <array>
#include <cstdint>
#include <map>
#include <memory>
#include <string>

#include "framework/bot.h"
#include "framework/json_writer.h"

namespace shamble {

class TimeHistogram {
 public:
  void add(double seconds);
  long count() const { return count_; }
  // Seconds at quantile q in [0,1] (0 when empty).
  double quantile(double q) const;
  double max() const { return max_; }
  // Writes {"count", "median_us", "p90_us", "p99_us", "max_us"}.
  void write(JsonWriter& w) const;

 private:
  static constexpr int kPerDoubling = 32;
  static constexpr int kBuckets = 40 * kPerDoubling;  // 1 ns .. ~18 minutes
  std::array<uint32_t, kBuckets> buckets_{};
  long count_ = 0;
  double max_ = 0;
};

struct DecisionTimes {
  std::map<std::string, TimeHistogram> by_bot;     // "bot:normal"
  std::map<std::string, TimeHistogram> by_action;  // kind of the chosen action: "assign_dice"
  void write(JsonWriter& w) const;
};

// Decorates `inner` (owned) and records into `times` (not owned).
std::unique_ptr<Bot> make_timed_bot(std::unique_ptr<Bot> inner, std::string label, DecisionTimes* times);

}  // namespace shamble
