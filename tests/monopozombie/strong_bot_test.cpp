// The strong bot never reads the deck order (tests/strong_check.h).
#include "games/monopoly/strong_bot.h"

#include <catch2/catch.hpp>

#include "games/monopozombie/monopozombie.h"
#include "games/monopozombie/mz.h"
#include "strong_check.h"

using namespace shamble;

TEST_CASE("strong bot (MonopoZombie): another deck order and other dice give the same choice",
          "[monopozombie][strong]") {
  int checked = 0;
  for (uint64_t seed : {1u, 2u, 3u})
    checked += strongtest::same_choice_whatever_is_hidden(
        "monopozombie", seed, 4, "strong:i16:h6", [](State& s, int) {
          bool changed = false;
          for (mono::Deck& d : mz::table_of(s).t.decks)
            for (int i = 0, j = d.count - 1; i < j; ++i, --j) {
              std::swap(d.cards[(d.top + i) % mono::kDeckSize], d.cards[(d.top + j) % mono::kDeckSize]);
              changed = true;
            }
          return changed;
        });
  CHECK(checked >= 8);
}
