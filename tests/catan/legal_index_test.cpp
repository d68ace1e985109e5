// legal_count / legal_at: counted and picked from the masks without a list,
// they must be the list's size and its k-th move, in the list's order, in
// every phase of both presets (the random bot picks by index, so any drift
// would change every simulation).
#include <catch2/catch.hpp>
#include <set>

#include "helpers.h"

using namespace cattest;

namespace {
// Every seat, acting or not: a seat that may not act counts 0 and has no k-th move.
void check_position(const State& s, std::vector<Action>& legal) {
  for (int seat = -1; seat <= s.num_players(); ++seat) {
    legal.clear();
    s.legal_actions(seat, legal);
    const int n = static_cast<int>(legal.size());
    INFO("seat " << seat << " phase " << int(model_of(s).phase) << " list " << n);
    REQUIRE(s.legal_count(seat) == n);
    for (int k = 0; k < n; ++k) {
      INFO("k " << k << " list has " << s.encode(legal[k]) << ", legal_at gives "
                << s.encode(s.legal_at(seat, k)));
      REQUIRE(s.legal_at(seat, k) == legal[k]);
    }
    REQUIRE(s.legal_at(seat, n) == Action{});
    REQUIRE(s.legal_at(seat, -1) == Action{});
  }
}

// Plays random games (every move checked first) and returns the phases seen.
std::set<int> play_checked(const std::string& preset, const std::vector<std::string>& options, int games) {
  std::set<int> phases;
  std::vector<Action> legal;
  for (uint64_t seed = 1; seed <= static_cast<uint64_t>(games); ++seed) {
    auto s = make(preset, options, seed, seed % 2 ? 4 : 3);
    Rng bot_rng(seed * 13 + 5);
    while (!s->terminal() && s->turn_number() < 300) {
      phases.insert(model_of(*s).phase);
      check_position(*s, legal);
      const int seat = s->current_actor();
      const int n = s->legal_count(seat);
      REQUIRE(n > 0);
      must(*s, seat, s->legal_at(seat, static_cast<int>(bot_rng.below(static_cast<uint32_t>(n)))));
    }
  }
  return phases;
}
}  // namespace

TEST_CASE("legal_count and legal_at are the list's size and k-th move in classic games", "[catan][legal]") {
  const std::set<int> seen = play_checked("classic", {}, 12);
  // The positions covered every phase a classic game has.
  for (int ph : {kSetupSettle, kSetupRoad, kPreRoll, kDiscarding, kMovingRobber, kStealing, kMain, kFreeRoads,
                 kOfferCompose, kOfferRespond, kOfferChoose}) {
    INFO("phase " << ph);
    REQUIRE(seen.count(ph));
  }
}

TEST_CASE("legal_count and legal_at are the list's size and k-th move in zombie games", "[catan][legal]") {
  std::set<int> seen = play_checked("zombies", {}, 12);
  const std::set<int> other =
      play_checked("zombies",
                   {"dev_card_cost=any-two-or-pair", "zombie_blocks_production=full-hex",
                    "settlement_with_roads=roads-fall"},
                   6);
  seen.insert(other.begin(), other.end());
  for (int ph : {kSetupSettle, kSetupRoad, kPreRoll, kZombieChoice, kMain, kOfferCompose, kOfferRespond,
                 kOfferChoose, kPayingZombies}) {
    INFO("phase " << ph);
    REQUIRE(seen.count(ph));
  }
}
