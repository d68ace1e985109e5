// Bodyguards per round with no cap (MZ-BG-1/2), first-lap protection in the
// 2018 apocalypse (MZ-CONV-12), the 2018 group rules (MZ-GROUP-6, MZ-GROUP-5),
// the street skills of the 2018 text (MZ-HOME-9), the apocalypse homeless
// direction (MZ-HOME-7), stalemates (MZ-END-2) and their log sentences.
#include "games/monopozombie/text.h"
#include "helpers.h"

using namespace mzt;

namespace {
const char* kGuard = R"("player_count":3,"turn":0,"stage":"outbreak","zombies":[1],"lapped":[0],
    "players":[{"position":36,"cash":900},{"position":30},{"position":20}])";
Action guard() { return {kBuyGuard, 0, 0, 0}; }
}  // namespace

TEST_CASE("MZ-BG-1 a round's bodyguard guards through a doubles re-roll and is not bought again",
          "[mz][bodyguards]") {
  auto m = scen(kGuard);
  act(*m, 0, guard());
  act(*m, 0, roll(), {1, 3});  // 36 -> 0
  CHECK(Z(*m).pl[0].guards == 1);
  auto d = scen(kGuard);
  act(*d, 0, guard());
  act(*d, 0, roll(), {2, 2});  // doubles: 36 -> 0, rolls again
  REQUIRE(Z(*d).t.must_roll);
  CHECK_FALSE(legal(*d, 0, guard()));  // paid once per round
  act(*d, 0, roll(), {1, 2});          // the re-roll does not end the guard
  CHECK(Z(*d).pl[0].guards == 1);
}

TEST_CASE("MZ-BG-1 option bodyguard_period=roll: a doubles re-roll ends the guard", "[mz][bodyguards]") {
  auto m = scen(std::string(kGuard) + R"(,"options":{"bodyguard_period":"roll"})");
  act(*m, 0, guard());
  act(*m, 0, roll(), {2, 2});
  REQUIRE(Z(*m).t.must_roll);
  CHECK(legal(*m, 0, guard()));
  act(*m, 0, roll(), {1, 2});
  CHECK(Z(*m).pl[0].guards == 0);
}

TEST_CASE("MZ-BG-2 no cap on bodyguards unless bodyguard_cap sets one", "[mz][bodyguards]") {
  auto m = scen(kGuard);
  for (int i = 0; i < 6; ++i) act(*m, 0, guard());
  CHECK(Z(*m).pl[0].guards_bought == 6);
  auto capped = scen(std::string(kGuard) + R"(,"options":{"bodyguard_cap":4})");
  for (int i = 0; i < 4; ++i) act(*capped, 0, guard());
  CHECK_FALSE(legal(*capped, 0, guard()));
}

TEST_CASE("MZ-CONV-12 2018-05: a human still on their first lap cannot turn in the apocalypse",
          "[mz][preset]") {
  const char* body = R"("player_count":3,"turn":0,"stage":"apocalypse","zombies":[1],
      "players":[{"position":10},{"position":30},{"position":20}],"deeds":[{"square":13,"owner":1}])";
  for (const char* preset : {"latest", "2018-05"}) {
    auto m = scen(std::string(body) + R"(,"preset":")" + preset + "\"");
    act(*m, 0, zroll(), {1, 2, 6});
    act(*m, 0, pick(0, 1, 0));  // 10 -> 13, a bare infection ground, first lap not done
    CHECK(Z(*m).pl[0].zombie == (std::string(preset) == "latest"));
  }
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
    if (Z(*m).phase == kMzAgain) act(*m, 2, {kAStop, 0, 0, 0});
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
  CHECK_FALSE(legal(*m, 0, {kHRoll, 2, 0, 0}));
  auto e = scen(std::string(body) + R"(,"options":{"homeless_apocalypse_direction":"either"})");
  act(*e, 0, zroll(), {4, 2});
  REQUIRE(legal(*e, 0, {kHRoll, 2, 0, 0}));
  act(*e, 0, {kHRoll, 2, 0, 0});  // 4 counter-clockwise
  CHECK(Z(*e).t.players[0].pos == 6);
}

TEST_CASE("MZ-END-2 an apocalypse with no progress for stalemate_rounds rounds is a drawn stalemate",
          "[mz][winning]") {
  auto m = scen(R"("player_count":3,"turn":0,"stage":"apocalypse","zombies":[1],"lapped":[0,2],
      "options":{"stalemate_rounds":1},"players":[{"position":10},{"position":30},{"position":0}])");
  for (int i = 0; i < 8 && !m->state().terminal(); ++i) {
    int seat = m->state().current_actor();
    std::vector<Action> v;
    m->state().legal_actions(seat, v);
    act(*m, seat, v.back(), {});
  }
  CHECK(Z(*m).end_kind == kEndStalemate);
  CHECK(m->state().outcome().draw);
  CHECK(m->state().outcome().reason == "stalemate");
}

TEST_CASE("MZ-STAGE-2 the log says why the apocalypse began, and a homeless roll is one sentence",
          "[mz][view]") {
  std::vector<std::string> names = {"Ada", "Bram", "Cleo", "Dex"};
  MzTable z;
  z.t.n = 4;
  MzRules r;
  Event e{};
  e.kind = zStage;
  e.player = -1;
  e.v[0] = kApocalypse, e.v[1] = kApocHalf, e.v[2] = 2;
  CHECK(event_text(z, r, names, e) ==
        "The game enters the apocalypse: the zombies now number 2, half the players");
  e.kind = zZRoll, e.player = 0, e.rule = "MZ-HOME-3";
  e.v[0] = 4, e.v[1] = 0, e.v[2] = 0, e.v[3] = 1;
  CHECK(event_text(z, r, names, e) == "Ada, homeless, rolled 4 and moves on clockwise");
}

TEST_CASE("MZ-ZOMB-6 zombies never appear to leave an auction they were never in", "[mz][view]") {
  auto m = scen(R"("player_count":3,"turn":0,"stage":"outbreak","zombies":[1],"lapped":[0],
      "players":[{"position":0,"cash":900},{"position":30},{"position":20,"cash":900}])");
  EventSink ev;
  REQUIRE_FALSE(m->apply(0, roll(), &ev, {1, 2}));  // 0 -> 3, unowned
  REQUIRE(Z(*m).t.phase == mono::kBuying);
  EventSink ev2;
  REQUIRE_FALSE(m->apply(0, {mono::kDecline, 0, 0, 0}, &ev2));
  CHECK_FALSE(Z(*m).t.auction.in_mask >> 1 & 1);
  REQUIRE_FALSE(m->apply(0, {mono::kPass, 0, 0, 0}, &ev2));
  for (const Event& x : ev2) CHECK_FALSE((x.kind == mono::eAuctionPass && x.player == 1));
}

TEST_CASE("MZ-BG-1 option bodyguard_period=turn (2018-05): guards hired before a re-roll add up",
          "[mz][bodyguards]") {
  auto m = scen(std::string(kGuard) + R"(,"options":{"bodyguard_period":"turn"})");
  act(*m, 0, guard());
  act(*m, 0, roll(), {2, 2});
  REQUIRE(Z(*m).t.must_roll);
  CHECK(Z(*m).pl[0].guards == 1);
  REQUIRE(legal(*m, 0, guard()));
  act(*m, 0, guard());
  act(*m, 0, roll(), {1, 2});
  CHECK(Z(*m).pl[0].guards == 2);
}
