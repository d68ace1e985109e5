// Auctions: bidders act in seat order, each bidding more than the high bid
// (cash on hand only) or passing for good; the last bidder standing must pay.
// Used for declined deeds, a bankrupt's deeds owed to the bank, and
// buildings in short supply.
#include <bit>

#include "games/monopoly/rules.h"

namespace shamble::mono {

static void begin(Ctx& c, uint8_t item, int sq, uint16_t bidders, int first, int opening) {
  auto& a = c.t.auction;
  a.active = true;
  a.item = item;
  a.square = static_cast<int8_t>(sq);
  a.in_mask = bidders;
  a.high = opening - 1;
  a.high_bidder = -1;
  a.to_act = static_cast<int8_t>(first);
  if (!(bidders >> first & 1))
    for (int k = 1; k <= c.t.n; ++k)
      if (bidders >> ((first + k) % c.t.n) & 1) {
        a.to_act = static_cast<int8_t>((first + k) % c.t.n);
        break;
      }
  emit(c.ev, eAuctionStart, first, item == kAuctionDeed ? "M-AUC-1" : "M-BUILD-6", sq, item, opening);
}

// M-AUC-1: every player still in the game may bid, the decliner too.
void start_deed_auction(Ctx& c, int sq, int first) {
  uint16_t mask = 0;
  for (int q = 0; q < c.t.n; ++q)
    if (!c.t.players[q].bankrupt) mask |= 1u << q;
  begin(c, kAuctionDeed, sq, mask, first, 1);
}

void start_building_auction(Ctx& c, uint16_t bidders, int requester, int sq, bool hotel) {
  begin(c, hotel ? kAuctionHotel : kAuctionHouse, sq, bidders, requester, building_cost(sq));
}

void start_queued_auction(Ctx& c) {
  auto& t = c.t;
  int sq = std::countr_zero(t.auction_queue);
  t.auction_queue &= t.auction_queue - 1;
  int first = t.players[t.turn].bankrupt ? next_active(t, t.turn) : t.turn;
  start_deed_auction(c, sq, first);
}

Refusal can_bid(const MonoTable& t, int player, int amount) {
  if (amount <= t.auction.high) return refuse("M-AUC-2", "a bid must beat the current high bid");
  if (amount > t.players[player].cash) return refuse("M-AUC-3", "bids are paid from cash on hand");
  return {};
}

static void finish(Ctx& c) {
  auto& t = c.t;
  auto& a = t.auction;
  a.active = false;
  int w = a.high_bidder;
  if (w < 0) {
    emit(c.ev, eAuctionNoSale, -1, "M-AUC-5", a.square, a.item);
    return;
  }
  emit(c.ev, eAuctionWon, w, "M-AUC-4", a.square, a.item, a.high);
  pay_bank(c, w, a.high, "M-AUC-4");
  if (a.item == kAuctionDeed) {
    t.owner[a.square] = static_cast<int8_t>(w);
    t.mortgaged[a.square] = 0;  // M-DEBT-3: the bank sells deeds unmortgaged
  } else {
    t.place_player = static_cast<int8_t>(w);
    t.place_item = a.item;
  }
}

static void advance(Ctx& c) {
  auto& t = c.t;
  auto& a = t.auction;
  for (int k = 1; k <= t.n; ++k) {
    int s = (a.to_act + k) % t.n;
    if ((a.in_mask >> s & 1) && s != a.high_bidder) {
      a.to_act = static_cast<int8_t>(s);
      return;
    }
  }
  finish(c);
}

void bid(Ctx& c, int player, int amount) {
  c.t.auction.high = amount;
  c.t.auction.high_bidder = static_cast<int8_t>(player);
  emit(c.ev, eBid, player, "M-AUC-2", amount, c.t.auction.square);
  advance(c);
}

void pass_bid(Ctx& c, int player) {
  c.t.auction.in_mask &= static_cast<uint16_t>(~(1u << player));
  emit(c.ev, eAuctionPass, player, "M-AUC-1", c.t.auction.square);
  advance(c);
}

void legal_auction(const MonoTable& t, int seat, std::vector<Action>& out) {
  out.push_back({kPass, 0, 0, 0});
  static constexpr int kSteps[] = {1, 5, 10, 25, 50, 100, 200, 500};
  int cash = t.players[seat].cash;
  for (int s : kSteps) {
    int amount = t.auction.high + s;
    if (amount > cash) break;
    out.push_back({kBid, amount, 0, 0});
  }
}

}  // namespace shamble::mono
