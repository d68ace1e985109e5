// Bot counter-offers (M-TRADE-3): the normal bot answers an offer it would
// reject with one it would accept itself and the proposer should like too;
// bot-vs-bot haggling stays bounded and games still end.
#include "framework/bot.h"
#include "framework/sim.h"
#include "games/monopoly/bots.h"
#include "helpers.h"

using namespace shamble;
using namespace shamble::mono;
using namespace shamble::mono::test;

// Seat 0 holds two pink lots; the bot at seat 1 holds the third (square 13),
// worth far more to seat 0 (it completes the group) than to the bot.
static void pink_offer(Game& g, int cash_offered) {
  g.own(0, {11, 14});
  g.own(1, {13});
  g.fix();
  g.ok(0, A(kTradeStart, 1));
  g.ok(0, A(kTradeDeed, 13));
  g.ok(0, A(kTradeCash, 0, cash_offered));
  g.ok(0, A(kTradePropose));
  REQUIRE(g.s->actors() == 1u << 1);
}

// Lets the bot act until the table waits on someone else.
static void bot_moves(Game& g, Bot& bot, int seat, Rng& rng) {
  for (int i = 0; i < 40 && g.s->actors() == 1u << seat; ++i) g.ok(seat, bot.choose(*g.s, seat, rng));
}

TEST_CASE("M-TRADE-3 the normal bot counters a low offer instead of rejecting it",
          "[monopoly][trade][bots]") {
  Game g(3);
  pink_offer(g, 200);
  auto bot = make_bot(monopoly_game(), "normal");
  Rng rng(5);
  CHECK(trade_gain(g.t(), 1) <= 10);  // as offered, it would say no
  Action first = bot->choose(*g.s, 1, rng);
  CHECK(first == A(kTradeCounter));
  bot_moves(g, *bot, 1, rng);
  // The counter is on the table for seat 0: the same deed for more cash.
  const Trade& tr = g.t().trade;
  REQUIRE(tr.active);
  CHECK(tr.answering);
  CHECK(g.s->actors() == 1u);
  CHECK(tr.deeds == 1ull << 13);
  CHECK(tr.cash[0] > 200);
  CHECK(tr.cash[0] % 10 == 0);
  CHECK(tr.cash[1] == 0);
  CHECK(tr.counters == 1);
  // One the bot would accept itself, and still a gain for seat 0 by the same valuation.
  CHECK(trade_gain(g.t(), 1) > 10);
  CHECK(trade_gain(g.t(), 0) > 10);
  int price = tr.cash[0];
  g.ok(0, A(kTradeAccept));
  CHECK(g.t().owner[13] == 0);
  CHECK(g.cash(0) == 1500 - price);
}

TEST_CASE("M-TRADE-3 the normal bot rejects when no counter could suit both sides",
          "[monopoly][trade][bots]") {
  Game g(3);
  g.pl(0).cash = 250;  // cannot pay what the bot would want
  pink_offer(g, 10);
  auto bot = make_bot(monopoly_game(), "normal");
  Rng rng(5);
  CHECK(bot->choose(*g.s, 1, rng) == A(kTradeReject));
}

TEST_CASE("M-TRADE-3 a counter may drop one of the bot's own deeds from the offer",
          "[monopoly][trade][bots]") {
  Game g(3);
  g.own(0, {11, 14, 1});
  g.own(1, {13, 3});   // 3 would complete seat 0's brown pair too
  g.pl(0).cash = 450;  // too little for both deeds at the bot's price, enough for one
  g.fix();
  g.ok(0, A(kTradeStart, 1));
  g.ok(0, A(kTradeDeed, 13));
  g.ok(0, A(kTradeDeed, 3));
  g.ok(0, A(kTradeCash, 0, 300));
  g.ok(0, A(kTradePropose));
  auto bot = make_bot(monopoly_game(), "normal");
  Rng rng(5);
  REQUIRE(trade_gain(g.t(), 1) <= 10);
  OfferPlan plan;
  REQUIRE(find_counter(g.t(), 1, 11, 11, &plan));
  CHECK(plan.deeds == 1ull << 13);  // the brown lot is taken out
  CHECK(plan_gain(g.t(), plan, 1) > 10);
  CHECK(plan_gain(g.t(), plan, 0) > 10);
  CHECK(bot->choose(*g.s, 1, rng) == A(kTradeCounter));
  bot_moves(g, *bot, 1, rng);
  CHECK(g.t().trade.answering);
  CHECK(g.t().trade.deeds == plan.deeds);
  CHECK(g.t().trade.cash == plan.cash);
}

TEST_CASE("M-TRADE-5 bot-vs-bot counter chains end and games still finish", "[monopoly][trade][bots]") {
  Rng bot_rng(21);
  int counters = 0, finished = 0, games = 60;
  for (int n = 0; n < games; ++n) {
    NewGameParams p;
    make_config(monopoly_game().options, monopoly_game().presets, "", {}, &p.config);
    p.players = 2 + n % 5;
    p.seed = 900 + n;
    auto s = monopoly_game().create(p);
    std::vector<std::unique_ptr<Bot>> bots;
    for (int i = 0; i < p.players; ++i) bots.push_back(make_bot(monopoly_game(), i % 2 ? "easy" : "normal"));
    int trade_actions = 0;
    auto r = play_out(*s, bots, bot_rng, 1000, [&](const State& st, const EventSink& ev) {
      for (auto& e : ev) counters += e.kind == kEvTradeCountered;
      const MonoTable& t = table_of(st);
      trade_actions = t.phase == kTrade ? trade_actions + 1 : 0;
      // One trade is at most (1 + counters) offers of at most 12 edits plus an answer each.
      REQUIRE(trade_actions <= (1 + kCountersPerTrade) * (kEditsPerOffer + 2));
      REQUIRE(st.check_invariants() == "");
    });
    REQUIRE(!r.stuck);
    finished += r.finished;
  }
  CHECK(counters > 0);
  CHECK(finished >= games * 9 / 10);
}
