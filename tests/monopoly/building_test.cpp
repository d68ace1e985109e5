// Houses and hotels (M-BUILD-*, M-SHORT-2).
#include "helpers.h"

using namespace shamble;
using namespace shamble::mono;
using namespace shamble::mono::test;

static void set_levels(Game& g, std::initializer_list<std::pair<int, int>> lots) {
  for (auto [sq, b] : lots) set_buildings(g.t(), sq, static_cast<int8_t>(b));
}

// Player 1 holds 31 or 32 houses on groups 4, 5 and 6.
static void use_houses(Game& g, bool all) {
  g.own(1, {21, 23, 24, 26, 27, 29, 31, 32, 34});
  set_levels(g, {{21, 4}, {23, 4}, {24, 4}, {26, 4}, {27, 4}, {29, 4}, {31, 3}, {32, all ? 3 : 2}, {34, 2}});
}

TEST_CASE("M-BUILD-1 building needs the whole unmortgaged group", "[monopoly][building]") {
  Game g;
  g.own(0, {6, 8});
  g.fix();
  g.refused(0, A(kBuild, 6), "M-BUILD-1");
  g.own(0, {9});
  set_mortgaged(g.t(), 9, 1);
  g.fix();
  g.refused(0, A(kBuild, 6), "M-BUILD-1");
  set_mortgaged(g.t(), 9, 0);
  g.fix();
  g.ok(0, A(kBuild, 6));
  CHECK(g.t().buildings[6] == 1);
  CHECK(g.cash(0) == 1450);
  CHECK(g.t().houses_left == 31);
  g.refused(0, A(kBuild, 5), "M-BUILD-1");
}

TEST_CASE("M-BUILD-2 building must be even across the group", "[monopoly][building]") {
  Game g;
  g.own(0, {6, 8, 9});
  g.fix();
  g.ok(0, A(kBuild, 6));
  g.refused(0, A(kBuild, 6), "M-BUILD-2");
  g.ok(0, A(kBuild, 8));
  g.ok(0, A(kBuild, 9));
  g.ok(0, A(kBuild, 6));
}

TEST_CASE("M-BUILD-3 the fifth building is a hotel and returns four houses", "[monopoly][building]") {
  Game g;
  g.own(0, {6, 8, 9});
  set_levels(g, {{6, 4}, {8, 4}, {9, 4}});
  g.fix();
  g.ok(0, A(kBuild, 6));
  CHECK(g.t().buildings[6] == kHotel);
  CHECK(g.t().houses_left == 32 - 8);
  CHECK(g.t().hotels_left == 11);
  g.refused(0, A(kBuild, 6), "M-BUILD-3");
}

TEST_CASE("M-SHORT-2 in the short game a hotel follows three houses", "[monopoly][building]") {
  Game g(4, {}, "short");
  for (int sq = 0; sq < kSquares; ++sq) set_owner(g.t(), sq, -1);
  g.own(0, {6, 8, 9});
  set_levels(g, {{6, 3}, {8, 3}, {9, 3}});
  g.fix();
  g.ok(0, A(kBuild, 6));
  CHECK(g.t().buildings[6] == kHotel);
  CHECK(g.t().houses_left == 32 - 6);
  g.ok(0, A(kSell, 6));
  CHECK(g.t().buildings[6] == 3);
}

TEST_CASE("M-BUILD-4 nobody builds when the bank has no houses left", "[monopoly][building]") {
  Game g;
  use_houses(g, true);
  g.own(0, {6, 8, 9});
  g.fix();
  CHECK(g.t().houses_left == 0);
  g.refused(0, A(kBuild, 6), "M-BUILD-4");
}

TEST_CASE("M-BUILD-5 building needs its price in cash", "[monopoly][building]") {
  Game g;
  g.own(0, {6, 8, 9});
  g.pl(0).cash = 40;
  g.fix();
  g.refused(0, A(kBuild, 6), "M-BUILD-5");
}

TEST_CASE("M-BUILD-6 strict rotation: short supply others could buy goes to auction at once",
          "[monopoly][building]") {
  Game g(3, {"auction_rotation=strict"});
  use_houses(g, false);  // one house left; player 1 could build on 32 or 34
  g.own(0, {6, 8, 9});
  g.fix();
  CHECK(g.t().houses_left == 1);
  g.ok(0, A(kBuild, 6));
  CHECK(g.t().phase == kAuction);
  CHECK(g.t().auction.item == kAuctionHouse);
  g.refused(0, A(kBid, 49), "M-AUC-2");  // opens at the lot's price
  g.ok(0, A(kBid, 50));
  g.ok(1, A(kBid, 70));
  g.ok(0, A(kPass));
  CHECK(g.t().phase == kPlacing);
  CHECK(g.cash(1) == 1430);
  g.refused(1, A(kPlace, 31), "M-BUILD-2");
  g.ok(1, A(kPlace, 34));
  CHECK(g.t().buildings[34] == 3);
  CHECK(g.t().houses_left == 0);
  CHECK(g.t().phase == kPreRoll);
  CHECK(g.t().turn == 0);
}

TEST_CASE("M-BUILD-6 short supply: if no rival asks for it, the requester builds as asked",
          "[monopoly][building]") {
  Game g(3);
  use_houses(g, false);  // one house left; player 1 could build on 32 or 34
  g.own(0, {6, 8, 9});
  g.fix();
  g.ok(0, A(kBuild, 6));
  // The request is the opening bid at the lot's price; only the rival is asked.
  REQUIRE(g.t().phase == kAuction);
  CHECK(g.t().auction.high == 50);
  CHECK(g.t().auction.high_bidder == 0);
  CHECK(g.s->actors() == 2u);
  g.refused(0, A(kBid, 60), "turn-order");  // the requester is not asked while unbeaten
  g.refused(1, A(kBid, 50), "M-AUC-2");
  g.ok(1, A(kPass));
  CHECK(!g.saw(kEvAuctionWon));
  CHECK(g.t().buildings[6] == 1);
  CHECK(g.cash(0) == 1450);
  CHECK(g.t().houses_left == 0);
  CHECK(g.t().phase == kPreRoll);
  CHECK(g.t().turn == 0);
}

TEST_CASE("M-BUILD-6 short supply: a rival who outbids the request starts the auction",
          "[monopoly][building]") {
  Game g(3);
  use_houses(g, false);
  g.own(0, {6, 8, 9});
  g.fix();
  g.ok(0, A(kBuild, 6));
  g.ok(1, A(kBid, 70));
  CHECK(g.s->actors() == 1u);  // now the requester may raise
  g.ok(0, A(kBid, 80));
  g.ok(1, A(kBid, 90));
  g.ok(0, A(kPass));
  CHECK(g.saw(kEvAuctionWon, "M-AUC-4"));
  CHECK(g.t().phase == kPlacing);
  CHECK(g.cash(1) == 1410);
  g.ok(1, A(kPlace, 34));
  CHECK(g.t().buildings[34] == 3);
  CHECK(g.t().houses_left == 0);
}

TEST_CASE("M-BUILD-7 buildings sell back at half price, evenly", "[monopoly][building]") {
  Game g;
  g.own(0, {6, 8, 9});
  set_levels(g, {{6, 2}, {8, 2}, {9, 1}});
  g.fix();
  g.refused(0, A(kSell, 9), "M-BUILD-7");
  g.ok(0, A(kSell, 6));
  CHECK(g.cash(0) == 1525);
  CHECK(g.t().buildings[6] == 1);
}

TEST_CASE("M-BUILD-8 a hotel sold back becomes four houses when the bank has them", "[monopoly][building]") {
  Game g;
  g.own(0, {6, 8, 9});
  set_levels(g, {{6, kHotel}, {8, kHotel}, {9, kHotel}});
  g.fix();
  g.ok(0, A(kSell, 6));
  CHECK(g.t().buildings[6] == 4);
  CHECK(g.cash(0) == 1525);
  CHECK(g.t().houses_left == 28);
}

TEST_CASE("M-BUILD-8 with too few houses in the bank the whole group drops further", "[monopoly][building]") {
  Game g;
  g.own(1, {21, 23, 24, 26, 27, 29});
  set_levels(g, {{21, 4}, {23, 4}, {24, 4}, {26, 4}, {27, 4}, {29, 3}});  // 23 houses: 9 left... adjust below
  g.own(1, {31, 32, 34});
  set_levels(g, {{31, 2}, {32, 2}, {34, 2}});  // 29 houses: 3 left
  g.own(0, {6, 8, 9});
  set_levels(g, {{6, kHotel}, {8, kHotel}, {9, kHotel}});
  g.fix();
  CHECK(g.t().houses_left == 3);
  g.ok(0, A(kSell, 8));
  CHECK(g.t().buildings[6] == 1);
  CHECK(g.t().buildings[8] == 1);
  CHECK(g.t().buildings[9] == 1);
  CHECK(g.t().houses_left == 0);
  CHECK(g.t().hotels_left == 12);
  CHECK(g.cash(0) == 1500 + 3 * 4 * 25);
  CHECK(g.saw(kEvSellBuilding, "M-BUILD-8"));
}

TEST_CASE("M-BUILD-8 with no houses in the bank a hotel group is sold off entirely", "[monopoly][building]") {
  Game g;
  use_houses(g, true);
  g.own(0, {6, 8, 9});
  set_levels(g, {{6, kHotel}, {8, kHotel}, {9, kHotel}});
  g.fix();
  g.ok(0, A(kSell, 9));
  CHECK(g.t().buildings[6] == 0);
  CHECK(g.cash(0) == 1500 + 3 * 5 * 25);
}

TEST_CASE("M-BUILD-2 a hotel waits until every lot of the group has four houses", "[monopoly][building]") {
  Game g;
  g.own(0, {6, 8, 9});
  set_levels(g, {{6, 4}, {8, 4}, {9, 3}});
  g.fix();
  g.refused(0, A(kBuild, 6), "M-BUILD-2");
  g.ok(0, A(kBuild, 9));
  g.ok(0, A(kBuild, 6));
  CHECK(g.t().buildings[6] == kHotel);
}
