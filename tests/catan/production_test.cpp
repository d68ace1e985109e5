// C-ROLL, C-PRODUCE, C-BANK-SHORT with forced dice on the beginner island.
#include <catch2/catch.hpp>

#include "helpers.h"

using namespace cattest;

namespace {
struct Fixture {
  std::unique_ptr<State> s = make("classic", {"layout=beginner"});
  Model& m = M(*s);
  int h8a, h8b;
  Fixture() {
    clear_board(m);
    h8a = hex_with(m, 8);
    h8b = hex_with(m, 8, h8a);
  }
};
}  // namespace

TEST_CASE("C-PRODUCE settlements take 1, cities 2, from hexes showing the roll", "[catan][production]") {
  Fixture f;
  Model& m = f.m;
  put_settlement(m, 0, topo().hex_nodes[f.h8a][0]);
  put_settlement(m, 1, topo().hex_nodes[f.h8b][3], true);
  REQUIRE(f.s->check_invariants() == "");
  f.s->rng().force({4, 4});
  EventSink ev;
  must(*f.s, 0, act(kRoll), &ev);
  REQUIRE(m.pl[0].res[m.terrain[f.h8a]] == 1);
  REQUIRE(m.pl[1].res[m.terrain[f.h8b]] == 2);
  REQUIRE(m.phase == kMain);
  REQUIRE(ev[0].kind == kEvRoll);
  REQUIRE(std::string(ev[0].rule) == "C-ROLL");
}

TEST_CASE("C-BANK-SHORT nobody gets a resource the bank cannot pay in full", "[catan][production]") {
  Fixture f;
  Model& m = f.m;
  const int r = m.terrain[f.h8a];
  // Two players owed the same resource, bank holds only 1.
  int h2 = -1;
  for (int h = 0; h < kHexes; ++h)
    if (m.terrain[h] == r && h != f.h8a && m.number[h] != 8) h2 = h;
  REQUIRE(h2 >= 0);
  put_settlement(m, 0, topo().hex_nodes[f.h8a][0]);
  put_settlement(m, 1, topo().hex_nodes[f.h8a][3]);
  give(m, 2, r, 18);
  f.s->rng().force({4, 4});
  EventSink ev;
  must(*f.s, 0, act(kRoll), &ev);
  REQUIRE(m.pl[0].res[r] == 0);
  REQUIRE(m.pl[1].res[r] == 0);
  REQUIRE(m.bank[r] == 1);
  bool shortage = false;
  for (auto& e : ev) shortage |= e.kind == kEvShortage && std::string(e.rule) == "C-BANK-SHORT";
  REQUIRE(shortage);
}

TEST_CASE("C-BANK-SHORT a single owed player takes what is left", "[catan][production]") {
  Fixture f;
  Model& m = f.m;
  const int r = m.terrain[f.h8a];
  put_settlement(m, 0, topo().hex_nodes[f.h8a][0], true);  // owed 2
  give(m, 2, r, 18);                                       // bank keeps 1
  f.s->rng().force({4, 4});
  must(*f.s, 0, act(kRoll));
  REQUIRE(m.pl[0].res[r] == 1);
  REQUIRE(m.bank[r] == 0);
  REQUIRE(f.s->check_invariants() == "");
}

TEST_CASE("C-ROBBER the robber's hex produces nothing (classic)", "[catan][production]") {
  Fixture f;
  Model& m = f.m;
  put_settlement(m, 0, topo().hex_nodes[f.h8a][0]);
  m.robber = static_cast<int8_t>(f.h8a);
  f.s->rng().force({4, 4});
  must(*f.s, 0, act(kRoll));
  REQUIRE(m.cards(0) == 0);
}
