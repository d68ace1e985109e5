// The speed-play preset: free deeds at the start, hotels after three houses,
// a one-turn jail stay (jail.cpp), and the end at the first bankruptcy with
// the richest remaining player winning by the valuation below.
#include <algorithm>

#include "games/monopoly/rules.h"

namespace shamble::mono {

// M-SHORT-1: the bank deals deeds round the table for free.
void deal_free_deeds(Ctx& c) {
  auto& t = c.t;
  int deeds[28], n = 0;
  for (int sq = 0; sq < kSquares; ++sq)
    if (board::is_property(sq) && t.owner[sq] < 0) deeds[n++] = sq;
  for (int i = n; i > 1; --i) std::swap(deeds[i - 1], deeds[c.rng.below(i)]);
  int k = 0;
  for (int round = 0; round < c.r.deal_deeds; ++round)
    for (int p = 0; p < t.n && k < n; ++p) {
      set_owner(t, deeds[k], p);
      emit(c.ev, kEvDeal, p, "M-SHORT-1", deeds[k]);
      ++k;
    }
}

// M-SHORT-4: cash, deeds at the printed price (half if mortgaged), houses at
// cost, hotels at cost including the houses traded in for them.
int net_worth(const MonoTable& t, const MonoRules& r, int player) {
  int v = t.players[player].cash;
  for (int sq = 0; sq < kSquares; ++sq) {
    if (t.owner[sq] != player) continue;
    const auto& s = sq_data(sq);
    v += t.mortgaged[sq] ? s.price / 2 : s.price;
    int b = t.buildings[sq];
    v += (b == kHotel ? r.hotel_after + 1 : b) * s.house_cost;
  }
  return v;
}

void end_short_game(Ctx& c) {
  auto& t = c.t;
  int best = -1;
  uint16_t mask = 0;
  for (int p = 0; p < t.n; ++p) {
    if (t.players[p].bankrupt) continue;
    int w = net_worth(t, c.r, p);
    if (w > best) best = w, mask = 0;
    if (w == best) mask |= 1u << p;
  }
  t.phase = kGameOver;
  t.end_reason = kEndShortGame;
  t.winners = mask;
  emit(c.ev, kEvGameOver, -1, "M-SHORT-4", mask, best);
}

}  // namespace shamble::mono
