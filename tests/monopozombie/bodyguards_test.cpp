// Bodyguards: hired for a round, a roll or a turn (MZ-BG-1), how many (MZ-BG-2).
#include "helpers.h"

using namespace mzt;

namespace {
const char* kGuard = R"("player_count":3,"turn":0,"stage":"outbreak","zombies":[1],"lapped":[0],
    "players":[{"position":36,"cash":900},{"position":30},{"position":20}])";
Action guard() { return {kBuyGuard, 0, 0, 0}; }
}  // namespace

TEST_CASE("MZ-BG-1 a round's bodyguard guards through a doubles re-roll and is not bought again",
          "[mz][bodyguards]") {
  auto m = scen(kGuard);
  act(*m, 0, guard());
  act(*m, 0, roll(), {1, 3});  // 36 -> 0
  CHECK(Z(*m).pl[0].guards == 1);
  auto d = scen(kGuard);
  act(*d, 0, guard());
  act(*d, 0, roll(), {2, 2});  // doubles: 36 -> 0, rolls again
  REQUIRE(Z(*d).t.must_roll);
  CHECK_FALSE(legal(*d, 0, guard()));  // paid once per round
  act(*d, 0, roll(), {1, 2});          // the re-roll does not end the guard
  CHECK(Z(*d).pl[0].guards == 1);
}

TEST_CASE("MZ-BG-1 option bodyguard_period=roll: a doubles re-roll ends the guard", "[mz][bodyguards]") {
  auto m = scen(std::string(kGuard) + R"(,"options":{"bodyguard_period":"roll"})");
  act(*m, 0, guard());
  act(*m, 0, roll(), {2, 2});
  REQUIRE(Z(*m).t.must_roll);
  CHECK(legal(*m, 0, guard()));
  act(*m, 0, roll(), {1, 2});
  CHECK(Z(*m).pl[0].guards == 0);
}

TEST_CASE("MZ-BG-2 no cap on bodyguards unless bodyguard_cap sets one", "[mz][bodyguards]") {
  auto m = scen(kGuard);
  for (int i = 0; i < 6; ++i) act(*m, 0, guard());
  CHECK(Z(*m).pl[0].guards_bought == 6);
  auto capped = scen(std::string(kGuard) + R"(,"options":{"bodyguard_cap":4})");
  for (int i = 0; i < 4; ++i) act(*capped, 0, guard());
  CHECK_FALSE(legal(*capped, 0, guard()));
}

TEST_CASE("MZ-BG-1 option bodyguard_period=turn (2018-05): guards hired before a re-roll add up",
          "[mz][bodyguards]") {
  auto m = scen(std::string(kGuard) + R"(,"options":{"bodyguard_period":"turn"})");
  act(*m, 0, guard());
  act(*m, 0, roll(), {2, 2});
  REQUIRE(Z(*m).t.must_roll);
  CHECK(Z(*m).pl[0].guards == 1);
  REQUIRE(legal(*m, 0, guard()));
  act(*m, 0, guard());
  act(*m, 0, roll(), {1, 2});
  CHECK(Z(*m).pl[0].guards == 2);
}

TEST_CASE("MZ-BG-1 a bodyguard bought before the roll defends until the next roll", "[mz][bodyguards]") {
  auto m = scen(R"("player_count":3,"turn":0,"stage":"outbreak","zombies":[1],"lapped":[0],
                   "players":[{"position":10,"cash":500},{"position":9},{"position":0}],"deeds":[{"square":13,"owner":0}])");
  Action guard{kBuyGuard, 0, 0, 0};
  REQUIRE(legal(*m, 0, guard));
  act(*m, 0, guard);
  CHECK(Z(*m).t.players[0].cash == 400);
  act(*m, 0, roll(), {1, 2});  // to 13, own deed
  CHECK(Z(*m).pl[0].guards == 1);
  act(*m, 0, {mono::kEndTurn, 0, 0, 0});
  act(*m, 1, zroll(), {2, 2});
  act(*m, 1, zdir(0));  // 1 attack < 1 human + 1 guard
  CHECK_FALSE(Z(*m).pl[0].zombie);
}

TEST_CASE("MZ-BG-1 option bodyguards=false: none for hire", "[mz][bodyguards]") {
  auto m = scen(R"("player_count":3,"turn":0,"stage":"outbreak","zombies":[1],"options":{"bodyguards":false},
                   "players":[{"position":10,"cash":500},{"position":9},{"position":0}])");
  CHECK_FALSE(legal(*m, 0, {kBuyGuard, 0, 0, 0}));
}
