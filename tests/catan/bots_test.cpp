// Easy and normal bots: legal, terminating, invariant-preserving; normal beats
// easy. The win-rate report is a hidden tag: catan_tests "[.winrate]".
#include <catch2/catch.hpp>
#include <cstdio>

#include "framework/json_writer.h"
#include "framework/sim.h"
#include "helpers.h"

using namespace cattest;

namespace {
// Normal in seats 0 and 2, easy in 1 and 3 (and the mirror), so seat order cancels out.
void duel(const std::string& preset, int games, long* normal_wins, long* easy_wins, bool check) {
  register_builtin_games();
  for (int g = 0; g < games; ++g) {
    auto s = make(preset, {}, 1000 + g);
    std::vector<std::unique_ptr<Bot>> bots;
    for (int p = 0; p < 4; ++p) bots.push_back(catan_game().make_bot(((p + g) % 2) == 0 ? "normal" : "easy"));
    Rng r(g);
    PlayResult res = play_out(*s, bots, r, 500, [&](const State& st, const EventSink&) {
      if (check) REQUIRE(st.check_invariants() == "");
    });
    INFO(res.stuck_reason);
    REQUIRE(!res.stuck);
    REQUIRE(res.finished);
    for (int w : s->outcome().winners) (((w + g) % 2) == 0 ? *normal_wins : *easy_wins) += 1;
  }
}
}  // namespace

TEST_CASE("bots play legal, finished games in both presets", "[catan][bots]") {
  long n = 0, e = 0;
  duel("classic", 40, &n, &e, true);
  duel("zombies", 40, &n, &e, true);
  REQUIRE(n + e >= 80);
}

TEST_CASE("normal beats easy", "[catan][bots]") {
  long n = 0, e = 0;
  duel("classic", 100, &n, &e, false);
  REQUIRE(n > e);
}

TEST_CASE("win rates and statistics report", "[.winrate]") {
  for (const char* preset : {"classic", "zombies"}) {
    long n = 0, e = 0;
    duel(preset, 1000, &n, &e, false);
    std::printf("%s: normal seats won %ld, easy seats won %ld of 1000 games (2 normal vs 2 easy)\n", preset,
                n, e);
    SimOptions opt;
    opt.request.game = "catan";
    opt.request.preset = preset;
    opt.request.seats = {"bot:normal", "bot:normal", "bot:normal", "bot:normal"};
    opt.games = 500;
    JsonWriter w;
    Error err;
    REQUIRE(run_sim(opt, w, &err));
    std::printf("%s sim: %s\n", preset, w.str().c_str());
  }
}
