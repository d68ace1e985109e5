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
  give(m, 0, kLumber, 3);
  auto e = s->apply(0, act(kBankTrade, kLumber, kBrick), nullptr);
  REQUIRE(e);
  REQUIRE(e->rule == "C-HARBOUR");
  give(m, 0, kLumber, 1);
  must(*s, 0, act(kBankTrade, kLumber, kBrick));
  REQUIRE(m.pl[0].res[kLumber] == 0);
  REQUIRE(m.pl[0].res[kBrick] == 1);
  REQUIRE(s->apply(0, act(kBankTrade, kBrick, kBrick), nullptr)->rule == "C-TRADE-BANK");
  REQUIRE(s->check_invariants() == "");
}

TEST_CASE("C-HARBOUR generic harbour trades 3:1, resource harbour 2:1", "[catan][trade]") {
  auto s = make("classic", {"layout=beginner"});
  Model& m = M(*s);
  clear_board(m);
  int g = harbour_of(m, kGenericHarbour), w = harbour_of(m, kWool);
  put_settlement(m, 0, topo().harbour_nodes[g][0]);
  to_main(m, 0);
  REQUIRE(m.bank_ratio(0, kOre) == 3);
  REQUIRE(m.bank_ratio(0, kWool) == 3);
  put_settlement(m, 1, topo().harbour_nodes[w][1]);
  REQUIRE(m.bank_ratio(1, kWool) == 2);
  REQUIRE(m.bank_ratio(1, kOre) == 4);
  give(m, 0, kOre, 3);
  must(*s, 0, act(kBankTrade, kOre, kGrain));
  REQUIRE(m.pl[0].res[kGrain] == 1);
  std::vector<Action> legal;
  to_main(m, 1);
  give(m, 1, kWool, 2);
  s->legal_actions(1, legal);
  REQUIRE(std::find(legal.begin(), legal.end(), act(kBankTrade, kWool, kOre)) != legal.end());
  must(*s, 1, act(kBankTrade, kWool, kOre));
  REQUIRE(m.pl[1].res[kOre] == 1);
}

TEST_CASE("C-TRADE-OFFER offer, accept, decline, counter, then trade with one", "[catan][trade]") {
  auto s = four_settled();
  Model& m = M(*s);
  give(m, 0, kLumber, 2);
  give(m, 1, kBrick, 1);
  give(m, 3, kOre, 2);
  must(*s, 0, act(kOffer));
  must(*s, 0, act(kOfferGive, kLumber));
  REQUIRE(s->apply(0, act(kOfferGet, kLumber), nullptr)->rule == "C-TRADE-OFFER");
  must(*s, 0, act(kOfferGet, kBrick));
  must(*s, 0, act(kOfferSend));
  REQUIRE(s->actors() == 0b1110u);
  // Seat 2 holds no brick: accepting is refused.
  REQUIRE(s->apply(2, act(kAccept), nullptr)->rule == "C-TRADE-OFFER");
  must(*s, 1, act(kAccept));
  must(*s, 2, act(kDecline));
  must(*s, 3, act(kCounter));
  must(*s, 3, act(kCounterGive, kOre));
  must(*s, 3, act(kCounterGet, kLumber));
  must(*s, 3, act(kCounterGet, kLumber));
  must(*s, 3, act(kCounterSend));
  REQUIRE(m.phase == kOfferChoose);
  std::vector<Action> legal;
  s->legal_actions(0, legal);
  REQUIRE(std::find(legal.begin(), legal.end(), act(kTradeWith, 1)) != legal.end());
  REQUIRE(std::find(legal.begin(), legal.end(), act(kTradeWith, 3)) != legal.end());
  REQUIRE(s->apply(0, act(kTradeWith, 2), nullptr));
  must(*s, 0, act(kTradeWith, 3));  // take the counter: 2 lumber for 1 ore
  REQUIRE(m.pl[0].res[kLumber] == 0);
  REQUIRE(m.pl[0].res[kOre] == 1);
  REQUIRE(m.pl[3].res[kLumber] == 2);
  REQUIRE(m.phase == kMain);
  REQUIRE(s->check_invariants() == "");
  // C-TRADE-LIMIT: one offer per turn by default.
  REQUIRE(s->apply(0, act(kOffer), nullptr)->rule == "C-TRADE-LIMIT");
}

TEST_CASE("C-TRADE-OFFER an offer everybody declines closes by itself", "[catan][trade]") {
  auto s = make("classic", {"layout=beginner", "trade_offers_per_turn=3"});
  Model& m = M(*s);
  clear_board(m);
  for (int p = 0; p < 4; ++p) put_settlement(m, p, topo().hex_nodes[p * 5][0]);
  to_main(m, 0);
  give(m, 0, kWool, 1);
  must(*s, 0, act(kOffer));
  must(*s, 0, act(kOfferGive, kWool));
  must(*s, 0, act(kOfferGet, kOre));
  must(*s, 0, act(kOfferSend));
  for (int p = 1; p < 4; ++p) must(*s, p, act(kDecline));
  REQUIRE(m.phase == kMain);
  REQUIRE(m.pl[0].res[kWool] == 1);
  must(*s, 0, act(kOffer));  // a second offer is allowed with the option at 3
  must(*s, 0, act(kOfferCancel));
  REQUIRE(m.phase == kMain);
}
