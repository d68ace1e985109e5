// Where random games spend their actions (hidden tag [.profile]): guides the
// action design so random play stays short.
#include <catch2/catch.hpp>
#include <cstdio>
#include <cstdlib>
#include <map>

#include "helpers.h"

using namespace cattest;

TEST_CASE("action mix of random games", "[.profile]") {
  const char* extra = std::getenv("CATAN_OPT");
  for (const char* preset : {"classic", "zombies"}) {
    std::map<std::string, long> kinds;
    long rounds = 0, games = 200;
    std::vector<Action> legal;
    for (uint64_t seed = 1; seed <= static_cast<uint64_t>(games); ++seed) {
      auto s = make(preset, extra ? std::vector<std::string>{extra} : std::vector<std::string>{}, seed);
      Rng r(seed);
      while (!s->terminal()) {
        int seat = s->current_actor();
        s->legal_actions(seat, legal);
        Action a = legal[r.below(static_cast<uint32_t>(legal.size()))];
        ++kinds[s->action_kinds()[a.kind].name];
        REQUIRE(!s->apply(seat, a, nullptr));
      }
      rounds += s->turn_number();
    }
    long all = 0;
    for (auto& kv : kinds) all += kv.second;
    std::printf("%s: rounds/game %.1f actions/game %.1f\n", preset, double(rounds) / games,
                double(all) / games);
    for (auto& [k, v] : kinds) std::printf("  %-16s %8.1f\n", k.c_str(), double(v) / games);
  }
}
