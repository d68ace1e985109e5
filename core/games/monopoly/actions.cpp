// Every action: who may take it in which phase, the full check before any
// change, the change itself, and the list of legal actions. Rules areas do
// the detailed checks; this file only routes.
#include <bit>

#include "games/monopoly/rules.h"

namespace shamble::mono {

// Building, selling, mortgaging and lifting: the turn player on their turn
// (also while deciding a purchase), anyone else still in while the turn
// player is free (M-TURN-2: the rules allow it between turns).
bool managing(const MonoTable& t, int seat) {
  if (seat == t.turn) return t.phase == kPreRoll || t.phase == kBuying || t.phase == kPostRoll;
  return seat >= 0 && seat < t.n && !t.players[seat].bankrupt &&
         (t.phase == kPreRoll || t.phase == kPostRoll);
}
static bool raising(const MonoTable& t, int seat) {
  return t.phase == kDebt && t.debt_count > 0 && t.debts[0].debtor == seat;
}
static bool in_range(int sq) { return sq >= 0 && sq < kSquares; }

static Refusal can_place(const MonoTable& t, const MonoRules& r, int seat, int sq) {
  if (t.phase != kPlacing || seat != t.place_player)
    return refuse("M-BUILD-6", "you have no building to place");
  if (!in_range(sq) || t.owner[sq] != seat) return refuse("M-BUILD-6", "place it on one of your lots");
  bool hotel = t.place_item == kAuctionHotel;
  if ((level(t, r, sq) == r.hotel_after) != hotel)
    return refuse("M-BUILD-6", hotel ? "a hotel goes on a lot with a full set of houses"
                                     : "that lot needs a hotel, not a house");
  return can_build(t, r, seat, sq, false);
}

Refusal check_action(const MonoTable& t, const MonoRules& r, int seat, const Action& a) {
  switch (a.kind) {
    case kRoll:
      if (t.phase != kPreRoll || seat != t.turn) return refuse("M-MOVE-1", "you cannot roll now");
      return {};
    case kBuy:
      if (t.phase != kBuying || !in_range(t.pending_buy))
        return refuse("M-BUY-1", "there is nothing to buy now");
      if (t.players[seat].cash < sq_data(t.pending_buy).price)
        return refuse("M-BUY-1", "you do not have the list price in cash");
      return {};
    case kDecline:
      if (t.phase != kBuying) return refuse("M-BUY-2", "there is nothing to decline now");
      return {};
    case kBid:
      if (t.phase != kAuction) return refuse("M-AUC-1", "no auction is running");
      return can_bid(t, seat, a.a);
    case kPass:
      if (t.phase != kAuction) return refuse("M-AUC-1", "no auction is running");
      return {};
    case kBuild:
      if (!managing(t, seat))
        return refuse("M-TURN-2",
                      "you can build on your turn, or between turns while the turn player is free");
      return can_build(t, r, seat, a.a);
    case kSell:
      if (!managing(t, seat) && !raising(t, seat))
        return refuse("M-TURN-2", "you can sell buildings to pay a debt, or while the turn player is free");
      return can_sell_building(t, r, seat, a.a);
    case kMortgage:
      if (!managing(t, seat) && !raising(t, seat))
        return refuse("M-TURN-2", "you can mortgage to pay a debt, or while the turn player is free");
      return can_mortgage(t, seat, a.a);
    case kUnmortgage:
      if (!managing(t, seat))
        return refuse("M-TURN-2", "you can lift a mortgage while the turn player is free");
      return can_unmortgage(t, seat, a.a);
    case kPayJail: return can_pay_jail(t, seat);
    case kUseCard: return can_use_card(t, seat);
    case kEndTurn:
      if (t.phase != kPostRoll || seat != t.turn)
        return refuse("M-TURN-1", "you still have to roll or decide");
      return {};
    case kBankrupt: return can_go_bankrupt(t, r, seat);
    case kTradeStart:
    case kTradeCash:
    case kTradeDeed:
    case kTradeCard:
    case kTradePropose:
    case kTradeCancel:
    case kTradeAccept:
    case kTradeReject:
    case kTradeCounter: return check_trade(t, seat, a);
    case kLift:
    case kKeep:
      if (t.phase != kMortgageChoice) return refuse("M-MORT-4", "there is no mortgage choice to make");
      return can_choose_mortgage(t, seat, a.a, a.kind == kLift);
    case kPlace: return can_place(t, r, seat, a.a);
    case kAskRent: return can_ask_rent(t, seat, a.a);
  }
  return refuse("action", "unknown action");
}

void apply_action(Ctx& c, int seat, const Action& a) {
  auto& t = c.t;
  switch (a.kind) {
    case kRoll:
      expire_claims(c, seat);  // M-RENT-8: the next player's roll ends older claims
      roll_and_move(c);
      break;
    case kBuy: {
      int sq = t.pending_buy;
      t.pending_buy = -1;
      emit(c.ev, kEvBuy, seat, "M-BUY-1", sq, sq_data(sq).price);
      pay_bank(c, seat, sq_data(sq).price, "M-BUY-1", kToldElsewhere);
      set_owner(t, sq, seat);
      break;
    }
    case kDecline: {
      int sq = t.pending_buy;
      t.pending_buy = -1;
      if (c.r.auctions) start_deed_auction(c, sq, seat);  // M-BUY-2
      break;
    }
    case kBid: bid(c, seat, a.a); break;
    case kPass: pass_bid(c, seat); break;
    case kBuild: {
      bool hotel = level(t, c.r, a.a) == c.r.hotel_after;
      if (uint16_t mask = shortage_bidders(t, c.r, seat, hotel))
        start_building_auction(c, mask, seat, a.a, hotel);
      else
        build(c, seat, a.a, building_cost(a.a));
      break;
    }
    case kSell: sell_building(c, seat, a.a); break;
    case kMortgage: mortgage(c, seat, a.a); break;
    case kUnmortgage: unmortgage(c, seat, a.a); break;
    case kPayJail: pay_jail(c, seat); break;
    case kUseCard: use_jail_card(c, seat); break;
    case kEndTurn: next_turn(c); break;
    case kBankrupt: go_bankrupt(c, seat); break;
    case kLift:
    case kKeep: choose_mortgage(c, a.a, a.kind == kLift); break;
    case kAskRent: ask_rent(c, seat, a.a); break;
    case kPlace:
      t.place_player = -1;
      build(c, seat, a.a, 0);
      emit(c.ev, kEvPlace, seat, "M-BUILD-6", a.a);
      break;
    default: apply_trade(c, seat, a); break;
  }
  if (offer_edit(a)) return;  // nothing to settle (rules.h); most actions of a random game are edits
  settle(c);
}

// Per deed, in square order: sell, build (built lots); lift (mortgaged);
// mortgage, build (the rest). The masks settle most deeds without a call:
// can_mortgage is "not in a group with buildings" for a deed of one's own,
// can_unmortgage is the cash, and can_build needs the whole group unless a
// derived game lets groups be shared.
static void manage(const MonoTable& t, const MonoRules& r, int seat, bool debt, std::vector<Action>& out) {
  const uint64_t own = owned_by(t, seat);
  if (!own) return;
  const uint64_t near_built = groups_with_buildings(t);
  uint64_t may_build = 0;  // lots where can_build may say yes: streets of groups held whole
  if (!debt) {
    for (int g = 0; g < board::kGroups; ++g)
      if (!r.build_needs_full_group || !(group_mask(g) & ~own)) may_build |= group_mask(g);
    may_build &= own;
  }
  const int cash = t.players[seat].cash;
  for (uint64_t m = own; m; m &= m - 1) {
    int sq = std::countr_zero(m);
    uint64_t bit = square_bit(sq);
    if (t.masks.built & bit) {
      if (!can_sell_building(t, r, seat, sq)) out.push_back({kSell, sq, 0, 0});
      if ((may_build & bit) && !can_build(t, r, seat, sq)) out.push_back({kBuild, sq, 0, 0});
      continue;
    }
    if (t.masks.mortgaged & bit) {
      if (!debt && cash >= lift_cost(sq)) out.push_back({kUnmortgage, sq, 0, 0});  // can_unmortgage
      continue;
    }
    if (!(near_built & bit)) out.push_back({kMortgage, sq, 0, 0});  // can_mortgage (M-MORT-2)
    if ((may_build & bit) && !can_build(t, r, seat, sq)) out.push_back({kBuild, sq, 0, 0});
  }
}

static void trade_starts(const MonoTable& t, int seat, std::vector<Action>& out) {
  if (can_open_trade(t, seat)) return;
  for (int q = 0; q < t.n; ++q)
    if (q != seat && !t.players[q].bankrupt) out.push_back({kTradeStart, q, 0, 0});
}

// M-RENT-8: the owner of an open claim may ask while the turn player is free.
static void rent_asks(const MonoTable& t, int seat, std::vector<Action>& out) {
  for (int i = 0; i < t.claim_count; ++i)
    if (t.claims[i].owner == seat && !can_ask_rent(t, seat, t.claims[i].square))
      out.push_back({kAskRent, t.claims[i].square, 0, 0});
}

bool bystander_action(const Action& a) {
  switch (a.kind) {
    case kTradeStart:
    case kAskRent:
    case kBuild:
    case kSell:
    case kMortgage:
    case kUnmortgage: return true;
    default: return false;
  }
}

void legal_actions_of(const MonoTable& t, const MonoRules& r, int seat, std::vector<Action>& out) {
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
