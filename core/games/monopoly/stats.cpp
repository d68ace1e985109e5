// Headless statistics for `shamble sim`. Everything comes from events, except
// the cash in play, sampled from the table at each new turn.
#include "games/monopoly/stats.h"

#include <array>
#include <vector>

#include "games/monopoly/monopoly.h"
#include "games/monopoly/rules.h"

namespace shamble::mono {

namespace {
constexpr int kBucket = 10;  // turns per sample of cash in play

class MonoStats : public StatsCollector {
 public:
  void on_game_start(const State& s) override {
    (void)s;
    ++games_;
  }
  void on_events(const State& after, const EventSink& events) override {
    for (const Event& e : events) {
      switch (e.kind) {
        case kEvRest:
          if (e.v[1])
            ++in_jail_;
          else if (e.v[0] >= 0 && e.v[0] < kSquares)
            ++rest_[e.v[0]];
          ++rests_;
          break;
        case kEvTurn: sample(after, e.v[0]); break;
        case kEvTradeProposed: ++offers_; break;
        case kEvTradeAccepted: ++trades_; break;
        case kEvTradeCountered: ++counters_; break;
        case kEvRentClaim: ++claims_; break;
        case kEvRentForfeit: ++forfeits_; break;
        case kEvAuctionStart: ++auctions_; break;
        case kEvAuctionWon: ++auctions_sold_; break;
        case kEvBankrupt: ++bankruptcies_; break;
        default: break;
      }
    }
  }
  void on_game_end(const State& s, bool hit_turn_limit) override {
    turns_.push_back(s.turn_number());
    limits_ += hit_turn_limit;
  }
  void write(JsonWriter& w) const override {
    w.key("landings").begin_object();
    w.field("rests", rests_).field("in_jail", in_jail_);
    w.key("per_square").begin_array();
    for (long v : rest_) w.value(v);
    w.end_array();
    w.key("share_per_square").begin_array();
    for (long v : rest_) w.value(rests_ ? static_cast<double>(v) / rests_ : 0.0);
    w.end_array();
    w.field("share_in_jail", rests_ ? static_cast<double>(in_jail_) / rests_ : 0.0);
    w.end_object();
    w.key("cash_in_play").begin_object();
    w.field("turns_per_sample", kBucket);
    w.key("mean_by_turn").begin_array();
    for (size_t i = 0; i < cash_sum_.size(); ++i)
      if (cash_n_[i]) w.value(static_cast<double>(cash_sum_[i]) / cash_n_[i]);
    w.end_array();
    w.end_object();
    w.field("games", games_).field("trade_offers", offers_).field("trades", trades_);
    w.field("counter_offers", counters_).field("rent_claims", claims_).field("rent_forfeited", forfeits_);
    w.field("auctions", auctions_)
        .field("auctions_sold", auctions_sold_)
        .field("bankruptcies", bankruptcies_);
    double mean = 0;
    for (int x : turns_) mean += x;
    w.field("mean_turns", turns_.empty() ? 0.0 : mean / turns_.size()).field("turn_limit_hits", limits_);
  }

 private:
  void sample(const State& s, int turn) {
    size_t b = static_cast<size_t>(turn / kBucket);
    if (b >= 200) return;
    if (cash_sum_.size() <= b) cash_sum_.resize(b + 1), cash_n_.resize(b + 1);
    const MonoTable& t = table_of(s);
    long cash = t.pot;
    for (int p = 0; p < t.n; ++p) cash += t.players[p].cash;
    cash_sum_[b] += cash;
    ++cash_n_[b];
  }
  std::array<long, kSquares> rest_{};
  long counters_ = 0, claims_ = 0, forfeits_ = 0;  // M-TRADE-3 counters, M-RENT-8 claims
  long rests_ = 0, in_jail_ = 0, offers_ = 0, trades_ = 0, auctions_ = 0, auctions_sold_ = 0,
       bankruptcies_ = 0;
  long games_ = 0, limits_ = 0;
  std::vector<long> cash_sum_, cash_n_;
  std::vector<int> turns_;
};
}  // namespace

std::unique_ptr<StatsCollector> make_monopoly_stats() { return std::make_unique<MonoStats>(); }

}  // namespace shamble::mono
