#include "games/flipped/bot_tables.h"

#include <algorithm>
#include <memory>

#include "games/flipped/state.h"

namespace shamble::flipped::bots {

namespace {
// Fills `t` in place: the tables are too big for a stack copy in wasm.
void build(Tables& t, const DiceSet& ds) {
  for (int m = 1; m < 16; ++m) {
    int dice[kDice], k = 0;
    for (int d = 0; d < kDice; ++d)
      if (m & (1 << d)) dice[k++] = d;
    Totals& out = t.totals[m];
    for (int faces = 0; faces < (1 << k); ++faces) {
      int sum = 0;
      for (int i = 0; i < k; ++i) sum += ds.face(dice[i], faces & (1 << i));
      int j = 0;
      while (j < out.n && out.total[j] != sum) ++j;
      if (j == out.n) {
        out.total[out.n] = static_cast<int8_t>(sum);
        out.prob[out.n++] = 0;
      }
      out.prob[j] += 1.0f / (1 << k);
    }
  }
  for (int marker = 0; marker < kDice; ++marker) {
    const int avail = 0xF & ~(1 << marker);
    for (int d = 0; d <= kMaxDist; ++d) t.hit[marker][0][d] = t.reach[marker][0][d] = d == 0;
    for (int k = 1; k < 4; ++k)
      for (int d = 0; d <= kMaxDist; ++d) {
        float best_hit = d == 0, best_reach = d == 0;
        for (int m = 1; m < 16; ++m) {
          if ((m & avail) != m) continue;
          float h = 0, r = 0;
          const Totals& to = t.totals[m];
          for (int i = 0; i < to.n; ++i) {
            const int left = d - to.total[i];
            h += to.prob[i] * (left >= 0 ? t.hit[marker][k - 1][left] : 0.0f);
            r += to.prob[i] * (left <= 0 ? 1.0f : t.reach[marker][k - 1][left]);
          }
          best_hit = std::max(best_hit, h);
          best_reach = std::max(best_reach, r);
        }
        t.hit[marker][k][d] = best_hit;
        t.reach[marker][k][d] = best_reach;
      }
  }
  static_assert(kPartCount == kParts && kBoardSquares == kSquares);
  for (int marker = 0; marker < kDice; ++marker)
    for (int k = 1; k <= 2; ++k)
      for (int parts = 0; parts < (1 << kParts); ++parts)
        for (int s = 0; s < kSquares; ++s) {
          float best = 0;
          for (int p = 0; p < kParts; ++p) {
            if (!(parts & (1 << p))) continue;
            int d = part_square(p) - s;
            if (d <= 0) d += kSquares;
            best = std::max(best, t.hit[marker][k][d]);
          }
          t.part_hit[marker][k - 1][parts][s] = best;
        }
  for (int marker = 0; marker < kDice; ++marker) {
    FirstUses& u = t.uses[marker];
    bool seen[kMaxTotal + 1] = {};
    for (int m = 1; m < 16; ++m) {
      if (m & (1 << marker)) continue;
      for (int i = 0; i < t.totals[m].n; ++i) {
        const int total = t.totals[m].total[i];
        if (seen[total]) continue;
        seen[total] = true;
        u.total[u.n++] = static_cast<int8_t>(total);
        u.first[m] = static_cast<uint16_t>(u.first[m] | 1u << i);
      }
    }
  }
  for (int r = 0; r <= kRounds; ++r) {
    t.night[r] = 0;
    for (int d = 0; d < kDice; ++d)
      if (ds.available_mask(r) & (1 << d)) t.night[r] += 0.25 * ds.dice[d].coloured;
  }
}
}  // namespace

const Tables& tables(int reading) {
  static const std::unique_ptr<Tables[]> all = [] {
    auto t = std::make_unique<Tables[]>(kNumReadings);
    for (int r = 0; r < kNumReadings; ++r) build(t[r], dice_set(r));
    return t;
  }();
  return all[reading >= 0 && reading < kNumReadings ? reading : 0];
}

}  // namespace shamble::flipped::bots
