// Topology and island layout: C-BOARD, C-LAYOUT.
#include <catch2/catch.hpp>
#include <set>

#include "helpers.h"

using namespace cattest;

TEST_CASE("C-BOARD topology has 19 hexes, 54 corners, 72 sides, 9 coastal harbour slots", "[catan][board]") {
  const Topology& t = topo();
  std::set<int> nodes;
  for (int h = 0; h < kHexes; ++h)
    for (int k = 0; k < 6; ++k) {
      nodes.insert(t.hex_nodes[h][k]);
      int e = t.hex_edges[h][k];
      REQUIRE(e >= 0);
      REQUIRE(edge_between(t.hex_nodes[h][k], t.hex_nodes[h][(k + 1) % 6]) == e);
    }
  REQUIRE(nodes.size() == 54);
  int degree_sum = 0;
  for (int nd = 0; nd < kNodes; ++nd)
    for (int m : t.node_nodes[nd]) degree_sum += m >= 0;
  REQUIRE(degree_sum == 2 * kEdges);
  std::set<int> harbour_edges;
  for (int i = 0; i < kHarbours; ++i) {
    int e = t.harbour_edge[i];
    harbour_edges.insert(e);
    int on = 0;  // a coastal side touches exactly one land hex
    for (int h = 0; h < kHexes; ++h)
      for (int x : t.hex_edges[h]) on += x == e;
    REQUIRE(on == 1);
  }
  REQUIRE(harbour_edges.size() == 9);
  // Centre hex 9 has 6 land neighbours, corner hex 0 has 3.
  int n9 = 0, n0 = 0;
  for (int g : t.hex_hexes[9]) n9 += g >= 0;
  for (int g : t.hex_hexes[0]) n0 += g >= 0;
  REQUIRE(n9 == 6);
  REQUIRE(n0 == 3);
}

static void check_composition(const Model& m) {
  int terr[6] = {}, nums[13] = {}, ports[6] = {};
  for (int h = 0; h < kHexes; ++h) {
    terr[m.terrain[h]]++;
    nums[m.number[h]]++;
    REQUIRE((m.terrain[h] == kDesert) == (m.number[h] == 0));
  }
  REQUIRE(terr[kLumber] == 4);
  REQUIRE(terr[kWool] == 4);
  REQUIRE(terr[kGrain] == 4);
  REQUIRE(terr[kBrick] == 3);
  REQUIRE(terr[kOre] == 3);
  REQUIRE(terr[kDesert] == 1);
  REQUIRE(nums[7] == 0);
  REQUIRE(nums[2] == 1);
  REQUIRE(nums[12] == 1);
  for (int k : {3, 4, 5, 6, 8, 9, 10, 11}) REQUIRE(nums[k] == 2);
  for (int i = 0; i < kHarbours; ++i) ports[m.harbour[i]]++;
  REQUIRE(ports[kGenericHarbour] == 4);
  for (int r = 0; r < kRes; ++r) REQUIRE(ports[r] == 1);
}

TEST_CASE("C-BOARD beginner island has the standard mix", "[catan][board]") {
  auto s = make("classic", {"layout=beginner"});
  check_composition(M(*s));
  REQUIRE(M(*s).robber == 9);  // the desert is in the middle
  REQUIRE(s->check_invariants() == "");
}

TEST_CASE("C-LAYOUT random islands keep the mix and never put 6 next to 8", "[catan][board]") {
  for (uint64_t seed = 1; seed <= 200; ++seed) {
    auto s = make("zombies", {"layout=random"}, seed);
    const Model& m = M(*s);
    check_composition(m);
    REQUIRE(m.robber == -1);  // no robber with zombies
    for (int h = 0; h < kHexes; ++h)
      if (m.number[h] == 6 || m.number[h] == 8)
        for (int g : topo().hex_hexes[h])
          if (g >= 0) REQUIRE((m.number[g] != 6 && m.number[g] != 8));
  }
}

TEST_CASE("C-LAYOUT the same seed deals the same island", "[catan][board]") {
  auto a = make("classic", {}, 42), b = make("classic", {}, 42), c = make("classic", {}, 43);
  REQUIRE(bytes(*a) == bytes(*b));
  REQUIRE(bytes(*a) != bytes(*c));
}
