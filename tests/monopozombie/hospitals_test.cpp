// Hospitals: hotels cure zombies (MZ-HOSP-1), in either order of arrival (MZ-HOSP-2),
// never on the move that turned (MZ-HOSP-3).
#include "helpers.h"

using namespace mzt;

TEST_CASE("MZ-HOSP-2 in the apocalypse a human reaching a zombie on a hospital cures it", "[mz][hospitals]") {
  auto m = scen(R"("player_count":3,"turn":0,"stage":"apocalypse","zombies":[1],
                   "players":[{"position":9},{"position":13},{"position":30}],
                   "deeds":[{"square":13,"owner":0,"hotel":true}])");
  auto ev = act_events(*m, 0, zroll(), {1, 3, 6});
  act(*m, 0, pick(0, 1, 0));  // 4 steps: 13
  CHECK(Z(*m).t.players[0].pos == 13);
  CHECK_FALSE(Z(*m).pl[1].zombie);
  CHECK(Z(*m).pl[0].in_group);  // the cured joins the human who cured them
  CHECK(Z(*m).pl[1].in_group);
  CHECK_FALSE(Z(*m).pl[1].homeless);  // a group gives them three dice again
}

TEST_CASE("MZ-HOSP-2 a zombie cured by arriving joins the humans there as a group", "[mz][hospitals]") {
  auto m = scen(R"("player_count":3,"turn":1,"stage":"apocalypse","zombies":[1],
                   "players":[{"position":13},{"position":9},{"position":30}],
                   "deeds":[{"square":13,"owner":0,"hotel":true}])");
  act(*m, 1, zroll(), {2, 2});
  act(*m, 1, zdir(0));
  CHECK_FALSE(Z(*m).pl[1].zombie);
  CHECK(Z(*m).pl[0].in_group);
  CHECK(Z(*m).pl[1].in_group);
}

TEST_CASE("MZ-HOSP-2 option groups=false: cured, but no group", "[mz][hospitals]") {
  auto m = scen(R"("player_count":3,"turn":0,"stage":"apocalypse","zombies":[1],"options":{"groups":false},
                   "players":[{"position":9},{"position":13},{"position":30}],
                   "deeds":[{"square":13,"owner":0,"hotel":true}])");
  act(*m, 0, zroll(), {1, 3, 6});
  act(*m, 0, pick(0, 1, 0));
  CHECK_FALSE(Z(*m).pl[1].zombie);
  CHECK_FALSE(Z(*m).pl[1].in_group);
}

TEST_CASE("MZ-HOSP-3 a double one onto a hotel turns and is not cured by the same move", "[mz][hospitals]") {
  auto m = scen(R"("player_count":3,"turn":0,"lapped":[0],"players":[{"position":11}],
                   "deeds":[{"square":13,"owner":2,"hotel":true}])");
  act(*m, 0, roll(), {1, 1});
  CHECK(Z(*m).t.players[0].pos == 13);
  CHECK(Z(*m).pl[0].zombie);
  CHECK(Z(*m).stage == kOutbreak);  // the outbreak begins with its zombie on the board
}

TEST_CASE("MZ-HOSP-3 giving up onto a hospital with a human there is not cured either", "[mz][hospitals]") {
  auto m = scen(R"("player_count":3,"turn":0,"stage":"apocalypse","zombies":[2],"options":{"groups":false},
                   "players":[{"position":11},{"position":13},{"position":30}],
                   "deeds":[{"square":13,"owner":1,"hotel":true}])");
  act(*m, 0, zroll(), {1, 1, 5});
  act(*m, 0, pick(0, 1, 0));  // the double one: 13, as a zombie
  CHECK(Z(*m).pl[0].zombie);
  CHECK_FALSE(Z(*m).pl[1].zombie);
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
