// Shared vocabulary of the hex-island game: resources, pieces, phases, action
// and event kinds, option indices. Plain constants so every rules file and the
// bots agree without including each other.
#pragma once

#include <cstdint>

namespace shamble::catan {

constexpr int kHexes = 19;
constexpr int kNodes = 54;
constexpr int kEdges = 72;
constexpr int kHarbours = 9;
constexpr int kRes = 5;  // lumber, brick, wool, grain, ore
constexpr int kMaxPlayers = 4;
constexpr int kPerResource = 19;  // bank starts with 19 of each
constexpr int kDevCards = 25;
constexpr int kMaxZombies = 3;
constexpr int kOfferSide = 4;  // at most this many cards on each side of a trade offer

enum Res : int8_t { LUMBER = 0, BRICK, WOOL, GRAIN, ORE };
// Terrain ids 0..4 produce the resource of the same index; 5 is the desert.
constexpr int8_t kDesert = 5;
// Harbour kinds 0..4 trade that resource 2:1; 5 is the generic 3:1 harbour.
constexpr int8_t kGenericHarbour = 5;

enum Dev : int8_t { KNIGHT = 0, VICTORY, ROADS, PLENTY, MONOPOLY };
constexpr int kDevKinds = 5;

enum Level : int8_t { EMPTY = 0, SETTLEMENT = 1, CITY = 2 };

enum Phase : int8_t {
  SETUP_SETTLE = 0,
  SETUP_ROAD,
  PRE_ROLL,       // may roll or play a development card
  ZOMBIE_CHOICE,  // roller picks which numbered hex gets the zombie
  DISCARD,        // classic 7: big hands give back half
  ROBBER,         // classic: move the robber
  STEAL,          // classic: pick a victim
  MAIN,           // trade, build, buy, play, end the turn
  ROAD_BUILDING,  // placing the free roads of the card
  OFFER_COMPOSE,  // current player builds a trade offer card by card
  OFFER_RESPOND,  // the others accept, decline or counter
  OFFER_CHOOSE,   // the proposer picks a partner or withdraws
  ATTACK,         // zombie attack: the payer pays card by card or building by building
  OVER,
};

// Action kinds; the index is the encoded kind. Arguments documented in text.cpp.
enum Kind : int32_t {
  A_ROLL = 0,
  A_SETTLE,
  A_ROAD,
  A_CITY,
  A_BUY_DEV,
  A_KNIGHT,
  A_ROAD_BUILDING,
  A_PLENTY,
  A_MONOPOLY,
  A_BANK,
  A_END_TURN,
  A_OFFER,
  A_OFFER_GIVE,
  A_OFFER_GET,
  A_OFFER_SEND,
  A_OFFER_CANCEL,
  A_ACCEPT,
  A_DECLINE,
  A_COUNTER,
  A_COUNTER_GIVE,
  A_COUNTER_GET,
  A_COUNTER_SEND,
  A_TRADE_WITH,
  A_ZOMBIE_HEX,
  A_DISCARD,
  A_ROBBER,
  A_STEAL,
  A_PAY_CARD,
  A_PAY_ROAD,
  A_PAY_SETTLEMENT,
  A_PAY_CITY,
  A_COUNT
};

// buy-dev argument: which cards pay. 0..2 are the zombie "any two" pairs.
constexpr int kDevPayWoolGrain = 0, kDevPayWoolOre = 1, kDevPayGrainOre = 2, kDevPayAll = 3;

enum EventKind : int16_t {
  E_ROLL = 0,      // v: die1, die2
  E_PRODUCE,       // player gets v0 of resource v1
  E_SHORTAGE,      // bank could not pay resource v0 (owed v1)
  E_BUILD,         // v0: 0 road 1 settlement 2 city, v1: edge or node
  E_BUY_DEV,       // player bought a card (kind hidden)
  E_PLAY_DEV,      // v0: dev kind, v1..: details
  E_BANK_TRADE,    // gave v1 x v0, got v2
  E_OFFER,         // proposer offers (details in state)
  E_RESPONSE,      // v0: 1 accept 2 decline 3 counter
  E_TRADE,         // player traded with v0
  E_OFFER_CLOSED,  // no trade happened
  E_ZOMBIE,        // zombie added on hex v0 (now v1 there)
  E_INFEST,        // hex v0 was full: spread to v1 hexes
  E_NO_ZOMBIE,     // number v0 had no room for a zombie
  E_ZOMBIE_KILL,   // knight killed v1 zombies on hex v0
  E_ATTACK,        // player owes v0 to the attack
  E_PAY_CARD,      // paid one v0 card
  E_DESTROY,       // v0: 0 road 1 settlement 2 city-downgraded, v1: where
  E_OUT,           // player is out of the game
  E_QUIET_SEVEN,   // 7 in the first rounds does nothing
  E_DISCARD,       // player discarded one v0
  E_ROBBER,        // robber to hex v0
  E_STEAL,         // player stole one card from v0
  E_LONGEST,       // longest road now with player (-1 nobody), length v0
  E_ARMY,          // largest army now with player
  E_TURN,          // player's turn starts, round v0
  E_GAME_OVER,     // v0: 0 points 1 overrun 2 last player
  E_COUNT
};

enum EndReason : int8_t { END_NONE = -1, END_POINTS = 0, END_OVERRUN = 1, END_LAST = 2 };

// Option indices, aligned with the OptionDef list in info.cpp.
enum Opt : int {
  O_ZOMBIES = 0,
  O_LAYOUT,
  O_NO_RED_NEIGHBOURS,
  O_TARGET,
  O_QUIET_ROUNDS,
  O_DEV_COST,
  O_OFFERS,
  O_ROAD_TIE,
  O_HAND_LIMIT,
  O_DEV_BEFORE_ROLL,
  O_COUNT
};

}  // namespace shamble::catan
