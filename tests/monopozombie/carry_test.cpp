// Carrying a house in the apocalypse (MZ-CARRY-1, option carry_house): the
// pick-up is the player's choice; the claim of bare zombie land is automatic.
#include "games/monopozombie/bots.h"
#include "helpers.h"

using namespace mzt;

namespace {
const char* kCarry = R"("player_count":4,"turn":0,"stage":"apocalypse","zombies":[2],
    "players":[{"position":9},{"position":0},{"position":35},{"position":0}],
    "deeds":[{"square":13,"owner":0,"houses":2},{"square":16,"owner":2}])";
const Action kTake{kCarryTake, 0, 0, 0}, kLeave{kCarryLeave, 0, 0, 0};

Action bot_choice(const Match& m, const char* level, int seat) {
  auto bot = make_bot(level);
  Rng rng;
  rng.reseed(3);
  return bot->choose(m.state(), seat, rng);
}
}  // namespace

TEST_CASE("MZ-CARRY-1 picking a house up is offered, a carried house claims a bare zombie street",
          "[mz][carry]") {
  auto m = scen(std::string(kCarry) + R"(,"options":{"carry_house":true})");
  act(*m, 0, zroll(), {1, 3, 6});
  act(*m, 0, pick(0, 1, 0));  // 9 -> 13, own lot with two houses
  CHECK(Z(*m).pl[0].carry_ask);
  CHECK(Z(*m).asking == 1u);  // MzTable::asking follows the question
  CHECK(m->state().actors() == 1u);
  CHECK(legal(*m, 0, kTake));
  CHECK(legal(*m, 0, kLeave));
  REQUIRE(m->apply(1, zroll(), nullptr));  // nothing else moves until the answer
  auto err = m->apply(0, {kStopRolling, 0, 0, 0}, nullptr);
  REQUIRE(err);
  CHECK(err->rule == "MZ-CARRY-1");
  CHECK(Z(*m).t.buildings[13] == 2);  // not taken by itself
  act(*m, 0, kTake);
  CHECK(Z(*m).pl[0].carrying);
  CHECK_FALSE(Z(*m).pl[0].carry_ask);
  CHECK(Z(*m).asking == 0u);
  CHECK(Z(*m).t.buildings[13] == 1);
  act(*m, 1, zroll(), {6, 5, 4});
  act(*m, 1, pick(0, 1, 0));
  act(*m, 2, zroll(), {1, 1});
  act(*m, 2, zdir(0));
  act(*m, 3, zroll(), {6, 5, 4});
  act(*m, 3, pick(0, 2, 0));
  act(*m, 0, zroll(), {1, 2, 6});
  act(*m, 0, pick(0, 1, 0));  // 13 -> 16, a bare zombie street: claimed before it can turn anyone
  const auto& z = Z(*m);
  CHECK_FALSE(z.pl[0].zombie);
  CHECK_FALSE(z.pl[0].carrying);
  CHECK_FALSE(z.pl[0].carry_ask);  // one house on the new lot: nothing to pick up
  CHECK(z.t.owner[16] == 0);
  CHECK(z.t.buildings[16] == 1);
  CHECK_FALSE(infection_ground(z, 16));
}

TEST_CASE("MZ-CARRY-1 leaving the houses keeps them and ends the choice", "[mz][carry]") {
  auto m = scen(std::string(kCarry) + R"(,"options":{"carry_house":true})");
  act(*m, 0, zroll(), {1, 3, 6});
  act(*m, 0, pick(0, 1, 0));
  act(*m, 0, kLeave);
  CHECK_FALSE(Z(*m).pl[0].carrying);
  CHECK_FALSE(Z(*m).pl[0].carry_ask);
  CHECK(Z(*m).t.buildings[13] == 2);
  CHECK(Z(*m).t.turn == 1);
  CHECK(m->apply(0, kTake, nullptr));  // no longer offered
}

TEST_CASE("MZ-CARRY-1 taking a house counts the lot's points again", "[mz][carry]") {
  // Two zombies on the lot: 2 attack vs 1 human + 2 houses on arrival; with one house gone, 2 vs 2.
  auto m =
      scen(R"("player_count":4,"turn":0,"stage":"apocalypse","zombies":[2,3],"options":{"carry_house":true},
                   "players":[{"position":9},{"position":0},{"position":13},{"position":13}],
                   "deeds":[{"square":13,"owner":0,"houses":2},{"square":16,"owner":2}])");
  act(*m, 0, zroll(), {1, 3, 6});
  act(*m, 0, pick(0, 1, 0));
  REQUIRE_FALSE(Z(*m).pl[0].zombie);
  REQUIRE(Z(*m).pl[0].carry_ask);
  CHECK(bot_choice(*m, "normal", 0) == kLeave);  // the normal bot sees it would turn
  act(*m, 0, kTake);
  CHECK(Z(*m).pl[0].zombie);
  CHECK_FALSE(Z(*m).pl[0].carrying);  // dropped with the conversion
}

TEST_CASE("MZ-CARRY-1 the normal bot picks a house up when it is safe and there is land to claim",
          "[mz][carry]") {
  auto m = scen(std::string(kCarry) + R"(,"options":{"carry_house":true})");
  act(*m, 0, zroll(), {1, 3, 6});
  act(*m, 0, pick(0, 1, 0));
  CHECK(bot_choice(*m, "normal", 0) == kTake);
  // No bare zombie street anywhere: nothing to carry it to.
  auto none =
      scen(R"("player_count":4,"turn":0,"stage":"apocalypse","zombies":[2],"options":{"carry_house":true},
                      "players":[{"position":9},{"position":0},{"position":35},{"position":0}],
                      "deeds":[{"square":13,"owner":0,"houses":2},{"square":16,"owner":2,"houses":1}])");
  act(*none, 0, zroll(), {1, 3, 6});
  act(*none, 0, pick(0, 1, 0));
  REQUIRE(Z(*none).pl[0].carry_ask);
  CHECK(bot_choice(*none, "normal", 0) == kLeave);
}

TEST_CASE("MZ-CARRY-1 not offered with the option off, or on a lot with one house", "[mz][carry]") {
  auto off = scen(kCarry);
  act(*off, 0, zroll(), {1, 3, 6});
  act(*off, 0, pick(0, 1, 0));
  CHECK_FALSE(Z(*off).pl[0].carry_ask);
  CHECK_FALSE(legal(*off, 0, kTake));
  CHECK(Z(*off).t.buildings[13] == 2);
  auto one =
      scen(R"("player_count":4,"turn":0,"stage":"apocalypse","zombies":[2],"options":{"carry_house":true},
                     "players":[{"position":9},{"position":0},{"position":35},{"position":0}],
                     "deeds":[{"square":13,"owner":0,"houses":1},{"square":16,"owner":2}])");
  act(*one, 0, zroll(), {1, 3, 6});
  act(*one, 0, pick(0, 1, 0));
  CHECK_FALSE(Z(*one).pl[0].carry_ask);
}
