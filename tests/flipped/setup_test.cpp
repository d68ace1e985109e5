#include "helpers.h"

using namespace flipped_test;

TEST_CASE("F-SETUP-1: health, cash by team size, everyone on the start square", "[flipped]") {
  for (auto [n, cash] : {std::pair{2, 900}, {3, 715}, {4, 625}}) {
    Game g = make(n);
    REQUIRE(g.f().chars() == n);
    for (int c = 0; c < n; ++c) {
      CHECK(g.f().ch(c).health == 10);
      CHECK(g.f().ch(c).cash == cash);
      CHECK(g.f().ch(c).pos == 0);
    }
    for (int p = 0; p < kParts; ++p) CHECK(g.f().part_loc(p) == kPartAtSource);
    for (int sq = 0; sq < kSquares; ++sq) CHECK(g.f().mark(sq) == kUnknown);
    CHECK(g.f().round() == 1);
    CHECK(g.f().actors() == 1u);
  }
}

TEST_CASE("F-SETUP-2: solo plays two characters from one seat", "[flipped]") {
  Game g = make(1);
  REQUIRE(g.f().num_players() == 1);
  REQUIRE(g.f().chars() == 2);
  CHECK(g.f().ch(1).cash == 900);
  g.act(0, {kMove, kD43}, {S});  // 4: a tax square, nothing happens
  g.act(0, {kEndTurn});
  CHECK(g.f().turn_char() == 1);
  CHECK(g.f().actors() == 1u);  // seat 0 again, for the second character
}

TEST_CASE("F-DICE-1 F-DICE-2 F-ROUND-1: the marker counts 7..1 and frees the die it replaces", "[flipped]") {
  const int expect_die[8] = {0, 0, 1, 2, 3, 3, 2, 1};
  const int expect_value[8] = {0, 7, 6, 5, 4, 3, 2, 1};
  const DiceSet& ds = dice_set(kReadingSum7);
  for (int r = 0; r <= kRounds; ++r) {
    CHECK(ds.marker_die(r) == expect_die[r]);
    CHECK(ds.marker_value(r) == expect_value[r]);
    CHECK(ds.available_mask(r) == (0xF & ~(1 << expect_die[r])));
  }
  for (auto& d : ds.dice) CHECK(d.silver + d.coloured == 7);
  Game g = make(2);
  g.refused(0, {kMove, 1}, "F-MOVE-1");  // the 7|0 die marks round 1
  g.refused(0, {kMove, 16}, "F-MOVE-1");
  g.refused(0, {kMove, 0}, "F-MOVE-1");
}
