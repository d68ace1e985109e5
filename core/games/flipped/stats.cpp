// `shamble sim` statistics: team win rate, cause of loss, rounds reached and
// parts delivered, plus a few figures that explain them (deaths by cause of
// the fatal wound, safe-house nights, exchanges, health left on a win).
#include "games/flipped/stats.h"

#include <array>
#include <map>

#include "framework/rule_tally.h"
#include "games/flipped/state.h"

namespace shamble::flipped {

namespace {
class FlippedStats : public StatsCollector {
 public:
  void on_events(const State&, const EventSink& events) override {
    for (const Event& e : events) {
      if (e.kind == kEvStay) ++stays_;
      if (e.kind == kEvPartTaken) ++bought_;
      if (e.kind == kEvReveal) ++(e.v[1] == kSafe ? safe_ : infested_);
      if (e.kind == kEvHealth && e.rule) wounds_.add(e.rule);
      if (e.kind == kEvCashGiven) ++cash_given_;
      if (e.kind == kEvPartGiven) ++parts_given_;
    }
  }
  void on_game_end(const State& s, bool hit_limit) override {
    const auto* f = dynamic_cast<const FlippedState*>(&s);
    if (!f) return;
    ++games_;
    if (hit_limit) ++limits_;
    switch (f->result()) {
      case Result::Won: ++wins_; break;
      case Result::Death: ++death_; break;
      case Result::JailInfested: ++jail_; break;
      case Result::Time: ++time_; break;
      case Result::PartLost: ++part_lost_; break;
      default: break;
    }
    ++rounds_[f->round()];
    ++delivered_[f->parts_delivered()];
    if (f->result() == Result::Won) {
      int h = 0;
      for (int c = 0; c < f->chars(); ++c) h += f->ch(c).health;
      win_health_ += h;
    }
  }
  void write(JsonWriter& w) const override {
    const double n = games_ ? games_ : 1;
    w.field("games", games_).field("team_win_rate", wins_ / n);
    w.key("loss_causes")
        .begin_object()
        .field("death", death_)
        .field("jail infested", jail_)
        .field("time", time_)
        .field("part lost", part_lost_);
    w.field("turn_limit", limits_).end_object();
    w.key("rounds_reached").begin_object();
    for (int r = 1; r <= kRounds; ++r) w.field(std::to_string(r), rounds_[r]);
    w.end_object();
    w.key("parts_delivered").begin_object();
    double mean = 0;
    for (int p = 0; p <= kParts; ++p) {
      w.field(std::to_string(p), delivered_[p]);
      mean += p * delivered_[p];
    }
    w.end_object();
    w.field("parts_delivered_mean", mean / n);
    w.field("parts_bought_per_game", bought_ / n).field("safe_house_nights_per_game", stays_ / n);
    w.field("streets_revealed_safe_per_game", safe_ / n)
        .field("streets_revealed_infested_per_game", infested_ / n);
    w.field("cash_exchanges_per_game", cash_given_ / n).field("part_exchanges_per_game", parts_given_ / n);
    w.key("wounds_by_rule").begin_object();
    for (auto& [k, v] : wounds_.by_text()) w.field(k, v / n);
    w.end_object();
    w.field("mean_team_health_on_win", wins_ ? static_cast<double>(win_health_) / wins_ : 0.0);
  }

 private:
  long games_ = 0, wins_ = 0, death_ = 0, jail_ = 0, time_ = 0, part_lost_ = 0, limits_ = 0;
  long stays_ = 0, bought_ = 0, safe_ = 0, infested_ = 0, win_health_ = 0;
  long cash_given_ = 0, parts_given_ = 0;  // F-SWAP-1 exchanges
  std::array<long, kRounds + 1> rounds_{};
  std::array<long, kParts + 1> delivered_{};
  RuleTally wounds_;  // health lost, by the rule that took it
};
}  // namespace

std::unique_ptr<StatsCollector> make_flipped_stats() { return std::make_unique<FlippedStats>(); }

}  // namespace shamble::flipped
