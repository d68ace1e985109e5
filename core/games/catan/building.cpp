// Building: C-DISTANCE (no settlement next to another), C-ROAD-CONNECT (roads
// extend your network; an opponent's building cuts it), C-PIECES (15 roads,
// 5 settlements, 4 cities), C-COST. Used by the opening and the main phase.
#include <algorithm>

#include "games/catan/model.h"

namespace shamble::catan {

void Model::pay(int p, const ResArr& c) {
  for (int r = 0; r < kRes; ++r) {
    pl[p].res[r] = static_cast<int8_t>(pl[p].res[r] - c[r]);
    bank[r] = static_cast<int8_t>(bank[r] + c[r]);
  }
}

void Model::gain(int p, int r, int k) {
  pl[p].res[r] = static_cast<int8_t>(pl[p].res[r] + k);
  bank[r] = static_cast<int8_t>(bank[r] - k);
}

bool Model::road_connects(int p, int e) const {
  const Topology& t = topo();
  const uint64_t ends = t.edge_node_bits[e];
  if (ends & own_nodes[p]) return true;
  // An opponent's building cuts the network at its corner.
  const uint64_t open = ends & ~all_nodes();
  const uint64_t lo = roads_lo[p] & ~(e < 64 ? 1ull << e : 0),
                 hi = roads_hi[p] & ~(e >= 64 ? 1ull << (e - 64) : 0);
  bool joined = false;
  for_bits(open, [&](int nd) { joined |= ((t.node_edge_lo[nd] & lo) | (t.node_edge_hi[nd] & hi)) != 0; });
  return joined;
}

bool Model::road_ok(int p, int e) const { return road[e] < 0 && road_connects(p, e); }

bool Model::settle_ok(int p, int nd, bool setup) const {
  const Topology& t = topo();
  if (all_nodes() & (t.node_nbr_bits[nd] | 1ull << nd)) return false;  // C-DISTANCE
  if (setup) return true;
  return ((t.node_edge_lo[nd] & roads_lo[p]) | (t.node_edge_hi[nd] & roads_hi[p])) != 0;
}

Status Model::do_settle(int p, int nd, EventSink* ev) {
  if (nd < 0 || nd >= kNodes) return fail("C-BOARD", "there is no such corner");
  const bool setup = phase == kSetupSettle;
  if (!setup && phase != kMain) return fail("C-TURN", "settlements are built in the main part of your turn");
  if (owner[nd] >= 0) return fail("C-DISTANCE", "that corner is already built on");
  if (!settle_ok(p, nd, true))
    return fail("C-DISTANCE", "a settlement needs every neighbouring corner empty");
  if (!settle_ok(p, nd, setup)) return fail("C-ROAD-CONNECT", "a settlement must touch one of your roads");
  if (pl[p].settlements_left == 0) return fail("C-PIECES", "you have no settlements left");
  if (!setup && !can_pay(p, kSettlementCost))
    return fail("C-COST", "a settlement costs a brick, a lumber, a wool and a grain");
  if (!setup) pay(p, kSettlementCost);
  set_owner(nd, p);
  level[nd] = kSettlement;
  --pl[p].settlements_left;
  emit(ev, kEvBuild, p, setup ? "C-SETUP" : "C-BUILD-SETTLEMENT", 1, nd);
  if (setup) {
    last_node = static_cast<int8_t>(nd);
    if (setup_step >= n) setup_yield(nd, ev);
    phase = kSetupRoad;
    return {};
  }
  // A settlement can cut an opponent's road (C-LONGEST): recount those touching it.
  bool cut = false;
  for (int e : topo().node_edges[nd])
    if (e >= 0 && road[e] >= 0 && road[e] != p) {
      pl[road[e]].road_len = static_cast<int8_t>(road_length(road[e]));
      cut = true;
    }
  if (cut) award_longest(ev);
  check_win(ev);
  return {};
}

Status Model::do_road(int p, int e, EventSink* ev) {
  if (e < 0 || e >= kEdges) return fail("C-BOARD", "there is no such side");
  if (phase != kSetupRoad && phase != kMain && phase != kFreeRoads)
    return fail("C-TURN", "roads are built in the main part of your turn");
  if (road[e] >= 0) return fail("C-ROAD-CONNECT", "that side already has a road");
  if (pl[p].roads_left == 0) return fail("C-PIECES", "you have no roads left");
  if (phase == kSetupRoad) {
    const auto& en = topo().edge_nodes[e];
    if (en[0] != last_node && en[1] != last_node)
      return fail("C-SETUP", "the opening road must touch the settlement just placed");
  } else if (!road_connects(p, e)) {
    return fail("C-ROAD-CONNECT", "a road must extend your own roads or buildings");
  }
  if (phase == kMain && !can_pay(p, kRoadCost)) return fail("C-COST", "a road costs a brick and a lumber");
  if (phase == kMain) pay(p, kRoadCost);
  set_road(e, p);
  --pl[p].roads_left;
  emit(ev, kEvBuild, p,
       phase == kSetupRoad ? "C-SETUP"
       : phase == kMain    ? "C-BUILD-ROAD"
                           : "C-ROAD-BUILDING",
       0, e);
  if (phase == kSetupRoad) {
    pl[p].road_len = static_cast<int8_t>(road_length(p));
    ++setup_step;
    if (setup_step >= 2 * n) {
      cur = 0;
      round = 1;
      begin_turn(ev);
    } else {
      cur = static_cast<int8_t>(setup_step < n ? setup_step : 2 * n - 1 - setup_step);
      phase = kSetupSettle;
    }
    return {};
  }
  // A road hanging off one corner (the usual case) can only add a trail that
  // ends with it: one search from that corner instead of a full recount.
  int attach = -1, pendant = 0;
  for (int k = 0; k < 2; ++k) {
    const int nd = topo().edge_nodes[e][k];
    bool other = false;
    for (int f : topo().node_edges[nd]) other |= f >= 0 && f != e && road[f] == p;
    if (!other) ++pendant, attach = topo().edge_nodes[e][1 - k];
  }
  if (pendant == 1) {
    // An opponent's building on the joining corner stops the trail right there.
    const bool cut = owner[attach] >= 0 && owner[attach] != p;
    pl[p].road_len =
        static_cast<int8_t>(std::max<int>(pl[p].road_len, 1 + (cut ? 0 : road_length(p, attach, e))));
  } else
    pl[p].road_len = static_cast<int8_t>(road_length(p));
  award_longest(ev);
  if (phase == kFreeRoads) {
    --free_roads;
    bool more = false;
    if (free_roads > 0 && pl[p].roads_left > 0)
      for (int f = 0; f < kEdges && !more; ++f) more = road_ok(p, f);
    if (!more) {
      free_roads = 0;
      after_interrupt();
    }
  }
  check_win(ev);
  return {};
}

Status Model::do_city(int p, int nd, EventSink* ev) {
  if (nd < 0 || nd >= kNodes) return fail("C-BOARD", "there is no such corner");
  if (phase != kMain) return fail("C-TURN", "cities are built in the main part of your turn");
  if (owner[nd] != p || level[nd] != kSettlement)
    return fail("C-BUILD-CITY", "a city replaces one of your settlements");
  if (pl[p].cities_left == 0) return fail("C-PIECES", "you have no cities left");
  if (!can_pay(p, kCityCost)) return fail("C-COST", "a city costs two grain and three ore");
  pay(p, kCityCost);
  level[nd] = kCity;
  --pl[p].cities_left;
  ++pl[p].settlements_left;
  emit(ev, kEvBuild, p, "C-BUILD-CITY", 2, nd);
  check_win(ev);
  return {};
}

}  // namespace shamble::catan
