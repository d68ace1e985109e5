// Apocalypse humans: MZ-APOC-1..4 and first-lap susceptibility.
#include "helpers.h"

using namespace mzt;

namespace {
const char* kApoc =
    R"("player_count":3,"turn":0,"stage":"apocalypse","zombies":[1],"players":[{"position":20},{"position":5},{"position":0}])";
}

TEST_CASE("MZ-APOC-2 roll three dice, keep two and a direction", "[mz][apocalypse]") {
  auto m = scen(kApoc);
  CHECK_FALSE(legal(*m, 0, roll()));
  act(*m, 0, zroll(), {2, 3, 5});
  std::vector<Action> v;
  m->state().legal_actions(0, v);
  CHECK(v.size() == 6);
  act(*m, 0, pick(0, 2, 1));  // 2 + 5 counter-clockwise
  CHECK(Z(*m).t.players[0].pos == 13);
  CHECK(Z(*m).t.turn == 1);
}

TEST_CASE("MZ-APOC-3 a kept double may roll again", "[mz][apocalypse]") {
  auto m = scen(kApoc);
  act(*m, 0, zroll(), {4, 4, 1});
  act(*m, 0, pick(0, 1, 0));
  CHECK(legal(*m, 0, {kAAgain, 0, 0, 0}));
  act(*m, 0, {kAAgain, 0, 0, 0});
  act(*m, 0, zroll(), {2, 4, 6});
  CHECK(Z(*m).phase == kMzPick);
}

TEST_CASE("MZ-APOC-4 keeping two ones turns the human", "[mz][apocalypse]") {
  auto m = scen(kApoc);
  act(*m, 0, zroll(), {1, 1, 6});
  act(*m, 0, pick(0, 1, 0));
  CHECK(Z(*m).pl[0].zombie);
  CHECK(Z(*m).t.players[0].pos == 22);
}

TEST_CASE("MZ-APOC-1 no commerce in the apocalypse", "[mz][apocalypse]") {
  auto m = scen(
      R"("player_count":3,"turn":0,"stage":"apocalypse","zombies":[1],"players":[{"position":20},{"position":5},{"position":0}],
                   "deeds":[{"square":21,"owner":0}])");
  CHECK_FALSE(legal(*m, 0, {mono::kMortgage, 21, 0, 0}));
  CHECK_FALSE(legal(*m, 0, {mono::kTradeStart, 2, 0, 0}));
}

TEST_CASE("MZ-CONV-1 in the apocalypse humans before their first lap are susceptible", "[mz][apocalypse]") {
  auto m = scen(
      R"("player_count":3,"turn":1,"stage":"apocalypse","zombies":[1],"players":[{"position":13},{"position":9},{"position":0}])");
  act(*m, 1, zroll(), {2, 2});
  act(*m, 1, zdir(0));
  CHECK(Z(*m).pl[0].zombie);
}
