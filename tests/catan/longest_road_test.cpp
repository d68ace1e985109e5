// C-LONGEST (lines, forks, cycles, cut by a settlement), CZ-ROAD-PASS (lost by destruction).
#include <catch2/catch.hpp>

#include "helpers.h"

using namespace cattest;

namespace {
std::unique_ptr<State> empty_board(const std::string& preset = "classic") {
  auto s = make(preset, {"layout=beginner"});
  clear_board(M(*s));
  return s;
}
// Side leaving corner nd that is not on hex h's ring.
int spoke(int h, int nd) {
  Ring r = ring(h);
  for (int e : topo().node_edges[nd]) {
    bool on = false;
    for (int x : r.edge) on |= x == e;
    if (e >= 0 && !on) return e;
  }
  return -1;
}
}  // namespace

TEST_CASE("C-LONGEST a line of 5 roads takes the bonus", "[catan][longest]") {
  auto s = empty_board();
  Model& m = M(*s);
  Ring r = ring(9);
  put_settlement(m, 0, r.node[0]);
  for (int i = 0; i < 4; ++i) put_road(m, 0, r.edge[i]);
  refresh(m);
  REQUIRE(m.pl[0].road_len == 4);
  REQUIRE(m.longest == -1);
  to_main(m, 0);
  give(m, 0, kLumber, 1), give(m, 0, kBrick, 1);
  EventSink ev;
  must(*s, 0, act(kBuildRoad, r.edge[4]), &ev);
  REQUIRE(m.pl[0].road_len == 5);
  REQUIRE(m.longest == 0);
  REQUIRE(m.public_points(0) == 3);
}

TEST_CASE("C-LONGEST a closed loop of 6 counts 6, a fork counts its best branch", "[catan][longest]") {
  auto s = empty_board();
  Model& m = M(*s);
  Ring r = ring(9);
  put_settlement(m, 0, r.node[0]);
  for (int i = 0; i < 6; ++i) put_road(m, 0, r.edge[i]);
  REQUIRE(m.road_length(0) == 6);
  // A spoke off the loop: in along it, once round the loop = 7.
  put_road(m, 0, spoke(9, r.node[1]));
  REQUIRE(m.road_length(0) == 7);
  // A second spoke on the opposite corner cannot join the same trail (four odd
  // corners): still 7, not the 8 roads laid.
  put_road(m, 0, spoke(9, r.node[4]));
  REQUIRE(m.road_length(0) == 7);
  REQUIRE(s->check_invariants().empty() == false);  // road_len not refreshed yet
  refresh(m);
  REQUIRE(s->check_invariants() == "");
}

TEST_CASE("C-LONGEST a fork (Y shape) counts the longest path, not the total", "[catan][longest]") {
  auto s = empty_board();
  Model& m = M(*s);
  Ring r = ring(9);
  put_settlement(m, 0, r.node[0]);
  put_road(m, 0, r.edge[0]);  // n0-n1
  put_road(m, 0, r.edge[1]);  // n1-n2
  put_road(m, 0, r.edge[5]);  // n5-n0
  put_road(m, 0, spoke(9, r.node[0]));
  // Three branches of 2, 1, 1 meet at n0 (edges 5 and the spoke hang off n0): best is 2 + 1 = 3.
  REQUIRE(m.road_length(0) == 3);
}

TEST_CASE("C-LONGEST an opponent's settlement cuts the road and the bonus", "[catan][longest]") {
  auto s = empty_board();
  Model& m = M(*s);
  Ring r = ring(9);
  put_settlement(m, 0, r.node[0]);
  for (int i = 0; i < 5; ++i) put_road(m, 0, r.edge[i]);
  refresh(m);
  REQUIRE(m.longest == 0);
  // Seat 1 reaches corner 3 by a spoke and settles there.
  int sp = spoke(9, r.node[3]);
  put_road(m, 1, sp);
  int far = topo().edge_nodes[sp][0] == r.node[3] ? topo().edge_nodes[sp][1] : topo().edge_nodes[sp][0];
  int sp2 = -1;
  for (int e : topo().node_edges[far])
    if (e >= 0 && e != sp) sp2 = e;
  int far2 = topo().edge_nodes[sp2][0] == far ? topo().edge_nodes[sp2][1] : topo().edge_nodes[sp2][0];
  put_road(m, 1, sp2);
  put_settlement(m, 1, far2);
  refresh(m);
  REQUIRE(s->check_invariants() == "");
  to_main(m, 1);
  for (int k = 0; k < 4; ++k) give(m, 1, k, 1);
  EventSink ev;
  must(*s, 1, act(kBuildSettlement, r.node[3]), &ev);
  REQUIRE(m.pl[0].road_len == 3);
  REQUIRE(m.longest == -1);
  bool lost = false;
  for (auto& e : ev) lost |= e.kind == kEvLongest && e.player == -1;
  REQUIRE(lost);
}

TEST_CASE("CZ-ROAD-PASS a holder losing roads to the zombies passes the bonus in turn order",
          "[catan][longest]") {
  for (int tie_rule = 0; tie_rule < 2; ++tie_rule) {
    auto s = make("zombies",
                  {"layout=beginner", tie_rule ? "longest_road_tie=turn-order" : "longest_road_tie=nobody"});
    Model& m = M(*s);
    clear_board(m);
    // Seats 0, 2, 3 each have a line of 5 around a corner hex; seat 2 holds the bonus.
    const int hexes[4] = {0, 2, 16, 18};
    for (int p : {0, 2, 3}) {
      Ring r = ring(hexes[p]);
      put_settlement(m, p, r.node[0]);
      for (int i = 0; i < 5; ++i) put_road(m, p, r.edge[i]);
    }
    put_settlement(m, 1, ring(hexes[1]).node[0]);
    refresh(m);
    m.longest = 2;
    REQUIRE(s->check_invariants() == "");
    // Zombies around seat 2's settlement; a 7 in round 3 makes it pay.
    for (int h : topo().node_hexes[ring(hexes[2]).node[0]])
      if (h >= 0) m.zombies[h] = 2;
    m.cur = 2;
    m.phase = kPreRoll;
    s->rng().force({3, 4});
    must(*s, 2, act(kRoll));
    REQUIRE(m.phase == kPayingZombies);
    REQUIRE(m.payer == 2);
    EventSink ev;
    must(*s, 2, act(kPayRoad, ring(hexes[2]).edge[4]), &ev);  // the far end
    REQUIRE(m.pl[2].road_len == 4);
    // Tied at 5: seat 3 (next after 2) with turn-order; nobody with the classic rule.
    REQUIRE(m.longest == (tie_rule ? 3 : -1));
    REQUIRE(s->check_invariants() == "");
  }
}
