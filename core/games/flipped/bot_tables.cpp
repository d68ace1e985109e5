#include "games/flipped/bot_tables.h"

#include <algorithm>

namespace shamble::flipped::bots {

namespace {
Tables build() {
  Tables t{};
  for (int m = 1; m < 16; ++m) {
    int dice[kDice], k = 0;
    for (int d = 0; d < kDice; ++d)
      if (m & (1 << d)) dice[k++] = d;
    Totals& out = t.totals[m];
    for (int faces = 0; faces < (1 << k); ++faces) {
      int sum = 0;
      for (int i = 0; i < k; ++i) sum += face_value(dice[i], faces & (1 << i));
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
  return t;
}
}  // namespace

const Tables& tables() {
  static const Tables t = build();
  return t;
}

}  // namespace shamble::flipped::bots
