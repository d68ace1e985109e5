// The play loop typed on each game (StateBase::play_bots, framework/
// play_loop.h) plays exactly what the loop through State plays: the same
// moves, the same bot draws, the same end. Every simulation, bench and lab
// run goes through the typed one; the State one is the reference.
#include "framework/play_loop.h"

#include <catch2/catch.hpp>

#include "framework/bot.h"
#include "framework/match.h"
#include "framework/registry.h"
#include "framework/setup.h"

using namespace shamble;

namespace {

struct Played {
  LoopEnd end;
  LoopCursor cur;
  std::string bytes;
  int events = 0;  // events the step hook saw, summed
  Rng bot_rng;
};

Played play(const GameInfo& g, uint64_t seed, const std::string& level, int max_turns, bool typed) {
  NewGameRequest r;
  r.game = g.id;
  r.seed = seed;
  Error e;
  auto m = make_match(r, &e);
  INFO(g.id << ": " << e.message);
  REQUIRE(m);
  auto s = m->state().clone();
  std::vector<std::unique_ptr<Bot>> bots;
  for (int i = 0; i < s->num_players(); ++i) bots.push_back(make_bot(g, level));
  Played p;
  p.bot_rng = Rng(seed ^ 0x70a7);
  EventSink events;
  std::function<void(const State&, const EventSink&)> step = [&](const State&, const EventSink& ev) {
    p.events += static_cast<int>(ev.size());
  };
  PlayLoop loop;
  loop.bots = bots.data();
  loop.nbots = static_cast<int>(bots.size());
  loop.bot_rng = &p.bot_rng;
  loop.max_turns = max_turns;
  loop.events = &events;
  loop.on_step = &step;
  loop.cur = &p.cur;
  // The qualified call is the State loop, with a virtual call for every step.
  p.end = typed ? s->play_bots(loop) : s->State::play_bots(loop);
  p.bytes = state_bytes(*s);
  return p;
}

}  // namespace

TEST_CASE("the typed play loop plays what the State loop plays, in every game", "[play_loop]") {
  register_builtin_games();
  for (const GameInfo* g : all_games())
    for (const char* level : {"random", "normal"})
      for (uint64_t seed : {1u, 2u, 3u}) {
        INFO(g->id << " " << level << " seed " << seed);
        // A turn limit low enough that some games stop there, and one they finish under.
        for (int max_turns : {12, 1000}) {
          Played typed = play(*g, seed, level, max_turns, true);
          Played plain = play(*g, seed, level, max_turns, false);
          REQUIRE(typed.end == plain.end);
          REQUIRE(typed.cur.actions == plain.cur.actions);
          REQUIRE(typed.cur.actions > 0);
          REQUIRE(typed.events == plain.events);
          REQUIRE(typed.bytes == plain.bytes);
          REQUIRE(typed.bot_rng == plain.bot_rng);
        }
      }
}
