// The zombie attack on a 7 (CZ-ATTACK) and how it is paid (CZ-PAY, CZ-DESTROY):
// cards one at a time, or buildings at what they cost (kWorthRoad, kWorthSettlement,
// kWorthCity by downgrading: view.h), no change given, and the position left must still be
// legal: every road stays joined to one of its owner's buildings. CZ-OUT: a
// player left without a settlement or city leaves the game.
#include "games/catan/model.h"

namespace shamble::catan {

int Model::damage(int p) const {
  const Topology& t = topo();
  int d = 0;
  for (int nd = 0; nd < kNodes; ++nd) {
    if (owner[nd] != p) continue;
    const int need = level[nd] == kCity ? kAttackCity : kAttackSettlement;
    for (int h : t.node_hexes[nd])
      if (h >= 0 && zombies[h] >= need) ++d;
  }
  return d;
}

void Model::start_attack(EventSink* ev) {
  ++tally.attacks;
  for (int p = 0; p < n; ++p) {
    pl[p].owed = 0;
    if (pl[p].out) continue;
    pl[p].owed = static_cast<int16_t>(damage(p));
    if (pl[p].owed) emit(ev, kEvAttack, p, "CZ-ATTACK", pl[p].owed);
  }
  next_payer(cur, ev);
}

// The next seat (from `from`, in turn order) that still owes; when none, the turn goes on.
void Model::next_payer(int from, EventSink* ev) {
  for (int i = 0; i < n; ++i) {
    int s = (from + i) % n;
    if (!pl[s].out && pl[s].owed > 0) {
      payer = static_cast<int8_t>(s);
      phase = kPayingZombies;
      return;
    }
  }
  payer = -1;
  if (phase == kOver) return;
  if (pl[cur].out) {
    end_turn(ev);  // the roller fell: play passes on
    return;
  }
  phase = kMain;
  check_win(ev);
}

namespace {
// p's roads but skip_e, each as the bits of its two corners, in side order.
int road_ends(const Model& m, int p, int skip_e, uint64_t* ends) {
  const Topology& t = topo();
  int n = 0;
  for_bits(m.roads_lo[p], [&](int e) {
    if (e != skip_e) ends[n++] = t.edge_node_bits[e];
  });
  for_bits(m.roads_hi[p], [&](int e) {
    if (64 + e != skip_e) ends[n++] = t.edge_node_bits[64 + e];
  });
  return n;
}

// The corners reached from `reach` along the n roads: it grows by every road
// that touches it until none is added. `n` is left as the count of roads cut
// off from it (reordered to the front of `ends`).
uint64_t flood(uint64_t* ends, int& n, uint64_t reach) {
  for (bool grew = true; grew && n > 0;) {
    grew = false;
    int left = 0;
    for (int i = 0; i < n; ++i)
      if (ends[i] & reach)
        reach |= ends[i], grew = true;
      else
        ends[left++] = ends[i];
    n = left;
  }
  return reach;
}
}  // namespace

// A flood over corner bitsets rather than a union-find over all 72 sides and
// 54 corners: the legal moves of a zombie payment ask this once for every
// road and settlement the payer holds, and it was most of a Zombies game's time.
bool roads_anchored(const Model& m, int p, int skip_e, int skip_n) {
  uint64_t ends[kEdges];
  int n = road_ends(m, p, skip_e, ends);
  flood(ends, n, m.own_nodes[p] & ~(skip_n >= 0 ? 1ull << skip_n : 0));
  return n == 0;
}

bool Model::road_removable(int p, int e) const { return road[e] == p && roads_anchored(*this, p, e, -1); }

// CZ-DESTROY: a settlement that joins roads to the rest may not go, unless
// settlement_with_roads=roads-fall, where those roads go with it (drop_loose_roads).
bool Model::settlement_removable(int p, int nd) const {
  return owner[nd] == p && level[nd] == kSettlement && (o.falling_roads || roads_anchored(*this, p, -1, nd));
}

// Removes p's roads no longer joined to one of p's buildings (worth nothing: no change).
void Model::drop_loose_roads(int p, EventSink* ev) {
  uint64_t ends[kEdges];
  int n = road_ends(*this, p, -1, ends);
  const uint64_t reached = flood(ends, n, own_nodes[p]);
  if (n == 0) return;
  const Topology& t = topo();
  for (int e = 0; e < kEdges; ++e)
    if (road[e] == p && !(t.edge_node_bits[e] & reached)) {
      set_road(e, -1);
      ++pl[p].roads_left;
      ++tally.destroyed_roads;
      emit(ev, kEvDestroy, p, "CZ-DESTROY", 0, e);
    }
}

// A downgrade needs a settlement piece in the supply to put back.
bool Model::city_downgradable(int p, int nd) const {
  return owner[nd] == p && level[nd] == kCity && pl[p].settlements_left > 0;
}

void Model::eliminate(int p, EventSink* ev) {
  Player& P = pl[p];
  // CZ-OUT: the resource cards go back to the bank, or (eliminated_cards=out-of-play)
  // stay in the out player's hand, where nothing can reach them.
  if (!o.out_cards_kept)
    for (int r = 0; r < kRes; ++r) {
      bank[r] = static_cast<int8_t>(bank[r] + P.res[r]);
      P.res[r] = 0;
    }
  P.dev.fill(0);
  P.dev_new.fill(0);
  P.out = 1;
  P.owed = 0;
  P.discard = 0;
  P.road_len = 0;
  ++tally.eliminations;
  emit(ev, kEvOut, p, "CZ-OUT");
  award_army(ev);
  award_longest(ev);
  if (active_count() == 1) {
    finish(kEndLastStanding, static_cast<uint8_t>(1u << next_active(p)), ev);
  }
}

Status Model::do_pay(int p, const Action& a, EventSink* ev) {
  if (phase != kPayingZombies || payer != p) return fail("CZ-PAY", "you owe nothing to the zombies now");
  Player& P = pl[p];
  int value = 0;
  switch (a.kind) {
    case kPayCard:
      if (a.a < 0 || a.a >= kRes || P.res[a.a] == 0) return fail("CZ-PAY", "you do not hold that card");
      --P.res[a.a];
      ++bank[a.a];
      value = kWorthCard;
      ++tally.paid_cards;
      emit(ev, kEvPayCard, p, "CZ-PAY", a.a);
      break;
    case kPayRoad:
      if (a.a < 0 || a.a >= kEdges || road[a.a] != p) return fail("CZ-DESTROY", "that is not your road");
      if (!road_removable(p, a.a))
        return fail("CZ-DESTROY", "removing that road would leave roads cut off from your buildings");
      set_road(a.a, -1);
      ++P.roads_left;
      value = kWorthRoad;
      ++tally.destroyed_roads;
      emit(ev, kEvDestroy, p, "CZ-DESTROY", 0, a.a);
      P.road_len = static_cast<int8_t>(road_length(p));
      award_longest(ev);
      break;
    case kPaySettlement:
      if (a.a < 0 || a.a >= kNodes || owner[a.a] != p || level[a.a] != kSettlement)
        return fail("CZ-DESTROY", "that is not your settlement");
      if (!settlement_removable(p, a.a))
        return fail("CZ-DESTROY", "removing that settlement would leave roads cut off from your buildings");
      set_owner(a.a, -1);
      level[a.a] = kEmpty;
      ++P.settlements_left;
      if (o.falling_roads) drop_loose_roads(p, ev);
      value = kWorthSettlement;
      ++tally.destroyed_settlements;
      emit(ev, kEvDestroy, p, "CZ-DESTROY", 1, a.a);
      refresh_roads(ev);  // an opponent's road through this corner is whole again
      break;
    case kPayCity:
      if (a.a < 0 || a.a >= kNodes || owner[a.a] != p || level[a.a] != kCity)
        return fail("CZ-DESTROY", "that is not your city");
      if (!city_downgradable(p, a.a))
        return fail("CZ-DESTROY", "no settlement piece is left to downgrade the city to");
      level[a.a] = kSettlement;
      ++P.cities_left;
      --P.settlements_left;
      value = kWorthCity;
      ++tally.downgraded_cities;
      emit(ev, kEvDestroy, p, "CZ-DESTROY", 2, a.a);
      break;
    default: return fail("CZ-PAY", "not a payment");
  }
  P.owed = static_cast<int16_t>(P.owed > value ? P.owed - value : 0);  // no change is given
  if (P.settlements_left == 5 && P.cities_left == 4) eliminate(p, ev);
  if (phase == kOver) return {};
  if (P.owed == 0) next_payer((p + 1) % n, ev);
  return {};
}

}  // namespace shamble::catan
