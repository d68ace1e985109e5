// Shared helpers for the hex-island tests: building states from presets and
// options, driving the opening, and comparing states byte for byte.
#pragma once

#include <cereal/archives/portable_binary.hpp>
#include <sstream>
#include <string>
#include <vector>

#include "framework/game.h"
#include "framework/registry.h"
#include "framework/rules_config.h"
#include "games/catan/catan.h"
#include "games/catan/model.h"

namespace cattest {

using namespace shamble;
using namespace shamble::catan;

inline std::unique_ptr<State> make(const std::string& preset, std::vector<std::string> overrides = {},
                                   uint64_t seed = 1, int players = 4) {
  register_builtin_games();
  const GameInfo& g = catan_game();
  NewGameParams p;
  auto e = make_config(g.options, g.presets, preset, overrides, &p.config);
  if (e) throw std::runtime_error(e->message);
  p.players = players;
  p.seed = seed;
  return g.create(p);
}

inline Model& M(State& s) { return model_of(s); }

inline std::string bytes(const State& s) {
  std::ostringstream os;
  {
    cereal::PortableBinaryOutputArchive ar(os);
    s.save(ar);
  }
  return os.str();
}

inline Action act(int kind, int a = 0, int b = 0) { return Action{kind, a, b, 0}; }

// Applies and fails the test with the refusal message if refused.
inline void must(State& s, int seat, Action a, EventSink* ev = nullptr) {
  auto e = s.apply(seat, a, ev);
  if (e) throw std::runtime_error("refused " + s.encode(a) + ": " + e->rule + " " + e->message);
}

// Empties the board and hands after the opening so a test can place exactly what it needs.
inline void clear_board(Model& m) {
  m.reset_pieces();
  m.phase = kPreRoll;
  m.cur = 0;
  m.round = 3;
  m.setup_step = static_cast<int8_t>(2 * m.n);
}

// Places pieces directly (tests only): keeps supplies consistent.
inline void put_settlement(Model& m, int p, int nd, bool city = false) {
  m.set_owner(nd, p);
  m.level[nd] = city ? kCity : kSettlement;
  if (city)
    --m.pl[p].cities_left;
  else
    --m.pl[p].settlements_left;
}
inline void put_road(Model& m, int p, int e) {
  m.set_road(e, p);
  --m.pl[p].roads_left;
}
inline void give(Model& m, int p, int r, int k) { m.gain(p, r, k); }

// The edge joining nodes a and b, or -1.
inline int edge_between(int a, int b) {
  const Topology& t = topo();
  for (int e : t.node_edges[a])
    if (e >= 0 && (t.edge_nodes[e][0] == b || t.edge_nodes[e][1] == b)) return e;
  return -1;
}

}  // namespace cattest

namespace cattest {
// The six corners of hex h clockwise and the sides between them (side i joins corner i and i+1).
struct Ring {
  int node[6];
  int edge[6];
};
inline Ring ring(int h) {
  Ring r;
  for (int k = 0; k < 6; ++k) {
    r.node[k] = topo().hex_nodes[h][k];
    r.edge[k] = edge_between(topo().hex_nodes[h][k], topo().hex_nodes[h][(k + 1) % 6]);
  }
  return r;
}
// A rolled position in the main phase of seat p's turn.
inline void to_main(Model& m, int p) {
  m.cur = static_cast<int8_t>(p);
  m.phase = kMain;
  m.rolled = 1;
}
// A classic beginner board cleared, a settlement for each of the four seats
// (hexes 0, 5, 10, 15), seat 0 in its main phase: the table trades are made on.
inline std::unique_ptr<State> four_settled() {
  auto s = make("classic", {"layout=beginner"});
  Model& m = model_of(*s);
  clear_board(m);
  for (int p = 0; p < 4; ++p) put_settlement(m, p, topo().hex_nodes[p * 5][0]);
  to_main(m, 0);
  return s;
}
inline int hex_with(const Model& m, int number, int skip = -1) {
  for (int h = 0; h < kHexes; ++h)
    if (m.number[h] == number && h != skip) return h;
  return -1;
}
inline void refresh(Model& m) {
  for (int p = 0; p < m.n; ++p) m.pl[p].road_len = static_cast<int8_t>(m.road_length(p));
  m.award_longest(nullptr);
}
}  // namespace cattest

namespace cattest {
// Some corner where a settlement may stand (distance rule only), from the end of the list.
inline int free_corner(const Model& m, int skip = -1) {
  for (int nd = kNodes - 1; nd >= 0; --nd)
    if (nd != skip && m.settle_ok(0, nd, true)) return nd;
  return -1;
}
}  // namespace cattest
