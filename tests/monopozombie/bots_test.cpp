// Bot behaviour that is not a rule: how the MonopoZombie bots bid.
#include "games/monopozombie/bots.h"

#include "framework/sim.h"
#include "helpers.h"

using namespace mzt;

TEST_CASE("MZ bots bid halfway to their limit in auctions, never beyond it", "[mz][bots]") {
  // Seat 0 declines a $60 street: the auction runs among the three humans.
  auto m = scen(R"("player_count":3,"turn":0,"players":[{"position":0},{"position":20},{"position":30}])");
  act(*m, 0, roll(), {1, 2});
  act(*m, 0, {mono::kDecline, 0, 0, 0});
  REQUIRE(Z(*m).t.phase == mono::kAuction);
  auto normal = make_bot("normal");
  Rng rng(5);
  int bids = 0;
  Action first{-1, 0, 0, 0};
  while (Z(*m).t.phase == mono::kAuction && bids < 200) {
    int seat = m->state().current_actor();
    int high = Z(*m).t.auction.high;
    Action a = normal->choose(m->state(), seat, rng);
    if (a.kind == mono::kBid) {
      if (first.kind < 0) first = a;
      CHECK(a.a > high);
      CHECK(a.a <= 48);  // the normal bot's limit: 80% of the $60 price
      ++bids;
    }
    act(*m, seat, a);
  }
  CHECK(first.a > 1);  // the opening bid jumps instead of raising by $1
  CHECK(bids < 24);    // raising by $1 would take 48 bids to reach the limit
  CHECK(Z(*m).t.owner[3] >= 0);
}

// MZ-CAP-1: bots build from the legal actions, so the stricter evenness (every
// lot counts, whoever holds it) must leave them building, second houses included.
TEST_CASE("MZ-CAP-1 normal bots still build, second houses too, under even building", "[mz][bots]") {
  long builds = 0, second_houses = 0;
  for (uint64_t seed = 1; seed <= 20; ++seed) {
    NewGameRequest r;
    r.game = "monopozombie";
    r.seed = seed;
    r.players = 4;
    r.seats.assign(4, "bot:normal");
    Error e;
    auto m = make_match(r, &e);
    REQUIRE(m);
    auto state = m->state().clone();
    auto bots = make_bots(monopozombie_game(), m->seats(), "normal");
    Rng bot_rng(seed);
    play_out(*state, bots, bot_rng, 1000, [&](const State& s, const EventSink& ev) {
      for (const Event& x : ev)
        if (x.kind == mono::kEvBuild) {
          ++builds;
          second_houses += x.v[1] >= 2;
          INFO(s.check_invariants());
          CHECK(s.check_invariants().empty());
        }
    });
  }
  CHECK(builds > 0);
  CHECK(second_houses > 0);
}
