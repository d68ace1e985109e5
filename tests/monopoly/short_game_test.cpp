// The short game (M-SHORT-1, M-SHORT-4); M-SHORT-2 and -3 are in building and jail tests.
#include "helpers.h"

using namespace shamble;
using namespace shamble::mono;
using namespace shamble::mono::test;

TEST_CASE("M-SHORT-1 each player is dealt three free deeds", "[monopoly][short]") {
  Game g(4, {}, "short");
  for (int p = 0; p < 4; ++p) {
    int n = 0;
    for (int sq = 0; sq < kSquares; ++sq) n += g.t().owner[sq] == p;
    CHECK(n == 3);
    CHECK(g.cash(p) == 1500);
  }
  CHECK(g.s->check_invariants() == "");
}

TEST_CASE("M-SHORT-4 the first bankruptcy ends the game, the richest by valuation wins",
          "[monopoly][short]") {
  Game g(4, {}, "short");
  for (int sq = 0; sq < kSquares; ++sq) set_owner(g.t(), sq, -1);
  g.pl(0).cash = 10;
  g.pl(0).pos = 1;
  g.pl(1).cash = 1000;
  g.pl(2).cash = 900;
  g.own(2, {39});  // 900 + 400 = 1300
  g.pl(3).cash = 1200;
  g.own(3, {37});  // mortgaged: 1200 + 175 = 1375
  set_mortgaged(g.t(), 37, 1);
  g.own(1, {6, 8, 9});
  set_buildings(g.t(), 6, kHotel), set_buildings(g.t(), 8, 3),
      set_buildings(g.t(), 9, 3);  // 1000 + 320 + (4+3+3)*50 = 1820
  g.fix();
  CHECK(net_worth(g.t(), g.r(), 1) == 1820);
  CHECK(net_worth(g.t(), g.r(), 2) == 1300);
  CHECK(net_worth(g.t(), g.r(), 3) == 1375);
  g.ok(0, A(kRoll), {1, 2});
  g.ok(0, A(kBankrupt));
  REQUIRE(g.s->terminal());
  auto o = g.s->outcome();
  REQUIRE(o.winners.size() == 1);
  CHECK(o.winners[0] == 1);
  CHECK(o.reason == "short game valuation");
  CHECK(o.summary == g.s->player_name(0) + " went bankrupt, which ends the short game; " +
                         g.s->player_name(1) + " wins with the most wealth ($1820)");
}
