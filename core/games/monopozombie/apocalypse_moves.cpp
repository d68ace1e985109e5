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
  if (sq_data(sq).kind == SquareKind::GoToJail) {  // MZ-CONV-3: always a conversion square
    if (try_convert(c, p, kCauseJail, "MZ-CONV-3")) {
      zombie_arrive(c, p);
      return;
    }
  }
  check_square(c, sq, true);
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
  z.phase = kMzNone;
  t.must_roll = false;
  if (a == 1 && b == 1) {  // MZ-APOC-4: a chosen double one turns the player
    if (try_convert(c, p, kCauseSelf, "MZ-APOC-4")) {
      zombie_arrive(c, p);
      return;
    }
  }
  human_arrive_apocalypse(c, p);
  if (a == b && !z.pl[p].zombie) z.phase = kMzAgain;  // MZ-APOC-3
}

}  // namespace shamble::mz
