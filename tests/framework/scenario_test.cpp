#include <catch2/catch.hpp>

#include "framework/setup.h"

using namespace shamble;

TEST_CASE("scenario: a hand-written position loads", "[scenario]") {
  Error e;
  auto m = load_scenario(R"({"game":"pig","seats":["human","bot:normal"],"seed":9,
      "options":{"target":50},"scores":[40,12],"turn":1,"turn_total":7,"dice":[3]})",
                         &e);
  INFO(e.message);
  REQUIRE(m);
  CHECK(m->state().current_actor() == 1);
  CHECK(m->seats()[1].kind == "bot:normal");
  EventSink ev;
  REQUIRE_FALSE(m->apply(1, Action{0}, &ev));
  CHECK(ev[0].v[0] == 3);  // the scenario's forced die
}

TEST_CASE("scenario: errors name the field and the reason", "[scenario]") {
  Error e;
  auto bad = [&](const char* json, const char* expect) {
    CHECK_FALSE(load_scenario(json, &e));
    INFO(e.message);
    CHECK(e.message.find(expect) != std::string::npos);
  };
  bad(R"({"game":"pig",)", "malformed JSON at line 1");
  bad(R"({"game":"pig","scores":[1]})", "scenario.scores: needs one score per player");
  bad(R"({"game":"pig","turn":5})", "scenario.turn: must be between 0 and 1");
  bad(R"({"game":"pig","colour":"red"})", "scenario.colour: unknown field");
  bad(R"({"game":"pig","seed":"x"})", "scenario.seed: must be a whole number");
  bad(R"({"game":"nope"})", "unknown game 'nope'");
  bad(R"({"seed":1})", "scenario.game: is required");
  bad(R"({"game":"pig","options":{"target":"many"}})", "option 'target'");
  bad(R"({"game":"pig","seats":["human","robot"]})", "unknown seat kind 'robot'");
  bad(R"([1])", "expected an object");
}

TEST_CASE("new game requests: bad values are refused with a reason", "[setup]") {
  Error e;
  NewGameRequest r;
  r.game = "pig";
  r.players = 9;
  CHECK_FALSE(make_match(r, &e));
  CHECK(e.message.find("2 to 8 players") != std::string::npos);
  r.players = 0;
  r.seats = {"human"};
  CHECK_FALSE(make_match(r, &e));
  r.seats = {"human", "human"};
  r.preset = "quick";
  auto m = make_match(r, &e);
  REQUIRE(m);
  CHECK(m->state().config().values[0] == 10);
}
