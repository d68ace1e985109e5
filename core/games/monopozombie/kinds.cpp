// Every action kind MonopoZombie adds to the property game's, one block per
// kind: its check (the rule id in the refusal), its change, the label people
// read and what its choice adds (target, cost, dice, where a token lands). The
// rules areas hold the detailed checks and changes; a block names them. Most
// own kinds are legal exactly when the zombie layer's phase offers them
// (own_actions in flow.cpp, the per-phase list the bots read), so their check
// asks that list and gives the kind's own refusal. The table at the end is
// what mz_check, mz_apply, action_label, the codes and the view's choices read.
#include "games/monopozombie/kinds.h"

#include <algorithm>
#include <array>

#include "framework/kind_table.h"
#include "games/monopoly/text.h"
#include "games/monopozombie/text.h"

namespace shamble::mz {

DiceRoll move_roll_dice(const MzTable& z, int p) {
  if (z.pl[p].zombie) return {2, 4};  // MZ-ZOMB-1
  if (z.pl[p].in_group) {             // MZ-GROUP-3: 3D6 per member rolling with the group (group_roll)
    int n = 0;
    for (int q = 0; q < z.t.n; ++q)
      n += z.pl[q].in_group && !z.pl[q].zombie && !z.t.players[q].bankrupt &&
           z.t.players[q].pos == z.t.players[p].pos;
    return {3 * std::max(1, n), 6};
  }
  if (z.pl[p].homeless) return {2, 6};  // MZ-HOME-7
  return {3, 6};                        // MZ-APOC-2
}

namespace {

using Names = std::vector<std::string>;

std::string name_of(const Names& names, int p) {
  return p >= 0 && p < static_cast<int>(names.size()) ? names[p] : "someone";
}
const char* dir_word(int d) { return d ? "counter-clockwise" : "clockwise"; }
bool dice_ok(const Action& a) { return a.a >= 0 && a.a < 3 && a.b >= 0 && a.b < 3; }
int pos(const MzTable& z, int p) { return z.t.players[p].pos; }

// The kinds legal exactly when the phase offers them: refused with the
// kind's own rule otherwise.
mono::Refusal offered(const MzTable& z, const MzRules& r, int seat, const Action& a, const char* rule,
                      const char* why) {
  ActionList now;
  own_actions(z, r, seat, now);
  if (std::find(now.begin(), now.end(), a) == now.end()) return mono::refuse(rule, why);
  return {};
}
// A move of the zombie layer's turn (MZ-ZOMB-1: that turn follows its rules).
mono::Refusal check_move(const MzTable& z, const MzRules& r, int seat, const Action& a) {
  return offered(z, r, seat, a, "MZ-ZOMB-1", "that move is not open now");
}
// Choices that add nothing to the framework's shape (a button in the centre).
void plain_choice(mono::Choice&, const MzTable&, int) {}

// ---- roll: a zombie's 2D4 (a = direction when chosen before rolling, MZ-ZOMB-1), an
// apocalypse human's 3D6 (MZ-APOC-2), a group's 3D6 per member (MZ-GROUP-3), a homeless 2D6 (MZ-HOME-7)
void apply_move_roll(MzCtx& c, int seat, const Action& a) {
  if (c.z.pl[seat].zombie)
    zombie_roll(c, a.a);
  else if (c.z.pl[seat].in_group)
    group_roll(c);
  else if (c.z.pl[seat].homeless)
    homeless_apocalypse_roll(c, seat);
  else
    apoc_roll(c);
}
std::string label_move_roll(const MzTable& z, const MzRules& r, const Names&, const Action& a) {
  return r.direction_before && z.pl[z.t.turn].zombie ? std::string("Roll, heading ") + dir_word(a.a) : "Roll";
}
void choice_move_roll(mono::Choice& c, const MzTable& z, int seat) {
  c.mover = seat;
  c.dice = move_roll_dice(z, seat);
}

// ---- a zombie picks the direction of its rolled 2D4 (MZ-ZOMB-1; zombie_moves.cpp)
void apply_direction(MzCtx& c, int, const Action& a) { zombie_move(c, a.a); }
std::string label_direction(const MzTable&, const MzRules&, const Names&, const Action& a) {
  return std::string("Shamble ") + dir_word(a.a);
}
void choice_direction(mono::Choice& c, const MzTable& z, int seat) {
  c.mover = seat;
  c.lands = step_to(pos(z, seat), z.dice[0] + z.dice[1], c.action.a);
  c.brief = c.action.a ? "Counter-clockwise" : "Clockwise";
}

// ---- an apocalypse human keeps dice a and b of 3D6 and goes direction c (MZ-APOC-2; apocalypse_moves.cpp)
void apply_keep_dice(MzCtx& c, int, const Action& a) { apoc_pick(c, a.a, a.b, a.c); }
std::string label_keep_dice(const MzTable& z, const MzRules&, const Names&, const Action& a) {
  if (!dice_ok(a)) return "Keep two dice";
  return "Keep " + std::to_string(z.dice[a.a]) + " and " + std::to_string(z.dice[a.b]) + ", go " +
         dir_word(a.c);
}
void choice_keep_dice(mono::Choice& c, const MzTable& z, int seat) {
  const Action& a = c.action;
  if (!dice_ok(a)) return;
  c.mover = seat;
  c.lands = step_to(pos(z, seat), z.dice[a.a] + z.dice[a.b], a.c);
  c.brief = std::to_string(z.dice[a.a]) + "+" + std::to_string(z.dice[a.b]) + (a.c ? " ccw" : " cw");
}

// ---- after a kept double: roll again (MZ-APOC-3) or stay put
void apply_roll_again(MzCtx& c, int, const Action&) {
  c.z.phase = kMzNone;
  c.t.must_roll = true;
  ++c.t.doubles;
}
std::string label_roll_again(const MzTable&, const MzRules&, const Names&, const Action&) {
  return "Roll again";
}
void choice_roll_again(mono::Choice& c, const MzTable& z, int seat) {
  c.mover = seat;
  c.dice = move_roll_dice(z, seat);  // MZ-APOC-3: after joining a group, the group's roll
}
void apply_stop(MzCtx& c, int, const Action&) {
  c.z.phase = kMzNone;
  c.t.must_roll = false;
}
std::string label_stop(const MzTable&, const MzRules&, const Names&, const Action&) { return "Stay put"; }

// ---- hire a bodyguard before the roll (MZ-BG-1; bodyguards.cpp)
mono::Refusal check_guard(const MzTable& z, const MzRules& r, int seat, const Action&) {
  if (!can_hire_guard(z, r, seat))
    return mono::refuse("MZ-BG-1", "bodyguards are hired in the outbreak, before the turn's roll, for $100");
  return {};
}
void apply_guard(MzCtx& c, int seat, const Action&) { buy_guard(c, seat); }
std::string label_guard(const MzTable&, const MzRules&, const Names&, const Action&) {
  return "Hire a bodyguard ($100)";
}
void choice_guard(mono::Choice& c, const MzTable&, int) { c.cost = guard_price(); }

// ---- spend the release card and stay human, or keep it and turn (MZ-CONV-4 by choice; immunity.cpp)
mono::Refusal check_immunity(const MzTable& z, const MzRules& r, int seat, const Action& a) {
  return offered(z, r, seat, a, "MZ-CONV-4", "there is no conversion waiting for your decision");
}
void apply_immunity(MzCtx& c, int seat, const Action& a) {
  resolve_immunity(c, seat, a.kind == kUseImmunity);
}
std::string label_use_immunity(const MzTable&, const MzRules&, const Names&, const Action&) {
  return "Spend the release card and stay human";
}
std::string label_decline_immunity(const MzTable&, const MzRules&, const Names&, const Action&) {
  return "Keep the card and turn";
}

// ---- the group's mover gives the next member pool dice a and b and direction c (MZ-GROUP-3; groups.cpp)
bool assign_ok(const Action& a) {
  return a.a >= 0 && a.b >= 0 && a.a < 3 * kMaxPlayers && a.b < 3 * kMaxPlayers;
}
mono::Refusal check_assign(const MzTable& z, const MzRules& r, int seat, const Action& a) {
  return offered(z, r, seat, a, "MZ-GROUP-3",
                 "the group's newest member assigns two unused pool dice per member");
}
void apply_assign(MzCtx& c, int, const Action& a) { group_assign(c, a.a, a.b, a.c); }
std::string label_assign(const MzTable& z, const MzRules&, const Names& names, const Action& a) {
  int m = group_next_member(z);
  if (m < 0 || !assign_ok(a)) return "Assign two dice";
  return "Give " + name_of(names, m) + " " + std::to_string(group_pool_die(z, a.a)) + " and " +
         std::to_string(group_pool_die(z, a.b)) + ", going " + dir_word(a.c);
}
void choice_assign(mono::Choice& c, const MzTable& z, int) {
  const Action& a = c.action;
  int m = group_next_member(z);
  if (m < 0 || !assign_ok(a)) return;
  c.mover = m;  // where that member goes once the group accepts the plan
  c.lands = step_to(pos(z, m), group_pool_die(z, a.a) + group_pool_die(z, a.b), a.c);
}

// ---- accept or decline the group's plan (MZ-GROUP-3; groups.cpp)
mono::Refusal check_answer(const MzTable& z, const MzRules& r, int seat, const Action& a) {
  return offered(z, r, seat, a, "MZ-GROUP-3", "there is no group proposal for you to answer");
}
void apply_answer(MzCtx& c, int seat, const Action& a) { group_answer(c, seat, a.kind == kGroupAccept); }
std::string label_accept(const MzTable&, const MzRules&, const Names&, const Action&) {
  return "Accept the group's plan";
}
std::string label_decline(const MzTable&, const MzRules&, const Names&, const Action&) {
  return "Decline: everyone keeps their own dice";
}

// ---- declined: a member keeps own dice a and b and goes direction c (MZ-GROUP-4; groups.cpp)
mono::Refusal check_own_dice(const MzTable& z, const MzRules& r, int seat, const Action& a) {
  return offered(z, r, seat, a, "MZ-GROUP-4", "you are not choosing from your own dice now");
}
void apply_own_dice(MzCtx& c, int seat, const Action& a) { group_own(c, seat, a.a, a.b, a.c); }
std::string label_own_dice(const MzTable&, const MzRules&, const Names&, const Action& a) {
  return "Keep two of your own dice (" + std::to_string(a.a + 1) + " and " + std::to_string(a.b + 1) +
         "), go " + dir_word(a.c);
}
void choice_own_dice(mono::Choice& c, const MzTable& z, int seat) {
  const Action& a = c.action;
  if (!dice_ok(a)) return;
  c.mover = seat;
  c.lands = step_to(pos(z, seat), z.pl[seat].group_dice[a.a] + z.pl[seat].group_dice[a.b], a.c);
}

// ---- a homeless move: 1D6 now (MZ-HOME-3), or in the apocalypse die a & 1 of the 2D6 rolled,
// direction a >> 1 (MZ-HOME-7); homeless.cpp
mono::Refusal check_homeless(const MzTable& z, const MzRules& r, int seat, const Action& a) {
  return offered(z, r, seat, a, "MZ-HOME-3", "no homeless move of yours is due");
}
void apply_homeless(MzCtx& c, int seat, const Action& a) { homeless_roll(c, seat, a.a); }
std::string label_homeless(const MzTable& z, const MzRules&, const Names&, const Action& a) {
  if (z.stage == kApocalypse && z.homeless_moving >= 0 && a.a >= 0 && a.a < 4)
    return "Move " + std::to_string(z.pl[z.homeless_moving].homeless_roll[a.a & 1]) + " " +
           dir_word(a.a >> 1);
  return "Roll one die and move on";
}
void choice_homeless(mono::Choice& c, const MzTable& z, int seat) {
  const Action& a = c.action;
  c.mover = seat;
  if (z.stage == kApocalypse && z.homeless_moving == seat && a.a >= 0 && a.a < 4 &&
      z.pl[seat].homeless_roll[a.a & 1] > 0)
    c.lands = step_to(pos(z, seat), z.pl[seat].homeless_roll[a.a & 1], a.a >> 1);
  else
    c.dice = {1, 6};  // MZ-HOME-3: 1D6 rolled now (the landing may move the token on)
}

// ---- pick a house up from the lot stopped on, or leave it (MZ-CARRY-1; carry.cpp)
mono::Refusal check_carry(const MzTable& z, const MzRules& r, int seat, const Action& a) {
  return offered(z, r, seat, a, "MZ-CARRY-1", "there is no house here for you to pick up");
}
void apply_carry(MzCtx& c, int seat, const Action& a) { carry_answer(c, seat, a.kind == kCarryTake); }
std::string label_carry_take(const MzTable&, const MzRules&, const Names&, const Action&) {
  return "Pick up a house to carry";
}
std::string label_carry_leave(const MzTable&, const MzRules&, const Names&, const Action&) {
  return "Leave the houses here";
}

// ---- decline the plan and propose another sharing, once per member (MZ-GROUP-3; groups.cpp)
mono::Refusal check_counter(const MzTable& z, const MzRules& r, int seat, const Action& a) {
  return offered(z, r, seat, a, "MZ-GROUP-3",
                 "only a member answering a proposal, who has not proposed yet, may counter");
}
void apply_counter(MzCtx& c, int seat, const Action&) { group_counter(c, seat); }
std::string label_counter(const MzTable&, const MzRules&, const Names&, const Action&) {
  return "Counter: propose your own sharing of the dice";
}

// ---- fortify the built lot a.a, whenever one could build there (MZ-FORT-1; fortify.cpp)
mono::Refusal check_fortify(const MzTable& z, const MzRules& r, int seat, const Action& a) {
  return can_fortify(z, r, seat, a.a);
}
void apply_fortify(MzCtx& c, int seat, const Action& a) { fortify(c, seat, a.a); }
std::string label_fortify(const MzTable&, const MzRules& r, const Names&, const Action& a) {
  if (a.a < 0 || a.a >= kSquares) return "Fortify a lot";
  return "Fortify " + std::string(board::square_name(a.a, r.mono.theme)) + " for $" +
         std::to_string(mono::building_cost(a.a));
}
void choice_fortify(mono::Choice& c, const MzTable&, int) {  // offered on the lot's card, like building
  int sq = c.action.a;
  c.place = mono::Place::Square;
  c.target = Target::of(TargetKind::kSquare, sq >= 0 && sq < kSquares ? sq : -1);
  if (c.square() >= 0) c.cost = mono::building_cost(sq);
}

// clang-format off
constexpr std::array<KindSpec, kNumOwnKinds> kKinds = {{
  // kind             code           args bystander check           apply             label                   choice
  {kMoveRoll,         "z_roll",       1, false, check_move,      apply_move_roll,  label_move_roll,        choice_move_roll},
  {kChooseDirection,  "z_dir",        1, false, check_move,      apply_direction,  label_direction,        choice_direction},
  {kKeepDice,         "pick",         3, false, check_move,      apply_keep_dice,  label_keep_dice,        choice_keep_dice},
  {kRollAgain,        "again",        0, false, check_move,      apply_roll_again, label_roll_again,       choice_roll_again},
  {kStopRolling,      "stop",         0, false, check_move,      apply_stop,       label_stop,             plain_choice},
  {kBuyGuard,         "bodyguard",    0, false, check_guard,     apply_guard,      label_guard,            choice_guard},
  {kUseImmunity,      "immune",       0, false, check_immunity,  apply_immunity,   label_use_immunity,     plain_choice},
  {kDeclineImmunity,  "turn",         0, false, check_immunity,  apply_immunity,   label_decline_immunity, plain_choice},
  {kGroupAssign,      "assign",       3, false, check_assign,    apply_assign,     label_assign,           choice_assign},
  // unique codes: the property game has "accept" and "decline"
  {kGroupAccept,      "accept_plan",  0, false, check_answer,    apply_answer,     label_accept,           plain_choice},
  {kGroupDecline,     "decline_plan", 0, false, check_answer,    apply_answer,     label_decline,          plain_choice},
  {kGroupOwnDice,     "own",          3, false, check_own_dice,  apply_own_dice,   label_own_dice,         choice_own_dice},
  {kHomelessRoll,     "h_move",       1, false, check_homeless,  apply_homeless,   label_homeless,         choice_homeless},
  {kCarryTake,        "pick_up",      0, false, check_carry,     apply_carry,      label_carry_take,       plain_choice},
  {kCarryLeave,       "leave_house",  0, false, check_carry,     apply_carry,      label_carry_leave,      plain_choice},
  {kGroupCounter,     "counter_plan", 0, false, check_counter,   apply_counter,    label_counter,          plain_choice},
  {kFortify,          "fortify",      1, true,  check_fortify,   apply_fortify,    label_fortify,          choice_fortify},
}};
// clang-format on

// framework/kind_table.h checks that entry k is kind k; here entry k is kind
// kFirstOwnKind + k, so it checks each entry's place among the own kinds.
struct Place {
  size_t kind;
};
constexpr std::array<Place, kKinds.size()> places() {
  std::array<Place, kKinds.size()> p{};
  for (size_t k = 0; k < kKinds.size(); ++k) p[k].kind = static_cast<size_t>(kKinds[k].kind - kFirstOwnKind);
  return p;
}
static_assert(kinds_in_order(places()), "every own action kind has its entry, at its own place");

}  // namespace

const KindSpec* kind_spec(int kind) { return kind_entry(kKinds, kind - kFirstOwnKind); }

const std::vector<ActionKindDef>& action_kind_defs() {
  static const std::vector<ActionKindDef> defs = [] {
    auto v = mono::action_kind_defs();  // the property game's codes, then the own kinds'
    for (const ActionKindDef& d : kind_defs(kKinds)) v.push_back(d);
    return v;
  }();
  return defs;
}

}  // namespace shamble::mz
