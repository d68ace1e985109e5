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

  // The same adjacency as bitsets (bit = node id, or edge id split into the
  // low 64 and the high 8), so the hot rules OR a few words instead of
  // scanning arrays: legal moves, production, longest road.
  std::array<uint64_t, kEdges> edge_node_bits{};                // the edge's two corners
  std::array<uint64_t, kNodes> node_nbr_bits{};                 // corners one side away
  std::array<uint64_t, kNodes> node_edge_lo{}, node_edge_hi{};  // sides touching the corner
  std::array<uint64_t, kHexes> hex_node_bits{};                 // the hex's six corners
  std::array<uint64_t, kHarbours> harbour_node_bits{};
  uint64_t harbour_all_bits = 0;  // every harbour corner
};

// Iterate the set bits of a 64-bit word, lowest first.
template <class F>
inline void for_bits(uint64_t b, F f) {
  for (; b; b &= b - 1) f(__builtin_ctzll(b));
}

// Built during static initialization; nothing reads it before main().
extern const Topology g_topology;
inline const Topology& topo() { return g_topology; }

}  // namespace shamble::catan
