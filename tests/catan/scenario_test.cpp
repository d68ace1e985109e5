// Scenario files: the game's own fields (board, zombies, players, turn) and
// their errors.
#include <catch2/catch.hpp>

#include "framework/setup.h"
#include "helpers.h"

using namespace cattest;

TEST_CASE("scenario places pieces, hands, zombies and the turn", "[catan][scenario]") {
  register_builtin_games();
  const std::string road = std::to_string(topo().node_edges[20][0]);
  const std::string json = R"({
    "game": "catan", "preset": "zombies", "seed": 5, "options": {"layout": "beginner"},
    "zombies": [0,0,0,0,2,0,0,0,0,0,0,0,0,0,0,0,0,0,3],
    "players": [
      {"settlements": [20], "roads": [)" +
                           road + R"(], "hand": {"ore": 2, "grain": 1}, "dev": {"knight": 1}, "knights": 2},
      {"settlements": [40], "cities": [10]},
      {"settlements": [2]},
      {"settlements": [50]}
    ],
    "turn": {"current": 1, "round": 4, "phase": "main"},
    "dice": [3, 4]
  })";
  Error err;
  auto match = load_scenario(json, &err);
  INFO(err.message);
  REQUIRE(match);
  const Model& m = model_of(match->state());
  REQUIRE(m.zombies[4] == 2);
  REQUIRE(m.zombies[18] == 3);
  REQUIRE(m.owner[20] == 0);
  REQUIRE(m.level[10] == kCity);
  REQUIRE(m.pl[0].res[kOre] == 2);
  REQUIRE(m.bank[kOre] == 17);
  REQUIRE(m.pl[0].dev[kKnight] == 1);
  REQUIRE(m.cur == 1);
  REQUIRE(m.round == 4);
  REQUIRE(m.phase == kMain);
  REQUIRE(match->state().rng().forced().size() == 2);
}

TEST_CASE("scenario errors name the field", "[catan][scenario]") {
  register_builtin_games();
  Error err;
  REQUIRE(!load_scenario(R"({"game":"catan","zombies":[1,2]})", &err));
  REQUIRE(err.message.find("zombies") != std::string::npos);
  const std::string near = std::to_string(topo().node_nodes[0][0]);
  REQUIRE(!load_scenario(R"({"game":"catan","players":[{"settlements":[0,)" + near + "]}]}", &err));
  REQUIRE(err.message.find("distance") != std::string::npos);
  REQUIRE(!load_scenario(R"({"game":"catan","board":{"terrain":["forest"]}})", &err));
  REQUIRE(err.message.find("terrain") != std::string::npos);
  REQUIRE(!load_scenario(R"({"game":"catan","players":[{"colour":"red"}]})", &err));
}
