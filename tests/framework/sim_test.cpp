#include "framework/sim.h"

#include <catch2/catch.hpp>

#include "framework/json_reader.h"
#include "framework/json_writer.h"
#include "framework/registry.h"

using namespace shamble;

TEST_CASE("sim: plays every game to the end and summarises", "[sim]") {
  SimOptions o;
  o.request.game = "pig";
  o.request.seats = {"bot:normal", "bot:easy"};
  o.games = 300;
  JsonWriter w;
  Error e;
  REQUIRE(run_sim(o, w, &e));
  const std::string& s = w.str();
  CHECK(s.find("\"games\":300") != std::string::npos);
  CHECK(s.find("\"bot_errors\":0") != std::string::npos);
  CHECK(s.find("\"target\":\"30\"") != std::string::npos);
  // Holding at 20 beats holding at 5 clearly over 300 games.
  auto at = s.find("\"wins_by_seat\":[");
  REQUIRE(at != std::string::npos);
  int a = 0, b = 0;
  REQUIRE(std::sscanf(s.c_str() + at, "\"wins_by_seat\":[%d,%d]", &a, &b) == 2);
  CHECK(a + b == 300);
  CHECK(a > b);
}

TEST_CASE("sim: same seed, same summary", "[sim]") {
  SimOptions o;
  o.request.game = "pig";
  o.games = 50;
  JsonWriter w1, w2;
  Error e;
  REQUIRE(run_sim(o, w1, &e));
  REQUIRE(run_sim(o, w2, &e));
  CHECK(w1.str() == w2.str());
}

TEST_CASE("sim: turn limits are counted, not hidden", "[sim]") {
  SimOptions o;
  o.request.game = "pig";
  o.request.overrides = {"target=1000"};
  o.games = 5;
  o.max_turns = 3;
  JsonWriter w;
  Error e;
  REQUIRE(run_sim(o, w, &e));
  CHECK(w.str().find("\"turn_limit_hits\":5") != std::string::npos);
}

TEST_CASE("bench: reports rates", "[sim]") {
  BenchOptions o;
  o.request.game = "pig";
  o.seconds = 0.05;
  JsonWriter w;
  Error e;
  REQUIRE(run_bench(o, w, &e));
  CHECK(w.str().find("games_per_second") != std::string::npos);
}

namespace {
long count_of(const rapidjson::Value& obj, const char* key) {
  return obj.HasMember(key) ? obj[key].GetInt64() : -1;
}
long sum_of(const rapidjson::Value& obj) {
  long n = 0;
  for (auto it = obj.MemberBegin(); it != obj.MemberEnd(); ++it) n += it->value.GetInt64();
  return n;
}
rapidjson::Document sim_doc(const SimOptions& o) {
  JsonWriter w;
  Error e;
  INFO(e.message);
  REQUIRE(run_sim(o, w, &e));
  rapidjson::Document d;
  parse_json_text(w.str(), d);
  return d;
}
}  // namespace

// Issue 13: every game has exactly one outcome, so the outcomes add up to the
// games, and the turn limits and bot errors are among them.
TEST_CASE("sim: outcomes of every game and preset sum to the games played", "[sim]") {
  register_builtin_games();
  for (const GameInfo* g : all_games()) {
    std::vector<std::string> presets = {""};
    for (auto& p : g->presets) presets.push_back(p.name);
    for (auto& preset : presets)
      for (int max_turns : {1000, 12}) {  // 12 turns: some games stop at the limit
        SimOptions o;
        o.request.game = g->id;
        o.request.preset = preset;
        o.games = 12;
        o.max_turns = max_turns;
        auto d = sim_doc(o);
        INFO(g->id << " preset '" << preset << "' max_turns " << max_turns);
        const auto& out = d["outcomes"];
        CHECK(sum_of(out) == 12);
        CHECK(count_of(out, "turn_limit") == d["turn_limit_hits"].GetInt64());
        CHECK(count_of(out, "bot_error") == d["bot_errors"].GetInt64());
        CHECK(count_of(out, "all_lose") >= 0);
        CHECK(count_of(out, "draw") >= 0);
        CHECK_FALSE(d.HasMember("draws"));  // draws are stated once, in outcomes
        CHECK(d["wins_by_seat_counts"].IsString());
        for (auto& side : g->sides) CHECK(count_of(out, side.c_str()) >= 0);
        // The won games: each is one side's, one seat's or a shared win, won by one role.
        long won = sum_of(out) - count_of(out, "all_lose") - count_of(out, "draw") -
                   count_of(out, "turn_limit") - count_of(out, "bot_error");
        CHECK(won == sum_of(d["wins_by_role"]));
      }
  }
}

TEST_CASE("sim: a Flipped team loss counts as all_lose and a team win once", "[sim]") {
  register_builtin_games();
  SimOptions o;
  o.request.game = "flipped";
  o.request.players = 3;
  o.games = 60;
  auto d = sim_doc(o);
  const auto& out = d["outcomes"];
  long team = count_of(out, "team"), lost = count_of(out, "all_lose");
  CHECK(team > 0);
  CHECK(lost > 0);
  CHECK(count_of(out, "draw") == 0);
  CHECK(team + lost + count_of(out, "turn_limit") + count_of(out, "bot_error") == 60);
  CHECK(sum_of(out) == 60);
  // wins_by_seat credits every member; the team's win is one game in outcomes and wins_by_role.
  for (auto& v : d["wins_by_seat"].GetArray()) CHECK(v.GetInt64() == team);
  CHECK(d["wins_by_role"]["team"].GetInt64() == team);
}

TEST_CASE("sim: MonopoZombie counts a humans' team win once", "[sim]") {
  register_builtin_games();
  SimOptions o;
  o.request.game = "monopozombie";
  o.games = 40;
  auto d = sim_doc(o);
  const auto& out = d["outcomes"];
  CHECK(sum_of(out) == 40);
  CHECK(count_of(out, "humans") == d["wins_by_role"]["human"].GetInt64());
  CHECK(count_of(out, "zombies") == d["stats"]["zombie_wins"].GetInt64());
  long seat_credits = 0;
  for (auto& v : d["wins_by_seat"].GetArray()) seat_credits += v.GetInt64();
  CHECK(seat_credits >= count_of(out, "humans") + count_of(out, "zombies"));
}
