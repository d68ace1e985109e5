#include "helpers.h"

using namespace flipped_test;

TEST_CASE("F-DAY-1: up to three actions, then the next character's turn", "[flipped]") {
  Game g = make(2);
  g.act(0, {kMove, kD43}, {S});  // 0 -> 4 (tax square: nothing happens)
  CHECK(g.f().ch(0).pos == 4);
  g.act(0, {kMove, kD61}, {C});  // 4 -> 5, a transport
  g.act(0, {kBuyPart});          // the third action ends the turn
  CHECK(g.has(kEvTurnEnd, "F-DAY-1"));
  CHECK(g.f().turn_char() == 1);
  CHECK(g.f().actions_used() == 0);
  g.refused(0, {kMove, kD43}, "turn-order");
}

TEST_CASE("F-DAY-2: a turn needs a move, the third action must be one if none was made", "[flipped]") {
  Game g = make(2, R"("players": [{"position": 5}, {"position": 5}])", R"("exchange": "same_square")");
  g.refused(0, {kEndTurn}, "F-DAY-2");
  g.act(0, {kGiveCash, 1, 10});
  g.act(0, {kGiveCash, 1, 10});
  g.refused(0, {kGiveCash, 1, 10}, "F-DAY-2");
  g.refused(0, {kBuyPart}, "F-DAY-2");
  std::vector<Action> legal;
  g.f().legal_actions(0, legal);
  for (auto& a : legal) CHECK(a.kind == kMove);
  g.act(0, {kMove, kD43}, {S});
  CHECK(g.f().turn_char() == 1);
}

TEST_CASE("F-DAY-2 option end_without_move: ending unmoved is allowed and infests the square", "[flipped]") {
  Game g = make(2, R"("players": [{"position": 4}])", R"("end_without_move": true)");
  g.act(0, {kEndTurn}, {C});  // pushed back to 3, an unknown street: coloured
  CHECK(g.has(kEvInfest, "F-DAY-3"));
  CHECK(g.f().mark(4) == kInfested);
  CHECK(g.f().mark(3) == kInfested);
  CHECK(g.f().ch(0).pos == 2);
  CHECK(g.f().ch(0).health == 8);
}

TEST_CASE("F-DAY-3: no forward movement infests the square, everyone there is hurt and pushed back",
          "[flipped]") {
  // Round 2: the 7|0 die is available, and alone it can show 0.
  Game g = make(2, R"("round": 2, "players": [{"position": 4}, {"position": 4}])");
  g.act(0, {kMove, 1}, {C});  // rolled 0
  CHECK_FALSE(g.f().moved_forward());
  g.act(0, {kEndTurn}, {S});  // character 0 pushed to 3: revealed safe
  CHECK(g.f().mark(4) == kInfested);
  CHECK(g.has(kEvHealth, "F-DAY-3"));
  CHECK(g.f().ch(0).health == 9);
  REQUIRE(g.f().phase() == Phase::Choice);
  CHECK(g.f().choice_char() == 0);
  g.act(0, {kLeave});  // to the chest square; now character 1 is pushed
  CHECK(g.f().ch(0).pos == 2);
  CHECK(g.f().ch(1).health == 9);
  REQUIRE(g.f().phase() == Phase::Choice);
  CHECK(g.f().choice_char() == 1);
  CHECK(g.f().actors() == 2u);
  g.act(1, {kStay});
  CHECK(g.f().ch(1).cash == 900 - 60);
  CHECK(g.f().turn_char() == 1);  // the push-backs are over: character 1's own turn
  CHECK(g.f().phase() == Phase::Day);
}

// Soak find (seed 1260356, preset standard): a shelter that stayed on the
// infested square while the push-back waited on a choice made the position
// one that no save of it could load.
TEST_CASE("F-DAY-3: an infested safe house shelters nobody, even while the push-back waits", "[flipped]") {
  Game g = make(3, R"("round": 2, "safe_houses": [14],
      "players": [{"position": 14}, {"position": 14, "sheltered": true}, {"position": 14, "sheltered": true}])");
  g.act(0, {kMove, 1}, {C});  // rolled 0
  g.act(0, {kEndTurn}, {S});  // character 0 pushed to 13: revealed safe, a choice
  REQUIRE(g.f().phase() == Phase::Choice);
  CHECK(g.f().mark(14) == kInfested);
  CHECK(g.f().ch(1).pos == 14);  // still waiting for the push-back
  CHECK_FALSE(g.f().ch(1).flags & kSheltered);
  CHECK_FALSE(g.f().ch(2).flags & kSheltered);
}

TEST_CASE("F-DAY-4: an infested Jail loses the game at once", "[flipped]") {
  Game g = make(2, R"("round": 2, "players": [{"position": 10}])");
  g.act(0, {kMove, 1}, {C});
  g.act(0, {kEndTurn});
  CHECK(g.f().terminal());
  CHECK(g.f().outcome().reason == "jail infested");
  CHECK(g.f().outcome().summary == "The team lost: Jail is infested, so nobody can escape through it");
  CHECK(g.f().outcome().winners.empty());
  CHECK_FALSE(g.f().outcome().draw);
}
