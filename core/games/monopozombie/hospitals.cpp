// MZ-HOSP-1: hotels are hospitals. A zombie arriving on one is cured at once in
// the outbreak, and in the apocalypse only when a human is there. The cured
// player is human again with no money (homeless when homelessness is on); their deeds stay infection grounds
// (they would otherwise heal their own deeds, which the rules rule out).
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
  emit(c.ev, zCure, p, "MZ-HOSP-1", sq);
  if (c.zr.homeless) become_homeless(c, p);  // MZ-HOME-1: the cured have nothing
  return true;
}

}  // namespace shamble::mz
