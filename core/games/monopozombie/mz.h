// MonopoZombie internals: the classic table (stage 1 IS the property game, so
// its rules functions run it) plus the zombie extras, the rules derived from
// the options, and the rules areas as free functions (one file each).
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "framework/rules_config.h"
#include "games/monopoly/rules.h"

namespace shamble::mz {

using mono::kSquares;
constexpr int kMaxPlayers = mono::kMaxPlayers;

enum Stage : uint8_t { kCapitalism, kOutbreak, kApocalypse };

// MonopoZombie's own sub-phases of the turn player; kMzNone hands control to
// the property game's phases.
enum MzPhase : uint8_t {
  kMzNone,
  kMzRoll,   // zombie (any stage) or apocalypse human: roll
  kMzDir,    // zombie: pick the direction of the rolled 2D4
  kMzPick,   // apocalypse human: pick two of three dice and a direction
  kMzAgain,  // apocalypse human chose a double: roll again or stop
  kMzOver
};

enum Cause : uint8_t { kCauseDoubleOne, kCauseJail, kCausePoints, kCauseBattle, kCauseSelf, kNumCauses };

enum ZombieTie : uint8_t { kTieRecentTurned, kTieLongestTurned, kTieFirstArrival, kTieRecentArrival };

struct MzPlayer {
  bool zombie = false;
  bool lapped = false;       // has arrived at or passed the start square once
  int32_t turned_seq = 0;    // order of conversion (0 = never)
  int32_t visit_seq = 0;     // order of arrival on just visiting (0 = not there)
  int8_t guards = 0;         // bodyguards active now
  int8_t guards_bought = 0;  // bought for the coming roll
  int16_t circuit = 0;       // clockwise steps since the outbreak began
  int8_t last_pos = 0;
  template <class A>
  void serialize(A& ar) {
    ar(CEREAL_NVP(zombie), CEREAL_NVP(lapped), CEREAL_NVP(turned_seq), CEREAL_NVP(visit_seq),
       CEREAL_NVP(guards), CEREAL_NVP(guards_bought), CEREAL_NVP(circuit), CEREAL_NVP(last_pos));
  }
};

struct MzTable {
  mono::MonoTable t;
  uint8_t stage = kCapitalism;
  uint8_t phase = kMzNone;
  std::array<MzPlayer, kMaxPlayers> pl{};
  std::array<int8_t, 3> dice{};  // the last zombie/apocalypse roll
  int8_t ndice = 0;
  int32_t seq = 0;                             // conversion / arrival sequence counter
  int32_t outbreak_turns = 0;                  // turns played since the outbreak began
  int32_t turn_seen = 0;                       // t.turns when last settled (detects turn boundaries)
  int32_t stage_start[3] = {0, 0, 0};          // turn number at which each stage began
  std::array<int8_t, kSquares> demo_zombie{};  // MZ-DEMO-2: zombie waiting to demolish, -1 none
  std::array<int8_t, kSquares> demo_humans{};  // humans there when it arrived
  uint64_t infected = 0;                       // MZ-CONV-6: infection grounds (stay so after a cure)
  uint64_t sheltered = 0;                      // MZ-DEMO-4: improved infection grounds with humans on them
  int8_t winner = -1;                          // zombie winner, or -1
  uint16_t human_winners = 0;
  bool draw = false;
  int8_t end_kind = 0;  // 0 none, 1 humans, 2 zombie, 3 property game, 4 turn limit
  template <class A>
  void serialize(A& ar) {
    ar(CEREAL_NVP(t), CEREAL_NVP(stage), CEREAL_NVP(phase), CEREAL_NVP(pl), CEREAL_NVP(dice),
       CEREAL_NVP(ndice), CEREAL_NVP(seq), CEREAL_NVP(outbreak_turns), CEREAL_NVP(turn_seen),
       cereal::make_nvp("capitalism_start", stage_start[0]),
       cereal::make_nvp("outbreak_start", stage_start[1]),
       cereal::make_nvp("apocalypse_start", stage_start[2]), CEREAL_NVP(demo_zombie), CEREAL_NVP(demo_humans),
       CEREAL_NVP(infected), CEREAL_NVP(sheltered), CEREAL_NVP(winner), CEREAL_NVP(human_winners),
       CEREAL_NVP(draw), CEREAL_NVP(end_kind));
  }
};

// Rules from the options (options.cpp). Rebuilt from the config, never saved.
struct MzRules {
  mono::MonoRules mono;
  bool jail_square_converts = true;          // MZ-CONV-2
  bool third_doubles_converts = true;        // MZ-CONV-2
  bool jail_card_immunity = true;            // MZ-CONV-4
  int hotel_points = 5;                      // MZ-CONV-5
  bool improvements_always_shelter = false;  // 2018-05 wording
  bool direction_before = false;             // MZ-ZMOVE-2 idea
  bool dice_battle = false;                  // MZ-IDEA-2
  bool shelter_go = false, shelter_cards = false, shelter_visiting = false, shelter_tax = false;
  bool shelter_transport = false, shelter_utility = false;
  int outbreak_min_rounds = 1;        // MZ-STAGE-3
  bool win_from_outbreak = false;     // MZ-WIN-1
  int zombie_tie = kTieRecentTurned;  // MZ-WIN-3
  bool bodyguards = true;             // MZ-BG-1
  bool guards_per_turn = false;       // 2018-05: paid per turn instead of per roll
  bool hospitals = true;              // MZ-HOSP-1
  bool groups = true;                 // MZ-GROUP-1 (declared; not yet enforced)
  bool groups_pooled = false;
  bool homeless = true;             // MZ-HOME-1 (declared; not yet enforced)
  bool carry_house = false;         // idea (declared; not yet enforced)
  bool homeless_invisible = false;  // idea (declared; not yet enforced)
  bool immunity_by_choice = false;  // (declared; not yet enforced)
  int turn_limit = 3000;            // MZ-END-1
};

// Handed to the property game's functions: they see the base Ctx, our hooks
// cast back to reach the zombie extras.
struct MzCtx : mono::Ctx {
  MzTable& z;
  const MzRules& zr;
  MzCtx(MzTable& zt, const MzRules& rr, Rng& rng, EventSink* ev)
      : mono::Ctx{zt.t, rr.mono, rng, ev}, z(zt), zr(rr) {}
};
inline MzCtx& mzc(mono::Ctx& c) { return static_cast<MzCtx&>(c); }

// Action kinds after the property game's own.
enum MzAction : int32_t {
  kZRoll = mono::kNumActionKinds,  // a = direction when chosen before rolling (0 cw, 1 ccw)
  kZDir,                           // a = 0 clockwise, 1 counter-clockwise
  kAPick,                          // a, b = dice indices, c = direction
  kAAgain,                         // roll again after a chosen double
  kAStop,                          // end the turn
  kBuyGuard,                       // MZ-BG-1
  kNumMzActions
};

// Event kinds after the property game's own.
enum MzEvent : int16_t {
  zConvert = mono::eNumEventKinds,  // v0 cause, v1 square
  zImmune,                          // v0 deck of the card used
  zStage,                           // v0 new stage
  zDemolish,                        // v0 square, v1 new level
  zZRoll,                           // v0..2 dice
  zZMove,                           // v0 from, v1 to
  zCure,                            // v0 square
  zWin,                             // v0 kind (1 humans, 2 zombie), v1 seat mask
  zDraw,
  zGuard,   // v0 count
  zTaunt,   // v0 card id
  zBattle,  // v0 attack die, v1 defence die
  zNumEvents
};

// ---- options.cpp
enum Opt {
  oJailSquare,
  oThirdDoubles,
  oJailCard,
  oImmunityChoice,
  oHotelPoints,
  oImproveShelter,
  oDirBefore,
  oBattle,
  oShelterGo,
  oShelterCards,
  oShelterVisiting,
  oShelterTax,
  oShelterTransport,
  oShelterUtility,
  oOutbreakMin,
  oWinOutbreak,
  oZombieTie,
  oBodyguards,
  oGuardPeriod,
  oHospitals,
  oGroups,
  oGroupDice,
  oHomeless,
  oCarryHouse,
  oHomelessInvisible,
  oTurnLimit,
  oTheme,
  oStartCash,
  kNumOpts
};
const std::vector<OptionDef>& option_defs();
const std::vector<PresetDef>& preset_defs();
MzRules rules_from(const RulesConfig& cfg);

// ---- conversion.cpp
bool susceptible(const MzTable& z, int p);
int humans_at(const MzTable& z, int sq);
int zombies_at(const MzTable& z, int sq);
bool infection_ground(const MzTable& z, int sq);
void convert(MzCtx& c, int p, Cause cause, const char* rule);      // after the immunity card check
bool try_convert(MzCtx& c, int p, Cause cause, const char* rule);  // false when the card saved them
void check_square(MzCtx& c, int sq, bool arrival);                 // MZ-CONV-5
void install_hooks(MzRules& r);

// ---- stages.cpp
void begin_outbreak(MzCtx& c);
void maybe_apocalypse(MzCtx& c);  // at a turn boundary
void note_lap(MzCtx& c, int p, int from, int steps);

// ---- zombie_moves.cpp / apocalypse_moves.cpp
int step_to(int from, int steps, int dir);
void zombie_roll(MzCtx& c, int dir_before);
void zombie_move(MzCtx& c, int dir);
void zombie_arrive(MzCtx& c, int p);
void apoc_roll(MzCtx& c);
void apoc_pick(MzCtx& c, int i, int j, int dir);
void human_arrive_apocalypse(MzCtx& c, int p);

// ---- demolition.cpp
void demolish(MzCtx& c, int sq, const char* rule);
void sweep_demolitions(MzCtx& c);

// ---- hospitals.cpp / bodyguards.cpp
bool try_cure(MzCtx& c, int p);
void buy_guard(MzCtx& c, int p);
void guards_on_roll(MzCtx& c, int p);
int guard_price();

// ---- winning.cpp
bool check_win(MzCtx& c);
bool all_zombies(const MzTable& z);

// ---- flow.cpp
void mz_settle(MzCtx& c);
void mz_end_turn(MzCtx& c);
uint32_t mz_actors(const MzTable& z);
mono::Refusal mz_check(const MzTable& z, const MzRules& r, int seat, const Action& a);
void mz_apply(MzCtx& c, int seat, const Action& a);
void mz_legal(const MzTable& z, const MzRules& r, int seat, std::vector<Action>& out);
std::string mz_invariants(const MzTable& z, const MzRules& r);

}  // namespace shamble::mz
