// Buying and auctions (M-BUY-*, M-AUC-*).
#include "framework/bot.h"
#include "games/monopoly/view.h"
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

TEST_CASE("M-AUC-1 strict rotation in turn: decliner first, a pass is final", "[monopoly][auction]") {
  Game g(3, {"auction_rotation=strict", "auction_bidding=in_turn"});
  g.ok(0, A(kRoll), {2, 4});
  g.ok(0, A(kDecline));
  CHECK(g.t().phase == kAuction);
  CHECK(g.s->actors() == 1u);
  g.ok(0, A(kBid, 10));
  CHECK(g.s->actors() == 2u);
  g.ok(1, A(kBid, 20));
  g.refused(2, A(kBid, 20), "M-AUC-2");
  g.ok(2, A(kPass));
  CHECK(g.saw(kEvAuctionPass, "M-AUC-1"));
  g.ok(0, A(kBid, 30));
  g.ok(1, A(kPass));  // seat 2 passed for good: the auction closes
  CHECK(g.saw(kEvAuctionWon, "M-AUC-4"));
  CHECK(g.t().owner[6] == 0);
  CHECK(g.cash(0) == 1470);
  CHECK(g.t().phase == kPostRoll);
}

TEST_CASE("M-AUC-1 open rotation in turn: any seat may open the bidding from $1", "[monopoly][auction]") {
  Game g(3, {"auction_bidding=in_turn"});
  g.ok(0, A(kRoll), {2, 4});
  g.ok(0, A(kDecline));
  REQUIRE(g.t().phase == kAuction);
  CHECK(g.s->actors() == 1u);  // asked first, not bound to bid
  g.ok(0, A(kPass));
  CHECK(g.saw(kEvAuctionPass, "M-AUC-5"));
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

TEST_CASE("M-AUC-2 open rotation in turn: a seat that passed may raise later", "[monopoly][auction]") {
  Game g(3, {"auction_bidding=in_turn"});
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
  CHECK(g.saw(kEvAuctionWon, "M-AUC-4"));
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
  CHECK(g.saw(kEvAuctionWon, "M-AUC-4"));
  CHECK(g.t().owner[6] == 1);
  CHECK(g.cash(1) == 1495);
  CHECK(g.t().auction.passed == 0);
}

TEST_CASE("M-AUC-2 refusals name the rule and leave the auction untouched", "[monopoly][auction]") {
  Game g(3, {"auction_bidding=in_turn"});
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
  CHECK(g.saw(kEvAuctionNoSale));
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
  CHECK(g.saw(kEvAuctionNoSale, "M-AUC-5"));
}

TEST_CASE("M-AUC-1 strict rotation in turn: a seat that passed cannot bid again", "[monopoly][auction]") {
  Game g(3, {"auction_rotation=strict", "auction_bidding=in_turn"});
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

TEST_CASE("M-AUC-6 anyone may open the bidding: every seat still in is asked at once",
          "[monopoly][auction]") {
  Game g(3);  // the default: auction_bidding=anyone, auction_rotation=open
  g.ok(0, A(kRoll), {2, 4});
  g.ok(0, A(kDecline));
  REQUIRE(g.t().phase == kAuction);
  CHECK(g.s->actors() == 7u);  // the decliner and both others, at once
  g.ok(2, A(kBid, 1));         // the last seat opens without waiting for a turn to speak
  CHECK(g.t().auction.high == 1);
  CHECK(g.s->actors() == 3u);  // everyone but the high bidder
  g.ok(1, A(kBid, 5));         // seat 1 raises before seat 0 says anything
  CHECK(g.s->actors() == 5u);
  g.refused(1, A(kBid, 6), "turn-order");  // the high bidder is not asked
  g.refused(0, A(kBid, 5), "M-AUC-2");     // a bid must beat the bid of that moment
  g.ok(0, A(kPass));
  CHECK(g.t().phase == kAuction);  // seat 2 has not passed since the last bid
  CHECK(g.s->actors() == 4u);
  g.ok(2, A(kPass));
  CHECK(g.saw(kEvAuctionWon, "M-AUC-4"));
  CHECK(g.t().owner[6] == 1);
  CHECK(g.cash(1) == 1495);
  CHECK(g.t().phase == kPostRoll);
}

TEST_CASE("M-AUC-6 a seat that passed is asked again only after a new bid", "[monopoly][auction]") {
  Game g(3);
  g.ok(0, A(kRoll), {2, 4});
  g.ok(0, A(kDecline));
  g.ok(1, A(kPass));
  CHECK(g.s->actors() == 5u);
  g.refused(1, A(kBid, 10), "turn-order");  // it let this round go by
  g.ok(0, A(kBid, 10));
  CHECK(g.s->actors() == 6u);  // the bid asks seat 1 again
  g.ok(1, A(kBid, 20));
  g.ok(2, A(kPass));
  g.ok(0, A(kPass));
  CHECK(g.t().owner[6] == 1);
  CHECK(g.cash(1) == 1480);
}

TEST_CASE("M-AUC-6 nobody bids: the bank keeps the deed once everyone has passed, in any order",
          "[monopoly][auction]") {
  Game g(4);
  g.ok(0, A(kRoll), {2, 4});
  g.ok(0, A(kDecline));
  g.ok(3, A(kPass));
  g.ok(1, A(kPass));
  g.ok(0, A(kPass));
  CHECK(g.t().phase == kAuction);
  CHECK(g.s->actors() == 4u);
  g.ok(2, A(kPass));
  CHECK(g.saw(kEvAuctionNoSale, "M-AUC-5"));
  CHECK(g.t().owner[6] == -1);
}

TEST_CASE("M-AUC-6 strict rotation with anyone bidding: a pass leaves, the others still bid at once",
          "[monopoly][auction]") {
  Game g(3, {"auction_rotation=strict"});
  g.ok(0, A(kRoll), {2, 4});
  g.ok(0, A(kDecline));
  CHECK(g.s->actors() == 7u);
  g.ok(1, A(kPass));
  CHECK(!(g.t().auction.in_mask & 2));  // left for good
  g.ok(2, A(kBid, 30));
  CHECK(g.s->actors() == 1u);  // seat 1 is not asked again after the bid
  g.ok(0, A(kBid, 40));
  g.ok(2, A(kPass));
  CHECK(g.t().owner[6] == 0);
  CHECK(g.cash(0) == 1460);
}

TEST_CASE("M-AUC-6 the auction view and prompt ask every seat still bidding", "[monopoly][auction]") {
  Game g(3);
  g.ok(0, A(kRoll), {2, 4});
  g.ok(0, A(kDecline));
  g.ok(0, A(kBid, 10));
  for (int seat : {1, 2}) {
    View v = view_of(*g.s, seat);
    CHECK(v.auction.active);
    CHECK(v.auction.asked == 6u);
    CHECK((v.auction.asked >> v.auction.to_act & 1));
    CHECK(v.prompt.viewer_acts);
    CHECK(v.prompt.waiting == 6u);
    CHECK(v.prompt.text == "Bram, Cleo: bid more than $10 or pass");
    bool bids = false;
    for (const Choice& c : v.prompt.choices) bids |= c.action.kind == kBid && c.place == Place::Auction;
    CHECK(bids);
  }
  View hi = view_of(*g.s, 0);  // the high bidder waits
  CHECK_FALSE(hi.prompt.viewer_acts);
  CHECK_FALSE((hi.auction.asked & 1));
}

TEST_CASE("M-AUC-6 in-turn bidding, and saves from before the option, ask one seat at a time",
          "[monopoly][auction]") {
  Game g(3, {"auction_bidding=in_turn"});
  g.ok(0, A(kRoll), {2, 4});
  g.ok(0, A(kDecline));
  CHECK(g.s->actors() == 1u);
  g.refused(2, A(kBid, 5), "turn-order");
  CHECK(view_of(*g.s, 2).auction.asked == 1u);
  // A save written before the option existed reads in_turn (its `absent`).
  const auto& defs = monopoly_game().options;
  int i = option_index(defs, "auction_bidding");
  REQUIRE(i >= 0);
  CHECK(defs[i].absent == 1);
  CHECK(defs[i].choices[defs[i].absent] == "in_turn");
  CHECK(defs[i].choices[defs[i].def] == "anyone");
}

TEST_CASE("M-AUC-6 bots bid sensibly with anyone bidding and in turn", "[monopoly][auction]") {
  for (const char* bidding : {"anyone", "in_turn"})
    for (const char* bot : {"easy", "normal"}) {
      INFO(bidding << " " << bot);
      Game g(4, {std::string("auction_bidding=") + bidding});
      g.ok(0, A(kRoll), {2, 4});
      g.ok(0, A(kDecline));  // a $100 deed goes under the hammer
      std::vector<std::unique_ptr<Bot>> bots;
      for (int p = 0; p < 4; ++p) bots.push_back(make_bot(monopoly_game(), bot));
      Rng rng(11);
      int steps = 0;
      while (g.t().phase == kAuction && steps < 400) {
        int seat = g.s->current_actor();
        REQUIRE(seat >= 0);
        Action a = bots[seat]->choose(*g.s, seat, rng);
        g.ok(seat, a);
        ++steps;
      }
      CHECK(g.t().phase != kAuction);
      // Someone buys a cheap deed every player can afford, and nobody pays far over its value.
      REQUIRE(g.t().owner[6] >= 0);
      int w = g.t().owner[6];
      CHECK(1500 - g.cash(w) <= 150);
    }
}
