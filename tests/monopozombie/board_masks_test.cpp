// The property game's board masks inside MonopoZombie: its own rules change
// deeds too (carrying a house, demolition, conversion, the apocalypse's end
// of mortgages), and its invariants compare the masks after every action of
// the randomized games (random_test.cpp) through mono::check_table.
#include <catch2/catch.hpp>

#include "framework/bot.h"
#include "framework/setup.h"
#include "games/monopozombie/monopozombie.h"
#include "games/monopozombie/mz.h"

using namespace shamble;

TEST_CASE("MonopoZombie: a stale board mask is a broken invariant", "[monopozombie][masks]") {
  NewGameRequest r;
  r.game = "monopozombie";
  r.seed = 5;
  Error e;
  auto m = make_match(r, &e);
  REQUIRE(m);
  auto s = m->state().clone();
  REQUIRE(s->check_invariants() == "");
  mz::table_of(*s).t.masks.built |= mono::square_bit(3);
  CHECK(s->check_invariants().find("masks") != std::string::npos);
}

TEST_CASE("MonopoZombie: board masks stay true through every stage of random games",
          "[monopozombie][masks]") {
  Rng bot_rng(9);
  RandomBot bot;
  int stages_seen = 0, demolished = 0;
  for (const char* preset : {"latest", "2018-05"}) {
    for (int g = 0; g < 12; ++g) {
      NewGameRequest r;
      r.game = "monopozombie";
      r.preset = preset;
      r.players = 3 + g % 4;
      r.seed = 400 + g;
      if (g % 2) r.overrides = {"carry_house=true"};
      Error e;
      auto m = make_match(r, &e);
      INFO(e.message);
      REQUIRE(m);
      auto s = m->state().clone();
      const mz::MzTable& z = mz::table_of(*s);
      EventSink ev;
      for (int step = 0; step < 20000 && !s->terminal(); ++step) {
        int seat = s->current_actor();
        Action a = bot.choose(*s, seat, bot_rng);
        ev.clear();
        REQUIRE(!s->apply(seat, a, &ev));
        for (auto& x : ev) demolished += x.kind == mz::kEvDemolish;
        stages_seen |= 1 << z.stage;
        if (!(z.t.masks == mono::derive_masks(z.t))) {
          INFO(preset << " game " << g << " step " << step << " after " << s->encode(a));
          FAIL("the board masks went stale");
        }
      }
    }
  }
  CHECK(stages_seen == 7);  // capitalism, outbreak and apocalypse were all reached
  CHECK(demolished > 0);
}
