// The bots' team rules, each in a forced position: the normal team's
// exchanges (F-SWAP-1) and the easy team's simple habits; and a check that
// easy is weak but not hopeless.
#include "games/flipped/bots.h"

#include "framework/bot.h"
#include "framework/sim.h"
#include "helpers.h"

using namespace flipped_test;

namespace {
Action ask(Game& g, const char* level) {
  auto bot = make_bot(g.st->info(), level);
  REQUIRE(bot);
  Rng rng(7);
  return bot->choose(*g.st, g.st->current_actor(), rng);
}

// Seat 0 played by `first` when given (else by `level`, like the others).
long team_wins(const char* level, int players, int games, std::unique_ptr<Bot> (*first)() = nullptr) {
  register_builtin_games();
  long wins = 0;
  for (int i = 0; i < games; ++i) {
    NewGameRequest r;
    r.game = "flipped";
    r.players = players;
    r.seed = 500 + i;
    r.seats.assign(players, std::string("bot:") + level);
    Error err;
    auto m = make_match(r, &err);
    REQUIRE(m);
    auto st = m->state().clone();
    std::vector<std::unique_ptr<Bot>> bots;
    for (int s = 0; s < players; ++s) bots.push_back(s == 0 && first ? first() : make_bot(m->info(), level));
    Rng bot_rng(r.seed);
    PlayResult res = play_out(*st, bots, bot_rng, 1000);
    REQUIRE(res.finished);
    wins += static_cast<const FlippedState&>(*st).result() == Result::Won;
  }
  return wins;
}
}  // namespace

TEST_CASE("F-SWAP-1 normal bot: takes the shortfall from a teammate to buy the part here",
          "[flipped][bots]") {
  Game g = make(3, R"("players": [{"position": 19, "cash": 100}, {"position": 25, "cash": 600}])");
  g.act(0, {kMove, kD61}, {S});  // 19 -> 25, the south transport ($200), onto character 1
  Action a = ask(g, "normal");
  CHECK(a == Action{kTakeCash, 1, 100});
  g.act(0, a);
  CHECK(ask(g, "normal") == Action{kBuyPart});
}

TEST_CASE("F-SWAP-1 F-PART-2 normal bot: hands its part to a teammate with room to buy the one here",
          "[flipped][bots]") {
  Game g = make(3, R"("players": [{"position": 19, "parts": [0]}, {"position": 25}])");
  g.act(0, {kMove, kD61}, {S});  // 19 -> 25 with hands full (one part each with three)
  Action a = ask(g, "normal");
  CHECK(a == Action{kGivePart, 1, 0});
  g.act(0, a);
  CHECK(ask(g, "normal") == Action{kBuyPart});
  // With room in its own hands it just buys.
  Game h = make(3, R"("players": [{"position": 19}, {"position": 25}])");
  h.act(0, {kMove, kD61}, {S});
  CHECK(ask(h, "normal") == Action{kBuyPart});
}

TEST_CASE(
    "F-SWAP-1 F-PART-3 normal bot: carries a teammate's part to Jail when it is likelier to get there today",
    "[flipped][bots]") {
  // Character 0 has had its day and holds a part (hands full with three);
  // character 1 joins it 6 squares before Jail with two actions left.
  const std::string fields = R"("turn": 1, "players": [{"position": 4, "parts": [0]}, {"position": 0}])";
  Game g = make(3, fields);
  g.act(1, {kMove, kD43}, {S});  // 0 -> 4
  CHECK(ask(g, "normal") == Action{kTakePart, 0, 0});
  // With no other part waiting, a free hand is worth nothing: no courier.
  Game h = make(3, R"("turn": 1, "delivered": [1, 2, 3, 4, 5],
                     "players": [{"position": 4, "parts": [0]}, {"position": 0}])");
  h.act(1, {kMove, kD43}, {S});
  CHECK(ask(h, "normal").kind != kTakePart);
}

TEST_CASE("F-SWAP-1 normal bot: tops up a teammate too poor for a safe house instead of ending",
          "[flipped][bots]") {
  // With its second action character 0 reaches Jail (safe tonight), where a
  // poor teammate waits; one action is left.
  Game g = make(
      3, R"("actions_used": 1, "moved": true, "players": [{"position": 4}, {"position": 10, "cash": 50}])");
  g.act(0, {kMove, kD61}, {S});  // 4 -> 10
  Action a = ask(g, "normal");
  REQUIRE(a.kind == kGiveCash);
  CHECK(a.a == 1);
  CHECK(a.b >= 200);             // enough for most safe houses
  CHECK(a.b <= (715 - 50) / 2);  // never more than evens them out
  // Only cash the six waiting parts ($1,100) do not need changes hands.
  CHECK(a.b <= 715 + 50 + 715 - 1100);
  // A teammate with money of its own gets nothing: the turn just ends.
  Game h = make(
      3, R"("actions_used": 1, "moved": true, "players": [{"position": 4}, {"position": 10, "cash": 600}])");
  h.act(0, {kMove, kD61}, {S});
  CHECK(ask(h, "normal") == Action{kEndTurn});
}

TEST_CASE("easy bot: buys a part it stands on and can pay for", "[flipped][bots]") {
  Game g = make(2, R"("players": [{"position": 19}])");
  g.act(0, {kMove, kD61}, {S});  // 19 -> 25
  CHECK(ask(g, "easy") == Action{kBuyPart});
}

TEST_CASE("easy bot: stays in a safe house only with the price of a part to spare", "[flipped][bots]") {
  // Square 3 ($60) is a known safe house; the cheapest part still waiting costs $150.
  Game rich = make(2, R"("safe_houses": [3], "players": [{"cash": 210}])");
  rich.act(0, {kMove, kD43}, {C});  // 0 -> 3
  REQUIRE(rich.f().phase() == Phase::Choice);
  CHECK(ask(rich, "easy") == Action{kStay});
  Game poor = make(2, R"("safe_houses": [3], "players": [{"cash": 200}])");
  poor.act(0, {kMove, kD43}, {C});
  REQUIRE(poor.f().phase() == Phase::Choice);
  CHECK(ask(poor, "easy") == Action{kLeave});
}

TEST_CASE("easy bot: on day 7 it throws every die until it has passed Jail", "[flipped][bots]") {
  Game g = make(2, R"("round": 7, "players": [{"position": 1}, {"position": 30}])");
  const int all = g.f().dice().available_mask(7);
  CHECK(ask(g, "easy") == Action{kMove, all});
  g.act(0, {kMove, all}, {S, S, S});  // 7 + 5 + 4 = 16: 1 -> 17, past Jail
  REQUIRE((g.f().ch(0).flags & kReachedJail) != 0);
  if (g.f().phase() == Phase::Day) CHECK(ask(g, "easy") == Action{kEndTurn});
}

TEST_CASE("easy bot: with its last action it throws for Jail when that is an even chance",
          "[flipped][bots]") {
  // Two actions used; on square 4 the 6|1 die alone reaches Jail half the time.
  Game g = make(2, R"("actions_used": 2, "moved": true, "players": [{"position": 4}])");
  CHECK(ask(g, "easy") == Action{kMove, kD61});
  // From square 3 no throw is that likely to stop on Jail: the turn ends.
  Game h = make(2, R"("actions_used": 2, "moved": true, "players": [{"position": 3}])");
  CHECK(ask(h, "easy") == Action{kEndTurn});
}

TEST_CASE("easy bot: the easy team wins sometimes, the normal team clearly more", "[flipped][bots]") {
  const long easy = team_wins("easy", 2, 300), normal = team_wins("normal", 2, 300);
  CHECK(easy > 0);
  CHECK(normal > 3 * easy);
}

TEST_CASE("own weights: one seat playing them among normal teammates wins the team more games",
          "[flipped][bots]") {
  // The strong seat's own bot (bot_weights.h) is only worth its place if it
  // plays better than the normal bot it replaces. Measured with 30,000 games
  // a setting: 0.354 against 0.314 (docs/LAB.md); here 3,000 on fixed seeds,
  // where the gap is about three standard errors.
  const long normal = team_wins("normal", 3, 3000);
  const long own = team_wins("normal", 3, 3000, shamble::flipped::make_flipped_own_bot);
  INFO("normal team " << normal << ", one own seat " << own);
  CHECK(own > normal + normal / 20);
}
