// The public face of the property-trading game (game id `monopoly`): everything
// a UI, a bot or a test may ask about a position, as plain data, and the
// vocabulary it is written in (action kinds, event kinds and what each event's
// values mean). The rules (rules.h) include this header for the same enums, so
// there is one definition. MonopoZombie's view (games/monopozombie/view.h)
// builds on this one.
//
// view_of(state, viewer) answers, for one seat:
// - the board: every square with its name, group and band colour, price, rent
//   table (the row that applies now marked), owner, buildings and mortgage,
// - the players: cash, square, jail, release cards (nothing is hidden in this
//   game but the order of the two card decks, which is never copied in),
// - the auction and trade sheets,
// - what that seat is asked now (a Prompt: kind, one sentence written here,
//   and one Choice per legal action with its code, label, where the UI offers
//   it, the square it acts on, its cost and the dice it rolls).
// Nothing here includes the engine's internal headers.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "framework/action.h"
#include "framework/event.h"
#include "framework/prompt.h"

namespace shamble {
class State;
}

namespace shamble::mono {

// M-JAIL-3: the fine to leave jail (jail.cpp charges it; the view shows it).
constexpr int kJailFine = 50;

// Sizes as the view carries them (view.cpp checks they are the table's).
constexpr int kBoardSquares = 40;
constexpr int kSeatsMax = 8;
constexpr int kJailSquare = 10;

// Action kinds; the index is the encoded kind. Arguments: a = square (buy is
// the pending deed; build, sell, mortgage, unmortgage, lift, keep, place, ask
// rent), amount (bid), seat (trade start), side 0/1 (trade cash: b = amount),
// square (trade deed), deck (trade card).
enum ActionKind : int32_t {
  kRoll,
  kBuy,
  kDecline,
  kBid,
  kPass,
  kBuild,
  kSell,
  kMortgage,
  kUnmortgage,
  kPayJail,
  kUseCard,
  kEndTurn,
  kBankrupt,
  kTradeStart,
  kTradeCash,
  kTradeDeed,
  kTradeCard,
  kTradePropose,
  kTradeCancel,
  kTradeAccept,
  kTradeReject,
  kTradeCounter,
  kLift,
  kKeep,
  kPlace,
  kAskRent,
  kNumActionKinds
};

// Event kinds and their values (Event::player is the seat concerned, -1 none;
// squares are 0..39 clockwise from the start square).
enum EventKind : int16_t {
  kEvTurn,    // v0 turns started so far (a turn begins for Event::player)
  kEvRoll,    // v0, v1: the two dice (movement, jail or utility-card throw)
  kEvMove,    // v0 from, v1 to, v2 signed steps (negative: backwards, no salary)
  kEvRest,    // v0 the square the token stopped on, v1 1 when in jail there (no log line: the move says it)
  kEvSalary,  // v0 amount collected for passing or reaching the start square
  kEvBuy,     // v0 square, v1 price
  kEvRent,    // v0 owner paid, v1 amount, v2 square, v3 1 when paid within the same action
  kEvTax,     // v0 amount, v1 square, v2 -, v3 1 when paid within the same action
  kEvCard,    // v0 card id, v1 deck (0 chance, 1 chest)
  kEvCardMoney,       // v0 amount (negative: paid)
  kEvJail,            // the token goes straight to the jail square (no trip round the board)
  kEvJailOut,         // leaves jail; v0 the fine paid to leave (M-JAIL-3), else 0
  kEvBuild,           // v0 square, v1 new level (5: hotel), v2 price
  kEvSellBuilding,    // v0 square, v1 new level, v2 cash received
  kEvMortgage,        // v0 square, v1 cash received
  kEvUnmortgage,      // v0 square, v1 cost
  kEvMortgageFee,     // v0 square, v1 fee
  kEvAuctionStart,    // v0 square, v1 item (0 deed, 1 house, 2 hotel), v2 opening price
  kEvBid,             // v0 amount, v1 square
  kEvAuctionPass,     // v0 square
  kEvAuctionWon,      // v0 square, v1 item, v2 price
  kEvAuctionNoSale,   // v0 square, v1 item
  kEvTradeOpen,       // v0 partner
  kEvTradeProposed,   // v0 the seat that answers, v1 cash of side 0, v2 cash of side 1
  kEvTradeAccepted,   // v0 the seat that made the offer
  kEvTradeRejected,   //
  kEvTradeCountered,  //
  kEvTradeCancelled,  //
  kEvDeedMoved,       // player: from seat; v0 to (seat, -1 bank), v1 square
  kEvCashMoved,       // player: from (seat, -1 bank); v0 to (seat, -1 bank, -2 jackpot), v1 amount,
                      // v2 1 when another event of the action tells it (bought, rent paid...): no log line
  kEvCardMoved,       // player: from; v0 to (seat or -1 bank), v1 deck
  kEvDebt,            // player: debtor; v0 creditor (seat, -1 bank, -2 jackpot), v1 amount, v2 DebtReason,
                      // v3 1 when paid within the same action (no log line: the event before says why)
  kEvDebtPaid,        // player: debtor; v0 creditor, v1 amount, v2 DebtReason, v3 1 when the rent or tax
                      // event that ran it up tells the payment (no log line of its own)
  kEvBankrupt,        // v0 creditor
  kEvGameOver,        // v0 winners (seat mask)
  kEvDeal,            // v0 square dealt free (short game)
  kEvPotCollected,    // v0 amount
  kEvPlace,           // v0 square where a won building goes
  kEvOpeningRoll,     // v0 the who-starts roll
  kEvRentClaim,       // player: payer; v0 owner, v1 amount, v2 square (the owner may ask, M-RENT-8)
  kEvRentForfeit,     // player: payer; v0 owner, v1 amount, v2 square
  kNumEventKinds
};

// Event values by name, for readers that animate or count (the comments
// above say the same; these keep `e.v[2]` out of views and statistics).
struct MoveValues {
  int from = 0, to = 0, steps = 0;  // steps < 0: backwards, no salary
};
inline MoveValues move_values(const Event& e) { return {e.v[0], e.v[1], e.v[2]}; }

enum DebtReason : int8_t {
  kDebtRent,
  kDebtTax,
  kDebtCard,
  kDebtCardPlayer,
  kDebtRepairs,
  kDebtJailFine,
  kDebtMortgageFee
};

// What the table asks now (Prompt::kind). Derived games number theirs after kNumAsks.
enum Ask : int {
  kAskNone,
  kAskRoll,      // the turn player rolls (or manages first)
  kAskJail,      // in jail: roll for doubles, pay or use a card
  kAskBuy,       // buy the deed stopped on or decline
  kAskManage,    // after the roll: manage, trade, end the turn
  kAskAuction,   // bid or pass
  kAskTrade,     // build the offer
  kAskAnswer,    // answer the offer
  kAskDebt,      // raise money or go bankrupt
  kAskMortgage,  // lift a received mortgage or pay 10%
  kAskPlace,     // place a building won at auction
  kAskGameOver,
  kNumAsks
};

enum class SquareType : uint8_t { Go, Street, Chest, Tax, Transport, Chance, Jail, Utility, Rest, GoToJail };

// Where a UI offers a choice: the centre's buttons, the square it names
// (clicked on the board), the auction sheet, the trade sheet, or the trade
// partners' menu.
enum class Place : uint8_t { Centre, Square, Auction, Trade, Partners, Claim };

// A choice: the framework's shape (framework/prompt.h: action, code, label,
// target, cost, dice; a square it acts on is its target) plus where this
// game's UI offers it and where a token ends.
struct Choice : ChoiceBase {
  Place place = Place::Centre;
  int mover = -1;     // the seat whose token goes to `lands`
  int lands = -1;     // where that token ends when known before the choice, else -1
  std::string brief;  // a few characters for phone-sized boards (empty: use label)
  // The square it acts on, or -1 (target of kind square).
  int square() const { return target.id_if(TargetKind::kSquare); }
};

// What the table asks now: kind is an Ask (or a derived game's).
struct Prompt : BasicPrompt<Choice, int> {
  std::string brief;  // the sentence without the name, for small boards
};

struct RentRow {
  std::string what;  // "With 2 houses", "3 lines owned"
  int amount = 0;
};

struct SquareView {
  std::string name;
  SquareType kind = SquareType::Go;
  int group = -1;       // colour group 0..7, -1 none
  uint32_t colour = 0;  // band colour 0xRRGGBB (streets), 0 none
  std::string group_name;
  bool property = false;  // street, transport or utility
  int price = 0, tax = 0, house_cost = 0, mortgage_value = 0;
  std::vector<RentRow> rents;  // the deed's table
  int rent_row = -1;           // the row that applies now (-1: not owned)
  std::string rent_note;       // utilities: the rule in words
  int owner = -1;
  int houses = 0;  // 0..4
  bool hotel = false;
  bool mortgaged = false;
};

struct PlayerView {
  std::string name;
  int cash = 0;
  int pos = 0;
  bool in_jail = false;
  bool bankrupt = false;
  int release_cards = 0;
};

struct AuctionView {
  bool active = false;
  int item = 0;  // 0 deed, 1 house, 2 hotel
  int square = -1;
  int high = 0;  // current high bid (or the opening price - 1)
  int high_bidder = -1;
  int to_act = -1;     // the seat the rotation asks next (one of `asked`)
  uint32_t asked = 0;  // seats that may bid or pass now (M-AUC-6: several at once)
  uint32_t in = 0;     // bidders still in (a seat that passed this round too)
  std::string what;    // "The bank auctions a house (for Maple Row)."
};

struct TradeView {
  bool active = false;
  bool answering = false;           // false: `editor` edits; true: the other side answers
  std::array<int, 2> seat{-1, -1};  // side 0 opened it, side 1 is the partner
  std::array<int, 2> cash{};        // cash each side gives
  uint64_t deeds = 0;               // deeds in the offer (a deed's side is its owner)
  uint8_t cards = 0;                // bit d: deck d's release card changes hands
};

struct View {
  int viewer = -1;
  int players = 0;
  int turn = 0;
  bool over = false;
  std::array<int, 2> dice{};  // the last roll; 0s before the first
  int focus = -1;             // the deed on offer or under the hammer
  int houses_left = 0, hotels_left = 0;
  bool jackpot_rule = false;
  int jackpot = 0;
  std::string house_word, hotel_word, jail_word, card_word;  // the theme's vocabulary
  std::array<SquareView, kBoardSquares> squares{};
  std::vector<PlayerView> seats;
  std::array<int, 2> card_owner{-1, -1};  // per deck: the seat holding its release card
  AuctionView auction;
  TradeView trade;
  std::vector<int> winners;  // game over
  std::string result;        // game over: one sentence
  Prompt prompt;
};

// The position as `viewer` sees it. `names` overrides the state's seat names
// (the UI's chosen names) when given.
View view_of(const State& s, int viewer, const std::vector<std::string>* names = nullptr);
// Only the choices of `seat` (cheaper than a whole view: for out-of-turn buttons).
std::vector<Choice> choices_of(const State& s, int seat);

}  // namespace shamble::mono
