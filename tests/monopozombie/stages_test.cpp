// Stage changes: MZ-STAGE-1..3 and the collapse of the economy (MZ-APOC-1).
#include "helpers.h"

using namespace mzt;

TEST_CASE("MZ-STAGE-2 four players: the second zombie brings the apocalypse after the minimum round",
          "[mz][stages]") {
  auto m =
      scen(R"("player_count":4,"turn":0,"stage":"outbreak","zombies":[1],"lapped":[0],"outbreak_turns":10,
                   "players":[{"position":26},{"position":5},{"position":6},{"position":8}])");
  act(*m, 0, roll(), {1, 3});  // to the go-to-jail square: second zombie
  const auto& z = Z(*m);
  CHECK(z.pl[0].zombie);
  CHECK(z.stage == kApocalypse);
  for (int p = 0; p < 4; ++p) CHECK(z.t.players[p].cash == 0);  // MZ-APOC-1
}

TEST_CASE("MZ-STAGE-3 a threshold inside the first round waits for the round's end", "[mz][stages]") {
  auto m = scen(R"("player_count":4,"turn":0,"stage":"outbreak","zombies":[1],"lapped":[0],"outbreak_turns":0,
                   "players":[{"position":26},{"position":5},{"position":6},{"position":8}])");
  act(*m, 0, roll(), {1, 3});
  CHECK(Z(*m).stage == kOutbreak);
}

TEST_CASE("MZ-STAGE-3 preset 2018-05 has no minimum", "[mz][stages]") {
  auto m = scen(R"("player_count":4,"preset":"2018-05","turn":0,"stage":"outbreak","zombies":[1],"lapped":[0],
                   "players":[{"position":26},{"position":5},{"position":6},{"position":8}])");
  act(*m, 0, roll(), {1, 3});
  CHECK(Z(*m).stage == kApocalypse);
}

TEST_CASE("MZ-STAGE-2 three players: a second conversion is enough", "[mz][stages]") {
  auto m =
      scen(R"("player_count":3,"turn":0,"stage":"outbreak","zombies":[1],"lapped":[0],"outbreak_turns":10,
                   "players":[{"position":26},{"position":5},{"position":6}])");
  act(*m, 0, roll(), {1, 3});
  CHECK(Z(*m).stage == kApocalypse);
}

TEST_CASE("MZ-STAGE-2 five players: one conversion short of two is not enough", "[mz][stages]") {
  auto m = scen(R"("player_count":5,"turn":0,"stage":"outbreak","zombies":[],"lapped":[0],"outbreak_turns":10,
                   "players":[{"position":26},{"position":5},{"position":6},{"position":8},{"position":9}])");
  act(*m, 0, roll(), {1, 3});
  CHECK(Z(*m).stage == kOutbreak);
}

TEST_CASE("MZ-STAGE-1 the first conversion starts the outbreak", "[mz][stages]") {
  auto m = scen(R"("player_count":3,"turn":0,"lapped":[0],"players":[{"position":26}])");
  CHECK(Z(*m).stage == kCapitalism);
  act(*m, 0, roll(), {1, 3});
  CHECK(Z(*m).stage == kOutbreak);
}
