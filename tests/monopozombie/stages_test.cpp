// Stage changes: MZ-STAGE-1..3 and the collapse of the economy (MZ-APOC-1).
#include "games/monopozombie/text.h"
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

// MZ-STAGE-2: "a second zombie conversion": a cure does not undo the first.
namespace {
const char* kCureThenTurn = R"("player_count":3,"turn":1,"stage":"outbreak","zombies":[1],"lapped":[0,2],
    "outbreak_turns":10,"players":[{"position":12},{"position":5},{"position":26}],
    "deeds":[{"square":8,"owner":0,"hotel":true}])";
}  // namespace

TEST_CASE("MZ-STAGE-2 three players: the second conversion counts even after a cure", "[mz][stages]") {
  auto m = scen(kCureThenTurn);
  act(*m, 1, zroll(), {1, 2});
  act(*m, 1, zdir(0));  // 5 -> 8: the hotel cures the only zombie (MZ-HOSP-1)
  REQUIRE_FALSE(Z(*m).pl[1].zombie);
  CHECK(Z(*m).stage == kOutbreak);
  REQUIRE(Z(*m).t.turn == 2);
  EventSink ev;
  REQUIRE_FALSE(m->apply(2, roll(), &ev, {1, 3}));  // 26 -> 30: the second conversion of the game
  CHECK(Z(*m).pl[2].zombie);
  CHECK(Z(*m).stage == kApocalypse);
  bool second = false;
  for (auto& e : ev) second |= e.kind == kEvStage && e.v[0] == kApocalypse && e.v[1] == kApocSecond;
  CHECK(second);
}

TEST_CASE("MZ-STAGE-2 option apocalypse_count=zombies_on_board: after a cure one zombie is not two",
          "[mz][stages]") {
  auto m = scen(std::string(kCureThenTurn) + R"(,"options":{"apocalypse_count":"zombies_on_board"})");
  act(*m, 1, zroll(), {1, 2});
  act(*m, 1, zdir(0));
  act(*m, 2, roll(), {1, 3});
  CHECK(Z(*m).pl[2].zombie);
  CHECK(Z(*m).stage == kOutbreak);
}

TEST_CASE("MZ-APOC-1 the jailed walk out when the apocalypse begins, and the log says so", "[mz][stages]") {
  auto m =
      scen(R"("player_count":3,"turn":0,"stage":"outbreak","zombies":[1],"lapped":[0],"outbreak_turns":10,
                   "players":[{"position":26},{"position":5},{"position":10,"in_jail":true}])");
  EventSink ev;
  REQUIRE_FALSE(m->apply(0, roll(), &ev, {1, 3}));  // the go-to-jail square: the second zombie
  REQUIRE(Z(*m).stage == kApocalypse);
  CHECK_FALSE(Z(*m).t.players[2].in_jail);
  int freed = -1;
  for (auto& e : ev)
    if (e.kind == kEvJailFreed) freed = e.player;
  CHECK(freed == 2);
  bool said = false;
  for (auto& e : ev)
    if (e.kind == kEvJailFreed) said = m->state().describe(e).find("out of jail") != std::string::npos;
  CHECK(said);
}

TEST_CASE("MZ-STAGE-2 the log says why the apocalypse began, and a homeless roll is one sentence",
          "[mz][view]") {
  std::vector<std::string> names = {"Ada", "Bram", "Cleo", "Dex"};
  MzTable z;
  z.t.n = 4;
  MzRules r;
  Event e{};
  e.kind = kEvStage;
  e.player = -1;
  e.v[0] = kApocalypse, e.v[1] = kApocHalf, e.v[2] = 2;
  CHECK(event_text(z, r, names, e) ==
        "The game enters the apocalypse: the zombies now number 2, half the players");
  e.kind = kEvMoveDice, e.player = 0, e.rule = "MZ-HOME-3";
  e.v[0] = 4, e.v[1] = 0, e.v[2] = 0, e.v[3] = 1;
  CHECK(event_text(z, r, names, e) == "Ada, homeless, rolled 4 and moves on clockwise");
}
