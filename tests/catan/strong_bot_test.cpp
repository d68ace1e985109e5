// The strong bot never reads another seat's cards or the deck order
// (tests/strong_check.h), with and without domestic trades.
#include <algorithm>
#include <catch2/catch.hpp>

#include "games/catan/catan.h"
#include "games/catan/hidden.h"
#include "games/catan/model.h"
#include "strong_check.h"

using namespace shamble;
using namespace shamble::catan;

namespace {
// The other seats' resource cards dealt again (the same counts, the pool in
// reverse order: the first seat gets the last resources), their development
// cards passed round among the seats holding as many (none new this turn),
// and the undrawn deck reversed. False when that changes nothing.
bool hide_cards(State& s, int seat) {
  Model& m = model_of(s);
  const std::string before = s.to_json();
  const auto known = shown_cards(m);  // on offer: seen in the holder's hand
  std::vector<int> pool;
  std::array<int, kMaxPlayers> n{};
  for (int q = 0; q < m.n; ++q)
    for (int r = 0; q != seat && r < kRes; ++r) {
      const int hidden = m.pl[q].res[r] - known[q][r];
      pool.insert(pool.end(), static_cast<size_t>(hidden), r);
      n[q] += hidden;
      m.pl[q].res[r] = known[q][r];
    }
  std::sort(pool.rbegin(), pool.rend());
  size_t next = 0;
  for (int q = 0; q < m.n; ++q)
    for (int i = 0; q != seat && i < n[q]; ++i) ++m.pl[q].res[pool[next++]];
  for (int q = 0; q < m.n; ++q)
    for (int o = q + 1; o < m.n; ++o) {
      auto count = [&](int x) {
        int c = 0;
        for (int k = 0; k < kDevKinds; ++k) c += m.pl[x].dev[k] + 8 * m.pl[x].dev_new[k];
        return c;
      };
      if (q != seat && o != seat && count(q) == count(o) && m.pl[q].dev_new == m.pl[o].dev_new)
        std::swap(m.pl[q].dev, m.pl[o].dev);
    }
  std::reverse(m.deck.begin() + m.deck_pos, m.deck.end());
  return s.to_json() != before;
}
}  // namespace

TEST_CASE("strong bot: other hands, another deck order and other dice give the same choice",
          "[catan][strong]") {
  int checked = 0;
  for (uint64_t seed : {1u, 2u, 3u}) {
    checked += strongtest::same_choice_whatever_is_hidden("catan", seed, 4, "strong:i16:h2", hide_cards);
    checked += strongtest::same_choice_whatever_is_hidden("catan", seed + 10, 2, "strong:notrade:i16:h2",
                                                          hide_cards);
  }
  CHECK(checked >= 12);
}
