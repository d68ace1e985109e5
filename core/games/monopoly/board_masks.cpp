// Deriving MonoTable::masks from the arrays: on load, after a table is edited
// by hand (scenarios, tests), and by check_table to catch a stale mask.
#include "games/monopoly/board_masks.h"

namespace shamble::mono {

BoardMasks derive_masks(const MonoTable& t) {
  BoardMasks m;
  for (int sq = 0; sq < kSquares; ++sq) {
    int o = t.owner[sq];
    if (o >= 0 && o < kMaxPlayers) m.owned[o] |= square_bit(sq);
    if (t.buildings[sq]) m.built |= square_bit(sq);
    if (t.mortgaged[sq]) m.mortgaged |= square_bit(sq);
  }
  for (int p = 0; p < kMaxPlayers; ++p)
    for (int g = 0; g < board::kGroups; ++g)
      if (!(group_mask(g) & ~m.owned[p])) m.whole[p] |= group_mask(g);
  return m;
}

void rederive_masks(MonoTable& t) { t.masks = derive_masks(t); }

}  // namespace shamble::mono
