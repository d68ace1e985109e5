// What a visitor owes the owner of the square they stopped on.
#include "games/monopoly/rules.h"

namespace shamble::mono {

using board::SquareKind;

int transports_owned(const MonoTable& t, int player) {
  int n = 0;
  for (int sq : {5, 15, 25, 35}) n += t.owner[sq] == player;
  return n;
}

static int utilities_owned(const MonoTable& t, int player) {
  return (t.owner[12] == player) + (t.owner[28] == player);
}

int rent_due(const MonoTable& t, const MonoRules& r, int square, int dice_total, int rent_mode) {
  const auto& s = sq_data(square);
  int owner = t.owner[square];
  if (owner < 0 || t.mortgaged[square]) return 0;               // M-RENT-6
  if (r.no_rent_in_jail && t.players[owner].in_jail) return 0;  // house rule
  switch (s.kind) {
    case SquareKind::Street: {
      int b = t.buildings[square];
      if (b > 0) return s.rent[b];                           // M-RENT-3
      if (!owns_group(t, owner, s.group)) return s.rent[0];  // M-RENT-1
      if (!r.double_rent_partial)
        for (int sq : group_lots(s.group))
          if (t.mortgaged[sq]) return s.rent[0];
      return 2 * s.rent[0];  // M-RENT-2
    }
    case SquareKind::Transport: {
      int rent = 25 << (transports_owned(t, owner) - 1);           // M-RENT-4
      return rent_mode == kRentDoubleTransport ? 2 * rent : rent;  // M-CARD-3
    }
    case SquareKind::Utility:
      if (rent_mode == kRentUtility10) return 10 * dice_total;        // M-CARD-4
      return (utilities_owned(t, owner) == 2 ? 10 : 4) * dice_total;  // M-RENT-5
    default: return 0;
  }
}

}  // namespace shamble::mono
