// MZ-CARRY-1 (idea `carry_house`), our reading: in the apocalypse a human who
// stops on their own street with two to four houses may pick one up (a
// choice, asked after the arrival's points are counted; one house at a time;
// it is held in the bank's stock while carried). Taking it lowers the lot's
// defence at once, so the square's points are counted again. The first bare
// infection ground street they then stop on is claimed automatically, before
// its points are counted: the deed becomes theirs, is no longer an infection
// ground, and gets the house. It is then a human house like any other
// (zombies demolish it; it can be a winning square). A carrier who turns drops
// the house (it stays with the bank).
#include "games/monopozombie/mz.h"

namespace shamble::mz {

static bool street(int sq) { return mono::sq_data(sq).kind == board::SquareKind::Street; }

bool can_pick_up(const MzTable& z, const MzRules& r, int p) {
  const auto& zp = z.pl[p];
  if (!r.carry_house || z.stage != kApocalypse || zp.zombie || zp.carrying || z.t.players[p].bankrupt)
    return false;
  int sq = z.t.players[p].pos;
  int b = z.t.buildings[sq];
  return street(sq) && z.t.owner[sq] == p && !infection_ground(z, sq) && b >= 2 && b <= 4;
}

void carry_claim(MzCtx& c, int p) {
  auto& z = c.z;
  auto& t = c.t;
  auto& zp = z.pl[p];
  if (!c.zr.carry_house || z.stage != kApocalypse || zp.zombie || !zp.carrying) return;
  int sq = t.players[p].pos;
  if (!street(sq) || !infection_ground(z, sq) || t.buildings[sq] != 0 || t.houses_left <= 0) return;
  int old = t.owner[sq];
  z.infected &= ~(1ull << sq);
  mono::set_owner(t, sq, p);
  mono::set_mortgaged(t, sq, false);
  mono::set_buildings(t, sq, 1);
  t.houses_left -= 1;
  zp.carrying = false;
  emit(c.ev, kEvCarry, p, "MZ-CARRY-1", 2, sq, old);
}

void carry_offer(MzCtx& c, int p) {
  if (c.z.pl[p].immunity_resume || !can_pick_up(c.z, c.zr, p)) return;
  c.z.pl[p].carry_ask = true;
  note_asks(c.z, p);
}

void carry_answer(MzCtx& c, int p, bool take) {
  auto& zp = c.z.pl[p];
  zp.carry_ask = false;
  note_asks(c.z, p);
  if (!take) return;
  int sq = c.t.players[p].pos;
  mono::set_buildings(c.t, sq, c.t.buildings[sq] - 1);
  c.t.houses_left += 1;
  zp.carrying = true;
  emit(c.ev, kEvCarry, p, "MZ-CARRY-1", 1, sq);
  check_square(c, sq, kCheckGround);  // one building fewer defends the lot now
}

}  // namespace shamble::mz
