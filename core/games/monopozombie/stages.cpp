// The three stages: capitalism until the first conversion (MZ-STAGE-1), the
// outbreak until the zombies are established (MZ-STAGE-2, MZ-STAGE-3), then
// the apocalypse, where the economy is gone (MZ-APOC-1).
#include "games/monopozombie/mz.h"

namespace shamble::mz {

void begin_outbreak(MzCtx& c) {
  auto& z = c.z;
  z.stage = kOutbreak;
  z.stage_start[kOutbreak] = c.t.turns;
  z.outbreak_turns = 0;
  for (int p = 0; p < c.t.n; ++p) z.pl[p].circuit = 0;
  emit(c.ev, kEvStage, -1, "MZ-STAGE-1", kOutbreak);
}

// Lap and circuit bookkeeping for clockwise moves. A 37-step "move" from a
// card square is the step-back card, not a lap.
void note_lap(MzCtx& c, int p, int from, int steps) {
  auto k = mono::sq_data(from).kind;
  if (steps == kSquares - 3 && board::card_square(k)) return;
  if (from + steps >= kSquares) c.z.pl[p].lapped = true;  // MZ-CONV-1
  if (c.z.stage == kOutbreak)
    c.z.pl[p].circuit = static_cast<int16_t>(std::min(c.z.pl[p].circuit + steps, 1000));
}

// MZ-CONV-12: apocalypse moves go either way; a clockwise move reaching or
// passing the start square, or any move stopping on it, completes the first lap.
void note_apoc_lap(MzCtx& c, int p, int from, int steps, int dir) {
  if ((dir == 0 && from + steps >= kSquares) || step_to(from, steps, dir) == 0) c.z.pl[p].lapped = true;
}

static int count_zombies(const MzTable& z) {
  int n = 0;
  for (int p = 0; p < z.t.n; ++p) n += z.pl[p].zombie && !z.t.players[p].bankrupt;
  return n;
}

// MZ-STAGE-2: the threshold, as the reason the log gives (ApocReason, 0 = not
// reached); MZ-STAGE-3: not before the minimum rounds.
// With 2-3 players "a second zombie conversion": conversions counted (a cured
// zombie does not undo one); count_conversions off: zombies on the board, as before.
static int threshold(const MzTable& z, const MzRules& r) {
  int n = z.t.n;
  int zombies = count_zombies(z);
  if (n >= 4) return zombies >= n / 2 ? kApocHalf : 0;
  if ((r.count_conversions ? z.conversions : zombies) >= 2) return kApocSecond;
  for (int p = 0; p < n; ++p)
    if (!z.pl[p].zombie && !z.t.players[p].bankrupt && z.pl[p].circuit < kSquares) return 0;
  return kApocCircuit;
}

static void begin_apocalypse(MzCtx& c, int reason) {
  auto& z = c.z;
  auto& t = c.t;
  z.stage = kApocalypse;
  z.stage_start[kApocalypse] = t.turns;
  unsigned jailed = 0;
  for (int p = 0; p < t.n; ++p) {
    mono::pay_bank(c, p, t.players[p].cash, "MZ-APOC-1", mono::kOwnLine);  // the bank closes
    if (t.players[p].in_jail && !t.players[p].bankrupt) jailed |= 1u << p;
    t.players[p].in_jail = false;
    z.pl[p].guards = z.pl[p].guards_bought = 0;
  }
  for (int p = 0; p < t.n; ++p) {                 // MZ-HOME-7: no more squatting or waiting; ordinary turns
    z.pl[p].apoc_homeless = homeless_live(z, p);  // MZ-HOME-9
    z.pl[p].due = z.pl[p].waiting = false;
    z.pl[p].squat_owner = -1;
  }
  if (z.phase == kMzHomelessMove) z.phase = kMzNone, z.homeless_moving = -1;
  z.stall_turns = 0;  // MZ-END-2: counted from here
  z.fewest_humans = kMaxPlayers + 1;
  mono::clear_mortgages(t);  // MZ-APOC-1: mortgages no longer matter
  t.mortgage_choice_mask = 0;
  emit(c.ev, kEvStage, -1, "MZ-STAGE-2", kApocalypse, reason, z.t.n / 2);
  for (int p = 0; p < t.n; ++p)  // the log says why the jailed walk out
    if (jailed >> p & 1) emit(c.ev, kEvJailFreed, p, "MZ-APOC-1", t.players[p].pos);
}

void maybe_apocalypse(MzCtx& c) {
  auto& z = c.z;
  if (z.stage != kOutbreak) return;
  int active = mono::active_players(c.t);
  if (z.outbreak_turns < c.zr.outbreak_min_rounds * active) return;
  if (int why = threshold(z, c.zr)) begin_apocalypse(c, why);
}

}  // namespace shamble::mz
