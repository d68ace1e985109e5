// Buying and auctions (M-BUY-*, M-AUC-*).
#include "helpers.h"

using namespace shamble;
using namespace shamble::mono;
using namespace shamble::mono::test;

TEST_CASE("M-BUY-1 an unowned deed can be bought at its list price", "[monopoly][auction]") {
  Game g;
  g.ok(0, A(kRoll), {2, 4});
  g.ok(0, A(kBuy));
  CHECK(g.t().owner[6] == 0);
  CHECK(g.cash(0) == 1400);
  CHECK(g.t().phase == kPostRoll);
}

TEST_CASE("M-BUY-1 buying needs the price in cash", "[monopoly][auction]") {
  Game g;
  g.pl(0).cash = 50;
  g.fix();
  g.ok(0, A(kRoll), {2, 4});
  g.refused(0, A(kBuy), "M-BUY-1");
}

TEST_CASE("M-AUC-1 strict rotation: decliner first, a pass is final", "[monopoly][auction]") {
  Game g(3, {"auction_rotation=strict"});
  g.ok(0, A(kRoll), {2, 4});
  g.ok(0, A(kDecline));
  CHECK(g.t().phase == kAuction);
  CHECK(g.s->actors() == 1u);
  g.ok(0, A(kBid, 10));
  CHECK(g.s->actors() == 2u);
  g.ok(1, A(kBid, 20));
  g.refused(2, A(kBid, 20), "M-AUC-2");
  g.ok(2, A(kPass));
  CHECK(g.saw(eAuctionPass, "M-AUC-1"));
  g.ok(0, A(kBid, 30));
  g.ok(1, A(kPass));  // seat 2 passed for good: the auction closes
  CHECK(g.saw(eAuctionWon, "M-AUC-4"));
  CHECK(g.t().owner[6] == 0);
  CHECK(g.cash(0) == 1470);
  CHECK(g.t().phase == kPostRoll);
}

TEST_CASE("M-AUC-1 open rotation: any seat may open the bidding from $1", "[monopoly][auction]") {
  Game g(3);
  g.ok(0, A(kRoll), {2, 4});
  g.ok(0, A(kDecline));
  REQUIRE(g.t().phase == kAuction);
  CHECK(g.s->actors() == 1u);  // asked first, not bound to bid
  g.ok(0, A(kPass));
  CHECK(g.saw(eAuctionPass, "M-AUC-5"));
  g.ok(1, A(kPass));
  CHECK(g.s->actors() == 4u);
  g.refused(2, A(kBid, 0), "M-AUC-2");
  g.ok(2, A(kBid, 1));  // the last seat asked opens, at $1
  CHECK(g.t().auction.high == 1);
  CHECK(g.s->actors() == 1u);  // everyone is asked again after a bid
  g.ok(0, A(kPass));
  g.ok(1, A(kPass));
  CHECK(g.t().owner[6] == 2);
  CHECK(g.cash(2) == 1499);
  CHECK(g.t().phase == kPostRoll);
}

TEST_CASE("M-AUC-2 open rotation: a seat that passed may raise later", "[monopoly][auction]") {
  Game g(3);
  g.ok(0, A(kRoll), {2, 4});
  g.ok(0, A(kDecline));
  g.ok(0, A(kBid, 10));
  g.ok(1, A(kPass));
  g.ok(2, A(kBid, 20));
  g.ok(0, A(kPass));
  CHECK(g.s->actors() == 2u);  // seat 1 let a round go by and is asked again
  g.ok(1, A(kBid, 40));
  g.ok(2, A(kPass));
  CHECK(g.t().phase == kAuction);
  g.ok(0, A(kBid, 50));  // and seat 0 too
  g.ok(1, A(kPass));
  g.ok(2, A(kPass));
  CHECK(g.saw(eAuctionWon, "M-AUC-4"));
  CHECK(g.t().owner[6] == 0);
  CHECK(g.cash(0) == 1450);
}

TEST_CASE("M-AUC-4 open rotation: the bidding closes when all others pass in a row", "[monopoly][auction]") {
  Game g(4);
  g.ok(0, A(kRoll), {2, 4});
  g.ok(0, A(kDecline));
  g.ok(0, A(kPass));
  g.ok(1, A(kBid, 5));
  g.ok(2, A(kPass));
  g.ok(3, A(kPass));
  CHECK(g.t().phase == kAuction);  // seat 0 has not passed since the bid
  g.ok(0, A(kPass));
  CHECK(g.saw(eAuctionWon, "M-AUC-4"));
  CHECK(g.t().owner[6] == 1);
  CHECK(g.cash(1) == 1495);
  CHECK(g.t().auction.passed == 0);
}

TEST_CASE("M-AUC-2 refusals name the rule and leave the auction untouched", "[monopoly][auction]") {
  Game g(3);
  g.pl(1).cash = 30;
  g.fix();
  g.ok(0, A(kRoll), {2, 4});
  g.ok(0, A(kDecline));
  g.ok(0, A(kBid, 10));
  g.refused(1, A(kBid, 10), "M-AUC-2");
  g.refused(1, A(kBid, 31), "M-AUC-3");
  g.refused(2, A(kBid, 20), "turn-order");  // not asked yet
  g.refused(0, A(kBid, 20), "turn-order");  // the high bidder is not asked
  g.ok(1, A(kPass));
  g.ok(2, A(kPass));
  CHECK(g.t().owner[6] == 0);
  g.refused(0, A(kBid, 40), "M-AUC-1");  // no auction is running
  g.refused(0, A(kPass), "M-AUC-1");
}

TEST_CASE("M-AUC-3 bids are limited to cash on hand", "[monopoly][auction]") {
  Game g(2);
  g.pl(1).cash = 40;
  g.fix();
  g.ok(0, A(kRoll), {2, 4});
  g.ok(0, A(kDecline));
  g.ok(0, A(kBid, 30));
  g.refused(1, A(kBid, 41), "M-AUC-3");
  g.ok(1, A(kBid, 40));
  g.ok(0, A(kPass));
  CHECK(g.t().owner[6] == 1);
  CHECK(g.cash(1) == 0);
}

TEST_CASE("M-AUC-5 if nobody bids the bank keeps the deed", "[monopoly][auction]") {
  Game g(3);  // open rotation: one full round of passes
  g.ok(0, A(kRoll), {2, 4});
  g.ok(0, A(kDecline));
  g.ok(0, A(kPass));
  g.ok(1, A(kPass));
  g.ok(2, A(kPass));
  CHECK(g.t().owner[6] == -1);
  CHECK(g.saw(eAuctionNoSale));
  CHECK(g.t().phase == kPostRoll);
}

TEST_CASE("M-AUC-4 the last bidder pays even when everyone else passes at once", "[monopoly][auction]") {
  Game g(4);
  g.ok(0, A(kRoll), {2, 4});
  g.ok(0, A(kDecline));
  g.ok(0, A(kBid, 1));
  g.ok(1, A(kPass));
  g.ok(2, A(kPass));
  g.ok(3, A(kPass));
  CHECK(g.t().owner[6] == 0);
  CHECK(g.cash(0) == 1499);
}

TEST_CASE("M-BUY-2 house rule: with no auctions a declined deed stays with the bank", "[monopoly][auction]") {
  Game g(4, {"no_auctions=true"});
  g.ok(0, A(kRoll), {2, 4});
  g.ok(0, A(kDecline));
  CHECK(g.t().owner[6] == -1);
  CHECK(g.t().phase == kPostRoll);
}

TEST_CASE("M-MOVE-3 after an auction on a double the player rolls again", "[monopoly][auction]") {
  Game g(2);
  g.ok(0, A(kRoll), {3, 3});
  g.ok(0, A(kDecline));
  g.ok(0, A(kPass));
  g.ok(1, A(kBid, 5));
  g.ok(0, A(kPass));
  CHECK(g.t().owner[6] == 1);
  CHECK(g.t().phase == kPreRoll);
  CHECK(g.t().turn == 0);
}

TEST_CASE("M-AUC-5 strict rotation: if nobody bids the bank keeps the deed", "[monopoly][auction]") {
  Game g(3, {"auction_rotation=strict"});
  g.ok(0, A(kRoll), {2, 4});
  g.ok(0, A(kDecline));
  g.ok(0, A(kPass));
  CHECK(!(g.t().auction.in_mask & 1));  // left for good
  g.ok(1, A(kPass));
  g.ok(2, A(kPass));
  CHECK(g.t().owner[6] == -1);
  CHECK(g.saw(eAuctionNoSale, "M-AUC-5"));
}

TEST_CASE("M-AUC-1 strict rotation: a seat that passed cannot bid again", "[monopoly][auction]") {
  Game g(3, {"auction_rotation=strict"});
  g.ok(0, A(kRoll), {2, 4});
  g.ok(0, A(kDecline));
  g.ok(0, A(kPass));
  g.ok(1, A(kBid, 10));
  CHECK(g.s->actors() == 4u);  // seat 0 is skipped
  g.ok(2, A(kBid, 20));
  CHECK(g.s->actors() == 2u);
  g.ok(1, A(kPass));
  CHECK(g.t().owner[6] == 2);
  CHECK(g.cash(2) == 1480);
}
