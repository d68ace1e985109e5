// framework/kind_index.h: a kind found by name, by its index or by the scan.
#include "framework/kind_index.h"

#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "framework/game.h"
#include "framework/registry.h"

using namespace shamble;

TEST_CASE("kind index: every kind of every game is found at its place", "[framework][kinds]") {
  for (auto* g : all_games()) {
    INFO(g->id);
    const auto blank = g->blank();
    REQUIRE(blank);
    const auto& kinds = blank->action_kinds();
    for (size_t k = 0; k < kinds.size(); ++k) {
      INFO(kinds[k].name);
      CHECK(find_kind(kinds, kinds[k].name) == static_cast<int>(k));
    }
    CHECK(find_kind(kinds, "no-such-kind") == -1);
    CHECK(find_kind(kinds, "") == -1);
    // A prefix of a name is not the name.
    const std::string first = kinds.front().name;
    if (first.size() > 1) CHECK(find_kind(kinds, first.substr(0, first.size() - 1)) != 0);
  }
}

TEST_CASE("kind index: a table that changes under the same address still answers right",
          "[framework][kinds]") {
  std::vector<ActionKindDef> kinds = {{"roll", 0}, {"buy", 1}, {"pass", 0}};
  CHECK(find_kind(kinds, "buy") == 1);
  // Same address, same size, other names: the stale index must not be believed.
  kinds[1] = {"sell", 1};
  kinds[2] = {"buy", 0};
  CHECK(find_kind(kinds, "buy") == 2);
  CHECK(find_kind(kinds, "sell") == 1);
  CHECK(find_kind(kinds, "pass") == -1);
  // Another table in between, then the first again.
  const std::vector<ActionKindDef> other = {{"buy", 0}};
  CHECK(find_kind(other, "buy") == 0);
  CHECK(find_kind(kinds, "roll") == 0);
}

TEST_CASE("kind index: a table too large to index is scanned", "[framework][kinds]") {
  std::vector<std::string> names;
  for (int i = 0; i < 300; ++i) names.push_back("k" + std::to_string(i));
  std::vector<ActionKindDef> kinds;
  for (const auto& n : names) kinds.push_back({n.c_str(), 0});
  CHECK(find_kind(kinds, "k0") == 0);
  CHECK(find_kind(kinds, "k299") == 299);
  CHECK(find_kind(kinds, "k300") == -1);
}
