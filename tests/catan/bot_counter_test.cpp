// C-TRADE-COUNTER as the normal bot plays it: an offer it cannot take as it
// stands is answered with the part of the deal that suits it, one it would
// accept itself, and a normal proposer takes a counter that suits its plan.
#include <catch2/catch.hpp>

#include "framework/bot.h"
#include "helpers.h"

using namespace cattest;

namespace {

// Seat 0 plans a settlement (has brick, wool, grain, misses lumber; one spare
// ore). Seat 1 plans a city (2 grain, 2 ore: misses one ore; 2 spare lumber).
// Both have an open site so the plans are the settlement and the city.
std::unique_ptr<State> two_plans() {
  auto s = make("classic", {"layout=beginner"});
  Model& m = M(*s);
  clear_board(m);
  for (int p = 0; p < 2; ++p) {
    const Ring r = ring(p == 0 ? 0 : 9);
    put_settlement(m, p, r.node[0]);
    put_road(m, p, r.edge[0]);
    put_road(m, p, r.edge[1]);
  }
  refresh(m);
  give(m, 0, kBrick, 1);
  give(m, 0, kWool, 1);
  give(m, 0, kGrain, 1);
  give(m, 0, kOre, 1);
  give(m, 1, kLumber, 2);
  give(m, 1, kGrain, 2);
  give(m, 1, kOre, 2);
  to_main(m, 0);
  REQUIRE(s->check_invariants() == "");
  return s;
}

// Seat 0 offers `give` for `get` (as many cards as listed).
void offer(State& s, std::vector<int> give, std::vector<int> get) {
  must(s, 0, act(kOffer));
  for (int r : give) must(s, 0, act(kOfferGive, r));
  for (int r : get) must(s, 0, act(kOfferGet, r));
  must(s, 0, act(kOfferSend));
}

// Lets the bot answer for `seat` until its answer is complete; returns the kinds it used.
std::vector<int> answer(State& s, Bot& bot, int seat) {
  std::vector<int> kinds;
  Rng r(1);
  const Model& m = M(s);
  while (m.phase == kOfferRespond &&
         (m.offer.resp[seat] == kRespPending || m.offer.resp[seat] == kRespCountering)) {
    Action a = bot.choose(s, seat, r);
    kinds.push_back(a.kind);
    must(s, seat, a);
    REQUIRE(kinds.size() < 20);
  }
  return kinds;
}

}  // namespace

TEST_CASE("C-TRADE-COUNTER normal bot counters an offer it cannot take as it stands",
          "[catan][bots][trade]") {
  auto s = two_plans();
  Model& m = M(*s);
  auto bot1 = catan_game().make_bot("normal");
  // Asks 3 lumber of seat 1, who holds 2: no acceptance, but 1 lumber for the ore suits it.
  offer(*s, {kOre}, {kLumber, kLumber, kLumber});
  std::vector<int> kinds = answer(*s, *bot1, 1);
  REQUIRE(kinds == std::vector<int>{kCounter, kCounterGive, kCounterGet, kCounterSend});
  REQUIRE(m.offer.resp[1] == kRespCounter);
  REQUIRE(m.offer.cgive[1] == ResArr{1, 0, 0, 0, 0});  // one lumber
  REQUIRE(m.offer.cget[1] == ResArr{0, 0, 0, 0, 1});   // for the ore
  must(*s, 2, act(kDecline));
  must(*s, 3, act(kDecline));
  REQUIRE(m.phase == kOfferChoose);
  // The normal proposer misses lumber and can spare the ore: it takes the counter.
  auto bot0 = catan_game().make_bot("normal");
  Rng r(2);
  Action pick = bot0->choose(*s, 0, r);
  REQUIRE(pick == act(kTradeWith, 1));
  must(*s, 0, pick);
  REQUIRE(m.pl[0].res[kLumber] == 1);
  REQUIRE(m.pl[0].res[kOre] == 0);
  REQUIRE(m.pl[1].res[kOre] == 3);
  REQUIRE(m.pl[1].res[kLumber] == 1);
  REQUIRE(m.phase == kMain);
  REQUIRE(s->check_invariants() == "");
}

TEST_CASE("C-TRADE-COUNTER the bot's counter is a deal it accepts when offered", "[catan][bots][trade]") {
  auto s = two_plans();
  auto bot1 = catan_game().make_bot("normal");
  // Seat 0 offers exactly what seat 1 countered with above: seat 1 accepts outright.
  offer(*s, {kOre}, {kLumber});
  REQUIRE(answer(*s, *bot1, 1) == std::vector<int>{kAccept});
}

TEST_CASE("C-TRADE-COUNTER no counter when the offer holds nothing the bot needs", "[catan][bots][trade]") {
  auto s = two_plans();
  auto bot1 = catan_game().make_bot("normal");
  // Grain is not what seat 1's city misses: a plain decline, no counter.
  offer(*s, {kGrain}, {kLumber, kLumber, kLumber});
  REQUIRE(answer(*s, *bot1, 1) == std::vector<int>{kDecline});
}

TEST_CASE("C-TRADE-COUNTER no counter to a proposer two points from winning", "[catan][bots][trade]") {
  auto s = two_plans();
  Model& m = M(*s);
  m.o.target = 3;  // seat 0's single settlement is then within two points of the target
  auto bot1 = catan_game().make_bot("normal");
  offer(*s, {kOre}, {kLumber, kLumber, kLumber});
  REQUIRE(answer(*s, *bot1, 1) == std::vector<int>{kDecline});
}

TEST_CASE("C-TRADE-COUNTER a proposer turns down a counter that misses its plan", "[catan][bots][trade]") {
  auto s = two_plans();
  Model& m = M(*s);
  offer(*s, {kOre}, {kLumber, kLumber, kLumber});
  // Seat 1 counters by hand with grain, which seat 0 already holds enough of.
  must(*s, 1, act(kCounter));
  must(*s, 1, act(kCounterGive, kGrain));
  must(*s, 1, act(kCounterGet, kOre));
  must(*s, 1, act(kCounterSend));
  must(*s, 2, act(kDecline));
  must(*s, 3, act(kDecline));
  REQUIRE(m.phase == kOfferChoose);
  auto bot0 = catan_game().make_bot("normal");
  Rng r(3);
  REQUIRE(bot0->choose(*s, 0, r) == act(kOfferCancel));
}
