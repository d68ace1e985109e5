// Randomized games per preset (random and normal bots), invariants after every
// action, and a save round trip of every stage reached.
#include <catch2/catch.hpp>

#include "framework/bot.h"
#include "framework/match.h"
#include "framework/setup.h"
#include "games/monopozombie/monopozombie.h"
#include "games/monopozombie/mz.h"

using namespace shamble;

namespace {
struct Tally {
  int games = 0, finished = 0, stages[3] = {0, 0, 0};
  int counters = 0, carry_takes = 0, carry_leaves = 0;  // choices the bots made (MZ-GROUP-3, MZ-CARRY-1)
  int fortifies = 0;                                    // MZ-FORT-1
};

void play(const std::string& preset, const std::vector<std::string>& overrides, int players, uint64_t seed,
          const std::string& level, Tally& tally) {
  NewGameRequest r;
  r.game = "monopozombie";
  r.preset = preset;
  r.overrides = overrides;
  r.players = players;
  r.seed = seed;
  r.seats.assign(players, "bot:" + level);
  Error e;
  auto m = make_match(r, &e);
  INFO(e.message);
  REQUIRE(m);
  auto bot = make_bot(monopozombie_game(), level);
  Rng bot_rng(seed * 7 + 1);
  bool saved[3] = {false, false, false};
  for (int i = 0; i < 20000 && !m->state().terminal(); ++i) {
    const State& s = m->state();
    const auto& z = mz::table_of(s);
    std::string inv = s.check_invariants();
    INFO("seed " << seed << " action " << i << " preset " << preset);
    INFO(inv);
    REQUIRE(inv.empty());
    int seat = s.current_actor();
    REQUIRE(seat >= 0);
    std::vector<Action> legal;
    s.legal_actions(seat, legal);
    INFO("mono phase " << int(z.t.phase) << " mz phase " << int(z.phase) << " seat " << seat << " turn "
                       << int(z.t.turn) << " zombie " << z.pl[seat].zombie << " cash "
                       << z.t.players[seat].cash << " stage " << int(z.stage) << " debts "
                       << int(z.t.debt_count) << " debtor " << int(z.t.debts[0].debtor) << " creditor "
                       << int(z.t.debts[0].creditor) << " amount " << z.t.debts[0].amount);
    REQUIRE_FALSE(legal.empty());
    if (!saved[z.stage]) {  // a save round trip in every stage reached
      saved[z.stage] = true;
      Error le;
      auto j = Match::load(m->to_json(), &le);
      INFO(le.message);
      REQUIRE(j);
      REQUIRE(j->state().to_json() == s.to_json());
    }
    Action a = bot->choose(s, seat, bot_rng);
    tally.counters += a.kind == mz::kGroupCounter;
    tally.carry_takes += a.kind == mz::kCarryTake;
    tally.carry_leaves += a.kind == mz::kCarryLeave;
    auto err = m->apply(seat, a, nullptr);
    INFO("chosen " << s.encode(a) << (err ? ": " + err->message : std::string()));
    REQUIRE_FALSE(err);
    if (a.kind == mz::kFortify && tally.fortifies++ == 0) {  // a save round trip with a fortified lot
      Error le;
      auto j = Match::load(m->to_json(), &le);
      INFO(le.message);
      REQUIRE(j);
      REQUIRE(j->state().to_json() == m->state().to_json());
    }
  }
  ++tally.games;
  tally.finished += m->state().terminal();
  for (int k = 0; k < 3; ++k) tally.stages[k] += saved[k];
}
}  // namespace

TEST_CASE("MZ random games keep the invariants, latest preset", "[mz][random]") {
  Tally t;
  for (uint64_t seed = 1; seed <= 60; ++seed)
    play("latest", {}, 2 + seed % 7, seed, seed % 2 ? "random" : "normal", t);
  CHECK(t.stages[2] > 0);  // some games reach the apocalypse
}

TEST_CASE("MZ random games keep the invariants, 2018-05 preset", "[mz][random]") {
  Tally t;
  for (uint64_t seed = 1; seed <= 60; ++seed)
    play("2018-05", {}, 2 + seed % 7, seed, seed % 2 ? "random" : "easy", t);
  CHECK(t.stages[2] > 0);
}

TEST_CASE("MZ random games with every idea option on", "[mz][random]") {
  Tally t;
  std::vector<std::string> ideas = {
      "direction_before_roll=true", "conversion_dice_battle=true",  "shelter_go=true",
      "shelter_cards=true",         "shelter_just_visiting=true",   "shelter_tax=true",
      "shelter_transports=true",    "shelter_utilities=true",       "hotel_immunity=1",
      "human_win_in_outbreak=true", "zombie_tie=first_arrival",     "outbreak_min_rounds=2",
      "jail_square_converts=false", "third_doubles_converts=false", "immunity_by_choice=true",
      "carry_house=true",           "homeless_invisible=true",      "fortified_houses=true"};
  // The normal bots use the choices: they counter group plans and weigh carried houses both ways.
  // Counters are rare (one game in 40 to 100, depending on the rules version; with fortified houses
  // the first comes at game 726 of these seeds), so play on until each choice has been seen, up to
  // 1000 games.
  for (uint64_t seed = 1; seed <= 1000; ++seed) {
    play("latest", ideas, 2 + seed % 7, seed, "normal", t);
    if (seed >= 40 && t.counters > 0 && t.carry_takes > 0 && t.carry_leaves > 0) break;
  }
  CHECK(t.finished > 0);
  CHECK(t.counters > 0);
  CHECK(t.carry_takes > 0);
  CHECK(t.carry_leaves > 0);
  CHECK(t.fortifies > 0);
}

TEST_CASE("MZ random games: choices (immunity, carrying, pooled groups) with random and easy bots",
          "[mz][random]") {
  Tally t;
  std::vector<std::string> opts = {"immunity_by_choice=true", "carry_house=true", "homeless_invisible=true",
                                   "group_dice=pooled"};
  for (uint64_t seed = 1; seed <= 40; ++seed)
    play("latest", opts, 2 + seed % 7, seed * 13, seed % 2 ? "random" : "easy", t);
  CHECK(t.stages[2] > 0);
}

// The full randomized run (thousands of games per preset); hidden from the
// default run for time: `shamble_tests "[mz-long]"`.
TEST_CASE("MZ thousands of random games per preset", "[.][mz-long]") {
  for (const char* preset : {"latest", "2018-05"}) {
    Tally t;
    for (uint64_t seed = 1; seed <= 2000; ++seed)
      play(preset, {}, 2 + seed % 7, seed * 31,
           seed % 3 == 0   ? "random"
           : seed % 3 == 1 ? "easy"
                           : "normal",
           t);
    CHECK(t.finished == t.games);
  }
}
