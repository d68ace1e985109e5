// Trades (M-TRADE-*): offers built item by item, answers, counters, limits.
#include "helpers.h"

using namespace shamble;
using namespace shamble::mono;
using namespace shamble::mono::test;

TEST_CASE("M-TRADE-1 cash, deeds and release cards change hands in one accepted offer", "[monopoly][trade]") {
  Game g(3);
  g.own(0, {6});
  g.own(1, {13, 5});
  g.give_release_card(0, 1);
  g.fix();
  g.ok(0, A(kTradeStart, 1));
  CHECK(g.t().phase == kTrade);
  g.ok(0, A(kTradeDeed, 6));
  g.ok(0, A(kTradeDeed, 13));
  g.ok(0, A(kTradeCard, 0));
  g.ok(0, A(kTradeCash, 0, 100));
  g.ok(0, A(kTradeCash, 1, 25));
  g.ok(0, A(kTradePropose));
  CHECK(g.s->actors() == 2u);
  g.refused(0, A(kTradeAccept), "turn-order");
  g.ok(1, A(kTradeAccept));
  CHECK(g.t().owner[6] == 1);
  CHECK(g.t().owner[13] == 0);
  CHECK(g.t().owner[5] == 1);
  CHECK(g.t().jail_card_owner[0] == 0);
  CHECK(g.cash(0) == 1500 - 100 + 25);
  CHECK(g.cash(1) == 1500 + 100 - 25);
  CHECK(g.t().phase == kPreRoll);
  CHECK(g.saw(kEvTradeAccepted, "M-TRADE-4"));
}

TEST_CASE("M-TRADE-3 the partner may counter, and the proposer then answers", "[monopoly][trade]") {
  Game g(3);
  g.own(0, {6});
  g.own(1, {13});
  g.fix();
  g.ok(0, A(kTradeStart, 1));
  g.refused(0, A(kTradePropose), "M-TRADE-3");  // empty
  g.ok(0, A(kTradeDeed, 13));
  g.ok(0, A(kTradeCash, 0, 50));
  g.ok(0, A(kTradePropose));
  g.refused(1, A(kTradeDeed, 6), "M-TRADE-3");
  g.ok(1, A(kTradeCounter));
  CHECK(g.s->actors() == 2u);
  g.ok(1, A(kTradeCash, 0, 200));
  g.ok(1, A(kTradePropose));
  CHECK(g.s->actors() == 1u);
  g.ok(0, A(kTradeReject));
  CHECK(g.t().owner[13] == 1);
  CHECK(g.cash(0) == 1500);
  CHECK(g.t().phase == kPreRoll);
  CHECK(!g.t().trade.active);
}

TEST_CASE("M-TRADE-2 deeds of a built-up group cannot be traded", "[monopoly][trade]") {
  Game g;
  g.own(0, {6, 8, 9});
  set_buildings(g.t(), 9, 1);
  g.fix();
  g.ok(0, A(kTradeStart, 1));
  g.refused(0, A(kTradeDeed, 6), "M-TRADE-2");
  g.refused(0, A(kTradeDeed, 13), "M-TRADE-1");  // nobody's
  g.refused(0, A(kTradeCash, 1, 1501), "M-TRADE-1");
}

TEST_CASE("M-TRADE-5 trades per turn, counters and edits are bounded", "[monopoly][trade]") {
  Game g;
  g.own(1, {13});
  g.fix();
  for (int i = 0; i < kTradesPerTurn; ++i) {
    g.ok(0, A(kTradeStart, 1));
    g.ok(0, A(kTradeCancel));
  }
  g.refused(0, A(kTradeStart, 1), "M-TRADE-5");
  Game h;
  h.own(1, {13});
  h.fix();
  h.ok(0, A(kTradeStart, 1));
  for (int i = 0; i < kEditsPerOffer; ++i) h.ok(0, A(kTradeDeed, 13));
  h.refused(0, A(kTradeDeed, 13), "M-TRADE-5");
  h.refused(0, A(kTradePropose), "M-TRADE-3");  // 13 toggled an even number of times: empty
}

TEST_CASE("M-TRADE-5 counter-offers are bounded", "[monopoly][trade]") {
  Game g;
  g.own(1, {13});
  g.fix();
  g.ok(0, A(kTradeStart, 1));
  g.ok(0, A(kTradeDeed, 13));
  g.ok(0, A(kTradePropose));
  for (int i = 0; i < kCountersPerTrade; ++i) {
    int answerer = i % 2 == 0 ? 1 : 0;
    g.ok(answerer, A(kTradeCounter));
    g.ok(answerer, A(kTradePropose));
  }
  int answerer = kCountersPerTrade % 2 == 0 ? 1 : 0;
  g.refused(answerer, A(kTradeCounter), "M-TRADE-5");
  g.ok(answerer, A(kTradeAccept));
  CHECK(g.t().owner[13] == 0);
}
