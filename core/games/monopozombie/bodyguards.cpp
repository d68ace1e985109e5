// MZ-BG-1: in the outbreak a human may hire bodyguards before rolling; each
// counts as one more human on their square. bodyguard_period says how long:
// "round" (the latest draft: $100 per bodyguard per round, hired on the roll,
// guarding until the player's next roll; a doubles re-roll is part of the same
// round, so it neither ends the guard nor takes a new hire), "roll" (any roll,
// a doubles re-roll included, ends it; hire again before each roll) or "turn"
// (until the next turn's first roll; more may be added before a re-roll).
// MZ-BG-2: no cap unless bodyguard_cap sets one.
#include "games/monopozombie/mz.h"

namespace shamble::mz {

int guard_price() { return 100; }

// The hiring window: before the turn's first roll under "round", before any roll otherwise.
bool guard_window_open(const MzTable& z, const MzRules& r, int seat) {
  const auto& t = z.t;
  if (!r.bodyguards || z.stage != kOutbreak || seat != t.turn || t.phase != mono::kPreRoll || !t.must_roll)
    return false;
  if (r.guard_period == 2 && t.doubles != 0) return false;  // re-rolls of a paid round
  if (r.guard_cap > 0 && z.pl[seat].guards_bought >= r.guard_cap) return false;
  return kMaxGuards > z.pl[seat].guards_bought;
}

bool can_hire_guard(const MzTable& z, const MzRules& r, int seat) {
  return guard_window_open(z, r, seat) && !z.pl[seat].zombie && z.t.players[seat].cash >= guard_price();
}

void buy_guard(MzCtx& c, int p) {
  mono::pay_bank(c, p, guard_price(), "MZ-BG-1", mono::kToldElsewhere);
  c.z.pl[p].guards_bought += 1;
  emit(c.ev, kEvGuard, p, "MZ-BG-1", c.z.pl[p].guards_bought);
}

void guards_on_roll(MzCtx& c, int p) {
  auto& zp = c.z.pl[p];
  bool first_roll_of_turn = c.t.doubles == 0;
  if (c.zr.guard_period == 2) {  // round: a re-roll keeps the round's guards
    if (first_roll_of_turn) zp.guards = zp.guards_bought;
  } else if (c.zr.guard_period == 0 || first_roll_of_turn) {
    zp.guards = zp.guards_bought;
  } else {
    zp.guards = static_cast<int16_t>(zp.guards + zp.guards_bought);
  }
  zp.guards_bought = 0;
}

}  // namespace shamble::mz
