#include "helpers.h"

using namespace flipped_test;

namespace {
const char* kAllDelivered = R"("delivered": [0, 1, 2, 3, 4, 5])";
}

TEST_CASE("F-WIN-2: passing Jail on day 7 counts, being there earlier does not", "[flipped]") {
  Game g = make(2, R"("round": 7, "players": [{"position": 8}])");
  // Round 7: the 6|1 die is the marker; available 7|0, 5|2, 4|3 (masks 1, 4, 8).
  g.act(0, {kMove, 8}, {C});  // 8 -> 11 passes Jail
  CHECK(g.has(kEvReachedJail, "F-WIN-2"));
  CHECK((g.f().ch(0).flags & kReachedJail));
  Game h = make(2, R"("round": 6, "phase": "dusk", "players": [{"position": 10}, {"position": 10}])");
  h.act(1, {kEndTurn});
  CHECK(h.f().round() == 7);
  CHECK_FALSE((h.f().ch(0).flags & kReachedJail));
}

TEST_CASE("F-WIN-1: missing parts at the end of day 7 lose on time", "[flipped]") {
  Game g = make(2, R"("round": 7, "phase": "dusk", "delivered": [0, 1, 2, 3, 4],
      "players": [{"reached_jail": true}, {"reached_jail": true}])");
  g.act(1, {kEndTurn});
  CHECK(g.f().terminal());
  CHECK(g.f().outcome().reason == "time");
  CHECK(g.f().outcome().winners.empty());
  // The sentence for people says what was missing, not the statistics key.
  CHECK(g.f().outcome().summary == "The team lost: day 7 ended with 5 of the 6 parts at Jail");
}

TEST_CASE("F-WIN-2: a character who never reached Jail on day 7 loses on time", "[flipped]") {
  Game g = make(2, std::string(R"("round": 7, "phase": "dusk", "players": [{"reached_jail": true}, {}], )") +
                       kAllDelivered);
  g.act(1, {kEndTurn});
  CHECK(g.f().outcome().reason == "time");
  CHECK(g.f().outcome().summary ==
        "The team lost: day 7 ended before " + g.f().char_name(1) + " reached Jail");
}

TEST_CASE("F-WIN-3 F-WIN-4: everyone throws the dice, zombies are shared, survivors escape", "[flipped]") {
  Game g = make(2, std::string(R"("round": 7, "phase": "dusk",
      "players": [{"reached_jail": true}, {"reached_jail": true}], )") +
                       kAllDelivered);
  // The marker has turned to 0 (F-WIN-5): the dice are 6|1, 5|2 and 4|3.
  // Character 0 throws C, C, S: 1 + 2 = 3; character 1: C, C, C = 6. Total 9.
  g.act(1, {kEndTurn}, {C, C, S, C, C, C});
  CHECK(g.has(kEvFinalAttack, "F-WIN-3"));
  REQUIRE(g.f().phase() == Phase::Share);
  CHECK(g.f().share_left() == 9);
  g.act(0, {kShare, 3}, {C, S, S, C, C, S, S, S, S});  // 0: one wound; 1 takes 6: two wounds
  CHECK(g.f().ch(0).health == 9);
  CHECK(g.f().ch(1).health == 8);
  REQUIRE(g.f().terminal());
  Outcome o = g.f().outcome();
  CHECK(o.reason == "escaped");
  CHECK(o.winners == std::vector<int>{0, 1});
  CHECK(g.has(kEvGameOver, "F-WIN-4"));
  CHECK(o.summary ==
        g.f().char_name(0) + " and " + g.f().char_name(1) + " survived the last stand and escaped together");
  CHECK(g.f().describe(Event{kEvGameOver, -1, "F-WIN-4", {static_cast<int>(Result::Won), -1, 0, 0}}) ==
        o.summary);
}

TEST_CASE("F-WIN-3: a death in the final attack loses", "[flipped]") {
  Game g = make(2, std::string(R"("round": 7, "phase": "dusk",
      "players": [{"reached_jail": true, "health": 1}, {"reached_jail": true}], )") +
                       kAllDelivered);
  g.act(1, {kEndTurn}, {S, C, S, S, S, S});  // 2 zombies
  g.act(0, {kShare, 2}, {C});
  CHECK(g.f().outcome().reason == "death");
  CHECK(g.f().outcome().summary == "The team lost: " + g.f().char_name(0) + " has fallen");
}

TEST_CASE("F-ROUND-1: seven rounds, turn_number only grows", "[flipped]") {
  Game g = make(2, R"("round": 3, "phase": "dusk", "players": [{"position": 10}, {"position": 10}])");
  const int before = g.f().turn_number();
  g.act(1, {kEndTurn});
  CHECK(g.f().round() == 4);
  CHECK(g.f().turn_number() > before);
}
