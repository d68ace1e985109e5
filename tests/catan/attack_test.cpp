// CZ-ATTACK (damage), CZ-PAY, CZ-DESTROY (values, no change, legal leftovers), CZ-OUT, CZ-LAST.
#include <catch2/catch.hpp>

#include "helpers.h"

using namespace cattest;

namespace {
struct A {
  std::unique_ptr<State> s;
  Model& m;
  explicit A(int players = 4) : s(make("zombies", {"layout=beginner"}, 1, players)), m(M(*s)) {
    clear_board(m);
    m.round = 3;
  }
  void seven() {
    s->rng().force({3, 4});
    must(*s, m.cur, act(kRoll));
  }
  bool legal(int seat, Action a) {
    std::vector<Action> v;
    s->legal_actions(seat, v);
    return std::find(v.begin(), v.end(), a) != v.end();
  }
};
}  // namespace

TEST_CASE("CZ-ATTACK settlements pay per hex with 2+, cities per hex with 3", "[catan][attack]") {
  A t;
  int nd = topo().hex_nodes[9][1];  // a centre corner: three land hexes
  put_settlement(t.m, 0, nd);
  int c = topo().hex_nodes[0][0];
  put_settlement(t.m, 1, c, true);
  int i = 0;
  for (int h : topo().node_hexes[nd])
    if (h >= 0) t.m.zombies[h] = static_cast<int8_t>(i++ == 0 ? 1 : 2);
  for (int h : topo().node_hexes[c])
    if (h >= 0) t.m.zombies[h] = 2;
  REQUIRE(t.m.damage(0) == 2);  // two hexes with 2; the one with 1 is harmless
  REQUIRE(t.m.damage(1) == 0);  // a city ignores hexes with 2
  for (int h : topo().node_hexes[c])
    if (h >= 0) t.m.zombies[h] = 3;
  REQUIRE(t.m.damage(1) == 1);  // corner hex 0 top: one land hex
}

TEST_CASE("CZ-PAY starting with the roller, each pays card by card", "[catan][attack]") {
  A t;
  put_settlement(t.m, 0, topo().hex_nodes[0][0]);
  put_settlement(t.m, 1, topo().hex_nodes[18][3]);
  for (int h : topo().node_hexes[topo().hex_nodes[0][0]])
    if (h >= 0) t.m.zombies[h] = 2;
  for (int h : topo().node_hexes[topo().hex_nodes[18][3]])
    if (h >= 0) t.m.zombies[h] = 2;
  give(t.m, 0, kOre, 2);
  give(t.m, 1, kWool, 2);
  t.m.cur = 1;
  t.m.phase = kPreRoll;
  t.seven();
  REQUIRE(t.m.phase == kPayingZombies);
  REQUIRE(t.m.payer == 1);  // the roller first
  REQUIRE(t.s->apply(0, act(kPayCard, kOre), nullptr)->rule == "turn-order");
  REQUIRE(t.s->apply(1, act(kPayCard, kOre), nullptr)->rule == "CZ-PAY");
  must(*t.s, 1, act(kPayCard, kWool));
  REQUIRE(t.m.payer == 0);
  must(*t.s, 0, act(kPayCard, kOre));
  REQUIRE(t.m.phase == kMain);
  REQUIRE(t.m.cur == 1);
  REQUIRE(t.s->check_invariants() == "");
}

TEST_CASE("CZ-DESTROY only road ends go, a settlement holding roads stays, no change", "[catan][attack]") {
  A t;
  Ring r = ring(9);
  put_settlement(t.m, 0, r.node[0]);
  put_road(t.m, 0, r.edge[0]);
  put_road(t.m, 0, r.edge[1]);
  put_settlement(t.m, 1, topo().hex_nodes[18][3]);
  refresh(t.m);
  int owed = 0;
  for (int h : topo().node_hexes[r.node[0]])
    if (h >= 0 && t.m.terrain[h] != kDesert) t.m.zombies[h] = 2, ++owed;
  REQUIRE(owed == 2);
  give(t.m, 1, kOre, 0);
  t.m.cur = 0;
  t.m.phase = kPreRoll;
  t.seven();
  t.m.pl[0].owed = 3;                              // as if a third hex were infested too
  REQUIRE(!t.legal(0, act(kPayRoad, r.edge[0])));  // would strand edge 1
  REQUIRE(t.s->apply(0, act(kPayRoad, r.edge[0]), nullptr)->rule == "CZ-DESTROY");
  REQUIRE(!t.legal(0, act(kPaySettlement, r.node[0])));  // its roads would float
  REQUIRE(t.legal(0, act(kPayRoad, r.edge[1])));
  must(*t.s, 0, act(kPayRoad, r.edge[1]));
  REQUIRE(t.m.pl[0].owed == 1);
  must(*t.s, 0, act(kPayRoad, r.edge[0]));  // worth 2, owed 1: no change given
  REQUIRE(t.m.pl[0].owed == 0);
  REQUIRE(t.m.pl[0].roads_left == 15);
  REQUIRE(t.m.phase == kMain);
  REQUIRE(t.m.tally.destroyed_roads == 2);
  REQUIRE(t.s->check_invariants() == "");
}

TEST_CASE("CZ-DESTROY a city is downgraded for 5", "[catan][attack]") {
  A t;
  int nd = topo().hex_nodes[9][1];
  put_settlement(t.m, 0, nd, true);
  put_settlement(t.m, 1, topo().hex_nodes[0][0]);
  for (int h : topo().node_hexes[nd])
    if (h >= 0) t.m.zombies[h] = 3;
  t.m.cur = 0;
  t.m.phase = kPreRoll;
  t.seven();
  REQUIRE(t.m.pl[0].owed == 3);
  must(*t.s, 0, act(kPayCity, nd));
  REQUIRE(t.m.level[nd] == kSettlement);
  REQUIRE(t.m.pl[0].owed == 0);
  REQUIRE(t.m.pl[0].cities_left == 4);
  REQUIRE(t.m.pl[0].settlements_left == 4);
}

TEST_CASE("CZ-OUT losing the last building puts a player out, CZ-LAST ends the game", "[catan][attack]") {
  A t(3);
  put_settlement(t.m, 0, topo().hex_nodes[0][0]);
  int nd1 = topo().hex_nodes[18][3], nd2 = topo().hex_nodes[2][1];
  put_settlement(t.m, 1, nd1);
  put_settlement(t.m, 2, nd2);
  for (int nd : {nd1, nd2})
    for (int h : topo().node_hexes[nd])
      if (h >= 0) t.m.zombies[h] = 2;
  give(t.m, 1, kOre, 1);
  t.m.cur = 0;
  t.m.phase = kPreRoll;
  t.seven();
  REQUIRE(t.m.payer == 1);
  must(*t.s, 1, act(kPaySettlement, nd1));  // chose the building over the card
  REQUIRE(t.m.pl[1].out);
  REQUIRE(t.m.bank[kOre] == 19);  // the card went back to the bank
  REQUIRE(!t.s->terminal());
  REQUIRE(t.m.payer == 2);
  must(*t.s, 2, act(kPaySettlement, nd2));
  REQUIRE(t.s->terminal());
  REQUIRE(t.s->outcome().reason == "last player");
  REQUIRE(t.s->outcome().winners == std::vector<int>{0});
  CHECK(t.s->outcome().summary == t.m.names[0] + " wins as the last player with a settlement left");
  REQUIRE(t.s->check_invariants() == "");
}
