// Bot behaviour that is not a rule: how the MonopoZombie bots bid.
#include "games/monopozombie/bots.h"

#include <algorithm>
#include <cstdlib>

#include "framework/sim.h"
#include "helpers.h"

using namespace mzt;

TEST_CASE("MZ bots bid halfway to their limit in auctions, never beyond it", "[mz][bots]") {
  // Seat 0 declines a $60 street: the auction runs among the three humans.
  auto m = scen(R"("player_count":3,"turn":0,"players":[{"position":0},{"position":20},{"position":30}])");
  act(*m, 0, roll(), {1, 2});
  act(*m, 0, {mono::kDecline, 0, 0, 0});
  REQUIRE(Z(*m).t.phase == mono::kAuction);
  auto normal = make_bot("normal");
  Rng rng(5);
  int bids = 0;
  Action first{-1, 0, 0, 0};
  while (Z(*m).t.phase == mono::kAuction && bids < 200) {
    int seat = m->state().current_actor();
    int high = Z(*m).t.auction.high;
    Action a = normal->choose(m->state(), seat, rng);
    if (a.kind == mono::kBid) {
      if (first.kind < 0) first = a;
      CHECK(a.a > high);
      CHECK(a.a <= 48);  // the normal bot's limit: 80% of the $60 price
      ++bids;
    }
    act(*m, seat, a);
  }
  CHECK(first.a > 1);  // the opening bid jumps instead of raising by $1
  CHECK(bids < 24);    // raising by $1 would take 48 bids to reach the limit
  CHECK(Z(*m).t.owner[3] >= 0);
}

// MZ-CAP-1: bots build from the legal actions, so the stricter evenness (every
// lot counts, whoever holds it) must leave them building, second houses included.
TEST_CASE("MZ-CAP-1 normal bots still build, second houses too, under even building", "[mz][bots]") {
  long builds = 0, second_houses = 0;
  for (uint64_t seed = 1; seed <= 20; ++seed) {
    NewGameRequest r;
    r.game = "monopozombie";
    r.seed = seed;
    r.players = 4;
    r.seats.assign(4, "bot:normal");
    Error e;
    auto m = make_match(r, &e);
    REQUIRE(m);
    auto state = m->state().clone();
    auto bots = make_bots(monopozombie_game(), m->seats(), "normal");
    Rng bot_rng(seed);
    play_out(*state, bots, bot_rng, 1000, [&](const State& s, const EventSink& ev) {
      for (const Event& x : ev)
        if (x.kind == mono::kEvBuild) {
          ++builds;
          second_houses += x.v[1] >= 2;
          INFO(s.check_invariants());
          CHECK(s.check_invariants().empty());
        }
    });
  }
  CHECK(builds > 0);
  CHECK(second_houses > 0);
}

namespace {
// Seat 1 is the zombie, on 20, with both humans on 26; its roll of 2 and 3 takes
// it to 25 (clockwise, beside the humans) or 15 (counter-clockwise, five short
// of just visiting, the likeliest 2D4 sum).
const char* kZombieBetween =
    R"("player_count":3,"turn":1,"stage":"outbreak","zombies":[1],"players":[{"position":26},{"position":20},{"position":26}])";
}  // namespace

TEST_CASE("MZ bots: the normal zombie steers at the humans, the selfish one for just visiting",
          "[mz][bots]") {
  auto m = scen(kZombieBetween);
  act(*m, 1, zroll(), {2, 3});
  REQUIRE(Z(*m).phase == kMzDirection);
  Rng rng(1);
  CHECK(make_bot("normal")->choose(m->state(), 1, rng) == zdir(0));
  CHECK(make_selfish_bot()->choose(m->state(), 1, rng) == zdir(1));
}

TEST_CASE("MZ bots: the selfish zombie picks its direction before the roll by the roll's odds",
          "[mz][bots]") {
  auto m = scen(std::string(kZombieBetween) + R"(,"options":{"direction_before_roll":true})");
  REQUIRE(legal(*m, 1, zroll(1)));
  Rng rng(1);
  CHECK(make_bot("normal")->choose(m->state(), 1, rng) == zroll(0));
  CHECK(make_selfish_bot()->choose(m->state(), 1, rng) == zroll(1));
}

TEST_CASE("MZ bots: in the race to just visiting both zombies stop there when the roll allows",
          "[mz][bots]") {
  // MZ-WIN-2: everyone has turned; 13 less a roll of 1 and 2 is just visiting.
  auto m = scen(
      R"("player_count":2,"turn":1,"stage":"apocalypse","zombies":[0,1],"players":[{"position":30},{"position":13}])");
  act(*m, 1, zroll(), {1, 2});
  REQUIRE(Z(*m).phase == kMzDirection);
  Rng rng(1);
  CHECK(make_bot("normal")->choose(m->state(), 1, rng) == zdir(1));
  CHECK(make_selfish_bot()->choose(m->state(), 1, rng) == zdir(1));
}

TEST_CASE("MZ bots: the selfish human hires a bodyguard every outbreak round, the normal one waits",
          "[mz][bots]") {
  // $300 and the zombie 16 squares away: the normal bot keeps its $400 and
  // waits for a zombie in reach; the selfish one stays human first (MZ-BG-1).
  auto m = scen(R"("player_count":3,"turn":0,"stage":"outbreak","zombies":[1],"lapped":[0],
      "players":[{"position":36,"cash":300},{"position":20},{"position":30}])");
  REQUIRE(legal(*m, 0, {kBuyGuard, 0, 0, 0}));
  Rng rng(1);
  CHECK(make_bot("normal")->choose(m->state(), 0, rng) == roll());
  CHECK(make_selfish_bot()->choose(m->state(), 0, rng) == Action{kBuyGuard, 0, 0, 0});
  act(*m, 0, {kBuyGuard, 0, 0, 0});
  CHECK(make_selfish_bot()->choose(m->state(), 0, rng) == roll());  // one a round
  // MZ-CONV-13: where bare zombie ground turns a human whatever its guards,
  // the selfish bot hires as the normal one does.
  auto b = scen(R"("player_count":3,"turn":0,"stage":"outbreak","zombies":[1],"lapped":[0],
      "players":[{"position":36,"cash":300},{"position":20},{"position":30}],
      "options":{"bare_ground_converts":true})");
  REQUIRE(legal(*b, 0, {kBuyGuard, 0, 0, 0}));
  CHECK(make_selfish_bot()->choose(b->state(), 0, rng) == roll());
}

namespace {
// How many of a zombie's 16 rolls of 2D4 end on `sq` and overrun the seat
// standing there (one more zombie reaches its defence), over every zombie.
int zombie_rolls_onto(const MzTable& z, const MzRules& r, int sq) {
  static const int ways[9] = {0, 0, 1, 2, 3, 4, 3, 2, 1};
  if (!points_at(z, r, sq, 1, 1).overrun) return 0;
  int n = 0;
  for (int p = 0; p < z.t.n; ++p)
    if (z.pl[p].zombie && !z.t.players[p].bankrupt) {
      int d = std::abs(sq - z.t.players[p].pos);
      d = std::min(d, kSquares - d);
      n += d <= 8 ? ways[d] : 0;
    }
  return n;
}

bool card_square(int sq) { return board::card_square(mono::sq_data(sq).kind); }

// Why the selfish human may keep other dice than the normal bot (the pair
// x, its own y): y lands within fewer overrunning zombie rolls, among more
// humans, off an apocalypse card square or bare zombie ground, or is a double
// (which it rolls again on). False when y has none of these over x.
bool selfish_reason(const MzTable& z, const MzRules& r, int seat, Action x, Action y) {
  const int pos = z.t.players[seat].pos;
  const int sx = step_to(pos, z.dice[x.a] + z.dice[x.b], x.c);
  const int sy = step_to(pos, z.dice[y.a] + z.dice[y.b], y.c);
  const bool apocalypse_cards = z.stage == kApocalypse && r.apocalypse_cards;
  return zombie_rolls_onto(z, r, sy) < zombie_rolls_onto(z, r, sx) || humans_at(z, sy) > humans_at(z, sx) ||
         (apocalypse_cards && card_square(sx) && !card_square(sy)) ||
         (points_at(z, r, sx, 1).bare && !points_at(z, r, sy, 1).bare) ||
         (z.dice[y.a] == z.dice[y.b] && z.dice[x.a] != z.dice[x.b]);
}
}  // namespace

TEST_CASE("MZ bots: the selfish bot is the normal bot but where it steers, guards and rolls again",
          "[mz][bots]") {
  // Whole games of normal bots: at every move the selfish bot (same rng) must
  // pick what the normal bot picks, except a zombie's direction, a bodyguard
  // (it hires where the normal bot would not), a roll again (it always takes
  // it) and where a human goes: there, when it differs, its square has one of
  // the selfish reasons over the normal one.
  int compared = 0, zombie_dirs = 0, guards = 0, squares = 0, agains = 0;
  for (uint64_t seed = 1; seed <= 6; ++seed) {
    auto m = bot_match("latest", seed);
    auto normal = make_bot("normal");
    auto selfish = make_selfish_bot();
    Rng bot_rng(seed);
    for (int i = 0; i < 3000 && !m->state().terminal(); ++i) {
      const State& s = m->state();
      const int seat = s.current_actor();
      Rng a = bot_rng, b = bot_rng;
      const Action x = normal->choose(s, seat, a);
      const Action y = selfish->choose(s, seat, b);
      const auto& z = Z(*m);
      const bool direction = z.pl[seat].zombie && (z.phase == kMzDirection || z.phase == kMzRoll);
      const bool steer = z.phase == kMzKeepDice || z.phase == kMzGroupAssign || z.phase == kMzGroupOwnDice ||
                         z.phase == kMzHomelessMove;
      if (direction)
        ++zombie_dirs;
      else if (z.phase == kMzRollAgain) {
        CHECK(y == Action{kRollAgain, 0, 0, 0});
        agains += !(x == y);
      } else if (y.kind == kBuyGuard && x.kind != kBuyGuard)
        ++guards;
      else if (steer && !(x == y)) {
        ++squares;
        if (z.phase == kMzKeepDice) CHECK(selfish_reason(z, rules_of(s), seat, x, y));
      } else {
        CHECK(x == y);
        ++compared;
      }
      bot_rng = a;
      REQUIRE_FALSE(m->apply(seat, x, nullptr));
    }
  }
  CHECK(compared > 1000);
  CHECK(zombie_dirs > 50);
  CHECK(guards > 5);
  CHECK(squares > 5);
  CHECK(agains > 5);  // the normal bot stopped where the selfish one rolled again
}
