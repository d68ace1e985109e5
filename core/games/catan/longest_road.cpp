// C-LONGEST: the longest trail of a player's roads (each road once; forks and
// cycles handled by trying every branch; an opponent's building ends a trail).
// C-ARMY: largest army. CZ-ROAD-PASS: who holds the longest road after a loss.
#include "games/catan/model.h"

namespace shamble::catan {

namespace {
struct Trail {
  int8_t a[15], b[15];  // local road i joins nodes a[i] and b[i]
  int count = 0;
  const std::array<int8_t, kNodes>* owner;
  int p;
  int best = 0;
  void walk(int node, uint16_t used, int len) {
    if (len > best) best = len;
    if (len > 0 && (*owner)[node] >= 0 && (*owner)[node] != p) return;
    for (int i = 0; i < count; ++i) {
      if (used & (1u << i)) continue;
      if (a[i] == node) walk(b[i], static_cast<uint16_t>(used | (1u << i)), len + 1);
      else if (b[i] == node) walk(a[i], static_cast<uint16_t>(used | (1u << i)), len + 1);
    }
  }
};
}  // namespace

int Model::road_length(int p) const {
  const Topology& t = topo();
  Trail tr;
  tr.owner = &owner;
  tr.p = p;
  for (int e = 0; e < kEdges; ++e)
    if (road[e] == p && tr.count < 15) {
      tr.a[tr.count] = t.edge_nodes[e][0];
      tr.b[tr.count] = t.edge_nodes[e][1];
      ++tr.count;
    }
  if (tr.count <= 1) return tr.count;
  // Start only from trail ends and junctions would be enough; every endpoint is
  // simpler and still cheap for at most 15 roads.
  for (int i = 0; i < tr.count && tr.best < tr.count; ++i) {
    tr.walk(tr.a[i], 0, 0);
    tr.walk(tr.b[i], 0, 0);
  }
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
    emit(ev, E_LONGEST, next, old >= 0 && next != old && o.road_tie == 1 ? "CZ-ROAD-PASS" : "C-LONGEST", best);
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
    if (pl[p].knights > best) best = pl[p].knights, count = 1, who = p;
    else if (pl[p].knights == best && who >= 0) ++count;
  }
  if (who >= 0 && count == 1) next = who;
  if (next != old) {
    army = static_cast<int8_t>(next);
    emit(ev, E_ARMY, next, "C-ARMY", next >= 0 ? pl[next].knights : 0);
  }
}

}  // namespace shamble::catan
