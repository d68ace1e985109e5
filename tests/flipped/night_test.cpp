#include "helpers.h"

using namespace flipped_test;

// "dusk": the last character has moved and only has to end the turn.
TEST_CASE("F-NIGHT-1 F-NIGHT-2 F-NIGHT-4: outside characters are attacked by the coloured faces",
          "[flipped]") {
  Game g = make(3, R"("phase": "dusk", "players": [{"position": 4}, {"position": 10}, {"position": 12}])");
  // Character 0 alone on 4: dice 6|1 C, 5|2 S, 4|3 C = 1 + 3 = 4 zombies; fights S C C S.
  // Character 1 is in Jail. Character 2: dice S S S = no zombies.
  g.act(2, {kEndTurn}, {C, S, C, S, C, C, S, S, S, S});
  CHECK(g.has(kEvAttack, "F-NIGHT-2"));
  CHECK(g.has(kEvFight, "F-NIGHT-4"));
  CHECK(g.f().ch(0).health == 8);
  CHECK(g.f().ch(1).health == 10);
  CHECK(g.f().ch(2).health == 10);
  CHECK(g.f().round() == 2);
  CHECK(g.has(kEvRoundStart, "F-ROUND-1"));
  int attacks = 0;
  for (auto& e : g.ev) attacks += e.kind == kEvAttack;
  CHECK(attacks == 2);
}

TEST_CASE("F-NIGHT-1: a paid safe house keeps its guest out of the attack", "[flipped]") {
  Game g = make(2, R"("phase": "dusk", "safe_houses": [3],
      "players": [{"position": 3, "sheltered": true}, {"position": 10}])");
  g.act(1, {kEndTurn});
  CHECK(g.f().round() == 2);
  CHECK(g.f().ch(0).health == 10);
  CHECK_FALSE((g.f().ch(0).flags & kSheltered));  // paid per night
}

TEST_CASE("F-NIGHT-3: a group shares its zombies, deciding in turn order", "[flipped]") {
  Game g = make(3, R"("phase": "dusk", "players": [{"position": 4}, {"position": 10}, {"position": 4}])");
  g.act(2, {kEndTurn}, {C, C, C});  // 1 + 2 + 3 = 6 zombies for characters 0 and 2
  REQUIRE(g.f().phase() == Phase::Share);
  CHECK(g.f().share_char() == 0);
  CHECK(g.f().share_left() == 6);
  CHECK(g.f().actors() == 1u);
  g.refused(0, {kShare, 7}, "F-NIGHT-3");
  g.refused(2, {kShare, 1}, "turn-order");
  g.act(0, {kShare, 2}, {S, S, C, C, C, C});  // 0 fights 2 (both won); 2 takes the other 4 (all lost)
  CHECK(g.has(kEvShare, "F-NIGHT-3"));
  CHECK(g.f().ch(0).health == 10);
  CHECK(g.f().ch(2).health == 6);
  CHECK(g.f().round() == 2);
}

TEST_CASE("F-NIGHT-5: a death loses the game for everyone", "[flipped]") {
  Game g = make(2, R"("phase": "dusk", "players": [{"position": 4, "health": 1}, {"position": 10}])");
  g.act(1, {kEndTurn}, {C, S, S, C});  // one zombie, one coloured flip
  CHECK(g.has(kEvDeath, "F-NIGHT-5"));
  CHECK(g.f().terminal());
  CHECK(g.f().outcome().reason == "death");
  CHECK(g.f().outcome().winners.empty());
  CHECK(g.f().outcome().summary == "The team lost: " + g.f().char_name(0) + " has fallen");
}

TEST_CASE("F-NIGHT-5 option play_on: the team goes on, the fallen character's part goes back", "[flipped]") {
  Game g = make(
      3, R"("phase": "dusk", "players": [{"position": 4, "health": 1, "parts": [3]}, {}, {"position": 10}])",
      R"("death": "play_on")");
  g.act(2, {kEndTurn},
        {C, S, S, C, S, S, S});  // character 0 dies; character 1 on the start square: no zombies
  CHECK_FALSE(g.f().terminal());
  CHECK_FALSE(g.f().ch(0).alive());
  CHECK(g.f().part_loc(3) == kPartAtSource);
  CHECK(g.f().turn_char() == 1);  // the fallen character's turns are skipped
}

// The house shape's promise: a rule is a function a test can call on a table
// made by hand, with no game, scenario or State around it.
namespace {
Table two_out_in_the_open() {
  Table t;
  t.players = t.chars = 2;
  t.ch[0].pos = 4;
  t.ch[1].pos = 12;                       // 10 is Jail, never attacked
  t.ch[2].flags = t.ch[3].flags = kDead;  // unused slots, as setup leaves them
  t.part_loc.fill(kPartAtSource);
  t.part_loc[0] = 0;  // character 0 carries the first train part
  return t;
}
}  // namespace

TEST_CASE("F-NIGHT-4 F-NIGHT-5: fights, damage and death driven on a bare Table", "[flipped]") {
  Table t = two_out_in_the_open();
  RulesConfig cfg;  // no values: every option at its absent value (death loses the game)
  Rng rng(1);
  EventSink ev;
  Ctx cx{t, cfg, rng, &ev};
  CHECK(exposed(t, 0));
  CHECK(exposed(t, 1));
  CHECK_FALSE(exposed(t, 2));

  // Three zombies for character 0 alone: silver, coloured, coloured.
  t.share_members = 1;
  t.share_assign[0] = 3;
  rng.force({S, C, C});
  resolve_fights(cx);
  CHECK(t.ch[0].health == kMaxHealth - 2);
  CHECK(t.share_members == 0);
  CHECK(t.result == Result::None);

  SECTION("by default a death loses the game at once") {
    lose_health(cx, 0, t.ch[0].health, "F-NIGHT-4");
    CHECK_FALSE(t.ch[0].alive());
    CHECK(t.phase == Phase::Over);
    CHECK(t.result == Result::Death);
    CHECK(t.part_loc[0] == 0);  // the game is over: nothing goes back
  }
  SECTION("death=play_on: the fallen character's parts go back to their squares") {
    cfg.values = {1};
    kill(cx, 0);
    CHECK_FALSE(t.ch[0].alive());
    CHECK(t.part_loc[0] == kPartAtSource);
    CHECK(t.phase != Phase::Over);
    CHECK(living(t) == 1);
    CHECK_FALSE(exposed(t, 0));
  }
}
