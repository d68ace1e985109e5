// The normal bot: what a decent player does. It buys and bids by value
// (more for deeds that complete or block a group), completes groups through
// cash offers (and counters offers it would otherwise reject), builds evenly to three houses first, keeps a
// cash reserve sized to the worst rent on the board, mortgages its least useful deeds first, and leaves jail
// early in the game but sits in it late.
#include <algorithm>
#include <bit>

#include "games/monopoly/bots.h"
#include "games/monopoly/monopoly.h"

namespace shamble::mono {

namespace {

int worst_rent(const MonoTable& t, int seat) {
  int worst = 0;
  for (uint64_t m = t.masks.built & ~owned_by(t, seat); m; m &= m - 1) {  // built lots are owned
    int sq = std::countr_zero(m);
    worst = std::max<int>(worst, sq_data(sq).rent[t.buildings[sq]]);
  }
  return worst;
}

int reserve(const MonoTable& t, int seat) { return std::clamp(worst_rent(t, seat) / 2, 100, 600); }

bool late_game(const MonoTable& t, int seat) {
  int unowned = std::popcount(fast_board().property_mask & ~owned_by_anyone(t));
  return unowned < 6 || worst_rent(t, seat) >= 300;
}

class NormalBot : public PropertyBot {
 public:
  Action choose(const State& s, int seat, Rng& rng) override {
    const MonoTable& t = table_fast(s);
    const MonoRules& r = rules_fast(s);
    const int cash = t.players[seat].cash;
    const int keep = reserve(t, seat);
    if (int sq = rent_to_ask(t, seat); sq >= 0) return {kAskRent, sq, 0, 0};
    switch (t.phase) {
      case kPreRoll:
      case kPostRoll: {
        if (Action a = improve(t, r, seat, keep); a.kind != kRoll) return a;
        if (t.phase == kPreRoll && t.trades_opened[seat] == 0)
          if (Action a = open_trade(t, seat, keep); a.kind == kTradeStart) return a;
        if (t.phase == kPostRoll) return {kEndTurn, 0, 0, 0};
        if (t.players[seat].in_jail && !late_game(t, seat)) {
          if (!can_use_card(t, seat)) return {kUseCard, 0, 0, 0};
          if (!can_pay_jail(t, seat) && cash - 50 >= keep) return {kPayJail, 0, 0, 0};
        }
        return {kRoll, 0, 0, 0};
      }
      case kBuying: {
        int sq = t.pending_buy, price = sq_data(sq).price;
        bool key = completes_group(t, seat, sq) || blocks(t, seat, sq);
        if (cash >= price && (cash - price >= keep || (key && cash - price >= keep / 3)))
          return {kBuy, 0, 0, 0};
        return {kDecline, 0, 0, 0};
      }
      case kAuction: {
        const Auction& a = t.auction;
        int value = a.item == kAuctionDeed ? deed_value(t, seat, a.square) : building_cost(a.square) * 3 / 2;
        if (a.item == kAuctionDeed && blocks(t, seat, a.square)) value = value * 3 / 2;
        int limit = std::min(value, cash - keep / 2);
        int step = std::max(1, value / 25);
        int amount = a.high + step;
        if (amount > limit) amount = a.high + 1;
        return amount <= limit ? Action{kBid, amount, 0, 0} : Action{kPass, 0, 0, 0};
      }
      case kTrade:
        if (!t.trade.answering) return edit_toward(t, seat, plan_);
        if (trade_gain(t, seat) >= kNormalAcceptGain && accept_ok(t)) return {kTradeAccept, 0, 0, 0};
        // Rather than a flat no, offer a version it would accept itself and the
        // other side should like too (M-TRADE-3); counters per trade are bounded.
        if (find_counter(t, seat, kNormalAcceptGain, kNormalAcceptGain, &plan_))
          return {kTradeCounter, 0, 0, 0};
        return {kTradeReject, 0, 0, 0};
      case kDebt: return raise(t, r, seat);
      case kMortgageChoice: {
        int sq = scan_own(t, seat, 0, [&](int q) { return (t.mortgage_choice_mask >> q & 1) != 0; });
        return {cash - lift_cost(sq) >= keep ? kLift : kKeep, sq, 0, 0};
      }
      default: break;
    }
    buf_.clear();
    s.legal_actions(seat, buf_);
    (void)rng;
    return buf_.empty() ? Action{} : buf_[0];
  }

 private:
  static bool blocks(const MonoTable& t, int seat, int sq) {
    int g = sq_data(sq).group;
    if (g < 0) return false;
    int other = -1;
    for (int q : group_lots(g)) {
      if (q == sq) continue;
      if (t.owner[q] < 0 || t.owner[q] == seat) return false;
      if (other >= 0 && t.owner[q] != other) return false;
      other = t.owner[q];
    }
    return other >= 0;
  }

  bool accept_ok(const MonoTable& t) {
    ActionList b;
    legal_trade(t, trade_actor(t), b);
    return !b.empty() && b[0].kind == kTradeAccept;
  }

  // Lift mortgages on groups worth building, then build evenly: to three
  // houses with the reserve kept, beyond that only when rich.
  Action improve(const MonoTable& t, const MonoRules& r, int seat, int keep) {
    const int cash = t.players[seat].cash;
    const uint64_t own = owned_by(t, seat);
    for (uint64_t m = own & t.masks.mortgaged; m; m &= m - 1) {  // in square order, as every scan here
      int sq = std::countr_zero(m);
      if (completes_group(t, seat, sq) && cash - lift_cost(sq) >= keep + 100) return {kUnmortgage, sq, 0, 0};
    }
    int best = -1, best_score = 0;
    for (uint64_t m = own & fast_board().street_mask; m; m &= m - 1) {  // streets: the lots with a group
      int sq = std::countr_zero(m);
      if (r.build_needs_full_group && !owns_group(t, seat, sq_data(sq).group))
        continue;  // can_build's first no
      if (can_build(t, r, seat, sq).rule) continue;
      int l = level(t, r, sq);
      int cost = building_cost(sq);
      int margin = l < 3 ? keep : keep + 400;
      if (cash - cost < margin) continue;
      int score = (sq_data(sq).rent[std::min(l + 1, 5)] - sq_data(sq).rent[std::min(l, 5)]) * 100 / cost;
      if (l < 3) score += 1000;
      if (score > best_score) best = sq, best_score = score;
    }
    if (best >= 0) return {kBuild, best, 0, 0};
    for (uint64_t m = own & t.masks.mortgaged; m; m &= m - 1)
      if (int sq = std::countr_zero(m); cash - lift_cost(sq) >= keep + 500) return {kUnmortgage, sq, 0, 0};
    return {kRoll, 0, 0, 0};
  }

  Action open_trade(const MonoTable& t, int seat, int keep) {
    // Others' deeds that would complete a group of ours, in square order.
    for (uint64_t m = lots_one_short(t, seat) & owned_by_anyone(t); m; m &= m - 1) {
      int sq = std::countr_zero(m), o = t.owner[sq];
      if (group_has_buildings(t, sq_data(sq).group)) continue;
      if (completes_group(t, o, sq)) continue;  // they would not sell a group lot anyway
      int offer = std::min(t.players[seat].cash - keep, sq_data(sq).price * 2 + sq_data(sq).house_cost);
      if (offer < sq_data(sq).price * 3 / 2) continue;
      plan_ = OfferPlan{true, {offer / 10 * 10, 0}, 1ull << sq, 0};
      return {kTradeStart, o, 0, 0};
    }
    return {};
  }

  // Mortgage deeds outside complete groups first (least valuable first), then
  // sell buildings from the cheapest group, then mortgage the rest.
  Action raise(const MonoTable& t, const MonoRules& r, int seat) {
    int best = -1, best_v = 1 << 30;
    const uint64_t own = owned_by(t, seat);
    for (uint64_t m = own; m; m &= m - 1) {
      int sq = std::countr_zero(m);
      if (can_mortgage(t, seat, sq).rule) continue;
      int v = deed_value(t, seat, sq) + (completes_group(t, seat, sq) ? 10000 : 0);
      if (v < best_v) best = sq, best_v = v;
    }
    if (best >= 0 && best_v < 10000) return {kMortgage, best, 0, 0};
    int sell = -1;
    for (uint64_t m = own & t.masks.built; m; m &= m - 1)
      if (int sq = std::countr_zero(m);
          !can_sell_building(t, r, seat, sq).rule && (sell < 0 || building_cost(sq) < building_cost(sell)))
        sell = sq;
    if (sell >= 0) return {kSell, sell, 0, 0};
    if (best >= 0) return {kMortgage, best, 0, 0};
    return {kBankrupt, 0, 0, 0};
  }

  OfferPlan plan_;  // the offer it is building (its own or a counter)
  std::vector<Action> buf_;
};

}  // namespace

std::unique_ptr<Bot> make_normal_bot() { return std::make_unique<NormalBot>(); }

}  // namespace shamble::mono
