// C-PRODUCE: hexes showing the rolled number pay their neighbours (1 per
// settlement, 2 per city); C-BANK-SHORT: a resource the bank cannot fully pay
// goes to nobody, unless only one player is owed it (they get what is left).
// CZ-PRODUCE: zombies leave production alone, unless the zombie_blocks_production
// option says a full hex (or any hex with a zombie) produces nothing, as the robber's did.
#include "games/catan/model.h"

namespace shamble::catan {

void Model::produce(int sum, EventSink* ev) {
  const Topology& t = topo();
  int8_t owed[kMaxPlayers][kRes] = {};
  uint32_t produced = 0;  // resources someone is owed
  const uint64_t built = all_nodes();
  uint32_t hexes = sum >= 2 && sum <= 12 ? number_hexes[sum] : 0;
  if (robber >= 0) hexes &= ~(1u << robber);
  if (o.zombie_block) {
    const int stop = o.zombie_block == 1 ? kMaxZombies : 1;
    for_bits(hexes, [&](int h) {
      if (zombies[h] >= stop) hexes &= ~(1u << h);
    });
  }
  for_bits(hexes, [&](int h) {
    const int r = terrain[h];
    const uint64_t paid = t.hex_node_bits[h] & built;
    if (paid) produced |= 1u << r;
    for_bits(paid, [&](int nd) { owed[owner[nd]][r] = static_cast<int8_t>(owed[owner[nd]][r] + level[nd]); });
  });
  for_bits(produced, [&](int r) {
    int sum_r = 0, takers = 0, only = -1;
    for (int p = 0; p < n; ++p)
      if (owed[p][r]) {
        sum_r += owed[p][r];
        ++takers;
        only = p;
      }
    if (!sum_r) return;
    if (sum_r <= bank[r]) {
      for (int p = 0; p < n; ++p)
        if (owed[p][r]) {
          gain(p, r, owed[p][r]);
          emit(ev, kEvProduce, p, "C-PRODUCE", owed[p][r], r);
        }
    } else if (takers == 1) {
      int k = bank[r];
      emit(ev, kEvShortage, -1, "C-BANK-SHORT", r, sum_r);
      if (k) {
        gain(only, r, k);
        emit(ev, kEvProduce, only, "C-BANK-SHORT", k, r);
      }
    } else {
      emit(ev, kEvShortage, -1, "C-BANK-SHORT", r, sum_r);
    }
  });
}

// C-SETUP-YIELD: the second opening settlement takes one card per touching
// land hex; one event per resource ("got 2 ore"), as production gives them.
void Model::setup_yield(int nd, EventSink* ev) {
  int got[kRes] = {};
  for (int h : topo().node_hexes[nd]) {
    if (h < 0 || terrain[h] == kDesert || bank[terrain[h]] == 0) continue;
    gain(cur, terrain[h], 1);
    ++got[terrain[h]];
  }
  for (int r = 0; r < kRes; ++r)
    if (got[r]) emit(ev, kEvProduce, cur, "C-SETUP-YIELD", got[r], r);
}

}  // namespace shamble::catan
