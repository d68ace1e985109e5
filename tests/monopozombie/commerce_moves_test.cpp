// The bots' short list on their own property-game turns: mz_commerce_moves is
// mz_legal's list less the sales, mortgages, lifts and trade openings (and the
// builds while buying), in the same order, in every position bot games reach. The normal bot chooses from
// it, so a drift would change its play without failing a rule test.
#include <map>

#include "framework/sim.h"
#include "helpers.h"

using namespace mzt;

TEST_CASE("MZ commerce moves are the legal list filtered by kind", "[mz][bots]") {
  std::map<int, int> seen;  // lists holding each kind
  int positions = 0, dropped = 0;
  for (const char* preset : {"latest", "2018-05"})
    for (uint64_t seed = 1; seed <= 5; ++seed) {
      auto m = bot_match(preset, seed);
      auto state = m->state().clone();
      auto bots = make_bots(monopozombie_game(), m->seats(), "normal");
      Rng bot_rng(seed);
      play_out(*state, bots, bot_rng, 400, [&](const State& s, const EventSink&) {
        const MzTable& z = table_of(s);
        for (int seat = 0; seat < z.t.n; ++seat) {
          ActionList quick;
          if (!mz_commerce_moves(z, rules_of(s), seat, quick)) continue;
          std::vector<Action> full, want;
          s.legal_actions(seat, full);
          for (const Action& a : full)
            if (commerce_kind(z, a.kind))
              want.push_back(a);
            else
              ++dropped;
          INFO(preset << " seed " << seed << " seat " << seat);
          REQUIRE(std::vector<Action>(quick.begin(), quick.end()) == want);
          ++positions;
          std::map<int, bool> here;
          for (const Action& a : quick) here[a.kind] = true;
          for (auto& [kind, _] : here) ++seen[kind];
        }
      });
    }
  CHECK(positions > 1000);
  CHECK(dropped > 0);  // the filter had sales, mortgages or trade openings to leave out
  for (int kind : {int(mono::kRoll), int(mono::kBuy), int(mono::kDecline), int(mono::kEndTurn),
                   int(mono::kBuild), int(kBuyGuard), int(kFortify)}) {
    INFO("kind " << kind);
    CHECK(seen[kind] > 0);
  }
}
