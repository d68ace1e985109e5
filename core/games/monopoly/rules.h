// The rules of the property-trading game as free functions over MonoTable,
// grouped by the file that decides them. Every function that changes the
// table takes a Ctx (table, rules, dice, event sink); validation functions
// take the table read-only and return the refusal (rule id + sentence).
#pragma once

#include <vector>

#include "framework/action.h"
#include "framework/action_list.h"
#include "framework/event.h"
#include "framework/rng.h"
#include "framework/status.h"
#include "games/board/board.h"
#include "games/monopoly/board_masks.h"
#include "games/monopoly/fast_board.h"
#include "games/monopoly/table.h"
#include "games/monopoly/view.h"

namespace shamble::mono {

struct Ctx;

// Why an action is refused: a rule id and a sentence, both static strings, so
// checking legality (thousands of times per game) never allocates.
struct Refusal {
  const char* rule = nullptr;
  const char* msg = nullptr;
  explicit operator bool() const { return rule != nullptr; }
};
inline Refusal refuse(const char* rule, const char* msg) { return {rule, msg}; }

// What sent a player to jail: a derived game's jail hook decides by it.
enum class JailCause : uint8_t {
  Square,        // M-JAIL-1: stopped on the go-to-jail square
  ThirdDoubles,  // M-MOVE-4: a third doubles in one turn
  Card,          // M-CARD-6: a card said so
};
// The rule id a cause is logged under.
const char* jail_rule(JailCause why);

// Which game built a Ctx: null for this game; a game built on this one
// (whose name this game never needs to know) points it at a tag of its own,
// and its hooks, which receive the base Ctx, check the tag before reaching
// their own extras, so a hook never reads a plain context as its own.
struct CtxTag {
  const char* game;
};

// Extension points for a game built on this one (MonopoZombie). Unset: the
// plain property game. Plain function pointers, not std::function: they run on
// every roll and arrival and are copied with the rules on every clone.
struct MonoHooks {
  // Returns true when it replaced being sent to jail (MonopoZombie:
  // conversion); false lets the plain jail rule apply (e.g. before the first lap).
  bool (*go_to_jail)(Ctx& c, int player, JailCause why) = nullptr;
  // Players for whom it returns true owe and are owed nothing (MonopoZombie:
  // zombies); debts naming them are never recorded.
  bool (*outside_economy)(Ctx& c, int player) = nullptr;
  // Sees every two-dice movement roll (normal or in jail) first and returns
  // true when it resolved the roll itself (MonopoZombie: double one).
  bool (*on_roll)(Ctx& c, int player, int d1, int d2) = nullptr;
  // Returns true when it resolved the arrival itself (MonopoZombie:
  // conversion on arrival, no rent to zombies).
  bool (*on_land)(Ctx& c, int player, int rent_mode) = nullptr;
};

// Rules derived from the options (options.cpp), plus the hooks a derived game
// may set. Rebuilt from the config, never saved.
struct MonoRules {
  board::Theme theme = board::Theme::Classic;
  int start_cash = 1500;
  int salary = 200;
  bool auctions = true;              // M-BUY-2 (house rule: off)
  bool parking_pot = false;          // house rule: fees feed a jackpot on the rest square
  bool no_rent_in_jail = false;      // house rule
  bool double_go = false;            // house rule: $400 for landing exactly on start
  bool double_rent_partial = false;  // double rent even if a lot of the group is mortgaged
  bool shortage_auction = true;      // M-BUILD-6
  // M-AUC-1..5, option auction_rotation: true = open (a pass is not final, the
  // bidding closes after a full round of passes; a shortage auction starts only
  // when a rival outbids the requester), false = strict (a pass leaves for good).
  // Off unless the options say so: MonopoZombie keeps the strict auctions.
  bool open_auctions = false;
  // M-AUC-6, option auction_bidding: true = every seat still bidding may bid or
  // pass at once (State::actors() lists them all); false = one seat at a time,
  // Auction::to_act. Off unless the options say so (MonopoZombie: in turn).
  bool anyone_bids = false;
  int deal_deeds = 0;                    // M-SHORT-1
  int hotel_after = 4;                   // M-SHORT-2: houses needed before a hotel
  int jail_turns = 3;                    // M-SHORT-3: 1 = leave on the next turn
  bool end_at_first_bankruptcy = false;  // M-SHORT-4
  bool owner_must_ask = false;           // M-RENT-8: rent only when the owner asks in time
  bool draw_at_random = false;           // M-CARD-1: decks shuffled one card at a time, at the draw
  // Building hook (MonopoZombie, MZ-CAP-1: no full group needed). Evenness
  // always counts every lot of the group (M-BUILD-2).
  bool build_needs_full_group = true;
  // Invariant hook: demolition by zombies may leave a group unevenly built.
  bool uneven_allowed = false;
  MonoHooks hooks;
};

struct Ctx {
  MonoTable& t;
  const MonoRules& r;
  Rng& rng;
  EventSink* ev;
  const CtxTag* derived = nullptr;
  // Where this action's events begin in the sink: a debt paid within the
  // action that ran it up is told by the event that ran it up (debt.cpp).
  size_t ev_begin = ev ? ev->size() : 0;
};

// Whether a cash movement (kEvCashMoved v2) is a line of its own for people, or
// a step of an event of the same action that already tells it ("Bea bought
// Maple Row for $200", "Bea paid Cal $14 rent for Maple Row").
enum CashLine : int8_t { kOwnLine = 0, kToldElsewhere = 1 };

// ActionKind, EventKind and DebtReason live in view.h (the public header).

// ---- money.cpp: every cash movement, so the bank's books always balance
void bank_pays(Ctx& c, int p, int amount, const char* rule, CashLine line);
void pay_bank(Ctx& c, int p, int amount, const char* rule, CashLine line);  // cash must suffice
void pay_player(Ctx& c, int from, int to, int amount, const char* rule, CashLine line);
void pay_fine(Ctx& c, int p, int amount, const char* rule, CashLine line);  // to the bank or the jackpot
void add_debt(Ctx& c, int debtor, int creditor, int amount, DebtReason reason);
int active_players(const MonoTable& t);
bool two_active(const MonoTable& t);            // active_players(t) > 1
int next_active(const MonoTable& t, int from);  // next non-bankrupt seat after `from`

// ---- movement.cpp
void roll_and_move(Ctx& c);                                 // M-MOVE-1..4
void move_by(Ctx& c, int p, int steps);                     // forward, with salary
void advance_to(Ctx& c, int p, int square, int rent_mode);  // cards: forward to a square
void land(Ctx& c, int p, int rent_mode);                    // resolve the square the token is on
enum RentMode { kRentNormal, kRentDoubleTransport, kRentUtility10 };

// ---- rent.cpp
int rent_due(const MonoTable& t, const MonoRules& r, int square, int dice_total, int rent_mode);
// owns_group: board_masks.h
int transports_owned(const MonoTable& t, int player);

// ---- rent_claims.cpp: M-RENT-8, the owner must ask (option owner_must_ask)
void open_claim(Ctx& c, int owner, int payer, int square, int amount);
int find_claim(const MonoTable& t, int owner, int square);  // index or -1
Refusal can_ask_rent(const MonoTable& t, int seat, int square);
void ask_rent(Ctx& c, int seat, int square);
void expire_claims(Ctx& c, int roller);         // the next player rolls: older claims lapse
void drop_claims_of(MonoTable& t, int player);  // a player leaves the game

// ---- building.cpp
int level(const MonoTable& t, const MonoRules& r, int square);  // houses, hotel = hotel_after + 1
Refusal can_build(const MonoTable& t, const MonoRules& r, int player, int square, bool check_cash = true);
Refusal can_sell_building(const MonoTable& t, const MonoRules& r, int player, int square);
void build(Ctx& c, int player, int square, int price);  // validated; price paid to the bank
void sell_building(Ctx& c, int player, int square);     // validated
// group_has_buildings: board_masks.h
int building_cost(int square);
int building_liquidation(const MonoTable& t, const MonoRules& r, int player);
int count_houses(const MonoTable& t, int player);
int count_hotels(const MonoTable& t, int player);
// M-BUILD-6: players other than `requester` who could buy the same kind of building now.
uint16_t shortage_bidders(const MonoTable& t, const MonoRules& r, int requester, bool hotel);
void sell_all_buildings(Ctx& c, int player);

// ---- mortgage.cpp
inline int transfer_fee(int square) { return loan_fee(sq_data(square).mortgage); }  // 10%, rounded up
inline int lift_cost(int square) { return fast_board().lift_cost[square]; }         // loan + transfer_fee
Refusal can_mortgage(const MonoTable& t, int player, int square);
Refusal can_unmortgage(const MonoTable& t, int player, int square);
void mortgage(Ctx& c, int player, int square);
void unmortgage(Ctx& c, int player, int square);
void receive_mortgaged(Ctx& c, int square);  // queues the lift-or-keep choice (M-MORT-4)
Refusal can_choose_mortgage(const MonoTable& t, int player, int square, bool lift);
void choose_mortgage(Ctx& c, int square, bool lift);
int mortgage_chooser(const MonoTable& t);

// ---- auction.cpp
void start_deed_auction(Ctx& c, int square, int first);
void start_building_auction(Ctx& c, uint16_t bidders, int requester, int square, bool hotel);
Refusal can_bid(const MonoTable& t, int player, int amount);
void bid(Ctx& c, int player, int amount);
void pass_bid(Ctx& c, int player);
void start_queued_auction(Ctx& c);
uint16_t auction_bidders(const MonoTable& t);  // still bidding: in, not passed, not the high bidder
void legal_auction(const MonoTable& t, int seat, ActionList& out);

// ---- trade.cpp
Refusal check_trade(const MonoTable& t, int seat, const Action& a);
Refusal can_open_trade(const MonoTable& t, int seat);  // M-TRADE-6: also for seats not acting
void apply_trade(Ctx& c, int seat, const Action& a);
void legal_trade(const MonoTable& t, int seat, ActionList& out);
int trade_actor(const MonoTable& t);
// An edit of the open offer (cash, a deed, a release card): it changes only
// Trade's offer fields, which no settling step reads, so the phase stays as
// it is and neither settle() nor a derived game's settling runs after one.
inline bool offer_edit(const Action& a) {
  return a.kind == kTradeCash || a.kind == kTradeDeed || a.kind == kTradeCard;
}
constexpr int kTradesPerTurn = 3;
constexpr int kCountersPerTrade = 3;
constexpr int kEditsPerOffer = 12;

// ---- debt.cpp
void settle_debts_or_stop(Ctx& c);  // pays what can be paid
// The first debt is paid or dropped by settle_debts_or_stop as it stands: its
// debtor has the cash, or a side of it is out. A debt phase waits on such a
// debt only when something outside the debt rules changed it (MonopoZombie:
// the debtor before it turned, and that debt died).
bool first_debt_settles_now(const MonoTable& t);
int liquidation_value(const MonoTable& t, const MonoRules& r, int player);
Refusal can_go_bankrupt(const MonoTable& t, const MonoRules& r, int player);
void go_bankrupt(Ctx& c, int player);

// ---- jail.cpp
void send_to_jail(Ctx& c, int player, JailCause why);
Refusal can_pay_jail(const MonoTable& t, int player);
Refusal can_use_card(const MonoTable& t, int player);
void pay_jail(Ctx& c, int player);
void use_jail_card(Ctx& c, int player);
void roll_in_jail(Ctx& c, int player, int d1, int d2);  // M-JAIL-5

// ---- cards.cpp
enum CardEffect : uint8_t {
  kCardAdvance,
  kCardNearestTransport,
  kCardNearestUtility,
  kCardBack,
  kCardJail,
  kCardJailFree,
  kCardCollect,
  kCardPay,
  kCardCollectEach,
  kCardPayEach,
  kCardRepairs
};
struct Card {
  uint8_t deck;  // 0 chance, 1 chest
  CardEffect effect;
  int16_t a, b;
  const char* classic_title;
  const char* survival_title;
};
constexpr int kCards = 32;
const Card& card(int id);  // 0-15 chance deck, 16-31 chest deck
// M-CARD-1. at_random (option draw_at_random): the decks are not shuffled now;
// each card is picked among those not yet seen when drawn (take_top_card).
void fill_decks(MonoTable& t, Rng& rng, bool at_random = false);
// The top card of `d`, turned face up: with cards not yet seen (draw_at_random),
// one of them picked at random first. Does not move it: the caller does.
int take_top_card(Deck& d, Rng& rng);
// A card id as the deck stores it: ids not yet seen are kept as -(id + 1).
inline int deck_card_id(int8_t stored) { return stored < 0 ? -stored - 1 : stored; }
void draw_card(Ctx& c, int p, int deck);
void return_jail_card(MonoTable& t, int deck);
// State::redeal_hidden: the cards left in each deck, reshuffled. Drawn cards go
// back under their deck, so a player who counts could know part of the order;
// this forgets it and shuffles every card still in a deck (less than a player
// could know, never more). The order is rebuilt from the sorted card ids, so it
// depends only on which cards are in the deck and on `rng`.
void shuffle_unseen_decks(MonoTable& t, Rng& rng);

// ---- short_game.cpp
void deal_free_deeds(Ctx& c);
int net_worth(const MonoTable& t, const MonoRules& r, int player);  // M-SHORT-4 valuation
void end_short_game(Ctx& c);

// ---- flow.cpp: what happens next after any change
void settle(Ctx& c);
// The phase's reason is gone (settle() must choose again): what is missing, or
// nullptr. check_table reports the same text as a broken invariant.
const char* waiting_on_nothing(const MonoTable& t);
void next_turn(Ctx& c);
void pick_first_player(Ctx& c);
uint32_t actors_of(const MonoTable& t);
// The same with this game's rules: M-AUC-6 (anyone may bid) asks every seat
// still bidding at once.
uint32_t actors_of(const MonoTable& t, const MonoRules& r);
bool check_game_end(Ctx& c);

// ---- kinds.cpp: each action kind's check, apply, label and choice (kinds.h)
Refusal check_action(const MonoTable& t, const MonoRules& r, int seat, const Action& a);
void apply_action(Ctx& c, int seat, const Action& a);  // after check_action
// The kinds a seat that is not acting may take out of turn: opening a trade
// (M-TRADE-6), asking for rent (M-RENT-8), building, selling, mortgaging,
// lifting (M-TURN-2); check_action validates those like any other.
bool bystander_action(const Action& a);
// M-TURN-2: whether `seat` may build, sell, mortgage or lift now (its own turn
// while free, or between turns); MonopoZombie's fortifications follow it.
bool managing(const MonoTable& t, int seat);
// M-BUILD-6: whether `seat` may place the building it won at auction on `square`.
Refusal can_place(const MonoTable& t, const MonoRules& r, int seat, int square);

// ---- actions.cpp: the actor's legal actions per phase; for a seat that is
// not acting, the bystander actions it may take now.
void legal_actions_of(const MonoTable& t, const MonoRules& r, int seat, ActionList& out);

// ---- invariants.cpp
// ended_above: a game built on this one has ended the game (MonopoZombie's
// win checks). The property game's phase then stays where the ending action
// left it, possibly waiting on something that has gone; nothing waits any more.
std::string check_table(const MonoTable& t, const MonoRules& r, bool ended_above = false);

}  // namespace shamble::mono
