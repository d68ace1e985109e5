// Counter-offers for the bots (M-TRADE-3). When a bot would reject an offer it
// looks for a nearby offer it would accept itself that the other side should
// still like by the same valuation: first the same items with the cash moved
// in its favour, then the same with one of its own deeds taken out. The
// engine bounds counters per trade, so bot-vs-bot haggling always ends.
#include <algorithm>
#include <bit>

#include "games/monopoly/bots.h"

namespace shamble::mono {

static OfferPlan plan_of(const Trade& tr) { return {true, tr.cash, tr.deeds, tr.cards}; }

int plan_gain(const MonoTable& t, const OfferPlan& p, int player) {
  MonoTable x = t;  // trade_gain reads the open offer: value the plan in its place
  x.trade.cash = p.cash;
  x.trade.deeds = p.deeds;
  x.trade.cards = p.cards;
  return trade_gain(x, player);
}

// Moves cash toward `seat` (less from its side first, then more from the other)
// until its gain reaches `want`; false when the other side lacks the cash.
static bool settle_cash(const MonoTable& t, OfferPlan* p, int seat, int want) {
  const Trade& tr = t.trade;
  int s = seat == tr.proposer ? 0 : 1;
  int other = s == 0 ? tr.partner : tr.proposer;
  int need = want - plan_gain(t, *p, seat);
  if (need <= 0) return true;
  need = (need + 9) / 10 * 10;  // round sums, as people do
  int less = std::min(p->cash[s], need);
  p->cash[s] -= less;
  p->cash[1 - s] += need - less;
  return p->cash[1 - s] <= t.players[other].cash;
}

bool find_counter(const MonoTable& t, int seat, int want_self, int want_other, OfferPlan* out) {
  const Trade& tr = t.trade;
  if (!tr.active || !tr.answering || tr.counters >= kCountersPerTrade) return false;
  int other = seat == tr.proposer ? tr.partner : tr.proposer;
  const OfferPlan base = plan_of(tr);
  bool found = false;
  int best = 0;
  auto consider = [&](OfferPlan p) {
    if (!settle_cash(t, &p, seat, want_self)) return;
    if (!p.deeds && !p.cards && !p.cash[0] && !p.cash[1]) return;
    if (p.cash == base.cash && p.deeds == base.deeds && p.cards == base.cards) return;
    if (plan_gain(t, p, seat) < want_self) return;
    int theirs = plan_gain(t, p, other);
    if (theirs < want_other || (found && theirs <= best)) return;
    found = true;
    best = theirs;
    *out = p;
  };
  consider(base);
  for (uint64_t m = base.deeds; m; m &= m - 1) {
    int sq = std::countr_zero(m);
    if (t.owner[sq] != seat) continue;
    OfferPlan p = base;
    p.deeds &= ~(1ull << sq);
    consider(p);
  }
  return found;
}

// The next edit that brings the open offer to `plan`, then the proposal; a
// cancel when the plan cannot be reached (the table changed under it).
Action edit_toward(const MonoTable& t, int seat, const OfferPlan& plan) {
  const Trade& tr = t.trade;
  Action a{kTradeCancel, 0, 0, 0};
  if (!plan.active || tr.editor != seat) return a;
  if (uint64_t d = tr.deeds ^ plan.deeds)
    a = {kTradeDeed, std::countr_zero(d), 0, 0};
  else if (uint8_t c = tr.cards ^ plan.cards)
    a = {kTradeCard, std::countr_zero(static_cast<unsigned>(c)), 0, 0};
  else if (tr.cash[0] != plan.cash[0])
    a = {kTradeCash, 0, plan.cash[0], 0};
  else if (tr.cash[1] != plan.cash[1])
    a = {kTradeCash, 1, plan.cash[1], 0};
  else
    a = {kTradePropose, 0, 0, 0};
  if (check_trade(t, seat, a)) return {kTradeCancel, 0, 0, 0};
  return a;
}

}  // namespace shamble::mono
