// The "strong" level (framework/strong_bot.h) in every shipped game: its level
// strings, that it only ever picks legal moves, that an iteration budget makes
// it deterministic, and that it beats the random bot. The proof that it never
// reads hidden information is per game, where the hidden things are
// (tests/monopoly, tests/monopozombie, tests/catan: strong_bot_test.cpp).
#include "framework/strong_bot.h"

#include <catch2/catch.hpp>
#include <set>
#include <string>

#include "framework/json_writer.h"
#include "framework/match.h"
#include "framework/registry.h"
#include "framework/setup.h"
#include "framework/sim.h"

using namespace shamble;

namespace {

const char* kGames[] = {"monopoly", "monopozombie", "flipped", "catan"};

std::unique_ptr<Match> start(const std::string& game, uint64_t seed, const std::string& seat_kind) {
  register_builtin_games();
  NewGameRequest r;
  r.game = game;
  r.seed = seed;
  r.players = find_game(game)->default_players;
  r.seats.assign(static_cast<size_t>(r.players), seat_kind);
  Error e;
  auto m = make_match(r, &e);
  INFO(game << ": " << e.message);
  REQUIRE(m);
  return m;
}

}  // namespace

TEST_CASE("strong bot: level strings", "[framework][strong]") {
  StrongParams p;
  REQUIRE(parse_strong_level("strong", &p));
  CHECK(p.iterations == 0);
  CHECK(p.budget_ms == 150);
  REQUIRE(parse_strong_level("strong:i64:h6:notrade", &p));
  CHECK(p.iterations == 64);
  CHECK(p.horizon == 6);
  CHECK(p.has("notrade"));
  REQUIRE(parse_strong_level("strong:300ms", &p));
  CHECK(p.iterations == 0);
  CHECK(p.budget_ms == 300);
  CHECK_FALSE(parse_strong_level("normal", &p));
  CHECK_FALSE(parse_strong_level("stronger", &p));
  CHECK_FALSE(parse_strong_level("strong:i0", &p));
  CHECK_FALSE(parse_strong_level("strong:", &p));
  CHECK_FALSE(parse_strong_level("strong:0ms", &p));

  register_builtin_games();
  for (const char* id : kGames) {
    INFO(id);
    const GameInfo& g = *find_game(id);
    CHECK(make_bot(g, "strong"));
    CHECK(make_bot(g, "strong:i8:h2"));
    CHECK_FALSE(make_bot(g, "strong:nonsense"));
  }
  CHECK(make_bot(*find_game("catan"), "strong:notrade"));
  // Seats name it like any other level.
  auto m = start("catan", 1, "bot:strong:i4:h1");
  CHECK(is_bot_kind("bot:strong:i4"));
  CHECK(bot_level("bot:strong:i4") == "strong:i4");
}

TEST_CASE("strong bot: legal and deterministic with an iteration budget, in every game",
          "[framework][strong]") {
  for (const char* id : kGames) {
    for (uint64_t seed : {2u, 5u}) {
      INFO(id << " seed " << seed);
      auto m = start(id, seed, "bot:normal");
      const GameInfo& g = m->info();
      auto normal = make_bot(g, "normal");
      auto strong_a = make_bot(g, "strong:i12:h3");
      auto strong_b = make_bot(g, "strong:i12:h3");
      Rng bot_rng(seed);
      int searched = 0;
      for (int i = 0; i < 3000 && !m->state().terminal() && searched < 6; ++i) {
        const State& s = m->state();
        const int seat = s.current_actor();
        if (i % 5 == 0 && s.legal_count(seat) > 1) {
          Rng ra(seed * 1000 + i), rb(seed * 1000 + i);
          const Action a = strong_a->choose(s, seat, ra);
          INFO("action " << i << ": " << s.encode(a));
          REQUIRE(s.is_legal(seat, a));
          REQUIRE(strong_b->choose(s, seat, rb) == a);
          REQUIRE(ra == rb);  // the same draws: the search's path is fixed by the budget
          ++searched;
        }
        REQUIRE_FALSE(m->apply(seat, normal->choose(s, seat, bot_rng), nullptr));
      }
      CHECK(searched > 0);
    }
  }
}

TEST_CASE("strong bot: whole games with strong seats stay legal (time mode too)", "[framework][strong]") {
  for (const char* id : kGames) {
    INFO(id);
    auto m = start(id, 9, "bot:normal");
    const GameInfo& g = m->info();
    std::vector<std::unique_ptr<Bot>> bots;
    for (int i = 0; i < m->state().num_players(); ++i)
      bots.push_back(make_bot(g, i == 0 ? "strong:2ms:h2" : "strong:i4:h2"));
    auto s = m->state().clone();
    Rng bot_rng(9);
    const PlayResult r = play_out(*s, bots, bot_rng, 30);
    INFO(r.stuck_reason);
    CHECK_FALSE(r.stuck);
    CHECK(r.actions > 0);
  }
}

TEST_CASE("strong bot: beats three random bots in short games", "[framework][strong]") {
  // Hexlands to 5 points: the strong seat (rotating) against three random bots.
  register_builtin_games();
  int wins = 0, games = 0;
  for (uint64_t seed = 1; seed <= 4; ++seed) {
    NewGameRequest r;
    r.game = "catan";
    r.seed = seed;
    r.overrides = {"victory_points=5"};
    const int strong_seat = static_cast<int>(seed % 4);
    for (int i = 0; i < 4; ++i) r.seats.push_back(i == strong_seat ? "bot:strong:i8:h2" : "bot:random");
    Error e;
    auto m = make_match(r, &e);
    INFO(e.message);
    REQUIRE(m);
    auto bots = make_bots(m->info(), m->seats(), "random");
    auto s = m->state().clone();
    Rng bot_rng(seed);
    const PlayResult pr = play_out(*s, bots, bot_rng, 200);
    REQUIRE_FALSE(pr.stuck);
    ++games;
    for (int w : s->outcome().winners) wins += w == strong_seat;
  }
  CHECK(wins * 4 > games * 2);  // far above the fair share of 1 in 4
}

TEST_CASE("strong bot: sim seats it and counts its games", "[framework][strong]") {
  register_builtin_games();
  SimOptions o;
  o.request.game = "monopozombie";
  o.request.seats = {"bot:strong:i4:h2", "bot:normal", "bot:normal", "bot:normal"};
  o.request.seed = 3;
  o.games = 2;
  JsonWriter w;
  Error e;
  REQUIRE(run_sim(o, w, &e));
  const std::string& s = w.str();
  CHECK(s.find("\"bot:strong:i4:h2\"") != std::string::npos);
  CHECK(s.find("\"bot_errors\":0") != std::string::npos);
  CHECK(s.find("\"games\":2") != std::string::npos);
}

namespace {

// The normal bot, counted: what the strong bot's rollouts ask it, whether it
// says its move came from the position's list (the play loop then applies
// that move unchecked, framework/play_loop.h), and for which seats.
class CountingBot : public Bot {
 public:
  CountingBot(std::unique_ptr<Bot> inner, int* chosen, int* listed, std::set<int>* seats = nullptr)
      : inner_(std::move(inner)), chosen_(chosen), listed_count_(listed), seats_(seats) {}
  Action choose(const State& s, int seat, Rng& rng) override {
    const Action a = inner_->choose(s, seat, rng);
    listed_ = inner_->chose_listed();
    ++*chosen_;
    *listed_count_ += listed_;
    if (seats_) seats_->insert(seat);
    return a;
  }
  std::optional<Action> interject(const State& s, int seat, Rng& rng) override {
    return inner_->interject(s, seat, rng);
  }

 private:
  std::unique_ptr<Bot> inner_;
  int *chosen_, *listed_count_;
  std::set<int>* seats_;
};

// Plays `m` on with the normal bot and, at every `every`-th move (from `first`)
// that has a choice, calls `ask(s, seat, rng)`, which asks the strong bot and
// says whether it searched; the walk stops after `enough` searches. Returns how
// many there were.
template <class Ask>
int ask_along_a_game(Match& m, uint64_t seed, int every, int first, int enough, Ask ask) {
  auto normal = make_bot(m.info(), "normal");
  Rng bot_rng(seed);
  int count = 0;
  for (int i = 0; i < 3000 && !m.state().terminal() && count < enough; ++i) {
    const State& s = m.state();
    const int seat = s.current_actor();
    if (i % every == first && s.legal_count(seat) > 1) {
      Rng r(static_cast<uint64_t>(i));
      count += ask(s, seat, r);
    }
    REQUIRE_FALSE(m.apply(seat, normal->choose(s, seat, bot_rng), nullptr));
  }
  return count;
}

}  // namespace

TEST_CASE("strong bot: rollouts play the rollout bot in every seat to the horizon or the end",
          "[framework][strong]") {
  // The rollouts go through the game's own play loop (State::play_bots): each
  // must stop at the horizon's turn or at the game's end, having asked
  // the rollout bot for its moves; in MonopoZombie that bot says "listed", so
  // the loop's unchecked path is the one taken.
  for (const char* id : kGames) {
    INFO(id);
    auto m = start(id, 4, "bot:normal");
    const GameInfo& g = m->info();
    int chosen = 0, listed = 0, scored = 0, off_horizon = 0, root_turn = 0;
    StrongGame sg;
    sg.make_rollout_bot = [&] {
      return std::make_unique<CountingBot>(make_bot(g, "normal"), &chosen, &listed);
    };
    sg.value = [&](const State& s, int) {
      ++scored;
      // the horizon counts from the turn after the searched move, which may end a turn
      off_horizon += !s.terminal() && (s.turn_number() < root_turn + 2 || s.turn_number() > root_turn + 4);
      return 0.5;
    };
    auto strong = make_strong_bot(sg, StrongParams{12, 0, 2, {}});
    const int searched = ask_along_a_game(*m, 4, 7, 3, 4, [&](const State& s, int seat, Rng& r) {
      root_turn = s.turn_number();
      const int before = scored;
      REQUIRE(s.is_legal(seat, strong->choose(s, seat, r)));
      return scored > before;
    });
    REQUIRE(searched > 0);
    CHECK(off_horizon == 0);
    CHECK(chosen > scored);  // moves were played, not just scored
    if (std::string(id) == "monopozombie") CHECK(listed == chosen);
  }
}

TEST_CASE("strong bot: with an own bot, the searching seat is played by it and only by it",
          "[framework][strong]") {
  // StrongGame::make_own_bot: in every rollout the searching seat's moves come
  // from the own bot and every other seat's from the rollout bot; the own bot
  // also gives the yardstick (asked once at the root, before any rollout).
  for (const char* id : kGames) {
    INFO(id);
    auto m = start(id, 5, "bot:normal");
    const GameInfo& g = m->info();
    std::set<int> rollout_seats, own_seats;
    int rollout_chosen = 0, own_chosen = 0, listed = 0;
    StrongGame sg;
    sg.make_rollout_bot = [&] {
      return std::make_unique<CountingBot>(make_bot(g, "normal"), &rollout_chosen, &listed, &rollout_seats);
    };
    sg.make_own_bot = [&] {
      return std::make_unique<CountingBot>(make_bot(g, "normal"), &own_chosen, &listed, &own_seats);
    };
    sg.value = [](const State&, int) { return 0.5; };
    auto strong = make_strong_bot(sg, StrongParams{8, 0, 2, {}});
    const int searched = ask_along_a_game(*m, 5, 5, 2, 3, [&](const State& s, int seat, Rng& r) {
      rollout_seats.clear(), own_seats.clear();
      const int before = rollout_chosen + own_chosen;
      REQUIRE(s.is_legal(seat, strong->choose(s, seat, r)));
      if (rollout_chosen + own_chosen <= before + 1) return false;  // the yardstick alone: no search
      CHECK(own_seats == std::set<int>{seat});
      CHECK(rollout_seats.count(seat) == 0);
      return true;
    });
    CHECK(searched > 0);
    CHECK(rollout_chosen > 0);
  }
}
