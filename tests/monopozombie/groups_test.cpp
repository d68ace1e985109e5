// Apocalypse groups: MZ-GROUP-1..7 (forced dice; pool dice are numbered by
// member in seat order, three each).
#include "helpers.h"

using namespace mzt;

namespace {
// Seats 0, 1, 3 human, 2 a zombie far away; seat 0 can reach seat 1 on the rest square.
const char* kTwo = R"("player_count":4,"turn":0,"stage":"apocalypse","zombies":[2],
    "players":[{"position":14},{"position":20},{"position":35},{"position":0}])";
// Seats 0 and 1 already a group on the rest square (0 joined last), seat 2 a zombie.
const char* kGroup = R"("player_count":4,"turn":0,"stage":"apocalypse","zombies":[2],"group":[1,0],
    "players":[{"position":20},{"position":20},{"position":35},{"position":0}])";
Action assign(int i, int j, int dir) { return {kGroupAssign, i, j, dir}; }
Action own(int i, int j, int dir) { return {kGroupOwnDice, i, j, dir}; }
const Action kAccept{kGroupAccept, 0, 0, 0}, kDecline{kGroupDecline, 0, 0, 0},
    kCounter{kGroupCounter, 0, 0, 0};
}  // namespace

TEST_CASE("MZ-GROUP-1 humans ending a move together form a group", "[mz][groups]") {
  auto m = scen(kTwo);
  act(*m, 0, zroll(), {2, 4, 6});
  act(*m, 0, pick(0, 1, 0));  // 14 + 6 = 20, onto seat 1
  const auto& z = Z(*m);
  CHECK(z.pl[0].in_group);
  CHECK(z.pl[1].in_group);
  CHECK(z.pl[0].group_seq > z.pl[1].group_seq);  // the newcomer is the newest member
  CHECK(z.phase != kMzRollAgain);
}

TEST_CASE("MZ-GROUP-1 option groups=false: humans stay apart", "[mz][groups]") {
  auto m = scen(std::string(kTwo) + R"(,"options":{"groups":false})");
  act(*m, 0, zroll(), {2, 4, 6});
  act(*m, 0, pick(0, 1, 0));
  CHECK_FALSE(Z(*m).pl[0].in_group);
  CHECK_FALSE(Z(*m).pl[1].in_group);
}

TEST_CASE("MZ-GROUP-2 earlier members wait for the newest member's turn", "[mz][groups]") {
  auto m = scen(kTwo);
  act(*m, 0, zroll(), {2, 4, 6});
  act(*m, 0, pick(0, 1, 0));
  CHECK(Z(*m).t.turn == 2);  // seat 1 waited; the zombie is next
  CHECK(Z(*m).t.players[1].pos == 20);
}

TEST_CASE("MZ-GROUP-3 every member rolls, the newest proposes, all accept: they move", "[mz][groups]") {
  auto m = scen(kGroup);
  act(*m, 0, zroll(), {3, 4, 5, 1, 6, 2});  // seat 0: 3 4 5 (pool 0-2); seat 1: 1 6 2 (pool 3-5)
  CHECK(Z(*m).phase == kMzGroupAssign);
  act(*m, 0, assign(0, 1, 0));                 // seat 0: 3 + 4
  CHECK_FALSE(legal(*m, 0, assign(0, 2, 0)));  // pool die 0 is taken
  auto err = m->apply(0, assign(0, 2, 0), nullptr);
  REQUIRE(err);
  CHECK(err->rule == "MZ-GROUP-3");
  act(*m, 0, assign(2, 5, 0));  // seat 1: 5 + 2
  CHECK(Z(*m).phase == kMzGroupAnswer);
  CHECK(m->state().actors() == (1u << 1));
  act(*m, 1, kAccept);
  CHECK(Z(*m).t.players[0].pos == 27);
  CHECK(Z(*m).t.players[1].pos == 27);
  CHECK(Z(*m).pl[0].in_group);
  CHECK(Z(*m).pl[0].group_moves == 1);
  CHECK(Z(*m).t.turn == 2);  // seat 1, still a waiting member, skips its turn
}

TEST_CASE("MZ-GROUP-4 after a decline each member keeps two of their own dice", "[mz][groups]") {
  auto m = scen(kGroup);
  act(*m, 0, zroll(), {3, 4, 5, 1, 6, 2});
  act(*m, 0, assign(0, 1, 0));
  act(*m, 0, assign(2, 5, 0));
  act(*m, 1, kDecline);
  CHECK(Z(*m).phase == kMzGroupOwnDice);
  CHECK(m->state().actors() == ((1u << 0) | (1u << 1)));  // both choose at once
  act(*m, 1, own(1, 2, 0));                               // 6 + 2 = 8 -> 28
  act(*m, 0, own(0, 1, 0));                               // 3 + 4 = 7 -> 27
  CHECK(Z(*m).t.players[0].pos == 27);
  CHECK(Z(*m).t.players[1].pos == 28);
  // Split: nobody else there, so both leave and owe two independent turns (MZ-GROUP-5).
  CHECK_FALSE(Z(*m).pl[0].in_group);
  CHECK(Z(*m).pl[0].cooldown == 2);
  CHECK(Z(*m).pl[1].cooldown == 2);
}

TEST_CASE("MZ-GROUP-5 three group moves at most, then two independent turns", "[mz][groups]") {
  auto m = scen(std::string(kGroup) + R"(,"group_moves":[2,2])");
  act(*m, 0, zroll(), {3, 4, 5, 1, 6, 2});
  act(*m, 0, assign(0, 1, 0));
  act(*m, 0, assign(2, 5, 0));
  act(*m, 1, kAccept);
  const auto& z = Z(*m);
  CHECK(z.t.players[0].pos == z.t.players[1].pos);
  CHECK_FALSE(z.pl[0].in_group);  // third move made: the group dissolves
  CHECK_FALSE(z.pl[1].in_group);
  CHECK(z.pl[0].cooldown == 2);
  REQUIRE(z.t.turn == 1);
  act(*m, 1, zroll(), {1, 2, 6});
  act(*m, 1, pick(0, 1, 1));  // an independent turn: 27 -> 24
  CHECK(Z(*m).pl[1].cooldown == 1);
}

TEST_CASE("MZ-GROUP-5 a human still owing independent turns does not join", "[mz][groups]") {
  auto m = scen(std::string(kTwo) + R"(,"cooldown":[1,0])");
  act(*m, 0, zroll(), {2, 4, 6});
  act(*m, 0, pick(0, 1, 0));  // onto seat 1
  CHECK_FALSE(Z(*m).pl[0].in_group);
  CHECK_FALSE(Z(*m).pl[1].in_group);
  CHECK(Z(*m).pl[0].cooldown == 0);  // that was the last turn owed
}

TEST_CASE("MZ-GROUP-6 a newcomer to a group costs the earlier members one move", "[mz][groups]") {
  auto m = scen(R"("player_count":4,"turn":3,"stage":"apocalypse","zombies":[2],"group":[1,0],
      "players":[{"position":20},{"position":20},{"position":35},{"position":14}])");
  act(*m, 3, zroll(), {2, 4, 6});
  act(*m, 3, pick(0, 1, 0));  // seat 3 joins on the rest square
  const auto& z = Z(*m);
  CHECK(z.pl[3].in_group);
  CHECK(z.pl[0].group_moves == 1);  // the zero-movement turn
  CHECK(z.pl[1].group_moves == 1);
  CHECK(z.pl[3].group_moves == 0);
  CHECK(z.pl[3].group_seq > z.pl[0].group_seq);
  // Seats 0 and 1 now wait for seat 3's turn: the zombie plays, then seat 3 moves the group.
  CHECK(z.t.turn == 2);
}

TEST_CASE("MZ-GROUP-7 pooled dice: the plan binds, three turns apart", "[mz][groups]") {
  auto m = scen(std::string(kGroup) + R"(,"options":{"group_dice":"pooled"},"group_moves":[2,2])");
  act(*m, 0, zroll(), {3, 4, 5, 1, 6, 2});
  act(*m, 0, assign(0, 1, 0));
  act(*m, 0, assign(2, 5, 0));  // no answers asked
  CHECK(Z(*m).t.players[1].pos == 27);
  CHECK(Z(*m).pl[0].cooldown == 3);
}

TEST_CASE("MZ-GROUP-3 only the proposal's members answer, illegal answers are refused", "[mz][groups]") {
  auto m = scen(kGroup);
  act(*m, 0, zroll(), {3, 4, 5, 1, 6, 2});
  auto err = m->apply(1, kAccept, nullptr);
  REQUIRE(err);
  act(*m, 0, assign(0, 1, 0));
  act(*m, 0, assign(2, 5, 0));
  err = m->apply(3, kAccept, nullptr);
  REQUIRE(err);
  err = m->apply(0, kAccept, nullptr);  // the proposer has already agreed
  REQUIRE(err);
}

TEST_CASE("MZ-GROUP-1 group formations are counted by the statistics", "[mz][groups]") {
  auto m = scen(kTwo);
  EventSink ev;
  REQUIRE_FALSE(m->apply(0, zroll(), &ev, {2, 4, 6}));
  REQUIRE_FALSE(m->apply(0, pick(0, 1, 0), &ev));
  int formed = 0;
  for (const Event& e : ev) formed += e.kind == kEvGroup && e.v[2] == 1;
  CHECK(formed == 1);
  CHECK_FALSE(m->state().describe(ev.back()).empty());
}

TEST_CASE("MZ-GROUP-3 a member may counter once, the first proposer then answers", "[mz][groups]") {
  auto m = scen(kGroup);
  act(*m, 0, zroll(), {3, 4, 5, 1, 6, 2});  // seat 0: 3 4 5 (pool 0-2); seat 1: 1 6 2 (pool 3-5)
  act(*m, 0, assign(0, 1, 0));
  act(*m, 0, assign(2, 5, 0));
  REQUIRE(legal(*m, 1, kCounter));
  act(*m, 1, kCounter);
  CHECK(Z(*m).phase == kMzGroupAssign);
  CHECK(m->state().actors() == (1u << 1));  // the counter-proposer shares out the same pool
  CHECK(Z(*m).pl[0].plan_die_a == -1);      // the first plan is gone
  act(*m, 1, assign(3, 4, 0));              // seat 0: 1 + 6 = 7 -> 27
  act(*m, 1, assign(0, 5, 0));              // seat 1: 3 + 2 = 5 -> 25
  CHECK(Z(*m).phase == kMzGroupAnswer);
  CHECK(m->state().actors() == (1u << 0));  // now the first proposer answers
  CHECK_FALSE(legal(*m, 0, kCounter));      // and has had its one proposal
  CHECK(legal(*m, 0, kDecline));
  act(*m, 0, kAccept);
  CHECK(Z(*m).t.players[0].pos == 27);
  CHECK(Z(*m).t.players[1].pos == 25);
  CHECK(Z(*m).proposer == -1);
  CHECK(Z(*m).proposed == 0);
}

TEST_CASE("MZ-GROUP-4 a declined counter-proposal leaves everyone their own dice", "[mz][groups]") {
  auto m = scen(kGroup);
  act(*m, 0, zroll(), {3, 4, 5, 1, 6, 2});
  act(*m, 0, assign(0, 1, 0));
  act(*m, 0, assign(2, 5, 0));
  act(*m, 1, kCounter);
  act(*m, 1, assign(3, 4, 0));
  act(*m, 1, assign(0, 5, 0));
  act(*m, 0, kDecline);
  CHECK(Z(*m).phase == kMzGroupOwnDice);
  CHECK(m->state().actors() == ((1u << 0) | (1u << 1)));
  act(*m, 0, own(0, 1, 0));  // 3 + 4 -> 27
  act(*m, 1, own(1, 2, 0));  // 6 + 2 -> 28
  CHECK(Z(*m).t.players[0].pos == 27);
  CHECK(Z(*m).t.players[1].pos == 28);
}

TEST_CASE("MZ-GROUP-7 pooled dice (2018-05): no answers, so no counters", "[mz][groups]") {
  auto m = scen(std::string(kGroup) + R"(,"preset":"2018-05")");
  act(*m, 0, zroll(), {3, 4, 5, 1, 6, 2});
  act(*m, 0, assign(0, 1, 0));
  CHECK_FALSE(legal(*m, 1, kCounter));
  auto err = m->apply(1, kCounter, nullptr);
  REQUIRE(err);
}

TEST_CASE("MZ-GROUP-3 every action code names one action, so a plan can be answered by code",
          "[mz][groups]") {
  // The browser and the driver apply actions by code: a name shared with a
  // property-game action ("accept", "decline", "counter") would decode to that one.
  auto m = scen(kGroup);
  const auto& kinds = m->state().action_kinds();
  for (size_t i = 0; i < kinds.size(); ++i)
    for (size_t j = i + 1; j < kinds.size(); ++j) {
      INFO(kinds[i].name);
      CHECK(std::string(kinds[i].name) != std::string(kinds[j].name));
    }
  act(*m, 0, zroll(), {3, 4, 5, 1, 6, 2});
  act(*m, 0, assign(0, 1, 0));
  act(*m, 0, assign(2, 5, 0));
  for (Action a : {kAccept, kDecline, kCounter}) {
    auto back = m->state().decode(m->state().encode(a));
    REQUIRE(back);
    CHECK(*back == a);
  }
  auto counter = m->state().decode("counter_plan");
  REQUIRE(counter);
  act(*m, 1, *counter);
  CHECK(Z(*m).proposer == 1);
}

// MZ-APOC-3 with MZ-GROUP-1: "If a double is chosen, then roll-again can optionally be taken",
// also by a human who just joined a group: it is the group's roll (the newest member's turn).
TEST_CASE("MZ-APOC-3 joining a group with a chosen double keeps the roll again, as the group's roll",
          "[mz][groups]") {
  auto m = scen(kTwo);
  act(*m, 0, zroll(), {3, 3, 5});
  act(*m, 0, pick(0, 1, 0));  // 14 + 6 = 20, onto seat 1: a group
  REQUIRE(Z(*m).pl[0].in_group);
  CHECK(Z(*m).phase == kMzRollAgain);
  CHECK(legal(*m, 0, {kStopRolling, 0, 0, 0}));
  act(*m, 0, {kRollAgain, 0, 0, 0});
  act(*m, 0, zroll(), {3, 4, 5, 1, 6, 2});  // every member rolls: the group moves now
  CHECK(Z(*m).phase == kMzGroupAssign);
  CHECK(Z(*m).group_moving == 0b11);
}

TEST_CASE("MZ-APOC-3 the joiner may stop instead: the turn passes", "[mz][groups]") {
  auto m = scen(kTwo);
  act(*m, 0, zroll(), {3, 3, 5});
  act(*m, 0, pick(0, 1, 0));
  act(*m, 0, {kStopRolling, 0, 0, 0});
  CHECK(Z(*m).t.turn == 2);
  CHECK(Z(*m).pl[0].in_group);
}

TEST_CASE("MZ-APOC-3 option group_join_roll_again=false: joining ends the turn", "[mz][groups]") {
  auto m = scen(std::string(kTwo) + R"(,"options":{"group_join_roll_again":false})");
  act(*m, 0, zroll(), {3, 3, 5});
  act(*m, 0, pick(0, 1, 0));
  CHECK(Z(*m).phase != kMzRollAgain);
  CHECK(Z(*m).t.turn == 2);
}

TEST_CASE("MZ-GROUP-8 group_rest_turns=3 (preset 2018-05): three independent turns before joining again",
          "[mz][groups]") {
  auto m = scen(std::string(kGroup) + R"(,"group_moves":[2,2],"options":{"group_rest_turns":3})");
  act(*m, 0, zroll(), {3, 4, 5, 1, 6, 2});
  act(*m, 0, assign(0, 1, 0));
  act(*m, 0, assign(2, 5, 0));
  act(*m, 1, kAccept);
  CHECK_FALSE(Z(*m).pl[0].in_group);
  CHECK(Z(*m).pl[0].cooldown == 3);
  CHECK(Z(*m).pl[1].cooldown == 3);
}

TEST_CASE("MZ-GROUP-6 2018-05: no standing-still turn when a group takes in a newcomer",
          "[mz][preset][groups]") {
  const char* body = R"("player_count":4,"turn":2,"stage":"apocalypse","zombies":[3],"lapped":[0,1,2],
      "group":[0,1],"group_moves":[1,1],"players":[{"position":21},{"position":21},{"position":15},{"position":35}],
      "deeds":[{"square":21,"owner":0,"houses":1}])";
  for (const char* preset : {"latest", "2018-05"}) {
    auto m = scen(std::string(body) + R"(,"preset":")" + preset + "\"");
    act(*m, 2, zroll(), {3, 3, 5});
    act(*m, 2, pick(0, 1, 0));  // 15 -> 21, joins
    if (Z(*m).phase == kMzRollAgain) act(*m, 2, {kStopRolling, 0, 0, 0});
    REQUIRE(Z(*m).pl[2].in_group);
    CHECK(Z(*m).pl[0].group_moves == (std::string(preset) == "latest" ? 2 : 1));
  }
}

TEST_CASE("MZ-GROUP-5 2018-05: three turns apart after a group", "[mz][preset][groups]") {
  RulesConfig cfg;
  REQUIRE_FALSE(make_config(option_defs(), preset_defs(), "2018-05", {}, &cfg));
  CHECK(rules_from(cfg).group_rest == 3);
  CHECK_FALSE(rules_from(cfg).groups_pooled);  // the 2018 pool is negotiated, as the latest dice trade
}
