// Rent (M-RENT-*).
#include "helpers.h"

using namespace shamble;
using namespace shamble::mono;
using namespace shamble::mono::test;

static int rent_paid_landing(Game& g, int from, std::vector<int> dice) {
  g.pl(0).pos = static_cast<int8_t>(from);
  g.fix();
  int before = g.cash(0);
  g.ok(0, A(kRoll), dice);
  return before - g.cash(0);
}

TEST_CASE("M-RENT-1 a street alone charges its base rent", "[monopoly][rent]") {
  Game g;
  g.own(1, {6});
  CHECK(rent_paid_landing(g, 0, {2, 4}) == 6);
  CHECK(g.cash(1) == 1506);
}

TEST_CASE("M-RENT-2 a complete unbuilt group doubles the rent unless a lot is mortgaged",
          "[monopoly][rent]") {
  Game g;
  g.own(1, {6, 8, 9});
  CHECK(rent_paid_landing(g, 0, {2, 4}) == 12);
  Game h;
  h.own(1, {6, 8, 9});
  set_mortgaged(h.t(), 8, 1);
  CHECK(rent_paid_landing(h, 0, {2, 4}) == 6);
  Game k(4, {"double_rent_with_mortgage=true"});
  k.own(1, {6, 8, 9});
  set_mortgaged(k.t(), 8, 1);
  CHECK(rent_paid_landing(k, 0, {2, 4}) == 12);
}

TEST_CASE("M-RENT-3 houses and hotels follow the deed's table", "[monopoly][rent]") {
  Game g;
  g.own(1, {6, 8, 9});
  g.t().buildings = {};
  set_buildings(g.t(), 6, 2), set_buildings(g.t(), 8, 2), set_buildings(g.t(), 9, 2);
  CHECK(rent_paid_landing(g, 0, {2, 4}) == 90);
  Game h;
  h.own(1, {6, 8, 9});
  set_buildings(h.t(), 6, kHotel), set_buildings(h.t(), 8, kHotel), set_buildings(h.t(), 9, kHotel);
  CHECK(rent_paid_landing(h, 0, {2, 4}) == 550);
}

TEST_CASE("M-RENT-4 transports charge 25, 50, 100, 200", "[monopoly][rent]") {
  int expect[] = {25, 50, 100, 200};
  int lines[] = {5, 15, 25, 35};
  for (int n = 1; n <= 4; ++n) {
    Game g;
    for (int i = 0; i < n; ++i) g.own(1, {lines[i]});
    CHECK(rent_paid_landing(g, 0, {2, 3}) == expect[n - 1]);
  }
}

TEST_CASE("M-RENT-5 utilities charge 4x the dice, 10x with both", "[monopoly][rent]") {
  Game g;
  g.own(1, {12});
  CHECK(rent_paid_landing(g, 9, {1, 2}) == 12);
  Game h;
  h.own(1, {12, 28});
  CHECK(rent_paid_landing(h, 9, {1, 2}) == 30);
}

TEST_CASE("M-RENT-6 a mortgaged deed charges nothing, and an owner pays no rent to themself",
          "[monopoly][rent]") {
  Game g;
  g.own(1, {6});
  set_mortgaged(g.t(), 6, 1);
  CHECK(rent_paid_landing(g, 0, {2, 4}) == 0);
  Game h;
  h.own(0, {6});
  CHECK(rent_paid_landing(h, 0, {2, 4}) == 0);
}

TEST_CASE("M-RENT-7 house rule: owners in jail collect no rent", "[monopoly][rent]") {
  Game g(4, {"no_rent_in_jail=true"});
  g.own(1, {6});
  g.pl(1).in_jail = true;
  g.pl(1).pos = 10;
  CHECK(rent_paid_landing(g, 0, {2, 4}) == 0);
}

TEST_CASE("M-TAX-1 tax squares charge $200 and $100", "[monopoly][rent]") {
  Game g;
  CHECK(rent_paid_landing(g, 1, {1, 2}) == 200);
  Game h;
  CHECK(rent_paid_landing(h, 35, {1, 2}) == 100);
}

TEST_CASE("M-HOUSE-1 house rule: fees feed a jackpot collected on the rest square", "[monopoly][rent]") {
  Game g(4, {"parking_jackpot=true"});
  CHECK(rent_paid_landing(g, 1, {1, 2}) == 200);
  CHECK(g.t().pot == 200);
  g.ok(0, A(kEndTurn));
  g.pl(1).pos = 15;
  g.fix();
  g.ok(1, A(kRoll), {2, 3});
  CHECK(g.cash(1) == 1700);
  CHECK(g.t().pot == 0);
}
