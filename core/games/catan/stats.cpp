// Statistics for `shamble sim`: how games end, and what the zombies did.
// (Wins by seat, game length and action counts come from the framework.)
#include "framework/stats.h"

#include <string_view>

#include "games/catan/catan.h"
#include "games/catan/info_parts.h"
#include "games/catan/model.h"

namespace shamble::catan {

namespace {
class CatanStats : public StatsCollector {
 public:
  void on_events(const State& after, const EventSink& events) override {
    (void)after;
    for (const Event& e : events) {
      switch (e.kind) {
        case kEvAttack: damage_ += e.v[0], ++attacked_players_; break;
        case kEvTrade:
          ++player_trades_;
          counter_trades_ += e.rule && std::string_view(e.rule) == "C-TRADE-COUNTER";
          break;
        case kEvResponse: counters_ += e.v[0] == 3; break;
        case kEvBankTrade: ++bank_trades_; break;
        case kEvOffer: ++offers_; break;
        case kEvRobber: ++robber_moves_; break;
        case kEvZombieKill: killed_ += e.v[1]; break;
        default: break;
      }
    }
  }
  void on_game_end(const State& s, bool hit_turn_limit) override {
    const Model& m = model_of(s);
    ++games_;
    if (hit_turn_limit)
      ++reasons_[3];
    else if (m.end_reason >= 0)
      ++reasons_[m.end_reason];
    t_.zombies_placed += m.tally.zombies_placed;
    t_.infestations += m.tally.infestations;
    t_.attacks += m.tally.attacks;
    t_.paid_cards += m.tally.paid_cards;
    t_.destroyed_roads += m.tally.destroyed_roads;
    t_.destroyed_settlements += m.tally.destroyed_settlements;
    t_.downgraded_cities += m.tally.downgraded_cities;
    t_.eliminations += m.tally.eliminations;
    rounds_ += m.round;
    for (int p = 0; p < m.n; ++p)
      if (m.winners & (1u << p)) winner_points_ += m.points(p), ++winners_;
  }
  void write(JsonWriter& w) const override {
    auto per = [&](long v) { return games_ ? static_cast<double>(v) / games_ : 0.0; };
    w.key("end_reason").begin_object();
    w.field("points", reasons_[0]).field("overrun", reasons_[1]).field("last_player", reasons_[2]);
    w.field("turn_limit", reasons_[3]).end_object();
    w.field("mean_rounds", per(rounds_));
    w.field("mean_winner_points", winners_ ? static_cast<double>(winner_points_) / winners_ : 0.0);
    w.key("zombies_per_game").begin_object();
    w.field("placed", per(t_.zombies_placed)).field("infestations", per(t_.infestations));
    w.field("killed_by_knights", per(killed_)).field("attacks", per(t_.attacks));
    w.field("attack_damage", per(damage_)).field("players_hit", per(attacked_players_));
    w.end_object();
    w.key("attack_payments_per_game").begin_object();
    w.field("cards", per(t_.paid_cards)).field("roads_destroyed", per(t_.destroyed_roads));
    w.field("settlements_destroyed", per(t_.destroyed_settlements));
    w.field("cities_downgraded", per(t_.downgraded_cities)).field("players_out", per(t_.eliminations));
    w.end_object();
    w.key("trade_per_game").begin_object();
    w.field("offers", per(offers_))
        .field("counter_offers", per(counters_))
        .field("player_trades", per(player_trades_))
        .field("after_counter", per(counter_trades_))
        .field("bank_trades", per(bank_trades_));
    w.end_object();
    w.field("robber_moves_per_game", per(robber_moves_));
  }

 private:
  long games_ = 0, reasons_[4] = {}, rounds_ = 0, winner_points_ = 0, winners_ = 0;
  long damage_ = 0, attacked_players_ = 0, player_trades_ = 0, bank_trades_ = 0, offers_ = 0, counters_ = 0,
       counter_trades_ = 0;
  long robber_moves_ = 0, killed_ = 0;
  Tally t_;
};
}  // namespace

std::unique_ptr<StatsCollector> make_catan_stats() { return std::make_unique<CatanStats>(); }

}  // namespace shamble::catan
