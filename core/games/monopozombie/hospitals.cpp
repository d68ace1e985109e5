// MZ-HOSP-1: hotels are hospitals. A zombie arriving on one is cured at once in
// the outbreak, and in the apocalypse only when a human is there. The cured
// player is human again with no money (homeless when homelessness is on); their deeds stay infection grounds
// (they would otherwise heal their own deeds, which the rules rule out).
// MZ-HOSP-2: in the apocalypse the order of arrival does not matter (a human
// reaching zombies on a hospital cures them too), and the cured join the
// humans who cured them as a group. MZ-HOSP-3: a move that turns a human never
// also cures them (zombie_arrive's kArriveTurned), so the outbreak never
// begins with its only zombie cured.
#include "games/monopozombie/mz.h"

namespace shamble::mz {

bool try_cure(MzCtx& c, int p) {
  if (!c.zr.hospitals) return false;
  int sq = c.t.players[p].pos;
  if (c.t.buildings[sq] != mono::kHotel) return false;
  if (c.z.stage == kApocalypse && humans_at(c.z, sq) == 0) return false;
  if (c.z.stage == kCapitalism) return false;
  auto& zp = c.z.pl[p];
  zp.zombie = false;
  zp.lapped = true;
  zp.visit_seq = 0;
  zp.circuit = kSquares;  // their circuit does not hold the apocalypse back
  emit(c.ev, kEvCure, p, "MZ-HOSP-1", sq);
  if (c.zr.homeless) become_homeless(c, p);  // MZ-HOME-1: the cured have nothing
  if (c.z.stage == kApocalypse) {            // MZ-HOSP-2: they join the humans who cured them
    zp.cooldown = 0;                         // a new human owes no independent turns
    zp.moved_solo = false;
    check_groups(c);  // a group that has spent its three moves breaks up first: no joining it
    form_groups(c, static_cast<uint16_t>(1u << p));
  }
  return true;
}

void cure_on_arrival(MzCtx& c, int sq) {
  if (c.z.stage != kApocalypse || !c.zr.hospitals || c.t.buildings[sq] != mono::kHotel) return;
  for (int p = 0; p < c.t.n; ++p)
    if (c.z.pl[p].zombie && !c.t.players[p].bankrupt && c.t.players[p].pos == sq) try_cure(c, p);
}

}  // namespace shamble::mz
