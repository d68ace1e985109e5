// Apocalypse humans (MZ-APOC-2..5): roll 3D6, keep two and a direction (up to
// six targets); a chosen double may roll again with no limit; a chosen double
// one turns the player; no teleports, no money, cards are only read.
#include "games/monopozombie/mz.h"

namespace shamble::mz {

using board::SquareKind;
using mono::sq_data;

void apoc_roll(MzCtx& c) {
  auto& z = c.z;
  for (int i = 0; i < 3; ++i) z.dice[i] = static_cast<int8_t>(c.rng.roll(6));
  z.ndice = 3;
  emit(c.ev, zZRoll, c.t.turn, "MZ-APOC-2", z.dice[0], z.dice[1], z.dice[2]);
  z.phase = kMzPick;
}

void human_arrive_apocalypse(MzCtx& c, int p) {
  int sq = c.t.players[p].pos;
  if (sq_data(sq).kind == SquareKind::GoToJail && susceptible(c.z, c.zr, p)) {  // MZ-CONV-3 (MZ-CONV-12)
    if (try_convert(c, p, kCauseJail, "MZ-CONV-3")) {
      zombie_arrive(c, p, kArriveInPlace);
      return;
    }
  }
  cure_on_arrival(c, sq);  // MZ-HOSP-2: before the count, the cured no longer attack
  check_square(c, sq, kCheckArrival);
}

void apoc_pick(MzCtx& c, int i, int j, int dir) {
  auto& z = c.z;
  auto& t = c.t;
  int p = t.turn;
  int a = z.dice[i], b = z.dice[j];
  int from = t.players[p].pos;
  int to = step_to(from, a + b, dir);
  t.players[p].pos = static_cast<int8_t>(to);
  z.pl[p].last_pos = static_cast<int8_t>(to);
  emit(c.ev, zZMove, p, "MZ-APOC-2", from, to);
  note_apoc_lap(c, p, from, a + b, dir);
  z.phase = kMzNone;
  t.must_roll = false;
  z.pl[p].moved_solo = true;                          // MZ-GROUP-5: an independent turn
  if (a == 1 && b == 1 && susceptible(z, c.zr, p)) {  // MZ-APOC-4: a chosen double one turns the player
    if (try_convert(c, p, kCauseSelf, "MZ-APOC-4", kImmSelf)) {
      zombie_arrive(c, p, kArriveTurned);
      return;
    }
  }
  if (!z.pl[p].imm_kind) {
    carry_claim(c, p);  // MZ-CARRY-1: a claimed lot no longer turns anyone
    human_arrive_apocalypse(c, p);
    if (!z.pl[p].zombie) carry_offer(c, p);
  }
  if (z.pl[p].zombie) return;
  form_groups(c, static_cast<uint16_t>(1u << p));
  if (a == b && !z.pl[p].in_group) z.phase = kMzAgain;  // MZ-APOC-3 (joining a group ends the turn)
}

}  // namespace shamble::mz
