// Screen geometry of the island (pointy-top hexes, the docs' half-units) and
// the lit click targets taken straight from the human's legal actions.
#include <algorithm>
#include <cmath>

#include "catan_view.h"

namespace shamble::web::cv {

namespace {
constexpr float kRoot3 = 1.7320508f;
float dist2(ImVec2 a, ImVec2 b) { return (a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y); }
}  // namespace

void HexGeo::fit(ImVec2 min, ImVec2 size, float span_x, float span_y) {
  // The island spans 10 half-units across (x, 5 sqrt(3) sizes) and 16 down
  // (8 sizes); the caller adds room for the harbours.
  s = std::max(8.0f, std::min(size.x / span_x, size.y / span_y));
  c = ImVec2(min.x + size.x * 0.5f, min.y + size.y * 0.5f);
}

ImVec2 HexGeo::half(float x, float y) const {
  return ImVec2(c.x + x * kRoot3 * 0.5f * s, c.y + y * 0.5f * s);
}

ImVec2 HexGeo::hex(int h) const {
  const auto& t = ct::topo();
  return half(2.0f * t.hex_q[h] + t.hex_r[h], 3.0f * t.hex_r[h]);
}

ImVec2 HexGeo::node(int n) const { return half(ct::topo().node_x[n], ct::topo().node_y[n]); }

ImVec2 HexGeo::edge_mid(int e) const {
  ImVec2 a = node(ct::topo().edge_nodes[e][0]), b = node(ct::topo().edge_nodes[e][1]);
  return ImVec2((a.x + b.x) * 0.5f, (a.y + b.y) * 0.5f);
}

int HexGeo::hit_hex(ImVec2 p) const {
  int best = -1;
  float bd = s * s * 0.9f;  // inside the inscribed circle, roughly
  for (int h = 0; h < ct::kHexes; ++h) {
    float d = dist2(p, hex(h));
    if (d < bd) bd = d, best = h;
  }
  return best;
}

bool is_board_kind(const Frame& f, const Action& a) {
  switch (a.kind) {
    case ct::A_SETTLE:
    case ct::A_ROAD:
    case ct::A_CITY:
    case ct::A_ZOMBIE_HEX:
    case ct::A_ROBBER:
    case ct::A_PAY_ROAD:
    case ct::A_PAY_SETTLEMENT:
    case ct::A_PAY_CITY: return true;
    // A zombie-clearing knight targets a hex, but only once the human asked to
    // play one: otherwise every zombie hex would glow all turn long.
    case ct::A_KNIGHT: return a.a >= 0 && f.knight_mode;
    default: return false;
  }
}

void Targets::build(const Frame& f) {
  hex.fill(-1);
  node.fill(-1);
  edge.fill(-1);
  any = false;
  if (!f.acts) return;
  for (int i = 0; i < static_cast<int>(f.acts->size()); ++i) {
    const Action& a = (*f.acts)[i];
    if (!is_board_kind(f, a)) continue;
    int* slot = nullptr;
    switch (a.kind) {
      case ct::A_SETTLE:
      case ct::A_CITY:
      case ct::A_PAY_SETTLEMENT:
      case ct::A_PAY_CITY:
        if (a.a >= 0 && a.a < ct::kNodes) slot = &node[a.a];
        break;
      case ct::A_ROAD:
      case ct::A_PAY_ROAD:
        if (a.a >= 0 && a.a < ct::kEdges) slot = &edge[a.a];
        break;
      default:
        if (a.a >= 0 && a.a < ct::kHexes) slot = &hex[a.a];
    }
    if (slot && *slot < 0) *slot = i, any = true;
  }
}

int Targets::pick(const HexGeo& g, ImVec2 p, int* hex_out) const {
  // Reach: half a hex, but never under the 44 px touch target (22 px radius).
  float reach = std::max(22.0f, g.s * 0.45f);
  float bd = reach * reach;
  int best = -1;
  for (int n = 0; n < ct::kNodes; ++n)
    if (node[n] >= 0 && dist2(p, g.node(n)) < bd) bd = dist2(p, g.node(n)), best = node[n];
  for (int e = 0; e < ct::kEdges; ++e)
    if (edge[e] >= 0 && dist2(p, g.edge_mid(e)) < bd) bd = dist2(p, g.edge_mid(e)), best = edge[e];
  int h = g.hit_hex(p);
  if (hex_out) *hex_out = h;
  if (best < 0 && h >= 0) best = hex[h];
  return best;
}

}  // namespace shamble::web::cv
