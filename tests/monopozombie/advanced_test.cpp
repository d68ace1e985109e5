// Advanced rules: bodyguards (MZ-BG-1) and hospitals (MZ-HOSP-1).
#include "helpers.h"

using namespace mzt;

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

TEST_CASE("MZ-HOSP-1 in the outbreak a zombie on a hotel is cured", "[mz][hospitals]") {
  auto m = scen(R"("player_count":3,"turn":1,"stage":"outbreak","zombies":[1],
                   "players":[{"position":0},{"position":9},{"position":0}],"deeds":[{"square":13,"owner":0,"hotel":true},{"square":21,"owner":1}])");
  act(*m, 1, zroll(), {2, 2});
  act(*m, 1, zdir(0));
  CHECK_FALSE(Z(*m).pl[1].zombie);
  CHECK(infection_ground(Z(*m), 21));  // the old deeds stay infection grounds
}

TEST_CASE("MZ-HOSP-1 in the apocalypse only with a human present, option off never", "[mz][hospitals]") {
  auto alone = scen(R"("player_count":3,"turn":1,"stage":"apocalypse","zombies":[1],
                       "players":[{"position":0},{"position":9},{"position":0}],"deeds":[{"square":13,"owner":0,"hotel":true}])");
  act(*alone, 1, zroll(), {2, 2});
  act(*alone, 1, zdir(0));
  CHECK(Z(*alone).pl[1].zombie);
  auto with = scen(R"("player_count":3,"turn":1,"stage":"apocalypse","zombies":[1],
                      "players":[{"position":13},{"position":9},{"position":0}],"deeds":[{"square":13,"owner":0,"hotel":true}])");
  act(*with, 1, zroll(), {2, 2});
  act(*with, 1, zdir(0));
  CHECK_FALSE(Z(*with).pl[1].zombie);
  auto off = scen(R"("player_count":3,"turn":1,"stage":"outbreak","zombies":[1],"options":{"hospitals":false},
                     "players":[{"position":0},{"position":9},{"position":0}],"deeds":[{"square":13,"owner":0,"hotel":true}])");
  act(*off, 1, zroll(), {2, 2});
  act(*off, 1, zdir(0));
  CHECK(Z(*off).pl[1].zombie);
}
