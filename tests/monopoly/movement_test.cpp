// Movement, salary, doubles and setup (M-SETUP-*, M-MOVE-*, M-GO-*, M-TURN-1).
#include "helpers.h"

using namespace shamble;
using namespace shamble::mono;
using namespace shamble::mono::test;

TEST_CASE("M-SETUP-1 every player starts with $1500, or the starting_cash option", "[monopoly][movement]") {
  Game g(4);
  for (int p = 0; p < 4; ++p) CHECK(g.cash(p) == 1500);
  Game h(3, {"starting_cash=2000"});
  for (int p = 0; p < 3; ++p) CHECK(h.cash(p) == 2000);
}

TEST_CASE("M-SETUP-2 the highest opening roll starts", "[monopoly][movement]") {
  for (uint64_t seed = 1; seed < 40; ++seed) {
    NewGameParams p;
    make_config(monopoly_game().options, monopoly_game().presets, "", {}, &p.config);
    p.players = 5;
    p.seed = seed;
    auto s = monopoly_game().create(p);
    const auto& t = table_of(*s);
    for (int q = 0; q < 5; ++q)
      if (q != t.turn) CHECK(t.opening_roll[q] <= t.opening_roll[t.turn]);
    CHECK(t.turns == 1);
  }
}

TEST_CASE("M-MOVE-1 the token moves clockwise by the dice total", "[monopoly][movement]") {
  Game g;
  g.ok(0, A(kRoll), {2, 4});
  CHECK(g.pl(0).pos == 6);
  CHECK(g.t().phase == kBuying);
  CHECK(g.saw(kEvRest, "M-MOVE-5"));
}

TEST_CASE("M-GO-1 passing the start square pays $200", "[monopoly][movement]") {
  Game g;
  g.pl(0).pos = 36;
  g.fix();
  g.ok(0, A(kRoll), {2, 3});
  CHECK(g.pl(0).pos == 1);
  CHECK(g.cash(0) == 1700);
}

TEST_CASE("M-GO-1 stopping exactly on the start square pays $200 once", "[monopoly][movement]") {
  Game g;
  g.pl(0).pos = 35;
  g.fix();
  g.ok(0, A(kRoll), {2, 3});
  CHECK(g.pl(0).pos == 0);
  CHECK(g.cash(0) == 1700);
  CHECK(g.t().phase == kPostRoll);
}

TEST_CASE("M-GO-2 house rule: stopping on the start square pays double", "[monopoly][movement]") {
  Game g(4, {"double_go_salary=true"});
  g.pl(0).pos = 35;
  g.fix();
  g.ok(0, A(kRoll), {2, 3});
  CHECK(g.cash(0) == 1900);
}

TEST_CASE("M-MOVE-3 doubles give another roll", "[monopoly][movement]") {
  Game g;
  g.own(0, {6, 8});
  g.fix();
  g.ok(0, A(kRoll), {3, 3});
  CHECK(g.pl(0).pos == 6);
  CHECK(g.t().phase == kPreRoll);
  CHECK(g.t().turn == 0);
  g.ok(0, A(kRoll), {1, 1});
  CHECK(g.pl(0).pos == 8);
  CHECK(g.t().phase == kPreRoll);
}

TEST_CASE("M-MOVE-4 a third double sends the player to jail without moving", "[monopoly][movement]") {
  Game g;
  g.own(0, {6});
  g.fix();
  g.ok(0, A(kRoll), {3, 3});
  g.ok(0, A(kRoll), {2, 2});
  CHECK(g.pl(0).pos == 10);
  CHECK(!g.pl(0).in_jail);  // just visiting
  g.ok(0, A(kRoll), {4, 4});
  CHECK(g.pl(0).pos == 10);
  CHECK(g.pl(0).in_jail);
  CHECK(g.saw(kEvJail, "M-MOVE-4"));
  CHECK(g.t().phase == kPostRoll);
}

TEST_CASE("M-TURN-1 ending the turn passes to the next player", "[monopoly][movement]") {
  Game g;
  g.own(0, {6});
  g.fix();
  g.refused(0, A(kEndTurn), "M-TURN-1");
  g.ok(0, A(kRoll), {2, 4});
  g.refused(1, A(kRoll), "turn-order");
  g.ok(0, A(kEndTurn));
  CHECK(g.t().turn == 1);
  CHECK(g.t().turns == 2);
  CHECK(g.s->turn_number() == 2);
}
