// Rules version 4 (issue 13): left alone (MZ-CONV-8), the jail card is the only
// card (MZ-CONV-9), the dice battle's scope (MZ-CONV-10), the infrastructure's
// implied house (MZ-CONV-11), overrun zombie houses (MZ-DEMO-5), cures in
// either order of arrival (MZ-HOSP-2) and never on the move that turned
// (MZ-HOSP-3), and what the log says about them.
#include "helpers.h"

using namespace mzt;

namespace {
std::vector<Event> act_events(Match& m, int seat, Action a, std::vector<int> dice = {}) {
  std::vector<Event> ev;
  auto err = m.apply(seat, a, &ev, dice);
  INFO((err ? err->message : std::string()));
  REQUIRE_FALSE(err);
  REQUIRE(m.state().check_invariants().empty());
  return ev;
}
int count(const std::vector<Event>& ev, int kind) {
  int n = 0;
  for (auto& e : ev) n += e.kind == kind;
  return n;
}
std::string log_of(const Match& m, const std::vector<Event>& ev) {
  std::string s;
  for (auto& e : ev) s += m.state().describe(e) + "\n";
  return s;
}
}  // namespace

TEST_CASE("MZ-CONV-8 a human left alone with a zombie converts when the other human leaves",
          "[mz][conversion]") {
  auto m = scen(R"("player_count":4,"turn":0,"stage":"outbreak","zombies":[1],"lapped":[0,2],
                   "players":[{"position":13},{"position":13},{"position":13},{"position":30}],
                   "deeds":[{"square":16,"owner":0}])");
  CHECK_FALSE(Z(*m).pl[2].zombie);  // two humans hold off one zombie
  auto ev = act_events(*m, 0, roll(), {1, 2});
  CHECK(Z(*m).t.players[0].pos == 16);
  CHECK_FALSE(Z(*m).pl[0].zombie);
  CHECK(Z(*m).pl[2].zombie);  // left alone: 1 zombie against 1 human
  bool found = false;
  for (auto& e : ev)
    if (e.kind == zConvert && e.player == 2) found = e.v[0] == kCauseLeftAlone && e.v[1] == 13;
  CHECK(found);
  std::string log = log_of(*m, ev);
  CHECK(log.find("left alone") != std::string::npos);
  CHECK(log.find("outnumber") == std::string::npos);  // one against one is a tie, not outnumbered
  CHECK(log.find("a tie goes to the zombies") != std::string::npos);
}

TEST_CASE("MZ-CONV-8 in the apocalypse too", "[mz][conversion]") {
  auto m = scen(R"("player_count":4,"turn":0,"stage":"apocalypse","zombies":[1],"options":{"groups":false},
                   "players":[{"position":13},{"position":13},{"position":13},{"position":30}])");
  act(*m, 0, zroll(), {1, 2, 6});
  act(*m, 0, pick(0, 1, 0));  // 3 steps clockwise: 16
  CHECK(Z(*m).pl[2].zombie);
}

TEST_CASE("MZ-CONV-8 two humans left behind stay safe", "[mz][conversion]") {
  auto m = scen(R"("player_count":4,"turn":0,"stage":"outbreak","zombies":[1],"lapped":[0,2,3],
                   "players":[{"position":13},{"position":13},{"position":13},{"position":13}],
                   "deeds":[{"square":16,"owner":0}])");
  act(*m, 0, roll(), {1, 2});
  CHECK_FALSE(Z(*m).pl[2].zombie);  // two humans still there against one zombie
  CHECK_FALSE(Z(*m).pl[3].zombie);
}

TEST_CASE("MZ-CONV-8 with the dice battle a departure starts no fight and turns nobody", "[mz][conversion]") {
  auto m = scen(R"("player_count":4,"turn":0,"stage":"outbreak","zombies":[1],"lapped":[0,2],
                   "options":{"conversion_dice_battle":true},
                   "players":[{"position":13},{"position":13},{"position":13},{"position":30}],
                   "deeds":[{"square":16,"owner":0}])");
  auto ev = act_events(*m, 0, roll(), {1, 2});
  CHECK_FALSE(Z(*m).pl[2].zombie);
  CHECK(count(ev, zBattle) == 0);
}

TEST_CASE("MZ-DEMO-6 a human overrun on arriving at a zombie house takes a level down", "[mz][demolition]") {
  auto m = scen(R"("player_count":3,"turn":0,"stage":"outbreak","zombies":[1],"lapped":[0],
                   "players":[{"position":9},{"position":13},{"position":30}],
                   "deeds":[{"square":13,"owner":1,"houses":1}])");
  auto ev = act_events(*m, 0, roll(), {1, 3});  // 1 zombie + ground = 2 against 1 human + 1 house
  CHECK(Z(*m).pl[0].zombie);
  CHECK(Z(*m).t.buildings[13] == 0);
  CHECK(count(ev, zDemolish) == 1);
  std::string log = log_of(*m, ev);
  CHECK(log.find("overrun; one level fell") != std::string::npos);
  CHECK(log.find("knocked") == std::string::npos);
}

TEST_CASE("MZ-DEMO-6 a human left alone in a zombie house and overrun takes one level down",
          "[mz][demolition]") {
  auto m = scen(R"("player_count":5,"turn":0,"stage":"outbreak","zombies":[1,3],"lapped":[0,2],
                   "players":[{"position":13},{"position":13},{"position":13},{"position":13},{"position":30}],
                   "deeds":[{"square":13,"owner":3,"houses":2},{"square":16,"owner":0}])");
  CHECK_FALSE(Z(*m).pl[2].zombie);  // 2 zombies + ground = 3 against 2 humans + 2 houses
  auto ev = act_events(*m, 0, roll(), {1, 2});
  CHECK(Z(*m).pl[2].zombie);          // 3 against 1 human + 2 houses
  CHECK(Z(*m).t.buildings[13] == 1);  // one level, not one for leaving and one for the overrun
  CHECK(count(ev, zDemolish) == 1);
}

TEST_CASE("MZ-HOSP-2 in the apocalypse a human reaching a zombie on a hospital cures it", "[mz][hospitals]") {
  auto m = scen(R"("player_count":3,"turn":0,"stage":"apocalypse","zombies":[1],
                   "players":[{"position":9},{"position":13},{"position":30}],
                   "deeds":[{"square":13,"owner":0,"hotel":true}])");
  auto ev = act_events(*m, 0, zroll(), {1, 3, 6});
  act(*m, 0, pick(0, 1, 0));  // 4 steps: 13
  CHECK(Z(*m).t.players[0].pos == 13);
  CHECK_FALSE(Z(*m).pl[1].zombie);
  CHECK(Z(*m).pl[0].in_group);  // the cured joins the human who cured them
  CHECK(Z(*m).pl[1].in_group);
  CHECK_FALSE(Z(*m).pl[1].homeless);  // a group gives them three dice again
}

TEST_CASE("MZ-HOSP-2 a zombie cured by arriving joins the humans there as a group", "[mz][hospitals]") {
  auto m = scen(R"("player_count":3,"turn":1,"stage":"apocalypse","zombies":[1],
                   "players":[{"position":13},{"position":9},{"position":30}],
                   "deeds":[{"square":13,"owner":0,"hotel":true}])");
  act(*m, 1, zroll(), {2, 2});
  act(*m, 1, zdir(0));
  CHECK_FALSE(Z(*m).pl[1].zombie);
  CHECK(Z(*m).pl[0].in_group);
  CHECK(Z(*m).pl[1].in_group);
}

TEST_CASE("MZ-HOSP-2 option groups=false: cured, but no group", "[mz][hospitals]") {
  auto m = scen(R"("player_count":3,"turn":0,"stage":"apocalypse","zombies":[1],"options":{"groups":false},
                   "players":[{"position":9},{"position":13},{"position":30}],
                   "deeds":[{"square":13,"owner":0,"hotel":true}])");
  act(*m, 0, zroll(), {1, 3, 6});
  act(*m, 0, pick(0, 1, 0));
  CHECK_FALSE(Z(*m).pl[1].zombie);
  CHECK_FALSE(Z(*m).pl[1].in_group);
}

TEST_CASE("MZ-HOSP-3 a double one onto a hotel turns and is not cured by the same move", "[mz][hospitals]") {
  auto m = scen(R"("player_count":3,"turn":0,"lapped":[0],"players":[{"position":11}],
                   "deeds":[{"square":13,"owner":2,"hotel":true}])");
  act(*m, 0, roll(), {1, 1});
  CHECK(Z(*m).t.players[0].pos == 13);
  CHECK(Z(*m).pl[0].zombie);
  CHECK(Z(*m).stage == kOutbreak);  // the outbreak begins with its zombie on the board
}

TEST_CASE("MZ-HOSP-3 giving up onto a hospital with a human there is not cured either", "[mz][hospitals]") {
  auto m = scen(R"("player_count":3,"turn":0,"stage":"apocalypse","zombies":[2],"options":{"groups":false},
                   "players":[{"position":11},{"position":13},{"position":30}],
                   "deeds":[{"square":13,"owner":1,"hotel":true}])");
  act(*m, 0, zroll(), {1, 1, 5});
  act(*m, 0, pick(0, 1, 0));  // the double one: 13, as a zombie
  CHECK(Z(*m).pl[0].zombie);
  CHECK_FALSE(Z(*m).pl[1].zombie);
}

TEST_CASE("MZ-CONV-9 turned by the go-to-jail card: that card is the only one drawn", "[mz][conversion]") {
  auto m =
      scen(R"("player_count":3,"turn":0,"lapped":[0],"chance_deck":[10,7,8],"players":[{"position":4}])");
  auto ev = act_events(*m, 0, roll(), {1, 2});  // 7: a card square
  const auto& z = Z(*m);
  CHECK(z.pl[0].zombie);
  CHECK(z.t.players[0].pos == 7);
  CHECK(count(ev, zTaunt) == 0);
  CHECK(z.t.decks[0].cards[z.t.decks[0].top] == 7);  // the next card was not turned over
}

TEST_CASE("MZ-CONV-9 snake eyes onto a card square: the new zombie turns one card over, named",
          "[mz][conversion]") {
  auto m = scen(R"("player_count":3,"turn":0,"lapped":[0],"chance_deck":[7],"players":[{"position":5}])");
  auto ev = act_events(*m, 0, roll(), {1, 1});  // 7 as a zombie
  CHECK(Z(*m).pl[0].zombie);
  CHECK(count(ev, zTaunt) == 1);
  CHECK(log_of(*m, ev).find("\"Bank dividend\"") != std::string::npos);
}

TEST_CASE("MZ-CONV-10 with the dice battle two humans are fought by one arriving zombie",
          "[mz][conversion]") {
  auto body = [](const char* scope) {
    return std::string(R"("player_count":4,"turn":1,"stage":"outbreak","zombies":[1],"lapped":[0,2],
      "options":{"conversion_dice_battle":true,"dice_battle_scope":")") +
           scope + R"("},
      "players":[{"position":13},{"position":9},{"position":13},{"position":30}],"deeds":[{"square":13,"owner":0}])";
  };
  auto lost = scen(body("every_meeting"));
  act(*lost, 1, zroll(), {2, 2});
  act(*lost, 1, zdir(0), {6, 2, 3});  // one attack die against two defence dice
  CHECK(Z(*lost).pl[0].zombie);
  CHECK(Z(*lost).pl[2].zombie);
  auto held = scen(body("every_meeting"));
  act(*held, 1, zroll(), {2, 2});
  act(*held, 1, zdir(0), {4, 5, 1});
  CHECK_FALSE(Z(*held).pl[0].zombie);
  auto old = scen(body("overrun_arrivals"));
  act(*old, 1, zroll(), {2, 2});
  auto ev = act_events(*old, 1, zdir(0), {6, 2, 3});
  CHECK(count(ev, zBattle) == 0);  // 1 against 2: the points hold, no fight
  CHECK_FALSE(Z(*old).pl[0].zombie);
}

TEST_CASE("MZ-CONV-10 with the dice battle a new infection ground is fought too", "[mz][conversion]") {
  const char* body = R"("player_count":3,"turn":0,"lapped":[0,1],"options":{"conversion_dice_battle":true},
      "players":[{"position":11},{"position":21}],"deeds":[{"square":21,"owner":0}])";
  auto held = scen(body);
  auto ev = act_events(*held, 0, roll(), {1, 1, 2, 5});  // snake eyes, then ground 2 against human 5
  CHECK(Z(*held).pl[0].zombie);
  CHECK(count(ev, zBattle) == 1);
  CHECK_FALSE(Z(*held).pl[1].zombie);
  auto lost = scen(body);
  act(*lost, 0, roll(), {1, 1, 6, 5});
  CHECK(Z(*lost).pl[1].zombie);
}

TEST_CASE("MZ-CONV-11 a transport with shelter_transports defends with one implied house",
          "[mz][conversion]") {
  auto body = [](int zombies_there, const char* options) {
    return std::string(
               R"("player_count":4,"turn":0,"stage":"outbreak","zombies":[1,2],"lapped":[0],"options":)") +
           options + R"(,"players":[{"position":1},{"position":5},{"position":)" +
           (zombies_there == 2 ? "5" : "30") + R"(},{"position":30}],"deeds":[{"square":5,"owner":3}])";
  };
  auto one = scen(body(1, R"({"shelter_transports":true})"));
  act(*one, 0, roll(), {1, 3});  // 1 zombie against 1 human + the implied house
  CHECK_FALSE(Z(*one).pl[0].zombie);
  auto two = scen(body(2, R"({"shelter_transports":true})"));
  act(*two, 0, roll(), {1, 3});  // 2 zombies against 2
  CHECK(Z(*two).pl[0].zombie);
  auto full = scen(body(2, R"({"shelter_transports":true,"infrastructure_shelter":"full"})"));
  act(*full, 0, roll(), {1, 3});  // the old reading: a square that never converts
  CHECK_FALSE(Z(*full).pl[0].zombie);
  auto off = scen(body(1, "{}"));
  act(*off, 0, roll(), {1, 3});
  CHECK(Z(*off).pl[0].zombie);  // without the option: 1 against 1
}

TEST_CASE("MZ-CONV-11 a utility with shelter_utilities defends with one implied house", "[mz][points]") {
  auto m = scen(
      R"("player_count":3,"stage":"outbreak","zombies":[1],"lapped":[0],"options":{"shelter_utilities":true},
                   "players":[{"position":12},{"position":12},{"position":30}])");
  SquarePoints p = points_at(Z(*m), rules_of(m->state()), 12);
  CHECK(p.implied == 1);
  CHECK(p.defence == 2);
  CHECK_FALSE(p.converts);
}

TEST_CASE("MZ-DEMO-4 the log names the humans leaving, not zombies", "[mz][demolition]") {
  auto m = scen(R"("player_count":3,"turn":0,"stage":"outbreak","zombies":[1],
                   "players":[{"position":13},{"position":30},{"position":0}],"deeds":[{"square":13,"owner":1,"houses":2}])");
  auto ev = act_events(*m, 0, roll(), {1, 2});
  CHECK(Z(*m).t.buildings[13] == 1);
  std::string log = log_of(*m, ev);
  CHECK(log.find("Zombies knocked") == std::string::npos);
  CHECK(log.find("last human sheltering") != std::string::npos);
}
