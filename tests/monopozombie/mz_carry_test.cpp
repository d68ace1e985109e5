// Carrying a house in the apocalypse (MZ-CARRY-1, option carry_house).
#include "mz_helpers.h"

using namespace mzt;

namespace {
const char* kCarry = R"("player_count":4,"turn":0,"stage":"apocalypse","zombies":[2],
    "players":[{"position":9},{"position":0},{"position":35},{"position":0}],
    "deeds":[{"square":13,"owner":0,"houses":2},{"square":16,"owner":2}])";
}

TEST_CASE("MZ-CARRY-1 a house picked up on one's own lot claims a bare zombie street", "[mz][carry]") {
  auto m = scen(std::string(kCarry) + R"(,"options":{"carry_house":true})");
  act(*m, 0, zroll(), {1, 3, 6});
  act(*m, 0, pick(0, 1, 0));  // 9 -> 13, own lot with two houses
  CHECK(Z(*m).pl[0].carrying);
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
  CHECK(z.t.owner[16] == 0);
  CHECK(z.t.buildings[16] == 1);
  CHECK_FALSE(infection_ground(z, 16));
}

TEST_CASE("MZ-CARRY-1 option off: houses stay put", "[mz][carry]") {
  auto m = scen(kCarry);
  act(*m, 0, zroll(), {1, 3, 6});
  act(*m, 0, pick(0, 1, 0));
  CHECK_FALSE(Z(*m).pl[0].carrying);
  CHECK(Z(*m).t.buildings[13] == 2);
}
