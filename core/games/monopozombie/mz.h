// MonopoZombie internals: the classic table (stage 1 IS the property game, so
// its rules functions run it) plus the zombie extras, the rules derived from
// the options, and the rules areas as free functions (one file each).
#pragma once

#include <array>
#include <cstdint>
#include <cstdlib>
#include <vector>

#include "framework/rules_config.h"
#include "framework/serial_context.h"
#include "games/monopoly/rules.h"
#include "games/monopoly/trade_menu.h"
#include "games/monopozombie/view.h"

namespace shamble::mz {

using mono::kSquares;
constexpr int kMaxPlayers = mono::kMaxPlayers;

// Stage, Cause, MzAction and MzEvent live in view.h (the public header).

// MonopoZombie's own sub-phases of the turn player; kMzNone hands control to
// the property game's phases.
enum MzPhase : uint8_t {
  kMzNone,
  kMzRoll,       // zombie (any stage) or apocalypse human: roll
  kMzDirection,  // zombie: pick the direction of the rolled 2D4
  kMzKeepDice,   // apocalypse human: pick two of three dice and a direction
  kMzRollAgain,  // apocalypse human chose a double: roll again or stop
  kMzOver,
  kMzGroupAssign,   // MZ-GROUP-3: the group's mover proposes two dice and a direction per member
  kMzGroupAnswer,   // MZ-GROUP-3: the other members accept or decline the proposal
  kMzGroupOwnDice,  // MZ-GROUP-4: declined: every member keeps two of their own three dice
  kMzHomelessMove,  // MZ-HOME-3: a homeless human rolls one die (or picks one of 2D6 in the apocalypse)
};

// What a conversion waiting for the immunity decision resumes with (MZ-CONV-4).
enum ImmunityResume : int8_t {
  kResumeNone,
  kResumePoints,
  kResumeRoll,
  kResumeJail,
  kResumeSelf,
  kResumeUtility
};

enum ZombieTie : uint8_t { kTieRecentTurned, kTieLongestTurned, kTieFirstArrival, kTieRecentArrival };

struct MzPlayer {
  bool zombie = false;
  bool lapped = false;        // has arrived at or passed the start square once
  int32_t turned_seq = 0;     // order of conversion (0 = never)
  int32_t visit_seq = 0;      // order of arrival on just visiting (0 = not there)
  int16_t guards = 0;         // bodyguards active now (int16: no cap unless bodyguard_cap sets one)
  int16_t guards_bought = 0;  // bought for the coming roll
  int16_t circuit = 0;        // clockwise steps since the outbreak began
  int8_t last_pos = 0;
  // MZ-GROUP-*: apocalypse groups
  bool in_group = false;
  bool moved_solo = false;             // took an independent move this turn (counts down `cooldown`)
  int32_t group_seq = 0;               // order of joining (the newest member moves the group)
  int8_t group_moves = 0;              // group moves made in this membership (at most three)
  int8_t cooldown = 0;                 // independent turns still owed before joining again
  std::array<int8_t, 3> group_dice{};  // this member's own 3D6 of the group roll
  int8_t plan_die_a = -1, plan_die_b = -1,
         plan_dir = 0;     // assigned dice (indices into the group pool) and direction
  int8_t plan_answer = 0;  // 0 waiting, 1 accepted / picked, 2 declined
  // MZ-HOME-*: homelessness
  bool homeless = false;      // bankrupt but still in (MZ-HOME-1)
  bool was_homeless = false;  // has been homeless once (MZ-HOME-5)
  int8_t squat_owner = -1;    // MZ-HOME-4: squatting on this seat's lot; moves before its next roll
  bool waiting = false;       // MZ-HOME-4: on a non-property square until someone lands on or passes it
  bool due = false;           // MZ-HOME-4: a homeless move is owed now
  bool carrying = false;      // MZ-CARRY-1: carries a house from their own multi-house lot
  bool carry_ask = false;     // MZ-CARRY-1: may pick a house up from the lot they stopped on
  std::array<int8_t, 2> homeless_roll{};  // MZ-HOME-3: the last homeless roll
  // MZ-CONV-4 with immunity_by_choice: a conversion waits for the card holder's decision.
  int8_t immunity_resume = 0;  // 0 none, else ImmunityResume
  int8_t imm_cause = 0;
  int8_t imm_arg = 0;
  bool apoc_homeless = false;  // MZ-HOME-9: homeless when the apocalypse began (saved from rules version 4)
  // Saved under the fields' first, short names (gdice, ga, gb, gdir, gans): saves keep them.
  template <class A>
  void serialize(A& ar) {
    ar(CEREAL_NVP(zombie), CEREAL_NVP(lapped), CEREAL_NVP(turned_seq), CEREAL_NVP(visit_seq));
    if (loading_rules_version(4) >= 4) {
      ar(CEREAL_NVP(guards), CEREAL_NVP(guards_bought));
    } else {  // before rules version 4 the counts were one byte each (binary saves keep that layout)
      auto g = static_cast<int8_t>(guards), gb = static_cast<int8_t>(guards_bought);
      ar(cereal::make_nvp("guards", g), cereal::make_nvp("guards_bought", gb));
      guards = g, guards_bought = gb;
    }
    ar(CEREAL_NVP(circuit), CEREAL_NVP(last_pos), CEREAL_NVP(in_group), CEREAL_NVP(moved_solo),
       CEREAL_NVP(group_seq), CEREAL_NVP(group_moves), CEREAL_NVP(cooldown),
       cereal::make_nvp("gdice", group_dice), cereal::make_nvp("ga", plan_die_a),
       cereal::make_nvp("gb", plan_die_b), cereal::make_nvp("gdir", plan_dir),
       cereal::make_nvp("gans", plan_answer), CEREAL_NVP(homeless), CEREAL_NVP(was_homeless),
       CEREAL_NVP(squat_owner), CEREAL_NVP(waiting), CEREAL_NVP(due), CEREAL_NVP(carrying),
       CEREAL_NVP(carry_ask), cereal::make_nvp("hdice", homeless_roll),
       cereal::make_nvp("imm_kind", immunity_resume), CEREAL_NVP(imm_cause), CEREAL_NVP(imm_arg));
    if (loading_rules_version(4) >= 4) ar(CEREAL_NVP(apoc_homeless));
  }
};

struct MzTable;
void rederive_seat_masks(MzTable& z);  // MzTable::asking and homeless_seats from the seats (flow.cpp)

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
  EndKind end_kind = kEndNone;
  uint16_t group_moving = 0;    // MZ-GROUP-3: members of the group moving now
  int8_t proposer = -1;         // MZ-GROUP-3: the member proposing the sharing now
  uint16_t proposed = 0;        // MZ-GROUP-3: members who have proposed this group turn (once each)
  int8_t homeless_moving = -1;  // MZ-HOME-4: the homeless player moving now (phase kMzHomelessMove)
  // MZ-END-2 (saved from rules version 4): apocalypse turns since the game last moved towards an end,
  // and the fewest humans seen in the apocalypse so far.
  int32_t stall_turns = 0;
  int8_t fewest_humans = kMaxPlayers + 1;
  // MZ-STAGE-2 (saved from rules version 5): conversions since the game began (a cured
  // player turning again counts again), for the 2-3 player threshold.
  int16_t conversions = 0;
  // MZ-FORT-1: fortified lots (one bit per square). Saved only while the
  // fortified_houses option is on (MzState::serialize), so saves without the
  // option keep their layout.
  uint64_t fortified = 0;
  // Seats with a question open (pl[p].immunity_resume or pl[p].carry_ask, one
  // bit each). Derived and not saved, like the property game's masks: every
  // change of either field goes through note_asks, a load rederives it, and
  // mz_invariants checks it. Settling, the actors and the legal list ask
  // "is anyone being asked?" several times per action; the answer is nearly
  // always no, and this makes it one load instead of a walk over the seats.
  uint16_t asking = 0;
  // Seats whose pl[p].homeless is set, one bit each: derived like `asking`
  // (every change goes through set_homeless, a load rederives it,
  // mz_invariants checks it). Settling walks the homeless after every action
  // (MZ-HOME-4, MZ-HOME-6); most games have none for most of their length.
  uint16_t homeless_seats = 0;
  // Saved under the fields' first, short names (gmask, gprop, gproposed): saves keep them.
  template <class A>
  void serialize(A& ar) {
    ar(CEREAL_NVP(t), CEREAL_NVP(stage), CEREAL_NVP(phase), CEREAL_NVP(pl), CEREAL_NVP(dice),
       CEREAL_NVP(ndice), CEREAL_NVP(seq), CEREAL_NVP(outbreak_turns), CEREAL_NVP(turn_seen),
       cereal::make_nvp("capitalism_start", stage_start[0]),
       cereal::make_nvp("outbreak_start", stage_start[1]),
       cereal::make_nvp("apocalypse_start", stage_start[2]), CEREAL_NVP(demo_zombie), CEREAL_NVP(demo_humans),
       CEREAL_NVP(infected), CEREAL_NVP(sheltered), CEREAL_NVP(winner), CEREAL_NVP(human_winners),
       CEREAL_NVP(draw), CEREAL_NVP(end_kind), cereal::make_nvp("gmask", group_moving),
       cereal::make_nvp("gprop", proposer), cereal::make_nvp("gproposed", proposed),
       cereal::make_nvp("hmover", homeless_moving));
    if (loading_rules_version(4) >= 4) ar(CEREAL_NVP(stall_turns), CEREAL_NVP(fewest_humans));
    if (loading_rules_version(5) >= 5) ar(CEREAL_NVP(conversions));
    if constexpr (A::is_loading::value) rederive_seat_masks(*this);
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
  bool dice_battle = false;                  // MZ-BATTLE-1
  bool battle_every = true;  // MZ-CONV-10: every meeting is fought, not only overruns on arrival
  bool shelter_go = false, shelter_cards = false, shelter_visiting = false, shelter_tax = false;
  bool shelter_transport = false, shelter_utility = false;
  bool infra_full = false;            // MZ-CONV-11: those two are full shelters instead of one implied house
  int outbreak_min_rounds = 1;        // MZ-STAGE-3
  bool win_from_outbreak = false;     // MZ-WIN-1
  int zombie_tie = kTieRecentTurned;  // MZ-WIN-3
  bool bodyguards = true;             // MZ-BG-1
  bool guards_per_turn = false;       // 2018-05: paid per turn instead of per roll
  bool hospitals = true;              // MZ-HOSP-1
  bool groups = true;                 // MZ-GROUP-1
  bool groups_pooled = false;         // MZ-GROUP-6 (2018-05)
  bool homeless = true;               // MZ-HOME-1
  bool carry_house = false;           // MZ-CARRY-1
  bool homeless_invisible = false;    // MZ-HOME-8
  bool immunity_by_choice = false;    // MZ-CONV-4
  int turn_limit = 3000;              // MZ-END-1
  int guard_period = 2;               // MZ-BG-1: 0 per roll, 1 per turn (adds on re-rolls), 2 per round
  int guard_cap = 0;                  // MZ-BG-2: most bodyguards per purchase window, 0 = no cap
  bool first_lap_apocalypse = false;  // MZ-CONV-12: first-lap immunity lasts into the apocalypse (2018)
  bool group_sync = true;             // MZ-GROUP-6
  int group_rest = 2;                 // MZ-GROUP-5: independent turns before joining again
  bool homeless_ever = true;          // MZ-HOME-5 (false: MZ-HOME-9, the 2018 reading)
  bool homeless_either_way = false;   // MZ-HOME-7: apocalypse homeless may pick a direction
  int stalemate_rounds = 50;          // MZ-END-2: 0 = never
  bool fortified_houses = false;      // MZ-FORT-1
  // Rules version 5 (rules as written, round two); each option's `absent` is the older behaviour.
  bool rescue_at_once = true;     // MZ-HOME-6: money from a move's salary rescues before its landing
  bool count_conversions = true;  // MZ-STAGE-2: 2-3 players count conversions, not zombies on the board
  bool bare_ground_converts =
      false;                       // MZ-CONV-13 (2018-05): a human stopping on a bare infection ground turns
  bool card_on_giving_up = false;  // MZ-APOC-4: a release card is spent on a chosen double one too
  bool join_roll_again = true;     // MZ-APOC-3: joining a group keeps a chosen double's roll-again
  bool apocalypse_cards = true;    // MZ-APOC-5: cards other than teleports apply in the apocalypse
};

// Marks the contexts MonopoZombie builds (mono::Ctx::derived).
inline constexpr mono::CtxTag kMzCtxTag{"monopozombie"};

// Handed to the property game's functions: they see the base Ctx (its
// `derived` marked kMzCtxTag); our hooks get back to the zombie extras with mzc().
struct MzCtx : mono::Ctx {
  MzTable& z;
  const MzRules& zr;
  // MZ-CONV-8: each seat's square before the action being applied (-1: not a
  // human then), for mz_settle to check the squares humans left.
  const std::array<int8_t, kMaxPlayers>* from = nullptr;
  MzCtx(MzTable& zt, const MzRules& rr, Rng& rng, EventSink* ev)
      : mono::Ctx{zt.t, rr.mono, rng, ev, &kMzCtxTag}, z(zt), zr(rr) {}
};
// Checked: the hooks are only installed by MonopoZombie's rules, which only
// ever hand the property game an MzCtx; anything else is a programming error.
inline MzCtx& mzc(mono::Ctx& c) {
  if (c.derived != &kMzCtxTag) std::abort();
  return static_cast<MzCtx&>(c);  // checked: the tag above
}

// ---- options.cpp
enum Opt {
  kOptJailSquare,
  kOptThirdDoubles,
  kOptJailCard,
  kOptImmunityChoice,
  kOptHotelPoints,
  kOptImproveShelter,
  kOptDirBefore,
  kOptBattle,
  kOptShelterGo,
  kOptShelterCards,
  kOptShelterVisiting,
  kOptShelterTax,
  kOptShelterTransport,
  kOptShelterUtility,
  kOptOutbreakMin,
  kOptWinOutbreak,
  kOptZombieTie,
  kOptBodyguards,
  kOptGuardPeriod,
  kOptHospitals,
  kOptGroups,
  kOptGroupDice,
  kOptHomeless,
  kOptCarryHouse,
  kOptHomelessInvisible,
  kOptTurnLimit,
  kOptTheme,
  kOptStartCash,
  kOptBattleScope,   // MZ-CONV-10
  kOptInfraShelter,  // MZ-CONV-11
  kOptGuardCap,
  kOptFirstLapApoc,
  kOptGroupSync,
  kOptGroupRest,
  kOptHomelessSkills,
  kOptHomelessDir,
  kOptStalemate,
  kOptFortified,       // MZ-FORT-1
  kOptHomelessRescue,  // MZ-HOME-6
  kOptSmallThreshold,  // MZ-STAGE-2
  kOptBareGround,      // MZ-CONV-13
  kOptCardGivingUp,    // MZ-APOC-4
  kOptJoinRollAgain,   // MZ-APOC-3
  kOptApocCards,       // MZ-APOC-5
  kOptDrawAtRandom,    // M-CARD-1 (play by link)
  kNumOpts
};
const std::vector<OptionDef>& option_defs();
const std::vector<PresetDef>& preset_defs();
MzRules rules_from(const RulesConfig& cfg);

// ---- conversion.cpp
bool susceptible(const MzTable& z, const MzRules& r, int p);
int humans_at(const MzTable& z, int sq);
int zombies_at(const MzTable& z, int sq);
bool infection_ground(const MzTable& z, int sq);
void convert(MzCtx& c, int p, Cause cause, const char* rule);  // after the immunity card check
// False when the card saved them, or when the holder must first decide (immunity_by_choice: the
// conversion waits in pl[p].immunity_resume and `kind` says how the turn resumes).
bool try_convert(MzCtx& c, int p, Cause cause, const char* rule, ImmunityResume kind = kResumePoints,
                 int arg = 0);
bool has_card(const MzTable& z, int p);
// Seats whose conversion waits for their card decision. Inline: asked
// several times per action (actors, checks, settling).
inline uint16_t imm_pending(const MzTable& z) {
  uint16_t m = 0;
  for (int p = 0; p < z.t.n; ++p)
    if (z.pl[p].immunity_resume) m |= 1u << p;
  return m;
}
void resolve_immunity(MzCtx& c, int p, bool use);  // immunity.cpp
const char* cause_rule(int cause);
void check_square(MzCtx& c, int sq, CheckWhen when);  // MZ-CONV-5, acting on points_at()
// MZ-CONV-8: humans left behind on the squares humans left during an action
// (`from`: each seat's square before it, -1 for zombies and the bankrupt).
void check_departures(MzCtx& c, const std::array<int8_t, kMaxPlayers>& from);
void install_hooks(MzRules& r);

// ---- points.cpp: MZ-CONV-5/7 on one square, read-only. The conversion check,
// the bots and the board view's square card all read this one answer.
struct SquarePoints {
  // Why the square never converts by points: the stage (capitalism), a
  // shelter square (MZ-CONV-7: the rest square, or an option), or a built
  // infection ground under improvements_always_shelter.
  enum Safe : uint8_t { kNotSafe, kSafeStage, kSafeShelter, kSafeBuilt };
  Safe safe = kNotSafe;
  bool jail_square = false;  // MZ-CONV-3: a susceptible human stopping here turns, whatever the points
  int zombies = 0;           // attack: zombies standing here
  int ground = 0;            // attack: 1 on an infection ground
  int humans = 0;            // defence: humans counted (the unseen of MZ-HOME-8 are not)
  int guards = 0;            // defence: their active bodyguards
  int houses = 0;            // buildings (a hotel is `hotel` instead)
  bool hotel = false;
  int improvements =
      0;            // defence: houses, or the hotel's points (hotel_immunity), plus `implied` and `fortified`
  int implied = 0;  // MZ-CONV-11: a transport's or utility's implied house (shelter options)
  int fortified = 0;    // MZ-FORT-1: 1 on a fortified built lot (counted in `improvements`)
  int unseen = 0;       // MZ-HOME-8: humans here neither counted nor turned
  int susceptible = 0;  // counted humans who can turn (MZ-CONV-1: past their first lap)
  int attack = 0, defence = 0;
  bool overrun = false;   // attack > 0, attack >= defence and the square is not safe
  bool converts = false;  // overrun and someone here can turn: the check turns them
  bool bare =
      false;  // MZ-CONV-13 (bare_ground_converts): a bare infection ground turns humans whatever the points
  // The dice battle option (MZ-BATTLE-1) decides instead of the points: by default
  // (MZ-CONV-10) whenever attack meets a human who can turn, else only arrivals that overrun.
  bool fight = false;
};
// `add_humans` / `add_zombies` count arrivals that have not happened yet (for
// "what if I stop here"); added humans count as susceptible.
SquarePoints points_at(const MzTable& z, const MzRules& r, int sq, int add_humans = 0, int add_zombies = 0);
bool unseen(const MzTable& z, const MzRules& r, int p, int sq);  // MZ-HOME-8

// ---- stages.cpp
void begin_outbreak(MzCtx& c);
void maybe_apocalypse(MzCtx& c);  // at a turn boundary
void note_lap(MzCtx& c, int p, int from, int steps);
void note_apoc_lap(MzCtx& c, int p, int from, int steps, int dir);  // MZ-CONV-12

// ---- zombie_moves.cpp / apocalypse_moves.cpp
int step_to(int from, int steps, int dir);
void zombie_roll(MzCtx& c, int dir_before);
void zombie_move(MzCtx& c, int dir);
// How a zombie came to stand where it is (MZ-HOSP-3, MZ-CONV-9).
enum ArriveHow : uint8_t {
  kArriveMove,     // a zombie's own move
  kArriveTurned,   // turned on this move (snake eyes, giving up): never cured by the same move
  kArriveInPlace,  // turned where it stood (jail): no cure, and no card (the one drawn was the jail card)
};
void zombie_arrive(MzCtx& c, int p, ArriveHow how = kArriveMove);
void apoc_roll(MzCtx& c);
void apoc_pick(MzCtx& c, int i, int j, int dir);
void human_arrive_apocalypse(MzCtx& c, int p);
bool give_up(MzCtx& c, int p);  // MZ-APOC-4: a chosen double one; true when p turned

// ---- groups.cpp
bool group_turn(MzCtx& c, int p);  // at the start of a group member's turn: true when it was handled
void group_roll(MzCtx& c);
void group_assign(MzCtx& c, int i, int j, int dir);
void group_answer(MzCtx& c, int p, bool accept);
void group_counter(MzCtx& c, int p);  // MZ-GROUP-3: p declines and proposes instead
void group_own(MzCtx& c, int p, int i, int j, int dir);
void form_groups(MzCtx& c, uint16_t moved);  // after normal movement of `moved`
void check_groups(MzCtx& c);                 // members apart or out leave their group
int group_next_member(const MzTable& z);     // member the mover assigns to next, or -1
uint32_t group_actors(const MzTable& z);
int group_size_at(const MzTable& z, int sq);
void group_options(const MzTable& z, int seat, ActionList& out);
int group_pool_die(const MzTable& z, int idx);

// ---- homeless.cpp
// Homeless and still in. Inline: settling asks it of every seat after every action.
inline bool homeless_live(const MzTable& z, int p) {
  return z.pl[p].homeless && !z.pl[p].zombie && !z.t.players[p].bankrupt;
}
void check_bankrupt(MzCtx& c);  // MZ-HOME-1: the bankrupt stay in as homeless
bool homeless_due(MzCtx& c);    // MZ-HOME-4: a homeless move owed before this turn
void homeless_roll(MzCtx& c, int p, int which);
void homeless_apocalypse_roll(MzCtx& c, int p);  // MZ-HOME-7: 2D6 now, then move by one of them
void homeless_passed(MzCtx& c, int mover, int from, int steps, int dir);
void homeless_restore(MzCtx& c, int p);
bool homeless_land(MzCtx& c, int p);
void homeless_auction(MzCtx& c, int p,
                      int sq);          // MZ-HOME-2: an unowned deed reached outside its mover's turn
void note_square(MzCtx& c, int p);      // MZ-HOME-4/8: squat on a lot, or wait to be passed
void become_homeless(MzCtx& c, int p);  // property-game arrivals of the homeless (on_land hook)
int homeless_mover(const MzTable& z);

// ---- carry.cpp (MZ-CARRY-1)
void carry_claim(MzCtx& c, int p);  // on stopping, before the points: a carried house claims bare zombie land
void carry_offer(MzCtx& c, int p);  // on stopping, after the points: may pick a house up
void carry_answer(MzCtx& c, int p, bool take);
bool can_pick_up(const MzTable& z, const MzRules& r, int p);
// Seats asked whether to pick a house up. Inline, as imm_pending.
inline uint16_t carry_pending(const MzTable& z) {
  uint16_t m = 0;
  for (int p = 0; p < z.t.n; ++p)
    if (z.pl[p].carry_ask) m |= 1u << p;
  return m;
}
// Whether any seat is asked either question (imm_pending or carry_pending).
inline bool asks_pending(const MzTable& z) { return z.asking != 0; }
// Seat p's bit of MzTable::asking, after a change of its immunity_resume or carry_ask.
inline void note_asks(MzTable& z, int p) {
  const auto bit = static_cast<uint16_t>(1u << p);
  const bool asked = z.pl[p].immunity_resume != 0 || z.pl[p].carry_ask;
  z.asking = static_cast<uint16_t>(asked ? z.asking | bit : z.asking & ~bit);
}

// Seat p's homeless flag, with its bit of MzTable::homeless_seats.
inline void set_homeless(MzTable& z, int p, bool on) {
  z.pl[p].homeless = on;
  const auto bit = static_cast<uint16_t>(1u << p);
  z.homeless_seats = static_cast<uint16_t>(on ? z.homeless_seats | bit : z.homeless_seats & ~bit);
}

// ---- fortify.cpp (MZ-FORT-1, option fortified_houses)
mono::Refusal can_fortify(const MzTable& z, const MzRules& r, int seat, int sq);
void fortify(MzCtx& c, int seat, int sq);
void fortify_options(const MzTable& z, const MzRules& r, int seat, ActionList& out);
// mz_legal's list for the trade actor of the property game, as the trade menu
// followed by `tail` (a bodyguard, fortifications); false where the list is
// something else. MzState counts and picks from it without writing the list.
bool mz_trade_menu(const MzTable& z, const MzRules& r, int seat, mono::TradeMenu& m, ActionList& tail);
void drop_bare_fortifications(MzTable& z);  // a lot without a building keeps no fortification

// ---- demolition.cpp
void demolish(MzCtx& c, int sq, const char* rule, DemoWhy why);
// MZ-HOME-5/8: a human who squats in a zombie house without a trace (demolition.cpp).
bool skilled_squatter(const MzCtx& c, int p);
void sweep_demolitions(MzCtx& c);

// ---- hospitals.cpp / bodyguards.cpp
bool try_cure(MzCtx& c, int p);
void cure_on_arrival(MzCtx& c, int sq);  // MZ-HOSP-2: a human reaching zombies on a hospital
void buy_guard(MzCtx& c, int p);
void guards_on_roll(MzCtx& c, int p);
int guard_price();
constexpr int kMaxGuards = 30000;  // int16 storage only: far beyond any cash a player can hold
bool guard_window_open(const MzTable& z, const MzRules& r, int seat);  // MZ-BG-1/2
bool can_hire_guard(const MzTable& z, const MzRules& r, int seat);  // MZ-BG-1: the window, a human, the price

// ---- winning.cpp
bool check_win(MzCtx& c);
bool all_zombies(const MzTable& z);
void note_stall(MzCtx& c, int turns);  // MZ-END-2, at a turn boundary

// ---- flow.cpp
void mz_settle(MzCtx& c);
void mz_end_turn(MzCtx& c);
uint32_t mz_actors(const MzTable& z);
mono::Refusal mz_check(const MzTable& z, const MzRules& r, int seat, const Action& a);
// The zombie layer's own choices for `seat` now (its phases and pending
// decisions), written per phase for the bots; an own kind's check asks it.
void own_actions(const MzTable& z, const MzRules& r, int seat, ActionList& out);
void mz_apply(MzCtx& c, int seat, const Action& a);
void mz_legal(const MzTable& z, const MzRules& r, int seat, ActionList& out);
// The turn player's own property-game turn (before the roll, buying, after
// it) as the bots read it: mz_legal's list without the kinds commerce_kind
// leaves out (sales, mortgages, lifts, trade openings; builds while buying),
// in the same order, for less than the whole list costs. False where
// mz_legal's list is another shape (another phase or seat, a question open, a
// zombie, the Apocalypse, an open rent claim). mz_invariants compares it with
// the filtered list.
bool mz_commerce_moves(const MzTable& z, const MzRules& r, int seat, ActionList& out);
bool commerce_kind(const MzTable& z, int kind);
// MZ-CAP-2: an out-of-turn property-game action (trade, deed management) a
// human who is not acting may take now.
bool mz_bystander_action(const MzTable& z, int seat, const Action& a);
std::string mz_invariants(const MzTable& z, const MzRules& r);

}  // namespace shamble::mz
