// The public face of MonopoZombie (game id `monopozombie`, "Landlords of the
// Dead"): the property game's view (games/monopoly/view.h: squares, players,
// auction and trade sheets) plus the zombie layer, as plain data, and the
// vocabulary it is written in (stages, action and event kinds, what each
// event's values mean). mz.h includes this header for the same enums.
//
// view_of(state, viewer) answers, for one seat, everything the board draws:
// the stage and its one-line summary, per square the infection ground,
// hospital and the points of MZ-CONV-5 (now, and with one more human stopping
// there) with the sentences that explain them, per player the zombie,
// homeless, group and bodyguard state, the dice the current choice is about,
// the group's sharing plan, and what the viewer is asked: a Prompt whose
// sentence is written here and whose choices say where each move leads (the
// engine's step_to; for a group assignment, where that member goes once the
// group accepts the plan) and which dice a roll throws (2D4 for a zombie, 3D6 for
// an apocalypse human, 3D6 per member for a group, 2D6 for a homeless human
// in the apocalypse). Nothing is hidden in this game but the decks' order,
// which is never copied in. Nothing here includes the engine's internal headers.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "games/monopoly/view.h"

namespace shamble::mz {

enum Stage : uint8_t { kCapitalism, kOutbreak, kApocalypse };

// How a game ended (saved as its number: keep the values).
enum EndKind : int8_t {
  kEndNone = 0,
  kEndHumans = 1,        // MZ-WIN-1: the humans held out together
  kEndZombie = 2,        // MZ-WIN-2: the first zombie onto just visiting
  kEndPropertyGame = 3,  // the property game's last player standing (no outbreak yet)
  kEndTurnLimit = 4,     // MZ-END-1: a draw at the turn limit
  kEndStalemate = 5,     // MZ-END-2: a draw after stalemate_rounds apocalypse rounds without progress
};

// Why a human turned (kEvConvert v0). kCauseLeftAlone: the points of MZ-CONV-5
// checked when another human left the square (MZ-CONV-8).
enum Cause : uint8_t {
  kCauseDoubleOne,
  kCauseJail,
  kCausePoints,
  kCauseBattle,
  kCauseSelf,
  kCauseLeftAlone,
  kNumCauses
};

// Why a level fell (kEvDemolish v2).
enum DemoWhy : uint8_t {
  kDemoZombie,     // MZ-DEMO-1: a zombie arrived on an empty built human lot
  kDemoGuarded,    // MZ-DEMO-2: the guards left while the zombie waited
  kDemoAbandoned,  // MZ-DEMO-4: the last human sheltering in a zombie house left
  kDemoOverrun,    // MZ-DEMO-5: the humans in a zombie house were overrun
};

// When the points of a square were counted (kEvOverrun v3).
enum CheckWhen : uint8_t {
  kCheckArrival,    // someone arrived
  kCheckGround,     // the square just became an infection ground (or lost a defender)
  kCheckDeparture,  // a human left it (MZ-CONV-8)
};
// kEvOverrun v3: CheckWhen, plus this bit when a bare infection ground turned them (MZ-CONV-13).
constexpr int kOverrunBare = 4;
// kEvCardVoid v1: why an apocalypse human's card does nothing (MZ-APOC-5).
enum CardVoid : uint8_t {
  kVoidTeleport,  // it would move the token: no teleports in the apocalypse
  kVoidMoney,     // money or repairs: the bank is closed (MZ-APOC-1)
  kVoidJail,      // a jail card for someone who cannot turn (first lap, 2018 option): no jail any more
};

// Why the apocalypse began (kEvStage v1): MZ-STAGE-2's thresholds.
enum ApocReason : uint8_t { kApocNone, kApocHalf, kApocSecond, kApocCircuit };

// Action kinds after the property game's own.
enum MzAction : int32_t {
  kMoveRoll = mono::kNumActionKinds,  // a = direction when chosen before rolling (0 cw, 1 ccw)
  kChooseDirection,                   // a = 0 clockwise, 1 counter-clockwise
  kKeepDice,                          // a, b = dice indices, c = direction
  kRollAgain,                         // roll again after a chosen double
  kStopRolling,                       // end the turn
  kBuyGuard,                          // MZ-BG-1
  kUseImmunity,                       // MZ-CONV-4 by choice: spend the release card
  kDeclineImmunity,                   // MZ-CONV-4 by choice: keep the card and turn
  kGroupAssign,                       // MZ-GROUP-3: a, b = pool dice, c = direction, for the next member
  kGroupAccept,                       // MZ-GROUP-3
  kGroupDecline,                      // MZ-GROUP-3
  kGroupOwnDice,                      // MZ-GROUP-4: a, b = own dice (0..2), c = direction
  kHomelessRoll,                      // MZ-HOME-3: a = which of the two dice (apocalypse), else 0
  kCarryTake,                         // MZ-CARRY-1: pick a house up from the lot stopped on
  kCarryLeave,                        // MZ-CARRY-1: leave the houses where they are
  kGroupCounter,                      // MZ-GROUP-3: decline and propose another sharing (once per member)
  kFortify,                           // MZ-FORT-1: a = square; fortify a built lot (fortified_houses)
  kNumMzActions
};

// Event kinds after the property game's own (Event::player: the seat concerned).
enum MzEvent : int16_t {
  kEvConvert = mono::kNumEventKinds,  // v0 Cause, v1 square
  kEvImmunityUsed,                    // v0 deck of the card used
  kEvStage,                           // v0 new Stage, v1 ApocReason, v2 the zombie count reached (kApocHalf)
  kEvDemolish,                        // v0 square, v1 new level, v2 DemoWhy
  kEvMoveDice,   // v0..v2 dice (v2 0 when two dice), v3 1/2 a homeless 1D6/2D6: a zombie's 2D4, an apocalypse
                 // 3D6, a homeless 1D6 or 2D6
  kEvShortMove,  // v0 from, v1 to: a zombie, apocalypse, group or homeless move; it is at most 12
                 // squares, so the shorter way round the board is the way it went
  kEvCure,       // v0 square
  kEvWin,        // v0 EndKind (kEndHumans, kEndZombie), v1 seat mask
  kEvDraw,       //
  kEvGuard,      // v0 count
  kEvTaunt,      // v0 card id (mono::card: 0-15 first deck, 16-31 second)
  kEvBattle,     // v0 attack die, v1 defence die
  kEvImmunityAsk,  // v0 cause: the card holder decides (immunity_by_choice)
  kEvGroup,        // v0 square, v1 member mask, v2 1 = a new group, 0 = it grew
  kEvGroupLeave,   // v0 square, v1 group moves made
  kEvGroupWait,    // v0 square: an earlier member waits for the newest member's turn
  kEvGroupSync,    // v0 square: the zero-movement turn that brings a newcomer into sync
  kEvGroupDice,    // v0..2 a member's own 3D6
  kEvGroupPlan,    // v0 outcome: 1 accepted, 0 declined (each keeps their own dice), 2 countered
  kEvHomeless,     // v0 1 = became homeless, 0 = back to normal play
  kEvSquat,        // v0 square, v1 owner
  kEvCarry,        // v0 1 picked up (square), 2 claimed (square)
  kEvOverrun,  // v0 square, v1 attack, v2 defence, v3 CheckWhen: the humans there turn by points (MZ-CONV-5)
  kEvFortify,  // v0 square, v1 1 = fortified (v2 price), 0 = the fortification fell instead of a level
               // (v2 DemoWhy) (MZ-FORT-1)
  kEvDebtLapsed,  // v0 creditor (seat, or mono::kBank / kPot), v1 amount: the debtor turned, so it lapsed
                  // (MZ-CONV-6)
  kEvJailFreed,   // v0 square: the apocalypse opened the jail (MZ-APOC-1)
  kEvCardVoid,    // v0 card id, v1 CardVoid: an apocalypse human's card that does nothing (MZ-APOC-5)
  kNumMzEvents
};

// kEvShortMove's values by name: a move made under the zombie layer's rules (a
// zombie's 2D4, an apocalypse 3D6, a group's or a homeless move), at most 12
// squares, so the shorter way round the board is the way it went.
struct ShortMove {
  int from = 0, to = 0;
};
inline ShortMove short_move_values(const Event& e) { return {e.v[0], e.v[1]}; }

// What the table asks now, after the property game's asks (mono::Ask).
enum Ask : int {
  kAskZombieRoll = mono::kNumAsks,  // a zombie rolls 2D4
  kAskHumanRoll,                    // an apocalypse human rolls 3D6
  kAskGroupRoll,                    // a group member rolls 3D6 for every member
  kAskHomelessRoll,                 // a homeless human in the apocalypse rolls 2D6 and moves by one
  kAskDirection,                    // a zombie picks the direction of its 2D4
  kAskPick,                         // an apocalypse human keeps two of 3D6 and a direction
  kAskAgain,                        // a kept double: roll again or stay
  kAskGroupAssign,                  // the group's mover shares out the pool
  kAskGroupAnswer,                  // members accept, decline or counter
  kAskGroupOwn,                     // every member keeps two of their own three dice
  kAskHomelessMove,                 // a homeless move is due (1D6, or one of the 2D6 rolled)
  kAskImmunity,                     // spend the release card to stay human?
  kAskCarry,                        // pick a house up to carry?
  kAskZombieOver,                   // the game is over
};

// MZ-CONV-5 on one square (the engine's points_at, copied).
struct PointsView {
  enum Safe : uint8_t { kNotSafe, kSafeStage, kSafeShelter, kSafeBuilt };
  Safe safe = kNotSafe;
  bool jail_square = false;
  int zombies = 0, ground = 0, humans = 0, guards = 0, houses = 0;
  bool hotel = false;
  int improvements = 0, unseen = 0, susceptible = 0, attack = 0, defence = 0;
  int implied = 0;    // MZ-CONV-11: the implied house of a transport or utility (shelter options)
  int fortified = 0;  // MZ-FORT-1: the fortification's defence point (counted in improvements)
  bool overrun = false, converts = false, fight = false;
};

// A line of a square's card; the tone says how to colour it.
enum class Tone : uint8_t { Plain, Muted, Danger, Safe, Warn, Group };
struct Line {
  std::string text;
  Tone tone = Tone::Plain;
};

struct SquareView {
  bool infected = false;    // an infection ground (MZ-CONV-6)
  bool hospital = false;    // a hotel that cures zombies (MZ-HOSP-1)
  int demo_zombie = -1;     // MZ-DEMO-2: the zombie waiting to knock a level down
  int group_size = 0;       // humans of a group standing here
  bool fortified = false;   // MZ-FORT-1: the built lot is fortified (fortified_houses)
  PointsView points;        // now
  PointsView one_more;      // with one more human stopping here
  std::vector<Line> lines;  // the zombie lines of the square's card, in words
};

struct PlayerView {
  bool zombie = false;
  bool homeless = false;  // homeless and still in (MZ-HOME-1)
  bool lapped = false;
  bool in_group = false;
  int guards = 0;  // active bodyguards
  int group_moves = 0;
  std::string chip;                // the players strip's word: cash, "zombie", "homeless", "group", "human"
  std::vector<std::string> about;  // the lines of the holdings tooltip, before the deeds
};

struct View {
  mono::View base;  // the property game's view; base.prompt is this game's prompt
  int stage = kCapitalism;
  std::string stage_line;    // what the stage changed, in one line
  bool stage_fresh = false;  // the first round after a stage began
  bool owns_centre = false;  // the zombie layer asks the question (its phases, a decision, the end)
  std::array<SquareView, mono::kBoardSquares> squares{};
  std::vector<PlayerView> seats;
  std::vector<int> dice;          // the faces the current choice is about (empty: none)
  std::vector<std::string> plan;  // the group's sharing so far, one line per member
  EndKind end_kind = kEndNone;
  std::string end_head, end_sub;  // game over: the headline and how
};

View view_of(const State& s, int viewer, const std::vector<std::string>* names = nullptr);
// Only the choices of `seat`, with their targets and dice.
std::vector<mono::Choice> choices_of(const State& s, int seat);
// What a stage changed, in one line (also the rules panel's summary).
std::string stage_line(int stage);

}  // namespace shamble::mz
