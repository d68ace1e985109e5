// The list of legal actions, per phase: the bots' hot path, so it asks the
// rules areas' checks directly and skips what a mask settles. What each kind
// means (its check, apply, label and choice) is in kinds.cpp.
#include <bit>

#include "games/monopoly/rules.h"

namespace shamble::mono {

// Per deed, in square order: sell, build (built lots); lift (mortgaged);
// mortgage, build (the rest). The masks settle most deeds without a call:
// can_mortgage is "not in a group with buildings" for a deed of one's own,
// can_unmortgage is the cash, and can_build needs the whole group unless a
// derived game lets groups be shared.
static void manage(const MonoTable& t, const MonoRules& r, int seat, bool debt, ActionList& out) {
  const uint64_t own = owned_by(t, seat);
  if (!own) return;
  const uint64_t near_built = groups_with_buildings(t);
  uint64_t may_build = 0;  // lots where can_build may say yes: streets of groups held whole
  if (!debt) {
    for (int g = 0; g < board::kGroups; ++g)
      if (!r.build_needs_full_group || !(group_mask(g) & ~own)) may_build |= group_mask(g);
    may_build &= own;
  }
  const int cash = debt ? -1 : t.players[seat].cash;  // no lifting while in debt
  const uint64_t built = t.masks.built, mortgaged = t.masks.mortgaged;
  Action* w = out.room(2 * static_cast<size_t>(std::popcount(own)));  // at most two moves a deed
  for (uint64_t m = own; m; m &= m - 1) {
    int sq = std::countr_zero(m);
    uint64_t bit = square_bit(sq);
    if (built & bit) [[unlikely]] {
      if (!can_sell_building(t, r, seat, sq)) *w++ = {kSell, sq, 0, 0};
      if ((may_build & bit) && !can_build(t, r, seat, sq)) *w++ = {kBuild, sq, 0, 0};
      continue;
    }
    // One move or none, written and then kept or not: which one depends on
    // the data, so a branch here was mispredicted often.
    const bool lien = mortgaged & bit;
    const bool open = lien ? cash >= lift_cost(sq)  // can_unmortgage
                           : !(near_built & bit);   // can_mortgage (M-MORT-2)
    *w = {lien ? kUnmortgage : kMortgage, sq, 0, 0};
    w += open;
    if (!lien && (may_build & bit) && !can_build(t, r, seat, sq)) *w++ = {kBuild, sq, 0, 0};
  }
  out.commit(w);
}

static void trade_starts(const MonoTable& t, int seat, ActionList& out) {
  if (can_open_trade(t, seat)) return;
  for (int q = 0; q < t.n; ++q)
    if (q != seat && !t.players[q].bankrupt) out.push_back({kTradeStart, q, 0, 0});
}

// M-RENT-8: the owner of an open claim may ask while the turn player is free.
static void rent_asks(const MonoTable& t, int seat, ActionList& out) {
  for (int i = 0; i < t.claim_count; ++i)
    if (t.claims[i].owner == seat && !can_ask_rent(t, seat, t.claims[i].square))
      out.push_back({kAskRent, t.claims[i].square, 0, 0});
}

void legal_actions_of(const MonoTable& t, const MonoRules& r, int seat, ActionList& out) {
  if (seat < 0 || seat >= t.n || t.phase == kGameOver) return;
  if (!(actors_of(t, r) >> seat & 1)) {
    // Out of turn a seat may still ask for rent (M-RENT-8), manage its deeds
    // (M-TURN-2) or open a trade (M-TRADE-6) while the turn player is free.
    rent_asks(t, seat, out);
    if (managing(t, seat)) manage(t, r, seat, false, out);
    trade_starts(t, seat, out);
    return;
  }
  switch (t.phase) {
    case kPreRoll:
      rent_asks(t, seat, out);  // first, so asking comes before the roll that ends the claim
      out.push_back({kRoll, 0, 0, 0});
      if (!can_pay_jail(t, seat)) out.push_back({kPayJail, 0, 0, 0});
      if (!can_use_card(t, seat)) out.push_back({kUseCard, 0, 0, 0});
      manage(t, r, seat, false, out);
      trade_starts(t, seat, out);
      return;
    case kBuying:
      if (t.players[seat].cash >= sq_data(t.pending_buy).price) out.push_back({kBuy, 0, 0, 0});
      out.push_back({kDecline, 0, 0, 0});
      manage(t, r, seat, false, out);
      return;
    case kPostRoll:
      out.push_back({kEndTurn, 0, 0, 0});
      rent_asks(t, seat, out);
      manage(t, r, seat, false, out);
      trade_starts(t, seat, out);
      return;
    case kAuction: legal_auction(t, seat, out); return;
    case kTrade: legal_trade(t, seat, out); return;
    case kDebt:
      manage(t, r, seat, true, out);
      if (!can_go_bankrupt(t, r, seat)) out.push_back({kBankrupt, 0, 0, 0});
      return;
    case kMortgageChoice:
      for (int sq = 0; sq < kSquares; ++sq)
        if ((t.mortgage_choice_mask >> sq & 1) && t.owner[sq] == seat) {
          if (!can_choose_mortgage(t, seat, sq, true)) out.push_back({kLift, sq, 0, 0});
          out.push_back({kKeep, sq, 0, 0});
        }
      return;
    case kPlacing:
      for (int sq = 0; sq < kSquares; ++sq)
        if (t.owner[sq] == seat && !can_place(t, r, seat, sq)) out.push_back({kPlace, sq, 0, 0});
      return;
    default: return;
  }
}

}  // namespace shamble::mono
