// C-DEV-BUY, CZ-DEV-COST, C-DEV-PLAY, C-KNIGHT, CZ-KNIGHT, C-ARMY,
// C-ROAD-BUILDING, C-PLENTY, C-MONOPOLY, C-VP-CARD.
#include <catch2/catch.hpp>
#include <set>

#include "framework/match.h"
#include "helpers.h"

using namespace cattest;

namespace {
std::unique_ptr<State> board(const std::string& preset) {
  auto s = make(preset, {"layout=beginner"});
  Model& m = M(*s);
  clear_board(m);
  for (int p = 0; p < 4; ++p) put_settlement(m, p, topo().hex_nodes[p * 5][0]);
  to_main(m, 0);
  return s;
}
}  // namespace

TEST_CASE("C-DEV-BUY classic costs wool, grain and ore", "[catan][dev]") {
  auto s = board("classic");
  Model& m = M(*s);
  give(m, 0, kWool, 1);
  give(m, 0, kGrain, 1);
  REQUIRE(s->apply(0, act(kBuyDev, kDevPayAll), nullptr)->rule == "C-DEV-BUY");
  REQUIRE(s->apply(0, act(kBuyDev, kDevPayWoolGrain), nullptr)->rule == "C-DEV-BUY");
  give(m, 0, kOre, 1);
  must(*s, 0, act(kBuyDev, kDevPayAll));
  REQUIRE(m.cards(0) == 0);
  REQUIRE(m.deck_pos == 1);
}

TEST_CASE("C-DEV-DECK draw_at_random: the card bought is the Rng's at the purchase, not the deck's order",
          "[catan][dev]") {
  // Play by link: every device holds the state, so the deck's order must tell nothing.
  auto bought = [](bool at_random, uint64_t seed) {
    std::vector<std::string> opts = {"layout=beginner"};
    if (at_random) opts.push_back("draw_at_random=true");
    auto s = make("classic", opts);
    Model& m = M(*s);
    clear_board(m);
    put_settlement(m, 0, topo().hex_nodes[0][0]);
    to_main(m, 0);
    for (int r : {kWool, kGrain, kOre}) give(m, 0, r, 1);
    for (auto& card : m.deck) card = kKnight;
    m.deck[0] = kMonopoly;  // the top card of an order kept from the start
    s->rng().reseed(seed);
    must(*s, 0, act(kBuyDev, kDevPayAll));
    REQUIRE(m.deck_pos == 1);
    return m.pl[0].dev[kMonopoly] ? kMonopoly : kKnight;
  };
  int top = 0, random_top = 0;
  for (uint64_t seed = 1; seed <= 50; ++seed) {
    top += bought(false, seed) == kMonopoly;
    random_top += bought(true, seed) == kMonopoly;
  }
  CHECK(top == 50);        // the order decides
  CHECK(random_top < 10);  // the Rng decides: 1 in 25
}

TEST_CASE("C-DEV-BUY the card drawn is hidden information: undo does not cross the purchase",
          "[catan][dev]") {
  auto s = board("classic");
  Model& m = M(*s);
  give(m, 0, kWool, 2), give(m, 0, kGrain, 2), give(m, 0, kOre, 2);
  Match match(std::move(s), std::vector<Seat>(4));
  REQUIRE_FALSE(match.apply(0, act(kBuyDev, kDevPayAll), nullptr));
  CHECK(match.log().back().revealed);
  CHECK(match.undo_floor(0) == match.size());  // taking it back would show the next card
}

TEST_CASE("CZ-DEV-COST zombies: any two different of wool, grain, ore", "[catan][dev]") {
  auto s = board("zombies");
  Model& m = M(*s);
  give(m, 0, kWool, 1);
  give(m, 0, kOre, 1);
  REQUIRE(s->apply(0, act(kBuyDev, kDevPayWoolGrain), nullptr)->rule == "CZ-DEV-COST");
  REQUIRE(s->apply(0, act(kBuyDev, kDevPayAll), nullptr)->rule == "CZ-DEV-COST");
  std::vector<Action> legal;
  s->legal_actions(0, legal);
  REQUIRE(std::count(legal.begin(), legal.end(), act(kBuyDev, kDevPayWoolOre)) == 1);
  must(*s, 0, act(kBuyDev, kDevPayWoolOre));
  REQUIRE(m.cards(0) == 0);
}

TEST_CASE("C-DEV-PLAY not the turn it was bought, one per turn", "[catan][dev]") {
  auto s = board("classic");
  Model& m = M(*s);
  m.deck[0] = kMonopoly;
  m.deck[1] = kMonopoly;
  give(m, 0, kWool, 2), give(m, 0, kGrain, 2), give(m, 0, kOre, 2);
  must(*s, 0, act(kBuyDev, kDevPayAll));
  REQUIRE(s->apply(0, act(kPlayMonopoly, kWool), nullptr)->rule == "C-DEV-PLAY");
  must(*s, 0, act(kBuyDev, kDevPayAll));
  must(*s, 0, act(kEndTurn));
  // Next turn of seat 0: both are playable, but only one per turn.
  for (int p = 1; p < 4; ++p) to_main(m, p), must(*s, p, act(kEndTurn));
  REQUIRE(m.cur == 0);
  give(m, 2, kWool, 3);
  must(*s, 0, act(kPlayMonopoly, kWool));  // before the roll is allowed by default
  REQUIRE(m.pl[0].res[kWool] == 3);
  REQUIRE(m.pl[2].res[kWool] == 0);
  s->rng().force({1, 2});
  must(*s, 0, act(kRoll));
  REQUIRE(s->apply(0, act(kPlayMonopoly, kOre), nullptr)->rule == "C-DEV-PLAY");
}

TEST_CASE("C-KNIGHT classic knight moves the robber and robs, C-ARMY at 3", "[catan][dev]") {
  auto s = board("classic");
  Model& m = M(*s);
  m.pl[0].dev[kKnight] = 3;
  m.pl[0].knights = 2;
  give(m, 1, kOre, 1);
  must(*s, 0, act(kPlayKnight, -1));
  REQUIRE(m.phase == kMovingRobber);
  REQUIRE(m.army == 0);
  int h = topo().node_hexes[topo().hex_nodes[5][0]][0];  // a hex seat 1 touches
  must(*s, 0, act(kMoveRobber, h));
  REQUIRE(m.pl[0].res[kOre] == 1);
  REQUIRE(m.phase == kMain);
  REQUIRE(m.public_points(0) == 1 + 2);
}

TEST_CASE("CZ-KNIGHT a knight kills every zombie on one hex", "[catan][dev]") {
  auto s = board("zombies");
  Model& m = M(*s);
  m.pl[0].dev[kKnight] = 1;
  m.zombies[4] = 3;
  m.zombies[7] = 1;
  std::vector<Action> legal;
  s->legal_actions(0, legal);
  REQUIRE(std::count_if(legal.begin(), legal.end(), [](const Action& a) { return a.kind == kPlayKnight; }) ==
          2);
  REQUIRE(s->apply(0, act(kPlayKnight, 5), nullptr)->rule == "CZ-KNIGHT");
  EventSink ev;
  must(*s, 0, act(kPlayKnight, 4), &ev);
  REQUIRE(m.zombies[4] == 0);
  REQUIRE(m.zombies[7] == 1);
  REQUIRE(m.pl[0].knights == 1);
}

TEST_CASE("C-PLENTY two cards from the bank, C-MONOPOLY takes all of one", "[catan][dev]") {
  auto s = board("classic");
  Model& m = M(*s);
  m.pl[0].dev[kPlenty] = 1;
  must(*s, 0, act(kPlayPlenty, kBrick, kBrick));
  REQUIRE(m.pl[0].res[kBrick] == 2);
  REQUIRE(m.bank[kBrick] == 17);
}

TEST_CASE("C-ROAD-BUILDING two free roads", "[catan][dev]") {
  auto s = board("classic");
  Model& m = M(*s);
  m.pl[0].dev[kRoadBuilding] = 1;
  must(*s, 0, act(kPlayRoadBuilding));
  REQUIRE(m.phase == kFreeRoads);
  int nd = topo().hex_nodes[0][0];
  int e1 = topo().node_edges[nd][0];
  must(*s, 0, act(kBuildRoad, e1));
  REQUIRE(m.phase == kFreeRoads);
  int other = topo().edge_nodes[e1][0] == nd ? topo().edge_nodes[e1][1] : topo().edge_nodes[e1][0];
  int e2 = -1;
  for (int x : topo().node_edges[other])
    if (x >= 0 && x != e1) e2 = x;
  must(*s, 0, act(kBuildRoad, e2));
  REQUIRE(m.phase == kMain);
  REQUIRE(m.cards(0) == 0);
  REQUIRE(m.pl[0].roads_left == 13);
}

TEST_CASE("C-VP-CARD a bought victory point card wins at once on your turn (C-WIN)", "[catan][dev]") {
  auto s = board("classic");
  Model& m = M(*s);
  m.pl[0].dev[kVictoryPoint] = 8;  // 1 settlement + 8 = 9 points
  m.deck[0] = kVictoryPoint;
  give(m, 0, kWool, 1), give(m, 0, kGrain, 1), give(m, 0, kOre, 1);
  REQUIRE(!s->terminal());
  EventSink ev;
  must(*s, 0, act(kBuyDev, kDevPayAll), &ev);
  REQUIRE(s->terminal());
  REQUIRE(s->outcome().winners == std::vector<int>{0});
  REQUIRE(s->outcome().reason == "points");
  // The sentence for people names the winner and the points (the reason is a statistics key).
  CHECK(s->outcome().summary == m.names[0] + " reached 10 points and wins");
  CHECK(s->describe(ev.back()) == s->outcome().summary);
}
