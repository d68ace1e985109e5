#include "games/catan/bot_eval.h"

namespace shamble::catan {

Eval::Eval(const Model& model, int seat, bool normal) : m(model), p(seat), smart(normal) {
  const Topology& t = topo();
  for (int nd = 0; nd < kNodes; ++nd)
    if (m.owner[nd] == p)
      for (int h : t.node_hexes[nd])
        if (h >= 0 && m.terrain[h] != kDesert) income[m.terrain[h]] += pips(m.number[h]) * m.level[nd];
}

double Eval::corner(int nd) const {
  const Topology& t = topo();
  double v = 0;
  bool fresh[kRes] = {};
  for (int h : t.node_hexes[nd]) {
    if (h < 0 || m.terrain[h] == kDesert) continue;
    const int r = m.terrain[h];
    double w = pips(m.number[h]);
    if (smart) {
      // Scarce resources for us are worth more; brick and lumber early, ore and grain later.
      if (income[r] == 0 && !fresh[r]) w += 1.5, fresh[r] = true;
      if (m.o.zombies) w -= 1.2 * m.zombies[h];
      if (m.robber == h) w *= 0.5;
    }
    v += w;
  }
  if (smart)
    for (int i = 0; i < kHarbours; ++i)
      if (t.harbour_nodes[i][0] == nd || t.harbour_nodes[i][1] == nd)
        v += m.harbour[i] == kGenericHarbour ? 1.0 : 0.7;
  return v;
}

double Eval::site_near(int nd) const {
  if (m.owner[nd] >= 0 && m.owner[nd] != p) return 0;
  double best = m.settle_ok(p, nd, true) ? corner(nd) : 0;
  for (int g : topo().node_nodes[nd])
    if (g >= 0 && m.settle_ok(p, g, true)) best = std::max(best, 0.7 * corner(g));
  return best;
}

double Eval::hex_threat(int h) const {
  double v = 0;
  for (int nd : topo().hex_nodes[h])
    if (m.owner[nd] == p) v += m.level[nd] == kCity ? 1.5 : 1.0;
  return v * (1 + m.zombies[h]);
}

double Eval::hex_harm(int h) const {
  double v = 0;
  for (int nd : topo().hex_nodes[h]) {
    if (m.owner[nd] < 0) continue;
    double w = m.level[nd] * pips(m.number[h]) * (1 + 0.2 * m.public_points(m.owner[nd]));
    v += m.owner[nd] == p ? -2 * w : w;
  }
  return v;
}

ResArr Eval::need(const ResArr& cost) const {
  ResArr n{};
  for (int r = 0; r < kRes; ++r) n[r] = static_cast<int8_t>(std::max(0, cost[r] - m.pl[p].res[r]));
  return n;
}

}  // namespace shamble::catan
