// Debts and bankruptcy (M-DEBT-*, M-END-1).
#include "helpers.h"

using namespace shamble;
using namespace shamble::mono;
using namespace shamble::mono::test;

TEST_CASE("M-DEBT-1 a debtor short of cash must raise it before play continues", "[monopoly][debt]") {
  Game g;
  g.own(1, {6, 8, 9});
  g.own(0, {1});
  g.pl(0).cash = 5;
  g.fix();
  g.ok(0, A(kRoll), {2, 4});
  CHECK(g.t().phase == kDebt);
  CHECK(g.s->actors() == 1u);
  g.refused(0, A(kBankrupt), "M-DEBT-1");  // mortgaging 1 raises 30
  g.refused(0, A(kEndTurn), "M-TURN-1");
  g.ok(0, A(kMortgage, 1));
  CHECK(g.cash(0) == 5 + 30 - 12);
  CHECK(g.cash(1) == 1512);
  CHECK(g.t().phase == kPostRoll);
}

TEST_CASE("M-DEBT-2 bankrupt to a player: buildings sold, then everything passes over", "[monopoly][debt]") {
  Game g(3);
  g.own(1, {6, 8, 9});
  set_buildings(g.t(), 6, kHotel), set_buildings(g.t(), 8, kHotel), set_buildings(g.t(), 9, kHotel);
  g.own(0, {11, 13, 14, 1});
  set_buildings(g.t(), 11, 1), set_buildings(g.t(), 13, 1), set_buildings(g.t(), 14, 1);
  set_mortgaged(g.t(), 1, 1);
  g.give_release_card(1, 0);
  g.pl(0).cash = 10;
  g.fix();
  g.ok(0, A(kRoll), {2, 4});  // 550 rent; can raise 10 + 150 + 3*70 = 370 at most
  CHECK(g.t().phase == kDebt);
  g.ok(0, A(kBankrupt));
  CHECK(g.pl(0).bankrupt);
  CHECK(g.cash(0) == 0);
  CHECK(g.cash(1) == 1500 + 10 + 3 * 50);
  for (int sq : {11, 13, 14, 1}) CHECK(g.t().owner[sq] == 1);
  CHECK(g.t().buildings[11] == 0);
  CHECK(g.t().jail_card_owner[1] == 1);
  CHECK(g.t().phase == kMortgageChoice);  // deed 1 arrived mortgaged
  g.ok(1, A(kKeep, 1));
  CHECK(g.cash(1) == 1660 - 3);
  CHECK(g.t().turn == 1);
  CHECK(g.t().phase == kPreRoll);
}

TEST_CASE("M-DEBT-3 bankrupt to the bank: deeds are auctioned unmortgaged", "[monopoly][debt]") {
  Game g(3);
  g.own(0, {1, 3});
  set_mortgaged(g.t(), 1, 1);
  set_mortgaged(g.t(), 3, 1);
  g.give_release_card(0, 0);
  g.pl(0).cash = 10;
  g.pl(0).pos = 1;
  g.fix();
  g.ok(0, A(kRoll), {1, 2});  // income levy $200
  CHECK(g.t().phase == kDebt);
  g.ok(0, A(kBankrupt));
  CHECK(g.t().jail_card_owner[0] == -1);
  CHECK(g.t().decks[0].count == 16);
  CHECK(g.t().phase == kAuction);
  CHECK(g.t().auction.square == 1);
  CHECK(!(g.t().auction.in_mask & 1));
  g.ok(1, A(kBid, 20));
  g.ok(2, A(kPass));
  CHECK(g.t().owner[1] == 1);
  CHECK(!g.t().mortgaged[1]);
  CHECK(g.t().auction.square == 3);
  g.ok(1, A(kPass));
  g.ok(2, A(kPass));
  CHECK(g.t().owner[3] == -1);
  CHECK(!g.t().mortgaged[3]);
  CHECK(g.t().turn == 1);
  CHECK(g.t().phase == kPreRoll);
}

TEST_CASE("M-END-1 the last player not bankrupt wins", "[monopoly][debt]") {
  Game g(2);
  g.own(1, {6});
  g.t().buildings = {};
  g.pl(0).cash = 3;
  g.fix();
  g.ok(0, A(kRoll), {2, 4});
  g.ok(0, A(kBankrupt));
  CHECK(g.s->terminal());
  CHECK(g.s->actors() == 0u);
  auto o = g.s->outcome();
  REQUIRE(o.winners.size() == 1);
  CHECK(o.winners[0] == 1);
  CHECK(o.reason == "bankruptcy");
  // For people: who won and who went bankrupt, also the log's last line.
  const std::string a = g.s->player_name(0), b = g.s->player_name(1);
  CHECK(o.summary == b + " wins: " + a + " went bankrupt");
  CHECK(g.saw(kEvGameOver));
  CHECK(g.s->describe(g.events.back()) == o.summary);
  g.refused(1, A(kRoll), "game-over");
}

TEST_CASE("M-CARD-9 paying every player queues one debt per player", "[monopoly][debt]") {
  Game g(4);
  g.pl(0).pos = 4;
  g.pl(0).cash = 60;
  g.own(0, {1});
  g.top_card(0, 14);
  g.fix();
  g.ok(0, A(kRoll), {1, 2});
  CHECK(g.cash(1) == 1550);
  CHECK(g.t().phase == kDebt);
  g.ok(0, A(kBankrupt));  // 10 + 30 < 50 owed to player 2
  CHECK(g.cash(2) == 1500 + 10 + 0);
  CHECK(g.t().owner[1] == 2);
  CHECK(g.cash(3) == 1500);
}
