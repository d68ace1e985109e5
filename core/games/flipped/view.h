// The public face of `flipped` (the cooperative day/night escape game): all a
// UI, a bot or a test may ask, as plain data, through this one header. What
// the acting seat is asked (a structured Prompt: its kind, the sentence, and
// each legal action with its code, label and where it leads), what a seat may
// see (everything: nothing is hidden in this game), the board's squares,
// characters, parts and dice, and the sentences a board shows. The rules that
// produce this live in the internal headers (state.h), which include
// this file for the enumerations below, so each is defined once.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "framework/event.h"
#include "framework/game.h"
#include "framework/prompt.h"

namespace shamble::flipped {

constexpr int kMaxChars = 4;    // characters in play (solo: one seat plays two)
constexpr int kParts = 6;       // four train parts, then two generator parts
constexpr int kMaxHealth = 10;  // health at the start, the most a character has
constexpr int kMaxActions = 3;  // actions in one day turn (F-DAY-1)

// What is known about a square (streets can be any; other squares only
// Unknown or Infested, the latter through F-DAY-3).
enum Mark : uint8_t { kUnknown = 0, kSafe = 1, kInfested = 2 };

// How the game ended (kEvGameOver's v0).
enum class Result : uint8_t { None, Won, Death, JailInfested, Time, PartLost };

// Action kinds; Action{kind, a, b}. Their text codes are "move:3", "give_cash:1:50"...
enum ActionKind : int32_t {
  kMove,      // a = mask of available dice to roll (bit i = die i)
  kBuyPart,   // take the part on this square
  kGiveCash,  // a = character, b = amount
  kTakeCash,  // a = character, b = amount
  kGivePart,  // a = character, b = part
  kTakePart,  // a = character, b = part
  kEndTurn,
  kStay,    // pay for the safe house
  kLeave,   // refuse it: one square back
  kTunnel,  // take the tunnel to Jail
  kNoTunnel,
  kShare,  // a = zombies this character takes
  kNumActionKinds
};

// Event kinds: Event{kind, player, rule, v[0..3]}. `player` is the character
// concerned (-1 for none). A flip shows 1 = silver, 2 = coloured; dice masks
// have bit i set for die i (View::dice).
enum EventKind : int16_t {
  kEvRoundStart,     // v0 round, v1 marker die, v2 marker value
  kEvTurnStart,      // player = character whose day turn begins
  kEvRoll,           // v0 dice mask thrown, v1 mask of those showing silver, v2 total
  kEvMove,           // v0 from square, v1 to square, v2 steps forward
  kEvReveal,         // v0 square, v1 Mark found, v2 flip shown (1 silver, 2 coloured)
  kEvHealth,         // v0 amount lost, v1 health now, v2 square
  kEvPushBack,       // v0 from square, v1 to square (one back)
  kEvStay,           // v0 square, v1 price paid
  kEvPartTaken,      // v0 part, v1 square, v2 price paid
  kEvPartDelivered,  // v0 part (now in Jail)
  kEvCashGiven,      // player gives v1 cash to character v0
  kEvPartGiven,      // player gives part v1 to character v0
  kEvTunnel,         // v0 from square, v1 to square (Jail)
  kEvInfest,         // v0 square now infested (F-DAY-3)
  kEvNightStart,     // v0 round
  kEvAttack,         // v0 square, v1 zombies, v2 members mask, v3 mask of the dice showing coloured
                     //   (the dice thrown are the round's available dice, View::rounds_dice)
  kEvShare,          // v0 zombies this character takes on
  kEvFight,          // v0 1 = defeated the zombie, 0 = wounded
  kEvDeath,          // v0 square
  kEvReachedJail,    // v0 square (F-WIN-2)
  kEvTurnEnd,        // v0 moved forward this turn (0/1)
  kEvFinalAttack,    // v0 zombies rolled by this character, v1 mask of the dice showing coloured,
                     //   v2 the round whose available dice were thrown (View::rounds_dice; 0 by
                     //   default: the marker has reached 0, F-WIN-5)
  kEvGameOver,       // v0 Result, v1 the fallen character (death) or the lost part (part lost), else -1
  kEvPartReturned,   // v0 part (player, its carrier, died; play-on option)
  kEvPartLost,       // v0 part, v1 its infested square: the team can no longer escape (F-PART-4)
  kEvSafeTonight,    // player is not attacked tonight: v0 square, v1 1 = in Jail, 0 = paid shelter
  kNumEventKinds
};

// ---- the view: plain data describing everything a board draws ----

// Street is the board's name for a coloured square: in this game's words a
// lot, the only kind that flips (SquareView::reveals). Every other kind is open
// street in the rules text.
enum class SquareKind : uint8_t { Start, Street, Card, Tax, Transport, Jail, Utility, Corner, Tunnel };

// How a line of text reads: good news, bad news, or a side remark.
enum class Tone : uint8_t { Plain, Good, Bad, Muted };
struct Line {
  std::string text;
  Tone tone = Tone::Plain;
};

struct SquareView {
  int index = 0;
  std::string name;  // in the game's theme
  SquareKind kind = SquareKind::Street;
  int group = -1;       // colour group 0..7 of a lot, -1 otherwise
  uint32_t colour = 0;  // the group's band colour, 0xRRGGBB (0: none)
  int price = 0;        // lots: a night's shelter; transports and utilities: the part
  // F-REVEAL-1: a lot, the only kind of square that flips a die on arrival
  // while its mark is kUnknown (boards show which; every other square is open street).
  bool reveals = false;
  Mark mark = kUnknown;
  int part = -1;           // the part that waits here at the start, -1 none
  bool part_here = false;  // ... and is still here
  std::string tag;         // a word drawn on the square ("tunnel"), may be empty
  std::vector<Line> card;  // the square card: what it does, its price, what is known, its part
};

struct CharacterView {
  std::string name;
  int seat = 0;
  int square = 0;
  int health = 0;
  int cash = 0;
  bool alive = true;
  bool sheltered = false;     // paid for the safe house it stands on, for tonight
  bool exposed = false;       // would be attacked tonight (F-NIGHT-1)
  bool reached_jail = false;  // reached Jail during the day of round 7 (F-WIN-2)
  std::vector<int> parts;     // parts carried
  std::string standing;       // on a square card: "stands here", "sheltered tonight", "(fallen)"
  std::vector<Line> notes;    // what else to know: parts carried, shelter, danger
};

enum class PartWhere : uint8_t { OnSquare, Carried, Delivered };
struct PartView {
  std::string name;        // "train part (north)"
  std::string short_name;  // "T1"
  bool train = true;       // train part (else generator part)
  int square = 0;          // where it waits at the start
  PartWhere where = PartWhere::OnSquare;
  int holder = -1;  // the character carrying it
};

struct DieView {
  int silver = 0, coloured = 0;  // the high and the low face
  std::string faces;             // "7|0"
};

// The dice of one round: which die is the marker and what it shows, which
// dice are available (moving, zombie counts).
struct RoundDice {
  int marker_die = 0;
  bool marker_silver = true;
  int marker_value = 0;
  uint8_t available = 0;  // bit i = die i
  std::string caption;    // under the marker: "Day 3"
};

struct RollView {
  uint8_t dice = 0, silver = 0;  // masks: thrown, showing silver
  int total = 0;
};

enum class PromptKind : uint8_t {
  None,       // nobody acts (never while the game runs)
  Day,        // a day turn: roll, buy, exchange, end
  SafeHouse,  // stay (pay) or leave (one square back), F-REVEAL-2
  Tunnel,     // take the tunnel to Jail or not, F-MOVE-3
  Share,      // how many of the zombies left this character takes on, F-NIGHT-3
  Over        // the game has ended
};
enum class ChoiceGroup : uint8_t { Roll, BuyPart, Exchange, EndTurn, Decide, Share };

// One outcome of a roll: the dice showing silver, the total, the square the
// roll moves to (before what that square then does: a reveal, a push-back).
struct Landing {
  uint8_t silver = 0;
  int total = 0;
  int square = 0;
};

// A choice: the framework's shape (framework/prompt.h: action, code, label,
// target — the character an exchange is with — cost, and the dice it throws,
// two-faced flips) plus this game's own.
struct PromptChoice : ChoiceBase {
  std::string button;  // the short text for a button (the prompt already names who acts)
  ChoiceGroup group = ChoiceGroup::Decide;
  // Where it leads: the square the actor is sent to without chance (leave: one
  // square back; tunnel: Jail; stay, no tunnel, buy, exchanges, share: where it
  // stands); -1 for a roll (see landings) and for ending the turn.
  int lands = -1;
  int gain = 0;                   // cash the actor receives (take cash)
  int part = -1;                  // buy and part exchanges: the part
  uint8_t dice_mask = 0;          // rolls: the dice thrown (bit i = die i), one flip each, in die order
  std::vector<Landing> landings;  // rolls: every outcome of the throw
  int zombies = 0;                // share: zombies taken on (a flip each once the group has shared)
  // Exchanges: the other character, else -1 (target of kind character).
  int with() const { return target.id_if(TargetKind::kCharacter); }
};

struct Prompt : BasicPrompt<PromptChoice, PromptKind> {
  int character = -1;  // who decides
  int seat = -1;       // the seat that decides
  int square = -1;     // the square the decision is about (the actor's square)
  std::string detail;  // over: why it ended
};

struct View {
  int seat = -1;  // the seat this view was made for (every seat sees everything)
  int players = 0;
  int round = 1, rounds = 7;
  bool night = false;  // zombies are being shared out (a night attack or the last stand)
  bool over = false;
  Result result = Result::None;
  int turn_character = 0;     // whose day turn it is (or was)
  int acting_character = -1;  // who decides now
  int actions_used = 0, actions_left = 0;
  bool moved = false, moved_forward = false;
  RollView last_roll;
  std::vector<DieView> dice;           // the four flip dice
  std::vector<RoundDice> rounds_dice;  // [r] for round r = 1..7; [0] after round 7 (time is up)
  const RoundDice& marker() const { return rounds_dice[round >= 1 && round <= rounds ? round : 0]; }
  std::vector<SquareView> squares;  // 40, clockwise from the start square
  int jail_square = 10, tunnel_square = 30;
  std::vector<CharacterView> characters;
  std::vector<PartView> parts;
  int parts_delivered = 0, part_limit = 0;
  std::string parts_line;  // "Parts in Jail: 3 of 6"
  // The share in progress (night attack or last stand).
  int share_character = -1, share_left = 0;
  uint8_t share_members = 0;
  bool final_attack = false;
  Prompt prompt;
};

// The position as `seat` sees it (seat < 0: a spectator; nothing is hidden).
// `s` must be a flipped state.
View view_of(const State& s, int seat);

// A short line for the board's centre while event `e` is being shown (the log
// keeps State::describe's sentence); empty for events shown without words.
std::string narration(const State& s, const Event& e);

}  // namespace shamble::flipped
