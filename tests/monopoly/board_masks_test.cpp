// The board masks (table.h BoardMasks, kept by board_masks.h): true after every
// action of random games in every preset, rebuilt on load, a stale one caught
// by check_invariants; and what the trade offers allow as deeds are bought,
// built on, mortgaged and traded.
#include "framework/bot.h"
#include "framework/match.h"
#include "framework/setup.h"
#include "helpers.h"

using namespace shamble;
using namespace shamble::mono;
using namespace shamble::mono::test;

namespace {
std::unique_ptr<State> fresh(const std::string& preset, int players, uint64_t seed) {
  NewGameParams p;
  REQUIRE(!make_config(monopoly_game().options, monopoly_game().presets, preset, {}, &p.config));
  p.players = players;
  p.seed = seed;
  return monopoly_game().create(p);
}
}  // namespace

TEST_CASE("board masks match the owners, buildings and mortgages after every random action",
          "[monopoly][masks]") {
  Rng bot_rng(26);
  RandomBot bot;
  long actions = 0, built = 0, mortgaged = 0, owned = 0;
  for (const char* preset : {"classic", "survival", "short", "survival-short"}) {
    for (int g = 0; g < 25; ++g) {
      auto s = fresh(preset, 2 + g % 5, 2600 + g);
      const MonoTable& t = table_of(*s);
      for (int step = 0; step < 3000 && !s->terminal(); ++step) {
        int seat = s->current_actor();
        Action a = bot.choose(*s, seat, bot_rng);
        REQUIRE(!s->apply(seat, a, nullptr));
        ++actions;
        if (!(t.masks == derive_masks(t))) {
          INFO(preset << " game " << g << " step " << step << " after " << s->encode(a));
          FAIL("the board masks went stale");
        }
        built += t.masks.built != 0;
        mortgaged += t.masks.mortgaged != 0;
        owned += t.masks.owned[0] != 0;
      }
    }
  }
  // The games reached what the masks track, so the comparison above meant something.
  CHECK(actions > 100000);
  CHECK(built > 0);
  CHECK(mortgaged > 0);
  CHECK(owned > 0);
}

TEST_CASE("a stale board mask is a broken invariant", "[monopoly][masks]") {
  for (int which = 0; which < 3; ++which) {
    auto s = fresh("classic", 4, 7);
    REQUIRE(s->check_invariants() == "");
    MonoTable& t = table_of(*s);
    if (which == 0) t.masks.owned[2] |= square_bit(39);
    if (which == 1) t.masks.built |= square_bit(1);
    if (which == 2) t.masks.mortgaged |= square_bit(5);
    CHECK(s->check_invariants().find("masks") != std::string::npos);
  }
}

TEST_CASE("board masks are not saved: a loaded game derives them again", "[monopoly][masks]") {
  Rng bot_rng(3);
  RandomBot bot;
  NewGameRequest req;
  req.game = "monopoly";
  req.seed = 11;
  Error err;
  auto m = make_match(req, &err);
  REQUIRE(m);
  for (int step = 0; step < 1500 && !m->state().terminal(); ++step) {
    int seat = m->state().current_actor();
    REQUIRE(!m->apply(seat, bot.choose(m->state(), seat, bot_rng), nullptr));
  }
  const MonoTable& t = table_of(m->state());
  REQUIRE(owned_by_anyone(t) != 0);
  for (bool binary : {false, true}) {
    auto loaded = Match::load(binary ? m->to_binary() : m->to_json(), &err);
    REQUIRE(loaded);
    CHECK(table_of(loaded->state()).masks == t.masks);
  }
  CHECK(m->state().to_json().find("masks") == std::string::npos);
}

TEST_CASE("M-TRADE-1 a deed bought is offered by its new owner", "[monopoly][masks][trade]") {
  Game g(3);
  g.fix();
  g.ok(0, A(kRoll), {2, 4});  // to square 6, unowned
  REQUIRE(g.t().phase == kBuying);
  g.ok(0, A(kBuy));
  g.ok(0, A(kEndTurn));
  g.ok(1, A(kTradeStart, 0));
  CHECK(lists(legal(g, 1), A(kTradeDeed, 6)));
  g.ok(1, A(kTradeDeed, 6));
  CHECK(lists(legal(g, 1), A(kTradePropose)));
  g.ok(1, A(kTradePropose));
  g.ok(0, A(kTradeAccept));
  CHECK(g.t().owner[6] == 1);
  CHECK((owned_by(g.t(), 1) >> 6 & 1) == 1);
  CHECK((owned_by(g.t(), 0) >> 6 & 1) == 0);
}

TEST_CASE("M-TRADE-2 building shuts a group out of offers, selling opens it again",
          "[monopoly][masks][trade]") {
  Game g(3);
  g.own(0, {6, 8, 9});
  g.own(1, {13});
  g.fix();
  g.ok(0, A(kBuild, 6));
  g.ok(0, A(kTradeStart, 1));
  auto l = legal(g, 0);
  CHECK(!lists(l, A(kTradeDeed, 6)));
  CHECK(!lists(l, A(kTradeDeed, 8)));
  CHECK(!lists(l, A(kTradeDeed, 9)));
  CHECK(lists(l, A(kTradeDeed, 13)));
  g.refused(0, A(kTradeDeed, 8), "M-TRADE-2");
  // An offer that names a lot of a built group (written by hand, as a damaged
  // save might) cannot be proposed, and says why: the first such deed.
  g.t().trade.deeds = square_bit(13) | square_bit(9);
  CHECK(!lists(legal(g, 0), A(kTradePropose)));
  g.refused(0, A(kTradePropose), "M-TRADE-2");
  g.t().trade.deeds = square_bit(13) | square_bit(21);  // 21: nobody's
  g.refused(0, A(kTradePropose), "M-TRADE-1");
  g.t().trade.deeds = square_bit(13);
  CHECK(lists(legal(g, 0), A(kTradePropose)));
  g.ok(0, A(kTradeCancel));
  g.ok(0, A(kSell, 6));
  g.ok(0, A(kTradeStart, 1));
  l = legal(g, 0);
  CHECK(lists(l, A(kTradeDeed, 6)));
  CHECK(lists(l, A(kTradeDeed, 8)));
  CHECK(lists(l, A(kTradeDeed, 9)));
}

TEST_CASE("M-TRADE-1 mortgaged deeds stay tradeable and go with their mortgage", "[monopoly][masks][trade]") {
  Game g(3);
  g.own(0, {1, 3});
  g.own(1, {39});
  g.fix();
  g.ok(0, A(kMortgage, 3));
  CHECK(g.t().masks.mortgaged == square_bit(3));
  g.ok(0, A(kTradeStart, 1));
  CHECK(lists(legal(g, 0), A(kTradeDeed, 3)));
  g.ok(0, A(kTradeDeed, 3));
  g.ok(0, A(kTradeDeed, 39));
  g.ok(0, A(kTradePropose));
  g.ok(1, A(kTradeAccept));
  CHECK(owned_by(g.t(), 0) == (square_bit(1) | square_bit(39)));
  CHECK(owned_by(g.t(), 1) == square_bit(3));
  REQUIRE(g.t().phase == kMortgageChoice);  // M-MORT-4: the new owner lifts or pays 10%
  g.ok(1, A(kLift, 3));
  CHECK(g.t().masks.mortgaged == 0);
  // Traded on: the deed is now the partner's to offer in a trade with a third seat.
  g.ok(1, A(kTradeStart, 2));
  CHECK(lists(legal(g, 1), A(kTradeDeed, 3)));
  CHECK(!lists(legal(g, 1), A(kTradeDeed, 1)));
}

TEST_CASE("M-TRADE-3 offer edits: propose is listed exactly when the offer is valid and not empty",
          "[monopoly][masks][trade]") {
  Game g(3);
  g.own(0, {6});
  g.own(1, {13});
  g.fix();
  g.ok(0, A(kTradeStart, 1));
  CHECK(!lists(legal(g, 0), A(kTradePropose)));
  g.ok(0, A(kTradeDeed, 13));
  CHECK(lists(legal(g, 0), A(kTradePropose)));
  g.ok(0, A(kTradeDeed, 13));  // toggled out again: empty
  CHECK(!lists(legal(g, 0), A(kTradePropose)));
  g.ok(0, A(kTradeCash, 1, 500));
  CHECK(lists(legal(g, 0), A(kTradePropose)));
  g.t().players[1].cash = 400;  // less than the offer now (by hand: no action lowers cash mid-trade)
  g.t().issued -= 1100;
  CHECK(!lists(legal(g, 0), A(kTradePropose)));
  g.refused(0, A(kTradePropose), "M-TRADE-1");
}
