// How much things are worth to a player, for bots: a deed is worth its price,
// more when it completes (or blocks) a colour group.
#include <algorithm>
#include <bit>

#include "games/monopoly/bots.h"

namespace shamble::mono {

// Lots of the deed's group (or transports/utilities) owned by `player`, and in total.
static void group_count(const MonoTable& t, int player, int sq, int* mine, int* total, int* others) {
  const uint64_t kin = fast_board().kin_mask[sq], own = owned_by(t, player);
  *total = std::popcount(kin);
  *mine = std::popcount(kin & own);
  *others = std::popcount(kin & owned_by_anyone(t) & ~own);
}

int deed_value(const MonoTable& t, int player, int sq) {
  const auto& s = sq_data(sq);
  int mine, total, others;
  group_count(t, player, sq, &mine, &total, &others);
  if (t.owner[sq] == player) --mine;  // value of having this one, given the rest
  int v = s.price;
  if (s.group >= 0) {
    if (mine == total - 1)
      v = v * 2 + s.house_cost * 2;  // completes a group
    else if (mine > 0 && others == 0)
      v = v * 13 / 10;
  } else {
    v += v * mine / 4;
  }
  if (t.mortgaged[sq]) v -= lift_cost(sq) / 2;
  return v;
}

int trade_gain(const MonoTable& t, int player) {
  const Trade& tr = t.trade;
  int side = player == tr.proposer ? 0 : 1;
  int gain = tr.cash[1 - side] - tr.cash[side];
  for (int sq = 0; sq < kSquares; ++sq) {
    if (!(tr.deeds >> sq & 1)) continue;
    int owner = t.owner[sq];
    if (owner == player) {
      // Losing it: its value to us, plus what it is worth to the other side if
      // it completes their group (we would hand them a monopoly).
      int other = side == 0 ? tr.partner : tr.proposer;
      gain -= std::max(deed_value(t, player, sq), deed_value(t, other, sq) * 3 / 4);
    } else {
      gain += deed_value(t, player, sq);
      if (t.mortgaged[sq]) gain -= transfer_fee(sq);
    }
  }
  for (int d = 0; d < 2; ++d)
    if (tr.cards >> d & 1) gain += t.jail_card_owner[d] == player ? -30 : 30;
  return gain;
}

uint64_t lots_one_short(const MonoTable& t, int seat, uint64_t* groups) {
  const uint64_t own = owned_by(t, seat);
  uint64_t m = 0, whole = 0;
  for (int g = 0; g < board::kGroups; ++g)
    if (uint64_t missing = group_mask(g) & ~own; missing && !(missing & (missing - 1)))
      m |= missing, whole |= group_mask(g);
  if (groups) *groups = whole;
  return m;
}

}  // namespace shamble::mono
