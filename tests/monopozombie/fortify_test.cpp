// Fortified houses (MZ-FORT-1, option fortified_houses): bought where one could
// build, one more defence point, and the first demolition takes it instead of a level.
#include "framework/bot.h"
#include "helpers.h"

using namespace mzt;

namespace {
Action fortify(int sq) { return {kFortify, sq, 0, 0}; }
const char* kLots = R"("player_count":3,"turn":0,"options":{"fortified_houses":true},
                       "players":[{"cash":500,"position":0}],
                       "deeds":[{"square":13,"owner":0,"houses":1},{"square":11,"owner":0},{"square":14,"owner":1,"houses":1}])";
}  // namespace

TEST_CASE("MZ-FORT-1 fortifying a built lot costs its house price, once per lot", "[mz][fortify]") {
  auto m = scen(kLots);
  int price = mono::building_cost(13);
  REQUIRE(legal(*m, 0, fortify(13)));
  CHECK_FALSE(legal(*m, 0, fortify(11)));  // no building
  CHECK_FALSE(legal(*m, 0, fortify(14)));  // someone else's
  // The view offers it on the lot's card, with its price.
  bool offered = false;
  for (const auto& c : choices_of(m->state(), 0))
    if (c.code == "fortify:13")
      offered = c.place == mono::Place::Square && c.square() == 13 && c.cost == price;
  CHECK(offered);
  act(*m, 0, fortify(13));
  CHECK(Z(*m).t.players[0].cash == 500 - price);
  CHECK((Z(*m).fortified >> 13 & 1));
  CHECK(points_at(Z(*m), rules_of(m->state()), 13).fortified == 1);
  CHECK_FALSE(legal(*m, 0, fortify(13)));
  auto err = m->apply(0, fortify(13), nullptr);
  REQUIRE(err);
  CHECK(err->rule == "MZ-FORT-1");  // twice
  err = m->apply(0, fortify(11), nullptr);
  REQUIRE(err);
  CHECK(err->rule == "MZ-FORT-1");  // without a house
  err = m->apply(0, fortify(14), nullptr);
  REQUIRE(err);
  CHECK(err->rule == "MZ-FORT-1");  // not theirs
  // Saves keep it (JSON and binary).
  Error le;
  auto j = Match::load(m->to_json(), &le);
  REQUIRE(j);
  CHECK((Z(*j).fortified >> 13 & 1));
  auto b = Match::from_binary(m->to_binary(), &le);
  REQUIRE(b);
  CHECK(b->state().to_json() == m->state().to_json());
}

TEST_CASE("MZ-FORT-1 fortifying is refused without the cash", "[mz][fortify]") {
  auto m = scen(R"("player_count":3,"turn":0,"options":{"fortified_houses":true},
                   "players":[{"cash":50,"position":0}],"deeds":[{"square":13,"owner":0,"houses":1}])");
  CHECK_FALSE(legal(*m, 0, fortify(13)));
  auto err = m->apply(0, fortify(13), nullptr);
  REQUIRE(err);
  CHECK(err->rule == "MZ-FORT-1");
  CHECK(Z(*m).fortified == 0);
}

TEST_CASE("MZ-FORT-1 with the option off there are no fortifications", "[mz][fortify]") {
  auto m = scen(R"("player_count":3,"turn":0,"players":[{"cash":500,"position":0}],
                   "deeds":[{"square":13,"owner":0,"houses":1}])");
  CHECK_FALSE(legal(*m, 0, fortify(13)));
  auto err = m->apply(0, fortify(13), nullptr);
  REQUIRE(err);
  CHECK(err->rule == "MZ-FORT-1");
  CHECK(Z(*m).t.players[0].cash == 500);
  Error e;
  CHECK_FALSE(load_scenario(R"({"game":"monopozombie","player_count":3,"fortified":[13],
                                "deeds":[{"square":13,"owner":0,"houses":1}]})",
                            nullptr, &e));
  CHECK(e.message.find("fortif") != std::string::npos);
}

TEST_CASE("MZ-FORT-1 fortifying follows the building window: not in the apocalypse, not a zombie",
          "[mz][fortify]") {
  auto m =
      scen(R"("player_count":3,"turn":1,"stage":"outbreak","zombies":[1],"options":{"fortified_houses":true},
                   "players":[{"cash":500,"position":0},{"position":9}],"deeds":[{"square":13,"owner":0,"houses":1}])");
  CHECK_FALSE(legal(*m, 0, fortify(13)));  // a zombie's turn: no property business then (MZ-CAP-2)
  CHECK(m->apply(0, fortify(13), nullptr));
  auto a = scen(
      R"("player_count":3,"turn":0,"stage":"apocalypse","zombies":[1],"options":{"fortified_houses":true},
                   "players":[{"position":0},{"position":9}],"deeds":[{"square":13,"owner":0,"houses":1}])");
  CHECK_FALSE(legal(*a, 0, fortify(13)));
}

TEST_CASE("MZ-FORT-1 the fortification's defence point keeps the humans from turning", "[mz][fortify]") {
  // Two zombies against one human on a one-house lot: 2 vs 2 turns them; fortified, 2 vs 3 holds.
  const std::string pos = R"("player_count":4,"turn":1,"stage":"outbreak","zombies":[1,3],"lapped":[2],
      "players":[{"position":0},{"position":9},{"position":13},{"position":13}],
      "deeds":[{"square":13,"owner":0,"houses":1}])";
  auto plain = scen(pos + R"(,"options":{"fortified_houses":true})");
  act(*plain, 1, zroll(), {2, 2});
  act(*plain, 1, zdir(0));
  CHECK(Z(*plain).pl[2].zombie);
  auto fort = scen(pos + R"(,"options":{"fortified_houses":true},"fortified":[13])");
  CHECK(points_at(Z(*fort), rules_of(fort->state()), 13, 0, 1).defence == 3);
  act(*fort, 1, zroll(), {2, 2});
  act(*fort, 1, zdir(0));
  CHECK_FALSE(Z(*fort).pl[2].zombie);
}

TEST_CASE("MZ-FORT-1 the first demolition takes the fortification, then the levels fall", "[mz][fortify]") {
  auto m =
      scen(R"("player_count":3,"turn":1,"stage":"outbreak","zombies":[1],"options":{"fortified_houses":true},
                   "players":[{"position":0},{"position":9},{"position":30}],
                   "deeds":[{"square":13,"owner":0,"houses":2}],"fortified":[13])");
  act(*m, 1, zroll(), {2, 2});
  act(*m, 1, zdir(0));  // MZ-DEMO-1 on an empty lot: the fortification falls instead
  CHECK(Z(*m).t.buildings[13] == 2);
  CHECK_FALSE((Z(*m).fortified >> 13 & 1));
  auto s = m->state().clone();  // the next demolition takes a level
  auto& z = table_of(*s);
  MzCtx c(z, rules_of(*s), s->rng(), nullptr);
  demolish(c, 13, "MZ-DEMO-1", kDemoZombie);
  CHECK(z.t.buildings[13] == 1);
}

TEST_CASE("MZ-FORT-1 a lot sold bare keeps no fortification", "[mz][fortify]") {
  auto m = scen(std::string(kLots) + R"(,"fortified":[13])");
  act(*m, 0, {mono::kSell, 13, 0, 0});
  CHECK(Z(*m).t.buildings[13] == 0);
  CHECK(Z(*m).fortified == 0);
}

TEST_CASE("MZ-FORT-1 the normal bot fortifies the lot a zombie could reach soonest", "[mz][fortify][bots]") {
  auto m =
      scen(R"("player_count":3,"turn":0,"stage":"outbreak","zombies":[1],"options":{"fortified_houses":true},
                   "players":[{"cash":1000,"position":20},{"position":9}],
                   "deeds":[{"square":13,"owner":0,"houses":1},{"square":37,"owner":0,"houses":1}])");
  auto bot = make_bot(monopozombie_game(), "normal");
  Rng rng(1);
  Action a = bot->choose(m->state(), 0, rng);
  CHECK(a == fortify(13));
}
