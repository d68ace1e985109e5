// The strong bot's whole trade offers (strong_offers.h): each one opens,
// edits and proposes in legal steps, is priced so the normal bot accepts it,
// and once the strong bot picks one it writes it to the end.
#include "games/monopoly/strong_offers.h"

#include "framework/bot.h"
#include "framework/strong_bot.h"
#include "games/monopoly/bots.h"
#include "games/monopoly/strong_bot.h"
#include "helpers.h"

using namespace shamble;
using namespace shamble::mono;
using namespace shamble::mono::test;

namespace {
// Seat 0 holds two pink lots (11, 14), seat 1 the third (13) and one orange
// lot (16) of which seat 0 holds the other two (18, 19); seat 0 also holds a
// lone railway (5).
void pink_and_orange(Game& g) {
  g.own(0, {5, 11, 14, 18, 19});
  g.own(1, {13, 16});
  g.fix();
}

// Plays `steps` for seat 0 on `g`; the normal bot at seat 1 then answers.
Action play_offer(Game& g, const std::vector<Action>& steps) {
  for (const Action& a : steps) g.ok(0, a);
  REQUIRE(g.s->actors() == 1u << 1);
  Rng rng(3);
  return make_bot(monopoly_game(), "normal")->choose(*g.s, 1, rng);
}
}  // namespace

TEST_CASE("strong offers: every offer is legal, whole, and one the normal bot accepts",
          "[monopoly][strong]") {
  Game g(3);
  pink_and_orange(g);
  std::vector<std::vector<Action>> offers;
  strong_offers(g.t(), 0, offers);
  REQUIRE(offers.size() >= 2);
  CHECK(offers.size() <= static_cast<size_t>(kMaxStrongOffers));
  uint64_t wanted = 0;
  for (const auto& o : offers) {
    REQUIRE(o.size() >= 3);
    CHECK(o.front() == A(kTradeStart, 1));
    CHECK(o.back() == A(kTradePropose));
    Game h(3);
    pink_and_orange(h);
    CHECK(play_offer(h, o) == A(kTradeAccept));
    CHECK(trade_gain(h.t(), 1) >= kNormalAcceptGain);
    wanted |= h.t().trade.deeds;
    CHECK((h.t().trade.deeds >> 13 & 1) + (h.t().trade.deeds >> 16 & 1) == 1);  // one lot we lack
  }
  CHECK((wanted >> 13 & 1));
  CHECK((wanted >> 16 & 1));
}

TEST_CASE("strong offers: none once a trade was opened this turn, or for a built group",
          "[monopoly][strong]") {
  Game g(3);
  pink_and_orange(g);
  std::vector<std::vector<Action>> offers;
  g.t().trades_opened[0] = 1;
  strong_offers(g.t(), 0, offers);
  CHECK(offers.empty());
  g.t().trades_opened[0] = 0;
  g.t().phase = kBuying;  // not free to open a trade
  strong_offers(g.t(), 0, offers);
  CHECK(offers.empty());
}

TEST_CASE("strong bot: a searched offer it picks is written to the end, then proposed",
          "[monopoly][strong]") {
  // A search that values only holding the orange lot (16): the normal bot
  // would bid for the pink one (13, first in square order), so only an offer
  // from strong_offers reaches 16, and the search must pick it and play all
  // its steps, where a fresh normal bot would cancel the half-written offer.
  Game g(3);
  pink_and_orange(g);
  StrongGame sg;
  sg.make_rollout_bot = make_normal_bot;
  sg.value = [](const State& s, int seat) { return table_of(s).owner[16] == seat ? 1.0 : 0.0; };
  sg.horizon = 1;
  sg.candidate = [](const State&, int, const Action& a) { return searched_kind(a.kind); };
  sg.delegate = [](const State& s, int seat) { return writing_trade(table_of(s), seat); };
  sg.plans = [](const State& s, int seat, std::vector<std::vector<Action>>& out) {
    strong_offers(table_of(s), seat, out);
  };
  StrongParams p;
  p.iterations = 16;
  auto strong = make_strong_bot(sg, p);
  Rng rng(1), nrng(1);
  CHECK(make_normal_bot()->choose(*g.s, 0, nrng) == A(kTradeStart, 1));  // for 13, the yardstick
  REQUIRE(strong->choose(*g.s, 0, rng) == A(kTradeStart, 1));
  g.ok(0, A(kTradeStart, 1));
  for (int i = 0; i < 12 && !g.t().trade.answering; ++i) {
    const Action step = strong->choose(*g.s, 0, rng);
    REQUIRE(step.kind != kTradeCancel);
    g.ok(0, step);
  }
  REQUIRE(g.t().trade.answering);
  CHECK((g.t().trade.deeds >> 16 & 1));
  CHECK_FALSE((g.t().trade.deeds >> 13 & 1));
  Rng arng(2);
  g.ok(1, make_normal_bot()->choose(*g.s, 1, arng));
  CHECK(g.t().owner[16] == 0);
}

TEST_CASE("strong bot: with plans the yardstick is the normal bot's whole offer, not its first step",
          "[monopoly][strong]") {
  // The normal bot opens a trade for the pink lot (13). Searched as that one
  // step, its rollouts would go on with fresh bots that cancel the offer, and
  // no trade the normal bot means would ever show its worth.
  Game g(3);
  pink_and_orange(g);
  StrongGame sg;
  sg.make_rollout_bot = make_normal_bot;
  sg.delegate = [](const State& s, int seat) { return writing_trade(table_of(s), seat); };
  sg.plans = [](const State& s, int seat, std::vector<std::vector<Action>>& out) {
    strong_offers(table_of(s), seat, out);
  };
  Rng nrng(1);
  const Action normal = make_normal_bot()->choose(*g.s, 0, nrng);
  REQUIRE(normal == A(kTradeStart, 1));
  const std::vector<Action> arm = strong_yardstick(sg, *g.s, 0, normal, Rng(1));
  REQUIRE(arm.size() >= 3);
  CHECK(arm.front() == normal);
  CHECK(arm.back() == A(kTradePropose));
  for (const Action& a : arm) g.ok(0, a);
  CHECK(g.t().trade.answering);
  CHECK((g.t().trade.deeds >> 13 & 1));
  // Without plans the search weighs single moves, and the yardstick is one too.
  sg.plans = nullptr;
  Game h(3);
  pink_and_orange(h);
  CHECK(strong_yardstick(sg, *h.s, 0, normal, Rng(1)).size() == 1);
}
