// Jail (M-JAIL-*), including the short game's one-turn stay (M-SHORT-3).
#include "helpers.h"

using namespace shamble;
using namespace shamble::mono;
using namespace shamble::mono::test;

static void jail(Game& g, int p, int tries = 0) {
  g.pl(p).pos = 10;
  g.pl(p).in_jail = true;
  g.pl(p).jail_tries = static_cast<int8_t>(tries);
  g.fix();
}

TEST_CASE("M-JAIL-1 the go-to-jail square jails without salary and ends the turn", "[monopoly][jail]") {
  Game g;
  g.pl(0).pos = 25;
  g.fix();
  g.ok(0, A(kRoll), {2, 3});
  CHECK(g.pl(0).pos == 10);
  CHECK(g.pl(0).in_jail);
  CHECK(g.cash(0) == 1500);
  CHECK(g.t().phase == kPostRoll);
}

TEST_CASE("M-JAIL-1 a double that lands on go-to-jail gives no further roll", "[monopoly][jail]") {
  Game g;
  g.pl(0).pos = 24;
  g.fix();
  g.ok(0, A(kRoll), {3, 3});
  CHECK(g.pl(0).in_jail);
  CHECK(g.t().phase == kPostRoll);
}

TEST_CASE("M-JAIL-3 paying $50 before rolling frees the player, who then moves normally",
          "[monopoly][jail]") {
  Game g;
  jail(g, 0);
  g.ok(0, A(kPayJail));
  CHECK(g.cash(0) == 1450);
  CHECK(!g.pl(0).in_jail);
  CHECK(g.t().phase == kPreRoll);
  g.ok(0, A(kRoll), {2, 3});
  CHECK(g.pl(0).pos == 15);
}

TEST_CASE("M-JAIL-3 the fine cannot be paid without $50 or after rolling", "[monopoly][jail]") {
  Game g;
  jail(g, 0);
  g.pl(0).cash = 40;
  g.fix();
  g.refused(0, A(kPayJail), "M-JAIL-3");
  Game h;
  h.refused(0, A(kPayJail), "M-JAIL-3");  // not in jail
}

TEST_CASE("M-JAIL-4 a release card frees the player and returns under its deck", "[monopoly][jail]") {
  Game g;
  jail(g, 0);
  g.refused(0, A(kUseCard), "M-JAIL-4");
  g.give_release_card(1, 0);
  g.fix();
  CHECK(g.t().decks[1].count == 15);
  g.ok(0, A(kUseCard));
  CHECK(!g.pl(0).in_jail);
  CHECK(g.t().jail_card_owner[1] == -1);
  CHECK(g.t().decks[1].count == 16);
  const Deck& d = g.t().decks[1];
  CHECK(card(d.cards[(d.top + 15) % kDeckSize]).effect == kCardJailFree);
}

TEST_CASE("M-JAIL-5 doubles free the player, who moves by them without another roll", "[monopoly][jail]") {
  Game g;
  jail(g, 0);
  g.own(0, {16});
  g.fix();
  g.ok(0, A(kRoll), {3, 3});
  CHECK(!g.pl(0).in_jail);
  CHECK(g.pl(0).pos == 16);
  CHECK(g.t().phase == kPostRoll);
}

TEST_CASE("M-JAIL-5 a failed roll keeps the player in jail and ends the turn", "[monopoly][jail]") {
  Game g;
  jail(g, 0);
  g.ok(0, A(kRoll), {1, 2});
  CHECK(g.pl(0).in_jail);
  CHECK(g.pl(0).pos == 10);
  CHECK(g.pl(0).jail_tries == 1);
  CHECK(g.t().phase == kPostRoll);
}

TEST_CASE("M-JAIL-6 after the third failure the player pays $50 and moves", "[monopoly][jail]") {
  Game g;
  jail(g, 0, 2);
  g.own(0, {13});
  g.fix();
  g.ok(0, A(kRoll), {1, 2});
  CHECK(!g.pl(0).in_jail);
  CHECK(g.pl(0).pos == 13);
  CHECK(g.cash(0) == 1450);
}

TEST_CASE("M-JAIL-6 a player who cannot pay the fine must raise it before moving", "[monopoly][jail]") {
  Game g;
  jail(g, 0, 2);
  g.own(0, {13});
  g.pl(0).cash = 20;
  g.fix();
  g.ok(0, A(kRoll), {1, 2});
  CHECK(g.t().phase == kDebt);
  CHECK(g.pl(0).pos == 10);
  g.ok(0, A(kMortgage, 13));
  CHECK(g.pl(0).pos == 13);
  CHECK(g.cash(0) == 20 + 70 - 50);
}

TEST_CASE("M-SHORT-3 in the short game the player leaves jail on the next turn", "[monopoly][jail]") {
  Game g(4, {}, "short");
  jail(g, 0);
  g.ok(0, A(kRoll), {1, 2});
  CHECK(!g.pl(0).in_jail);
  CHECK(g.pl(0).pos == 13);
  CHECK(g.saw(kEvJailOut, "M-SHORT-3"));
}

TEST_CASE("M-JAIL-7 a jailed owner still collects rent and may build", "[monopoly][jail]") {
  Game g;
  jail(g, 1);
  g.own(1, {6, 8, 9});
  g.fix();
  g.ok(0, A(kRoll), {2, 4});
  CHECK(g.cash(1) == 1500 + 12);
  g.ok(0, A(kEndTurn));
  CHECK(g.t().turn == 1);
  g.ok(1, A(kBuild, 6));
  g.ok(1, A(kTradeStart, 2));
}

TEST_CASE("M-JAIL-7 stopping on the jail square by a move is just visiting", "[monopoly][jail]") {
  Game g;
  g.pl(0).pos = 4;
  g.fix();
  g.ok(0, A(kRoll), {2, 4});
  CHECK(g.pl(0).pos == 10);
  CHECK(!g.pl(0).in_jail);
  CHECK(g.t().phase == kPostRoll);
}
