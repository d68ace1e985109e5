// Prints the board numbering for docs/games/catan.md (hidden tag [.dump]).
#include <catch2/catch.hpp>
#include <cstdio>

#include "helpers.h"

using namespace cattest;

TEST_CASE("dump topology", "[.dump]") {
  const Topology& t = topo();
  for (int h = 0; h < kHexes; ++h) {
    std::printf("| %d | (%d,%d) |", h, t.hex_q[h], t.hex_r[h]);
    for (int k = 0; k < 6; ++k) std::printf(" %d", t.hex_nodes[h][k]);
    std::printf(" |");
    for (int k = 0; k < 6; ++k) std::printf(" %d", t.hex_edges[h][k]);
    std::printf(" |\n");
  }
  for (int i = 0; i < kHarbours; ++i)
    std::printf("harbour %d: edge %d nodes %d %d\n", i, t.harbour_edge[i], t.harbour_nodes[i][0],
                t.harbour_nodes[i][1]);
}
