// check_invariants(): what must hold after every action. The randomized tests
// call it after each step; a scenario that breaks it is refused.
#include "games/catan/model.h"

namespace shamble::catan {

std::string Model::check_ranges() const {
  auto in = [](int v, int lo, int hi) { return v >= lo && v <= hi; };
  auto S = [](const char* what, int a) { return std::string(what) + ' ' + std::to_string(a); };
  if (static_cast<int>(names.size()) != n) return "the player names do not match the player count";
  for (int h = 0; h < kHexes; ++h) {
    if (!in(terrain[h], 0, kDesert)) return S("unknown terrain on hex", h);
    const int k = number[h];
    if (k == 1 || k == 7 || !in(k, 0, 12) || ((k == 0) != (terrain[h] == kDesert)))
      return S("a number token 2-6 or 8-12 on land and none on the desert, hex", h);
  }
  for (int i = 0; i < kHarbours; ++i)
    if (!in(harbour[i], 0, kGenericHarbour)) return S("unknown harbour kind", i);
  if (!in(robber, -1, kHexes - 1)) return "the robber is off the board";
  for (int nd = 0; nd < kNodes; ++nd)
    if (!in(owner[nd], -1, n - 1) || !in(level[nd], kEmpty, kCity)) return S("bad building on corner", nd);
  for (int e = 0; e < kEdges; ++e)
    if (!in(road[e], -1, n - 1)) return S("bad road on side", e);
  for (int i = 0; i < kDevCards; ++i)
    if (!in(deck[i], 0, kDevKinds - 1)) return S("unknown development card in the deck at", i);
  if (!in(phase, kSetupSettle, kOver) || !in(cur, 0, n - 1) || !in(setup_step, 0, 2 * n))
    return "turn fields out of range";
  if (!in(last_node, -1, kNodes - 1) || !in(die1, 0, 6) || !in(die2, 0, 6) || !in(zombie_number, 0, 12))
    return "roll fields out of range";
  if (!in(payer, -1, n - 1) || !in(army, -1, n - 1) || !in(longest, -1, n - 1)) return "holder out of range";
  if (!in(end_reason, kEndNone, kEndLastStanding) || winners >> n) return "end of game out of range";
  if (!in(free_roads, 0, 2) || !in(rolled, 0, 1) || !in(dev_played, 0, 1) || offers_made < 0 || round < 0 ||
      turns < 0)
    return "turn counters out of range";
  for (int p = 0; p < n; ++p) {
    const Player& P = pl[p];
    if (P.knights < 0 || !in(P.out, 0, 1) || P.discard < 0 || P.owed < 0 || !in(P.road_len, 0, 15))
      return S("player fields out of range, player", p);
    for (int q = 0; q < n; ++q)
      if (!in(offer.resp[q], kRespNone, kRespCounter)) return "trade answer out of range";
  }
  return {};
}

std::string Model::check() const {
  const Topology& t = topo();
  auto S = [](const char* what, int a = -1) {
    std::string s = what;
    if (a >= 0) s += ' ' + std::to_string(a);
    return s;
  };
  if (n < 3 || n > kMaxPlayers) return S("bad player count", n);
  // Ranges first: a loaded save is checked before anything indexes by these
  // (a terrain of 6 once read past a table during replay: a fuzz find, see
  // tests/fuzz/regressions/document/).
  if (auto e = check_ranges(); !e.empty()) return e;
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
    if ((owner[nd] >= 0) != (level[nd] != kEmpty)) return S("owner and level disagree on node", nd);
    if (owner[nd] < 0) continue;
    (level[nd] == kCity ? cities : setts)[owner[nd]]++;
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
  if (phase == kPayingZombies && (payer < 0 || pl[payer].owed <= 0)) return S("attack with nobody owing");
  if (deck_pos < 0 || deck_pos > kDevCards) return S("bad deck position");
  return {};
}

}  // namespace shamble::catan
