// The end of a day, of a round and of the game (F-ROUND-*, F-WIN-*), and the
// part that can no longer be bought (F-PART-4).
#include "games/flipped/rules.h"

namespace shamble::flipped {

void end_day(Ctx& cx) {
  if (cx.t.round >= kRounds)
    start_final(cx);
  else
    start_night(cx);
}

// F-ROUND-1: the marker counts down one (dice_set.cpp); shelters are paid per
// night, so they end with it.
void end_round(Ctx& cx) {
  cx.t.round = static_cast<int8_t>(cx.t.round + 1);
  for (int c = 0; c < cx.t.chars; ++c) cx.t.ch[c].flags &= ~kSheltered;
  start_day(cx);
}

// F-WIN-1 and F-WIN-2 are checked when the day of round 7 ends; then comes the
// final attack (F-WIN-3) instead of a seventh ordinary night.
void start_final(Ctx& cx) {
  bool ready = parts_delivered(cx.t) == kParts;
  for (int c = 0; c < cx.t.chars; ++c)
    if (cx.t.ch[c].alive() && !(cx.t.ch[c].flags & kReachedJail)) ready = false;
  if (!ready) {
    game_over(cx, Result::Time);
    return;
  }
  cx.t.final_attack = true;
  int total = 0;
  uint8_t members = 0;
  // F-WIN-5: night falls on day 7 and the marker turns to 0, so the final
  // attack throws the dice available then, not round 7's (option final_dice).
  const int dice_round = final_dice_round(cx.cfg);
  const uint8_t avail = dice(cx.cfg).available_mask(dice_round);
  for (int c = 0; c < cx.t.chars; ++c) {
    if (!cx.t.ch[c].alive()) continue;
    uint8_t cm = 0;
    const int z = roll_zombies(cx, avail, &cm);
    emit(cx.ev, kEvFinalAttack, c, "F-WIN-3", z, cm, dice_round);
    total += z;
    members |= 1u << c;
  }
  begin_share(cx, members, total);
  if (cx.t.phase == Phase::Share || cx.t.phase == Phase::Over) return;
  finish_attack(cx);
}

// F-WIN-4: surviving the final attack is the escape (with play-on, whoever
// is still alive escapes).
void finish_attack(Ctx& cx) {
  cx.t.final_attack = false;
  game_over(cx, living(cx.t) > 0 ? Result::Won : Result::Death);
}

int lost_part(const Table& t) {
  for (int p = 0; p < kParts; ++p)
    if (t.part_loc[p] == kPartAtSource && t.mark[kPartSquare[p]] == kInfested) return p;
  return -1;
}

// F-PART-4: nobody can stand on an infested square (arriving there pushes back,
// F-REVEAL-3), so a part still waiting on one is lost and the escape with it.
// The team is told at once; by default the game ends then, as an infested
// Jail ends it (F-DAY-4); option lost_part=play_on lets it continue knowingly.
bool check_lost_part(Ctx& cx) {
  const int p = lost_part(cx.t);
  if (p < 0 || cx.t.phase == Phase::Over) return false;
  emit(cx.ev, kEvPartLost, -1, "F-PART-4", p, kPartSquare[p]);
  if (opt(cx.cfg, kOptLostPart)) return false;
  game_over(cx, Result::PartLost, p);
  return true;
}

void game_over(Ctx& cx, Result r, int detail) {
  cx.t.result = r;
  cx.t.phase = Phase::Over;
  cx.t.choice = Choice::None;
  cx.t.choice_char = -1;
  cx.t.share_char = -1;
  emit(cx.ev, kEvGameOver, -1,
       r == Result::Won            ? "F-WIN-4"
       : r == Result::JailInfested ? "F-DAY-4"
       : r == Result::Time         ? "F-WIN-2"
       : r == Result::PartLost     ? "F-PART-4"
                                   : "F-NIGHT-5",
       static_cast<int>(r), detail);
}

}  // namespace shamble::flipped
