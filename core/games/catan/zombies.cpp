// Zombie spread. CZ-PLACE: every roll other than 7 puts a zombie on a hex with
// that number; CZ-CHOICE: when two hexes share it the roller picks, but must pick
// one where a zombie would actually land; CZ-CAP: at most 3 per hex; CZ-INFEST: a
// zombie sent to a full hex spreads one to each neighbouring land hex below 3
// (never the desert; no chain reaction). CZ-OVERRUN ends the game.
// CZ-DESERT: the desert never takes a zombie, unless desert_zombies=by-spreading lets
// an infestation spread into it (it still never counts for CZ-OVERRUN).
#include "games/catan/model.h"

namespace shamble::catan {

bool Model::zombie_room(int h) const {
  if (zombies[h] < kMaxZombies) return true;
  for (int g : topo().hex_hexes[h])
    if (g >= 0 && (terrain[g] != kDesert || o.desert_zombies) && zombies[g] < kMaxZombies) return true;
  return false;
}

bool Model::overrun() const {
  for (int h = 0; h < kHexes; ++h)
    if (terrain[h] != kDesert && zombies[h] == 0) return false;
  return true;
}

void Model::place_zombie(int h, EventSink* ev) {
  if (zombies[h] < kMaxZombies) {
    ++zombies[h];
    ++tally.zombies_placed;
    emit(ev, kEvZombie, cur, "CZ-PLACE", h, zombies[h]);
  } else {
    int spread = 0;
    for (int g : topo().hex_hexes[h])
      if (g >= 0 && (terrain[g] != kDesert || o.desert_zombies) && zombies[g] < kMaxZombies) {
        ++zombies[g];
        ++spread;
        ++tally.zombies_placed;
        emit(ev, kEvZombie, cur, "CZ-INFEST", g, zombies[g]);
      }
    ++tally.infestations;
    emit(ev, kEvInfest, cur, "CZ-INFEST", h, spread);
  }
  if (overrun()) {
    // Most points; then most resource cards; then everyone still tied wins.
    int best_pts = -1, best_cards = -1;
    uint8_t who = 0;
    for (int p = 0; p < n; ++p) {
      if (pl[p].out) continue;
      int pts = points(p), c = cards(p);
      if (pts > best_pts || (pts == best_pts && c > best_cards)) {
        best_pts = pts, best_cards = c, who = static_cast<uint8_t>(1u << p);
      } else if (pts == best_pts && c == best_cards) {
        who = static_cast<uint8_t>(who | (1u << p));
      }
    }
    finish(kEndOverrun, who, ev);
  }
}

void Model::zombies_for_roll(int sum, EventSink* ev) {
  int first = -1, second = -1, rooms = 0;
  for (int h = 0; h < kHexes; ++h)
    if (number[h] == sum && zombie_room(h)) {
      (first < 0 ? first : second) = static_cast<int8_t>(h);
      ++rooms;
    }
  if (rooms == 0) {
    emit(ev, kEvNoZombie, cur, "CZ-CHOICE", sum);
  } else if (rooms == 1) {
    place_zombie(first, ev);  // only one hex can take it: no question to ask
  } else {
    zombie_number = static_cast<int8_t>(sum);
    phase = kZombieChoice;
  }
}

Status Model::do_zombie_hex(int p, int h, EventSink* ev) {
  (void)p;
  if (phase != kZombieChoice) return fail("CZ-CHOICE", "no zombie is waiting for a hex");
  if (h < 0 || h >= kHexes || number[h] != zombie_number)
    return fail("CZ-CHOICE", "the zombie goes to a hex showing the rolled number");
  if (!zombie_room(h)) return fail("CZ-CHOICE", "pick a hex where a zombie would actually land");
  phase = kMain;
  zombie_number = 0;
  place_zombie(h, ev);
  return {};
}

}  // namespace shamble::catan
