// The read-only points query (points_at, MZ-CONV-5/7): what it predicts for
// an arrival must be what the arrival then does, because check_square() acts
// on the same answer. Each test asks before the move, then makes the move
// with forced dice and compares.
#include "helpers.h"

using namespace mzt;

namespace {
SquarePoints query(const Match& m, int sq, int add_humans = 0, int add_zombies = 0) {
  return points_at(Z(m), rules_of(m.state()), sq, add_humans, add_zombies);
}
}  // namespace

TEST_CASE("MZ-CONV-5 points_at: a hotel defends as five, or as one by option", "[mz][points]") {
  const char* body = R"("player_count":4,"turn":0,"stage":"outbreak","zombies":[1,2],"lapped":[0],
      "players":[{"position":9},{"position":13},{"position":13},{"position":30}],
      "deeds":[{"square":13,"owner":1,"hotel":true}])";
  auto five = scen(body);
  SquarePoints p5 = query(*five, 13, 1);
  CHECK(p5.zombies == 2);
  CHECK(p5.ground == 1);
  CHECK(p5.hotel);
  CHECK(p5.improvements == 5);
  CHECK(p5.attack == 3);
  CHECK(p5.defence == 6);
  CHECK_FALSE(p5.converts);
  act(*five, 0, roll(), {1, 3});
  CHECK(Z(*five).pl[0].zombie == p5.converts);
  SquarePoints after = query(*five, 13);  // the human now stands there: the same count
  CHECK(after.humans == 1);
  CHECK(after.defence == 6);
  CHECK_FALSE(after.overrun);

  auto one = scen(std::string(body) + R"(,"options":{"hotel_immunity":1,"hospitals":false})");
  SquarePoints p1 = query(*one, 13, 1);
  CHECK(p1.improvements == 1);
  CHECK(p1.defence == 2);
  CHECK(p1.converts);
  act(*one, 0, roll(), {1, 3});
  CHECK(Z(*one).pl[0].zombie == p1.converts);
}

TEST_CASE("MZ-BG-1 points_at counts bodyguards as defence", "[mz][points]") {
  const char* body = R"("player_count":3,"turn":1,"stage":"outbreak","zombies":[1],"lapped":[0],
      "players":[{"position":13},{"position":9},{"position":0}],"deeds":[{"square":13,"owner":2}])";
  auto guarded = scen(std::string(body) + R"(,"bodyguards":[1])");
  SquarePoints g = query(*guarded, 13, 0, 1);  // the zombie is about to arrive
  CHECK(g.guards == 1);
  CHECK(g.attack == 1);
  CHECK(g.defence == 2);
  CHECK_FALSE(g.converts);
  act(*guarded, 1, zroll(), {2, 2});
  act(*guarded, 1, zdir(0));
  CHECK(Z(*guarded).pl[0].zombie == g.converts);

  auto alone = scen(body);
  SquarePoints a = query(*alone, 13, 0, 1);
  CHECK(a.guards == 0);
  CHECK(a.converts);
  act(*alone, 1, zroll(), {2, 2});
  act(*alone, 1, zdir(0));
  CHECK(Z(*alone).pl[0].zombie == a.converts);
}

TEST_CASE("MZ-CONV-5 points_at: a bare infection ground turns, a built one shelters", "[mz][points]") {
  auto bare = scen(R"("player_count":3,"turn":0,"stage":"outbreak","zombies":[1],"lapped":[0],
                      "players":[{"position":9},{"position":30}],"deeds":[{"square":13,"owner":1}])");
  SquarePoints b = query(*bare, 13, 1);
  CHECK(b.zombies == 0);
  CHECK(b.ground == 1);
  CHECK(b.attack == 1);
  CHECK(b.defence == 1);
  CHECK(b.converts);
  act(*bare, 0, roll(), {1, 3});
  CHECK(Z(*bare).pl[0].zombie == b.converts);

  auto built = scen(R"("player_count":3,"turn":0,"stage":"outbreak","zombies":[1],"lapped":[0],
                       "players":[{"position":9,"cash":300},{"position":30}],
                       "deeds":[{"square":13,"owner":1,"houses":1}])");
  SquarePoints h = query(*built, 13, 1);
  CHECK(h.houses == 1);
  CHECK(h.defence == 2);
  CHECK_FALSE(h.converts);
  act(*built, 0, roll(), {1, 3});
  CHECK(Z(*built).pl[0].zombie == h.converts);
}

TEST_CASE("MZ-CONV-5 points_at: 2018-05 wording, any built infection ground is safe", "[mz][points]") {
  // One house against a zombie and the ground: 2 vs 2 would turn, but the wording shelters.
  auto m = scen(R"("player_count":3,"turn":0,"stage":"outbreak","zombies":[1],"lapped":[0],"preset":"2018-05",
                   "players":[{"position":9,"cash":300},{"position":13}],"deeds":[{"square":13,"owner":1,"houses":1}])");
  SquarePoints p = query(*m, 13, 1);
  CHECK(p.attack == 2);
  CHECK(p.defence == 2);
  CHECK(p.safe == SquarePoints::kSafeBuilt);
  CHECK_FALSE(p.converts);
  act(*m, 0, roll(), {1, 3});
  CHECK(Z(*m).pl[0].zombie == p.converts);
}

TEST_CASE("MZ-CONV-7 points_at: shelter squares by option, tax converts without it", "[mz][points]") {
  const char* body = R"("player_count":3,"turn":0,"stage":"outbreak","zombies":[1],"lapped":[0],
      "players":[{"position":1},{"position":4}])";
  auto tax = scen(body);
  SquarePoints t = query(*tax, 4, 1);
  CHECK(t.safe == SquarePoints::kNotSafe);
  CHECK(t.converts);
  act(*tax, 0, roll(), {1, 2});
  CHECK(Z(*tax).pl[0].zombie == t.converts);

  auto safe = scen(std::string(body) + R"(,"options":{"shelter_tax":true})");
  SquarePoints s = query(*safe, 4, 1);
  CHECK(s.safe == SquarePoints::kSafeShelter);
  CHECK(s.attack == 1);  // the count is still shown; it just does not convert
  CHECK_FALSE(s.converts);
  act(*safe, 0, roll(), {1, 2});
  CHECK(Z(*safe).pl[0].zombie == s.converts);
}

TEST_CASE("MZ-CONV-7 points_at: the rest square never converts", "[mz][points]") {
  auto m = scen(R"("player_count":3,"turn":0,"stage":"outbreak","zombies":[1],"lapped":[0],
                   "players":[{"position":16},{"position":20}])");
  SquarePoints p = query(*m, board::kFreeParking, 1);
  CHECK(p.safe == SquarePoints::kSafeShelter);
  CHECK(p.attack == 1);
  CHECK_FALSE(p.converts);
  act(*m, 0, roll(), {1, 3});
  CHECK(Z(*m).t.players[0].pos == board::kFreeParking);
  CHECK(Z(*m).pl[0].zombie == p.converts);
}

TEST_CASE("MZ-CONV-3 points_at: the go-to-jail square turns whatever the points", "[mz][points]") {
  auto m = scen(R"("player_count":3,"turn":0,"stage":"outbreak","zombies":[1],"lapped":[0],
                   "players":[{"position":26},{"position":0}])");
  SquarePoints p = query(*m, board::kGoToJail, 1);
  CHECK(p.jail_square);
  CHECK(p.attack == 0);
  CHECK_FALSE(p.converts);  // not by points: by the jail rule
  act(*m, 0, roll(), {1, 3});
  CHECK(Z(*m).pl[0].zombie == p.jail_square);

  auto old = scen(R"("player_count":3,"turn":0,"stage":"outbreak","zombies":[1],"lapped":[0],
                     "options":{"jail_square_converts":false},"players":[{"position":26},{"position":0}])");
  SquarePoints q = query(*old, board::kGoToJail, 1);
  CHECK_FALSE(q.jail_square);
  act(*old, 0, roll(), {1, 3});
  CHECK(Z(*old).pl[0].zombie == q.jail_square);
  CHECK(Z(*old).t.players[0].in_jail);

  // In the apocalypse the square converts even with the option off.
  auto apoc = scen(R"("player_count":3,"turn":0,"stage":"apocalypse","zombies":[1],
                      "options":{"jail_square_converts":false},"players":[{"position":26},{"position":0}])");
  SquarePoints a = query(*apoc, board::kGoToJail, 1);
  CHECK(a.jail_square);
  act(*apoc, 0, zroll(), {1, 3, 6});
  act(*apoc, 0, pick(0, 1, 0));
  CHECK(Z(*apoc).pl[0].zombie == a.jail_square);
}

TEST_CASE("MZ-CONV-1 points_at: an overrun square does not turn humans before their first lap",
          "[mz][points]") {
  auto m = scen(R"("player_count":3,"turn":1,"stage":"outbreak","zombies":[1],
                   "players":[{"position":13},{"position":9},{"position":0}],"deeds":[{"square":13,"owner":2}])");
  SquarePoints p = query(*m, 13, 0, 1);
  CHECK(p.overrun);
  CHECK(p.susceptible == 0);
  CHECK_FALSE(p.converts);
  act(*m, 1, zroll(), {2, 2});
  act(*m, 1, zdir(0));
  CHECK(Z(*m).pl[0].zombie == p.converts);
  CHECK(query(*m, 13).overrun);  // still overrun, still nobody who can turn
}

TEST_CASE("MZ-HOME-8 points_at: the once-homeless are counted and turned like anyone", "[mz][points]") {
  // The house is seat 2's (a zombie elsewhere), so the squatter does not move before seat 1's turn.
  auto m = scen(R"("player_count":4,"turn":1,"stage":"outbreak","zombies":[1,2],"lapped":[0],"homeless":[0],
                   "options":{"homeless_invisible":true},
                   "players":[{"position":13},{"position":9},{"position":30},{"position":0}],
                   "deeds":[{"square":13,"owner":2,"houses":1}])");
  SquarePoints p = query(*m, 13, 0, 1);
  CHECK(p.unseen == 0);
  CHECK(p.humans == 1);
  CHECK(p.converts);  // 2 attack (zombie + ground) >= 1 human + 1 house
  act(*m, 1, zroll(), {2, 2});
  act(*m, 1, zdir(0));  // 9 -> 13
  CHECK(Z(*m).pl[0].zombie == p.converts);
}

TEST_CASE("MZ-BATTLE-1 points_at: with the dice battle an overrun arrival is a fight", "[mz][points]") {
  const char* body = R"("player_count":3,"turn":1,"stage":"outbreak","zombies":[1],"lapped":[0],
      "options":{"conversion_dice_battle":true},"players":[{"position":13},{"position":9},{"position":30}],
      "deeds":[{"square":13,"owner":0}])";
  auto m = scen(body);
  SquarePoints p = query(*m, 13, 0, 1);
  CHECK(p.converts);
  CHECK(p.fight);
  act(*m, 1, zroll(), {2, 2});
  act(*m, 1, zdir(0), {3, 5});  // the humans' 5 beats the zombie's 3
  CHECK_FALSE(Z(*m).pl[0].zombie);
  CHECK(query(*m, 13).fight);  // the square stays overrun until the next arrival
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
