// The opening: C-SETUP (snake order), C-SETUP-YIELD, C-DISTANCE.
#include <catch2/catch.hpp>

#include "helpers.h"

using namespace cattest;

TEST_CASE("C-SETUP snake order: 0 1 2 3 3 2 1 0, settlement then road", "[catan][setup]") {
  auto s = make("classic", {"layout=beginner"});
  std::vector<int> order;
  std::vector<Action> legal;
  while (M(*s).phase == kSetupSettle || M(*s).phase == kSetupRoad) {
    int seat = s->current_actor();
    s->legal_actions(seat, legal);
    if (M(*s).phase == kSetupSettle) {
      order.push_back(seat);
      for (auto& a : legal) REQUIRE(a.kind == kBuildSettlement);
    } else {
      for (auto& a : legal) REQUIRE(a.kind == kBuildRoad);
    }
    must(*s, seat, legal[0]);
  }
  REQUIRE(order == std::vector<int>{0, 1, 2, 3, 3, 2, 1, 0});
  REQUIRE(M(*s).phase == kPreRoll);
  REQUIRE(M(*s).cur == 0);
  REQUIRE(M(*s).round == 1);
}

TEST_CASE("C-SETUP-YIELD only the second settlement yields, one card per land hex", "[catan][setup]") {
  auto s = make("classic", {"layout=beginner"});
  Model& m = M(*s);
  // Seat 0's first settlement on a corner of the top-left hex: no cards.
  int first = topo().hex_nodes[0][3];
  must(*s, 0, act(kBuildSettlement, first));
  REQUIRE(m.cards(0) == 0);
  must(*s, 0, act(kBuildRoad, topo().node_edges[first][0]));
  // Skip the other seats quickly with legal moves.
  std::vector<Action> legal;
  while (!(m.phase == kSetupSettle && m.setup_step == 7)) {
    int seat = s->current_actor();
    s->legal_actions(seat, legal);
    must(*s, seat, legal.back());
  }
  // Centre corner touching three land hexes: pick a legal one with 3 non-desert hexes.
  int pick = -1;
  for (int nd = 0; nd < kNodes && pick < 0; ++nd) {
    int land = 0;
    for (int h : topo().node_hexes[nd]) land += h >= 0 && m.terrain[h] != kDesert;
    if (land == 3 && m.settle_ok(0, nd, true)) pick = nd;
  }
  REQUIRE(pick >= 0);
  EventSink ev;
  must(*s, 0, act(kBuildSettlement, pick), &ev);
  REQUIRE(m.cards(0) == 3);
  // One event per resource (two ore hexes: "got 2 ore"), the cards adding up to three.
  int produced = 0, events = 0;
  for (auto& e : ev)
    if (e.kind == kEvProduce && std::string(e.rule) == "C-SETUP-YIELD") produced += e.v[0], ++events;
  REQUIRE(produced == 3);
  int kinds = 0;
  for (int r = 0; r < kRes; ++r) kinds += m.pl[0].res[r] > 0;
  REQUIRE(events == kinds);
}

TEST_CASE("C-DISTANCE a settlement next to another is refused and changes nothing", "[catan][setup]") {
  auto s = make("classic", {"layout=beginner"});
  int nd = topo().hex_nodes[9][0];
  must(*s, 0, act(kBuildSettlement, nd));
  must(*s, 0, act(kBuildRoad, topo().node_edges[nd][0]));
  int next_door = topo().node_nodes[nd][0];
  std::string before = bytes(*s);
  auto e = s->apply(1, act(kBuildSettlement, next_door), nullptr);
  REQUIRE(e);
  REQUIRE(e->rule == "C-DISTANCE");
  REQUIRE(bytes(*s) == before);
  e = s->apply(1, act(kBuildSettlement, nd), nullptr);
  REQUIRE(e);
  REQUIRE(e->rule == "C-DISTANCE");
  REQUIRE(bytes(*s) == before);
}

TEST_CASE("C-SETUP the opening road must touch the new settlement", "[catan][setup]") {
  auto s = make("classic", {"layout=beginner"});
  int nd = topo().hex_nodes[9][0];
  must(*s, 0, act(kBuildSettlement, nd));
  int far = topo().hex_edges[0][0];
  auto e = s->apply(0, act(kBuildRoad, far), nullptr);
  REQUIRE(e);
  REQUIRE(e->rule == "C-SETUP");
  REQUIRE(s->apply(1, act(kBuildRoad, topo().node_edges[nd][0]), nullptr)->rule == "turn-order");
}
