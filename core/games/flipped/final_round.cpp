// The end of a day, of a round and of the game (F-ROUND-*, F-WIN-*).
#include "games/flipped/state.h"

namespace shamble::flipped {

void FlippedState::end_day(EventSink* ev) {
  if (round_ >= kRounds)
    start_final(ev);
  else
    start_night(ev);
}

// F-ROUND-1: the marker counts down one (dice_set.cpp); shelters are paid per
// night, so they end with it.
void FlippedState::end_round(EventSink* ev) {
  round_ = static_cast<int8_t>(round_ + 1);
  for (int c = 0; c < chars_; ++c) ch_[c].flags &= ~kSheltered;
  start_day(ev);
}

// F-WIN-1 and F-WIN-2 are checked when the day of round 7 ends; then comes the
// final attack (F-WIN-3) instead of a seventh ordinary night.
void FlippedState::start_final(EventSink* ev) {
  bool ready = parts_delivered() == kParts;
  for (int c = 0; c < chars_; ++c)
    if (ch_[c].alive() && !(ch_[c].flags & kReachedJail)) ready = false;
  if (!ready) {
    game_over(Result::Time, ev);
    return;
  }
  final_ = true;
  int total = 0;
  uint8_t members = 0;
  for (int c = 0; c < chars_; ++c) {
    if (!ch_[c].alive()) continue;
    uint8_t cm = 0;
    const int z = roll_zombies(&cm);
    emit(ev, evFinalAttack, c, "F-WIN-3", z, cm);
    total += z;
    members |= 1u << c;
  }
  begin_share(members, total, ev);
  if (phase_ == Phase::Share || phase_ == Phase::Over) return;
  finish_attack(ev);
}

// F-WIN-4: surviving the final attack is the escape (with play-on, whoever
// is still alive escapes).
void FlippedState::finish_attack(EventSink* ev) {
  final_ = false;
  game_over(living() > 0 ? Result::Won : Result::Death, ev);
}

void FlippedState::game_over(Result r, EventSink* ev) {
  result_ = r;
  phase_ = Phase::Over;
  choice_ = Choice::None;
  choice_char_ = -1;
  share_char_ = -1;
  emit(ev, evGameOver, -1,
       r == Result::Won            ? "F-WIN-4"
       : r == Result::JailInfested ? "F-DAY-4"
       : r == Result::Time         ? "F-WIN-2"
                                   : "F-NIGHT-5",
       static_cast<int>(r));
}

}  // namespace shamble::flipped
