// Randomized play: many random-bot games per preset with check_invariants()
// after every action, illegal actions leaving the state byte-identical, and a
// save round trip at sampled positions.
#include <catch2/catch.hpp>
#include <cstdlib>

#include "framework/bot.h"
#include "framework/match.h"
#include "framework/sim.h"
#include "helpers.h"

using namespace cattest;

namespace {
void play_checked(const std::string& preset, uint64_t seed, long* actions,
                  const std::vector<std::string>& options = {}) {
  auto s = make(preset, options, seed);
  Rng bot_rng(seed * 7 + 1);
  std::vector<Action> legal;
  long steps = 0;
  while (!s->terminal() && s->turn_number() < 2000) {
    int seat = s->current_actor();
    REQUIRE(seat >= 0);
    s->legal_actions(seat, legal);
    REQUIRE(!legal.empty());
    // Every 7th step, try a random (probably illegal) action first: refused ones change nothing.
    if (steps % 7 == 3) {
      Action junk{static_cast<int32_t>(bot_rng.below(kNumActionKinds + 1)),
                  static_cast<int32_t>(bot_rng.below(80)) - 2, static_cast<int32_t>(bot_rng.below(7)) - 1, 0};
      int junk_seat = static_cast<int>(bot_rng.below(5)) - 1;
      std::vector<Action> theirs;
      s->legal_actions(junk_seat, theirs);
      bool listed = std::find(theirs.begin(), theirs.end(), junk) != theirs.end();
      if (!listed) {
        std::string before = bytes(*s);
        auto e = s->apply(junk_seat, junk, nullptr);
        INFO("junk " << s->encode(junk) << " by seat " << junk_seat);
        REQUIRE(e.has_value());
        REQUIRE(bytes(*s) == before);
      }
    }
    Action a = legal[bot_rng.below(static_cast<uint32_t>(legal.size()))];
    EventSink ev;
    auto e = s->apply(seat, a, &ev);
    INFO("seed " << seed << " step " << steps << " seat " << seat << " " << s->encode(a));
    REQUIRE(!e.has_value());
    std::string bad = s->check_invariants();
    INFO(bad);
    REQUIRE(bad.empty());
    for (auto& x : ev) REQUIRE(!s->describe(x).empty());
    ++steps;
  }
  REQUIRE(s->terminal());
  *actions += steps;
}
}  // namespace

// CATAN_STRESS=N plays N games per preset instead of 30 (a longer soak).
static uint64_t games_to_play() {
  const char* v = std::getenv("CATAN_STRESS");
  return v ? std::strtoull(v, nullptr, 10) : 30;
}

TEST_CASE("random classic games keep every invariant", "[catan][random]") {
  long actions = 0;
  for (uint64_t seed = 1; seed <= games_to_play(); ++seed) play_checked("classic", seed, &actions);
  REQUIRE(actions > 0);
}

TEST_CASE("random zombie games keep every invariant", "[catan][random]") {
  long actions = 0;
  for (uint64_t seed = 1; seed <= games_to_play(); ++seed) play_checked("zombies", seed, &actions);
  REQUIRE(actions > 0);
}

// The other readings of the zombie text (docs/games/catan.md, "Readings of ambiguous rules").
TEST_CASE("random zombie games under every other reading keep every invariant", "[catan][random]") {
  const std::vector<std::vector<std::string>> readings = {
      {"zombie_blocks_production=full-hex", "desert_zombies=by-spreading", "settlement_with_roads=roads-fall",
       "eliminated_cards=out-of-play", "dev_card_cost=any-two-or-pair", "zombie_seven_discard=true"},
      {"zombie_blocks_production=any-zombie", "longest_road_tie=nobody"},
  };
  long actions = 0;
  for (const auto& r : readings)
    for (uint64_t seed = 1; seed <= games_to_play(); ++seed) play_checked("zombies", seed, &actions, r);
  REQUIRE(actions > 0);
}
