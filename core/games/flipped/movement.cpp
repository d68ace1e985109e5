// Moving and what a square does to whoever arrives (F-MOVE-*, F-REVEAL-*,
// F-MONEY-1, F-JAIL-1): rolling the chosen dice, passing Jail, revealing a
// lot with one flip, being pushed back, the safe-house and tunnel choices.
#include "games/flipped/rules.h"

namespace shamble::flipped {

int flip(Ctx& cx) { return cx.rng.roll(2) == kFlipSilver; }

// F-MOVE-1: throw each chosen die once (ascending die order) and add the faces.
int roll_move(Ctx& cx, int dice_mask) {
  const DiceSet& ds = dice(cx.cfg);
  int total = 0, silver = 0;
  for (int d = 0; d < kDice; ++d) {
    if (!(dice_mask & (1 << d))) continue;
    const bool s = flip(cx);
    silver |= s << d;
    total += ds.face(d, s);
  }
  cx.t.last_roll = {static_cast<int8_t>(dice_mask), static_cast<int8_t>(silver), static_cast<int8_t>(total)};
  emit(cx.ev, kEvRoll, cx.t.turn, "F-MOVE-1", dice_mask, silver, total);
  return total;
}

// Clockwise; passing or landing on Jail drops the parts (F-PART-3) and, in
// round 7, counts as reaching it (F-WIN-2).
void step_forward(Ctx& cx, int c, int steps) {
  const int from = cx.t.ch[c].pos;
  int to_jail = (kJail - from + kSquares) % kSquares;
  if (to_jail == 0) to_jail = kSquares;
  cx.t.ch[c].pos = static_cast<int8_t>((from + steps) % kSquares);
  cx.t.ch[c].flags &= ~kSheltered;
  emit(cx.ev, kEvMove, c, "F-MOVE-1", from, cx.t.ch[c].pos, steps);
  if (to_jail <= steps) reach_jail(cx, c);
}

void push_back(Ctx& cx, int c, const char* rule) {
  const int from = cx.t.ch[c].pos;
  cx.t.ch[c].pos = static_cast<int8_t>((from + kSquares - 1) % kSquares);
  cx.t.ch[c].flags &= ~kSheltered;
  emit(cx.ev, kEvPushBack, c, rule, from, cx.t.ch[c].pos);
  if (cx.t.ch[c].pos == kJail) reach_jail(cx, c);
}

void reach_jail(Ctx& cx, int c) {
  deliver_parts(cx, c);
  if (cx.t.round == kRounds && !(cx.t.ch[c].flags & kReachedJail)) {
    cx.t.ch[c].flags |= kReachedJail;
    emit(cx.ev, kEvReachedJail, c, "F-WIN-2", cx.t.ch[c].pos);
  }
}

// Resolves the square `c` stands on until it rests or a choice is needed
// (choice_ set). Terminates: each push-back either costs health or walks
// toward a square that is not a lot, where the loop always ends.
void arrive(Ctx& cx, int c, bool by_roll) {
  for (;;) {
    if (cx.t.phase == Phase::Over || !cx.t.ch[c].alive()) return;
    const int sq = cx.t.ch[c].pos;
    const board::Square& s = board::squares()[sq];
    if (cx.t.mark[sq] == kInfested) {  // F-REVEAL-3
      lose_health(cx, c, 1, "F-REVEAL-3");
      if (cx.t.phase == Phase::Over || !cx.t.ch[c].alive()) return;
      push_back(cx, c, "F-REVEAL-3");
      by_roll = false;
      continue;
    }
    if (is_lot(sq)) {
      if (cx.t.mark[sq] == kUnknown) {  // F-REVEAL-1: one flip decides
        const bool silver = flip(cx);
        cx.t.mark[sq] = silver ? kSafe : kInfested;
        emit(cx.ev, kEvReveal, c, "F-REVEAL-1", sq, cx.t.mark[sq], silver ? kFlipSilver : kFlipColoured);
        if (!silver) {
          lose_health(cx, c, 1, "F-REVEAL-1");
          if (cx.t.phase == Phase::Over || !cx.t.ch[c].alive()) return;
          push_back(cx, c, "F-REVEAL-1");
          by_roll = false;
          continue;
        }
      }
      // F-REVEAL-2: a safe house; stay by paying its price. F-MONEY-1: who
      // cannot pay must go back.
      if (cx.t.ch[c].cash >= s.price) {
        cx.t.choice = Choice::SafeHouse;
        cx.t.choice_char = static_cast<int8_t>(c);
        return;
      }
      push_back(cx, c, "F-MONEY-1");
      by_roll = false;
      continue;
    }
    // F-MOVE-3: the tunnel is offered only to an exact landing by a roll.
    if (sq == kGoToJail && by_roll) {
      cx.t.choice = Choice::Tunnel;
      cx.t.choice_char = static_cast<int8_t>(c);
    }
    return;
  }
}

// F-REVEAL-2: staying costs the safe house's price in cash.
Status check_stay(const Table& t, const RulesConfig&, const Action&) {
  if (t.ch[t.choice_char].cash < board::squares()[t.ch[t.choice_char].pos].price)
    return fail("F-MONEY-1", "not enough cash to stay in this safe house");
  return {};
}

// Leaving the safe house, and either answer to the tunnel: always allowed
// when asked (check_kind has seen that it is).
Status check_no_cost(const Table&, const RulesConfig&, const Action&) { return {}; }

// The choice is answered: who answered it (the choice is cleared first, as
// arriving somewhere may raise a new one).
int take_choice(Ctx& cx) {
  const int c = cx.t.choice_char;
  cx.t.choice = Choice::None;
  cx.t.choice_char = -1;
  return c;
}

void do_stay(Ctx& cx, const Action&) {
  const int c = take_choice(cx);
  const int price = board::squares()[cx.t.ch[c].pos].price;
  cx.t.ch[c].cash -= price;
  cx.t.ch[c].flags |= kSheltered;
  emit(cx.ev, kEvStay, c, "F-REVEAL-2", cx.t.ch[c].pos, price);
  settle(cx);
}

void do_leave(Ctx& cx, const Action&) {
  const int c = take_choice(cx);
  push_back(cx, c, "F-REVEAL-2");
  arrive(cx, c, false);
  if (cx.t.phase == Phase::Over) return;
  if (cx.t.choice != Choice::None) return;  // still Phase::Choice
  settle(cx);
}

void do_tunnel(Ctx& cx, const Action&) {
  const int c = take_choice(cx);
  cx.t.ch[c].pos = kJail;
  emit(cx.ev, kEvTunnel, c, "F-MOVE-3", kGoToJail, kJail);
  reach_jail(cx, c);
  settle(cx);
}

void do_no_tunnel(Ctx& cx, const Action&) {
  take_choice(cx);  // stays on the square
  settle(cx);
}

}  // namespace shamble::flipped
