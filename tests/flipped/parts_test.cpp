#include "helpers.h"

using namespace flipped_test;

TEST_CASE("F-PART-1: pay the full price on a transport or utility to take its part", "[flipped]") {
  Game g = make(2, R"("players": [{"position": 1}])");
  g.refused(0, {kBuyPart}, "F-PART-1");  // a street has no part
  g.act(0, {kMove, kD43}, {S});          // 1 -> 5
  g.act(0, {kBuyPart});
  CHECK(g.has(kEvPartTaken, "F-PART-1"));
  CHECK(g.f().part_loc(0) == 0);
  CHECK(g.f().ch(0).cash == 700);
  g.refused(0, {kBuyPart}, "F-PART-1");  // already taken
}

TEST_CASE("F-PART-2: with three or four characters one part each, two may carry more", "[flipped]") {
  Game g = make(3, R"("players": [{"position": 11, "parts": [0]}])");
  g.act(0, {kMove, kD61}, {C});  // 11 -> 12, a utility
  g.refused(0, {kBuyPart}, "F-PART-2");
  Game h = make(2, R"("players": [{"position": 11, "parts": [0]}])");
  h.act(0, {kMove, kD61}, {C});
  h.act(0, {kBuyPart});
  CHECK(h.f().parts_held(0) == 2);
  Game k = make(2, R"("players": [{"position": 11, "parts": [0]}])", R"("part_limit": "one")");
  k.act(0, {kMove, kD61}, {C});
  k.refused(0, {kBuyPart}, "F-PART-2");
}

TEST_CASE("F-PART-3: passing Jail drops every carried part there", "[flipped]") {
  Game g = make(2, R"("players": [{"position": 7, "parts": [0, 4]}])");
  g.act(0, {kMove, kD43}, {S});  // 7 -> 11 passes Jail
  CHECK(g.f().part_loc(0) == kPartDelivered);
  CHECK(g.f().part_loc(4) == kPartDelivered);
  CHECK(g.f().parts_delivered() == 2);
}

TEST_CASE("F-SWAP-1: after moving onto a teammate, hand over cash or a part either way", "[flipped]") {
  Game g = make(2, R"("players": [{"position": 1}, {"position": 5, "parts": [2]}])");
  g.refused(0, {kGiveCash, 1, 50}, "F-SWAP-1");  // not met yet
  g.act(0, {kMove, kD43}, {S});                  // 1 -> 5: meets character 1
  CHECK(g.f().met_mask() == 2);
  g.act(0, {kGiveCash, 1, 123});
  CHECK(g.f().ch(0).cash == 777);
  CHECK(g.f().ch(1).cash == 1023);
  g.refused(0, {kTakeCash, 1, 5000}, "F-SWAP-1");
  g.refused(0, {kTakePart, 1, 3}, "F-SWAP-1");
  g.act(0, {kTakePart, 1, 2});
  CHECK(g.f().part_loc(2) == 0);
  CHECK(g.f().actions_used() == 2);  // cash and part in one exchange: one action (F-SWAP-3)
  CHECK(g.f().turn_char() == 0);
}

TEST_CASE("F-SWAP-1: a teammate already on your square at the start is not met", "[flipped]") {
  Game g = make(2, R"("players": [{"position": 5}, {"position": 5}])");
  g.refused(0, {kGiveCash, 1, 50}, "F-SWAP-1");
  Game h = make(2, R"("players": [{"position": 5}, {"position": 5}])", R"("exchange": "same_square")");
  h.act(0, {kGiveCash, 1, 50});
}
