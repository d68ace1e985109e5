// C-BOARD / C-LAYOUT: terrain, number tokens and harbour kinds, either the fixed
// beginner island or a shuffled one (optionally with no 6 next to an 8).
#include "games/catan/model.h"

namespace shamble::catan {

namespace {
// Beginner island, hexes in row order (see docs): terrain ids and tokens (0 = desert).
constexpr int8_t kBeginnerTerrain[kHexes] = {kOre,   kWool,   kLumber, kGrain,  kBrick, kWool,   kBrick,
                                             kGrain, kLumber, kDesert, kLumber, kOre,   kLumber, kOre,
                                             kGrain, kWool,   kBrick,  kGrain,  kWool};
constexpr int8_t kBeginnerNumber[kHexes] = {10, 2, 9, 12, 6, 4, 10, 9, 11, 0, 3, 8, 8, 3, 4, 5, 5, 6, 11};
constexpr int8_t kBeginnerHarbours[kHarbours] = {
    kGenericHarbour, kWool, kGenericHarbour, kGenericHarbour, kBrick, kLumber, kGenericHarbour, kGrain, kOre};
constexpr int8_t kTokens[18] = {2, 3, 3, 4, 4, 5, 5, 6, 6, 8, 8, 9, 9, 10, 10, 11, 11, 12};

bool red_neighbours(const std::array<int8_t, kHexes>& number) {
  const Topology& t = topo();
  for (int h = 0; h < kHexes; ++h) {
    if (number[h] != 6 && number[h] != 8) continue;
    for (int g : t.hex_hexes[h])
      if (g >= 0 && (number[g] == 6 || number[g] == 8)) return true;
  }
  return false;
}
}  // namespace

void Model::make_board(bool beginner) {
  if (beginner) {
    for (int h = 0; h < kHexes; ++h) {
      terrain[h] = kBeginnerTerrain[h];
      number[h] = kBeginnerNumber[h];
    }
    for (int i = 0; i < kHarbours; ++i) harbour[i] = kBeginnerHarbours[i];
  } else {
    std::vector<int8_t> land = {kLumber, kLumber, kLumber, kLumber, kWool,  kWool,  kWool,
                                kWool,   kGrain,  kGrain,  kGrain,  kGrain, kBrick, kBrick,
                                kBrick,  kOre,    kOre,    kOre,    kDesert};
    rng.shuffle(land);
    std::vector<int8_t> tokens(kTokens, kTokens + 18);
    std::vector<int8_t> ports = {kGenericHarbour, kGenericHarbour, kGenericHarbour,
                                 kGenericHarbour, kLumber,         kBrick,
                                 kWool,           kGrain,          kOre};
    rng.shuffle(ports);
    for (int h = 0; h < kHexes; ++h) terrain[h] = land[h];
    for (int i = 0; i < kHarbours; ++i) harbour[i] = ports[i];
    // Rejection sampling: about one shuffle in six has no red neighbours; the cap
    // only guards against a pathological generator.
    for (int tries = 0; tries < 10000; ++tries) {
      rng.shuffle(tokens);
      int k = 0;
      for (int h = 0; h < kHexes; ++h) number[h] = terrain[h] == kDesert ? 0 : tokens[k++];
      if (!o.no_red_neighbours || !red_neighbours(number)) break;
    }
  }
  robber = -1;
  for (int h = 0; h < kHexes; ++h)
    if (terrain[h] == kDesert && !o.zombies) robber = static_cast<int8_t>(h);
  rebuild_masks();
}

}  // namespace shamble::catan
