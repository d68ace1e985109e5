// MZ-BG-1: in the outbreak a human may hire bodyguards before rolling; each
// counts as one more human on their square until their next roll (or, with
// bodyguard_period=turn, until the first roll of their next turn).
#include "games/monopozombie/mz.h"

namespace shamble::mz {

int guard_price() { return 100; }

void buy_guard(MzCtx& c, int p) {
  mono::pay_bank(c, p, guard_price(), "MZ-BG-1");
  c.z.pl[p].guards_bought += 1;
  emit(c.ev, zGuard, p, "MZ-BG-1", c.z.pl[p].guards_bought);
}

void guards_on_roll(MzCtx& c, int p) {
  auto& zp = c.z.pl[p];
  bool first_roll_of_turn = c.t.doubles == 0;
  if (!c.zr.guards_per_turn || first_roll_of_turn)
    zp.guards = zp.guards_bought;
  else
    zp.guards = static_cast<int8_t>(zp.guards + zp.guards_bought);
  zp.guards_bought = 0;
}

}  // namespace shamble::mz
