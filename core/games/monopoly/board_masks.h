// Keeping MonoTable::masks (table.h) true: every change of a deed's owner,
// buildings or mortgage goes through these setters, and the checks that run
// on every action read the masks instead of walking the board.
#pragma once

#include <bit>

#include "games/monopoly/fast_board.h"
#include "games/monopoly/table.h"

namespace shamble::mono {

constexpr uint64_t square_bit(int sq) { return 1ull << sq; }

// The masks as owner[], buildings[] and mortgaged[] say now (a seat out of
// range owns nothing here; check_table reports it).
BoardMasks derive_masks(const MonoTable& t);

inline void set_owner(MonoTable& t, int sq, int seat) {
  int old = t.owner[sq];
  const int g = sq_data(sq).group;
  const uint64_t lots = g >= 0 ? fast_board().group_mask[g] : 0;
  if (old >= 0 && old < kMaxPlayers) {
    t.masks.owned[old] &= ~square_bit(sq);
    t.masks.whole[old] &= ~lots;
  }
  if (seat >= 0 && seat < kMaxPlayers) {
    t.masks.owned[seat] |= square_bit(sq);
    if (!(lots & ~t.masks.owned[seat])) t.masks.whole[seat] |= lots;
  }
  t.owner[sq] = static_cast<int8_t>(seat);
}
inline void set_buildings(MonoTable& t, int sq, int count) {
  t.buildings[sq] = static_cast<int8_t>(count);
  t.masks.built = count ? t.masks.built | square_bit(sq) : t.masks.built & ~square_bit(sq);
}
inline void set_mortgaged(MonoTable& t, int sq, bool on) {
  t.mortgaged[sq] = on;
  t.masks.mortgaged = on ? t.masks.mortgaged | square_bit(sq) : t.masks.mortgaged & ~square_bit(sq);
}
inline void clear_mortgages(MonoTable& t) {
  t.mortgaged.fill(0);
  t.masks.mortgaged = 0;
}

// The deeds `seat` holds; none for a seat out of range (the bank, -1).
inline uint64_t owned_by(const MonoTable& t, int seat) {
  return seat >= 0 && seat < kMaxPlayers ? t.masks.owned[seat] : 0;
}
// Every deed someone holds.
inline uint64_t owned_by_anyone(const MonoTable& t) {
  uint64_t m = 0;
  for (int p = 0; p < t.n && p < kMaxPlayers; ++p) m |= t.masks.owned[p];
  return m;
}
inline bool group_has_buildings(const MonoTable& t, int group) { return t.masks.built & group_mask(group); }
// Every lot of every colour group that has a building somewhere (M-TRADE-2, M-MORT-2).
inline uint64_t groups_with_buildings(const MonoTable& t) {
  if (!t.masks.built) return 0;  // the common case, before anyone builds
  uint64_t m = 0;
  for (int g = 0; g < board::kGroups; ++g)
    if (t.masks.built & group_mask(g)) m |= group_mask(g);
  return m;
}
inline bool owns_group(const MonoTable& t, int player, int group) {
  if (player < 0 || player >= kMaxPlayers) {  // the bank: every lot unowned
    for (int sq : group_lots(group))
      if (t.owner[sq] != player) return false;
    return true;
  }
  return (group_mask(group) & ~t.masks.owned[player]) == 0;
}
// The lots of the colour groups `seat` holds whole (none for the bank).
inline uint64_t whole_groups(const MonoTable& t, int seat) {
  return seat >= 0 && seat < kMaxPlayers ? t.masks.whole[seat] : 0;
}

}  // namespace shamble::mono
