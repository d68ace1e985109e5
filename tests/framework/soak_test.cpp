// The soak (framework/soak.h): a few games of every shipped game and preset
// pass every check, and a planted bug in the test game is caught, counted and
// left as a bundle that names the check and reproduces.
#include "framework/soak.h"

#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "framework/json_writer.h"
#include "framework/match.h"
#include "framework/registry.h"

using namespace shamble;

namespace {

std::string read_file(const std::string& path) {
  std::ifstream in(path);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}
SoakTotals soak(const std::string& game, const std::string& preset, long games,
                std::vector<std::string> set = {}, std::string bundle_dir = "") {
  SoakOptions o;
  o.request.game = game;
  o.request.preset = preset;
  o.request.overrides = std::move(set);
  o.request.seed = 11;
  o.games = games;
  o.max_turns = 150;
  o.bundle_dir = std::move(bundle_dir);
  SoakTotals t;
  Error e;
  REQUIRE(run_soak(o, &t, &e));
  return t;
}
}  // namespace

TEST_CASE("soak: two random and two bot games of every game and preset pass every check", "[soak]") {
  for (const GameInfo* g : listed_games())
    for (const PresetDef& p : g->presets) {
      INFO(g->id << " " << p.name);
      SoakTotals t = soak(g->id, p.name, 4);
      INFO(t.first_failure_json);
      CHECK(t.failures == 0);
      CHECK(t.games == 4);
      CHECK(t.actions > 40);
      // Each kind of check really ran.
      CHECK(t.legal_applied >= t.actions);
      CHECK(t.illegal_refused > 0);
      CHECK(t.state_round_trips > 0);
      CHECK(t.save_round_trips >= 4);
      CHECK(t.undos > 0);
    }
}

TEST_CASE("soak: a broken invariant is caught and leaves a bundle that names it", "[soak]") {
  const auto dir = std::filesystem::temp_directory_path() / "shamble-soak-test";
  std::filesystem::remove_all(dir);
  SoakTotals t = soak("pig", "", 6, {"planted_bug=1"}, dir.string());
  CHECK(t.failures == 6);
  REQUIRE(!t.first_failure_json.empty());
  CHECK(t.first_failure_json.find("\"check\":\"invariant\"") != std::string::npos);
  CHECK(t.first_failure_json.find("negative score") != std::string::npos);
  CHECK(t.first_failure_json.find("shamble soak pig --games 1 --seed 11") != std::string::npos);
  // At most five bundles: NAME.json has the failure and the failing move
  // ("then"); NAME.document.json, the game before that move, loads as it is,
  // and the move breaks the invariant again.
  int bundles = 0;
  for (auto& f : std::filesystem::directory_iterator(dir)) {
    const std::string name = f.path().string();
    if (name.ends_with(".document.json")) continue;
    ++bundles;
    const std::string b = read_file(name);
    CHECK(b.find("\"failure\":{") != std::string::npos);
    const size_t then = b.find("\"then\":{\"seat\":");
    REQUIRE(then != std::string::npos);
    const int seat = std::stoi(b.substr(then + 15));
    const size_t code_at = b.find("\"action\":\"", then) + 10;
    const std::string code = b.substr(code_at, b.find('"', code_at) - code_at);
    const std::string doc = name.substr(0, name.size() - 5) + ".document.json";
    CHECK(b.find("\"command\":\"shamble apply " + doc + " " + code + " --seat " + std::to_string(seat)) !=
          std::string::npos);
    Error e;
    auto m = Match::from_json(read_file(doc), &e);
    INFO(e.message);
    REQUIRE(m);
    const auto a = m->state().decode(code);
    REQUIRE(a);
    REQUIRE_FALSE(m->apply(seat, *a, nullptr));
    CHECK(m->state().check_invariants().find("negative score") != std::string::npos);
  }
  CHECK(bundles == 5);
  std::filesystem::remove_all(dir);
}

TEST_CASE("soak: a refused action that changes the state is caught", "[soak]") {
  SoakTotals t = soak("pig", "", 20, {"planted_bug=2"});
  CHECK(t.failures > 0);
  CHECK(t.first_failure_json.find("\"check\":\"refused-changed\"") != std::string::npos);
}

TEST_CASE("soak: the same seed gives the same totals", "[soak]") {
  SoakTotals a = soak("pig", "", 10), b = soak("pig", "", 10);
  CHECK(a.failures == 0);
  CHECK(a.actions == b.actions);
  CHECK(a.legal_applied == b.legal_applied);
  CHECK(a.illegal_refused == b.illegal_refused);
}
