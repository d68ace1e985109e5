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
