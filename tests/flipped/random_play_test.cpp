// Randomized games with every bot level and team size: invariants after every
// action, refused actions leave no trace, saves round-trip at every phase.
#include "framework/bot.h"
#include "framework/match.h"
#include "framework/sim.h"
#include "helpers.h"

using namespace flipped_test;

namespace {
std::string bytes(const State& s) {
  std::ostringstream os;
  {
    cereal::PortableBinaryOutputArchive ar(os);
    s.save(ar);
  }
  return os.str();
}

int marker_of(const State& s) {
  const auto& f = static_cast<const FlippedState&>(s);
  return f.dice().marker_die(f.round());
}

// Actions that are never legal at this point must be refused without a trace.
void check_refusals(Match& m, int seat) {
  const State& s = m.state();
  const std::string before = bytes(s);
  std::vector<Action> legal;
  s.legal_actions(seat, legal);
  const Action probes[] = {{kMove, 0},        {kMove, 1 << marker_of(s)},
                           {kEndTurn},        {kShare, 99},
                           {kShare, -1},      {kGiveCash, 3, 999999},
                           {kTakePart, 0, 9}, {kStay},
                           {kTunnel},         {kBuyPart},
                           {99, 0, 0, 0}};
  for (const Action& a : probes) {
    if (std::find(legal.begin(), legal.end(), a) != legal.end()) continue;
    if (a.kind == kGiveCash || a.kind == kTakeCash) continue;  // any amount is accepted, the menu is a sample
    auto e = m.apply(seat, a, nullptr);
    INFO(s.encode(a));
    REQUIRE(e);
    REQUIRE_FALSE(e->rule.empty());
    REQUIRE(bytes(m.state()) == before);
  }
  for (int other = 0; other < s.num_players(); ++other)
    if (other != seat && !legal.empty()) {
      REQUIRE(m.apply(other, legal[0], nullptr));
      REQUIRE(bytes(m.state()) == before);
    }
}

void play(int players, const std::string& level, uint64_t seed, const std::string& preset,
          const std::string& dice = "sum7") {
  NewGameRequest r;
  r.game = "flipped";
  r.players = players;
  r.seed = seed;
  r.preset = preset;
  r.overrides = {"dice=" + dice};
  r.seats.assign(players, "bot:" + level);
  Error err;
  auto m = make_match(r, &err);
  REQUIRE(m);
  auto bot = make_bot(m->info(), level);
  Rng bot_rng(seed * 7 + 1);
  int saved_phases = 0;
  for (int step = 0; step < 2000 && !m->state().terminal(); ++step) {
    const auto& f = static_cast<const FlippedState&>(m->state());
    REQUIRE(f.check_invariants().empty());
    const int seat = f.current_actor();
    REQUIRE(seat >= 0);
    check_refusals(*m, seat);
    // Save and load at least once in every phase, and every 17 actions.
    const int bit = 1 << static_cast<int>(f.phase());
    if (!(saved_phases & bit) || step % 17 == 0) {
      saved_phases |= bit;
      Error le;
      auto j = Match::load(m->to_json(), &le);
      INFO(le.message);
      REQUIRE(j);
      REQUIRE(bytes(j->state()) == bytes(f));
      auto b = Match::load(m->to_binary(), &le);
      REQUIRE(b);
      REQUIRE(bytes(b->state()) == bytes(f));
    }
    Action a = bot->choose(f, seat, bot_rng);
    EventSink ev;
    auto e = m->apply(seat, a, &ev);
    INFO(m->state().encode(a));
    REQUIRE_FALSE(e);
    for (auto& x : ev) {
      REQUIRE(x.rule != nullptr);
      REQUIRE_FALSE(m->state().describe(x).empty());
    }
  }
  REQUIRE(m->state().terminal());
  REQUIRE(m->state().check_invariants().empty());
  REQUIRE_FALSE(m->verify_replay());
}
}  // namespace

TEST_CASE("flipped: random, easy and normal games keep every invariant", "[flipped][random]") {
  for (const char* level : {"random", "easy", "normal"})
    for (int players = 1; players <= 4; ++players)
      for (uint64_t seed = 1; seed <= 4; ++seed) {
        INFO(level << " players " << players << " seed " << seed);
        play(players, level, seed, seed % 2 ? "standard" : "lenient");
      }
}

TEST_CASE("F-DICE-3: games with the swap_daily dice keep every invariant", "[flipped][random]") {
  for (const char* level : {"random", "easy", "normal"})
    for (int players = 1; players <= 4; ++players)
      for (uint64_t seed = 11; seed <= 12; ++seed) {
        INFO(level << " players " << players << " seed " << seed);
        play(players, level, seed, seed % 2 ? "standard" : "lenient", "swap_daily");
      }
}

TEST_CASE("flipped: damaged saves are refused, not crashed on", "[flipped]") {
  Game g = make(3);
  NewGameRequest r;
  r.game = "flipped";
  r.players = 3;
  Error err;
  auto m = make_match(r, &err);
  REQUIRE(m);
  std::string json = m->to_json();
  for (const char* bad : {"\"round\": 1", "\"health\": 10", "\"characters\": 3", "\"phase\": 0"}) {
    std::string broken = json;
    const auto at = broken.find(bad);
    REQUIRE(at != std::string::npos);
    broken.replace(at, std::string(bad).size(),
                   std::string(bad).substr(0, std::string(bad).find(':')) + ": 77");
    Error le;
    CHECK_FALSE(Match::load(broken, &le));
    CHECK_FALSE(le.message.empty());
  }
}

TEST_CASE("flipped: scenario fields are checked", "[flipped]") {
  register_builtin_games();
  Error err;
  CHECK_FALSE(load_scenario(
      R"({"game": "flipped", "player_count": 3, "delivered": [1], "players": [{"parts": [1]}]})", &err));
  CHECK_FALSE(
      load_scenario(R"({"game": "flipped", "player_count": 3, "players": [{"parts": [1, 2]}]})", &err));
  CHECK(err.message.find("parts") != std::string::npos);
  CHECK_FALSE(load_scenario(R"({"game": "flipped", "player_count": 2, "safe_houses": [5]})", &err));
  CHECK_FALSE(load_scenario(R"({"game": "flipped", "player_count": 2, "infested": [10]})", &err));
  CHECK_FALSE(load_scenario(R"({"game": "flipped", "player_count": 2, "players": [{"helth": 3}]})", &err));
  auto m = load_scenario(R"({"game": "flipped", "player_count": 2, "marker": 5})", &err);
  REQUIRE(m);
  CHECK(static_cast<const FlippedState&>(m->state()).round() == 3);
}
