// The legal actions of one seat. Hot path of every simulation: appends into
// the caller's reused buffer and allocates nothing.
#include "games/catan/model.h"

namespace shamble::catan {

namespace {
inline void add(std::vector<Action>& out, int kind, int a = 0, int b = 0) {
  out.push_back(Action{kind, a, b, 0});
}
}  // namespace

// Empty sides touching the player's network, in side order: one pass over the
// network's corners instead of testing all 72 sides.
static void road_spots(const Model& m, int p, std::vector<Action>& out, int kind) {
  const Topology& t = topo();
  uint64_t reach = 0;  // corners the network can extend from
  for (int e = 0; e < kEdges; ++e)
    if (m.road[e] == p)
      for (int nd : t.edge_nodes[e])
        if (m.owner[nd] < 0 || m.owner[nd] == p) reach |= 1ull << nd;
  for (int nd = 0; nd < kNodes; ++nd)
    if (m.owner[nd] == p) reach |= 1ull << nd;
  uint64_t lo = 0, hi = 0;
  for (int nd = 0; nd < kNodes; ++nd)
    if (reach >> nd & 1)
      for (int e : t.node_edges[nd])
        if (e >= 0 && m.road[e] < 0) (e < 64 ? lo : hi) |= 1ull << (e & 63);
  for (; lo; lo &= lo - 1) out.push_back(Action{kind, __builtin_ctzll(lo), 0, 0});
  for (; hi; hi &= hi - 1) out.push_back(Action{kind, 64 + __builtin_ctzll(hi), 0, 0});
}

static void dev_plays(const Model& m, int p, std::vector<Action>& out) {
  if (m.dev_played) return;
  const Player& P = m.pl[p];
  if (P.dev[KNIGHT] <= P.dev_new[KNIGHT] && P.dev[ROADS] <= P.dev_new[ROADS] &&
      P.dev[PLENTY] <= P.dev_new[PLENTY] && P.dev[MONOPOLY] <= P.dev_new[MONOPOLY])
    return;  // the common case: nothing playable
  if (m.may_play_dev(p, KNIGHT)) {
    if (m.o.zombies) {
      bool any = false;
      for (int h = 0; h < kHexes; ++h)
        if (m.zombies[h]) add(out, A_KNIGHT, h), any = true;
      if (!any)
        for (int h = 0; h < kHexes; ++h) add(out, A_KNIGHT, h);
    } else {
      add(out, A_KNIGHT, -1);
    }
  }
  if (m.may_play_dev(p, ROADS) && m.pl[p].roads_left > 0)
    for (int e = 0; e < kEdges; ++e)
      if (m.road_ok(p, e)) {
        add(out, A_ROAD_BUILDING);
        break;
      }
  if (m.may_play_dev(p, PLENTY))
    for (int a = 0; a < kRes; ++a)
      for (int b = a; b < kRes; ++b)
        if (m.bank[a] >= 1 + (a == b) && m.bank[b] >= 1) add(out, A_PLENTY, a, b);
  if (m.may_play_dev(p, MONOPOLY))
    for (int r = 0; r < kRes; ++r) add(out, A_MONOPOLY, r);
}

static void main_actions(const Model& m, int p, std::vector<Action>& out) {
  const Player& P = m.pl[p];
  add(out, A_END_TURN);
  if (P.roads_left > 0 && m.can_pay(p, kRoadCost)) road_spots(m, p, out, A_ROAD);
  if (P.settlements_left > 0 && m.can_pay(p, kSettlementCost)) {
    // Only corners at the end of one of our roads can qualify.
    const Topology& t = topo();
    uint64_t ends = 0;
    for (int e = 0; e < kEdges; ++e)
      if (m.road[e] == p) ends |= (1ull << t.edge_nodes[e][0]) | (1ull << t.edge_nodes[e][1]);
    for (; ends; ends &= ends - 1) {
      const int nd = __builtin_ctzll(ends);
      if (m.settle_ok(p, nd, true)) add(out, A_SETTLE, nd);
    }
  }
  if (P.cities_left > 0 && m.can_pay(p, kCityCost))
    for (int nd = 0; nd < kNodes; ++nd)
      if (m.owner[nd] == p && m.level[nd] == SETTLEMENT) add(out, A_CITY, nd);
  if (m.deck_pos < kDevCards) {
    if (m.o.dev_cost == 0) {
      if (m.can_buy_dev(p, kDevPayAll)) add(out, A_BUY_DEV, kDevPayAll);
    } else {
      for (int how = 0; how < 3; ++how)
        if (m.can_buy_dev(p, how)) add(out, A_BUY_DEV, how);
    }
  }
  dev_plays(m, p, out);
  const int hand = total(P.res);
  if (P.res[0] >= 2 || P.res[1] >= 2 || P.res[2] >= 2 || P.res[3] >= 2 || P.res[4] >= 2) {
    int ratio[kRes];
    const uint32_t hm = m.harbour_mask(p);
    for (int r = 0; r < kRes; ++r) ratio[r] = hm & (1u << r) ? 2 : hm & (1u << kGenericHarbour) ? 3 : 4;
    for (int g = 0; g < kRes; ++g)
      if (P.res[g] >= ratio[g])
        for (int r = 0; r < kRes; ++r)
          if (r != g && m.bank[r] > 0) add(out, A_BANK, g, r);
  }
  if (hand > 0 && m.offers_made < m.o.offers && m.active_count() > 1) add(out, A_OFFER);
}

void Model::legal(int p, std::vector<Action>& out) const {
  out.clear();
  if (p < 0 || p >= n || !(actors() & (1u << p))) return;
  const Topology& t = topo();
  const Player& P = pl[p];
  switch (phase) {
    case SETUP_SETTLE:
      for (int nd = 0; nd < kNodes; ++nd)
        if (settle_ok(p, nd, true)) add(out, A_SETTLE, nd);
      break;
    case SETUP_ROAD:
      for (int e : t.node_edges[last_node])
        if (e >= 0 && road[e] < 0) add(out, A_ROAD, e);
      break;
    case PRE_ROLL:
      add(out, A_ROLL);
      dev_plays(*this, p, out);
      break;
    case ZOMBIE_CHOICE:
      for (int h = 0; h < kHexes; ++h)
        if (number[h] == zombie_number && zombie_room(h)) add(out, A_ZOMBIE_HEX, h);
      break;
    case DISCARD:
      for (int r = 0; r < kRes; ++r)
        if (P.res[r]) add(out, A_DISCARD, r);
      break;
    case ROBBER:
      for (int h = 0; h < kHexes; ++h)
        if (h != robber) add(out, A_ROBBER, h);
      break;
    case STEAL:
      for (int v = 0; v < n; ++v)
        if (steal_victim(p, robber, v)) add(out, A_STEAL, v);
      break;
    case MAIN: main_actions(*this, p, out); break;
    case ROAD_BUILDING: road_spots(*this, p, out, A_ROAD); break;
    case OFFER_COMPOSE: {
      const int gave = total(offer.give), asked = total(offer.get);
      for (int r = 0; r < kRes; ++r) {
        if (!offer.get[r] && offer.give[r] < P.res[r] && gave < kOfferSide) add(out, A_OFFER_GIVE, r);
        if (!offer.give[r] && asked < kOfferSide) add(out, A_OFFER_GET, r);
      }
      if (gave && asked) add(out, A_OFFER_SEND);
      add(out, A_OFFER_CANCEL);
      break;
    }
    case OFFER_RESPOND:
      if (offer.resp[p] == R_PENDING) {
        bool covers = true;
        for (int r = 0; r < kRes; ++r) covers &= P.res[r] >= offer.get[r];
        if (covers) add(out, A_ACCEPT);
        add(out, A_DECLINE);
        if (total(P.res)) add(out, A_COUNTER);
      } else {
        const ResArr &cg = offer.cgive[p], &ct = offer.cget[p];
        const int gave = total(cg), asked = total(ct);
        for (int r = 0; r < kRes; ++r) {
          if (!ct[r] && cg[r] < P.res[r] && gave < kOfferSide) add(out, A_COUNTER_GIVE, r);
          if (!cg[r] && asked < kOfferSide) add(out, A_COUNTER_GET, r);
        }
        if (gave && asked) add(out, A_COUNTER_SEND);
        add(out, A_DECLINE);
      }
      break;
    case OFFER_CHOOSE:
      for (int s = 0; s < n; ++s) {
        if (offer.resp[s] == R_ACCEPT) add(out, A_TRADE_WITH, s);
        if (offer.resp[s] == R_COUNTER) {
          bool covers = true;
          for (int r = 0; r < kRes; ++r) covers &= P.res[r] >= offer.cget[s][r];
          if (covers) add(out, A_TRADE_WITH, s);
        }
      }
      add(out, A_OFFER_CANCEL);
      break;
    case ATTACK:
      for (int r = 0; r < kRes; ++r)
        if (P.res[r]) add(out, A_PAY_CARD, r);
      for (int e = 0; e < kEdges; ++e)
        if (road[e] == p && road_removable(p, e)) add(out, A_PAY_ROAD, e);
      for (int nd = 0; nd < kNodes; ++nd) {
        if (settlement_removable(p, nd)) add(out, A_PAY_SETTLEMENT, nd);
        if (city_downgradable(p, nd)) add(out, A_PAY_CITY, nd);
      }
      break;
    default: break;
  }
}

}  // namespace shamble::catan
