// The rules of Flipped as free functions over the Table, grouped by the file
// that decides them. One header for all areas rather than one per area: the
// areas call each other in a ring (a move reaches night.cpp through a push-back
// death, the night ends the round in final_round.cpp, which starts the next
// day in day_actions.cpp), so a reader finds the whole web of calls here.
// Functions that change the table take a Ctx (table, options, dice, event
// sink); questions take the table read-only (and the options when the answer
// depends on them), so bots, story, stats, the view and tests can ask them.
#pragma once

#include <vector>

#include "framework/action.h"
#include "framework/event.h"
#include "framework/game.h"
#include "framework/rng.h"
#include "framework/status.h"
#include "games/flipped/dice_set.h"
#include "games/flipped/table.h"

namespace shamble::flipped {

// Option indices (options.cpp keeps the OptionDef list in this order).
enum Opt : int {
  kOptDeath,
  kOptEndWithoutMove,
  kOptPartLimit,
  kOptExchange,
  kOptTheme,
  kOptDice,
  kOptLostPart,
  kOptFinalDice,
  kNumOpts
};

// ---- the options, read from the game's config
// A value missing from a short (older) option list reads as the option's
// `absent` value: 0 for the first six options, 1 for issue 13's.
inline int opt(const RulesConfig& cfg, Opt o) {
  return o < static_cast<int>(cfg.values.size()) ? cfg.values[o] : o >= kOptLostPart ? 1 : 0;
}
inline board::Theme theme(const RulesConfig& cfg) {
  return opt(cfg, kOptTheme) ? board::Theme::Classic : board::Theme::Survival;
}
// F-DICE-3: the dice reading chosen by the `dice` option.
inline int dice_reading(const RulesConfig& cfg) {
  const int r = opt(cfg, kOptDice);
  return r >= 0 && r < kNumReadings ? r : kReadingSum7;
}
inline const DiceSet& dice(const RulesConfig& cfg) { return kDiceSets[dice_reading(cfg)]; }
// F-WIN-5: the marker position whose available dice the final attack throws.
inline int final_dice_round(const RulesConfig& cfg) { return opt(cfg, kOptFinalDice) ? kRounds : 0; }
// F-PART-2: parts one character may hold (99 = no limit); option part_limit,
// by default one each with 3-4 characters.
inline int part_limit(const Table& t, const RulesConfig& cfg) {
  const int o = opt(cfg, kOptPartLimit);
  return o == 1 ? 1 : o == 2 ? 99 : t.chars >= 3 ? 1 : 99;
}

// What a rule that changes the table works with. Built per action by
// FlippedState (state.cpp, kinds.cpp); a test may build one over a bare Table.
struct Ctx {
  Table& t;
  const RulesConfig& cfg;
  Rng& rng;
  EventSink* ev;
};

// ---- day_actions.cpp: turn flow, the move/part/exchange/end actions (F-DAY-*, F-SWAP-*)
void legal_day(const Table& t, const RulesConfig& cfg, std::vector<Action>& out);
Status check_action_left(const Table& t, const RulesConfig& cfg, const Action& a);
Status check_move(const Table& t, const RulesConfig& cfg, const Action& a);
Status check_buy_part(const Table& t, const RulesConfig& cfg, const Action& a);
Status check_exchange(const Table& t, const RulesConfig& cfg, const Action& a);  // the four exchange kinds
Status check_end_turn(const Table& t, const RulesConfig& cfg, const Action& a);
void do_move(Ctx& cx, const Action& a);
void do_buy_part(Ctx& cx, const Action& a);
void do_exchange(Ctx& cx, const Action& a);
void do_end_turn(Ctx& cx, const Action& a);
void close_exchange(Ctx& cx);
void start_day(Ctx& cx);
void start_turn(Ctx& cx);
void end_turn(Ctx& cx);
void next_turn(Ctx& cx);
void run_penalty(Ctx& cx);
void settle(Ctx& cx);
// The living characters other than `c` on c's square.
uint8_t co_located(const Table& t, int c);
// F-SWAP-1..3: partners the turn's character may exchange with now, and
// whether an exchange item would continue the exchange in progress (costing nothing).
uint8_t exchange_partners(const Table& t, const RulesConfig& cfg);
bool continues_exchange(const Table& t, const Action& a);
bool exchange_can_continue(const Table& t, const RulesConfig& cfg);

// ---- movement.cpp: stepping, reveal flips, push-backs, the tunnel (F-MOVE-*, F-REVEAL-*)
int flip(Ctx& cx);  // one flip die thrown: true = silver
int roll_move(Ctx& cx, int dice_mask);
void step_forward(Ctx& cx, int c, int steps);
void push_back(Ctx& cx, int c, const char* rule);
void arrive(Ctx& cx, int c, bool by_roll);
void reach_jail(Ctx& cx, int c);
Status check_stay(const Table& t, const RulesConfig& cfg, const Action& a);
Status check_no_cost(const Table& t, const RulesConfig& cfg, const Action& a);  // leave, tunnel, no tunnel
int take_choice(Ctx& cx);
void do_stay(Ctx& cx, const Action& a);
void do_leave(Ctx& cx, const Action& a);
void do_tunnel(Ctx& cx, const Action& a);
void do_no_tunnel(Ctx& cx, const Action& a);

// ---- parts.cpp: train and generator parts (F-PART-1..3)
int parts_delivered(const Table& t);
int parts_held(const Table& t, int c);
bool can_buy_part(const Table& t, const RulesConfig& cfg,
                  int c);  // check_part_action without building an error
Status check_part_action(const Table& t, const RulesConfig& cfg, const Action& a);
void do_part_action(Ctx& cx, const Action& a);
void deliver_parts(Ctx& cx, int c);

// ---- night.cpp: night attacks, sharing zombies, health and death (F-NIGHT-*)
// F-NIGHT-1: would be attacked tonight: out in the open means not sheltered
// in a paid safe house and not in Jail (F-JAIL-1). Inline: bots ask it often.
inline bool exposed(const Table& t, int c) {
  if (!t.ch[c].alive() || t.ch[c].pos == kJail) return false;
  return !((t.ch[c].flags & kSheltered) && t.mark[t.ch[c].pos] == kSafe);
}
int living(const Table& t);
void lose_health(Ctx& cx, int c, int n, const char* rule);
void kill(Ctx& cx, int c);
void start_night(Ctx& cx);
void run_night(Ctx& cx);
int roll_zombies(Ctx& cx, uint8_t avail, uint8_t* coloured_mask);
void begin_share(Ctx& cx, uint8_t members, int zombies);
Status check_share(const Table& t, const RulesConfig& cfg, const Action& a);
void do_share(Ctx& cx, const Action& a);
void resolve_fights(Ctx& cx);

// ---- final_round.cpp: round end, the final attack and the outcome (F-ROUND-*, F-WIN-*, F-PART-4)
void end_day(Ctx& cx);
void end_round(Ctx& cx);
void start_final(Ctx& cx);
void finish_attack(Ctx& cx);
// `detail`: the fallen character (Death) or the lost part (PartLost), for the log.
void game_over(Ctx& cx, Result r, int detail = -1);
// F-PART-4: a part still waiting on a square that is now infested can never
// be bought, so the team can no longer escape; -1 when there is none.
int lost_part(const Table& t);
bool check_lost_part(Ctx& cx);  // announces it; true if that ended the game

}  // namespace shamble::flipped
