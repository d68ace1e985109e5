// The release card as immunity by choice (MZ-CONV-4, immunity_by_choice) and
// snake eyes on a card's utility throw (MZ-CONV-2).
#include "helpers.h"

using namespace mzt;

namespace {
const Action kUse{kUseImmunity, 0, 0, 0}, kKeep{kDeclineImmunity, 0, 0, 0};
const char* kJail = R"("player_count":3,"turn":0,"lapped":[0],"chance_card":0,
    "options":{"immunity_by_choice":true},"players":[{"position":26}])";
const char* kSnake = R"("player_count":3,"turn":0,"lapped":[0],"chance_card":0,
    "options":{"immunity_by_choice":true},"players":[{"position":11}])";
}  // namespace

TEST_CASE("MZ-CONV-4 immunity_by_choice: the holder is asked and may spend the card", "[mz][immunity]") {
  auto m = scen(kJail);
  act(*m, 0, roll(), {1, 3});  // the go-to-jail square
  CHECK(m->state().actors() == 1u);
  CHECK(legal(*m, 0, kUse));
  CHECK(legal(*m, 0, kKeep));
  CHECK_FALSE(legal(*m, 0, {mono::kEndTurn, 0, 0, 0}));
  auto err = m->apply(0, {mono::kEndTurn, 0, 0, 0}, nullptr);
  REQUIRE(err);
  CHECK(err->rule == "MZ-CONV-4");
  act(*m, 0, kUse);
  CHECK_FALSE(Z(*m).pl[0].zombie);
  CHECK(Z(*m).t.jail_card_owner[0] == -1);
}

TEST_CASE("MZ-CONV-4 immunity_by_choice: keeping the card means turning", "[mz][immunity]") {
  auto m = scen(kJail);
  act(*m, 0, roll(), {1, 3});
  act(*m, 0, kKeep);
  CHECK(Z(*m).pl[0].zombie);
  CHECK(Z(*m).t.jail_card_owner[0] == -1);  // zombies keep no cards
}

TEST_CASE("MZ-CONV-4 immunity_by_choice on snake eyes: spent, the roll is an ordinary double",
          "[mz][immunity]") {
  auto m = scen(kSnake);
  act(*m, 0, roll(), {1, 1});
  CHECK(Z(*m).t.players[0].pos == 11);  // waits for the decision
  act(*m, 0, kUse);
  CHECK(Z(*m).t.players[0].pos == 13);
  CHECK_FALSE(Z(*m).pl[0].zombie);
  CHECK(Z(*m).t.doubles == 1);
}

TEST_CASE("MZ-CONV-4 immunity_by_choice on snake eyes: kept, two squares on as a zombie", "[mz][immunity]") {
  auto m = scen(kSnake);
  act(*m, 0, roll(), {1, 1});
  act(*m, 0, kKeep);
  CHECK(Z(*m).pl[0].zombie);
  CHECK(Z(*m).t.players[0].pos == 13);
}

TEST_CASE("MZ-CONV-4 without immunity_by_choice nobody is asked", "[mz][immunity]") {
  auto m = scen(R"("player_count":3,"turn":0,"lapped":[0],"chance_card":0,"players":[{"position":26}])");
  act(*m, 0, roll(), {1, 3});
  CHECK_FALSE(legal(*m, 0, kUse));
  CHECK(Z(*m).t.jail_card_owner[0] == -1);
}

TEST_CASE("MZ-CONV-2 snake eyes on a card's utility throw converts", "[mz][immunity][conversion]") {
  const char* body = R"("player_count":3,"turn":0,"lapped":[0],"chance_deck":[6],
      "players":[{"position":19,"cash":500},{"position":0},{"position":0}],"deeds":[{"square":28,"owner":1}])";
  auto snake = scen(body);
  act(*snake, 0, roll(), {1, 2, 1, 1});  // 22 (chance): the nearest utility, 28; the throw is 1 + 1
  CHECK(Z(*snake).t.players[0].pos == 28);
  CHECK(Z(*snake).pl[0].zombie);
  CHECK(Z(*snake).t.players[1].cash == 1500);  // no rent from a zombie
  auto plain = scen(body);
  act(*plain, 0, roll(), {1, 2, 3, 4});
  CHECK_FALSE(Z(*plain).pl[0].zombie);
  CHECK(Z(*plain).t.players[0].cash == 430);  // 10 x 7 to the owner
  CHECK(Z(*plain).t.players[1].cash == 1570);
}

TEST_CASE("MZ-CONV-4 an open question survives a save and a load, and a stale record of it is caught",
          "[mz][immunity]") {
  auto m = scen(kJail);
  act(*m, 0, roll(), {1, 3});
  REQUIRE(Z(*m).asking == 1u);  // seat 0 is asked (MzTable::asking, derived)
  Error e;
  for (bool binary : {false, true}) {
    auto back = binary ? Match::from_binary(m->to_binary(), &e) : Match::from_json(m->to_json(), &e);
    INFO((binary ? "binary: " : "json: ") << e.message);
    REQUIRE(back);
    CHECK(Z(*back).asking == 1u);
    CHECK(back->state().actors() == 1u);
    CHECK(legal(*back, 0, kUse));
  }
  MzTable stale = Z(*m);
  stale.asking = 0;
  CHECK_FALSE(mz_invariants(stale, rules_of(m->state())).empty());
  act(*m, 0, kUse);
  CHECK(Z(*m).asking == 0u);
}
