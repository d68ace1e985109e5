// The "count, k-th legal move" contract for every registered game, through the
// game's own legal_count/legal_at or the framework's listing defaults: the
// count is the list's size, the k-th move is the list's k-th, and the random
// pick (RandomBot, the soak) is the list's move at rng.below(size) with the
// same single draw, so every simulation plays what it played before.
#include <catch2/catch.hpp>
#include <map>
#include <set>

#include "framework/bot.h"
#include "framework/match.h"
#include "framework/registry.h"
#include "framework/setup.h"

using namespace shamble;

namespace {
// How many of the lists checked held a move of each kind (its code's first word).
using KindLists = std::map<std::string, int>;

// Returns how many lists held an edit of a trade offer; `kinds`, when given,
// gets the lists per kind.
int check_game(const GameInfo& g, uint64_t seed, int max_actions, std::vector<std::string> overrides = {},
               KindLists* kinds = nullptr) {
  NewGameRequest r;
  r.game = g.id;
  r.seed = seed;
  r.overrides = std::move(overrides);
  Error e;
  auto m = make_match(r, &e);
  INFO(g.id << ": " << e.message);
  REQUIRE(m);
  auto s = m->state().clone();
  Rng bot_rng(seed * 3 + 1);
  RandomBot bot;
  std::vector<Action> legal, scratch;
  int checked = 0, trading = 0;
  for (int i = 0; i < max_actions && !s->terminal(); ++i) {
    for (int seat = 0; seat < s->num_players(); ++seat) {
      legal.clear();
      s->legal_actions(seat, legal);
      const int n = static_cast<int>(legal.size());
      INFO(g.id << " action " << i << " seat " << seat);
      REQUIRE(s->legal_count(seat) == n);
      for (int k = 0; k < n; ++k) REQUIRE(s->legal_at(seat, k) == legal[k]);
      REQUIRE(s->legal_at(seat, n) == Action{});
      // The pick: one draw, the list's move at that index; none when the list is empty.
      Rng a = bot_rng, b = bot_rng;
      const Action picked = s->random_legal(seat, a, scratch);
      if (n == 0) {
        REQUIRE(picked == Action{});
        REQUIRE(a == bot_rng);
      } else {
        REQUIRE(picked == legal[b.below(static_cast<uint32_t>(n))]);
        REQUIRE(a == b);
      }
      checked += n;
      if (kinds) {
        std::set<std::string> here;
        for (const Action& x : legal) {
          const std::string code = s->encode(x);
          here.insert(code.substr(0, code.find_first_of(" :")));
        }
        for (const auto& k : here) ++(*kinds)[k];
      }
      for (const Action& x : legal)
        if (s->encode(x).rfind("trade_", 0) == 0) {  // an edit of the offer ("trade" opens one)
          ++trading;
          break;
        }
    }
    const int seat = s->current_actor();
    REQUIRE(seat >= 0);
    REQUIRE_FALSE(s->apply(seat, bot.choose(*s, seat, bot_rng), nullptr));
  }
  REQUIRE(checked > 0);
  return trading;
}
}  // namespace

TEST_CASE("legal_count, legal_at and the random pick agree with legal_actions in every game",
          "[framework][legal]") {
  register_builtin_games();
  for (const GameInfo* g : all_games())
    for (uint64_t seed = 1; seed <= 3; ++seed) check_game(*g, seed, 400);
}

// MonopoZombie counts and picks the trade actor's moves from the trade menu and
// a tail of its own moves (flow.cpp mz_trade_menu: a bodyguard, fortifications,
// as mz_legal lists them). Today's rules open neither during a trade (MZ-BG-1
// wants the roll still to come, MZ-FORT-1 a free turn), so the tail is empty;
// these games, with fortified houses and bodyguards on, would catch a change
// that opened one without the count knowing. The trade phase must be reached.
TEST_CASE("the counted trade moves agree with the list with MonopoZombie's fortified houses",
          "[framework][legal]") {
  register_builtin_games();
  const GameInfo* mz = find_game("monopozombie");
  REQUIRE(mz);
  int trading = 0;
  for (uint64_t seed = 1; seed <= 4; ++seed)
    trading += check_game(*mz, seed, 1500, {"fortified_houses=true", "bodyguards=true"});
  CHECK(trading > 0);
}

// Monopoly counts and picks the turn player's moves before and after the roll,
// while buying and in debt from masks (games/monopoly/turn_menu.h): one move a
// deed, or two where a group can be built on. Random games long enough to
// build, sell, lift mortgages and run into debt, each of which must be met.
TEST_CASE("Monopoly's counted turn moves agree with the list through building, lifting and debt",
          "[framework][legal]") {
  register_builtin_games();
  const GameInfo* mono = find_game("monopoly");
  REQUIRE(mono);
  KindLists kinds;
  for (uint64_t seed = 1; seed <= 4; ++seed) check_game(*mono, seed, 4000, {}, &kinds);
  for (const char* k : {"build", "sell", "mortgage", "unmortgage", "bankrupt", "roll", "buy", "end_turn"}) {
    INFO(k);
    CHECK(kinds[k] > 0);
  }
}
