// The strong bot never reads the deck order (tests/strong_check.h).
#include "games/monopoly/strong_bot.h"

#include <catch2/catch.hpp>

#include "games/monopoly/monopoly.h"
#include "games/monopoly/rules.h"
#include "strong_check.h"

using namespace shamble;
using namespace shamble::mono;

namespace {
// Another order of the cards left in each deck (reversed); false when no deck has two.
bool reverse_decks(MonoTable& t) {
  bool changed = false;
  for (Deck& d : t.decks)
    for (int i = 0, j = d.count - 1; i < j; ++i, --j) {
      std::swap(d.cards[(d.top + i) % kDeckSize], d.cards[(d.top + j) % kDeckSize]);
      changed = true;
    }
  return changed;
}
}  // namespace

TEST_CASE("strong bot: another deck order and other dice give the same choice", "[monopoly][strong]") {
  int checked = 0;
  for (uint64_t seed : {1u, 2u, 3u})
    checked += strongtest::same_choice_whatever_is_hidden(
        "monopoly", seed, 4, "strong:i16:h6", [](State& s, int) { return reverse_decks(table_of(s)); });
  CHECK(checked >= 8);
}

TEST_CASE("strong bot: a determinization keeps the cards of each deck, in a new order",
          "[monopoly][strong]") {
  register_builtin_games();
  NewGameParams p;
  p.players = 4;
  make_config(monopoly_game().options, monopoly_game().presets, "", {}, &p.config);
  auto s = monopoly_game().create(p);
  MonoTable& t = table_of(*s);
  const MonoTable before = t;
  Rng rng(5);
  shuffle_unseen_decks(t, rng);
  for (int d = 0; d < 2; ++d) {
    std::vector<int> a(before.decks[d].cards.begin(), before.decks[d].cards.end()),
        b(t.decks[d].cards.begin(), t.decks[d].cards.end());
    CHECK(a != b);
    std::sort(a.begin(), a.end()), std::sort(b.begin(), b.end());
    CHECK(a == b);
    CHECK(t.decks[d].top == before.decks[d].top);
    CHECK(t.decks[d].count == before.decks[d].count);
  }
}
