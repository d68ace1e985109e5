// The legal actions of one seat. Hot path of every simulation (the random bot
// asks for one move of this list per action; half its moves are one-card
// offer edits), so the list is never built to be counted or indexed: the
// generator writes the moves as a few segments, each a bitmask whose set bits
// are moves of one shape, and the list, its size and its k-th move are all
// read from those segments, so they agree by construction.
#include <algorithm>

#include "games/catan/legal_segments.h"
#include "games/catan/offer_steps.h"

static_assert(shamble::catan::kOfferGet == shamble::catan::kOfferGive + 1 &&
              shamble::catan::kCounterGet == shamble::catan::kCounterGive + 1 &&
              shamble::catan::kPayCity == shamble::catan::kPaySettlement + 1);

namespace shamble::catan {

// Empty sides touching the player's network, in side order, from the corner
// and side bitsets: corners the network can extend from are its buildings and
// the ends of its roads not held by an opponent (C-ROAD-CONNECT).
static void road_spots(const Model& m, int p, uint64_t ends, Segments& out, int kind) {
  const Topology& t = topo();
  const uint64_t reach = (ends & ~(m.all_nodes() & ~m.own_nodes[p])) | m.own_nodes[p];
  uint64_t lo = 0, hi = 0;
  for_bits(reach, [&](int nd) { lo |= t.node_edge_lo[nd], hi |= t.node_edge_hi[nd]; });
  lo &= ~m.all_roads_lo();
  hi &= ~m.all_roads_hi();
  out.each(lo, kind);
  out.each(hi, kind, 64);
}

// Writing an offer or a counter (offer_steps.h says which steps are open and
// the kinds): the card-by-card steps in resource order (give r, then ask for
// r), send once both sides hold a card, then cancel or decline.
static void compose_list(const Composing& c, const ResArr& hand, Segments& out) {
  const uint64_t g = res_word(*c.give), t = res_word(*c.get);
  // Bit 8r: give r, bit 8r+1: ask for r, so set bits come out in the list's order:
  // kind give_kind + (bit & 1) (the "ask" kind directly follows the "give" kind), resource bit >> 3.
  out.steps(compose_step_bits(g, t, res_word(hand)), c.give_kind);
  if (g && t) out.one(c.send_kind);  // both sides hold a card
  out.one(c.last_kind);
}

// Corners no settlement may take (C-DISTANCE): every building and its neighbours.
static uint64_t blocked_corners(const Model& m) {
  const Topology& t = topo();
  const uint64_t built = m.all_nodes();
  uint64_t b = built;
  for_bits(built, [&](int nd) { b |= t.node_nbr_bits[nd]; });
  return b;
}

static void dev_plays(const Model& m, int p, Segments& out) {
  if (m.dev_played) return;
  const Player& P = m.pl[p];
  if (P.dev[kKnight] <= P.dev_new[kKnight] && P.dev[kRoadBuilding] <= P.dev_new[kRoadBuilding] &&
      P.dev[kPlenty] <= P.dev_new[kPlenty] && P.dev[kMonopoly] <= P.dev_new[kMonopoly])
    return;  // the common case: nothing playable
  if (m.may_play_dev(p, kKnight)) {
    if (m.o.zombies) {
      uint64_t hexes = 0;
      for (int h = 0; h < kHexes; ++h)
        if (m.zombies[h]) hexes |= 1ull << h;
      out.each(hexes ? hexes : (1ull << kHexes) - 1, kPlayKnight);  // no zombie: any hex
    } else {
      out.one(kPlayKnight, -1);
    }
  }
  if (m.may_play_dev(p, kRoadBuilding) && m.pl[p].roads_left > 0)
    for (int e = 0; e < kEdges; ++e)
      if (m.road_ok(p, e)) {
        out.one(kPlayRoadBuilding);
        break;
      }
  if (m.may_play_dev(p, kPlenty))
    for (int a = 0; a < kRes; ++a) {
      uint64_t bs = 0;
      for (int b = a; b < kRes; ++b)
        if (m.bank[a] >= 1 + (a == b) && m.bank[b] >= 1) bs |= 1ull << b;
      out.each_b(bs, kPlayPlenty, a);
    }
  if (m.may_play_dev(p, kMonopoly)) out.each((1ull << kRes) - 1, kPlayMonopoly);
}

static void main_actions(const Model& m, int p, Segments& out) {
  const Player& P = m.pl[p];
  const uint64_t hand = res_word(P.res);
  out.one(kEndTurn);
  const bool road = P.roads_left > 0 && covers_all(hand, res_word(kRoadCost));
  const bool settle = P.settlements_left > 0 && covers_all(hand, res_word(kSettlementCost));
  if (road || settle) {
    const uint64_t ends = m.road_nodes(p);
    if (road) road_spots(m, p, ends, out, kBuildRoad);
    // Only free corners at the end of one of our roads qualify.
    if (settle) out.each(ends & ~blocked_corners(m), kBuildSettlement);
  }
  if (P.cities_left > 0 && covers_all(hand, res_word(kCityCost))) {
    uint64_t settlements = 0;
    for_bits(m.own_nodes[p], [&](int nd) {
      if (m.level[nd] == kSettlement) settlements |= 1ull << nd;
    });
    out.each(settlements, kBuildCity);
  }
  if (m.deck_pos < kDevCards) {  // C-DEV-BUY, CZ-DEV-COST (same test as can_buy_dev)
    uint64_t ways = 0;
    if (m.o.dev_cost == 0) {
      if (covers_all(hand, res_word(dev_price(kDevPayAll)))) ways = 1ull << kDevPayAll;
    } else {
      for (int how = 0; how < 3; ++how)
        if (covers_all(hand, res_word(dev_price(how)))) ways |= 1ull << how;
      if (m.o.dev_cost == 2)  // a pair of one kind (dev_card_cost=any-two-or-pair)
        for (int how = kDevPayWoolWool; how < kDevPayWays; ++how)
          if (covers_all(hand, res_word(dev_price(how)))) ways |= 1ull << how;
    }
    out.each(ways, kBuyDev);
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
    // Bit 8r of `stocked` is resource r: b = bit >> 3.
    for_bits(gives, [&](int gb) { out.each_b(stocked & ~(1ull << gb), kBankTrade, gb >> 3, 3); });
  }
  if (hand && m.offers_made < m.o.offers && m.active_count() > 1) out.one(kOffer);
}

void legal_segments(const Model& m, int p, Segments& out) {
  out.count = 0;
  if (p < 0 || p >= m.n || !(m.actors() & (1u << p))) return;
  asked_segments(m, p, out);
}

void asked_segments(const Model& m, int p, Segments& out) {
  out.count = 0;
  const Topology& t = topo();
  const Player& P = m.pl[p];
  switch (m.phase) {
    case kSetupSettle: out.each(~blocked_corners(m) & ((1ull << kNodes) - 1), kBuildSettlement); break;
    case kSetupRoad:
      for (int e : t.node_edges[m.last_node])
        if (e >= 0 && m.road[e] < 0) out.one(kBuildRoad, e);
      break;
    case kPreRoll:
      out.one(kRoll);
      dev_plays(m, p, out);
      break;
    case kZombieChoice: {
      uint64_t hexes = 0;
      for (int h = 0; h < kHexes; ++h)
        if (m.number[h] == m.zombie_number && m.zombie_room(h)) hexes |= 1ull << h;
      out.each(hexes, kZombieHex);
      break;
    }
    case kDiscarding: out.each((kByteHi & ~zero_bytes(res_word(P.res))) >> 7, kDiscard, 0, 3); break;
    case kMovingRobber: {
      const uint64_t all = (1ull << kHexes) - 1;
      out.each(m.robber >= 0 ? all & ~(1ull << m.robber) : all, kMoveRobber);
      break;
    }
    case kStealing: {
      uint64_t victims = 0;
      for (int v = 0; v < m.n; ++v)
        if (m.steal_victim(p, m.robber, v)) victims |= 1ull << v;
      out.each(victims, kSteal);
      break;
    }
    case kMain: main_actions(m, p, out); break;
    case kFreeRoads: road_spots(m, p, m.road_nodes(p), out, kBuildRoad); break;
    case kOfferCompose: compose_list(composing(m, p), P.res, out); break;
    case kOfferRespond:
      if (m.offer.resp[p] == kRespPending) {
        const uint64_t hand = res_word(P.res);
        if (covers_all(hand, res_word(m.offer.get))) out.one(kAccept);
        out.one(kDecline);
        if (hand) out.one(kCounter);
      } else {
        compose_list(composing(m, p), P.res, out);
      }
      break;
    case kOfferChoose: {
      uint64_t partners = 0;
      for (int s = 0; s < m.n; ++s) {
        if (m.offer.resp[s] == kRespAccept) partners |= 1ull << s;
        if (m.offer.resp[s] == kRespCounter && covers_all(res_word(P.res), res_word(m.offer.cget[s])))
          partners |= 1ull << s;
      }
      out.each(partners, kTradeWith);
      out.one(kOfferCancel);
      break;
    }
    case kPayingZombies: {
      out.each((kByteHi & ~zero_bytes(res_word(P.res))) >> 7, kPayCard, 0, 3);
      uint64_t lo = 0, hi = 0;
      for_bits(m.roads_lo[p], [&](int e) {
        if (m.road_removable(p, e)) lo |= 1ull << e;
      });
      for_bits(m.roads_hi[p], [&](int e) {
        if (m.road_removable(p, 64 + e)) hi |= 1ull << e;
      });
      out.each(lo, kPayRoad);
      out.each(hi, kPayRoad, 64);
      // Corner by corner, a settlement to remove then a city to downgrade:
      // bit 2*corner + 1 is the city, in two halves of 32 corners.
      for (int half = 0; half < 2; ++half) {
        uint64_t pay = 0;
        for (int nd = 32 * half; nd < std::min(kNodes, 32 * half + 32); ++nd) {
          if (m.settlement_removable(p, nd)) pay |= 1ull << 2 * (nd - 32 * half);
          if (m.city_downgradable(p, nd)) pay |= 2ull << 2 * (nd - 32 * half);
        }
        out.steps(pay, kPaySettlement, 32 * half, 1);
      }
      break;
    }
    default: break;
  }
}

void Model::legal(int p, std::vector<Action>& out) const {
  out.clear();
  Segments s;
  legal_segments(*this, p, s);
  s.append_to(out);
}

int Model::legal_count(int p) const {
  Segments s;
  legal_segments(*this, p, s);
  return s.size();
}

Action Model::legal_at(int p, int k) const {
  Segments s;
  legal_segments(*this, p, s);
  return s.at(k);
}

}  // namespace shamble::catan
