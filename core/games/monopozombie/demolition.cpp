// Zombies knock buildings down one level at a time: on an empty human-owned
// lot at once (MZ-DEMO-1), on a guarded one only once the guards are gone
// while the zombie is still there (MZ-DEMO-2); humans sheltering in a zombie
// house cost it a level when the last of them leaves (MZ-DEMO-4). A
// fortified lot loses its fortification first (MZ-FORT-1).
#include <bit>
#include <cstring>

#include "games/monopozombie/mz.h"

namespace shamble::mz {

void demolish(MzCtx& c, int sq, const char* rule, DemoWhy why) {
  auto& t = c.t;
  int b = t.buildings[sq];
  if (b == 0) return;
  if (c.z.fortified >> sq & 1) {  // MZ-FORT-1: the fortification takes the blow instead of a level
    c.z.fortified &= ~(1ull << sq);
    emit(c.ev, kEvFortify, t.owner[sq], rule, sq, 0, why);
    return;
  }
  if (b == mono::kHotel) {  // hotel -> four houses, as far as the bank's houses allow
    int houses = std::min<int>(4, t.houses_left);
    t.hotels_left += 1;
    t.houses_left -= houses;
    b = houses;
  } else {
    b -= 1;
    t.houses_left += 1;
  }
  mono::set_buildings(t, sq, b);
  emit(c.ev, kEvDemolish, t.owner[sq], rule, sq, b, why);
  c.z.stall_turns = 0;  // MZ-END-2: progress
}

static bool human_owned(const MzTable& z, int sq) { return z.t.owner[sq] >= 0 && !(z.infected >> sq & 1); }

// MZ-HOME-5: the once-homeless squat in zombie houses without a trace (not
// under homeless_skills=at_apocalypse, MZ-HOME-9); MZ-HOME-8: the homeless
// who go unseen there (homeless_invisible) leave no trace either.
bool skilled_squatter(const MzCtx& c, int p) {
  const auto& zp = c.z.pl[p];
  return (c.zr.homeless_ever && zp.was_homeless) || (c.zr.homeless_invisible && zp.homeless);
}

// Bit sq set where v[sq] >= 0: eight squares per step (a byte's sign bit,
// gathered by a multiply), where a plain loop cost a fifth of sweep_demolitions.
static uint64_t non_negative(const std::array<int8_t, kSquares>& v) {
  static_assert(kSquares % 8 == 0);
  uint64_t m = 0;
  for (int i = 0; i < kSquares; i += 8) {
    uint64_t chunk;
    std::memcpy(&chunk, v.data() + i, 8);
    const uint64_t signs = (~chunk & 0x8080808080808080ull) >> 7;  // one bit per byte, at its bottom
    m |= ((signs * 0x0102040810204080ull) >> 56) << i;
  }
  return m;
}

// Runs after every action, so it counts humans per square once (hot path).
void sweep_demolitions(MzCtx& c) {
  auto& z = c.z;
  if (z.stage == kCapitalism) return;  // no zombies, nothing to knock down
  int8_t count[kSquares] = {}, skilled[kSquares] = {};
  for (int p = 0; p < c.t.n; ++p)
    if (!z.pl[p].zombie && !c.t.players[p].bankrupt) {
      ++count[c.t.players[p].pos];
      skilled[c.t.players[p].pos] += skilled_squatter(c, p);
    }
  // Only the squares where the body below can do something: a zombie waiting
  // to demolish, a built infection ground, a sheltered mark. demolish() changes
  // only its own square, so the squares still ahead keep their standing.
  uint64_t todo = (z.infected & c.t.masks.built) | z.sheltered | non_negative(z.demo_zombie);
  for (; todo; todo &= todo - 1) {
    const int sq = std::countr_zero(todo);
    int humans = count[sq];
    int zed = z.demo_zombie[sq];
    if (zed >= 0) {
      bool still =
          z.pl[zed].zombie && c.t.players[zed].pos == sq && human_owned(z, sq) && c.t.buildings[sq] > 0;
      if (!still || humans > z.demo_humans[sq])
        z.demo_zombie[sq] = -1;  // MZ-DEMO-3: it moved on, or help came
      else if (humans == 0) {
        z.demo_zombie[sq] = -1;
        demolish(c, sq, "MZ-DEMO-2", kDemoGuarded);
      }
    }
    bool zombie_house = infection_ground(z, sq) && c.t.buildings[sq] > 0;
    if (zombie_house && humans > skilled[sq])
      z.sheltered |= 1ull << sq;
    else if (zombie_house && humans > 0)
      continue;  // only the once-homeless there now: the house keeps its mark as it is
    else if (z.sheltered >> sq & 1) {
      z.sheltered &= ~(1ull << sq);
      if (zombie_house) demolish(c, sq, "MZ-DEMO-4", kDemoAbandoned);
    }
  }
}

}  // namespace shamble::mz
