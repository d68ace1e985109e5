// Screen geometry of the island (pointy-top hexes, the docs' half-units, as
// the view gives them) and the lit click targets taken straight from the
// human's choices and the targets the core gave them.
#include <algorithm>

#include "catan_view.h"

namespace shamble::web::catan_ui {

namespace {
constexpr float kRoot3 = 1.7320508f;
float dist2(ImVec2 a, ImVec2 b) { return (a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y); }
}  // namespace

ImVec2 HexGeo::half(float x, float y) const {
  return ImVec2(c.x + x * kRoot3 * 0.5f * s, c.y + y * 0.5f * s);
}

ImVec2 HexGeo::hex(int h) const {
  const ct::HexView& x = v->hexes[h];
  return half(2.0f * x.q + x.r, 3.0f * x.r);
}

ImVec2 HexGeo::node(int n) const { return half(v->nodes[n].x, v->nodes[n].y); }

ImVec2 HexGeo::edge_mid(int e) const {
  ImVec2 a = node(v->edges[e].a), b = node(v->edges[e].b);
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

bool on_board(const Frame& f, const ct::Choice& c) {
  if (!c.target.is(TargetKind::kNode) && !c.target.is(TargetKind::kEdge) && !c.target.is(TargetKind::kHex))
    return false;
  // Choices behind a menu (a zombie-clearing knight) light only once the
  // human opened it: otherwise every zombie hex would glow all turn long.
  return c.menu.empty() || c.menu == f.pick;
}

void Targets::build(const Frame& f) {
  hex.fill(-1);
  node.fill(-1);
  edge.fill(-1);
  any = false;
  for (int i = 0; i < static_cast<int>(f.choices.size()); ++i) {
    const ct::Choice& c = f.choices[i];
    if (!on_board(f, c)) continue;
    int* slot = nullptr;
    if (c.target.is(TargetKind::kNode) && c.target.id < ct::kNodes) slot = &node[c.target.id];
    if (c.target.is(TargetKind::kEdge) && c.target.id < ct::kEdges) slot = &edge[c.target.id];
    if (c.target.is(TargetKind::kHex) && c.target.id < ct::kHexes) slot = &hex[c.target.id];
    if (slot && *slot < 0) *slot = i, any = true;
  }
}

int Targets::at(const Target& t) const {
  if (t.is(TargetKind::kNode) && t.id >= 0 && t.id < ct::kNodes) return node[t.id];
  if (t.is(TargetKind::kEdge) && t.id >= 0 && t.id < ct::kEdges) return edge[t.id];
  if (t.is(TargetKind::kHex) && t.id >= 0 && t.id < ct::kHexes) return hex[t.id];
  return -1;
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

}  // namespace shamble::web::catan_ui
