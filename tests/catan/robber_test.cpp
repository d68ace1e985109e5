// Classic sevens: C-SEVEN-DISCARD, C-ROBBER, C-STEAL.
#include <catch2/catch.hpp>

#include "helpers.h"

using namespace cattest;

TEST_CASE("C-SEVEN-DISCARD more than 7 cards discard half, all at once, then C-ROBBER and C-STEAL",
          "[catan][robber]") {
  auto s = make("classic", {"layout=beginner"});
  Model& m = M(*s);
  clear_board(m);
  int n1 = topo().hex_nodes[0][0], n2 = topo().hex_nodes[18][3];
  put_settlement(m, 0, topo().hex_nodes[9][1]);
  put_settlement(m, 1, n1);
  put_settlement(m, 2, n2);
  give(m, 1, kOre, 9);   // discards 4
  give(m, 2, kWool, 7);  // keeps all (not more than 7)
  s->rng().force({3, 4});
  must(*s, 0, act(kRoll));
  REQUIRE(m.phase == kDiscarding);
  REQUIRE(s->actors() == 0b10u);
  REQUIRE(m.pl[1].discard == 4);
  for (int i = 0; i < 4; ++i) must(*s, 1, act(kDiscard, kOre));
  REQUIRE(m.phase == kMovingRobber);
  REQUIRE(s->apply(0, act(kMoveRobber, m.robber), nullptr)->rule == "C-ROBBER");
  int h = topo().node_hexes[n1][0];
  must(*s, 0, act(kMoveRobber, h));  // only seat 1 there: robbed at once
  REQUIRE(m.pl[1].res[kOre] == 4);
  REQUIRE(m.pl[0].res[kOre] == 1);
  REQUIRE(m.phase == kMain);
  REQUIRE(s->check_invariants() == "");
}

TEST_CASE("C-QUIET classic option: early sevens can be made harmless", "[catan][robber]") {
  auto s = make("classic", {"layout=beginner", "quiet_rounds=2"});
  Model& m = M(*s);
  clear_board(m);
  m.round = 2;
  put_settlement(m, 0, topo().hex_nodes[9][1]);
  s->rng().force({3, 4});
  must(*s, 0, act(kRoll));
  REQUIRE(m.phase == kMain);
}
