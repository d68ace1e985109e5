// CZ-DESTROY: which roads and settlements a zombie payment may take, and which
// roads fall with a settlement, as the rules' corner flood (attack.cpp) says,
// against a plain union-find over every side and corner kept here as the
// reference. Positions come from random Zombies games, where roads branch,
// loop and get cut by other players' buildings.
#include <catch2/catch.hpp>

#include "helpers.h"

using namespace cattest;

namespace {

int find(std::vector<int>& up, int x) {
  while (up[x] != x) x = up[x] = up[up[x]];
  return x;
}

// Every road of p but skip_e joined, through p's roads, to a building of p other than skip_n.
bool reference_anchored(const Model& m, int p, int skip_e, int skip_n) {
  const Topology& t = topo();
  std::vector<int> up(kNodes);
  for (int i = 0; i < kNodes; ++i) up[i] = i;
  for (int e = 0; e < kEdges; ++e)
    if (m.road[e] == p && e != skip_e) up[find(up, t.edge_nodes[e][0])] = find(up, t.edge_nodes[e][1]);
  std::vector<bool> anchor(kNodes);
  for (int nd = 0; nd < kNodes; ++nd)
    if (m.owner[nd] == p && nd != skip_n) anchor[find(up, nd)] = true;
  for (int e = 0; e < kEdges; ++e)
    if (m.road[e] == p && e != skip_e && !anchor[find(up, t.edge_nodes[e][0])]) return false;
  return true;
}

// Compares every question the rules ask of this position; returns how many were asked.
int compare_all(const Model& m) {
  int asked = 0;
  for (int p = 0; p < m.n; ++p) {
    REQUIRE(roads_anchored(m, p, -1, -1) == reference_anchored(m, p, -1, -1));
    for (int e = 0; e < kEdges; ++e) {
      INFO("player " << p << " side " << e);
      REQUIRE(m.road_removable(p, e) == (m.road[e] == p && reference_anchored(m, p, e, -1)));
      asked += m.road[e] == p;
    }
    for (int nd = 0; nd < kNodes; ++nd) {
      INFO("player " << p << " corner " << nd);
      REQUIRE(roads_anchored(m, p, -1, nd) == reference_anchored(m, p, -1, nd));
      asked += m.owner[nd] == p;
    }
  }
  return asked;
}

}  // namespace

TEST_CASE("CZ-DESTROY: the corner flood answers as a union-find over the board", "[catan][attack]") {
  int asked = 0, cut = 0;
  for (uint64_t seed = 1; seed <= 12; ++seed) {
    auto s = make("zombies", {}, seed);
    Model& m = M(*s);
    Rng rng(seed * 17 + 3);
    std::vector<Action> legal;
    for (int step = 0; !s->terminal() && step < 6000; ++step) {
      if (step % 5 == 0) {
        asked += compare_all(m);
        for (int p = 0; p < m.n; ++p)
          for (int e = 0; e < kEdges; ++e) cut += m.road[e] == p && !reference_anchored(m, p, e, -1);
      }
      const int seat = s->current_actor();
      s->legal_actions(seat, legal);
      REQUIRE(!legal.empty());
      must(*s, seat, legal[rng.below(static_cast<uint32_t>(legal.size()))]);
    }
  }
  // The games reached roads whose loss would cut others off, not only trivial answers.
  REQUIRE(asked > 10000);
  REQUIRE(cut > 100);
}

TEST_CASE("CZ-DESTROY: a settlement's fall takes exactly the roads left without a building",
          "[catan][attack]") {
  // Settlements on a and c of a path a -e0- b -e1- c -e2- d, roads on e0 and e2 only:
  // with roads-fall, taking c takes e2 (only c held it) and leaves e0 (a holds it).
  auto s = make("zombies", {"layout=beginner", "settlement_with_roads=roads-fall"}, 1);
  Model& m = M(*s);
  clear_board(m);
  const Topology& t = topo();
  const int a = t.hex_nodes[9][0];
  int e0 = -1, e1 = -1, e2 = -1, b = -1, c = -1, d = -1;
  auto other = [&](int e, int nd) {
    return t.edge_nodes[e][0] == nd ? t.edge_nodes[e][1] : t.edge_nodes[e][0];
  };
  for (int e : t.node_edges[a])
    if (e >= 0 && e0 < 0) e0 = e, b = other(e, a);
  for (int e : t.node_edges[b])
    if (e >= 0 && e != e0 && e1 < 0) e1 = e, c = other(e, b);
  for (int e : t.node_edges[c])
    if (e >= 0 && e != e1 && e2 < 0) e2 = e, d = other(e, c);
  REQUIRE((e0 >= 0 && e1 >= 0 && e2 >= 0 && d >= 0 && d != a));
  put_settlement(m, 0, a);
  put_settlement(m, 0, c);
  put_road(m, 0, e0);
  put_road(m, 0, e2);
  REQUIRE(compare_all(m) > 0);
  REQUIRE(m.road_removable(0, e0));
  REQUIRE(m.road_removable(0, e2));
  REQUIRE(!roads_anchored(m, 0, -1, c));  // without c, e2 hangs loose
  REQUIRE(m.settlement_removable(0, c));  // allowed: its road falls with it
  m.set_owner(c, -1);
  m.drop_loose_roads(0, nullptr);
  REQUIRE(m.road[e0] == 0);
  REQUIRE(m.road[e2] == -1);
  REQUIRE(m.road[e1] == -1);
  REQUIRE(compare_all(m) > 0);
}
