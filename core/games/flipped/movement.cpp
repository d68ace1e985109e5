// Moving and what a square does to whoever arrives (F-MOVE-*, F-REVEAL-*,
// F-MONEY-1, F-JAIL-1): rolling the chosen dice, passing Jail, revealing a
// lot with one flip, being pushed back, the safe-house and tunnel choices.
#include "games/flipped/state.h"

namespace shamble::flipped {

int FlippedState::flip() { return rng_.roll(2) == kFlipSilver; }

// F-MOVE-1: throw each chosen die once (ascending die order) and add the faces.
int FlippedState::roll_move(int dice_mask, EventSink* ev) {
  const DiceSet& ds = dice();
  int total = 0, silver = 0;
  for (int d = 0; d < kDice; ++d) {
    if (!(dice_mask & (1 << d))) continue;
    const bool s = flip();
    silver |= s << d;
    total += ds.face(d, s);
  }
  last_roll_ = {static_cast<int8_t>(dice_mask), static_cast<int8_t>(silver), static_cast<int8_t>(total)};
  emit(ev, kEvRoll, turn_, "F-MOVE-1", dice_mask, silver, total);
  return total;
}

// Clockwise; passing or landing on Jail drops the parts (F-PART-3) and, in
// round 7, counts as reaching it (F-WIN-2).
void FlippedState::step_forward(int c, int steps, EventSink* ev) {
  const int from = ch_[c].pos;
  int to_jail = (kJail - from + kSquares) % kSquares;
  if (to_jail == 0) to_jail = kSquares;
  ch_[c].pos = static_cast<int8_t>((from + steps) % kSquares);
  ch_[c].flags &= ~kSheltered;
  emit(ev, kEvMove, c, "F-MOVE-1", from, ch_[c].pos, steps);
  if (to_jail <= steps) reach_jail(c, ev);
}

void FlippedState::push_back(int c, const char* rule, EventSink* ev) {
  const int from = ch_[c].pos;
  ch_[c].pos = static_cast<int8_t>((from + kSquares - 1) % kSquares);
  ch_[c].flags &= ~kSheltered;
  emit(ev, kEvPushBack, c, rule, from, ch_[c].pos);
  if (ch_[c].pos == kJail) reach_jail(c, ev);
}

void FlippedState::reach_jail(int c, EventSink* ev) {
  deliver_parts(c, ev);
  if (round_ == kRounds && !(ch_[c].flags & kReachedJail)) {
    ch_[c].flags |= kReachedJail;
    emit(ev, kEvReachedJail, c, "F-WIN-2", ch_[c].pos);
  }
}

// Resolves the square `c` stands on until it rests or a choice is needed
// (choice_ set). Terminates: each push-back either costs health or walks
// toward a square that is not a lot, where the loop always ends.
void FlippedState::arrive(int c, bool by_roll, EventSink* ev) {
  for (;;) {
    if (phase_ == Phase::Over || !ch_[c].alive()) return;
    const int sq = ch_[c].pos;
    const board::Square& s = board::squares()[sq];
    if (mark_[sq] == kInfested) {  // F-REVEAL-3
      lose_health(c, 1, "F-REVEAL-3", ev);
      if (phase_ == Phase::Over || !ch_[c].alive()) return;
      push_back(c, "F-REVEAL-3", ev);
      by_roll = false;
      continue;
    }
    if (is_lot(sq)) {
      if (mark_[sq] == kUnknown) {  // F-REVEAL-1: one flip decides
        const bool silver = flip();
        mark_[sq] = silver ? kSafe : kInfested;
        emit(ev, kEvReveal, c, "F-REVEAL-1", sq, mark_[sq], silver ? kFlipSilver : kFlipColoured);
        if (!silver) {
          lose_health(c, 1, "F-REVEAL-1", ev);
          if (phase_ == Phase::Over || !ch_[c].alive()) return;
          push_back(c, "F-REVEAL-1", ev);
          by_roll = false;
          continue;
        }
      }
      // F-REVEAL-2: a safe house; stay by paying its price. F-MONEY-1: who
      // cannot pay must go back.
      if (ch_[c].cash >= s.price) {
        choice_ = Choice::SafeHouse;
        choice_char_ = static_cast<int8_t>(c);
        return;
      }
      push_back(c, "F-MONEY-1", ev);
      by_roll = false;
      continue;
    }
    // F-MOVE-3: the tunnel is offered only to an exact landing by a roll.
    if (sq == kGoToJail && by_roll) {
      choice_ = Choice::Tunnel;
      choice_char_ = static_cast<int8_t>(c);
    }
    return;
  }
}

// F-REVEAL-2: staying costs the safe house's price in cash.
Status FlippedState::check_stay(const Action&) const {
  if (ch_[choice_char_].cash < board::squares()[ch_[choice_char_].pos].price)
    return fail("F-MONEY-1", "not enough cash to stay in this safe house");
  return {};
}

// Leaving the safe house, and either answer to the tunnel: always allowed
// when asked (check_kind has seen that it is).
Status FlippedState::check_no_cost(const Action&) const { return {}; }

// The choice is answered: who answered it (the choice is cleared first, as
// arriving somewhere may raise a new one).
int FlippedState::take_choice() {
  const int c = choice_char_;
  choice_ = Choice::None;
  choice_char_ = -1;
  return c;
}

void FlippedState::do_stay(const Action&, EventSink* ev) {
  const int c = take_choice();
  const int price = board::squares()[ch_[c].pos].price;
  ch_[c].cash -= price;
  ch_[c].flags |= kSheltered;
  emit(ev, kEvStay, c, "F-REVEAL-2", ch_[c].pos, price);
  settle(ev);
}

void FlippedState::do_leave(const Action&, EventSink* ev) {
  const int c = take_choice();
  push_back(c, "F-REVEAL-2", ev);
  arrive(c, false, ev);
  if (phase_ == Phase::Over) return;
  if (choice_ != Choice::None) return;  // still Phase::Choice
  settle(ev);
}

void FlippedState::do_tunnel(const Action&, EventSink* ev) {
  const int c = take_choice();
  ch_[c].pos = kJail;
  emit(ev, kEvTunnel, c, "F-MOVE-3", kGoToJail, kJail);
  reach_jail(c, ev);
  settle(ev);
}

void FlippedState::do_no_tunnel(const Action&, EventSink* ev) {
  take_choice();  // stays on the square
  settle(ev);
}

}  // namespace shamble::flipped
