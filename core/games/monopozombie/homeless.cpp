// Homelessness (MZ-HOME-1..8). With `homelessness` on, a player who goes
// bankrupt in capitalism or the outbreak stays in as homeless (MZ-HOME-1):
// no cash, no deeds, out of the turn order. An unowned deed they land on goes
// to auction (MZ-HOME-2). They move 1D6 clockwise and so never throw a double
// one (MZ-HOME-3). On another player's lot they pay no rent but squat until
// that owner's next turn, and move just before the owner rolls; anywhere else
// they wait until another player lands on or passes their square (MZ-HOME-4).
// The once-homeless may shelter in zombie houses without costing them a level,
// and as the last human win on any house with no zombie (MZ-HOME-5). Cards are
// honoured as far as they can be; money from the start square or a card puts
// them back into normal play (MZ-HOME-6). In the apocalypse a homeless human
// takes ordinary turns with one of 2D6, clockwise, until joining a group
// (MZ-HOME-7), or either way with homeless_apocalypse_direction=either.
// homeless_invisible (MZ-HOME-8): on a built zombie lot they wait to be passed
// and leave its house standing. homeless_skills=at_apocalypse (MZ-HOME-9):
// the street skills of MZ-HOME-5 shrink to the 2018 text's last-human win for
// those homeless when the apocalypse began.
#include <bit>

#include "games/monopozombie/mz.h"

namespace shamble::mz {

using board::SquareKind;
using mono::sq_data;

// MZ-HOME-8 (homeless_invisible): on a built zombie lot they wait to be passed, as off the lots.
static bool hides(const MzCtx& c, int sq) {
  return c.zr.homeless_invisible && infection_ground(c.z, sq) && c.t.buildings[sq] > 0;
}

void note_square(MzCtx& c, int p) {
  auto& zp = c.z.pl[p];
  int sq = c.t.players[p].pos;
  int o = board::is_property(sq) && !hides(c, sq) ? c.t.owner[sq] : -1;
  zp.squat_owner = static_cast<int8_t>(o >= 0 && o != p ? o : -1);
  zp.waiting = zp.squat_owner < 0;
}

void become_homeless(MzCtx& c, int p) {
  auto& t = c.t;
  auto& zp = c.z.pl[p];
  t.players[p].bankrupt = false;
  t.players[p].out_turn = -1;
  t.players[p].in_jail = false;
  t.players[p].jail_tries = 0;
  set_homeless(c.z, p, true);
  zp.was_homeless = true;
  zp.due = false;
  zp.guards = zp.guards_bought = 0;
  note_square(c, p);
  emit(c.ev, kEvHomeless, p, "MZ-HOME-1", 1);
}

void homeless_restore(MzCtx& c, int p) {
  auto& zp = c.z.pl[p];
  set_homeless(c.z, p, false);
  zp.due = zp.waiting = false;
  zp.squat_owner = -1;
  emit(c.ev, kEvHomeless, p, "MZ-HOME-6", 0);
}

// MZ-HOME-4: waiting homeless on the path of a move (landing or passing) may move again.
void homeless_passed(MzCtx& c, int mover, int from, int steps, int dir) {
  auto& z = c.z;
  if (steps <= 0 || z.stage == kApocalypse) return;
  auto k = sq_data(from).kind;
  if (dir == 0 && steps == kSquares - 3 && board::card_square(k)) dir = 1, steps = 3;  // the step-back card
  for (uint16_t m = z.homeless_seats; m; m &= m - 1) {
    const int h = std::countr_zero(m);
    if (h == mover || !homeless_live(z, h) || !z.pl[h].waiting) continue;
    int d = dir ? (from - z.t.players[h].pos + kSquares) % kSquares
                : (z.t.players[h].pos - from + kSquares) % kSquares;
    if (d >= 1 && d <= steps) z.pl[h].due = true;
  }
}

int homeless_mover(const MzTable& z) {
  for (uint16_t m = z.homeless_seats; m; m &= m - 1)  // in seat order
    if (const int h = std::countr_zero(m); homeless_live(z, h) && z.pl[h].due) return h;
  return -1;
}

// MZ-HOME-4: at the start of an owner's turn (before the roll) the squatters on its lots move.
bool homeless_due(MzCtx& c) {
  auto& z = c.z;
  auto& t = c.t;
  if (z.stage == kApocalypse) return false;
  bool turn_start = t.phase == mono::kPreRoll && t.must_roll && t.doubles == 0 && z.phase == kMzNone;
  for (uint16_t m = z.homeless_seats; m; m &= m - 1) {
    const int h = std::countr_zero(m);
    if (!homeless_live(z, h)) continue;
    int sq = t.players[h].pos;
    if (turn_start && board::is_property(sq) && t.owner[sq] == t.turn && t.turn != h && !hides(c, sq))
      z.pl[h].due = true;
  }
  int h = homeless_mover(z);
  if (h < 0) return false;
  z.homeless_moving = static_cast<int8_t>(h);
  z.phase = kMzHomelessMove;
  return true;
}

// MZ-ZOMB-5-like: the deed goes to auction among the players still in (zombies sit out).
void homeless_auction(MzCtx& c, int p, int sq) {
  mono::start_deed_auction(c, sq, p);
  auto& a = c.t.auction;
  for (int q = 0; q < c.t.n; ++q)
    if (c.z.pl[q].zombie) a.in_mask &= static_cast<uint16_t>(~(1u << q));
  if (!a.in_mask) {
    a.active = false;
    return;
  }
  for (int k = 0; k < c.t.n; ++k) {
    int s = (p + k) % c.t.n;
    if (a.in_mask >> s & 1) {
      a.to_act = static_cast<int8_t>(s);
      break;
    }
  }
}

bool homeless_land(MzCtx& c, int p) {
  auto& t = c.t;
  int sq = t.players[p].pos;
  switch (sq_data(sq).kind) {
    case SquareKind::Street:
    case SquareKind::Transport:
    case SquareKind::Utility:
      emit(c.ev, mono::kEvRest, p, "M-MOVE-5", sq, 0);
      if (t.owner[sq] < 0)
        homeless_auction(c, p, sq);  // MZ-HOME-2
      else if (t.owner[sq] != p)
        emit(c.ev, kEvSquat, p, "MZ-HOME-4", sq, t.owner[sq]);  // no rent: a squatter
      break;
    case SquareKind::Chance: mono::draw_card(c, p, 0); break;  // MZ-HOME-6: honoured as far as possible
    case SquareKind::Chest: mono::draw_card(c, p, 1); break;
    case SquareKind::GoToJail: mono::send_to_jail(c, p, mono::JailCause::Square); break;
    default: emit(c.ev, mono::kEvRest, p, "M-MOVE-5", sq, 0); break;  // taxes and the rest: nothing to pay
  }
  if (homeless_live(c.z, p)) {
    t.players[p].in_jail = false;  // MZ-HOME-6: nothing to pay their way out with; they wait there
    t.players[p].jail_tries = 0;
    note_square(c, p);
  }
  return true;
}

// One homeless move: outside the apocalypse 1D6 rolled now; in it, die `which` of the 2D6 rolled.
void homeless_apocalypse_roll(MzCtx& c, int p) {
  auto& zp = c.z.pl[p];
  zp.homeless_roll[0] = static_cast<int8_t>(c.rng.roll(6));
  zp.homeless_roll[1] = static_cast<int8_t>(c.rng.roll(6));
  emit(c.ev, kEvMoveDice, p, "MZ-HOME-7", zp.homeless_roll[0], zp.homeless_roll[1], 0,
       2);  // v3 2: homeless 2D6
  c.z.phase = kMzHomelessMove;
  c.z.homeless_moving = static_cast<int8_t>(p);
}

void homeless_roll(MzCtx& c, int p, int which) {
  auto& z = c.z;
  auto& t = c.t;
  auto& zp = z.pl[p];
  z.phase = kMzNone;
  z.homeless_moving = -1;
  zp.due = false;
  if (z.stage == kApocalypse) {  // MZ-HOME-7: `which` = die (0/1) + 2 x direction (either way only)
    int steps = zp.homeless_roll[which & 1];
    int dir = c.zr.homeless_either_way ? which >> 1 : 0;
    int from = t.players[p].pos;
    int to = step_to(from, steps, dir);
    t.players[p].pos = static_cast<int8_t>(to);
    zp.last_pos = static_cast<int8_t>(to);
    zp.moved_solo = true;
    t.must_roll = false;
    emit(c.ev, kEvShortMove, p, "MZ-HOME-7", from, to);
    note_apoc_lap(c, p, from, steps, dir);
    carry_claim(c, p);
    human_arrive_apocalypse(c, p);
    if (!zp.zombie) carry_offer(c, p);
    form_groups(c, static_cast<uint16_t>(1u << p));
    return;
  }
  int d = c.rng.roll(6);  // MZ-HOME-3
  zp.homeless_roll[0] = static_cast<int8_t>(d);
  zp.homeless_roll[1] = 0;
  emit(c.ev, kEvMoveDice, p, "MZ-HOME-3", d, 0, 0, 1);  // v3 1: a homeless 1D6
  mono::move_by(c, p, d);  // salary, cards and the landing (homeless_land via the on_land hook)
}

}  // namespace shamble::mz
