// The public face of Hexlands (game id `catan`): everything a UI, a bot or a
// test may ask about a position, as plain data, and the vocabulary it is
// written in (resources, phases, action and event kinds, names). The rules
// files include this header for the same enums, so there is one definition.
//
// view_of(state, viewer) answers, for one seat:
// - the board (hexes with axial coordinates, corners, sides, harbours),
// - the players as that seat may see them: hidden cards stay hidden in the
//   view itself (another seat's hand and development cards are never copied
//   in, only their counts; the deck order never is), as OpenSpiel's
//   observation does,
// - what that seat is asked now (a Prompt: kind, sentence, and one Choice per
//   legal action with its code, label, target, cost and the dice it rolls),
// - the rules tables a panel shows (zombie damage, costs, pips), from core.
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

namespace shamble::catan {

// ---- Sizes
constexpr int kHexes = 19;
constexpr int kNodes = 54;
constexpr int kEdges = 72;
constexpr int kHarbours = 9;
constexpr int kRes = 5;  // lumber, brick, wool, grain, ore
constexpr int kMaxPlayers = 4;
constexpr int kPerResource = 19;  // bank starts with 19 of each
constexpr int kDevCards = 25;
constexpr int kMaxZombies = 3;

enum Res : int8_t { kLumber = 0, kBrick, kWool, kGrain, kOre };
// Terrain ids 0..4 produce the resource of the same index; 5 is the desert.
constexpr int8_t kDesert = 5;
// Harbour kinds 0..4 trade that resource 2:1; 5 is the generic 3:1 harbour.
constexpr int8_t kGenericHarbour = 5;

enum Dev : int8_t { kKnight = 0, kVictoryPoint, kRoadBuilding, kPlenty, kMonopoly };
constexpr int kDevKinds = 5;

enum Level : int8_t { kEmpty = 0, kSettlement = 1, kCity = 2 };

enum Phase : int8_t {
  kSetupSettle = 0,
  kSetupRoad,
  kPreRoll,        // may roll or play a development card
  kZombieChoice,   // roller picks which numbered hex gets the zombie
  kDiscarding,     // classic 7: big hands give back half
  kMovingRobber,   // classic: move the robber
  kStealing,       // classic: pick a victim
  kMain,           // trade, build, buy, play, end the turn
  kFreeRoads,      // placing the free roads of the card
  kOfferCompose,   // current player builds a trade offer card by card
  kOfferRespond,   // the others accept, decline or counter
  kOfferChoose,    // the proposer picks a partner or withdraws
  kPayingZombies,  // zombie attack: the payer pays card by card or building by building
  kOver,
};

// Action kinds; the index is the encoded kind (its text name is in
// State::action_kinds()). Arguments: a = corner (settle, city, pay-settlement,
// pay-city), side (road, pay-road), hex (zombie-hex, robber, knight in the
// zombie game; -1 in classic), resource (discard, monopoly, pay-card,
// offer/counter give/get), seat (steal, trade-with), buy-dev payment (below);
// plenty a, b = the two resources; bank a = resource given, b = resource got.
enum ActionKind : int32_t {
  kRoll = 0,
  kBuildSettlement,
  kBuildRoad,
  kBuildCity,
  kBuyDev,
  kPlayKnight,
  kPlayRoadBuilding,
  kPlayPlenty,
  kPlayMonopoly,
  kBankTrade,
  kEndTurn,
  kOffer,
  kOfferGive,
  kOfferGet,
  kOfferSend,
  kOfferCancel,
  kAccept,
  kDecline,
  kCounter,
  kCounterGive,
  kCounterGet,
  kCounterSend,
  kTradeWith,
  kZombieHex,
  kDiscard,
  kMoveRobber,
  kSteal,
  kPayCard,
  kPayRoad,
  kPaySettlement,
  kPayCity,
  kNumActionKinds
};

// buy-dev argument: which cards pay. 0..2 are the zombie "any two" pairs; 4..6 the
// pairs of one kind that dev_card_cost=any-two-or-pair also allows.
constexpr int kDevPayWoolGrain = 0, kDevPayWoolOre = 1, kDevPayGrainOre = 2, kDevPayAll = 3;
constexpr int kDevPayWoolWool = 4, kDevPayGrainGrain = 5, kDevPayOreOre = 6, kDevPayWays = 7;

// Event kinds (Event::kind). Event::player is the seat it concerns (-1: none);
// v[0..3] as listed (unlisted values are 0).
enum EventKind : int16_t {
  kEvRoll = 0,     // player rolled: v0 die 1, v1 die 2
  kEvProduce,      // player got v0 cards of resource v1
  kEvShortage,     // the bank could not pay resource v0 (v1 owed in all)
  kEvBuild,        // player built: v0 0 road / 1 settlement / 2 city, v1 the side or corner
  kEvBuyDev,       // player bought a development card (its kind stays hidden)
  kEvPlayDev,      // player played development card kind v0 (Dev)
  kEvBankTrade,    // player gave v1 cards of resource v0 to the bank, got one v2
  kEvOffer,        // player (the current seat) sent an offer; its cards are in View::offer
  kEvResponse,     // player answered the offer: v0 1 accept, 2 decline, 3 counter
  kEvTrade,        // player traded with seat v0
  kEvOfferClosed,  // player's offer closed without a trade
  kEvZombie,       // a zombie arrived on hex v0 (now v1 there); player = the roller
  kEvInfest,       // hex v0 was full: zombies spread to v1 neighbouring hexes
  kEvNoZombie,     // no hex numbered v0 had room for a zombie
  kEvZombieKill,   // player's knight cleared v1 zombies from hex v0
  kEvAttack,       // player owes v0 to the zombie attack
  kEvPayCard,      // player paid the zombies one card of resource v0
  kEvDestroy,      // player lost: v0 0 road / 1 settlement / 2 city downgraded, v1 the side or corner
  kEvOut,          // player is out of the game
  kEvQuietSeven,   // a 7 in round v0 (the quiet first rounds) does nothing
  kEvDiscard,      // player discarded one card of resource v0
  kEvRobber,       // player moved the robber to hex v0
  kEvSteal,        // player stole one card from seat v0 (which card stays hidden)
  kEvLongest,      // the longest road is now player's (-1 nobody), length v0
  kEvArmy,         // the largest army is now player's (-1 nobody)
  kEvTurn,         // player's turn starts, round v0
  kEvGameOver,     // v0 0 points / 1 overrun / 2 last player standing, v1 winners bitmask
  kNumEventKinds
};

enum EndReason : int8_t { kEndNone = -1, kEndPoints = 0, kEndOverrun = 1, kEndLastStanding = 2 };

// ---- Names (for people; codes of actions come from State::encode)
const char* res_name(int r);      // "lumber"
const char* res_letter(int r);    // "L" (colour is never the only cue)
const char* terrain_name(int t);  // "forest"
const char* terrain_letter(int t);
const char* dev_name(int d);  // "knight"

using Cards = std::array<int, kRes>;  // count by resource

// ---- Rules tables a panel shows, as data. The tests check them against
// what the engine does (tests/catan/view_test.cpp).
// The numbers of the zombie attack, defined once: the engine (attack.cpp)
// and the Tables a panel shows both read these.
// CZ-PAY / CZ-DESTROY: how much of a zombie debt each payment settles.
constexpr int kWorthCard = 1, kWorthRoad = 2, kWorthSettlement = 4, kWorthCity = 5;
// CZ-ATTACK: a building is attacked by each neighbouring hex holding at least
// this many zombies (each such hex adds 1 to the debt).
constexpr int kAttackSettlement = 2, kAttackCity = 3;
// C-LONGEST / C-ARMY: points of each bonus.
constexpr int kBonusPoints = 2;

struct Tables {
  int worth_card = kWorthCard, worth_road = kWorthRoad, worth_settlement = kWorthSettlement,
      worth_city = kWorthCity;
  int attack_settlement = kAttackSettlement, attack_city = kAttackCity;
  int max_zombies = kMaxZombies;
  // C-COST
  Cards road{}, settlement{}, city{};
  // C-LONGEST / C-ARMY: points of each bonus.
  int longest_bonus = kBonusPoints, army_bonus = kBonusPoints;
  // Dice: how many, their faces, and the total that brings trouble
  // (robber or zombie attack).
  int dice = 2, faces = 6, trouble = 7;
  // Ways, out of faces^dice, to roll each total (index = total).
  std::array<int, 13> ways{};
  // Cards a building yields when its hex produces, by Level.
  std::array<int, 3> yield{};
  // One line for the attack prompt: "cards count 1, roads 2, ...".
  std::string worth_text;
};
const Tables& tables();

// ---- The board
struct HexView {
  int q = 0, r = 0;  // axial, pointy-top; hex 9 (0, 0) is the centre
  int terrain = kDesert;
  int resource = -1;  // what it produces (-1: desert)
  int number = 0;     // 0: none
  int ways = 0;       // of 36 rolls, how many produce here
  int zombies = 0;
  bool robber = false;
  std::array<int, 6> nodes{};  // corners clockwise from the top
  std::string name;            // "the lumber 8" (where it lies when another reads the same)
};
struct NodeView {
  int x = 0, y = 0;  // half-units: x in sqrt(3)/2 hex sizes, y in 1/2 (y down)
  int owner = -1;
  int building = kEmpty;  // Level
  int yield = 0;          // cards per production of a neighbouring hex
};
struct EdgeView {
  int a = 0, b = 0;  // its two corners
  int road = -1;     // owner of the road, -1 none
};
struct HarbourView {
  int edge = 0;
  std::array<int, 2> nodes{};
  int kind = kGenericHarbour;  // resource 0..4, or kGenericHarbour
  int rate = 3;                // give `rate` of a kind for one
};

// ---- The players, as the viewer may see them
struct PlayerView {
  std::string name;
  bool out = false;
  int points = 0;              // public points; the viewer's own include hidden victory cards
  bool points_hidden = false;  // true when `points` counts hidden cards (the viewer's own)
  int cards = 0;               // resource cards held
  int dev_cards = 0;           // development cards held (unplayed)
  int knights = 0, road_length = 0;
  int roads_left = 0, settlements_left = 0, cities_left = 0;
  bool longest_road = false, largest_army = false;
  int owes = 0;          // zombie debt still to pay
  int must_discard = 0;  // classic 7
  Cards rates{};         // bank/harbour rate when giving each resource
  // Only for the viewer's own seat (else false and zeros).
  bool hand_shown = false;
  Cards hand{};
  std::array<int, kDevKinds> dev{}, dev_new{};  // held; of those, bought this turn
};

// ---- The open trade offer (View::offer.open)
// Answers to an offer, per seat (kRespCountering: writing a counter not yet sent).
enum Resp : int8_t { kRespNone = 0, kRespPending, kRespAccept, kRespDecline, kRespCountering, kRespCounter };
struct OfferView {
  bool open = false;
  int from = -1;
  Cards give{}, get{};  // from the proposer's side
  struct Response {
    int answer = kRespNone;  // Resp
    bool terms = false;      // give/get filled: a sent counter, or the viewer's own draft
    Cards give{}, get{};     // the responder gives, gets
    std::string text;        // "thinking", "accepts", ...
  };
  std::array<Response, kMaxPlayers> responses{};
};

// ---- What the viewer is asked
enum class Ask : int8_t {
  None,  // nobody (game over)
  SetupSettle,
  SetupRoad,
  Roll,
  ZombieHex,
  Discard,
  Robber,
  Steal,
  Main,
  FreeRoad,
  OfferCompose,
  OfferRespond,
  CounterCompose,
  OfferChoose,
  PayZombies,
};
// A choice: the framework's shape (framework/prompt.h: action, code, label,
// target — a corner, side, hex or seat — and the dice it rolls; this game has
// no money, so `cost` stays 0) plus the cards it moves.
struct Choice : ChoiceBase {
  Cards pay{};    // cards the acting seat gives up
  Cards gain{};   // cards it surely receives
  int worth = 0;  // zombie debt this payment settles
  // Non-empty: one of several variants a UI may show behind one control with
  // this title; choices with a board target there are picked on the board.
  std::string menu;
};
// What the table asks the viewer now (the viewer is "You" in the text).
using Prompt = BasicPrompt<Choice, Ask>;

struct View {
  int viewer = -1;  // the seat whose secrets are shown, -1 a spectator
  int players = 0;
  bool zombies = false;
  int phase = kSetupSettle;  // Phase
  int current = 0, round = 0;
  int target = 10;            // points to win
  int hand_limit = 7;         // classic 7: bigger hands discard half
  int zombie_number = 0;      // kZombieChoice: the rolled number
  int payer = -1;             // kPayingZombies: who pays now
  std::array<int, 2> dice{};  // last roll; 0s before the first
  std::array<HexView, kHexes> hexes{};
  std::array<NodeView, kNodes> nodes{};
  std::array<EdgeView, kEdges> edges{};
  std::array<HarbourView, kHarbours> harbours{};
  Cards bank{};
  int deck_left = 0;
  int longest_road = -1, largest_army = -1;
  std::vector<PlayerView> seats;
  OfferView offer;
  std::vector<int> winners;  // game over
  std::string result;        // game over: one sentence
  Prompt prompt;
};

// The position as `viewer` may see it (-1: a spectator sees no hand), with
// the prompt for `viewer` (choices only when viewer must act now).
View view_of(const State& s, int viewer);

}  // namespace shamble::catan
