// CZ-PLACE, CZ-CHOICE, CZ-CAP, CZ-INFEST, C-QUIET, CZ-OVERRUN.
#include <catch2/catch.hpp>

#include "helpers.h"

using namespace cattest;

namespace {
struct Z {
  std::unique_ptr<State> s = make("zombies", {"layout=beginner"});
  Model& m = M(*s);
  Z() {
    clear_board(m);
    m.round = 1;
    for (int p = 0; p < 4; ++p) put_settlement(m, p, topo().hex_nodes[p * 5][0]);
  }
  void roll(int a, int b, EventSink* ev = nullptr) {
    s->rng().force({a, b});
    must(*s, m.cur, act(kRoll), ev);
  }
};
}  // namespace

TEST_CASE("CZ-PLACE a roll of 2 puts a zombie on the 2 hex from the first turn", "[catan][zombies]") {
  Z z;
  int h2 = hex_with(z.m, 2);
  EventSink ev;
  z.roll(1, 1, &ev);
  REQUIRE(z.m.zombies[h2] == 1);
  REQUIRE(z.m.phase == kMain);
  REQUIRE(z.m.tally.zombies_placed == 1);
}

TEST_CASE("CZ-CHOICE two hexes share the number: the roller picks", "[catan][zombies]") {
  Z z;
  int a = hex_with(z.m, 8), b = hex_with(z.m, 8, a);
  z.roll(4, 4);
  REQUIRE(z.m.phase == kZombieChoice);
  std::vector<Action> legal;
  z.s->legal_actions(0, legal);
  REQUIRE(legal.size() == 2);
  REQUIRE(z.s->apply(0, act(kZombieHex, hex_with(z.m, 5)), nullptr)->rule == "CZ-CHOICE");
  must(*z.s, 0, act(kZombieHex, b));
  REQUIRE(z.m.zombies[b] == 1);
  REQUIRE(z.m.zombies[a] == 0);
  REQUIRE(z.m.phase == kMain);
}

TEST_CASE("CZ-CHOICE the roller must pick a hex where a zombie lands", "[catan][zombies]") {
  Z z;
  int a = hex_with(z.m, 8), b = hex_with(z.m, 8, a);
  // Hex a and every land neighbour are full: only b can take a zombie, so no question.
  z.m.zombies[a] = 3;
  for (int g : topo().hex_hexes[a])
    if (g >= 0 && z.m.terrain[g] != kDesert) z.m.zombies[g] = 3;
  int before_b = z.m.zombies[b];
  z.roll(4, 4);
  REQUIRE(z.m.phase == kMain);
  REQUIRE(z.m.zombies[b] == std::min(3, before_b + 1));
}

TEST_CASE("CZ-CHOICE with no room anywhere nothing happens", "[catan][zombies]") {
  Z z;
  int h12 = hex_with(z.m, 12);
  z.m.zombies[h12] = 3;
  for (int g : topo().hex_hexes[h12])
    if (g >= 0 && z.m.terrain[g] != kDesert) z.m.zombies[g] = 3;
  auto before = z.m.zombies;
  EventSink ev;
  z.roll(6, 6, &ev);
  REQUIRE(z.m.zombies == before);
  bool none = false;
  for (auto& e : ev) none |= e.kind == kEvNoZombie;
  REQUIRE(none);
}

TEST_CASE("CZ-INFEST a full hex spreads one to each neighbour below 3, not the desert, no chain",
          "[catan][zombies]") {
  Z z;
  // Number 3: hex 10 (next to the desert) and another.
  int a = hex_with(z.m, 3);
  REQUIRE(a == 10);
  int b = hex_with(z.m, 3, a);
  z.m.zombies[a] = 3;
  z.m.zombies[b] = 3;
  for (int g : topo().hex_hexes[b])
    if (g >= 0 && z.m.terrain[g] != kDesert) z.m.zombies[g] = 3;
  // One neighbour of a is full already and must not chain further.
  int full_nb = -1, other_nb = -1;
  for (int g : topo().hex_hexes[a])
    if (g >= 0 && z.m.terrain[g] != kDesert && z.m.zombies[g] < 3) (full_nb < 0 ? full_nb : other_nb) = g;
  z.m.zombies[full_nb] = 3;
  auto before = z.m.zombies;
  EventSink ev;
  z.roll(1, 2, &ev);  // 3: only hex a can take zombies (by spreading)
  REQUIRE(z.m.zombies[a] == 3);
  REQUIRE(z.m.zombies[9] == 0);  // the desert
  REQUIRE(z.m.zombies[full_nb] == 3);
  for (int g : topo().hex_hexes[a])
    if (g >= 0 && z.m.terrain[g] != kDesert && before[g] < 3) REQUIRE(z.m.zombies[g] == before[g] + 1);
  for (int g : topo().hex_hexes[full_nb])  // no chain from the full neighbour
    if (g >= 0 && g != a && z.m.terrain[g] != kDesert) {
      bool also_next_to_a = false;
      for (int x : topo().hex_hexes[a]) also_next_to_a |= x == g;
      if (!also_next_to_a) REQUIRE(z.m.zombies[g] == before[g]);
    }
  REQUIRE(z.m.tally.infestations == 1);
  REQUIRE(other_nb >= 0);
}

TEST_CASE("C-QUIET sevens in rounds 1 and 2 do nothing, round 3 attacks (CZ-ATTACK)", "[catan][zombies]") {
  Z z;
  for (int h = 0; h < kHexes; ++h)
    if (z.m.terrain[h] != kDesert) z.m.zombies[h] = 0;
  int nd = topo().hex_nodes[0][0];
  for (int h : topo().node_hexes[nd])
    if (h >= 0) z.m.zombies[h] = 2;
  give(z.m, 0, kOre, 5);
  EventSink ev;
  z.roll(3, 4, &ev);
  REQUIRE(z.m.phase == kMain);
  REQUIRE(ev.back().kind == kEvQuietSeven);
  z.m.round = 3;
  z.m.phase = kPreRoll;
  z.roll(3, 4);
  REQUIRE(z.m.phase == kPayingZombies);
  REQUIRE(z.m.pl[0].owed == z.m.damage(0));
  REQUIRE(z.m.damage(0) >= 1);
}

TEST_CASE("CZ-OVERRUN a zombie on every land hex ends the game: points, then cards", "[catan][zombies]") {
  Z z;
  int h2 = hex_with(z.m, 2);
  for (int h = 0; h < kHexes; ++h)
    if (z.m.terrain[h] != kDesert && h != h2) z.m.zombies[h] = 1;
  // Seats 1 and 2 tie on points (2 settlements... give each one more); seat 2 has more cards.
  put_settlement(z.m, 1, free_corner(z.m));
  put_settlement(z.m, 2, free_corner(z.m));
  give(z.m, 1, kOre, 1);
  give(z.m, 2, kOre, 5);
  REQUIRE(z.s->check_invariants() == "");
  EventSink ev;
  z.roll(1, 1, &ev);
  REQUIRE(z.s->terminal());
  REQUIRE(z.s->outcome().reason == "overrun");
  REQUIRE(z.s->outcome().winners == std::vector<int>{2});
  CHECK(z.s->outcome().summary == "The zombies overran the island; " + z.m.names[2] +
                                      " wins with the most points (" + std::to_string(z.m.points(2)) + ")");
}
