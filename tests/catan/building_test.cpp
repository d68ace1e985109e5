// C-BUILD-ROAD, C-BUILD-SETTLEMENT, C-BUILD-CITY, C-ROAD-CONNECT, C-PIECES, C-COST.
#include <catch2/catch.hpp>

#include "helpers.h"

using namespace cattest;

TEST_CASE("C-ROAD-CONNECT roads extend the network, an opponent's building cuts it", "[catan][building]") {
  auto s = make("classic", {"layout=beginner"});
  Model& m = M(*s);
  clear_board(m);
  Ring r = ring(9);
  put_settlement(m, 0, r.node[0]);
  put_road(m, 0, r.edge[0]);
  put_road(m, 0, r.edge[1]);
  put_settlement(m, 1, r.node[2]);  // two corners from seat 0's settlement
  to_main(m, 0);
  give(m, 0, kLumber, 5);
  give(m, 0, kBrick, 5);
  refresh(m);
  REQUIRE(s->check_invariants() == "");
  // Beyond corner 2 (seat 1's) seat 0 cannot continue.
  auto e = s->apply(0, act(kBuildRoad, r.edge[2]), nullptr);
  REQUIRE(e);
  REQUIRE(e->rule == "C-ROAD-CONNECT");
  // From corner 1 (own road, empty corner) it can.
  int out1 = -1;
  for (int x : topo().node_edges[r.node[1]])
    if (x >= 0 && x != r.edge[0] && x != r.edge[1]) out1 = x;
  must(*s, 0, act(kBuildRoad, out1));
  REQUIRE(m.pl[0].res[kLumber] == 4);
  REQUIRE(m.pl[0].roads_left == 12);
  // A far-away side does not connect.
  REQUIRE(s->apply(0, act(kBuildRoad, topo().hex_edges[18][3]), nullptr)->rule == "C-ROAD-CONNECT");
}

TEST_CASE("C-BUILD-SETTLEMENT needs a road, the distance rule and the cost", "[catan][building]") {
  auto s = make("classic", {"layout=beginner"});
  Model& m = M(*s);
  clear_board(m);
  Ring r = ring(9);
  put_settlement(m, 0, r.node[0]);
  put_road(m, 0, r.edge[0]);
  put_road(m, 0, r.edge[1]);
  to_main(m, 0);
  REQUIRE(s->apply(0, act(kBuildSettlement, r.node[2]), nullptr)->rule == "C-COST");
  for (int k = 0; k < 4; ++k) give(m, 0, k, 1);
  REQUIRE(s->apply(0, act(kBuildSettlement, r.node[1]), nullptr)->rule == "C-DISTANCE");
  REQUIRE(s->apply(0, act(kBuildSettlement, r.node[4]), nullptr)->rule == "C-ROAD-CONNECT");
  must(*s, 0, act(kBuildSettlement, r.node[2]));
  REQUIRE(m.cards(0) == 0);
  REQUIRE(m.pl[0].settlements_left == 3);
  REQUIRE(m.public_points(0) == 2);
}

TEST_CASE("C-BUILD-CITY upgrades an own settlement for 2 grain 3 ore", "[catan][building]") {
  auto s = make("classic", {"layout=beginner"});
  Model& m = M(*s);
  clear_board(m);
  int nd = topo().hex_nodes[9][0];
  put_settlement(m, 0, nd);
  put_settlement(m, 1, topo().hex_nodes[0][0]);
  to_main(m, 0);
  give(m, 0, kGrain, 2);
  give(m, 0, kOre, 2);
  REQUIRE(s->apply(0, act(kBuildCity, nd), nullptr)->rule == "C-COST");
  give(m, 0, kOre, 1);
  REQUIRE(s->apply(0, act(kBuildCity, topo().hex_nodes[0][0]), nullptr)->rule == "C-BUILD-CITY");
  must(*s, 0, act(kBuildCity, nd));
  REQUIRE(m.level[nd] == kCity);
  REQUIRE(m.pl[0].cities_left == 3);
  REQUIRE(m.pl[0].settlements_left == 5);
  REQUIRE(m.public_points(0) == 2);
}

TEST_CASE("C-PIECES no road is built past the 15th", "[catan][building]") {
  auto s = make("classic", {"layout=beginner"});
  Model& m = M(*s);
  clear_board(m);
  Ring r = ring(9);
  put_settlement(m, 0, r.node[0]);
  put_road(m, 0, r.edge[0]);
  m.pl[0].roads_left = 0;
  m.pl[0].roads_left = 0;
  to_main(m, 0);
  give(m, 0, kLumber, 1);
  give(m, 0, kBrick, 1);
  // (the count is forced for the test, so invariants would disagree; only the refusal matters)
  REQUIRE(s->apply(0, act(kBuildRoad, r.edge[1]), nullptr)->rule == "C-PIECES");
}
