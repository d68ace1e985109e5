// Save round trips (JSON and binary through Match) at every phase reached by
// random play; view_json hides other hands.
#include <catch2/catch.hpp>
#include <set>

#include "framework/match.h"
#include "framework/setup.h"
#include "helpers.h"

using namespace cattest;

TEST_CASE("saves round-trip in JSON and binary at every phase", "[catan][save]") {
  register_builtin_games();
  std::set<int> phases_seen;
  for (const char* preset : {"classic", "zombies"})
    for (uint64_t seed = 1; seed <= 6; ++seed) {
      NewGameRequest req;
      req.game = "catan";
      req.preset = preset;
      req.seed = seed;
      req.seats = {"bot:random", "bot:random", "bot:random", "bot:random"};
      Error err;
      auto match = make_match(req, &err);
      REQUIRE(match);
      Rng r(seed);
      std::vector<Action> legal;
      std::set<int> saved_here;
      while (!match->state().terminal()) {
        const State& s = match->state();
        int phase = model_of(s).phase;
        if (!saved_here.count(phase) || r.below(50) == 0) {
          saved_here.insert(phase);
          phases_seen.insert(phase);
          for (bool binary : {false, true}) {
            std::string data = binary ? match->to_binary() : match->to_json();
            auto back = Match::load(data, &err);
            INFO(err.message);
            REQUIRE(back);
            REQUIRE(bytes(back->state()) == bytes(s));
            REQUIRE(back->state().to_json() == s.to_json());
          }
        }
        int seat = s.current_actor();
        s.legal_actions(seat, legal);
        REQUIRE(!match->apply(seat, legal[r.below(static_cast<uint32_t>(legal.size()))], nullptr));
      }
      REQUIRE(!match->verify_replay());
    }
  // Every phase but the rare ones is exercised.
  for (int p : {kSetupSettle, kSetupRoad, kPreRoll, kZombieChoice, kDiscarding, kMovingRobber, kMain,
                kOfferCompose, kOfferRespond, kPayingZombies})
    REQUIRE(phases_seen.count(p));
}

TEST_CASE("view_json shows the viewer's hand only", "[catan][save]") {
  auto s = make("classic", {"layout=beginner"});
  Model& m = M(*s);
  give(m, 1, kOre, 3);
  std::string mine = s->view_json(1), theirs = s->view_json(0);
  REQUIRE(mine.find("\"hand\"") != std::string::npos);
  REQUIRE(theirs.find("\"ore\":3") == std::string::npos);
  REQUIRE(mine.find("\"ore\":3") != std::string::npos);
  REQUIRE(theirs.find("\"cards\":3") != std::string::npos);
}

// Found by the document fuzzer (tests/fuzz/regressions/document/): a saved
// board with a terrain of 6 passed the load checks and replay then read past
// the resource table. Every field a rule indexes by is range-checked first.
TEST_CASE("a save whose board or pieces are out of range is refused plainly (fuzz find)",
          "[catan][save][fuzz]") {
  register_builtin_games();
  NewGameRequest req;
  req.game = "catan";
  req.seats = {"bot:random", "bot:random", "bot:random"};
  Error err;
  auto match = make_match(req, &err);
  REQUIRE(match);
  const std::string doc = match->to_json();
  // The first of each field in the initial state, set to a value no rule knows.
  for (const char* field : {"\"terrain\": {\n", "\"harbour\": {\n", "\"deck\": {\n"}) {
    auto at = doc.find(field);
    REQUIRE(at != std::string::npos);
    auto colon = doc.find(':', doc.find("value0", at));
    auto end = doc.find(',', colon);
    const std::string bad = doc.substr(0, colon + 1) + " 9" + doc.substr(end);
    INFO(field);
    CHECK_FALSE(Match::load(bad, &err));
    CHECK(err.message.find("unknown") != std::string::npos);
  }
}
