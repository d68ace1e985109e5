// MZ-FORT-1 (option fortified_houses): an owner may fortify a lot that carries
// a house or a hotel, wherever and whenever they could build (M-TURN-2), for
// the lot's house price, once per lot. The fortification defends with one
// more point (points.cpp) and is what the next demolition takes instead of a
// level (demolition.cpp). It belongs to the building: a lot left bare (sold
// down, or a house carried away) keeps none.
#include "games/monopozombie/mz.h"

namespace shamble::mz {

static bool built_street(const MzTable& z, int sq) {
  return sq >= 0 && sq < kSquares && z.t.buildings[sq] != 0;
}

mono::Refusal can_fortify(const MzTable& z, const MzRules& r, int seat, int sq) {
  if (!r.fortified_houses)
    return mono::refuse("MZ-FORT-1", "fortified houses are not in play (fortified_houses)");
  if (z.pl[seat].zombie) return mono::refuse("MZ-ZOMB-6", "zombies do no business");
  if (z.stage == kApocalypse) return mono::refuse("MZ-APOC-1", "the economy is gone");
  if (z.phase != kMzNone || !mono::managing(z.t, seat))
    return mono::refuse(
        "MZ-FORT-1", "you can fortify when you could build: on your turn, or while the turn player is free");
  if (sq < 0 || sq >= kSquares || z.t.owner[sq] != seat)
    return mono::refuse("MZ-FORT-1", "you can fortify only your own lots");
  if (!built_street(z, sq))
    return mono::refuse("MZ-FORT-1", "only a lot with a house or a hotel is fortified");
  if (z.fortified >> sq & 1) return mono::refuse("MZ-FORT-1", "this lot is already fortified");
  if (z.t.players[seat].cash < mono::building_cost(sq))
    return mono::refuse("MZ-FORT-1", "a fortification costs the lot's house price");
  return {};
}

void fortify(MzCtx& c, int seat, int sq) {
  int price = mono::building_cost(sq);
  mono::pay_bank(c, seat, price, "MZ-FORT-1", mono::kToldElsewhere);
  c.z.fortified |= 1ull << sq;
  emit(c.ev, kEvFortify, seat, "MZ-FORT-1", sq, 1, price);
}

void fortify_options(const MzTable& z, const MzRules& r, int seat, ActionList& out) {
  if (!r.fortified_houses || seat < 0 || seat >= z.t.n) return;
  for (int sq = 0; sq < kSquares; ++sq)
    if (z.t.owner[sq] == seat && !can_fortify(z, r, seat, sq)) out.push_back({kFortify, sq, 0, 0});
}

void drop_bare_fortifications(MzTable& z) {
  if (!z.fortified) return;
  for (int sq = 0; sq < kSquares; ++sq)
    if (!built_street(z, sq)) z.fortified &= ~(1ull << sq);
}

}  // namespace shamble::mz
