// C-LONGEST: the longest trail of a player's roads (each road once; forks and
// cycles handled by trying every branch; an opponent's building ends a trail).
// C-ARMY: largest army. CZ-ROAD-PASS: who holds the longest road after a loss.
#include <algorithm>

#include "games/catan/model.h"

namespace shamble::catan {

namespace {
// The player's roads as a small local graph (at most 15 roads, 30 corners), so
// the search touches only bytes it needs and marks used roads in a 16-bit mask.
struct Trail {
  int8_t deg[30] = {};
  int8_t adj_road[30][3], adj_node[30][3];
  bool blocked[30];
  int best = 0;
  uint16_t seen = 0;  // roads walked by any search
  void walk(int node, uint16_t used, int len) {
    if (len > best) best = len;
    seen |= used;
    if (len > 0 && blocked[node]) return;
    for (int k = 0; k < deg[node]; ++k) {
      const int i = adj_road[node][k];
      if (!(used >> i & 1)) walk(adj_node[node][k], static_cast<uint16_t>(used | (1u << i)), len + 1);
    }
  }
};
}  // namespace

int Model::road_length(int p, int from, int skip) const {
  const Topology& t = topo();
  int8_t local[kNodes];  // corner -> local id, -1 when not touched
  std::fill(local, local + kNodes, static_cast<int8_t>(-1));
  int8_t first[15];  // one corner of each road, as a local id
  Trail tr;
  int count = 0, nodes = 0;
  auto add_road = [&](int e) {
    if (e == skip || count >= 15) return;
    int8_t ends[2];
    for (int k = 0; k < 2; ++k) {
      const int nd = t.edge_nodes[e][k];
      if (local[nd] < 0) {
        local[nd] = static_cast<int8_t>(nodes);
        tr.blocked[nodes] = owner[nd] >= 0 && owner[nd] != p;
        ++nodes;
      }
      ends[k] = local[nd];
    }
    for (int k = 0; k < 2; ++k) {
      const int a = ends[k], b = ends[1 - k];
      tr.adj_road[a][tr.deg[a]] = static_cast<int8_t>(count);
      tr.adj_node[a][tr.deg[a]++] = static_cast<int8_t>(b);
    }
    first[count++] = ends[0];
  };
  // p's roads in side order, from the bitset.
  for_bits(roads_lo[p], add_road);
  for_bits(roads_hi[p], [&](int e) { add_road(64 + e); });
  if (from >= 0) {  // only trails starting at `from`
    if (local[from] >= 0) tr.walk(local[from], 0, 0);
    return tr.best;
  }
  if (count <= 1) return count;
  // A longest trail starts at a dead end, a junction or a cut (an opponent's
  // building): from a corner with exactly two of our roads it could be extended.
  for (int j = 0; j < nodes && tr.best < count; ++j)
    if (tr.deg[j] != 2 || tr.blocked[j]) tr.walk(j, 0, 0);
  // Components that are plain loops have no such corner: start anywhere on them.
  for (int i = 0; i < count && tr.best < count; ++i)
    if (!(tr.seen >> i & 1)) tr.walk(first[i], 0, 0);
  return tr.best;
}

void Model::refresh_roads(EventSink* ev) {
  for (int p = 0; p < n; ++p) pl[p].road_len = static_cast<int8_t>(road_length(p));
  award_longest(ev);
}

void Model::award_longest(EventSink* ev) {
  int best = 0;
  for (int p = 0; p < n; ++p)
    if (!pl[p].out && pl[p].road_len > best) best = pl[p].road_len;
  const int old = longest;
  int next = old;
  if (best < 5) {
    next = -1;
  } else if (old >= 0 && !pl[old].out && pl[old].road_len == best) {
    next = old;  // the holder keeps it while nobody is strictly longer
  } else {
    int count = 0, only = -1;
    for (int p = 0; p < n; ++p)
      if (!pl[p].out && pl[p].road_len == best) ++count, only = p;
    if (count == 1) {
      next = only;
    } else if (old >= 0 && o.road_tie == 1) {
      // CZ-ROAD-PASS: a tie after a loss goes to the next tied player after the holder.
      for (int i = 1; i <= n; ++i) {
        int p = (old + i) % n;
        if (!pl[p].out && pl[p].road_len == best) {
          next = p;
          break;
        }
      }
    } else if (old >= 0) {
      next = -1;  // classic: a tie between others leaves the card unclaimed
    }
  }
  if (next != old) {
    longest = static_cast<int8_t>(next);
    emit(ev, kEvLongest, next, old >= 0 && o.road_tie == 1 ? "CZ-ROAD-PASS" : "C-LONGEST", best);
  }
}

void Model::award_army(EventSink* ev) {
  const int old = army;
  int next = old;
  if (old >= 0 && pl[old].out) next = -1;
  int best = next >= 0 ? pl[next].knights : 2;
  int count = 0, who = -1;
  for (int p = 0; p < n; ++p) {
    if (pl[p].out || p == next) continue;
    if (pl[p].knights > best)
      best = pl[p].knights, count = 1, who = p;
    else if (pl[p].knights == best && who >= 0)
      ++count;
  }
  if (who >= 0 && count == 1) next = who;
  if (next != old) {
    army = static_cast<int8_t>(next);
    emit(ev, kEvArmy, next, "C-ARMY", next >= 0 ? pl[next].knights : 0);
  }
}

}  // namespace shamble::catan
