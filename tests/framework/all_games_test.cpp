// Checks every registered game gets for free (after OpenSpiel's basic_tests):
// random playouts in which every state survives a JSON and a binary round
// trip, invariants hold after every action, and a refused action changes nothing.
#include <catch2/catch.hpp>
#include <set>
#include <string>

#include "framework/bot.h"
#include "framework/match.h"
#include "framework/registry.h"
#include "framework/setup.h"

using namespace shamble;

namespace {
void check_game(const GameInfo& g, uint64_t seed, int max_actions) {
  for (int players = g.min_players; players <= std::min(g.max_players, g.min_players + 2); ++players) {
    NewGameRequest r;
    r.game = g.id;
    r.players = players;
    r.seed = seed + players;
    r.seats.assign(players, "bot:random");
    Error e;
    auto m = make_match(r, &e);
    INFO(g.id << " with " << players << " players: " << e.message);
    REQUIRE(m);
    Rng bot_rng(seed);
    RandomBot bot;
    // The soak's scratch copy (State::assign_from): made once, assigned anew.
    std::unique_ptr<State> scratch = m->state().clone();
    for (int i = 0; i < max_actions && !m->state().terminal(); ++i) {
      const State& s = m->state();
      REQUIRE(s.check_invariants().empty());
      int seat = s.current_actor();
      REQUIRE(seat >= 0);
      std::vector<Action> legal;
      s.legal_actions(seat, legal);
      REQUIRE_FALSE(legal.empty());
      for (auto& a : legal) {
        INFO("action " << s.encode(a));
        REQUIRE(s.decode(s.encode(a)) == a);
        REQUIRE_FALSE(s.label(a).empty());
      }
      // An action that is not legal must be refused and leave no trace.
      Action junk{static_cast<int32_t>(s.action_kinds().size()) + 3, -7, 99999, 1};
      std::string before = s.to_json();
      REQUIRE(m->apply(seat, junk, nullptr));
      REQUIRE(m->state().to_json() == before);
      Action a = bot.choose(s, seat, bot_rng);
      EventSink ev;
      auto err = m->apply(seat, a, &ev);
      INFO("chosen " << m->state().encode(a) << (err ? ": " + err->message : std::string()));
      REQUIRE_FALSE(err);
      // Steps may have no sentence (another event tells them), but what an
      // action did is always said.
      bool said = ev.empty();
      for (auto& x : ev) said |= !m->state().describe(x).empty();
      REQUIRE(said);
      if (i % 25 == 0) {
        REQUIRE(scratch->assign_from(m->state()));
        REQUIRE(state_bytes(*scratch) == state_bytes(m->state()));
        REQUIRE(scratch->to_json() == m->state().to_json());
        Error le;
        auto j = Match::load(m->to_json(), &le);
        INFO(le.message);
        REQUIRE(j);
        REQUIRE(j->state().to_json() == m->state().to_json());
        auto b = Match::load(m->to_binary(), &le);
        REQUIRE(b);
        REQUIRE(b->to_binary() == m->to_binary());
      }
    }
    REQUIRE(m->state().check_invariants().empty());
    REQUIRE_FALSE(m->verify_replay());
  }
}
}  // namespace

TEST_CASE("all games: random playouts keep every framework promise", "[all-games]") {
  REQUIRE_FALSE(all_games().empty());
  for (auto* g : all_games()) {
    SECTION(g->id) {
      for (uint64_t seed : {1, 2, 3}) check_game(*g, seed, 400);
    }
  }
}

TEST_CASE("all games: info is complete", "[all-games]") {
  for (auto* g : all_games()) {
    INFO(g->id);
    CHECK_FALSE(g->name.empty());
    CHECK(g->create);
    CHECK(g->blank);
    CHECK(g->min_players <= g->default_players);
    CHECK(g->default_players <= g->max_players);
    for (auto& o : g->options) {
      INFO(o.name);
      CHECK_FALSE(o.meaning.empty());
      CHECK_FALSE(o.source.empty());
    }
    for (auto& p : g->presets) {
      RulesConfig c;
      CHECK_FALSE(make_config(g->options, g->presets, p.name, {}, &c));
    }
    CHECK(make_bot(*g, "random"));
    CHECK(make_bot(*g, "easy"));
    CHECK(make_bot(*g, "normal"));
  }
}

// Action codes ("accept", "bid:120") are looked up by name in the driver, the
// JS API and saves: two kinds with one name would make the second unreachable.
TEST_CASE("all games: action and event kind names are unique", "[all-games]") {
  for (auto* g : all_games()) {
    INFO(g->id);
    auto s = g->blank();
    std::set<std::string> actions, events;
    for (auto& k : s->action_kinds()) CHECK(actions.insert(k.name).second);
    for (auto& k : s->event_kinds()) CHECK(events.insert(k.name).second);
  }
}

// An Action and its code are one thing: an argument the kind does not carry
// (which no code can write) is refused before the game sees the move, and so
// is an unknown kind, with the state left as it was.
TEST_CASE("all games: a move with an argument its kind does not carry is refused", "[all-games]") {
  for (auto* g : all_games()) {
    NewGameRequest r;
    r.game = g->id;
    r.seed = 7;
    Error e;
    auto m = make_match(r, &e);
    INFO(g->id << ": " << e.message);
    REQUIRE(m);
    const State& s = m->state();
    const int seat = s.current_actor();
    const std::string before = state_bytes(s);
    const auto& kinds = s.action_kinds();
    for (int k = 0; k < static_cast<int>(kinds.size()); ++k) {
      if (kinds[k].args >= 3) continue;
      Action a{k, 0, 0, 0};
      (kinds[k].args < 1 ? a.a : kinds[k].args < 2 ? a.b : a.c) = 1;
      auto copy = s.clone();
      auto err = copy->apply(seat, a, nullptr);
      INFO(kinds[k].name);
      REQUIRE(err);
      CHECK(err->rule == "action-code");
      CHECK(state_bytes(*copy) == before);
    }
    for (int kind : {-1, static_cast<int>(kinds.size())}) {
      auto copy = s.clone();
      auto err = copy->apply(seat, Action{kind, 0, 0, 0}, nullptr);
      REQUIRE(err);
      CHECK(err->rule == "action-code");
    }
  }
}

// Codes are read exactly as encode writes them: digits with an optional '-',
// nothing else, and only what fits the argument (a number past int32 once
// wrapped around to another move).
TEST_CASE("all games: action codes are read exactly as written", "[all-games]") {
  for (auto* g : all_games()) {
    INFO(g->id);
    auto s = g->blank();
    const auto& kinds = s->action_kinds();
    for (int k = 0; k < static_cast<int>(kinds.size()); ++k) {
      const std::string name = kinds[k].name;
      if (kinds[k].args == 0) {
        CHECK(s->decode(name) == Action{k, 0, 0, 0});
        CHECK_FALSE(s->decode(name + ":0"));
        continue;
      }
      std::string ones = name;
      for (int i = 0; i < kinds[k].args; ++i) ones += ":-12";
      auto a = s->decode(ones);
      REQUIRE(a);
      CHECK(s->encode(*a) == ones);
      for (const char* bad : {":+12", ": 12", ":12 ", ":4294967308", ":1x", ":", "::"}) {
        std::string code = name + bad;
        for (int i = 1; i < kinds[k].args; ++i) code += ":1";
        INFO(code);
        CHECK_FALSE(s->decode(code));
      }
    }
    CHECK_FALSE(s->decode("no-such-move"));
    CHECK_FALSE(s->decode(std::string("roll\0x", 6)));
  }
}

TEST_CASE("a renamed rule id resolves to a paragraph of the rules text, and no rule keeps an old id",
          "[rules]") {
  int aliases = 0;
  for (const GameInfo* g : all_games()) {
    for (const auto& [old_id, now] : g->rule_aliases) {
      INFO(g->id << " " << old_id << " -> " << now);
      ++aliases;
      CHECK(resolve_rule_id(*g, old_id) == now);
      bool found = false;
      for (const RuleDoc& r : g->rules) {
        CHECK(r.id != old_id);
        found |= r.id == now;
      }
      CHECK(found);
    }
    for (const RuleDoc& r : g->rules) CHECK(resolve_rule_id(*g, r.id) == r.id);
  }
  CHECK(aliases >= 3);  // MonopoZombie's three "further ideas" ids
}

TEST_CASE("all games: assign_from copies a state of its own game only", "[all-games]") {
  std::vector<std::unique_ptr<Match>> matches;
  for (auto* g : all_games()) {
    NewGameRequest r;
    r.game = g->id;
    r.players = g->default_players;
    r.seed = 7;
    r.seats.assign(r.players, "bot:random");
    Error e;
    matches.push_back(make_match(r, &e));
    INFO(g->id << ": " << e.message);
    REQUIRE(matches.back());
  }
  for (size_t i = 0; i < matches.size(); ++i)
    for (size_t j = 0; j < matches.size(); ++j) {
      auto target = matches[i]->state().clone();
      const std::string before = state_bytes(*target);
      INFO(matches[i]->state().info().id << " from " << matches[j]->state().info().id);
      if (i == j) {
        CHECK(target->assign_from(matches[j]->state()));
        CHECK(target->assign_from(*target));  // itself: a no-op
        CHECK(state_bytes(*target) == before);
      } else {
        CHECK_FALSE(target->assign_from(matches[j]->state()));
        CHECK(state_bytes(*target) == before);
      }
    }
}
