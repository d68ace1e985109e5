// Demolition: MZ-DEMO-1..5.
#include "helpers.h"

using namespace mzt;

TEST_CASE("MZ-DEMO-1 a zombie on an empty built human lot knocks a level down", "[mz][demolition]") {
  auto m = scen(R"("player_count":3,"turn":1,"stage":"outbreak","zombies":[1],
                   "players":[{"position":0},{"position":9},{"position":0}],"deeds":[{"square":13,"owner":0,"hotel":true}],
                   "options":{"hospitals":false})");
  act(*m, 1, zroll(), {2, 2});
  act(*m, 1, zdir(0));
  CHECK(Z(*m).t.buildings[13] == 4);  // hotel -> four houses
}

TEST_CASE("MZ-DEMO-2 with a human there the demolition waits until they leave", "[mz][demolition]") {
  auto m = scen(R"("player_count":4,"turn":1,"stage":"outbreak","zombies":[1],
                   "players":[{"position":0},{"position":9},{"position":13},{"position":13}],
                   "deeds":[{"square":13,"owner":0,"houses":1},{"square":16,"owner":2},{"square":18,"owner":2}])");
  act(*m, 1, zroll(), {2, 2});
  act(*m, 1, zdir(0));
  CHECK(Z(*m).t.buildings[13] == 1);
  act(*m, 2, roll(), {1, 2});  // human 2 leaves; human 3 is still there
  act(*m, 2, {mono::kEndTurn, 0, 0, 0});
  CHECK(Z(*m).t.buildings[13] == 1);
  act(*m, 3, roll(), {2, 3});  // the last human leaves while the zombie is there
  CHECK(Z(*m).t.buildings[13] == 0);
}

TEST_CASE("MZ-DEMO-3 more humans arriving in time save the building", "[mz][demolition]") {
  auto m = scen(R"("player_count":4,"turn":1,"stage":"outbreak","zombies":[1],
                   "players":[{"position":0},{"position":9},{"position":10},{"position":13}],
                   "deeds":[{"square":13,"owner":0,"houses":1},{"square":18,"owner":3}])");
  act(*m, 1, zroll(), {2, 2});
  act(*m, 1, zdir(0));
  CHECK(Z(*m).demo_zombie[13] == 1);
  act(*m, 2, roll(), {1, 2});  // a second human arrives
  CHECK(Z(*m).demo_zombie[13] == -1);
  act(*m, 2, {mono::kEndTurn, 0, 0, 0});
  act(*m, 3, roll(), {2, 3});  // the first human leaves: nothing falls
  CHECK(Z(*m).t.buildings[13] == 1);
}

TEST_CASE("MZ-DEMO-3 the zombie leaving first cancels the demolition", "[mz][demolition]") {
  auto m = scen(R"("player_count":3,"turn":1,"stage":"outbreak","zombies":[1],
                   "players":[{"position":0},{"position":9},{"position":13}],"deeds":[{"square":13,"owner":0,"houses":1}])");
  act(*m, 1, zroll(), {2, 2});
  act(*m, 1, zdir(0));
  REQUIRE(Z(*m).demo_zombie[13] == 1);
  auto s = m->state().clone();  // move the zombie away, then the human: no demolition
  auto& z = table_of(*s);
  MzCtx c(z, rules_of(*s), s->rng(), nullptr);
  z.t.players[1].pos = 20;
  sweep_demolitions(c);
  z.t.players[2].pos = 16;
  sweep_demolitions(c);
  CHECK(z.t.buildings[13] == 1);
}

TEST_CASE("MZ-DEMO-4 humans leaving a built infection ground cost it a level", "[mz][demolition]") {
  auto m = scen(R"("player_count":3,"turn":0,"stage":"outbreak","zombies":[1],
                   "players":[{"position":13},{"position":30},{"position":0}],"deeds":[{"square":13,"owner":1,"houses":2}])");
  act(*m, 0, roll(), {1, 2});
  CHECK(Z(*m).t.buildings[13] == 1);
}

TEST_CASE("MZ-DEMO-5 humans overrun in a zombie house take a level with them", "[mz][demolition]") {
  auto m = scen(R"("player_count":4,"turn":1,"stage":"outbreak","zombies":[1,3],"lapped":[0],
                   "players":[{"position":13},{"position":9},{"position":0},{"position":13}],
                   "deeds":[{"square":13,"owner":3,"houses":2}])");
  act(*m, 1, zroll(), {2, 2});
  act(*m, 1, zdir(0));  // attack 2 zombies + ground = 3 >= human + 2 houses
  CHECK(Z(*m).pl[0].zombie);
  CHECK(Z(*m).t.buildings[13] == 1);
}

TEST_CASE("MZ-DEMO-6 a human overrun on arriving at a zombie house takes a level down", "[mz][demolition]") {
  auto m = scen(R"("player_count":3,"turn":0,"stage":"outbreak","zombies":[1],"lapped":[0],
                   "players":[{"position":9},{"position":13},{"position":30}],
                   "deeds":[{"square":13,"owner":1,"houses":1}])");
  auto ev = act_events(*m, 0, roll(), {1, 3});  // 1 zombie + ground = 2 against 1 human + 1 house
  CHECK(Z(*m).pl[0].zombie);
  CHECK(Z(*m).t.buildings[13] == 0);
  CHECK(count(ev, kEvDemolish) == 1);
  std::string log = log_of(*m, ev);
  CHECK(log.find("overrun; one level fell") != std::string::npos);
  CHECK(log.find("knocked") == std::string::npos);
}

TEST_CASE("MZ-DEMO-6 a human left alone in a zombie house and overrun takes one level down",
          "[mz][demolition]") {
  auto m = scen(R"("player_count":5,"turn":0,"stage":"outbreak","zombies":[1,3],"lapped":[0,2],
                   "players":[{"position":13},{"position":13},{"position":13},{"position":13},{"position":30}],
                   "deeds":[{"square":13,"owner":3,"houses":2},{"square":16,"owner":0}])");
  CHECK_FALSE(Z(*m).pl[2].zombie);  // 2 zombies + ground = 3 against 2 humans + 2 houses
  auto ev = act_events(*m, 0, roll(), {1, 2});
  CHECK(Z(*m).pl[2].zombie);          // 3 against 1 human + 2 houses
  CHECK(Z(*m).t.buildings[13] == 1);  // one level, not one for leaving and one for the overrun
  CHECK(count(ev, kEvDemolish) == 1);
}

TEST_CASE("MZ-DEMO-4 the log names the humans leaving, not zombies", "[mz][demolition]") {
  auto m = scen(R"("player_count":3,"turn":0,"stage":"outbreak","zombies":[1],
                   "players":[{"position":13},{"position":30},{"position":0}],"deeds":[{"square":13,"owner":1,"houses":2}])");
  auto ev = act_events(*m, 0, roll(), {1, 2});
  CHECK(Z(*m).t.buildings[13] == 1);
  std::string log = log_of(*m, ev);
  CHECK(log.find("Zombies knocked") == std::string::npos);
  CHECK(log.find("last human sheltering") != std::string::npos);
}
