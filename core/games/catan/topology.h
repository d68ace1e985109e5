// The fixed geometry of the 19-hex island: which corners (nodes) and sides
// (edges) touch which hexes. Computed once into flat tables so the rules and
// longest road only index arrays; numbering is documented in docs/games/catan.md.
#pragma once

#include <array>
#include <cstdint>

#include "games/catan/types.h"

namespace shamble::catan {

struct Topology {
  // Hex h sits at axial (q, r), pointy-top; rows top to bottom, left to right.
  std::array<int8_t, kHexes> hex_q{}, hex_r{};
  std::array<std::array<int8_t, 6>, kHexes> hex_nodes{};  // clockwise from the top corner
  std::array<std::array<int8_t, 6>, kHexes> hex_edges{};
  std::array<std::array<int8_t, 6>, kHexes> hex_hexes{};  // land neighbours, -1 padded
  // Node position in half-units: x in sqrt(3)/2 steps, y in 1/2 steps (y grows downwards).
  std::array<int8_t, kNodes> node_x{}, node_y{};
  std::array<std::array<int8_t, 3>, kNodes> node_hexes{};  // -1 padded
  std::array<std::array<int8_t, 3>, kNodes> node_nodes{};
  std::array<std::array<int8_t, 3>, kNodes> node_edges{};
  std::array<std::array<int8_t, 2>, kEdges> edge_nodes{};
  // The 9 harbour slots on the coast, each touching two nodes.
  std::array<std::array<int8_t, 2>, kHarbours> harbour_nodes{};
  std::array<int8_t, kHarbours> harbour_edge{};
};

// Built during static initialization; nothing reads it before main().
extern const Topology g_topology;
inline const Topology& topo() { return g_topology; }

}  // namespace shamble::catan
