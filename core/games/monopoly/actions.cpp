// The list of legal actions, per phase: the bots' hot path, so it asks the
// rules areas' checks directly and skips what a mask settles. What each kind
// means (its check, apply, label and choice) is in kinds.cpp.
#include <bit>

#include "games/monopoly/rules.h"
#include "games/monopoly/turn_menu.h"

namespace shamble::mono {

// The lots where can_build may say yes: the seat's streets, of groups it
// holds whole unless a derived game lets groups be shared.
static uint64_t buildable(const MonoTable& t, const MonoRules& r, int seat, uint64_t own) {
  return r.build_needs_full_group ? whole_groups(t, seat) : own & fast_board().grouped_mask;
}

// The lots of `own` (none of them in `liens`) where can_build says yes
// (inlined: deed_moves is on every random Monopoly move).
[[gnu::always_inline]] static inline uint64_t builds_of(const MonoTable& t, const MonoRules& r, int seat,
                                                        uint64_t own, uint64_t liens) {
  uint64_t b = 0;
  const int cash = t.players[seat].cash;
  for (uint64_t m = buildable(t, r, seat, own) & ~liens; m; m &= m - 1)
    // can_build's last no (M-BUILD-5) first: it is the cheapest, and in
    // MonopoZombie, where every street is asked, the commonest.
    if (int sq = std::countr_zero(m); sq_data(sq).house_cost <= cash && !can_build(t, r, seat, sq))
      b |= square_bit(sq);
  return b;
}

// Per deed, in square order: sell, build (built lots); lift (mortgaged);
// mortgage, build (the rest). The masks settle most deeds without a call:
// can_mortgage is "not in a group with buildings" for a deed of one's own,
// can_unmortgage is the cash, and can_build needs the whole group unless a
// derived game lets groups be shared.
DeedMoves deed_moves(const MonoTable& t, const MonoRules& r, int seat, bool debt) {
  DeedMoves d;
  const uint64_t own = owned_by(t, seat);
  if (!own) return d;
  const uint64_t built = own & t.masks.built, liens = own & t.masks.mortgaged & ~built;
  d.built = built;
  d.liens = liens;
  d.first = own & ~built & ~liens & ~groups_with_buildings(t);        // can_mortgage (M-MORT-2)
  if (!debt) {                                                        // no lifting while in debt
    d.first |= liens & fast_board().lifts_for(t.players[seat].cash);  // can_unmortgage
  }
  for (uint64_t m = built; m; m &= m - 1)
    if (int sq = std::countr_zero(m); !can_sell_building(t, r, seat, sq)) d.first |= square_bit(sq);
  if (!debt) d.builds = builds_of(t, r, seat, own, liens);
  return d;
}

uint64_t build_moves(const MonoTable& t, const MonoRules& r, int seat) {
  const uint64_t own = owned_by(t, seat);
  return own ? builds_of(t, r, seat, own, own & t.masks.mortgaged & ~t.masks.built) : 0;
}

static void manage(const MonoTable& t, const MonoRules& r, int seat, bool debt, ActionList& out) {
  const DeedMoves d = deed_moves(t, r, seat, debt);
  if (!(d.first | d.builds)) return;
  out.commit(d.write(out.room(2 * static_cast<size_t>(std::popcount(d.first | d.builds)))));
}

// The seats `seat` may open a trade with (M-TRADE-6), one bit each.
static uint32_t trade_partners(const MonoTable& t, int seat) {
  if (can_open_trade(t, seat)) return 0;
  uint32_t m = 0;
  for (int q = 0; q < t.n; ++q) m |= static_cast<uint32_t>(q != seat && !t.players[q].bankrupt) << q;
  return m;
}

static void trade_starts(const MonoTable& t, int seat, ActionList& out) {
  for (uint32_t m = trade_partners(t, seat); m; m &= m - 1)
    out.push_back({kTradeStart, std::countr_zero(m), 0, 0});
}

// M-RENT-8: the owner of an open claim may ask while the turn player is free.
static void rent_asks(const MonoTable& t, int seat, ActionList& out) {
  for (int i = 0; i < t.claim_count; ++i)
    if (t.claims[i].owner == seat && !can_ask_rent(t, seat, t.claims[i].square))
      out.push_back({kAskRent, t.claims[i].square, 0, 0});
}

// turn_menu, or with kHeadsOnly its head alone (turn_heads). One template so
// that turn_menu, on most moves of a random Monopoly game, compiles as one
// switch.
template <bool kHeadsOnly>
static bool fill_menu(const MonoTable& t, const MonoRules& r, int seat, TurnMenu& m) {
  if (seat < 0 || seat >= t.n) return false;
  switch (t.phase) {  // the phase's own moves, as legal_actions_of lists them
    case kPreRoll:
      if (seat != t.turn || t.claim_count) return false;  // rent_asks come first
      m.head[m.heads++] = {kRoll, 0, 0, 0};
      if (!can_pay_jail(t, seat)) m.head[m.heads++] = {kPayJail, 0, 0, 0};
      if (!can_use_card(t, seat)) m.head[m.heads++] = {kUseCard, 0, 0, 0};
      break;
    case kBuying:
      if (seat != t.turn) return false;
      if (t.players[seat].cash >= sq_data(t.pending_buy).price) m.head[m.heads++] = {kBuy, 0, 0, 0};
      m.head[m.heads++] = {kDecline, 0, 0, 0};
      break;
    case kPostRoll:
      if (seat != t.turn || t.claim_count) return false;  // rent_asks come next
      m.head[m.heads++] = {kEndTurn, 0, 0, 0};
      break;
    case kDebt:
      if (kHeadsOnly || !t.debt_count || seat != t.debts[0].debtor) return false;
      m.deeds = deed_moves(t, r, seat, true);
      if (!can_go_bankrupt(t, r, seat)) m.tail = {kBankrupt, 0, 0, 0}, m.tails = 1;
      return true;
    default: return false;
  }
  if (kHeadsOnly) return true;
  m.deeds = deed_moves(t, r, seat, false);
  if (t.phase != kBuying) m.partners = trade_partners(t, seat);
  return true;
}

bool turn_menu(const MonoTable& t, const MonoRules& r, int seat, TurnMenu& m) {
  return fill_menu<false>(t, r, seat, m);
}

bool turn_heads(const MonoTable& t, const MonoRules& r, int seat, TurnMenu& m) {
  return fill_menu<true>(t, r, seat, m);
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
      for (uint64_t m = t.mortgage_choice_mask & owned_by(t, seat); m; m &= m - 1) {
        const int sq = std::countr_zero(m);
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
