// check_invariants(): what must hold after every action. The randomized tests
// call it after each step; a scenario that breaks it is refused.
#include "games/catan/model.h"

namespace shamble::catan {

std::string Model::check() const {
  const Topology& t = topo();
  auto S = [](const char* what, int a = -1) {
    std::string s = what;
    if (a >= 0) s += ' ' + std::to_string(a);
    return s;
  };
  if (n < 3 || n > kMaxPlayers) return S("bad player count", n);
  // Resource conservation: 19 of each between the bank and the hands.
  for (int r = 0; r < kRes; ++r) {
    int sum = bank[r];
    if (bank[r] < 0) return S("negative bank of resource", r);
    for (int p = 0; p < n; ++p) {
      if (pl[p].res[r] < 0) return S("negative hand for player", p);
      sum += pl[p].res[r];
    }
    if (sum != kPerResource) return S("resource not conserved:", r);
  }
  int roads[kMaxPlayers] = {}, setts[kMaxPlayers] = {}, cities[kMaxPlayers] = {};
  for (int e = 0; e < kEdges; ++e) {
    if (road[e] >= n) return S("road of unknown player on edge", e);
    if (road[e] >= 0) ++roads[road[e]];
  }
  for (int nd = 0; nd < kNodes; ++nd) {
    if (owner[nd] >= n) return S("building of unknown player on node", nd);
    if ((owner[nd] >= 0) != (level[nd] != EMPTY)) return S("owner and level disagree on node", nd);
    if (owner[nd] < 0) continue;
    (level[nd] == CITY ? cities : setts)[owner[nd]]++;
    for (int m : t.node_nodes[nd])
      if (m >= 0 && owner[m] >= 0) return S("distance rule broken at node", nd);  // C-DISTANCE
  }
  // The bitsets the hot paths read must mirror the arrays.
  std::array<uint64_t, kMaxPlayers> nodes{}, lo{}, hi{};
  for (int nd = 0; nd < kNodes; ++nd)
    if (owner[nd] >= 0) nodes[owner[nd]] |= 1ull << nd;
  for (int e = 0; e < kEdges; ++e)
    if (road[e] >= 0) (e < 64 ? lo : hi)[road[e]] |= 1ull << (e & 63);
  if (nodes != own_nodes || lo != roads_lo || hi != roads_hi)
    return S("building or road bitsets disagree with the board");
  for (int h = 0; h < kHexes; ++h)
    if (number[h] < 0 || number[h] > 12 || !(number_hexes[number[h]] >> h & 1))
      return S("number bitset stale at hex", h);
  for (int p = 0; p < n; ++p) {
    const Player& P = pl[p];
    if (roads[p] + P.roads_left != 15) return S("road count wrong for player", p);
    if (setts[p] + P.settlements_left != 5) return S("settlement count wrong for player", p);
    if (cities[p] + P.cities_left != 4) return S("city count wrong for player", p);
    if (!roads_anchored(*this, p, -1, -1)) return S("road cut off from its owner's buildings, player", p);
    if (P.road_len != road_length(p)) return S("stale road length for player", p);
    for (int k = 0; k < kDevKinds; ++k)
      if (P.dev[k] < 0 || P.dev_new[k] < 0 || P.dev_new[k] > P.dev[k])
        return S("bad development hand, player", p);
    // CZ-OUT: with eliminated_cards=out-of-play the cards stay, frozen, in the hand.
    if (P.out && (roads[p] || setts[p] || cities[p] || (cards(p) && !o.out_cards_kept)))
      return S("eliminated player still has pieces", p);
  }
  if (longest >= 0) {
    if (pl[longest].road_len < 5) return S("longest road held below 5 by", longest);
    for (int p = 0; p < n; ++p)
      if (!pl[p].out && pl[p].road_len > pl[longest].road_len)
        return S("longest road held by a shorter road", longest);
  }
  if (army >= 0 && pl[army].knights < 3) return S("largest army below 3 knights");
  for (int h = 0; h < kHexes; ++h) {
    if (zombies[h] < 0 || zombies[h] > kMaxZombies) return S("zombie count out of range on hex", h);
    if (terrain[h] == kDesert && zombies[h] && !o.desert_zombies) return S("zombies on the desert", h);
  }
  if (phase == ATTACK && (payer < 0 || pl[payer].owed <= 0)) return S("attack with nobody owing");
  if (deck_pos < 0 || deck_pos > kDevCards) return S("bad deck position");
  return {};
}

}  // namespace shamble::catan
