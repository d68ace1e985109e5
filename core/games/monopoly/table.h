// The plain-data table of a classic property-trading game: players, deeds,
// buildings, decks and the sub-states of multi-part decisions (auction, trade,
// debts, mortgage choices). No behaviour lives here: the rules areas
// (movement.cpp, rent.cpp, ...) are free functions over this struct, so
// MonopoZombie can embed the same table as its first stage.
#pragma once

#include <array>
#include <cereal/cereal.hpp>
#include <cstdint>

#include "framework/serial_context.h"

namespace shamble::mono {

constexpr int kMaxPlayers = 8;
constexpr int kSquares = 40;
constexpr int kHotel = 5;  // buildings[] value that means a hotel
constexpr int kDeckSize = 16;
constexpr int kMaxDebts = 24;
constexpr int kBank = -1;  // creditor: the bank
constexpr int kPot = -2;   // creditor: the rest-square jackpot (house rule)
constexpr int kHouseSupply = 32;
constexpr int kHotelSupply = 12;

enum Phase : uint8_t {
  kPreRoll,         // turn player: roll (or leave jail), manage, trade
  kBuying,          // turn player: buy the unowned deed or decline
  kPostRoll,        // turn player: manage, trade, end the turn
  kAuction,         // bidders in rotation: bid or pass (M-AUC-1)
  kTrade,           // editor builds an offer, or the other side answers
  kDebt,            // debtor raises money or goes bankrupt
  kMortgageChoice,  // receiver of a mortgaged deed: lift now or pay 10%
  kPlacing,         // winner of a building auction places it
  kGameOver
};

struct PlayerState {
  int32_t cash = 0;
  int8_t pos = 0;
  bool in_jail = false;
  int8_t jail_tries = 0;  // failed doubles rolls in this stay
  bool bankrupt = false;
  int16_t out_turn = -1;  // turn number at elimination, for ranking
  template <class A>
  void serialize(A& ar) {
    ar(CEREAL_NVP(cash), CEREAL_NVP(pos), CEREAL_NVP(in_jail), CEREAL_NVP(jail_tries), CEREAL_NVP(bankrupt),
       CEREAL_NVP(out_turn));
  }
};

// A circular queue of card ids: draw from the top, return to the bottom.
struct Deck {
  std::array<int8_t, kDeckSize> cards{};
  int8_t top = 0;
  int8_t count = 0;
  template <class A>
  void serialize(A& ar) {
    ar(CEREAL_NVP(cards), CEREAL_NVP(top), CEREAL_NVP(count));
  }
};

struct Debt {
  int8_t debtor = -1;
  int8_t creditor = kBank;  // seat, kBank or kPot
  int8_t reason = 0;        // DebtReason (text.cpp words it)
  int32_t amount = 0;
  template <class A>
  void serialize(A& ar) {
    ar(CEREAL_NVP(debtor), CEREAL_NVP(creditor), CEREAL_NVP(reason), CEREAL_NVP(amount));
  }
};

enum AuctionItem : uint8_t { kAuctionDeed, kAuctionHouse, kAuctionHotel };

struct Auction {
  bool active = false;
  uint8_t item = kAuctionDeed;
  int8_t square = -1;  // the deed, or the lot the requester named
  int8_t high_bidder = -1;
  int8_t to_act = -1;    // whose bid or pass it is
  uint16_t in_mask = 0;  // bidders still in
  int32_t high = 0;      // current high bid (or opening price - 1)
  // M-AUC-5 (open rotation): seats that passed since the last bid; the bidding
  // closes when every seat in but the high bidder is here. Rules version 3.
  uint16_t passed = 0;
  // `with_passed`: whether the save layout has `passed` (the table that holds the auction knows).
  template <class A>
  void serialize_fields(A& ar, bool with_passed) {
    ar(CEREAL_NVP(active), CEREAL_NVP(item), CEREAL_NVP(square), CEREAL_NVP(high_bidder), CEREAL_NVP(to_act),
       CEREAL_NVP(in_mask), CEREAL_NVP(high));
    if (with_passed) ar(CEREAL_NVP(passed));
  }
};
// How cereal sees an auction: with or without `passed`, as its table's layout says.
struct AuctionRecord {
  Auction& auction;
  bool with_passed;
  template <class A>
  void serialize(A& ar) {
    auction.serialize_fields(ar, with_passed);
  }
};

// Side 0 is the player who opened the trade, side 1 the partner. Deeds are one
// mask: a deed's side is its current owner.
struct Trade {
  bool active = false;
  bool answering = false;  // false: `editor` edits; true: the other side answers
  int8_t proposer = -1;
  int8_t partner = -1;
  int8_t editor = -1;
  int8_t counters = 0;            // counter-offers so far (bounded)
  int8_t edits = 0;               // edits since the last proposal (bounded)
  uint8_t cards = 0;              // bit d: deck d's jail card changes hands
  std::array<int32_t, 2> cash{};  // cash given by side 0 / side 1
  uint64_t deeds = 0;
  template <class A>
  void serialize(A& ar) {
    ar(CEREAL_NVP(active), CEREAL_NVP(answering), CEREAL_NVP(proposer), CEREAL_NVP(partner),
       CEREAL_NVP(editor), CEREAL_NVP(counters), CEREAL_NVP(edits), CEREAL_NVP(cards), CEREAL_NVP(cash),
       CEREAL_NVP(deeds));
  }
};

// Bitmasks over the squares (bit = square) derived from MonoTable's owner[],
// buildings[] and mortgaged[]: the legality checks run on every action (a
// random game lists trade edits thousands of times) and test a seat's deeds
// or a whole colour group with one AND instead of a loop. Never saved: a
// loaded table derives them again (MonoTable::serialize); every change of the
// three arrays goes through board_masks.h, which keeps them; check_table
// compares them with a fresh derivation, so the randomized tests and the
// soak catch a stale one.
struct BoardMasks {
  std::array<uint64_t, kMaxPlayers> owned{};  // deeds each seat holds
  std::array<uint64_t, kMaxPlayers> whole{};  // the lots of the colour groups each seat holds whole
  uint64_t built = 0;                         // lots with a house or a hotel
  uint64_t mortgaged = 0;                     // mortgaged deeds
  bool operator==(const BoardMasks&) const = default;
};
struct MonoTable;
void rederive_masks(MonoTable& t);  // board_masks.cpp

// M-RENT-8 (option owner_must_ask): rent the owner may still ask for.
constexpr int kMaxClaims = 8;
struct RentClaim {
  int8_t owner = -1;
  int8_t payer = -1;
  int8_t square = -1;
  int32_t amount = 0;  // fixed when the token stopped
  template <class A>
  void serialize(A& ar) {
    ar(CEREAL_NVP(owner), CEREAL_NVP(payer), CEREAL_NVP(square), CEREAL_NVP(amount));
  }
};

struct MonoTable {
  int8_t n = 0;  // players
  std::array<PlayerState, kMaxPlayers> players{};
  std::array<int8_t, kSquares> owner{};      // seat or -1 (bank)
  std::array<int8_t, kSquares> buildings{};  // 0-4 houses, kHotel
  std::array<uint8_t, kSquares> mortgaged{};
  std::array<Deck, 2> decks{};                     // 0 chance, 1 chest
  std::array<int8_t, 2> jail_card_owner{-1, -1};   // per deck: seat holding its keepable card
  std::array<int8_t, kMaxPlayers> opening_roll{};  // who-starts roll, for the UI

  int32_t houses_left = kHouseSupply;
  int32_t hotels_left = kHotelSupply;
  int32_t pot = 0;       // rest-square jackpot (house rule)
  int64_t issued = 0;    // cash handed out at the start
  int64_t bank_in = 0;   // paid to the bank by rule since then
  int64_t bank_out = 0;  // paid by the bank by rule since then

  // Turn
  uint8_t phase = kPreRoll;
  int8_t turn = 0;           // seat whose turn it is
  int8_t doubles = 0;        // doubles rolled this turn
  bool must_roll = true;     // the turn player still has a roll to make
  int8_t dice[2] = {0, 0};   // the last roll
  int8_t pending_buy = -1;   // deed the turn player may buy
  int8_t pending_steps = 0;  // move still owed (leaving jail after paying)
  // Trades each seat opened this turn (anyone may open one while the turn
  // player is free, M-TRADE-6), bounded per seat so any policy ends.
  std::array<int8_t, kMaxPlayers> trades_opened{};
  int32_t turns = 0;  // turns started, for limits and statistics

  std::array<Debt, kMaxDebts> debts{};
  int8_t debt_count = 0;
  uint64_t mortgage_choice_mask = 0;  // deeds whose new owner must lift or pay 10%
  uint64_t auction_queue = 0;         // deeds the bank must still auction
  Auction auction;
  Trade trade;
  std::array<RentClaim, kMaxClaims> claims{};  // open rent claims (M-RENT-8), oldest first
  int8_t claim_count = 0;
  int8_t place_player = -1;  // winner of a building auction
  uint8_t place_item = 0;

  int8_t end_reason = 0;  // EndReason once phase == kGameOver
  uint16_t winners = 0;   // seat mask

  // The save layout, set by the game that owns the table and never saved: Auction::passed exists
  // in this game's saves from rules version 3; MonopoZombie, whose auctions keep the strict
  // rotation (a pass leaves `in_mask`), clears it so its saves keep their layout.
  bool keeps_auction_passes = true;
  BoardMasks masks;  // derived from owner, buildings and mortgaged; not saved (above)

  template <class A>
  void serialize(A& ar) {
    AuctionRecord auction_record{auction, keeps_auction_passes && loading_rules_version(3) >= 3};
    ar(CEREAL_NVP(n), CEREAL_NVP(players), CEREAL_NVP(owner), CEREAL_NVP(buildings), CEREAL_NVP(mortgaged),
       CEREAL_NVP(decks), CEREAL_NVP(jail_card_owner), CEREAL_NVP(opening_roll), CEREAL_NVP(houses_left),
       CEREAL_NVP(hotels_left), CEREAL_NVP(pot), CEREAL_NVP(issued), CEREAL_NVP(bank_in),
       CEREAL_NVP(bank_out), CEREAL_NVP(phase), CEREAL_NVP(turn), CEREAL_NVP(doubles), CEREAL_NVP(must_roll),
       cereal::make_nvp("die1", dice[0]), cereal::make_nvp("die2", dice[1]), CEREAL_NVP(pending_buy),
       CEREAL_NVP(pending_steps), CEREAL_NVP(trades_opened), CEREAL_NVP(turns), CEREAL_NVP(debts),
       CEREAL_NVP(debt_count), cereal::make_nvp("mc_mask", mortgage_choice_mask), CEREAL_NVP(auction_queue),
       cereal::make_nvp("auction", auction_record), CEREAL_NVP(trade), CEREAL_NVP(claims),
       CEREAL_NVP(claim_count), CEREAL_NVP(place_player), CEREAL_NVP(place_item), CEREAL_NVP(end_reason),
       CEREAL_NVP(winners));
    if constexpr (A::is_loading::value) rederive_masks(*this);
  }
};

enum EndReason : int8_t { kEndNone, kEndLastStanding, kEndShortGame };

}  // namespace shamble::mono
