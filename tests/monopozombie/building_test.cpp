// MZ-CAP-1: building without the whole group, evenness counting bank lots as bare.
#include "helpers.h"

using namespace mzt;

TEST_CASE("MZ-CAP-1 first house at once, a second only when every lot is owned and built", "[mz][building]") {
  auto m = scen(R"("player_count":3,"turn":0,"players":[{"cash":2000,"position":0}],
                   "deeds":[{"square":1,"owner":0},{"square":6,"owner":0},{"square":8,"owner":1}])");
  const auto& z = Z(*m);
  const auto& r = rules_of(m->state());
  CHECK_FALSE(mono::can_build(z.t, r.mono, 0, 1));  // brown lot 3 is the bank's: counts as bare
  act(*m, 0, {mono::kBuild, 1, 0, 0});
  CHECK(z.t.buildings[1] == 1);
  CHECK(mono::can_build(z.t, r.mono, 0, 1));        // lot 3 still bare
  CHECK_FALSE(mono::can_build(z.t, r.mono, 0, 6));  // other owners' lots do not block the first house
}

TEST_CASE("MZ-CAP-1 the second house waits for the whole group", "[mz][building]") {
  auto m = scen(R"("player_count":2,"turn":0,"players":[{"cash":2000,"position":0}],
                   "deeds":[{"square":1,"owner":0,"houses":1},{"square":3,"owner":1,"houses":1}])");
  const auto& z = Z(*m);
  CHECK_FALSE(mono::can_build(z.t, rules_of(m->state()).mono, 0, 1));
}

// The seed's evenness covers every lot of the set, whoever holds it: another
// player's bare lot holds back your second house just as a bank lot does.
TEST_CASE("MZ-CAP-1 another player's bare lot holds back a second house", "[mz][building]") {
  auto m = scen(R"("player_count":2,"turn":0,"players":[{"cash":2000,"position":0}],
                   "deeds":[{"square":1,"owner":0,"houses":1},{"square":3,"owner":1}])");
  auto err = m->apply(0, Action{mono::kBuild, 1, 0, 0}, nullptr);
  REQUIRE(err);
  CHECK(err->rule == "M-BUILD-2");
  CHECK_FALSE(legal(*m, 0, {mono::kBuild, 1, 0, 0}));
  CHECK(legal(*m, 0, {mono::kBuild, 3, 0, 0}) == false);  // not player 0's lot
}

TEST_CASE("MZ-CAP-1 a second house once the other owner's lot has one", "[mz][building]") {
  auto m = scen(R"("player_count":2,"turn":0,"players":[{"cash":2000,"position":0}],
                   "deeds":[{"square":1,"owner":0,"houses":1},{"square":3,"owner":1,"houses":1}])");
  CHECK(legal(*m, 0, {mono::kBuild, 1, 0, 0}));
  act(*m, 0, {mono::kBuild, 1, 0, 0});
  CHECK(Z(*m).t.buildings[1] == 2);
}

TEST_CASE("MZ-CAP-1 a third house waits for the other owner's second", "[mz][building]") {
  auto m = scen(R"("player_count":3,"turn":0,"players":[{"cash":2000,"position":0}],
                   "deeds":[{"square":6,"owner":0,"houses":2},{"square":8,"owner":0,"houses":2},
                            {"square":9,"owner":2,"houses":1}])");
  auto err = m->apply(0, Action{mono::kBuild, 6, 0, 0}, nullptr);
  REQUIRE(err);
  CHECK(err->rule == "M-BUILD-2");
}

// Selling stays even over your own lots only: another owner's buildings never
// keep you from raising money.
TEST_CASE("MZ-CAP-1 selling is even over your own lots only", "[mz][building]") {
  auto m = scen(R"("player_count":2,"turn":0,"players":[{"cash":100,"position":0}],
                   "deeds":[{"square":1,"owner":0,"houses":1},{"square":3,"owner":1,"houses":2}])");
  act(*m, 0, {mono::kSell, 1, 0, 0});
  CHECK(Z(*m).t.buildings[1] == 0);
  CHECK(Z(*m).t.players[0].cash == 125);
}
