// C-TRADE-BANK, C-HARBOUR, C-TRADE-OFFER, C-TRADE-COUNTER, C-TRADE-LIMIT.
#include <catch2/catch.hpp>

#include "helpers.h"

using namespace cattest;

namespace {
int harbour_of(const Model& m, int kind) {
  for (int i = 0; i < kHarbours; ++i)
    if (m.harbour[i] == kind) return i;
  return -1;
}
}  // namespace

TEST_CASE("C-TRADE-BANK four of a kind for one", "[catan][trade]") {
  auto s = make("classic", {"layout=beginner"});
  Model& m = M(*s);
  clear_board(m);
  put_settlement(m, 0, topo().hex_nodes[9][0]);
  to_main(m, 0);
  give(m, 0, LUMBER, 3);
  auto e = s->apply(0, act(A_BANK, LUMBER, BRICK), nullptr);
  REQUIRE(e);
  REQUIRE(e->rule == "C-HARBOUR");
  give(m, 0, LUMBER, 1);
  must(*s, 0, act(A_BANK, LUMBER, BRICK));
  REQUIRE(m.pl[0].res[LUMBER] == 0);
  REQUIRE(m.pl[0].res[BRICK] == 1);
  REQUIRE(s->apply(0, act(A_BANK, BRICK, BRICK), nullptr)->rule == "C-TRADE-BANK");
  REQUIRE(s->check_invariants() == "");
}

TEST_CASE("C-HARBOUR generic harbour trades 3:1, resource harbour 2:1", "[catan][trade]") {
  auto s = make("classic", {"layout=beginner"});
  Model& m = M(*s);
  clear_board(m);
  int g = harbour_of(m, kGenericHarbour), w = harbour_of(m, WOOL);
  put_settlement(m, 0, topo().harbour_nodes[g][0]);
  to_main(m, 0);
  REQUIRE(m.bank_ratio(0, ORE) == 3);
  REQUIRE(m.bank_ratio(0, WOOL) == 3);
  put_settlement(m, 1, topo().harbour_nodes[w][1]);
  REQUIRE(m.bank_ratio(1, WOOL) == 2);
  REQUIRE(m.bank_ratio(1, ORE) == 4);
  give(m, 0, ORE, 3);
  must(*s, 0, act(A_BANK, ORE, GRAIN));
  REQUIRE(m.pl[0].res[GRAIN] == 1);
  std::vector<Action> legal;
  to_main(m, 1);
  give(m, 1, WOOL, 2);
  s->legal_actions(1, legal);
  REQUIRE(std::find(legal.begin(), legal.end(), act(A_BANK, WOOL, ORE)) != legal.end());
  must(*s, 1, act(A_BANK, WOOL, ORE));
  REQUIRE(m.pl[1].res[ORE] == 1);
}

TEST_CASE("C-TRADE-OFFER offer, accept, decline, counter, then trade with one", "[catan][trade]") {
  auto s = make("classic", {"layout=beginner"});
  Model& m = M(*s);
  clear_board(m);
  for (int p = 0; p < 4; ++p) put_settlement(m, p, topo().hex_nodes[p * 5][0]);
  to_main(m, 0);
  give(m, 0, LUMBER, 2);
  give(m, 1, BRICK, 1);
  give(m, 3, ORE, 2);
  must(*s, 0, act(A_OFFER));
  must(*s, 0, act(A_OFFER_GIVE, LUMBER));
  REQUIRE(s->apply(0, act(A_OFFER_GET, LUMBER), nullptr)->rule == "C-TRADE-OFFER");
  must(*s, 0, act(A_OFFER_GET, BRICK));
  must(*s, 0, act(A_OFFER_SEND));
  REQUIRE(s->actors() == 0b1110u);
  // Seat 2 holds no brick: accepting is refused.
  REQUIRE(s->apply(2, act(A_ACCEPT), nullptr)->rule == "C-TRADE-OFFER");
  must(*s, 1, act(A_ACCEPT));
  must(*s, 2, act(A_DECLINE));
  must(*s, 3, act(A_COUNTER));
  must(*s, 3, act(A_COUNTER_GIVE, ORE));
  must(*s, 3, act(A_COUNTER_GET, LUMBER));
  must(*s, 3, act(A_COUNTER_GET, LUMBER));
  must(*s, 3, act(A_COUNTER_SEND));
  REQUIRE(m.phase == OFFER_CHOOSE);
  std::vector<Action> legal;
  s->legal_actions(0, legal);
  REQUIRE(std::find(legal.begin(), legal.end(), act(A_TRADE_WITH, 1)) != legal.end());
  REQUIRE(std::find(legal.begin(), legal.end(), act(A_TRADE_WITH, 3)) != legal.end());
  REQUIRE(s->apply(0, act(A_TRADE_WITH, 2), nullptr));
  must(*s, 0, act(A_TRADE_WITH, 3));  // take the counter: 2 lumber for 1 ore
  REQUIRE(m.pl[0].res[LUMBER] == 0);
  REQUIRE(m.pl[0].res[ORE] == 1);
  REQUIRE(m.pl[3].res[LUMBER] == 2);
  REQUIRE(m.phase == MAIN);
  REQUIRE(s->check_invariants() == "");
  // C-TRADE-LIMIT: one offer per turn by default.
  REQUIRE(s->apply(0, act(A_OFFER), nullptr)->rule == "C-TRADE-LIMIT");
}

TEST_CASE("C-TRADE-OFFER an offer everybody declines closes by itself", "[catan][trade]") {
  auto s = make("classic", {"layout=beginner", "trade_offers_per_turn=3"});
  Model& m = M(*s);
  clear_board(m);
  for (int p = 0; p < 4; ++p) put_settlement(m, p, topo().hex_nodes[p * 5][0]);
  to_main(m, 0);
  give(m, 0, WOOL, 1);
  must(*s, 0, act(A_OFFER));
  must(*s, 0, act(A_OFFER_GIVE, WOOL));
  must(*s, 0, act(A_OFFER_GET, ORE));
  must(*s, 0, act(A_OFFER_SEND));
  for (int p = 1; p < 4; ++p) must(*s, p, act(A_DECLINE));
  REQUIRE(m.phase == MAIN);
  REQUIRE(m.pl[0].res[WOOL] == 1);
  must(*s, 0, act(A_OFFER));  // a second offer is allowed with the option at 3
  must(*s, 0, act(A_OFFER_CANCEL));
  REQUIRE(m.phase == MAIN);
}
