// MZ-CONV-5 and MZ-CONV-7 as one read-only query: the attack and defence
// points on a square and whether the humans there turn. check_square()
// (conversion.cpp) acts on its answer, the bots weigh squares with it and the
// board view prints it, so the rules, the bots and the square card can never
// count differently.
#include "games/monopozombie/mz.h"

namespace shamble::mz {

using board::SquareKind;
using mono::sq_data;

// MZ-CONV-7: squares that never convert by points (the rest square always; others by option).
static bool shelter(const MzRules& r, int sq) {
  switch (sq_data(sq).kind) {
    case SquareKind::FreeParking: return true;
    case SquareKind::Go: return r.shelter_go;
    case SquareKind::Chance:
    case SquareKind::Chest: return r.shelter_cards;
    case SquareKind::Jail: return r.shelter_visiting;
    case SquareKind::Tax: return r.shelter_tax;
    case SquareKind::Transport: return r.shelter_transport && r.infra_full;
    case SquareKind::Utility: return r.shelter_utility && r.infra_full;
    default: return false;
  }
}

// MZ-CONV-11: by default the transport and utility options give the square an
// implied house (infrastructure): one more defence point, never knocked down.
static int implied_house(const MzRules& r, int sq) {
  if (r.infra_full) return 0;
  auto k = sq_data(sq).kind;
  return (k == SquareKind::Transport && r.shelter_transport) ||
         (k == SquareKind::Utility && r.shelter_utility);
}

// Nobody goes uncounted any more: homeless_invisible (MZ-HOME-8) once read
// "neither counted nor turned", which is not the rules' idea (see homeless.cpp
// and demolition.cpp); the count of the unseen stays in the answer, always 0.
bool unseen(const MzTable& z, const MzRules& r, int p, int sq) {
  (void)z, (void)r, (void)p, (void)sq;
  return false;
}

SquarePoints points_at(const MzTable& z, const MzRules& r, int sq, int add_humans, int add_zombies) {
  SquarePoints s;
  if (sq < 0 || sq >= kSquares) return s;
  s.jail_square =
      sq_data(sq).kind == SquareKind::GoToJail && (r.jail_square_converts || z.stage == kApocalypse);
  s.zombies = add_zombies;  // and the zombies there, counted in the walk below
  s.ground = infection_ground(z, sq) ? 1 : 0;
  int b = z.t.buildings[sq];
  s.hotel = b == mono::kHotel;
  s.houses = s.hotel ? 0 : b;
  s.implied = implied_house(r, sq);
  s.fortified = b > 0 && (z.fortified >> sq & 1);  // MZ-FORT-1
  s.improvements = (s.hotel ? r.hotel_points : b) + s.implied + s.fortified;
  s.humans = add_humans;
  s.susceptible = add_humans;
  for (int p = 0; p < z.t.n; ++p) {
    if (z.t.players[p].bankrupt || z.t.players[p].pos != sq) continue;
    if (z.pl[p].zombie) {
      ++s.zombies;  // zombies_at(z, sq), in the same walk
      continue;
    }
    if (unseen(z, r, p, sq)) {
      ++s.unseen;
      continue;
    }
    ++s.humans;
    s.guards += z.pl[p].guards;
    s.susceptible += susceptible(z, r, p);
  }
  s.attack = s.zombies + s.ground;
  s.defence = s.humans + s.guards + s.improvements;
  if (z.stage == kCapitalism)
    s.safe = SquarePoints::kSafeStage;
  else if (shelter(r, sq))
    s.safe = SquarePoints::kSafeShelter;
  else if (r.improvements_always_shelter && b > 0 && s.ground)
    s.safe = SquarePoints::kSafeBuilt;  // 2018-05 wording: any built infection ground
  // MZ-CONV-13 (bare_ground_converts, the 2018-05 text): a human on a zombie lot with no improvement
  // turns, whatever the humans and bodyguards there; not fought with the dice battle either.
  s.bare = r.bare_ground_converts && s.ground && s.improvements == 0 && s.safe == SquarePoints::kNotSafe;
  s.overrun = s.bare || (s.safe == SquarePoints::kNotSafe && s.attack > 0 && s.attack >= s.defence);
  s.converts = s.overrun && s.susceptible > 0;
  // MZ-CONV-10: the battle replaces the comparison, so any attack meeting a
  // human who can turn is fought (option: only what the points would convert).
  bool meeting = s.safe == SquarePoints::kNotSafe && s.attack > 0 && s.susceptible > 0;
  s.fight = r.dice_battle && !s.bare && (r.battle_every ? meeting : s.converts);
  return s;
}

}  // namespace shamble::mz
