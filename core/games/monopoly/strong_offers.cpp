#include "games/monopoly/strong_offers.h"

#include <algorithm>
#include <bit>

#include "games/monopoly/board_masks.h"
#include "games/monopoly/bots.h"
#include "games/monopoly/monopoly.h"

namespace shamble::mono {

namespace {

int round_up10(int v) { return (v + 9) / 10 * 10; }

// `plan` (deeds only) priced so `other` gains at least kNormalAcceptGain by
// the normal valuation: `seat` pays the shortfall, or asks for the surplus
// (rounded to tens, within each side's cash). False when `seat` cannot pay.
bool price(MonoTable& x, int seat, int other, OfferPlan* plan) {
  const int gain = plan_gain(x, *plan, other);
  if (gain < kNormalAcceptGain) {
    const int pay = round_up10(kNormalAcceptGain - gain);
    if (pay > x.players[seat].cash) return false;
    plan->cash = {pay, 0};
  } else {
    plan->cash = {0, std::min((gain - kNormalAcceptGain) / 10 * 10, x.players[other].cash / 10 * 10)};
  }
  return true;
}

// The moves that open a trade with `other` and write `plan` in it, in
// edit_toward's order (deeds, cash from side 0, from side 1), then propose.
std::vector<Action> moves(int other, const OfferPlan& plan) {
  std::vector<Action> m{{kTradeStart, other, 0, 0}};
  for (uint64_t d = plan.deeds; d; d &= d - 1) m.push_back({kTradeDeed, std::countr_zero(d), 0, 0});
  for (int side = 0; side < 2; ++side)
    if (plan.cash[side]) m.push_back({kTradeCash, side, plan.cash[side], 0});
  m.push_back({kTradePropose, 0, 0, 0});
  return m;
}

}  // namespace

void strong_offers(const MonoTable& t, int seat, std::vector<std::vector<Action>>& out) {
  if (t.trades_opened[seat] != 0 || can_open_trade(t, seat)) return;
  const uint64_t frozen = groups_with_buildings(t);
  const uint64_t targets = lots_one_short(t, seat) & owned_by_anyone(t) & ~owned_by(t, seat) & ~frozen;
  int left = kMaxStrongOffers;
  for (uint64_t m = targets; m && left > 0; m &= m - 1) {
    const int sq = std::countr_zero(m), other = t.owner[sq];
    MonoTable x = t;  // the valuation reads the offer's sides from the trade
    x.trade.proposer = static_cast<int8_t>(seat);
    x.trade.partner = static_cast<int8_t>(other);
    auto add = [&](OfferPlan p) {
      if (left > 0 && price(x, seat, other, &p)) out.push_back(moves(other, p)), --left;
    };
    add(OfferPlan{true, {0, 0}, square_bit(sq), 0});
    // Our deeds we could give: outside built groups, outside groups we hold
    // whole, and not a lot of the group this trade completes.
    const uint64_t giveable = owned_by(t, seat) & fast_board().property_mask & ~frozen &
                              ~whole_groups(t, seat) & ~group_mask(sq_data(sq).group);
    int plain = -1, mutual = -1, plain_v = 1 << 30, mutual_v = 1 << 30;
    for (uint64_t g = giveable; g; g &= g - 1) {
      const int d = std::countr_zero(g);
      const int v = deed_value(t, seat, d);  // what we give up, by our own valuation
      if (completes_group(t, other, d)) {
        if (v < mutual_v) mutual = d, mutual_v = v;
      } else if (v < plain_v) {
        plain = d, plain_v = v;
      }
    }
    if (plain >= 0) add(OfferPlan{true, {0, 0}, square_bit(sq) | square_bit(plain), 0});
    if (mutual >= 0) add(OfferPlan{true, {0, 0}, square_bit(sq) | square_bit(mutual), 0});
  }
}

}  // namespace shamble::mono
