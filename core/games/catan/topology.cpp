#include "games/catan/topology.h"

#include <algorithm>
#include <utility>
#include <vector>

namespace shamble::catan {

namespace {

// Corner offsets of a pointy-top hex in half-units, clockwise from the top.
constexpr int kCornerDx[6] = {0, 1, 1, 0, -1, -1};
constexpr int kCornerDy[6] = {-2, -1, 1, 2, 1, -1};
constexpr int kDirQ[6] = {1, 1, 0, -1, -1, 0};
constexpr int kDirR[6] = {-1, 0, 1, 1, 0, -1};

template <size_t N>
void push(std::array<int8_t, N>& a, int v) {
  for (auto& x : a)
    if (x < 0) {
      x = static_cast<int8_t>(v);
      return;
    }
}

Topology build() {
  Topology t;
  for (auto* arr : {&t.hex_hexes})
    for (auto& a : *arr) a.fill(-1);
  for (auto& a : t.node_hexes) a.fill(-1);
  for (auto& a : t.node_nodes) a.fill(-1);
  for (auto& a : t.node_edges) a.fill(-1);
  int h = 0;
  for (int r = -2; r <= 2; ++r)
    for (int q = std::max(-2, -r - 2); q <= std::min(2, -r + 2); ++q, ++h) {
      t.hex_q[h] = static_cast<int8_t>(q);
      t.hex_r[h] = static_cast<int8_t>(r);
    }
  // Nodes: unique corners sorted top to bottom, then left to right.
  std::vector<std::pair<int, int>> corners;  // (y, x)
  for (h = 0; h < kHexes; ++h)
    for (int k = 0; k < 6; ++k)
      corners.push_back({3 * t.hex_r[h] + kCornerDy[k], 2 * t.hex_q[h] + t.hex_r[h] + kCornerDx[k]});
  std::sort(corners.begin(), corners.end());
  corners.erase(std::unique(corners.begin(), corners.end()), corners.end());
  auto node_at = [&](int y, int x) {
    return static_cast<int>(std::lower_bound(corners.begin(), corners.end(), std::make_pair(y, x)) -
                            corners.begin());
  };
  for (size_t n = 0; n < corners.size(); ++n) {
    t.node_y[n] = static_cast<int8_t>(corners[n].first);
    t.node_x[n] = static_cast<int8_t>(corners[n].second);
  }
  std::vector<std::pair<int, int>> edges;
  for (h = 0; h < kHexes; ++h)
    for (int k = 0; k < 6; ++k) {
      int cx = 2 * t.hex_q[h] + t.hex_r[h], cy = 3 * t.hex_r[h];
      int n = node_at(cy + kCornerDy[k], cx + kCornerDx[k]);
      t.hex_nodes[h][k] = static_cast<int8_t>(n);
      push(t.node_hexes[n], h);
      int m = node_at(cy + kCornerDy[(k + 1) % 6], cx + kCornerDx[(k + 1) % 6]);
      edges.push_back({std::min(n, m), std::max(n, m)});
    }
  std::sort(edges.begin(), edges.end());
  edges.erase(std::unique(edges.begin(), edges.end()), edges.end());
  for (size_t e = 0; e < edges.size(); ++e) {
    auto [a, b] = edges[e];
    t.edge_nodes[e] = {static_cast<int8_t>(a), static_cast<int8_t>(b)};
    push(t.node_nodes[a], b);
    push(t.node_nodes[b], a);
    push(t.node_edges[a], static_cast<int>(e));
    push(t.node_edges[b], static_cast<int>(e));
  }
  std::vector<int> edge_hex_count(edges.size(), 0);
  for (h = 0; h < kHexes; ++h)
    for (int k = 0; k < 6; ++k) {
      int a = t.hex_nodes[h][k], b = t.hex_nodes[h][(k + 1) % 6];
      auto it = std::lower_bound(edges.begin(), edges.end(), std::make_pair(std::min(a, b), std::max(a, b)));
      int e = static_cast<int>(it - edges.begin());
      t.hex_edges[h][k] = static_cast<int8_t>(e);
      ++edge_hex_count[e];
    }
  for (h = 0; h < kHexes; ++h)
    for (int d = 0; d < 6; ++d) {
      int q = t.hex_q[h] + kDirQ[d], r = t.hex_r[h] + kDirR[d];
      for (int g = 0; g < kHexes; ++g)
        if (t.hex_q[g] == q && t.hex_r[g] == r) push(t.hex_hexes[h], g);
    }
  // Walk the coast (30 edges on one land hex) from the top-left node clockwise and
  // put a harbour slot on every 3rd/3rd/4th edge: the usual spacing, 9 slots.
  std::vector<int> coast;
  int start_node = 0, prev_edge = -1, node = start_node;
  do {
    int next = -1;
    for (int e : t.node_edges[node]) {
      if (e < 0 || e == prev_edge || edge_hex_count[e] != 1) continue;
      int other = t.edge_nodes[e][0] == node ? t.edge_nodes[e][1] : t.edge_nodes[e][0];
      // Clockwise from node 0 (top of the top-left hex): the first step goes right.
      if (prev_edge < 0 && t.node_x[other] < t.node_x[node]) continue;
      next = e;
      node = other;
      break;
    }
    coast.push_back(next);
    prev_edge = next;
  } while (node != start_node && coast.size() < 40);
  const int slots[kHarbours] = {0, 3, 6, 10, 13, 16, 20, 23, 26};
  for (int i = 0; i < kHarbours; ++i) {
    int e = coast[slots[i]];
    t.harbour_edge[i] = static_cast<int8_t>(e);
    t.harbour_nodes[i] = t.edge_nodes[e];
  }
  for (int e = 0; e < kEdges; ++e)
    for (int nd : t.edge_nodes[e]) {
      t.edge_node_bits[e] |= 1ull << nd;
      (e < 64 ? t.node_edge_lo[nd] : t.node_edge_hi[nd]) |= 1ull << (e & 63);
    }
  for (int nd = 0; nd < kNodes; ++nd)
    for (int g : t.node_nodes[nd])
      if (g >= 0) t.node_nbr_bits[nd] |= 1ull << g;
  for (h = 0; h < kHexes; ++h)
    for (int nd : t.hex_nodes[h]) t.hex_node_bits[h] |= 1ull << nd;
  for (int i = 0; i < kHarbours; ++i)
    for (int nd : t.harbour_nodes[i]) t.harbour_node_bits[i] |= 1ull << nd, t.harbour_all_bits |= 1ull << nd;
  return t;
}

}  // namespace

const Topology g_topology = build();

}  // namespace shamble::catan
