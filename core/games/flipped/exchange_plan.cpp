// The normal team's exchanges (F-SWAP-1). The scores in normal_bot.cpp see one
// character at a time, so handing things over is decided by team rules, each
// tried only with a teammate the rules allow (the square the last move ended
// on, or any shared square with exchange=same_square):
//   1. cash for a part here: take the shortfall from the richest teammate, then buy;
//   2. a free hand for a part here: give a carried part to a teammate with room, then buy;
//   3. courier: parts still wait and hands are full, so the carrier better placed
//      to pass Jail today takes (or gets) a part, freeing the other's hand;
//   4. cash for shelter: at the end of a turn, a rich character tops up a poor
//      teammate who could not pay for a safe house, from cash the parts do not need.
// Rules 1-3 spend an action only when one is left to use what they enable; rule
// 4 only replaces ending the turn, so it costs nothing.
#include "games/flipped/exchange_plan.h"

#include <algorithm>

namespace shamble::flipped::bots {

namespace {

constexpr int kShelterCash = 200;     // below this a character misses most safe houses
constexpr float kCourierGain = 0.5f;  // how much likelier the courier must pass Jail today

int price_at(int sq) { return board::squares()[sq].price; }

// Chance that a character on `from` passes Jail within `moves` throws today.
float pass_jail(const FlippedState& f, const Tables& t, int from, int moves) {
  if (moves <= 0) return 0;
  return t.reach[f.dice().marker_die(f.round())][std::min(moves, 3)][ahead(from, kJail)];
}

int first_part_of(const FlippedState& f, int c) {
  for (int p = 0; p < kParts; ++p)
    if (f.part_loc(p) == c) return p;
  return -1;
}

}  // namespace

uint8_t exchange_partners(const FlippedState& f, int c) {
  const uint8_t here = co_located(f.table(), c);
  return f.opt(kOptExchange) ? here : static_cast<uint8_t>(f.met_mask() & here);
}

bool plan_exchange(const FlippedState& f, int c, uint8_t partners, const Tables& t, bool ending,
                   Action* out) {
  if (!partners || f.actions_used() >= kMaxActions) return false;
  // F-DAY-2: the last action of a turn without a move must be the move.
  if (!f.has_moved() && f.actions_used() == kMaxActions - 1 && !f.opt(kOptEndWithoutMove)) return false;
  const int left = kMaxActions - f.actions_used();  // including the exchange itself
  const Character& k = f.ch(c);
  const int limit = f.part_limit();
  const int held = f.parts_held(c);
  const int part_here = part_at_square(k.pos);
  const bool buyable_here = part_here >= 0 && f.part_loc(part_here) == kPartAtSource;
  int waiting = 0, need = 0, team_cash = 0;
  for (int p = 0; p < kParts; ++p)
    if (f.part_loc(p) == kPartAtSource) ++waiting, need += price_at(part_square(p));
  for (int o = 0; o < f.chars(); ++o)
    if (f.ch(o).alive()) team_cash += f.ch(o).cash;

  if (buyable_here && left >= 2) {
    const int price = price_at(k.pos);
    // Rule 1: the shortfall from the richest teammate who has it.
    if (held < limit && k.cash < price) {
      int best = -1;
      for (int o = 0; o < f.chars(); ++o)
        if ((partners >> o & 1) && f.ch(o).cash >= price - k.cash &&
            (best < 0 || f.ch(o).cash > f.ch(best).cash))
          best = o;
      if (best >= 0) {
        *out = {kTakeCash, best, price - k.cash};
        return true;
      }
    }
    // Rule 2: full hands, the cash to buy, a teammate with room.
    if (held >= limit && k.cash >= price)
      for (int o = 0; o < f.chars(); ++o)
        if ((partners >> o & 1) && f.parts_held(o) < limit) {
          *out = {kGivePart, o, first_part_of(f, c)};
          return true;
        }
  }
  if (waiting > 0 && !buyable_here) {
    // Rule 3: whoever is likelier to pass Jail today carries, so that the
    // other's hand is free for the parts still waiting. A teammate earlier in
    // the order has had its day; a later one still has three throws.
    for (int o = 0; o < f.chars(); ++o) {
      if (!(partners >> o & 1)) continue;
      const float mine = pass_jail(f, t, k.pos, left - 1), theirs = pass_jail(f, t, k.pos, o > c ? 3 : 0);
      const int theirs_held = f.parts_held(o);
      if (theirs_held >= limit && held < limit && mine - theirs >= kCourierGain) {
        *out = {kTakePart, o, first_part_of(f, o)};
        return true;
      }
      if (ending && held >= limit && theirs_held < limit && theirs >= kCourierGain) {  // mine is 0: ending
        *out = {kGivePart, o, first_part_of(f, c)};
        return true;
      }
    }
  }
  // Rule 4: only instead of ending the turn, only from cash no part needs.
  if (ending && f.round() < kRounds) {
    const int spare = std::min(team_cash - need, k.cash - (held < limit && waiting ? kShelterCash : 0));
    for (int o = 0; o < f.chars(); ++o) {
      if (!(partners >> o & 1) || f.ch(o).cash >= kShelterCash) continue;
      const int amount = std::min((k.cash - f.ch(o).cash) / 2, spare) / 10 * 10;
      if (amount >= 10) {
        *out = {kGiveCash, o, amount};
        return true;
      }
    }
  }
  return false;
}

}  // namespace shamble::flipped::bots
