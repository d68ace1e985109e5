// The one observation boundary (State::view_json, State::private_to), checked
// on every registered game: what leaves the engine for a seat never depends on
// the Rng. Each position of a random playout is copied, the copy's Rng is
// reseeded, and every seat's view (and a spectator's) must stay byte for byte
// the same. The games' own view tests add what only they can change: the deck
// order and the other seats' private cards (tests/<game>/view_test.cpp).
#include <catch2/catch.hpp>
#include <string>

#include "framework/bot.h"
#include "framework/json_reader.h"
#include "framework/match.h"
#include "framework/registry.h"
#include "framework/setup.h"

using namespace shamble;

namespace {
// The Rng's saved fields (framework/rng.h) are never in a view.
bool names_rng(const std::string& json) {
  return json.find("\"s0\"") != std::string::npos || json.find("\"forced\"") != std::string::npos;
}

void check_views(const State& s) {
  auto copy = s.clone();
  copy->rng().reseed(0x5eed'0000'0000'0001ull ^ s.rng().draws());
  for (int seat = -1; seat < s.num_players(); ++seat) {
    INFO("seat " << seat);
    const std::string v = s.view_json(seat);
    REQUIRE(copy->view_json(seat) == v);
    REQUIRE_FALSE(names_rng(v));
    rapidjson::Document doc;  // well-formed, for every client
    REQUIRE_NOTHROW(parse_json_text(v, doc));
    REQUIRE(doc.IsObject());
  }
}
}  // namespace

TEST_CASE("observation: no seat's view depends on the Rng, in any game", "[framework][observation]") {
  for (const GameInfo* g : all_games()) {
    for (uint64_t seed : {3u, 11u}) {
      NewGameRequest r;
      r.game = g->id;
      r.players = g->default_players;
      r.seed = seed;
      r.seats.assign(r.players, "bot:random");
      Error e;
      auto m = make_match(r, &e);
      INFO(g->id << " seed " << seed << ": " << e.message);
      REQUIRE(m);
      RandomBot bot;
      Rng bot_rng(seed);
      for (int i = 0; i < 400 && !m->state().terminal(); ++i) {
        if (i % 7 == 0) check_views(m->state());
        const int seat = m->state().current_actor();
        REQUIRE_FALSE(m->apply(seat, bot.choose(m->state(), seat, bot_rng), nullptr));
      }
      check_views(m->state());
    }
  }
}
