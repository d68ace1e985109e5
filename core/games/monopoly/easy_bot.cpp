// The easy bot: plays sanely at random. It buys what it can afford with a
// random reserve, bids at random up to the list price, builds now and then,
// answers trades by plain value and never goes bankrupt while it still has
// something to sell. The common decisions avoid listing every legal action,
// so four easy bots play thousands of games a second.
#include <algorithm>

#include "games/monopoly/bots.h"
#include "games/monopoly/monopoly.h"
#include "games/monopoly/strong_bot.h"

namespace shamble::mono {

namespace {
class EasyBot : public PropertyBot {
 public:
  Action choose(const State& s, int seat, Rng& rng) override {
    const MonoTable& t = table_fast(s);
    const MonoRules& r = rules_fast(s);
    const int cash = t.players[seat].cash;
    if (t.claim_count)
      if (int sq = rent_to_ask(t, seat); sq >= 0) return {kAskRent, sq, 0, 0};
    switch (t.phase) {
      case kPreRoll:
        if (t.players[seat].in_jail) {
          if (!can_use_card(t, seat)) return {kUseCard, 0, 0, 0};
          if (!can_pay_jail(t, seat) && rng.below(2)) return {kPayJail, 0, 0, 0};
        }
        if (t.trades_opened[seat] == 0 && rng.below(8) == 0) {
          if (Action a = open_trade(t, seat, rng); a.kind == kTradeStart) return a;
        }
        return {kRoll, 0, 0, 0};
      case kBuying: {
        int price = sq_data(t.pending_buy).price;
        return cash - price >= static_cast<int>(rng.below(250)) ? Action{kBuy, 0, 0, 0}
                                                                : Action{kDecline, 0, 0, 0};
      }
      case kPostRoll: {
        if (rng.below(2) == 0) {
          int start = static_cast<int>(rng.below(kSquares));
          int sq = scan_own(t, seat, start, [&](int q) {
            return sq_data(q).group >= 0 && !can_build(t, r, seat, q) && cash - building_cost(q) >= 100;
          });
          if (sq >= 0) return {kBuild, sq, 0, 0};
          sq = scan_own(t, seat, start, [&](int q) { return t.mortgaged[q] && cash - lift_cost(q) >= 400; });
          if (sq >= 0) return {kUnmortgage, sq, 0, 0};
        }
        return {kEndTurn, 0, 0, 0};
      }
      case kAuction: {
        const Auction& a = t.auction;
        int value = a.item == kAuctionDeed ? sq_data(a.square).price : building_cost(a.square) + 20;
        // A limit fixed for this seat and lot (60-109% of the value), so a pass
        // is not undone by a luckier draw when it is asked again (open rotation).
        int pct = 60 + static_cast<int>((seat * 37u + a.square * 11u + a.item * 5u + t.turns * 3u) % 50u);
        int limit = std::min(cash - 50, value * pct / 100);
        int amount = a.high + 1 + static_cast<int>(rng.below(20));
        if (amount <= limit) return {kBid, amount, 0, 0};
        return {kPass, 0, 0, 0};
      }
      case kTrade:
        if (!t.trade.answering) return edit_trade(t, seat);
        if (trade_gain(t, seat) >= 0) {
          ActionList b;
          legal_trade(t, seat, b);
          if (b[0].kind == kTradeAccept) return b[0];
        }
        return {kTradeReject, 0, 0, 0};
      case kMortgageChoice: {
        int sq = scan_own(t, seat, 0, [&](int q) { return (t.mortgage_choice_mask >> q & 1) != 0; });
        return {cash - lift_cost(sq) >= 300 ? kLift : kKeep, sq, 0, 0};
      }
      case kDebt: {
        // Raise money: sell a building, else mortgage; bankrupt only when
        // nothing is left to sell (then bankruptcy is the only legal action).
        int start = static_cast<int>(rng.below(kSquares));
        int sq = scan_own(t, seat, start,
                          [&](int q) { return t.buildings[q] && !can_sell_building(t, r, seat, q); });
        if (sq >= 0) return {kSell, sq, 0, 0};
        sq = scan_own(t, seat, start, [&](int q) { return !can_mortgage(t, seat, q); });
        if (sq >= 0) return {kMortgage, sq, 0, 0};
        return {kBankrupt, 0, 0, 0};
      }
      default: break;
    }
    // Debts and building placement: random among the legal actions, and
    // bankruptcy only when nothing else is left.
    buf_.clear();
    s.legal_actions(seat, buf_);
    if (buf_.empty()) return Action{};
    if (buf_.size() > 1 && buf_.back().kind == kBankrupt) buf_.pop_back();
    return buf_[rng.below(static_cast<uint32_t>(buf_.size()))];
  }

 private:
  // A deed held by someone else that would complete one of our groups.
  Action open_trade(const MonoTable& t, int seat, Rng& rng) {
    int start = static_cast<int>(rng.below(kSquares));
    for (int k = 0; k < kSquares; ++k) {
      int sq = (start + k) % kSquares;
      int o = t.owner[sq];
      int g = sq_data(sq).group;
      if (o < 0 || o == seat || g < 0 || group_has_buildings(t, g)) continue;
      bool rest_mine = true;
      for (int q : group_lots(g)) rest_mine &= q == sq || t.owner[q] == seat;
      if (!rest_mine) continue;
      int offer = sq_data(sq).price * static_cast<int>(15 + rng.below(15)) / 10 / 10 * 10;
      if (offer > t.players[seat].cash - 100) return {};
      target_ = sq;
      offer_ = offer;
      return {kTradeStart, o, 0, 0};
    }
    return {};
  }
  Action edit_trade(const MonoTable& t, int seat) {
    const Trade& tr = t.trade;
    (void)seat;
    if (tr.counters > 0 || target_ < 0 || t.owner[target_] != tr.partner) return {kTradeCancel, 0, 0, 0};
    if (!(tr.deeds >> target_ & 1)) return {kTradeDeed, target_, 0, 0};
    if (tr.cash[0] != offer_ && offer_ <= t.players[tr.proposer].cash) return {kTradeCash, 0, offer_, 0};
    return {kTradePropose, 0, 0, 0};
  }
  int target_ = -1;
  int offer_ = 0;
  std::vector<Action> buf_;
};
}  // namespace

std::unique_ptr<Bot> make_easy_bot() { return std::make_unique<EasyBot>(); }

std::unique_ptr<Bot> make_monopoly_bot(const std::string& level) {
  if (level == "easy") return make_easy_bot();
  if (level == "normal") return make_normal_bot();
  return make_monopoly_strong_bot(level);
}

}  // namespace shamble::mono
