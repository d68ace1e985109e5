// A game in progress travels as a scenario with "moves" (the app's Copy link /
// Copy wiki tag): rebuilding it gives the same position, in every game.
#include "framework/position_link.h"

#include <catch2/catch.hpp>

#include "framework/bot.h"
#include "framework/registry.h"

using namespace shamble;

TEST_CASE("scenario moves: parse and format round-trip", "[scenario][link]") {
  auto m = parse_move("1/bid:120");
  REQUIRE(m);
  CHECK(m->seat == 1);
  CHECK(m->code == "bid:120");
  CHECK(m->dice.empty());
  auto d = parse_move("0/roll@3,4");
  REQUIRE(d);
  CHECK(d->code == "roll");
  CHECK(d->dice == std::vector<int>{3, 4});
  CHECK(format_move(*d) == "0/roll@3,4");
  for (const char* bad : {"", "roll", "/roll", "x/roll", "0/", "0/roll@", "0/roll@x", "123/roll"}) {
    INFO(bad);
    CHECK_FALSE(parse_move(bad));
  }
}

TEST_CASE("scenario moves: errors name the move and the reason", "[scenario][link]") {
  Error e;
  CHECK_FALSE(load_scenario(R"({"game":"pig","moves":["roll"]})", &e));
  CHECK(e.message.find("scenario.moves: item 0 must be") != std::string::npos);
  CHECK_FALSE(load_scenario(R"({"game":"pig","moves":["0/fly"]})", &e));
  CHECK(e.message.find("scenario.moves[0] (0/fly): no such action code") != std::string::npos);
  CHECK_FALSE(load_scenario(R"({"game":"pig","moves":["7/roll"]})", &e));
  CHECK(e.message.find("no such seat") != std::string::npos);
}

TEST_CASE("position links rebuild the same position in every game", "[scenario][link]") {
  for (const GameInfo* g : all_games()) {
    if (g->id == "pig") continue;
    for (uint64_t seed : {3u, 11u}) {
      INFO(g->id << " seed " << seed);
      NewGameRequest req;
      req.game = g->id;
      req.seed = seed;
      req.seats = {"human", "human", "human"};
      Error e;
      auto m = make_match(req, &e);
      REQUIRE(m);
      std::string origin = scenario_of_request(req);
      // Random legal moves from every acting seat: the link must not care who acts.
      Rng pick(seed);
      for (int i = 0; i < 120 && !m->state().terminal(); ++i) {
        std::vector<Action> acts;
        int seat = -1;
        for (int s = 0; s < m->state().num_players() && acts.empty(); ++s)
          if (m->state().actors() >> s & 1) {
            m->state().legal_actions(s, acts);
            seat = s;
          }
        REQUIRE_FALSE(acts.empty());
        REQUIRE_FALSE(m->apply(seat, acts[pick.below(static_cast<uint32_t>(acts.size()))], nullptr));
      }
      std::string link = position_scenario(origin, *m, &e);
      REQUIRE_FALSE(link.empty());
      auto rebuilt = load_scenario(link, &e);
      INFO(e.message);
      REQUIRE(rebuilt);
      CHECK(rebuilt->size() == m->size());
      CHECK(rebuilt->state().to_json() == m->state().to_json());
      // The link of the rebuilt game is the same link.
      CHECK(position_scenario(link, *rebuilt, &e) == link);
    }
  }
}

TEST_CASE("position links: URL parameters beside a scenario are laid over it", "[scenario][link]") {
  NewGameRequest over;
  over.preset = "2018-05";
  over.overrides = {"hotel_immunity=3"};
  over.seed = 42;
  std::string s = scenario_with_request(
      R"({"game":"monopozombie","options":{"hotel_immunity":2,"hospitals":false},"player_count":3})", over);
  Error e;
  auto a = load_scenario(s, &e);
  INFO(e.message);
  REQUIRE(a);
  auto b = load_scenario(
      R"({"game":"monopozombie","options":{"hotel_immunity":2,"hospitals":false},"player_count":3})", &over,
      &e);
  REQUIRE(b);
  CHECK(a->state().to_json() == b->state().to_json());
  CHECK(s.find("\"seed\":42") != std::string::npos);
  CHECK(s.find("\"preset\":\"2018-05\"") != std::string::npos);
}
