#include "framework/decision_timer.h"

#include <algorithm>
#include <chrono>
#include <cmath>

namespace shamble {

void TimeHistogram::add(double seconds) {
  double ns = std::max(seconds * 1e9, 1.0);
  int b = static_cast<int>(std::log2(ns) * kPerDoubling);
  ++buckets_[std::clamp(b, 0, kBuckets - 1)];
  ++count_;
  max_ = std::max(max_, seconds);
}

double TimeHistogram::quantile(double q) const {
  if (count_ == 0) return 0;
  // Rank of the wanted sample, then the bucket holding it; report the bucket's
  // geometric middle.
  long rank = std::min(count_ - 1, static_cast<long>(q * static_cast<double>(count_)));
  long seen = 0;
  for (int b = 0; b < kBuckets; ++b) {
    seen += buckets_[b];
    if (seen > rank) return std::min(max_, std::exp2((b + 0.5) / kPerDoubling) * 1e-9);
  }
  return max_;
}

void TimeHistogram::write(JsonWriter& w) const {
  w.begin_object();
  w.field("count", count_);
  w.field("median_us", quantile(0.5) * 1e6).field("p90_us", quantile(0.9) * 1e6);
  w.field("p99_us", quantile(0.99) * 1e6).field("max_us", max_ * 1e6);
  w.end_object();
}

void DecisionTimes::write(JsonWriter& w) const {
  w.begin_object();
  w.key("by_bot").begin_object();
  for (auto& [k, h] : by_bot) {
    w.key(k);
    h.write(w);
  }
  w.end_object();
  w.key("by_action").begin_object();
  for (auto& [k, h] : by_action) {
    w.key(k);
    h.write(w);
  }
  w.end_object();
  w.end_object();
}

namespace {

class TimedBot : public Bot {
 public:
  TimedBot(std::unique_ptr<Bot> inner, std::string label, DecisionTimes* times)
      : inner_(std::move(inner)), hist_(&times->by_bot[label]), times_(times) {}

  Action choose(const State& s, int seat, Rng& rng) override {
    auto t0 = std::chrono::steady_clock::now();
    Action a = inner_->choose(s, seat, rng);
    double dt = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    hist_->add(dt);
    const auto& kinds = s.action_kinds();
    std::string kind = a.kind >= 0 && a.kind < static_cast<int>(kinds.size()) ? kinds[a.kind].name : "?";
    times_->by_action[kind].add(dt);
    return a;
  }

  std::optional<Action> interject(const State& s, int seat, Rng& rng) override {
    auto t0 = std::chrono::steady_clock::now();
    auto a = inner_->interject(s, seat, rng);
    hist_->add(std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count());
    return a;
  }

 private:
  std::unique_ptr<Bot> inner_;
  TimeHistogram* hist_;  // std::map nodes are stable
  DecisionTimes* times_;
};

}  // namespace

std::unique_ptr<Bot> make_timed_bot(std::unique_ptr<Bot> inner, std::string label, DecisionTimes* times) {
  if (!inner) return nullptr;
  return std::make_unique<TimedBot>(std::move(inner), std::move(label), times);
}

}  // namespace shamble
