// MonopoZombie's own action kinds (games/monopozombie/kinds.h): the table has
// one complete entry per own kind, in order, and the codes of both tables are
// unique together; over bot games
// of every preset and the option-heavy rule sets, every legal action of every
// seat passes its check, has a label, a code that decodes back and a filled
// choice; every own kind is offered at least once; and an own kind sent at the
// wrong time is refused with the rule id it had before the table.
#include "games/monopoly/kinds.h"

#include <algorithm>
#include <catch2/catch.hpp>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "framework/bot.h"
#include "framework/match.h"
#include "framework/setup.h"
#include "games/monopozombie/kinds.h"
#include "games/monopozombie/monopozombie.h"
#include "games/monopozombie/mz.h"
#include "games/monopozombie/text.h"
#include "kinds_check.h"

using namespace shamble;
using namespace shamble::mz;

namespace {

constexpr int kFirstOwn = mono::kNumActionKinds;
constexpr int kOwnKinds = kNumMzActions - kFirstOwn;

// One probe per own kind, with arguments that are in range (the refusal is
// about the time, not the arguments).
Action probe(int kind) {
  switch (kind) {
    case kKeepDice:
    case kGroupAssign:
    case kGroupOwnDice: return {kind, 0, 1, 0};
    case kFortify: return {kind, 1, 0, 0};
    default: return {kind, 0, 0, 0};
  }
}

// What the choice adds for the kinds that add something (the others are a
// button with its label).
void check_choice(const MzTable& z, int seat, const mono::Choice& c) {
  const Action& a = c.action;
  switch (a.kind) {
    case kMoveRoll:
    case kRollAgain:
      CHECK(c.mover == seat);
      CHECK(c.dice.count > 0);
      CHECK(c.dice.sides > 0);
      break;
    case kChooseDirection:
    case kKeepDice:
    case kGroupOwnDice:
      CHECK(c.mover == seat);
      CHECK(c.lands >= 0);
      break;
    case kGroupAssign:
      CHECK(c.mover == group_next_member(z));
      CHECK(c.lands >= 0);
      break;
    case kHomelessRoll:
      CHECK(c.mover == seat);
      CHECK((c.lands >= 0 || c.dice.count == 1));
      break;
    case kBuyGuard: CHECK(c.cost == guard_price()); break;
    case kFortify:
      CHECK(c.square() == a.a);
      CHECK(c.cost == mono::building_cost(a.a));
      break;
    default: break;
  }
}

struct Run {
  const char* preset;
  std::vector<std::string> overrides;
};

}  // namespace

namespace {

// One row per kind of the game, whichever table holds it, for kinds_check.h:
// the property game's kinds from its table, the own kinds from this game's.
struct Row {
  int kind;
  const char* code;
  int args;
  const KindSpec* own;
};
const Row* row_of(int kind) {
  static const std::vector<Row> rows = [] {
    std::vector<Row> v;
    for (int k = 0; k < kNumMzActions; ++k) {
      if (const mono::KindSpec* m = mono::kind_spec(k))
        v.push_back({k, m->code, m->args, nullptr});
      else if (const KindSpec* e = kind_spec(k))
        v.push_back({static_cast<int>(e->kind), e->code, e->args, e});
    }
    return v;
  }();
  return kind >= 0 && static_cast<size_t>(kind) < rows.size() ? &rows[static_cast<size_t>(kind)] : nullptr;
}

}  // namespace

TEST_CASE("MZ kinds: one complete entry per own kind, in order, codes unique with the property game's",
          "[mz][kinds]") {
  REQUIRE(kFirstOwnKind == kMoveRoll);
  check_kind_table(action_kind_defs(), kNumMzActions, row_of, [](const Row& row) {
    CHECK((row.kind < kFirstOwnKind) == (row.own == nullptr));
    if (!row.own) return;
    CHECK(row.own->check);
    CHECK(row.own->apply);
    CHECK(row.own->label);
    CHECK(row.own->choice);
  });
  CHECK_FALSE(mz::kind_spec(mono::kRoll));
  CHECK_FALSE(kind_spec(kNumMzActions));
  REQUIRE(kind_spec(kFortify));
  CHECK(kind_spec(kFortify)->bystander);  // MZ-FORT-1: wherever one could build, out of turn too
  for (int k = kFirstOwnKind; k < kFortify; ++k) CHECK_FALSE(kind_spec(k)->bystander);
}

TEST_CASE("MZ kinds: over bot games every own kind checks, labels, codes and offers its actions",
          "[mz][kinds][random]") {
  const std::vector<std::string> heavy = {"direction_before_roll=true",
                                          "conversion_dice_battle=true",
                                          "immunity_by_choice=true",
                                          "carry_house=true",
                                          "homeless_invisible=true",
                                          "fortified_houses=true",
                                          "homeless_apocalypse_direction=either"};
  const std::vector<Run> runs = {
      {"latest", {}},
      {"2018-05", {}},
      {"latest", heavy},
      {"latest",
       {"immunity_by_choice=true", "carry_house=true", "group_dice=pooled", "fortified_houses=true"}},
      {"2018-05", {"immunity_by_choice=true", "homeless_apocalypse_direction=either"}},
  };
  std::set<int> seen;
  std::map<int, std::set<std::string>> refused;  // own kind -> the rule ids of its refusals
  int games = 0;
  for (uint64_t seed = 1; seed <= 60; ++seed) {
    const Run& run = runs[seed % runs.size()];
    const char* level = seed % 2 ? "random" : "normal";
    int players = 2 + static_cast<int>(seed % 5);
    NewGameRequest req;
    req.game = "monopozombie";
    req.preset = run.preset;
    req.overrides = run.overrides;
    req.players = players;
    req.seed = seed;
    req.seats.assign(static_cast<size_t>(players), std::string("bot:") + level);
    Error err;
    auto m = make_match(req, &err);
    INFO(err.message);
    REQUIRE(m);
    auto bot = make_bot(monopozombie_game(), level);
    Rng rng(seed);
    ++games;
    for (int i = 0; i < 20000 && !m->state().terminal(); ++i) {
      const State& s = m->state();
      const MzTable& z = table_of(s);
      const MzRules& r = rules_of(s);
      for (int seat = 0; seat < s.num_players(); ++seat) {
        bool acts = s.actors() >> seat & 1;
        std::vector<Action> legal;
        s.legal_actions(seat, legal);
        std::vector<mono::Choice> choices = choices_of(s, seat);
        REQUIRE(choices.size() == legal.size());
        for (size_t k = 0; k < legal.size(); ++k) {
          const Action& a = legal[k];
          INFO(run.preset << " seed " << seed << " step " << i << " seat " << seat << " " << s.encode(a));
          if (a.kind >= kFirstOwn) seen.insert(a.kind);
          mono::Refusal no = mz_check(z, r, seat, a);
          CHECK_FALSE(no);
          std::string label = s.label(a);
          CHECK_FALSE(label.empty());
          CHECK(label != "?");
          CHECK(choices[k].label == label);
          CHECK(choices[k].code == s.encode(a));
          CHECK(s.decode(choices[k].code) == a);
          check_choice(z, seat, choices[k]);
        }
        // Every own kind not offered now to a seat the table waits on is
        // refused, with a rule id (the others get check_actor's refusal first).
        for (int kind = kFirstOwn; kind < kNumMzActions && acts; ++kind) {
          Action a = probe(kind);
          if (std::find(legal.begin(), legal.end(), a) != legal.end()) continue;
          if (kind == kFortify) continue;  // a lot's fortification is offered per square (can_fortify)
          mono::Refusal no = mz_check(z, r, seat, a);
          INFO(run.preset << " seed " << seed << " step " << i << " seat " << seat << " " << s.encode(a));
          REQUIRE(no);
          refused[kind].insert(no.rule);
        }
      }
      int seat = s.current_actor();
      REQUIRE(seat >= 0);
      REQUIRE_FALSE(m->apply(seat, bot->choose(s, seat, rng), nullptr));
    }
    if (seed >= 10 && seen.size() == static_cast<size_t>(kOwnKinds)) break;
  }
  INFO(games << " games");
  for (int k = kFirstOwn; k < kNumMzActions; ++k) {
    INFO("kind " << action_kind_defs()[static_cast<size_t>(k)].name);
    CHECK(seen.count(k));
  }
  // The rule ids each kind was refused with in these games on the code before
  // the kinds table: the gates first (a pending release-card or carry
  // decision), then the kind's own rule. The table keeps them.
  const std::map<int, std::set<std::string>> before = {
      {kMoveRoll, {"MZ-CARRY-1", "MZ-CONV-4", "MZ-ZOMB-1"}},
      {kChooseDirection, {"MZ-CARRY-1", "MZ-CONV-4", "MZ-ZOMB-1"}},
      {kKeepDice, {"MZ-CARRY-1", "MZ-CONV-4", "MZ-ZOMB-1"}},
      {kRollAgain, {"MZ-CARRY-1", "MZ-CONV-4", "MZ-ZOMB-1"}},
      {kStopRolling, {"MZ-CARRY-1", "MZ-CONV-4", "MZ-ZOMB-1"}},
      {kBuyGuard, {"MZ-BG-1", "MZ-CARRY-1", "MZ-CONV-4"}},
      {kUseImmunity, {"MZ-CARRY-1", "MZ-CONV-4"}},
      {kDeclineImmunity, {"MZ-CARRY-1", "MZ-CONV-4"}},
      {kGroupAssign, {"MZ-CARRY-1", "MZ-CONV-4", "MZ-GROUP-3"}},
      {kGroupAccept, {"MZ-CARRY-1", "MZ-CONV-4", "MZ-GROUP-3"}},
      {kGroupDecline, {"MZ-CARRY-1", "MZ-CONV-4", "MZ-GROUP-3"}},
      {kGroupOwnDice, {"MZ-CARRY-1", "MZ-CONV-4", "MZ-GROUP-4"}},
      {kHomelessRoll, {"MZ-CARRY-1", "MZ-CONV-4", "MZ-HOME-3"}},
      {kCarryTake, {"MZ-CARRY-1", "MZ-CONV-4"}},
      {kCarryLeave, {"MZ-CARRY-1", "MZ-CONV-4"}},
      {kGroupCounter, {"MZ-CARRY-1", "MZ-CONV-4", "MZ-GROUP-3"}}};
  CHECK(refused == before);
}

// At the start of a game (capitalism, the first player about to roll) no own
// kind is open: each is refused with its own rule, as before the kinds table.
TEST_CASE("MZ kinds: an own kind sent at the wrong time is refused with its rule", "[mz][kinds]") {
  NewGameRequest req;
  req.game = "monopozombie";
  req.players = 3;
  req.seed = 5;
  req.seats.assign(3, "bot:random");
  Error err;
  auto m = make_match(req, &err);
  REQUIRE(m);
  const std::vector<std::pair<int, const char*>> expected = {
      {kMoveRoll, "MZ-ZOMB-1"},      {kChooseDirection, "MZ-ZOMB-1"}, {kKeepDice, "MZ-ZOMB-1"},
      {kRollAgain, "MZ-ZOMB-1"},     {kStopRolling, "MZ-ZOMB-1"},     {kBuyGuard, "MZ-BG-1"},
      {kUseImmunity, "MZ-CONV-4"},   {kDeclineImmunity, "MZ-CONV-4"}, {kGroupAssign, "MZ-GROUP-3"},
      {kGroupAccept, "MZ-GROUP-3"},  {kGroupDecline, "MZ-GROUP-3"},   {kGroupOwnDice, "MZ-GROUP-4"},
      {kHomelessRoll, "MZ-HOME-3"},  {kCarryTake, "MZ-CARRY-1"},      {kCarryLeave, "MZ-CARRY-1"},
      {kGroupCounter, "MZ-GROUP-3"}, {kFortify, "MZ-FORT-1"}};
  REQUIRE(expected.size() == static_cast<size_t>(kOwnKinds));
  for (auto [kind, rule] : expected) {
    INFO("kind " << action_kind_defs()[static_cast<size_t>(kind)].name);
    Status st = m->apply(0, probe(kind), nullptr);
    REQUIRE(st);
    CHECK(st->rule == rule);
  }
  CHECK(m->state().to_json() == make_match(req, &err)->state().to_json());  // nothing changed
}
