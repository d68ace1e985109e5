// Zombie turns: MZ-ZOMB-1..6 and the direction-first idea (MZ-DIR-1).
#include "helpers.h"

using namespace mzt;

namespace {
const char* kBase =
    R"("player_count":3,"turn":1,"stage":"outbreak","zombies":[1],"players":[{"position":0},{"position":20},{"position":0}])";
}

TEST_CASE("MZ-ZOMB-1 zombies roll 2D4, MZ-ZOMB-2 then pick a direction, no second move on doubles",
          "[mz][zombie]") {
  auto m = scen(kBase);
  CHECK(legal(*m, 1, zroll()));
  CHECK_FALSE(legal(*m, 1, roll()));
  act(*m, 1, zroll(), {1, 1});
  CHECK(legal(*m, 1, zdir(0)));
  CHECK(legal(*m, 1, zdir(1)));
  act(*m, 1, zdir(0));
  CHECK(Z(*m).t.players[1].pos == 22);
  CHECK(Z(*m).t.turn == 2);  // MZ-ZOMB-3: no extra move
}

TEST_CASE("MZ-DIR-1 option direction_before_roll: the direction comes with the roll", "[mz][zombie]") {
  auto m = scen(std::string(kBase) + R"(,"options":{"direction_before_roll":true})");
  CHECK(legal(*m, 1, zroll(1)));
  act(*m, 1, zroll(0), {1, 2});
  CHECK(Z(*m).t.players[1].pos == 23);
}

TEST_CASE("MZ-ZOMB-5 an unowned deed goes to auction among the humans", "[mz][zombie]") {
  auto m = scen(kBase);
  act(*m, 1, zroll(), {2, 1});
  act(*m, 1, zdir(0));  // 23: unowned street
  const auto& z = Z(*m);
  REQUIRE(z.t.phase == mono::kAuction);
  CHECK_FALSE(z.t.auction.in_mask >> 1 & 1);
  CHECK(m->state().actors() != (1u << 1));
}

TEST_CASE("MZ-ZOMB-4 cards are shown and ignored", "[mz][zombie]") {
  auto m = scen(kBase);
  int top = Z(*m).t.decks[0].cards[Z(*m).t.decks[0].top];
  act(*m, 1, zroll(), {1, 1});
  act(*m, 1, zdir(0));  // 22: a card square
  CHECK(Z(*m).t.players[1].pos == 22);
  CHECK(Z(*m).t.decks[0].cards[(Z(*m).t.decks[0].top + 15) % 16] == top);  // under the deck
}

TEST_CASE("MZ-ZOMB-6 humans cannot trade with zombies, zombies get no salary", "[mz][zombie]") {
  auto m = scen(
      R"("player_count":3,"turn":0,"stage":"outbreak","zombies":[1],"players":[{"position":0},{"position":38},{"position":0}])");
  CHECK_FALSE(legal(*m, 0, {mono::kTradeStart, 1, 0, 0}));
  CHECK(legal(*m, 0, {mono::kTradeStart, 2, 0, 0}));
  act(*m, 0, roll(), {1, 2});
  act(*m, 0, {mono::kDecline, 0, 0, 0});
  while (Z(*m).t.turn == 0 || Z(*m).t.phase == mono::kAuction) {
    int s = m->state().current_actor();
    std::vector<Action> v;
    m->state().legal_actions(s, v);
    Action a = v[0];
    for (auto& x : v)
      if (x.kind == mono::kPass || x.kind == mono::kEndTurn) a = x;
    act(*m, s, a);
  }
  act(*m, 1, zroll(), {2, 2});
  act(*m, 1, zdir(0));  // 38 -> 2 past the start
  CHECK(Z(*m).t.players[1].cash == 0);
}
