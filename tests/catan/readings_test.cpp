// The readings of the zombie text's open sentences (docs/games/catan.md, "Readings of
// ambiguous rules"): each test loads a scenario the way the driver does, plays it under
// the default reading and under the option's other reading, and checks the log replays.
// CZ-PRODUCE, CZ-DESERT, CZ-DESTROY (settlement_with_roads), CZ-OUT (eliminated_cards),
// CZ-DEV-COST (any-two-or-pair), CZ-SEVEN, C-LONGEST (a trail closing on itself).
#include <catch2/catch.hpp>

#include "framework/match.h"
#include "framework/setup.h"
#include "helpers.h"

using namespace cattest;

namespace {
std::string ints(std::initializer_list<int> v) {
  std::string s = "[";
  for (int x : v) {
    if (s.size() > 1) s += ',';
    s += std::to_string(x);
  }
  return s + "]";
}
std::string zombies_on(std::initializer_list<std::pair<int, int>> hz) {
  int z[kHexes] = {};
  for (auto [h, k] : hz) z[h] = k;
  std::string s = "[";
  for (int h = 0; h < kHexes; ++h) {
    if (h) s += ',';
    s += std::to_string(z[h]);
  }
  return s + "]";
}
// A zombie game on the beginner island (hex 9 is the desert), round 3, seat 0 to roll.
// Seats 1-3 sit on far coast corners unless `players` replaces them.
std::unique_ptr<Match> scenario(const std::string& options, const std::string& zombies,
                                const std::string& players, const std::string& turn = R"({"round": 3})") {
  register_builtin_games();
  const std::string json = R"({"game": "catan", "preset": "zombies", "seed": 3,
    "options": {"layout": "beginner")" +
                           (options.empty() ? "" : ", " + options) + R"(},
    "zombies": )" + zombies +
                           R"(, "players": )" + players + R"(, "turn": )" + turn + "}";
  Error err;
  auto m = load_scenario(json, &err);
  INFO(json << "\n" << err.message);
  REQUIRE(m);
  return m;
}
const Model& model(const Match& mt) { return model_of(mt.state()); }
bool legal(const Match& mt, int seat, Action a) {
  std::vector<Action> v;
  mt.state().legal_actions(seat, v);
  return std::find(v.begin(), v.end(), a) != v.end();
}
void play(Match& mt, int seat, Action a, std::vector<int> dice = {}) {
  auto e = mt.apply(seat, a, nullptr, dice);
  INFO(mt.state().encode(a) << ": " << (e ? e->rule + " " + e->message : ""));
  REQUIRE(!e);
  REQUIRE(mt.state().check_invariants() == "");
}
void replays(const Match& mt) { REQUIRE(!mt.verify_replay()); }
const char* kFar = R"({"settlements": [53]}, {"settlements": [51]}, {"settlements": [26]})";
}  // namespace

TEST_CASE(
    "CZ-PRODUCE option zombie_blocks_production: zombies never stop production, or a full hex / any zombie "
    "does",
    "[catan][readings]") {
  // Seat 0's settlement on the top corner of hex 1 (wool, the only 2).
  const std::string players = std::string("[{\"settlements\": [1]}, ") + kFar + "]";
  struct Case {
    const char* option;
    int zombies;
    int wool;
  } cases[] = {
      {"", 3, 1},                                             // default: zombies do not block
      {R"("zombie_blocks_production": "never")", 3, 1},       // the same, named
      {R"("zombie_blocks_production": "full-hex")", 2, 1},    // not full yet
      {R"("zombie_blocks_production": "full-hex")", 3, 0},    // full: nothing
      {R"("zombie_blocks_production": "any-zombie")", 1, 0},  // one is enough
      {R"("zombie_blocks_production": "any-zombie")", 0, 1},  // the zombie of this roll arrives after
  };
  for (const Case& c : cases) {
    INFO(c.option << " with " << c.zombies);
    auto mt = scenario(c.option, zombies_on({{1, c.zombies}}), players);
    play(*mt, 0, act(kRoll), {1, 1});
    REQUIRE(model(*mt).pl[0].res[kWool] == c.wool);
    REQUIRE(model(*mt).zombies[1] == std::min(c.zombies + 1, 3));
    replays(*mt);
  }
}

TEST_CASE("CZ-DESERT option desert_zombies: an infestation never enters the desert, or spreads into it too",
          "[catan][readings]") {
  // Hex 4 (a 6) and its land neighbours are full; only the desert (hex 9) beside it has room.
  // The other 6 (hex 17) is empty.
  const std::string z = zombies_on({{4, 3}, {0, 3}, {1, 3}, {3, 3}, {5, 3}, {8, 3}});
  const std::string players = std::string("[{\"settlements\": [34]}, ") + kFar + "]";
  {
    auto mt = scenario("", z, players);
    play(*mt, 0, act(kRoll), {3, 3});
    // Hex 4 cannot take a zombie, so the other 6 takes it without a question.
    REQUIRE(model(*mt).phase == kMain);
    REQUIRE(model(*mt).zombies[17] == 1);
    REQUIRE(model(*mt).zombies[9] == 0);
    replays(*mt);
  }
  {
    auto mt = scenario(R"("desert_zombies": "by-spreading")", z, players);
    play(*mt, 0, act(kRoll), {3, 3});
    // Hex 4 can now spread into the desert: the roller chooses.
    REQUIRE(model(*mt).phase == kZombieChoice);
    REQUIRE(legal(*mt, 0, act(kZombieHex, 4)));
    REQUIRE(legal(*mt, 0, act(kZombieHex, 17)));
    play(*mt, 0, act(kZombieHex, 4));
    REQUIRE(model(*mt).zombies[9] == 1);
    REQUIRE(model(*mt).zombies[17] == 0);
    REQUIRE(!mt->state().terminal());  // the desert never counts for the island falling
    replays(*mt);
  }
}

TEST_CASE("CZ-DESTROY option settlement_with_roads: a settlement holding up roads stays, or goes with them",
          "[catan][readings]") {
  // Seat 0: a settlement on corner 0 (top of hex 0) with roads 0-4 and 4-8 hanging off it,
  // and a second settlement far away; hex 0 holds 2 zombies, seat 0 holds no cards.
  const int r1 = edge_between(0, 4), r2 = edge_between(4, 8);
  const std::string players = "[{\"settlements\": [0, 41], \"roads\": " + ints({r1, r2}) + "}, " + kFar + "]";
  {
    auto mt = scenario("", zombies_on({{0, 2}}), players);
    play(*mt, 0, act(kRoll), {3, 4});
    REQUIRE(model(*mt).phase == kPayingZombies);
    REQUIRE(model(*mt).pl[0].owed == 1);
    REQUIRE(!legal(*mt, 0, act(kPaySettlement, 0)));
    auto e = mt->apply(0, act(kPaySettlement, 0), nullptr);
    REQUIRE(e);
    REQUIRE(e->rule == "CZ-DESTROY");
    play(*mt, 0, act(kPayRoad, r2));  // the far road end pays instead
    REQUIRE(model(*mt).owner[0] == 0);
    replays(*mt);
  }
  {
    auto mt = scenario(R"("settlement_with_roads": "roads-fall")", zombies_on({{0, 2}}), players);
    play(*mt, 0, act(kRoll), {3, 4});
    REQUIRE(legal(*mt, 0, act(kPaySettlement, 0)));
    play(*mt, 0, act(kPaySettlement, 0));
    const Model& m = model(*mt);
    REQUIRE(m.owner[0] == -1);
    REQUIRE(m.road[r1] == -1);  // both roads fell with it
    REQUIRE(m.road[r2] == -1);
    REQUIRE(m.pl[0].roads_left == 15);
    REQUIRE(m.pl[0].owed == 0);  // the settlement alone paid; the roads gave nothing more
    REQUIRE(!m.pl[0].out);       // the far settlement remains
    REQUIRE(m.phase == kMain);
    replays(*mt);
  }
}

TEST_CASE("CZ-OUT option eliminated_cards: an eliminated player's cards go to the bank, or leave play",
          "[catan][readings]") {
  // Seat 1's only settlement (corner 53) stands by hex 18 with 2 zombies; seat 1 holds an ore
  // and pays with the settlement, which puts it out. Seat 0 then plays a monopoly on ore.
  const std::string players =
      R"([{"settlements": [0], "dev": {"monopoly": 1}}, {"settlements": [53], "hand": {"ore": 1}},
          {"settlements": [51]}, {"settlements": [26]}])";
  for (bool kept : {false, true}) {
    auto mt = scenario(kept ? R"("eliminated_cards": "out-of-play")" : "", zombies_on({{18, 2}}), players);
    play(*mt, 0, act(kRoll), {3, 4});
    REQUIRE(model(*mt).payer == 1);
    play(*mt, 1, act(kPaySettlement, 53));
    const Model& m = model(*mt);
    REQUIRE(m.pl[1].out);
    REQUIRE(m.bank[kOre] == (kept ? 18 : 19));
    REQUIRE(m.pl[1].res[kOre] == (kept ? 1 : 0));
    play(*mt, 0, act(kPlayMonopoly, kOre));
    REQUIRE(m.pl[0].res[kOre] == 0);  // nothing reaches an out player's cards
    replays(*mt);
  }
}

TEST_CASE("CZ-DEV-COST option dev_card_cost=any-two-or-pair: two different cards, or a pair of one kind too",
          "[catan][readings]") {
  const std::string players = std::string("[{\"settlements\": [0], \"hand\": {\"wool\": 2}}, ") + kFar + "]";
  const std::string main = R"({"round": 3, "phase": "main"})";
  {
    auto mt = scenario("", zombies_on({}), players, main);
    REQUIRE(!legal(*mt, 0, act(kBuyDev, kDevPayWoolWool)));
    auto e = mt->apply(0, act(kBuyDev, kDevPayWoolWool), nullptr);
    REQUIRE(e);
    REQUIRE(e->rule == "CZ-DEV-COST");
  }
  {
    auto mt = scenario(R"("dev_card_cost": "any-two-or-pair")", zombies_on({}), players, main);
    REQUIRE(legal(*mt, 0, act(kBuyDev, kDevPayWoolWool)));
    REQUIRE(!legal(*mt, 0, act(kBuyDev, kDevPayGrainGrain)));  // not held
    REQUIRE(!legal(*mt, 0, act(kBuyDev, kDevPayAll)));         // the three are the classic price
    REQUIRE(mt->state().encode(act(kBuyDev, kDevPayWoolWool)) == "buy-dev:4");
    play(*mt, 0, act(kBuyDev, kDevPayWoolWool));
    REQUIRE(model(*mt).pl[0].res[kWool] == 0);
    REQUIRE(model(*mt).deck_pos == 1);
    replays(*mt);
  }
}

TEST_CASE(
    "CZ-SEVEN option zombie_seven_discard: a zombie 7 is the attack alone, or big hands discard half first",
    "[catan][readings]") {
  // Seat 0 owes 1 (2 zombies on hex 0); seat 2 holds 9 cards.
  const std::string players = R"([{"settlements": [0], "hand": {"ore": 1}}, {"settlements": [53]},
      {"settlements": [51], "hand": {"lumber": 5, "brick": 4}}, {"settlements": [26]}])";
  {
    auto mt = scenario("", zombies_on({{0, 2}}), players);
    play(*mt, 0, act(kRoll), {3, 4});
    REQUIRE(model(*mt).phase == kPayingZombies);
    REQUIRE(model(*mt).pl[2].discard == 0);
    replays(*mt);
  }
  {
    auto mt = scenario(R"("zombie_seven_discard": true)", zombies_on({{0, 2}}), players);
    play(*mt, 0, act(kRoll), {3, 4});
    REQUIRE(model(*mt).phase == kDiscarding);
    REQUIRE(mt->state().actors() == 1u << 2);
    REQUIRE(model(*mt).pl[2].discard == 4);
    for (int i = 0; i < 4; ++i) play(*mt, 2, act(kDiscard, kLumber));
    REQUIRE(model(*mt).pl[2].res[kLumber] == 1);
    REQUIRE(model(*mt).phase == kPayingZombies);  // then the zombies attack
    REQUIRE(model(*mt).payer == 0);
    play(*mt, 0, act(kPayCard, kOre));
    REQUIRE(model(*mt).phase == kMain);
    replays(*mt);
  }
  {
    // The quiet rounds stay quiet: no discard either.
    auto mt = scenario(R"("zombie_seven_discard": true)", zombies_on({{0, 2}}), players, R"({"round": 2})");
    play(*mt, 0, act(kRoll), {3, 4});
    REQUIRE(model(*mt).phase == kMain);
    REQUIRE(model(*mt).pl[2].discard == 0);
    replays(*mt);
  }
}

TEST_CASE("C-LONGEST a trail may start and end at the same corner: closing a ring of 6 counts 6",
          "[catan][readings][longest]") {
  // Seat 0: five roads round hex 0 from its settlement on corner 0; the sixth closes the ring.
  Ring r = ring(0);
  const std::string players =
      "[{\"settlements\": [0], \"roads\": " + ints({r.edge[0], r.edge[1], r.edge[2], r.edge[3], r.edge[4]}) +
      ", \"hand\": {\"lumber\": 1, \"brick\": 1}}, " + kFar + "]";
  auto mt = scenario("", zombies_on({}), players, R"({"round": 3, "phase": "main"})");
  REQUIRE(model(*mt).pl[0].road_len == 5);
  REQUIRE(model(*mt).longest == 0);
  play(*mt, 0, act(kBuildRoad, r.edge[5]));
  REQUIRE(model(*mt).pl[0].road_len == 6);
  replays(*mt);
}
