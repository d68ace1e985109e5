// Auctions: each bid beats the high bid (cash on hand only) and the last
// bidder must pay. Used for declined deeds, a bankrupt's deeds owed to the
// bank, and buildings in short supply. Who may speak (option auction_bidding,
// MonoRules::anyone_bids):
// - anyone (M-AUC-6, the seed rules): every seat still bidding may bid or pass
//   at any moment (actors_of lists them all); `to_act` is only the seat the
//   rotation would ask next, kept for in-turn play and for displays;
// - in turn (before rules version 4, and MonopoZombie): one seat at a time, in
//   seat order from the decliner (`to_act`).
// How a pass counts (option auction_rotation, MonoRules::open_auctions):
// - open (the seed rules): a pass only lets this round go by; the bidding
//   closes when every other seat still in has passed since the last bid
//   (Auction::passed), or, with no bid at all, when everyone has passed;
// - strict (before rules version 3, and MonopoZombie): a pass leaves for good.
// Either way the auction ends: bids strictly increase and are capped by cash,
// and between two bids each seat passes at most once.
#include <bit>

#include "games/monopoly/rules.h"

namespace shamble::mono {

// Seats still bidding: in, not passed since the last bid, not the high bidder.
uint16_t auction_bidders(const MonoTable& t) {
  const auto& a = t.auction;
  uint16_t open = a.in_mask & static_cast<uint16_t>(~a.passed);
  if (a.high_bidder >= 0) open &= static_cast<uint16_t>(~(1u << a.high_bidder));
  return open;
}

// The next seat after `from` still bidding (`from` itself last); -1 when none
// is left (the bidding closes).
static int next_bidder(const MonoTable& t, int from) {
  uint16_t open = auction_bidders(t);
  for (int k = 1; k <= t.n; ++k) {
    int s = (from + k) % t.n;
    if (open >> s & 1) return s;
  }
  return -1;
}

static void begin(Ctx& c, uint8_t item, int sq, uint16_t bidders, int first, int opening) {
  auto& a = c.t.auction;
  a.active = true;
  a.item = item;
  a.square = static_cast<int8_t>(sq);
  a.in_mask = bidders;
  a.passed = 0;
  a.high = opening - 1;
  a.high_bidder = -1;
  // `first` speaks first when it may bid, else the next bidder after it.
  int s = bidders >> first & 1 ? first : next_bidder(c.t, first);
  a.to_act = static_cast<int8_t>(s >= 0 ? s : first);
  emit(c.ev, kEvAuctionStart, first, item == kAuctionDeed ? "M-AUC-1" : "M-BUILD-6", sq, item, opening);
}

// M-AUC-1: every player still in the game may bid, the decliner too; the
// decliner is asked first (open rotation: a pass there is no commitment).
void start_deed_auction(Ctx& c, int sq, int first) {
  uint16_t mask = 0;
  for (int q = 0; q < c.t.n; ++q)
    if (!c.t.players[q].bankrupt) mask |= 1u << q;
  begin(c, kAuctionDeed, sq, mask, first, 1);
}

static void finish(Ctx& c);

// M-BUILD-6. Strict: the requester opens, at the requested lot's price.
// Open: the request itself is the opening bid at that price, so only a rival
// who bids more makes it an auction; if every rival passes, the requester
// builds as asked at the list price.
void start_building_auction(Ctx& c, uint16_t bidders, int requester, int sq, bool hotel) {
  int price = building_cost(sq);
  begin(c, hotel ? kAuctionHotel : kAuctionHouse, sq, bidders, requester, price);
  if (!c.r.open_auctions) return;
  auto& a = c.t.auction;
  a.high = price;
  a.high_bidder = static_cast<int8_t>(requester);
  int s = next_bidder(c.t, requester);
  if (s < 0) return finish(c);
  a.to_act = static_cast<int8_t>(s);
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
  a.passed = 0;
  int w = a.high_bidder;
  if (w < 0) {
    emit(c.ev, kEvAuctionNoSale, -1, "M-AUC-5", a.square, a.item);
    return;
  }
  // M-BUILD-6 (open): nobody outbid the request, so there was no auction:
  // the requester builds on the lot they asked for, at its price.
  if (a.item != kAuctionDeed && c.r.open_auctions && w == t.owner[a.square] &&
      a.high == building_cost(a.square)) {
    build(c, w, a.square, a.high);
    return;
  }
  emit(c.ev, kEvAuctionWon, w, "M-AUC-4", a.square, a.item, a.high);
  pay_bank(c, w, a.high, "M-AUC-4", kToldElsewhere);
  if (a.item == kAuctionDeed) {
    set_owner(t, a.square, w);
    set_mortgaged(t, a.square, false);  // M-DEBT-3: the bank sells deeds unmortgaged
  } else {
    t.place_player = static_cast<int8_t>(w);
    t.place_item = a.item;
  }
}

// In turn, `player` is `to_act`; with anyone bidding (M-AUC-6) the rotation
// the displays follow goes on from whoever spoke.
static void advance(Ctx& c, int player) {
  int s = next_bidder(c.t, player);
  if (s < 0) return finish(c);
  c.t.auction.to_act = static_cast<int8_t>(s);
}

// M-AUC-2: a bid beats the high bid; every pass so far is forgotten, so all
// other seats still in are asked again (open) before the bidding closes.
void bid(Ctx& c, int player, int amount) {
  c.t.auction.high = amount;
  c.t.auction.high_bidder = static_cast<int8_t>(player);
  c.t.auction.passed = 0;
  emit(c.ev, kEvBid, player, "M-AUC-2", amount, c.t.auction.square);
  advance(c, player);
}

// M-AUC-1 (strict): a pass leaves the auction for good. M-AUC-5 (open): a pass
// lets this round go by; the seat may bid again after someone else bids.
void pass_bid(Ctx& c, int player) {
  auto& a = c.t.auction;
  if (c.r.open_auctions)
    a.passed |= static_cast<uint16_t>(1u << player);
  else
    a.in_mask &= static_cast<uint16_t>(~(1u << player));
  emit(c.ev, kEvAuctionPass, player, c.r.open_auctions ? "M-AUC-5" : "M-AUC-1", a.square);
  advance(c, player);
}

void legal_auction(const MonoTable& t, int seat, ActionList& out) {
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
