// Homelessness: MZ-HOME-1..8, and hospitals curing into homelessness.
#include "helpers.h"

using namespace mzt;

namespace {
const Action kBankrupt{mono::kBankrupt, 0, 0, 0};
Action hmove(int which = 0) { return {kHomelessRoll, which, 0, 0}; }
}  // namespace

TEST_CASE("MZ-HOME-1 a bankrupt player stays in as homeless and squats (MZ-HOME-4)", "[mz][homeless]") {
  auto m =
      scen(R"("player_count":3,"turn":0,"players":[{"position":35,"cash":5},{"position":20},{"position":0}],
                   "deeds":[{"square":37,"owner":1},{"square":39,"owner":1,"houses":3}])");
  act(*m, 0, roll(), {1, 3});  // 39: rent far beyond $5
  REQUIRE(Z(*m).t.phase == mono::kDebt);
  act(*m, 0, kBankrupt);
  const auto& z = Z(*m);
  CHECK(z.pl[0].homeless);
  CHECK_FALSE(z.t.players[0].bankrupt);
  CHECK(z.t.players[0].cash == 0);
  CHECK(z.pl[0].squat_owner == 1);
  // The owner's turn: the squatter moves first, one die, clockwise (MZ-HOME-3).
  CHECK(z.t.turn == 1);
  CHECK(z.phase == kMzHomelessMove);
  CHECK(m->state().actors() == 1u);
  CHECK_FALSE(legal(*m, 1, roll()));
  act(*m, 0, hmove(), {1});  // 39 -> 0: the start square pays the salary (MZ-HOME-6)
  CHECK_FALSE(Z(*m).pl[0].homeless);
  CHECK(Z(*m).pl[0].was_homeless);
  CHECK(Z(*m).t.players[0].cash == 200);
  CHECK(Z(*m).t.turn == 1);
  CHECK(legal(*m, 1, roll()));
}

TEST_CASE("MZ-HOME-1 option homelessness=false: the bankrupt are out", "[mz][homeless]") {
  auto m = scen(R"("player_count":3,"turn":0,"options":{"homelessness":false},
                   "players":[{"position":35,"cash":5},{"position":20},{"position":0}],
                   "deeds":[{"square":39,"owner":1,"houses":3}])");
  act(*m, 0, roll(), {1, 3});
  act(*m, 0, kBankrupt);
  CHECK(Z(*m).t.players[0].bankrupt);
  CHECK_FALSE(Z(*m).pl[0].homeless);
}

TEST_CASE("MZ-HOME-4 out of the turn order, a passer-by wakes a waiting homeless (MZ-HOME-2)",
          "[mz][homeless]") {
  auto m = scen(R"("player_count":3,"turn":0,"homeless":[0],
                   "players":[{"position":4},{"position":3},{"position":20}])");
  CHECK(Z(*m).t.turn == 1);  // seat 0's own turn is skipped
  CHECK(Z(*m).pl[0].waiting);
  act(*m, 1, roll(), {3, 4});  // 3 -> 10, past the homeless on 4
  CHECK(Z(*m).phase == kMzHomelessMove);
  CHECK(m->state().actors() == 1u);
  act(*m, 0, hmove(), {2});  // 4 -> 6, nobody's lot: auctioned at once
  CHECK(Z(*m).t.players[0].pos == 6);
  CHECK(Z(*m).t.phase == mono::kAuction);
  CHECK(Z(*m).t.auction.square == 6);
}

TEST_CASE("MZ-HOME-4 squatters pay no rent", "[mz][homeless]") {
  auto m = scen(R"("player_count":3,"turn":1,"homeless":[0],
                   "players":[{"position":4},{"position":3},{"position":20}],"deeds":[{"square":6,"owner":2,"houses":2}])");
  act(*m, 1, roll(), {3, 4});
  act(*m, 0, hmove(), {2});
  CHECK(Z(*m).t.players[0].pos == 6);
  CHECK(Z(*m).t.debt_count == 0);
  CHECK(Z(*m).pl[0].squat_owner == 2);
}

TEST_CASE("MZ-HOME-5 the last human, once homeless, wins on a zombie's house", "[mz][homeless]") {
  auto m = scen(R"("player_count":3,"turn":0,"stage":"apocalypse","zombies":[1,2],"homeless":[0],
                   "players":[{"position":14},{"position":30},{"position":35}],"deeds":[{"square":16,"owner":1,"houses":1}])");
  act(*m, 0, zroll(), {2, 5});  // MZ-HOME-7: one of 2D6
  CHECK(Z(*m).phase == kMzHomelessMove);
  act(*m, 0, hmove(0));
  CHECK(m->state().terminal());
  CHECK(Z(*m).end_kind == mz::kEndHumans);
}

TEST_CASE("MZ-HOME-5 the once-homeless shelter in zombie houses without a trace", "[mz][homeless]") {
  auto m = scen(R"("player_count":4,"turn":0,"stage":"apocalypse","zombies":[1,2],"homeless":[0],
                   "players":[{"position":16},{"position":30},{"position":35},{"position":0}],
                   "deeds":[{"square":16,"owner":1,"houses":1}])");
  act(*m, 0, zroll(), {3, 4});
  act(*m, 0, hmove(1));  // 16 -> 20
  CHECK(Z(*m).t.players[0].pos == 20);
  CHECK(Z(*m).t.buildings[16] == 1);  // MZ-DEMO-4 does not apply
}

TEST_CASE("MZ-HOME-7 a homeless human joining a group gets three dice back", "[mz][homeless]") {
  auto m = scen(R"("player_count":4,"turn":0,"stage":"apocalypse","zombies":[2],"homeless":[0],
                   "players":[{"position":18},{"position":20},{"position":35},{"position":0}])");
  act(*m, 0, zroll(), {2, 5});
  act(*m, 0, hmove(0));  // onto seat 1
  CHECK(Z(*m).pl[0].in_group);
  CHECK_FALSE(Z(*m).pl[0].homeless);
  CHECK(Z(*m).pl[0].was_homeless);
}

TEST_CASE("MZ-HOME-8 option homeless_invisible: in a zombie house the homeless wait to be passed",
          "[mz][homeless]") {
  // Seat 0 squats in seat 2's zombie house; it is seat 2's turn.
  const char* body =
      R"("player_count":4,"turn":2,"stage":"outbreak","zombies":[1,2],"homeless":[0],"lapped":[0],
      "players":[{"position":16},{"position":30},{"position":35},{"position":15}],
      "deeds":[{"square":16,"owner":2,"houses":1}])";
  auto squat = scen(body);  // the rules: the squatter moves before the owner's roll
  CHECK(Z(*squat).phase == kMzHomelessMove);
  CHECK(Z(*squat).homeless_moving == 0);
  auto hidden = scen(std::string(body) + R"(,"options":{"homeless_invisible":true})");
  CHECK(Z(*hidden).phase == kMzRoll);  // the owner's turn does not move them...
  CHECK(Z(*hidden).pl[0].waiting);
  CHECK(legal(*hidden, 2, zroll()));
  act(*hidden, 2, zroll(), {1, 2});
  act(*hidden, 2, zdir(0));  // 35 -> 38: nobody passed 16
  CHECK(Z(*hidden).pl[0].waiting);
  CHECK_FALSE(Z(*hidden).pl[0].due);
  // ...another player passing them does.
  act(*hidden, 3, roll(), {1, 2});  // seat 3 (human) 15 -> 18, past 16
  CHECK(Z(*hidden).pl[0].due);
}

TEST_CASE("MZ-HOSP-1 with homelessness the cured are homeless", "[mz][homeless][hospitals]") {
  auto m = scen(R"("player_count":3,"turn":1,"stage":"outbreak","zombies":[1],
                   "players":[{"position":0},{"position":9},{"position":0}],"deeds":[{"square":13,"owner":0,"hotel":true},{"square":21,"owner":1}])");
  act(*m, 1, zroll(), {2, 2});
  act(*m, 1, zdir(0));
  CHECK_FALSE(Z(*m).pl[1].zombie);
  CHECK(Z(*m).pl[1].homeless);
  CHECK(Z(*m).pl[1].squat_owner == 0);
}

TEST_CASE("MZ-HOME-6 the homeless cannot be offered a trade", "[mz][homeless]") {
  // Seat 1 is homeless and holds a release card (drawn while homeless): still no trade.
  auto m = scen(R"("player_count":3,"turn":0,"stage":"outbreak","zombies":[2],"homeless":[1],"chance_card":1,
                   "players":[{"position":0,"cash":500},{"position":7},{"position":30}])");
  REQUIRE(Z(*m).t.jail_card_owner[0] == 1);
  CHECK_FALSE(legal(*m, 0, {mono::kTradeStart, 1, 0, 0}));
  auto err = m->apply(0, {mono::kTradeStart, 1, 0, 0}, nullptr);
  REQUIRE(err);
  CHECK(err->rule == "MZ-HOME-6");
  // Their own turn passes at once (MZ-HOME-4), so they never get to open a trade either.
  auto own =
      scen(R"("player_count":3,"turn":1,"stage":"outbreak","zombies":[2],"homeless":[1],"chance_card":1,
                     "players":[{"position":0,"cash":500},{"position":7},{"position":30}])");
  CHECK(Z(*own).t.turn != 1);
  CHECK_FALSE(legal(*own, 1, {mono::kTradeStart, 0, 0, 0}));
  // The rules check itself refuses them as openers too, whatever the turn (the property game now
  // lets bystanders open trades, M-TRADE-6).
  mono::Refusal no = mz_check(Z(*m), rules_of(m->state()), 1, {mono::kTradeStart, 0, 0, 0});
  REQUIRE(no);
  CHECK(std::string(no.rule) == "MZ-HOME-6");
}

// MZ-HOME-6: "passing Go can rescue them ... pay rent as normal": the salary of the move rescues at
// once, so the square that move ends on is paid for as by anyone.
namespace {
const char* kPasser = R"("player_count":3,"turn":1,"homeless":[0],
    "players":[{"position":38},{"position":35},{"position":20}],"deeds":[{"square":1,"owner":2,"houses":1}])";
}  // namespace

TEST_CASE("MZ-HOME-6 passing the start rescues at once: the lot the move ends on takes rent",
          "[mz][homeless]") {
  auto m = scen(kPasser);
  act(*m, 1, roll(), {1, 2});  // 35 -> 38 (tax), onto the homeless player's square
  REQUIRE(Z(*m).phase == kMzHomelessMove);
  act(*m, 0, hmove(), {3});  // 38 -> 1: $200 salary, then $10 rent for a one-house lot
  const auto& z = Z(*m);
  CHECK_FALSE(z.pl[0].homeless);
  CHECK(z.pl[0].squat_owner == -1);
  CHECK(z.t.players[0].cash == 190);
  CHECK(z.t.players[2].cash == 1510);
  CHECK(z.t.turn == 1);  // the turn player's turn goes on
}

TEST_CASE("MZ-HOME-6 option homeless_rescue=end_of_move: the move ends as a squatter's", "[mz][homeless]") {
  auto m = scen(std::string(kPasser) + R"(,"options":{"homeless_rescue":"end_of_move"})");
  act(*m, 1, roll(), {1, 2});
  act(*m, 0, hmove(), {3});
  CHECK_FALSE(Z(*m).pl[0].homeless);  // rescued after the move
  CHECK(Z(*m).t.players[0].cash == 200);
  CHECK(Z(*m).t.players[2].cash == 1500);
}

TEST_CASE("MZ-HOME-6 rescued at once: a card on the square the move ends on is paid", "[mz][homeless]") {
  auto m = scen(std::string(kPasser) + R"(,"chest_deck":[2])");  // "Doctor visit": pay $50
  act(*m, 1, roll(), {1, 2});
  act(*m, 0, hmove(), {4});  // 38 -> 2, the chest square
  CHECK_FALSE(Z(*m).pl[0].homeless);
  CHECK(Z(*m).t.players[0].cash == 150);
}

TEST_CASE("MZ-HOME-6 rescued at once outside their turn: an unowned deed goes to auction", "[mz][homeless]") {
  auto m = scen(R"("player_count":3,"turn":1,"homeless":[0],
                   "players":[{"position":38},{"position":35},{"position":20}])");
  act(*m, 1, roll(), {1, 2});
  act(*m, 0, hmove(), {5});  // 38 -> 3, an unowned street
  CHECK_FALSE(Z(*m).pl[0].homeless);
  CHECK(Z(*m).t.phase == mono::kAuction);
  CHECK(Z(*m).t.auction.square == 3);
  CHECK(Z(*m).t.pending_buy == -1);
}

TEST_CASE("MZ-HOME-9 2018-05: only those homeless when the apocalypse began win on any house",
          "[mz][preset]") {
  // Seat 0 was homeless once but not at the apocalypse; seat 2 (the other human) turns on arrival.
  const char* body = R"("player_count":3,"turn":0,"stage":"apocalypse","zombies":[1],"lapped":[0],
      "players":[{"position":10},{"position":30},{"position":0}],
      "deeds":[{"square":13,"owner":1,"houses":2}],"infected":[13])";
  for (int skill = 0; skill < 2; ++skill) {
    auto m = scen(std::string(body) + (skill ? R"(,"options":{"homeless_skills":"at_apocalypse"})" : ""));
    auto& z = const_cast<MzTable&>(Z(*m));  // the mark of a past homelessness
    z.pl[0].was_homeless = true;
    z.pl[2].zombie = true;
    act(*m, 0, zroll(), {1, 2, 6});
    act(*m, 0, pick(0, 1, 0));  // 10 -> 13, a zombie's house
    CHECK(Z(*m).end_kind == (skill ? kEndNone : kEndHumans));
  }
}

TEST_CASE("MZ-HOME-7 option homeless_apocalypse_direction=either: the kept die may go back",
          "[mz][homeless]") {
  const char* body = R"("player_count":3,"turn":0,"stage":"apocalypse","zombies":[1],"homeless":[0],
      "players":[{"position":10},{"position":30},{"position":25}])";
  auto m = scen(body);
  act(*m, 0, zroll(), {4, 2});
  CHECK_FALSE(legal(*m, 0, {kHomelessRoll, 2, 0, 0}));
  auto e = scen(std::string(body) + R"(,"options":{"homeless_apocalypse_direction":"either"})");
  act(*e, 0, zroll(), {4, 2});
  REQUIRE(legal(*e, 0, {kHomelessRoll, 2, 0, 0}));
  act(*e, 0, {kHomelessRoll, 2, 0, 0});  // 4 counter-clockwise
  CHECK(Z(*e).t.players[0].pos == 6);
}

// MzTable::homeless_seats is derived: set with the flag, rebuilt by a load,
// checked by the invariants, cleared by the rescue.
TEST_CASE("MZ-HOME-1 the homeless seats follow the players through saves", "[mz][homeless]") {
  auto m =
      scen(R"("player_count":3,"turn":0,"players":[{"position":35,"cash":5},{"position":20},{"position":0}],
                   "deeds":[{"square":37,"owner":1},{"square":39,"owner":1,"houses":3}])");
  CHECK(Z(*m).homeless_seats == 0u);
  act(*m, 0, roll(), {1, 3});
  act(*m, 0, kBankrupt);
  REQUIRE(Z(*m).pl[0].homeless);
  CHECK(Z(*m).homeless_seats == 1u);
  Error e;
  for (bool binary : {false, true}) {
    auto back = binary ? Match::from_binary(m->to_binary(), &e) : Match::from_json(m->to_json(), &e);
    INFO((binary ? "binary: " : "json: ") << e.message);
    REQUIRE(back);
    CHECK(Z(*back).homeless_seats == 1u);
    CHECK(Z(*back).phase == kMzHomelessMove);
    CHECK(legal(*back, 0, hmove()));
  }
  MzTable stale = Z(*m);
  stale.homeless_seats = 0;
  CHECK_FALSE(mz_invariants(stale, rules_of(m->state())).empty());
  act(*m, 0, hmove(), {1});  // the start square's salary rescues them (MZ-HOME-6)
  CHECK(Z(*m).homeless_seats == 0u);
  // A scenario's homeless seat is set with its bit.
  auto s = scen(R"("player_count":3,"turn":1,"stage":"outbreak","homeless":[2],
                   "players":[{"position":5},{"position":20},{"position":12,"cash":0}])");
  CHECK(Z(*s).homeless_seats == 4u);
}
