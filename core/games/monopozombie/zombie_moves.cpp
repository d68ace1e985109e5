// Zombie turns (MZ-ZOMB-*): 2D4, either direction (chosen after the roll, or
// before with direction_before_roll), one move per turn, cards drawn only to
// taunt, no teleports, no money; an unowned deed they stop on is auctioned
// among the humans; they knock down human buildings (demolition.cpp).
#include "games/monopozombie/mz.h"

namespace shamble::mz {

using board::SquareKind;
using mono::sq_data;

int step_to(int from, int steps, int dir) {
  return ((from + (dir ? -steps : steps)) % kSquares + kSquares) % kSquares;
}

void zombie_roll(MzCtx& c, int dir_before) {
  auto& z = c.z;
  z.dice[0] = static_cast<int8_t>(c.rng.roll(4));  // MZ-ZOMB-1
  z.dice[1] = static_cast<int8_t>(c.rng.roll(4));
  z.ndice = 2;
  emit(c.ev, kEvMoveDice, c.t.turn, "MZ-ZOMB-1", z.dice[0], z.dice[1]);
  if (c.zr.direction_before)
    zombie_move(c, dir_before);  // MZ-DIR-1
  else
    z.phase = kMzDirection;  // MZ-ZOMB-2
}

void zombie_move(MzCtx& c, int dir) {
  auto& t = c.t;
  int p = t.turn;
  int from = t.players[p].pos;
  int to = step_to(from, c.z.dice[0] + c.z.dice[1], dir);
  t.players[p].pos = static_cast<int8_t>(to);
  c.z.pl[p].last_pos = static_cast<int8_t>(to);
  t.must_roll = false;  // MZ-ZOMB-3: no extra move on doubles
  c.z.phase = kMzNone;
  emit(c.ev, kEvShortMove, p, "MZ-ZOMB-2", from, to);
  homeless_passed(c, p, from, c.z.dice[0] + c.z.dice[1], dir);
  zombie_arrive(c, p);
}

// MZ-ZOMB-4: the card is shown and goes back under its deck.
static void taunt(MzCtx& c, int p, int deck) {
  auto& d = c.t.decks[deck];
  if (d.count <= 0) return;
  int id = mono::take_top_card(d, c.rng);
  d.top = static_cast<int8_t>((d.top + 1) % mono::kDeckSize);
  d.cards[(d.top + d.count - 1) % mono::kDeckSize] = static_cast<int8_t>(id);
  emit(c.ev, kEvTaunt, p, "MZ-ZOMB-4", id);
}

// MZ-ZOMB-5: an unowned deed goes to auction among the humans.
static void auction_for_humans(MzCtx& c, int p, int sq) {
  uint16_t humans = 0;
  for (int q = 0; q < c.t.n; ++q)
    if (!c.z.pl[q].zombie && !c.t.players[q].bankrupt) humans |= 1u << q;
  if (!humans) return;
  mono::start_deed_auction(c, sq, p);
  auto& a = c.t.auction;
  a.in_mask &= humans;
  for (int k = 0; k < c.t.n; ++k) {
    int s = (p + k) % c.t.n;
    if (a.in_mask >> s & 1) {
      a.to_act = static_cast<int8_t>(s);
      break;
    }
  }
}

void zombie_arrive(MzCtx& c, int p, ArriveHow how) {
  auto& z = c.z;
  int sq = c.t.players[p].pos;
  if (how == kArriveMove && try_cure(c, p)) {  // MZ-HOSP-1 (MZ-HOSP-3: not on the move that turned them)
    check_square(c, sq, kCheckArrival);
    return;
  }
  const auto& s = sq_data(sq);
  if (how != kArriveInPlace) {  // MZ-CONV-9: turned by a card, that card was the only one
    if (s.kind == SquareKind::Chance) taunt(c, p, 0);
    if (s.kind == SquareKind::Chest) taunt(c, p, 1);
  }
  if (board::is_property(sq) && c.t.owner[sq] < 0 && z.stage == kOutbreak) auction_for_humans(c, p, sq);
  bool human_house = c.t.owner[sq] >= 0 && !(z.infected >> sq & 1) && c.t.buildings[sq] > 0;
  if (human_house) {
    int humans = humans_at(z, sq);
    if (humans == 0)
      demolish(c, sq, "MZ-DEMO-1", kDemoZombie);
    else {
      z.demo_zombie[sq] = static_cast<int8_t>(p);  // MZ-DEMO-2: waits for the square to empty
      z.demo_humans[sq] = static_cast<int8_t>(humans);
    }
  }
  check_square(c, sq, kCheckArrival);
}

}  // namespace shamble::mz
