// The legal actions of one seat. Hot path of every simulation: appends into
// the caller's reused buffer and allocates nothing.
#include "games/catan/model.h"

static_assert(shamble::catan::kOfferGet == shamble::catan::kOfferGive + 1 &&
              shamble::catan::kCounterGet == shamble::catan::kCounterGive + 1);

namespace shamble::catan {

namespace {
inline void add(std::vector<Action>& out, int kind, int a = 0, int b = 0) {
  out.push_back(Action{kind, a, b, 0});
}
}  // namespace

// Empty sides touching the player's network, in side order, from the corner
// and side bitsets: corners the network can extend from are its buildings and
// the ends of its roads not held by an opponent (C-ROAD-CONNECT).
static void road_spots(const Model& m, int p, uint64_t ends, std::vector<Action>& out, int kind) {
  const Topology& t = topo();
  const uint64_t reach = (ends & ~(m.all_nodes() & ~m.own_nodes[p])) | m.own_nodes[p];
  uint64_t lo = 0, hi = 0;
  for_bits(reach, [&](int nd) { lo |= t.node_edge_lo[nd], hi |= t.node_edge_hi[nd]; });
  lo &= ~m.all_roads_lo();
  hi &= ~m.all_roads_hi();
  for_bits(lo, [&](int e) { out.push_back(Action{kind, e, 0, 0}); });
  for_bits(hi, [&](int e) { out.push_back(Action{kind, 64 + e, 0, 0}); });
}

// The card-by-card steps of writing an offer or a counter, in resource order
// (give r, then ask for r). Flags are combined without branches: random play
// makes every one of these tests unpredictable.
static void compose_steps(const ResArr& give, const ResArr& get, const ResArr& hand, int give_kind,
                          int send_kind, std::vector<Action>& out) {
  const uint64_t g = res_word(give), t = res_word(get);
  const uint64_t give_room = word_total(g) < kOfferSide ? kByteHi : 0;
  const uint64_t get_room = word_total(t) < kOfferSide ? kByteHi : 0;
  // Give r: r is not asked for and the hand holds more than already offered.
  const uint64_t can_give = zero_bytes(t) & ge_bytes(res_word(hand), g + 0x0101010101ull) & give_room;
  const uint64_t can_get = zero_bytes(g) & get_room;
  // Bit 8r: give r, bit 8r+1: ask for r, so set bits come out in the list's order.
  const uint64_t bits = can_give >> 7 | can_get >> 6;
  // The "ask" kind directly follows the "give" kind (kOfferGet, kCounterGet).
  for_bits(bits, [&](int b) { out.push_back(Action{give_kind + (b & 1), b >> 3, 0, 0}); });
  if (g && t) out.push_back(Action{send_kind, 0, 0, 0});  // both sides hold a card
}

// Corners no settlement may take (C-DISTANCE): every building and its neighbours.
static uint64_t blocked_corners(const Model& m) {
  const Topology& t = topo();
  const uint64_t built = m.all_nodes();
  uint64_t b = built;
  for_bits(built, [&](int nd) { b |= t.node_nbr_bits[nd]; });
  return b;
}

static void dev_plays(const Model& m, int p, std::vector<Action>& out) {
  if (m.dev_played) return;
  const Player& P = m.pl[p];
  if (P.dev[kKnight] <= P.dev_new[kKnight] && P.dev[kRoadBuilding] <= P.dev_new[kRoadBuilding] &&
      P.dev[kPlenty] <= P.dev_new[kPlenty] && P.dev[kMonopoly] <= P.dev_new[kMonopoly])
    return;  // the common case: nothing playable
  if (m.may_play_dev(p, kKnight)) {
    if (m.o.zombies) {
      bool any = false;
      for (int h = 0; h < kHexes; ++h)
        if (m.zombies[h]) add(out, kPlayKnight, h), any = true;
      if (!any)
        for (int h = 0; h < kHexes; ++h) add(out, kPlayKnight, h);
    } else {
      add(out, kPlayKnight, -1);
    }
  }
  if (m.may_play_dev(p, kRoadBuilding) && m.pl[p].roads_left > 0)
    for (int e = 0; e < kEdges; ++e)
      if (m.road_ok(p, e)) {
        add(out, kPlayRoadBuilding);
        break;
      }
  if (m.may_play_dev(p, kPlenty))
    for (int a = 0; a < kRes; ++a)
      for (int b = a; b < kRes; ++b)
        if (m.bank[a] >= 1 + (a == b) && m.bank[b] >= 1) add(out, kPlayPlenty, a, b);
  if (m.may_play_dev(p, kMonopoly))
    for (int r = 0; r < kRes; ++r) add(out, kPlayMonopoly, r);
}

static void main_actions(const Model& m, int p, std::vector<Action>& out) {
  const Player& P = m.pl[p];
  const uint64_t hand = res_word(P.res);
  add(out, kEndTurn);
  const bool road = P.roads_left > 0 && covers_all(hand, res_word(kRoadCost));
  const bool settle = P.settlements_left > 0 && covers_all(hand, res_word(kSettlementCost));
  if (road || settle) {
    const uint64_t ends = m.road_nodes(p);
    if (road) road_spots(m, p, ends, out, kBuildRoad);
    // Only free corners at the end of one of our roads qualify.
    if (settle) for_bits(ends & ~blocked_corners(m), [&](int nd) { add(out, kBuildSettlement, nd); });
  }
  if (P.cities_left > 0 && covers_all(hand, res_word(kCityCost)))
    for_bits(m.own_nodes[p], [&](int nd) {
      if (m.level[nd] == kSettlement) add(out, kBuildCity, nd);
    });
  if (m.deck_pos < kDevCards) {  // C-DEV-BUY, CZ-DEV-COST (same test as can_buy_dev)
    if (m.o.dev_cost == 0) {
      if (covers_all(hand, res_word(dev_price(kDevPayAll)))) add(out, kBuyDev, kDevPayAll);
    } else {
      for (int how = 0; how < 3; ++how)
        if (covers_all(hand, res_word(dev_price(how)))) add(out, kBuyDev, how);
      if (m.o.dev_cost == 2)  // a pair of one kind (dev_card_cost=any-two-or-pair)
        for (int how = kDevPayWoolWool; how < kDevPayWays; ++how)
          if (covers_all(hand, res_word(dev_price(how)))) add(out, kBuyDev, how);
    }
  }
  dev_plays(m, p, out);
  // C-TRADE-BANK / C-HARBOUR: any 2 of a kind may be enough at a 2:1 harbour.
  if (ge_bytes(hand, 0x0202020202ull)) {
    const uint32_t hm = m.harbour_mask(p);
    uint64_t ratio = (hm >> kGenericHarbour & 1 ? 3 : 4) * 0x0101010101ull;
    for (int r = 0; r < kRes; ++r)
      if (hm >> r & 1) ratio = (ratio & ~(0xffull << 8 * r)) | 2ull << 8 * r;
    const uint64_t gives = ge_bytes(hand, ratio) >> 7,
                   stocked = ~zero_bytes(res_word(m.bank)) >> 7 & 0x0101010101ull;
    for_bits(gives, [&](int gb) {
      for_bits(stocked & ~(1ull << gb), [&](int rb) { add(out, kBankTrade, gb >> 3, rb >> 3); });
    });
  }
  if (hand && m.offers_made < m.o.offers && m.active_count() > 1) add(out, kOffer);
}

void Model::legal(int p, std::vector<Action>& out) const {
  out.clear();
  if (p < 0 || p >= n || !(actors() & (1u << p))) return;
  const Topology& t = topo();
  const Player& P = pl[p];
  switch (phase) {
    case kSetupSettle:
      for_bits(~blocked_corners(*this) & ((1ull << kNodes) - 1),
               [&](int nd) { add(out, kBuildSettlement, nd); });
      break;
    case kSetupRoad:
      for (int e : t.node_edges[last_node])
        if (e >= 0 && road[e] < 0) add(out, kBuildRoad, e);
      break;
    case kPreRoll:
      add(out, kRoll);
      dev_plays(*this, p, out);
      break;
    case kZombieChoice:
      for (int h = 0; h < kHexes; ++h)
        if (number[h] == zombie_number && zombie_room(h)) add(out, kZombieHex, h);
      break;
    case kDiscarding:
      for (int r = 0; r < kRes; ++r)
        if (P.res[r]) add(out, kDiscard, r);
      break;
    case kMovingRobber:
      for (int h = 0; h < kHexes; ++h)
        if (h != robber) add(out, kMoveRobber, h);
      break;
    case kStealing:
      for (int v = 0; v < n; ++v)
        if (steal_victim(p, robber, v)) add(out, kSteal, v);
      break;
    case kMain: main_actions(*this, p, out); break;
    case kFreeRoads: road_spots(*this, p, road_nodes(p), out, kBuildRoad); break;
    case kOfferCompose: {
      compose_steps(offer.give, offer.get, P.res, kOfferGive, kOfferSend, out);
      add(out, kOfferCancel);
      break;
    }
    case kOfferRespond:
      if (offer.resp[p] == kRespPending) {
        const uint64_t hand = res_word(P.res);
        if (covers_all(hand, res_word(offer.get))) add(out, kAccept);
        add(out, kDecline);
        if (hand) add(out, kCounter);
      } else {
        const ResArr &cg = offer.cgive[p], &ct = offer.cget[p];
        compose_steps(cg, ct, P.res, kCounterGive, kCounterSend, out);
        add(out, kDecline);
      }
      break;
    case kOfferChoose:
      for (int s = 0; s < n; ++s) {
        if (offer.resp[s] == kRespAccept) add(out, kTradeWith, s);
        if (offer.resp[s] == kRespCounter) {
          bool covers = true;
          for (int r = 0; r < kRes; ++r) covers &= P.res[r] >= offer.cget[s][r];
          if (covers) add(out, kTradeWith, s);
        }
      }
      add(out, kOfferCancel);
      break;
    case kPayingZombies:
      for (int r = 0; r < kRes; ++r)
        if (P.res[r]) add(out, kPayCard, r);
      for (int e = 0; e < kEdges; ++e)
        if (road[e] == p && road_removable(p, e)) add(out, kPayRoad, e);
      for (int nd = 0; nd < kNodes; ++nd) {
        if (settlement_removable(p, nd)) add(out, kPaySettlement, nd);
        if (city_downgradable(p, nd)) add(out, kPayCity, nd);
      }
      break;
    default: break;
  }
}

}  // namespace shamble::catan
