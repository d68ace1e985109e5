// M-RENT-8 (option owner_must_ask): rent is paid only if the owner asks before
// the next player rolls; owners who are not acting may ask; bots ask at once.
#include <algorithm>

#include "framework/bot.h"
#include "framework/json_reader.h"
#include "framework/json_writer.h"
#include "framework/sim.h"
#include "helpers.h"

using namespace shamble;
using namespace shamble::mono;
using namespace shamble::mono::test;

TEST_CASE("M-RENT-8 off by default: rent is taken at once", "[monopoly][rent]") {
  Game g(3);
  g.own(2, {6});
  g.fix();
  g.ok(0, A(kRoll), {2, 4});
  CHECK(g.cash(0) == 1494);
  CHECK(g.cash(2) == 1506);
  CHECK(g.t().claim_count == 0);
  g.refused(2, A(kAskRent, 6), "M-RENT-8");
}

TEST_CASE("M-RENT-8 the owner, not acting, asks and the rent is paid", "[monopoly][rent]") {
  Game g(3, {"owner_must_ask=true"});
  g.own(2, {6});
  g.fix();
  g.ok(0, A(kRoll), {2, 4});
  CHECK(g.saw(kEvRentClaim, "M-RENT-8"));
  CHECK(g.cash(0) == 1500);  // nothing taken yet
  REQUIRE(g.t().claim_count == 1);
  CHECK(g.s->actors() == 1u);      // the table still waits on the turn player
  CHECK(g.s->bystanders() == 4u);  // and tells bot loops that seat 2 may ask now
  auto asks = legal(g, 2);
  CHECK(lists(asks, A(kAskRent, 6)));
  g.refused(1, A(kAskRent, 6), "M-RENT-8");  // not the owner
  g.refused(0, A(kAskRent, 6), "M-RENT-8");  // nor the payer
  g.ok(2, A(kAskRent, 6));
  CHECK(g.saw(kEvRent, "M-RENT-8"));
  CHECK(g.cash(0) == 1494);
  CHECK(g.cash(2) == 1506);
  CHECK(g.t().claim_count == 0);
  CHECK(g.t().phase == kPostRoll);
  g.refused(2, A(kAskRent, 6), "M-RENT-8");  // asked once only
}

TEST_CASE("M-RENT-8 asking is open until the next player rolls, then the rent is forfeited",
          "[monopoly][rent]") {
  Game g(3, {"owner_must_ask=true"});
  g.own(2, {6});
  g.fix();
  g.ok(0, A(kRoll), {2, 4});
  g.ok(0, A(kEndTurn));
  CHECK(lists(legal(g, 2), A(kAskRent, 6)));  // still open on the next player's turn, before the roll
  g.ok(1, A(kRoll), {1, 2});
  CHECK(g.saw(kEvRentForfeit, "M-RENT-8"));
  CHECK(g.t().claim_count == 0);
  CHECK(!lists(legal(g, 2), A(kAskRent, 6)));
  g.refused(2, A(kAskRent, 6), "M-RENT-8");
  CHECK(g.cash(0) == 1500);
  CHECK(g.cash(2) == 1500);
}

TEST_CASE("M-RENT-8 the payer's own double does not end the claim, asking waits for a free moment",
          "[monopoly][rent]") {
  Game g(3, {"owner_must_ask=true"});
  g.own(2, {6});
  g.pl(0).cash = 4;
  g.own(0, {1});
  g.fix();
  g.ok(0, A(kRoll), {3, 3});  // a double onto the $6 street
  REQUIRE(g.t().phase == kPreRoll);
  g.ok(0, A(kRoll), {1, 3});  // rolls again: the claim stays open
  REQUIRE(g.t().claim_count == 1);
  // Asking when the payer is short puts the payer in debt, as rent always does.
  g.ok(2, A(kAskRent, 6));
  CHECK(g.t().phase == kDebt);
  CHECK(g.s->actors() == 1u);
  g.refused(1, A(kTradeStart, 0), "M-TRADE-6");
  g.ok(0, A(kMortgage, 1));
  CHECK(g.cash(2) == 1506);
  CHECK(g.t().phase == kPostRoll);
}

TEST_CASE("M-RENT-8 the owner on turn asks before rolling, and bots ask at once", "[monopoly][rent][bots]") {
  Game g(2, {"owner_must_ask=true"});
  g.own(1, {6});
  g.fix();
  g.ok(0, A(kRoll), {2, 4});
  g.ok(0, A(kEndTurn));
  auto acts = legal(g, 1);  // seat 1's turn: asking comes first in its list
  REQUIRE(!acts.empty());
  CHECK(acts[0] == A(kAskRent, 6));
  Rng rng(3);
  for (const char* level : {"easy", "normal"}) {
    auto bot = make_bot(monopoly_game(), level);
    CHECK(bot->choose(*g.s, 1, rng) == A(kAskRent, 6));
  }
  g.ok(1, A(kAskRent, 6));
  CHECK(g.cash(1) == 1506);
}

TEST_CASE("M-RENT-8 a bankrupt player's claims lapse", "[monopoly][rent]") {
  Game g(3, {"owner_must_ask=true"});
  g.own(2, {35});
  g.pl(0).cash = 10;
  g.pl(0).pos = 33;
  g.fix();
  g.ok(0, A(kRoll), {1, 1});  // a double onto seat 2's transport: a claim
  REQUIRE(g.t().claim_count == 1);
  g.ok(0, A(kRoll), {1, 2});  // then the $100 levy, with $10 and nothing to sell
  REQUIRE(g.t().phase == kDebt);
  g.ok(0, A(kBankrupt));
  CHECK(g.pl(0).bankrupt);
  CHECK(g.t().claim_count == 0);
  g.refused(2, A(kAskRent, 35), "M-RENT-8");
}

TEST_CASE("M-RENT-8 bot owners ask out of turn through the game loop, so bots never forfeit rent",
          "[monopoly][rent][bots]") {
  for (const char* level : {"bot:easy", "bot:normal"}) {
    SimOptions o;
    o.request.game = "monopoly";
    o.request.seats = {level, level, level, level};
    o.request.overrides = {"owner_must_ask=true"};
    o.games = 40;
    JsonWriter w;
    Error e;
    REQUIRE(run_sim(o, w, &e));
    rapidjson::Document d;
    parse_json_text(w.str(), d);
    INFO(level);
    CHECK(d["stats"]["rent_claims"].GetInt() > 100);
    CHECK(d["stats"]["rent_forfeited"].GetInt() == 0);
  }
}
