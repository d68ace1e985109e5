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
  // F-WIN-5: night falls on day 7 and the marker turns to 0, so the final
  // attack throws the dice available then, not round 7's (option final_dice).
  const int dice_round = final_dice_round();
  const uint8_t avail = dice().available_mask(dice_round);
  for (int c = 0; c < chars_; ++c) {
    if (!ch_[c].alive()) continue;
    uint8_t cm = 0;
    const int z = roll_zombies(avail, &cm);
    emit(ev, kEvFinalAttack, c, "F-WIN-3", z, cm, dice_round);
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

int FlippedState::lost_part() const {
  for (int p = 0; p < kParts; ++p)
    if (part_loc_[p] == kPartAtSource && mark_[kPartSquare[p]] == kInfested) return p;
  return -1;
}

// F-PART-4: nobody can stand on an infested square (arriving there pushes back,
// F-REVEAL-3), so a part still waiting on one is lost and the escape with it.
// The team is told at once; by default the game ends then, as an infested
// Jail ends it (F-DAY-4); option lost_part=play_on lets it continue knowingly.
bool FlippedState::check_lost_part(EventSink* ev) {
  const int p = lost_part();
  if (p < 0 || phase_ == Phase::Over) return false;
  emit(ev, kEvPartLost, -1, "F-PART-4", p, kPartSquare[p]);
  if (opt(kOptLostPart)) return false;
  game_over(Result::PartLost, ev, p);
  return true;
}

void FlippedState::game_over(Result r, EventSink* ev, int detail) {
  result_ = r;
  phase_ = Phase::Over;
  choice_ = Choice::None;
  choice_char_ = -1;
  share_char_ = -1;
  emit(ev, kEvGameOver, -1,
       r == Result::Won            ? "F-WIN-4"
       : r == Result::JailInfested ? "F-DAY-4"
       : r == Result::Time         ? "F-WIN-2"
       : r == Result::PartLost     ? "F-PART-4"
                                   : "F-NIGHT-5",
       static_cast<int>(r), detail);
}

}  // namespace shamble::flipped
