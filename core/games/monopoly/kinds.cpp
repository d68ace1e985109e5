// Every action kind of the property game, one block per kind: who may take it
// and the full check before any change (the rule id in the refusal), the
// change itself, the label people read and what its choice adds (target,
// cost, dice, where the UI offers it). The rules areas hold the detailed
// checks and changes; a block names them. The table at the end is what
// check_action, apply_action, action_label, fill_choice and the codes read.
#include "games/monopoly/kinds.h"

#include <array>

#include "framework/kind_table.h"
#include "games/monopoly/text.h"
#include "games/monopoly/words.h"

namespace shamble::mono {

static bool on_board(int sq) { return sq >= 0 && sq < kSquares; }

// Building, selling, mortgaging and lifting: the turn player on their turn
// (also while deciding a purchase), anyone else still in while the turn
// player is free (M-TURN-2: the rules allow it between turns).
bool managing(const MonoTable& t, int seat) {
  if (seat == t.turn) return t.phase == kPreRoll || t.phase == kBuying || t.phase == kPostRoll;
  return seat >= 0 && seat < t.n && !t.players[seat].bankrupt &&
         (t.phase == kPreRoll || t.phase == kPostRoll);
}

Refusal can_place(const MonoTable& t, const MonoRules& r, int seat, int sq) {
  if (t.phase != kPlacing || seat != t.place_player)
    return refuse("M-BUILD-6", "you have no building to place");
  if (!on_board(sq) || t.owner[sq] != seat) return refuse("M-BUILD-6", "place it on one of your lots");
  bool hotel = t.place_item == kAuctionHotel;
  if ((level(t, r, sq) == r.hotel_after) != hotel)
    return refuse("M-BUILD-6", hotel ? "a hotel goes on a lot with a full set of houses"
                                     : "that lot needs a hotel, not a house");
  return can_build(t, r, seat, sq, false);
}

namespace {

using Names = std::vector<std::string>;

bool raising(const MonoTable& t, int seat) {
  return t.phase == kDebt && t.debt_count > 0 && t.debts[0].debtor == seat;
}
const char* building_word(const MonoRules& r, bool hotel) { return hotel ? words(r).hotel : words(r).house; }

// Choices that add nothing to the framework's shape (a button in the centre).
void plain_choice(Choice&, const MonoTable&, const MonoRules&, int) {}
// A choice acting on the square in `a`: offered on that square.
void on_square(Choice& c, int cost) {
  bool in = on_board(c.action.a);
  c.place = Place::Square;
  c.target = Target::of(TargetKind::kSquare, in ? c.action.a : -1);
  if (in) c.cost = cost;
}

// ---- roll (M-MOVE-1; M-RENT-8: the roll ends older rent claims)
Refusal check_roll(const MonoTable& t, const MonoRules&, int seat, const Action&) {
  if (t.phase != kPreRoll || seat != t.turn) return refuse("M-MOVE-1", "you cannot roll now");
  return {};
}
void apply_roll(Ctx& c, int seat, const Action&) {
  expire_claims(c, seat);
  roll_and_move(c);
}
std::string label_roll(const MonoTable&, const MonoRules&, const Names&, const Action&) {
  return "Roll the dice";
}
void choice_roll(Choice& c, const MonoTable&, const MonoRules&, int seat) {
  c.dice = {2, 6};
  c.mover = seat;
}

// ---- buy the deed stopped on (M-BUY-1)
Refusal check_buy(const MonoTable& t, const MonoRules&, int seat, const Action&) {
  if (t.phase != kBuying || !on_board(t.pending_buy)) return refuse("M-BUY-1", "there is nothing to buy now");
  if (t.players[seat].cash < sq_data(t.pending_buy).price)
    return refuse("M-BUY-1", "you do not have the list price in cash");
  return {};
}
void apply_buy(Ctx& c, int seat, const Action&) {
  auto& t = c.t;
  int sq = t.pending_buy;
  t.pending_buy = -1;
  emit(c.ev, kEvBuy, seat, "M-BUY-1", sq, sq_data(sq).price);
  pay_bank(c, seat, sq_data(sq).price, "M-BUY-1", kToldElsewhere);
  set_owner(t, sq, seat);
}
std::string label_buy(const MonoTable& t, const MonoRules& r, const Names&, const Action&) {
  return on_board(t.pending_buy)
             ? "Buy " + sq_name(r, t.pending_buy) + " for " + money(sq_data(t.pending_buy).price)
             : "Buy";
}
void choice_buy(Choice& c, const MonoTable& t, const MonoRules&, int) {
  c.target = Target::of(TargetKind::kSquare, t.pending_buy);
  if (t.pending_buy >= 0) c.cost = sq_data(t.pending_buy).price;
}

// ---- decline it; with auctions on it goes to auction (M-BUY-2)
Refusal check_decline(const MonoTable& t, const MonoRules&, int, const Action&) {
  if (t.phase != kBuying) return refuse("M-BUY-2", "there is nothing to decline now");
  return {};
}
void apply_decline(Ctx& c, int seat, const Action&) {
  int sq = c.t.pending_buy;
  c.t.pending_buy = -1;
  if (c.r.auctions) start_deed_auction(c, sq, seat);
}
std::string label_decline(const MonoTable&, const MonoRules& r, const Names&, const Action&) {
  return r.auctions ? "Decline (it goes to auction)" : "Decline";
}

// ---- bid a.a in the running auction (M-AUC-1; auction.cpp)
Refusal check_bid(const MonoTable& t, const MonoRules&, int seat, const Action& a) {
  if (t.phase != kAuction) return refuse("M-AUC-1", "no auction is running");
  return can_bid(t, seat, a.a);
}
void apply_bid(Ctx& c, int seat, const Action& a) { bid(c, seat, a.a); }
std::string label_bid(const MonoTable&, const MonoRules&, const Names&, const Action& a) {
  return "Bid " + money(a.a);
}
void choice_bid(Choice& c, const MonoTable& t, const MonoRules&, int) {
  c.place = Place::Auction;
  c.cost = c.action.a;
  c.target = Target::of(TargetKind::kSquare, t.auction.square);
}

// ---- pass: leave the auction (M-AUC-1)
Refusal check_pass(const MonoTable& t, const MonoRules&, int, const Action&) {
  if (t.phase != kAuction) return refuse("M-AUC-1", "no auction is running");
  return {};
}
void apply_pass(Ctx& c, int seat, const Action&) { pass_bid(c, seat); }
std::string label_pass(const MonoTable&, const MonoRules&, const Names&, const Action&) {
  return "Pass (leave the auction)";
}
void choice_pass(Choice& c, const MonoTable&, const MonoRules&, int) { c.place = Place::Auction; }

// ---- build a house or hotel on a.a (M-TURN-2; building.cpp; a shortage auctions it, M-BUILD-6)
Refusal check_build(const MonoTable& t, const MonoRules& r, int seat, const Action& a) {
  if (!managing(t, seat))
    return refuse("M-TURN-2", "you can build on your turn, or between turns while the turn player is free");
  return can_build(t, r, seat, a.a);
}
void apply_build(Ctx& c, int seat, const Action& a) {
  bool hotel = level(c.t, c.r, a.a) == c.r.hotel_after;
  if (uint16_t mask = shortage_bidders(c.t, c.r, seat, hotel))
    start_building_auction(c, mask, seat, a.a, hotel);
  else
    build(c, seat, a.a, building_cost(a.a));
}
std::string label_build(const MonoTable& t, const MonoRules& r, const Names&, const Action& a) {
  if (!on_board(a.a)) return "?";
  return "Build a " + std::string(building_word(r, level(t, r, a.a) == r.hotel_after)) + " on " +
         sq_name(r, a.a) + " for " + money(building_cost(a.a));
}
void choice_build(Choice& c, const MonoTable&, const MonoRules&, int) {
  on_square(c, on_board(c.action.a) ? building_cost(c.action.a) : 0);
}

// ---- sell a building on a.a, to pay a debt or while free (M-TURN-2; building.cpp)
Refusal check_sell(const MonoTable& t, const MonoRules& r, int seat, const Action& a) {
  if (!managing(t, seat) && !raising(t, seat))
    return refuse("M-TURN-2", "you can sell buildings to pay a debt, or while the turn player is free");
  return can_sell_building(t, r, seat, a.a);
}
void apply_sell(Ctx& c, int seat, const Action& a) { sell_building(c, seat, a.a); }
std::string label_sell(const MonoTable& t, const MonoRules& r, const Names&, const Action& a) {
  if (!on_board(a.a)) return "?";
  return "Sell a " + std::string(building_word(r, t.buildings[a.a] == kHotel)) + " on " + sq_name(r, a.a) +
         " for " + money(building_cost(a.a) / 2);
}
void choice_sell(Choice& c, const MonoTable&, const MonoRules&, int) {
  on_square(c, on_board(c.action.a) ? -building_cost(c.action.a) / 2 : 0);
}

// ---- mortgage a.a, to pay a debt or while free (M-TURN-2; mortgage.cpp)
Refusal check_mortgage(const MonoTable& t, const MonoRules&, int seat, const Action& a) {
  if (!managing(t, seat) && !raising(t, seat))
    return refuse("M-TURN-2", "you can mortgage to pay a debt, or while the turn player is free");
  return can_mortgage(t, seat, a.a);
}
void apply_mortgage(Ctx& c, int seat, const Action& a) { mortgage(c, seat, a.a); }
std::string label_mortgage(const MonoTable&, const MonoRules& r, const Names&, const Action& a) {
  if (!on_board(a.a)) return "?";
  return "Mortgage " + sq_name(r, a.a) + " for " + money(sq_data(a.a).mortgage);
}
void choice_mortgage(Choice& c, const MonoTable&, const MonoRules&, int) {
  on_square(c, on_board(c.action.a) ? -sq_data(c.action.a).mortgage : 0);
}

// ---- lift the mortgage on a.a while free (M-TURN-2; mortgage.cpp)
Refusal check_unmortgage(const MonoTable& t, const MonoRules&, int seat, const Action& a) {
  if (!managing(t, seat)) return refuse("M-TURN-2", "you can lift a mortgage while the turn player is free");
  return can_unmortgage(t, seat, a.a);
}
void apply_unmortgage(Ctx& c, int seat, const Action& a) { unmortgage(c, seat, a.a); }
std::string label_unmortgage(const MonoTable&, const MonoRules& r, const Names&, const Action& a) {
  if (!on_board(a.a)) return "?";
  return "Lift the mortgage on " + sq_name(r, a.a) + " for " + money(lift_cost(a.a));
}
void choice_unmortgage(Choice& c, const MonoTable&, const MonoRules&, int) {
  on_square(c, on_board(c.action.a) ? lift_cost(c.action.a) : 0);
}

// ---- pay the fine to leave jail (jail.cpp)
Refusal check_pay_jail(const MonoTable& t, const MonoRules&, int seat, const Action&) {
  return can_pay_jail(t, seat);
}
void apply_pay_jail(Ctx& c, int seat, const Action&) { pay_jail(c, seat); }
std::string label_pay_jail(const MonoTable&, const MonoRules& r, const Names&, const Action&) {
  return "Pay $50 to leave the " + std::string(words(r).jail);
}
void choice_pay_jail(Choice& c, const MonoTable&, const MonoRules&, int) { c.cost = kJailFine; }

// ---- use a release card to leave jail (jail.cpp)
Refusal check_use_card(const MonoTable& t, const MonoRules&, int seat, const Action&) {
  return can_use_card(t, seat);
}
void apply_use_card(Ctx& c, int seat, const Action&) { use_jail_card(c, seat); }
std::string label_use_card(const MonoTable&, const MonoRules&, const Names&, const Action&) {
  return "Use a release card";
}

// ---- end the turn after moving (M-TURN-1)
Refusal check_end_turn(const MonoTable& t, const MonoRules&, int seat, const Action&) {
  if (t.phase != kPostRoll || seat != t.turn) return refuse("M-TURN-1", "you still have to roll or decide");
  return {};
}
void apply_end_turn(Ctx& c, int, const Action&) { next_turn(c); }
std::string label_end_turn(const MonoTable&, const MonoRules&, const Names&, const Action&) {
  return "End the turn";
}

// ---- declare bankruptcy when a debt cannot be raised (debt.cpp)
Refusal check_bankrupt(const MonoTable& t, const MonoRules& r, int seat, const Action&) {
  return can_go_bankrupt(t, r, seat);
}
void apply_bankrupt(Ctx& c, int seat, const Action&) { go_bankrupt(c, seat); }
std::string label_bankrupt(const MonoTable&, const MonoRules&, const Names&, const Action&) {
  return "Declare bankruptcy";
}

// ---- trades (M-TRADE-*; trade.cpp checks and applies every step of one)
std::string label_trade_start(const MonoTable& t, const MonoRules&, const Names& names, const Action& a) {
  return "Propose a trade to " + who(t, names, a.a);
}
void choice_trade_start(Choice& c, const MonoTable&, const MonoRules&, int) { c.place = Place::Partners; }
// a.a side 0 (proposer) or 1 (partner), a.b the amount that side gives.
std::string label_trade_cash(const MonoTable& t, const MonoRules&, const Names& names, const Action& a) {
  int p = a.a == 0 ? t.trade.proposer : t.trade.partner;
  return "Trade: " + who(t, names, p) + " gives " + money(a.b);
}
// a.a the deed added to or removed from the offer.
std::string label_trade_deed(const MonoTable& t, const MonoRules& r, const Names& names, const Action& a) {
  if (!on_board(a.a)) return "?";
  return std::string((t.trade.deeds >> a.a & 1) ? "Trade: remove " : "Trade: add ") + sq_name(r, a.a) + " (" +
         who(t, names, t.owner[a.a]) + "'s)";
}
void choice_trade_deed(Choice& c, const MonoTable&, const MonoRules&, int) {
  c.place = Place::Trade;
  if (on_board(c.action.a)) c.target = Target::of(TargetKind::kSquare, c.action.a);
}
// a.a the deck (0, 1) whose release card is added or removed.
std::string label_trade_card(const MonoTable& t, const MonoRules& r, const Names&, const Action& a) {
  return std::string((t.trade.cards >> (a.a & 1) & 1) ? "Trade: remove " : "Trade: add ") + "the " +
         words(r).deck[a.a & 1] + " release card";
}
std::string label_propose(const MonoTable&, const MonoRules&, const Names&, const Action&) {
  return "Propose the offer";
}
std::string label_cancel(const MonoTable&, const MonoRules&, const Names&, const Action&) {
  return "Cancel the trade";
}
std::string label_accept(const MonoTable&, const MonoRules&, const Names&, const Action&) {
  return "Accept the offer";
}
std::string label_reject(const MonoTable&, const MonoRules&, const Names&, const Action&) {
  return "Reject the offer";
}
std::string label_counter(const MonoTable&, const MonoRules&, const Names&, const Action&) {
  return "Make a counter-offer";
}
void choice_trade_sheet(Choice& c, const MonoTable&, const MonoRules&, int) { c.place = Place::Trade; }
Refusal check_trade_step(const MonoTable& t, const MonoRules&, int seat, const Action& a) {
  return check_trade(t, seat, a);
}

// ---- lift or keep a mortgaged deed just received (M-MORT-4; mortgage.cpp)
Refusal check_mortgage_choice(const MonoTable& t, const MonoRules&, int seat, const Action& a) {
  if (t.phase != kMortgageChoice) return refuse("M-MORT-4", "there is no mortgage choice to make");
  return can_choose_mortgage(t, seat, a.a, a.kind == kLift);
}
void apply_mortgage_choice(Ctx& c, int, const Action& a) { choose_mortgage(c, a.a, a.kind == kLift); }
std::string label_lift(const MonoTable&, const MonoRules& r, const Names&, const Action& a) {
  if (!on_board(a.a)) return "?";
  return "Lift the mortgage on " + sq_name(r, a.a) + " now for " + money(lift_cost(a.a));
}
void choice_lift(Choice& c, const MonoTable&, const MonoRules&, int) {
  c.target = Target::of(TargetKind::kSquare, on_board(c.action.a) ? c.action.a : -1);
  if (on_board(c.action.a)) c.cost = lift_cost(c.action.a);
}
std::string label_keep(const MonoTable&, const MonoRules& r, const Names&, const Action& a) {
  if (!on_board(a.a)) return "?";
  return "Keep " + sq_name(r, a.a) + " mortgaged and pay " + money(transfer_fee(a.a));
}
void choice_keep(Choice& c, const MonoTable&, const MonoRules&, int) {
  c.target = Target::of(TargetKind::kSquare, on_board(c.action.a) ? c.action.a : -1);
  if (on_board(c.action.a)) c.cost = transfer_fee(c.action.a);
}

// ---- place a building won at auction on a.a (M-BUILD-6)
Refusal check_place(const MonoTable& t, const MonoRules& r, int seat, const Action& a) {
  return can_place(t, r, seat, a.a);
}
void apply_place(Ctx& c, int seat, const Action& a) {
  c.t.place_player = -1;
  build(c, seat, a.a, 0);
  emit(c.ev, kEvPlace, seat, "M-BUILD-6", a.a);
}
std::string label_place(const MonoTable& t, const MonoRules& r, const Names&, const Action& a) {
  if (!on_board(a.a)) return "?";
  return "Place the " + std::string(building_word(r, t.place_item == kAuctionHotel)) + " on " +
         sq_name(r, a.a);
}
void choice_place(Choice& c, const MonoTable&, const MonoRules&, int) { on_square(c, 0); }

// ---- ask for the rent of an open claim on a.a (M-RENT-8; rent_claims.cpp)
Refusal check_ask_rent(const MonoTable& t, const MonoRules&, int seat, const Action& a) {
  return can_ask_rent(t, seat, a.a);
}
void apply_ask_rent(Ctx& c, int seat, const Action& a) { ask_rent(c, seat, a.a); }
std::string label_ask_rent(const MonoTable& t, const MonoRules& r, const Names& names, const Action& a) {
  int i = find_claim(t, -1, a.a);
  if (!on_board(a.a) || i < 0) return "?";
  return "Ask " + who(t, names, t.claims[i].payer) + " for " + money(t.claims[i].amount) + " rent on " +
         sq_name(r, a.a);
}
void choice_ask_rent(Choice& c, const MonoTable&, const MonoRules&, int) {
  c.place = Place::Claim;
  c.target = Target::of(TargetKind::kSquare, on_board(c.action.a) ? c.action.a : -1);
}

// clang-format off
constexpr std::array<KindSpec, kNumActionKinds> kKinds = {{
  // kind           code          args bystander check                  apply                  label              choice
  {kRoll,          "roll",        0, false, check_roll,            apply_roll,            label_roll,        choice_roll},
  {kBuy,           "buy",         0, false, check_buy,             apply_buy,             label_buy,         choice_buy},
  {kDecline,       "decline",     0, false, check_decline,         apply_decline,         label_decline,     plain_choice},
  {kBid,           "bid",         1, false, check_bid,             apply_bid,             label_bid,         choice_bid},
  {kPass,          "pass",        0, false, check_pass,            apply_pass,            label_pass,        choice_pass},
  {kBuild,         "build",       1, true,  check_build,           apply_build,           label_build,       choice_build},
  {kSell,          "sell",        1, true,  check_sell,            apply_sell,            label_sell,        choice_sell},
  {kMortgage,      "mortgage",    1, true,  check_mortgage,        apply_mortgage,        label_mortgage,    choice_mortgage},
  {kUnmortgage,    "unmortgage",  1, true,  check_unmortgage,      apply_unmortgage,      label_unmortgage,  choice_unmortgage},
  {kPayJail,       "pay_jail",    0, false, check_pay_jail,        apply_pay_jail,        label_pay_jail,    choice_pay_jail},
  {kUseCard,       "use_card",    0, false, check_use_card,        apply_use_card,        label_use_card,    plain_choice},
  {kEndTurn,       "end_turn",    0, false, check_end_turn,        apply_end_turn,        label_end_turn,    plain_choice},
  {kBankrupt,      "bankrupt",    0, false, check_bankrupt,        apply_bankrupt,        label_bankrupt,    plain_choice},
  {kTradeStart,    "trade",       1, true,  check_trade_step,      apply_trade,           label_trade_start, choice_trade_start},
  {kTradeCash,     "trade_cash",  2, false, check_trade_step,      apply_trade,           label_trade_cash,  choice_trade_sheet},
  {kTradeDeed,     "trade_deed",  1, false, check_trade_step,      apply_trade,           label_trade_deed,  choice_trade_deed},
  {kTradeCard,     "trade_card",  1, false, check_trade_step,      apply_trade,           label_trade_card,  choice_trade_sheet},
  {kTradePropose,  "propose",     0, false, check_trade_step,      apply_trade,           label_propose,     choice_trade_sheet},
  {kTradeCancel,   "cancel",      0, false, check_trade_step,      apply_trade,           label_cancel,      choice_trade_sheet},
  {kTradeAccept,   "accept",      0, false, check_trade_step,      apply_trade,           label_accept,      choice_trade_sheet},
  {kTradeReject,   "reject",      0, false, check_trade_step,      apply_trade,           label_reject,      choice_trade_sheet},
  {kTradeCounter,  "counter",     0, false, check_trade_step,      apply_trade,           label_counter,     choice_trade_sheet},
  {kLift,          "lift",        1, false, check_mortgage_choice, apply_mortgage_choice, label_lift,        choice_lift},
  {kKeep,          "keep",        1, false, check_mortgage_choice, apply_mortgage_choice, label_keep,        choice_keep},
  {kPlace,         "place",       1, false, check_place,           apply_place,           label_place,       choice_place},
  {kAskRent,       "ask_rent",    1, true,  check_ask_rent,        apply_ask_rent,        label_ask_rent,    choice_ask_rent},
}};
// clang-format on

static_assert(kinds_in_order(kKinds), "every action kind has its entry, at its own index");

}  // namespace

const KindSpec* kind_spec(int kind) { return kind_entry(kKinds, kind); }

const std::vector<ActionKindDef>& action_kind_defs() {
  static const std::vector<ActionKindDef> defs = kind_defs(kKinds);
  return defs;
}

Refusal check_action(const MonoTable& t, const MonoRules& r, int seat, const Action& a) {
  if (const KindSpec* k = kind_spec(a.kind)) return k->check(t, r, seat, a);
  return refuse("action", "unknown action");
}

void apply_action(Ctx& c, int seat, const Action& a) {
  kKinds[static_cast<size_t>(a.kind)].apply(c, seat, a);  // check_action has vouched for the kind
  if (offer_edit(a)) return;  // nothing to settle (rules.h); most actions of a random game are edits
  settle(c);
}

bool bystander_action(const Action& a) {
  const KindSpec* k = kind_spec(a.kind);
  return k && k->bystander;
}

std::string action_label(const MonoTable& t, const MonoRules& r, const std::vector<std::string>& names,
                         const Action& a) {
  if (const KindSpec* k = kind_spec(a.kind)) return k->label(t, r, names, a);
  return "?";
}

void fill_choice(Choice& c, const MonoTable& t, const MonoRules& r, int seat) {
  if (const KindSpec* k = kind_spec(c.action.kind)) k->choice(c, t, r, seat);
}

}  // namespace shamble::mono
