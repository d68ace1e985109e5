// MZ-CARRY-1 (idea `carry_house`), our reading: in the apocalypse a human who
// stops on their own lot with two to four houses picks one up (automatically,
// one at a time; the house is held in the bank's stock while carried). The
// first bare infection ground street they then stop on is claimed: the deed
// becomes theirs, is no longer an infection ground, and gets the house. It is
// then a human house like any other (zombies demolish it; it can be a winning
// square). A carrier who turns drops the house (it stays with the bank).
#include "games/monopozombie/mz.h"

namespace shamble::mz {

void carry_on_arrival(MzCtx& c, int p) {
  auto& z = c.z;
  auto& t = c.t;
  auto& zp = z.pl[p];
  if (!c.zr.carry_house || z.stage != kApocalypse || zp.zombie) return;
  int sq = t.players[p].pos;
  bool street = mono::sq_data(sq).kind == board::SquareKind::Street;
  if (!zp.carrying && street && t.owner[sq] == p && !infection_ground(z, sq) && t.buildings[sq] >= 2 &&
      t.buildings[sq] <= 4) {
    t.buildings[sq] -= 1;
    t.houses_left += 1;
    zp.carrying = true;
    emit(c.ev, zCarry, p, "MZ-CARRY-1", 1, sq);
  } else if (zp.carrying && street && infection_ground(z, sq) && t.buildings[sq] == 0 && t.houses_left > 0) {
    int old = t.owner[sq];
    z.infected &= ~(1ull << sq);
    t.owner[sq] = static_cast<int8_t>(p);
    t.mortgaged[sq] = 0;
    t.buildings[sq] = 1;
    t.houses_left -= 1;
    zp.carrying = false;
    emit(c.ev, zCarry, p, "MZ-CARRY-1", 2, sq, old);
  }
}

}  // namespace shamble::mz
