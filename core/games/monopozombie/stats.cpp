// Statistics for `shamble sim`: who wins (humans together, which zombie seat,
// bankruptcy ends), how long each stage lasts, conversions by cause, demolitions, and
// how often each MonopoZombie rule fired, with the options in force.
#include <map>
#include <string>

#include "framework/rule_tally.h"
#include "games/monopozombie/bots.h"
#include "games/monopozombie/monopozombie.h"
#include "games/monopozombie/mz.h"

namespace shamble::mz {

namespace {
class MzStats : public StatsCollector {
 public:
  void on_game_start(const State& s) override {
    ++games_;
    if (options_.empty()) {
      const auto& defs = option_defs();
      for (size_t i = 0; i < defs.size() && i < s.config().values.size(); ++i)
        options_.emplace_back(defs[i].name, option_value_text(defs[i], s.config().values[i]));
    }
  }
  void on_events(const State& after, const EventSink& events) override {
    after_stage_ = table_of(after).stage;
    cured_now_ = false;
    for (const Event& e : events) {
      if (e.rule && e.rule[0] == 'M' && e.rule[1] == 'Z') rules_.add(e.rule);
      if (e.kind == kEvConvert && e.v[0] >= 0 && e.v[0] < kNumCauses) ++causes_[e.v[0]];
      if (e.kind == kEvDemolish) ++demolitions_;
      if (e.kind == kEvCure) ++cures_;
      if (e.kind == kEvGroup && e.v[2] == 1) ++groups_;  // MZ-GROUP-1: a new group (growth not counted)
      if (e.kind == kEvHomeless && e.v[0] == 1) {
        ++homeless_;
        // MZ-HOSP-1 cures make the cured homeless; the rest went bankrupt (MZ-HOME-1), by stage.
        if (cured_now_)
          ++homeless_cured_;
        else
          ++homeless_bankrupt_[after_stage_ == kOutbreak ? 1 : after_stage_ == kApocalypse ? 2 : 0];
      }
      cured_now_ = e.kind == kEvCure;
      if (e.kind == kEvDraw && e.v[1] == 1) ++stalemates_;
    }
  }
  void on_game_end(const State& s, bool hit_turn_limit) override {
    const MzTable& z = table_of(s);
    // Draws and turn limits are counted once, in the framework's outcomes.
    if (z.end_kind == kEndHumans)
      ++human_wins_;
    else if (z.end_kind == kEndZombie && z.winner >= 0)
      ++zombie_wins_, ++zombie_seat_[z.winner];
    else if (z.end_kind == kEndPropertyGame)
      ++bankruptcy_ends_;
    limits_ += hit_turn_limit;
    int end = z.t.turns;
    if (z.stage >= kOutbreak) cap_ += z.stage_start[kOutbreak], ++cap_n_;
    if (z.stage == kApocalypse) ob_ += z.stage_start[kApocalypse] - z.stage_start[kOutbreak], ++ob_n_;
    if (z.stage == kApocalypse) ap_ += end - z.stage_start[kApocalypse], ++ap_n_;
    turns_ += end;
  }
  void write(JsonWriter& w) const override {
    auto rate = [&](long v) { return games_ ? static_cast<double>(v) / games_ : 0.0; };
    w.field("games", games_).field("human_wins", human_wins_).field("zombie_wins", zombie_wins_);
    w.field("bankruptcy_ends", bankruptcy_ends_).field("turn_limit_hits", limits_);
    w.field("human_win_rate", rate(human_wins_)).field("zombie_win_rate", rate(zombie_wins_));
    w.key("zombie_wins_by_seat").begin_array();
    for (long v : zombie_seat_) w.value(v);
    w.end_array();
    w.key("stage_turns_mean").begin_object();
    w.field("capitalism", cap_n_ ? static_cast<double>(cap_) / cap_n_ : 0.0);
    w.field("outbreak", ob_n_ ? static_cast<double>(ob_) / ob_n_ : 0.0);
    w.field("apocalypse", ap_n_ ? static_cast<double>(ap_) / ap_n_ : 0.0);
    w.field("game", games_ ? static_cast<double>(turns_) / games_ : 0.0);
    w.end_object();
    w.key("conversions_by_cause").begin_object();
    static const char* names[] = {"double_one", "jail", "points", "dice_battle", "self", "left_alone"};
    static_assert(sizeof(names) / sizeof(names[0]) == kNumCauses);
    for (int i = 0; i < kNumCauses; ++i) w.field(names[i], causes_[i]);
    w.end_object();
    w.field("demolitions", demolitions_).field("cures", cures_).field("group_formations", groups_);
    w.field("homeless_players", homeless_);
    w.key("homeless_by_cause").begin_object();
    w.field("bankrupt_in_capitalism", homeless_bankrupt_[0])
        .field("bankrupt_in_outbreak", homeless_bankrupt_[1]);
    w.field("cured", homeless_cured_);
    w.end_object();
    w.field("stalemates", stalemates_);
    w.key("rule_triggers").begin_object();
    for (const auto& [k, v] : rules_.by_text()) w.field(k, v);
    w.end_object();
    w.key("options").begin_object();
    for (const auto& [k, v] : options_) w.field(k, v);
    w.end_object();
  }

 private:
  long games_ = 0, human_wins_ = 0, zombie_wins_ = 0, bankruptcy_ends_ = 0, limits_ = 0;
  long zombie_seat_[kMaxPlayers] = {};
  long causes_[kNumCauses] = {};
  long homeless_bankrupt_[3] = {}, homeless_cured_ = 0, stalemates_ = 0;
  int after_stage_ = 0;
  bool cured_now_ = false;
  long demolitions_ = 0, cures_ = 0, turns_ = 0, groups_ = 0, homeless_ = 0;
  long cap_ = 0, cap_n_ = 0, ob_ = 0, ob_n_ = 0, ap_ = 0, ap_n_ = 0;
  RuleTally rules_;  // MZ rule ids
  std::vector<std::pair<std::string, std::string>> options_;
};
}  // namespace

std::unique_ptr<StatsCollector> make_stats() { return std::make_unique<MzStats>(); }

}  // namespace shamble::mz
