// Mortgages (M-MORT-*).
#include "helpers.h"

using namespace shamble;
using namespace shamble::mono;
using namespace shamble::mono::test;

TEST_CASE("M-MORT-1 mortgaging an unbuilt deed pays half its price", "[monopoly][mortgage]") {
  Game g;
  g.own(0, {6, 5});
  g.fix();
  g.ok(0, A(kMortgage, 6));
  CHECK(g.cash(0) == 1550);
  CHECK(g.t().mortgaged[6]);
  g.refused(0, A(kMortgage, 6), "M-MORT-1");
  g.refused(0, A(kMortgage, 8), "M-MORT-1");
  g.ok(0, A(kMortgage, 5));
  CHECK(g.cash(0) == 1650);
}

TEST_CASE("M-MORT-2 a group's buildings must be sold before any lot is mortgaged", "[monopoly][mortgage]") {
  Game g;
  g.own(0, {6, 8, 9});
  set_buildings(g.t(), 6, 1);
  g.fix();
  g.refused(0, A(kMortgage, 8), "M-MORT-2");
  g.ok(0, A(kSell, 6));
  g.ok(0, A(kMortgage, 8));
}

TEST_CASE("M-MORT-3 lifting a mortgage costs the loan plus 10%", "[monopoly][mortgage]") {
  Game g;
  g.own(0, {6, 12});
  set_mortgaged(g.t(), 6, 1);
  set_mortgaged(g.t(), 12, 1);
  g.fix();
  g.ok(0, A(kUnmortgage, 6));
  CHECK(g.cash(0) == 1500 - 55);
  CHECK(!g.t().mortgaged[6]);
  g.ok(0, A(kUnmortgage, 12));  // 75 + 8 (10% rounded up)
  CHECK(g.cash(0) == 1500 - 55 - 83);
  g.refused(0, A(kUnmortgage, 6), "M-MORT-3");
  g.pl(0).cash = 10;
  set_mortgaged(g.t(), 6, 1);
  g.fix();
  g.refused(0, A(kUnmortgage, 6), "M-MORT-3");
}

TEST_CASE("M-MORT-4 a received mortgaged deed is lifted now or costs 10% now", "[monopoly][mortgage]") {
  Game g(3);
  g.own(0, {6, 8});
  set_mortgaged(g.t(), 6, 1);
  set_mortgaged(g.t(), 8, 1);
  g.fix();
  g.ok(0, A(kTradeStart, 1));
  g.ok(0, A(kTradeDeed, 6));
  g.ok(0, A(kTradeDeed, 8));
  g.ok(0, A(kTradePropose));
  g.ok(1, A(kTradeAccept));
  CHECK(g.t().phase == kMortgageChoice);
  CHECK(g.s->actors() == 2u);
  g.ok(1, A(kKeep, 6));
  CHECK(g.cash(1) == 1495);
  g.ok(1, A(kLift, 8));
  CHECK(g.cash(1) == 1495 - 55);
  CHECK(g.t().mortgaged[6]);
  CHECK(!g.t().mortgaged[8]);
  CHECK(g.t().phase == kPreRoll);
  // Lifting later costs the full price again.
  g.ok(0, A(kRoll), {1, 2});  // to 3, unowned
  g.ok(0, A(kDecline));
  g.ok(0, A(kPass));
  g.ok(1, A(kPass));
  g.ok(2, A(kPass));
  g.ok(0, A(kEndTurn));
  g.ok(1, A(kUnmortgage, 6));
  CHECK(g.cash(1) == 1495 - 55 - 55);
}
