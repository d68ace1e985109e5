// Trades opened by players who are not acting (M-TRADE-6): allowed while the
// turn player is free, refused (state untouched) while anything is pending,
// and play resumes exactly where it stopped.
#include <algorithm>

#include "helpers.h"

using namespace shamble;
using namespace shamble::mono;
using namespace shamble::mono::test;

TEST_CASE("M-TRADE-6 a player who is not acting opens a trade before the turn player rolls",
          "[monopoly][trade]") {
  Game g(4);
  g.own(3, {13});
  g.own(2, {6});
  g.fix();
  REQUIRE(g.s->actors() == 1u);
  auto opens = legal(g, 2);
  CHECK(std::count_if(opens.begin(), opens.end(), [](const Action& a) { return a.kind == kTradeStart; }) ==
        3);                              // the three other players
  CHECK(lists(opens, A(kMortgage, 6)));  // and its own deed (M-TURN-2)
  CHECK(lists(opens, A(kTradeStart, 0)));
  CHECK(lists(opens, A(kTradeStart, 3)));
  CHECK(!lists(opens, A(kRoll)));
  g.refused(2, A(kRoll), "turn-order");  // only the out-of-turn actions are open to it
  g.ok(2, A(kTradeStart, 3));
  CHECK(g.s->actors() == 1u << 2);
  CHECK(legal(g, 0).empty());  // the turn player waits for the trade
  g.ok(2, A(kTradeDeed, 13));
  g.ok(2, A(kTradeDeed, 6));
  g.ok(2, A(kTradeCash, 0, 30));
  g.ok(2, A(kTradePropose));
  CHECK(g.s->actors() == 1u << 3);
  g.ok(3, A(kTradeAccept));
  CHECK(g.t().owner[13] == 2);
  CHECK(g.t().owner[6] == 3);
  CHECK(g.cash(2) == 1470);
  CHECK(g.cash(3) == 1530);
  // Back to the turn player, still before the roll.
  CHECK(g.t().phase == kPreRoll);
  CHECK(g.t().turn == 0);
  CHECK(g.t().must_roll);
  CHECK(g.s->actors() == 1u);
  g.ok(0, A(kRoll), {1, 2});
  CHECK(g.pl(0).pos == 3);
}

TEST_CASE("M-TRADE-6 after the move a player may trade with the turn player, who then ends the turn",
          "[monopoly][trade]") {
  Game g(3);
  g.own(1, {1});  // 1+3 = 4 is the levy: nothing to decide after it
  g.fix();
  g.ok(0, A(kRoll), {1, 3});
  REQUIRE(g.t().phase == kPostRoll);
  g.ok(1, A(kTradeStart, 0));
  g.ok(1, A(kTradeDeed, 1));
  g.ok(1, A(kTradeCash, 1, 10));
  g.ok(1, A(kTradeCash, 0, 100));
  g.ok(1, A(kTradePropose));
  CHECK(g.s->actors() == 1u);
  g.ok(0, A(kTradeReject));
  CHECK(g.t().phase == kPostRoll);
  CHECK(g.t().turn == 0);
  CHECK(g.t().owner[1] == 1);
  g.ok(0, A(kEndTurn));
  CHECK(g.t().turn == 1);
}

TEST_CASE("M-TRADE-6 a trade between two bystanders keeps the turn player's doubles", "[monopoly][trade]") {
  Game g(4);
  g.fix();
  g.ok(0, A(kRoll), {2, 2});  // a double to the levy square: roll again
  REQUIRE(g.t().phase == kPreRoll);
  REQUIRE(g.t().doubles == 1);
  g.ok(3, A(kTradeStart, 1));
  g.ok(3, A(kTradeCash, 0, 50));
  g.ok(3, A(kTradePropose));
  g.ok(1, A(kTradeCounter));
  g.ok(1, A(kTradeCash, 0, 80));
  g.ok(1, A(kTradePropose));
  g.ok(3, A(kTradeAccept));
  CHECK(g.cash(3) == 1420);
  CHECK(g.cash(1) == 1580);
  CHECK(g.t().doubles == 1);
  CHECK(g.t().turn == 0);
  CHECK(g.t().phase == kPreRoll);
}

TEST_CASE("M-TRADE-6 no trade can be opened during an auction, and the refusal changes nothing",
          "[monopoly][trade]") {
  Game g(4);
  g.fix();
  g.ok(0, A(kRoll), {2, 4});  // unowned street
  REQUIRE(g.t().phase == kBuying);
  g.refused(0, A(kTradeStart, 1), "M-TRADE-6");  // deciding on a purchase
  g.refused(2, A(kTradeStart, 1), "M-TRADE-6");
  CHECK(legal(g, 2).empty());
  g.ok(0, A(kDecline));
  REQUIRE(g.t().phase == kAuction);
  g.ok(3, A(kPass));  // seat 3 now waits for the next bid (M-AUC-6: the others may bid at once)
  for (int p = 0; p < 4; ++p) {
    g.refused(p, A(kTradeStart, (p + 1) % 4), "M-TRADE-6");  // the bidders too
    for (const Action& a : legal(g, p)) CHECK((a.kind == kBid || a.kind == kPass));
    if (!(g.s->actors() >> p & 1)) CHECK(legal(g, p).empty());
  }
  CHECK(legal(g, 3).empty());
}

TEST_CASE("M-TRADE-6 no trade can be opened during a debt or another trade", "[monopoly][trade]") {
  Game g(4);
  g.own(1, {6});
  g.pl(0).cash = 3;
  g.own(0, {1});
  g.fix();
  g.ok(0, A(kRoll), {2, 4});  // rent $6 with $3 in cash
  REQUIRE(g.t().phase == kDebt);
  g.refused(2, A(kTradeStart, 3), "M-TRADE-6");
  g.refused(0, A(kTradeStart, 3), "M-TRADE-6");
  g.ok(0, A(kMortgage, 1));
  REQUIRE(g.t().phase == kPostRoll);
  g.ok(2, A(kTradeStart, 3));
  g.refused(1, A(kTradeStart, 0), "M-TRADE-6");  // one trade at a time
  CHECK(legal(g, 1).empty());
}

TEST_CASE("M-TRADE-6 bankrupt players cannot trade and each player's openings are bounded",
          "[monopoly][trade]") {
  Game g(4);
  g.pl(3).bankrupt = true;
  g.pl(3).cash = 0;
  g.fix();
  g.refused(3, A(kTradeStart, 1), "M-TRADE-6");
  CHECK(legal(g, 3).empty());
  g.refused(2, A(kTradeStart, 3), "M-TRADE-1");  // nor be traded with
  for (int i = 0; i < kTradesPerTurn; ++i) {
    g.ok(2, A(kTradeStart, 1));
    g.ok(2, A(kTradeCancel));
  }
  g.refused(2, A(kTradeStart, 1), "M-TRADE-5");
  CHECK(legal(g, 2).empty());
  g.ok(1, A(kTradeStart, 2));  // another player's allowance is separate
  g.ok(1, A(kTradeCancel));
  g.ok(0, A(kRoll), {1, 3});
  g.ok(0, A(kEndTurn));
  g.ok(2, A(kTradeStart, 1));  // a new turn resets the allowance
}

TEST_CASE("M-TURN-2 a player who is not acting builds, mortgages and lifts while the turn player is free",
          "[monopoly][building][mortgage]") {
  Game g(3);
  g.own(2, {6, 8, 9});  // a full light-blue group
  g.own(1, {13});
  g.fix();
  auto acts = legal(g, 2);
  CHECK(lists(acts, A(kBuild, 6)));
  CHECK(lists(acts, A(kMortgage, 6)));
  CHECK(!lists(acts, A(kRoll)));
  g.ok(2, A(kBuild, 6));
  CHECK(g.t().buildings[6] == 1);
  CHECK(g.cash(2) == 1450);
  g.ok(1, A(kMortgage, 13));
  CHECK(g.t().mortgaged[13]);
  g.ok(0, A(kRoll), {1, 3});  // the levy: after it the turn player is free again
  REQUIRE(g.t().phase == kPostRoll);
  g.ok(1, A(kUnmortgage, 13));
  g.ok(2, A(kSell, 6));
  CHECK(g.t().buildings[6] == 0);
  CHECK(g.t().turn == 0);
  CHECK(g.t().phase == kPostRoll);
}

TEST_CASE("M-TURN-2 nobody else builds or mortgages while a purchase or an auction is pending",
          "[monopoly][building][mortgage]") {
  Game g(3);
  g.own(2, {11, 13, 14});
  g.fix();
  g.ok(0, A(kRoll), {2, 4});  // an unowned street: the turn player decides
  REQUIRE(g.t().phase == kBuying);
  g.refused(2, A(kBuild, 11), "M-TURN-2");
  g.refused(2, A(kMortgage, 11), "M-TURN-2");
  CHECK(legal(g, 2).empty());
  g.ok(0, A(kDecline));
  REQUIRE(g.t().phase == kAuction);
  g.ok(2, A(kPass));             // seat 2 now waits for the next bid
  for (int p = 0; p < 3; ++p) {  // the seats asked to bid included: bids only
    g.refused(p, A(kBuild, 11), "M-TURN-2");
    g.refused(p, A(kMortgage, 11), "M-TURN-2");
    for (const Action& a : legal(g, p)) CHECK((a.kind == kBid || a.kind == kPass));
  }
  CHECK(legal(g, 2).empty());  // a seat not bidding now
}
