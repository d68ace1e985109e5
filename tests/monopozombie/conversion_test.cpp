// Becoming a zombie: MZ-CONV-1..7 and the dice-battle idea (MZ-BATTLE-1).
#include "helpers.h"

using namespace mzt;

TEST_CASE("MZ-CONV-1 before the first lap a double one is a plain double", "[mz][conversion]") {
  auto m = scen(R"("player_count":3,"turn":0,"players":[{"position":11}])");
  act(*m, 0, roll(), {1, 1});
  CHECK_FALSE(Z(*m).pl[0].zombie);
  CHECK(Z(*m).t.players[0].pos == 13);
  CHECK(Z(*m).stage == kCapitalism);
}

TEST_CASE("MZ-CONV-2 a double one turns a lapped human two squares on", "[mz][conversion]") {
  auto m = scen(R"("player_count":3,"turn":0,"lapped":[0],"players":[{"position":11}])");
  act(*m, 0, roll(), {1, 1});
  const auto& z = Z(*m);
  CHECK(z.pl[0].zombie);
  CHECK(z.t.players[0].pos == 13);
  CHECK(z.t.players[0].cash == 0);  // MZ-CONV-6
  CHECK(z.stage == kOutbreak);      // MZ-STAGE-1
}

TEST_CASE("MZ-CONV-1 passing the start square ends the protection", "[mz][conversion]") {
  auto m = scen(R"("player_count":3,"turn":0,"players":[{"position":35}])");
  act(*m, 0, roll(), {3, 5});  // 35 -> 3 passing the start
  CHECK(Z(*m).pl[0].lapped);
}

TEST_CASE("MZ-CONV-3 the go-to-jail square turns instead of jailing", "[mz][conversion]") {
  auto m = scen(R"("player_count":3,"turn":0,"lapped":[0],"players":[{"position":26}])");
  act(*m, 0, roll(), {1, 3});
  CHECK(Z(*m).pl[0].zombie);
  CHECK(Z(*m).t.players[0].pos == 30);
  CHECK_FALSE(Z(*m).t.players[0].in_jail);
  CHECK(Z(*m).t.turn != 0);  // the turn moved on
}

TEST_CASE("MZ-CONV-3 option jail_square_converts=false keeps the jail", "[mz][conversion]") {
  auto m = scen(
      R"("player_count":3,"turn":0,"lapped":[0],"options":{"jail_square_converts":false},"players":[{"position":26}])");
  act(*m, 0, roll(), {1, 3});
  CHECK_FALSE(Z(*m).pl[0].zombie);
  CHECK(Z(*m).t.players[0].in_jail);
}

TEST_CASE("MZ-CONV-3 before the first lap the jail works as usual", "[mz][conversion]") {
  auto m = scen(R"("player_count":3,"turn":0,"players":[{"position":26}])");
  act(*m, 0, roll(), {1, 3});
  CHECK_FALSE(Z(*m).pl[0].zombie);
  CHECK(Z(*m).t.players[0].in_jail);
}

TEST_CASE("MZ-CONV-3 a third doubles takes its move, then turns", "[mz][conversion]") {
  auto m = scen(R"("player_count":3,"turn":0,"lapped":[0],"players":[{"position":1}],
                   "deeds":[{"square":5,"owner":0},{"square":11,"owner":0},{"square":19,"owner":0}])");
  act(*m, 0, roll(), {2, 2});
  act(*m, 0, roll(), {3, 3});
  act(*m, 0, roll(), {4, 4});
  CHECK(Z(*m).pl[0].zombie);
  CHECK(Z(*m).t.players[0].pos == 19);
}

TEST_CASE("MZ-CONV-3 option third_doubles_converts=false jails on a third doubles", "[mz][conversion]") {
  auto m = scen(
      R"("player_count":3,"turn":0,"lapped":[0],"options":{"third_doubles_converts":false},"players":[{"position":1}],
                   "deeds":[{"square":5,"owner":0},{"square":11,"owner":0},{"square":19,"owner":0}])");
  act(*m, 0, roll(), {2, 2});
  act(*m, 0, roll(), {3, 3});
  act(*m, 0, roll(), {4, 4});
  CHECK_FALSE(Z(*m).pl[0].zombie);
  CHECK(Z(*m).t.players[0].in_jail);
}

TEST_CASE("MZ-CONV-4 a release card is spent instead of turning", "[mz][conversion]") {
  auto m = scen(R"("player_count":3,"turn":0,"lapped":[0],"chance_card":0,"players":[{"position":26}])");
  act(*m, 0, roll(), {1, 3});
  CHECK_FALSE(Z(*m).pl[0].zombie);
  CHECK_FALSE(Z(*m).t.players[0].in_jail);
  CHECK(Z(*m).t.jail_card_owner[0] == -1);
}

TEST_CASE("MZ-CONV-4 option jail_card_immunity=false: the card does not protect", "[mz][conversion]") {
  auto m = scen(
      R"("player_count":3,"turn":0,"lapped":[0],"chance_card":0,"options":{"jail_card_immunity":false},"players":[{"position":26}])");
  act(*m, 0, roll(), {1, 3});
  CHECK(Z(*m).pl[0].zombie);
}

TEST_CASE("MZ-CONV-5 a human arriving alone on a zombie's square turns", "[mz][conversion]") {
  auto m = scen(R"("player_count":3,"turn":0,"stage":"outbreak","zombies":[1],"lapped":[0,2],
                   "players":[{"position":9},{"position":13},{"position":0}])");
  act(*m, 0, roll(), {1, 3});
  CHECK(Z(*m).pl[0].zombie);
}

TEST_CASE("MZ-CONV-5 two humans together hold off one zombie", "[mz][conversion]") {
  auto m = scen(R"("player_count":3,"turn":1,"stage":"outbreak","zombies":[1],"lapped":[0,2],
                   "players":[{"position":13},{"position":9},{"position":13}],"deeds":[{"square":13,"owner":0}])");
  act(*m, 1, zroll(), {2, 2});
  act(*m, 1, zdir(0));
  CHECK(Z(*m).t.players[1].pos == 13);
  CHECK_FALSE(Z(*m).pl[0].zombie);
  CHECK_FALSE(Z(*m).pl[2].zombie);
}

TEST_CASE("MZ-CONV-5 a bare infection ground turns, a built one shelters", "[mz][conversion]") {
  auto bare = scen(R"("player_count":3,"turn":0,"stage":"outbreak","zombies":[1],"lapped":[0],
                      "players":[{"position":9},{"position":30}],"deeds":[{"square":13,"owner":1}])");
  act(*bare, 0, roll(), {1, 3});
  CHECK(Z(*bare).pl[0].zombie);
  CHECK(Z(*bare).t.players[0].cash == 0);  // no rent either: the cash went to the bank
  auto built = scen(R"("player_count":3,"turn":0,"stage":"outbreak","zombies":[1],"lapped":[0],
                       "players":[{"position":9,"cash":300},{"position":30}],"deeds":[{"square":13,"owner":1,"houses":1}])");
  act(*built, 0, roll(), {1, 3});
  CHECK_FALSE(Z(*built).pl[0].zombie);
  CHECK(Z(*built).t.players[0].cash == 300);  // MZ-CONV-6: no rent to zombies
}

TEST_CASE("MZ-CONV-5 a hotel defends as five, or as one by option", "[mz][conversion]") {
  const char* body = R"("player_count":4,"turn":0,"stage":"outbreak","zombies":[1,2],"lapped":[0],
      "players":[{"position":9},{"position":13},{"position":13},{"position":30}],
      "deeds":[{"square":13,"owner":1,"hotel":true}])";
  auto five = scen(body);
  act(*five, 0, roll(), {1, 3});
  CHECK_FALSE(Z(*five).pl[0].zombie);  // 3 attack < 1 + 5
  auto one = scen(std::string(body) + R"(,"options":{"hotel_immunity":1,"hospitals":false})");
  act(*one, 0, roll(), {1, 3});
  CHECK(Z(*one).pl[0].zombie);  // 3 attack >= 1 + 1
}

TEST_CASE("MZ-CONV-7 the rest square never converts, shelter options add squares", "[mz][conversion]") {
  auto park = scen(R"("player_count":3,"turn":0,"stage":"outbreak","zombies":[1],"lapped":[0],
                      "players":[{"position":16},{"position":20}])");
  act(*park, 0, roll(), {1, 3});
  CHECK(Z(*park).t.players[0].pos == 20);
  CHECK_FALSE(Z(*park).pl[0].zombie);
  auto tax = scen(R"("player_count":3,"turn":0,"stage":"outbreak","zombies":[1],"lapped":[0],
                     "players":[{"position":1},{"position":4}])");
  act(*tax, 0, roll(), {1, 2});
  CHECK(Z(*tax).pl[0].zombie);
  auto safe = scen(
      R"("player_count":3,"turn":0,"stage":"outbreak","zombies":[1],"lapped":[0],"options":{"shelter_tax":true},
                      "players":[{"position":1},{"position":4}])");
  act(*safe, 0, roll(), {1, 2});
  CHECK_FALSE(Z(*safe).pl[0].zombie);
}

TEST_CASE("MZ-CONV-6 a new zombie's deeds become infection grounds, mortgages dropped", "[mz][conversion]") {
  auto m = scen(R"("player_count":3,"turn":0,"lapped":[0],"players":[{"position":11}],
                   "deeds":[{"square":21,"owner":0,"mortgaged":true}])");
  act(*m, 0, roll(), {1, 1});
  const auto& z = Z(*m);
  CHECK(infection_ground(z, 21));
  CHECK_FALSE(z.t.mortgaged[21]);
  CHECK(z.t.owner[21] == 0);
}

TEST_CASE("MZ-BATTLE-1 dice battle: the highest die decides", "[mz][conversion]") {
  const char* body = R"("player_count":3,"turn":1,"stage":"outbreak","zombies":[1],"lapped":[0],
      "options":{"conversion_dice_battle":true},"players":[{"position":13},{"position":9},{"position":30}],
      "deeds":[{"square":13,"owner":0}])";
  auto win = scen(body);
  act(*win, 1, zroll(), {2, 2});
  act(*win, 1, zdir(0), {6, 2});
  CHECK(Z(*win).pl[0].zombie);
  auto lose = scen(body);
  act(*lose, 1, zroll(), {2, 2});
  act(*lose, 1, zdir(0), {3, 3, 2, 5});  // a tie, then the humans win
  CHECK_FALSE(Z(*lose).pl[0].zombie);
}

// Soak find (seed 23100, preset latest): a debtor turned by a departure still
// left the property game waiting on the debt that died with them.
TEST_CASE("MZ-CONV-6 a debtor who turns owes nothing and play goes on", "[mz][conversion]") {
  auto m = scen(R"("player_count":3,"turn":0,"stage":"outbreak","zombies":[1],"lapped":[0,2],"chest_deck":[8],
                   "players":[{"position":11},{"position":11},{"position":11,"cash":5}])");
  act(*m, 0, roll(), {1, 5});  // to the chest square: every other player gives 10; seat 2 has 5
  const auto& z = Z(*m);
  CHECK(z.t.players[0].pos == 17);
  CHECK(z.pl[2].zombie);  // MZ-CONV-8: left alone with the zombie
  CHECK(z.t.debt_count == 0);
  CHECK(z.t.phase == mono::kPostRoll);
  CHECK(m->state().actors() == 1u);
}

// Soak find, latest seed 909714: two players owe the birthday money; the first
// cannot pay and turns as the roller moves off. The second has the cash, and
// used to be left in a debt phase with no move to make: the game was stuck.
TEST_CASE("MZ-CONV-6 when the debtor in front turns, the next one pays at once (soak 909714)",
          "[mz][conversion]") {
  auto m =
      scen(R"("player_count":4,"turn":0,"stage":"outbreak","zombies":[3],"lapped":[0,1,2],"chest_deck":[8],
                   "players":[{"position":11},{"position":11,"cash":5},{"position":25,"cash":100},{"position":11}])");
  act(*m, 0, roll(), {1, 5});  // to the chest square: every other player gives 10
  const auto& z = Z(*m);
  CHECK(z.pl[1].zombie);  // MZ-CONV-8: left alone with the zombie; the debt died with them
  CHECK(z.t.players[2].cash == 90);
  CHECK(z.t.debt_count == 0);
  CHECK(z.t.phase == mono::kPostRoll);
  CHECK(m->state().actors() == 1u);
}

// Soak find, latest seed 893344: one roll makes the roller owe rent, leaves the
// owner alone with a zombie (who turns), overruns the roller on the owner's lot
// (now an infection ground): everyone has turned and a zombie wins. The debt
// died with the roller; the finished game keeps its stale debt phase, waits on
// nobody, and must still pass the checks every save is loaded through.
TEST_CASE("MZ-WIN-2 a win in the action that lapsed a debt leaves a sound game (soak 893344)",
          "[mz][conversion]") {
  auto m = scen(R"("player_count":4,"turn":0,"stage":"outbreak","zombies":[1,3],"lapped":[0,2],
                   "players":[{"position":15,"cash":2},{"position":15},{"position":15},{"position":10}],
                   "deeds":[{"square":19,"owner":2}])");
  auto ev = act_events(*m, 0, roll(), {3, 1});  // 15 -> 19, rent 16 owed to seat 2
  const auto& z = Z(*m);
  CHECK(z.pl[2].zombie);
  CHECK(z.pl[0].zombie);
  CHECK(z.t.debt_count == 0);
  CHECK(m->state().terminal());
  CHECK(m->state().actors() == 0u);
  CHECK(z.winner == 3);  // the first zombie on just visiting
  CHECK(count(ev, kEvDebtLapsed) == 1);
}

// MZ-CONV-13: the 2018-05 text: "Should a human player land on a zombie property with no improvement,
// they are converted", whatever the humans there; the latest draft counts points.
namespace {
const char* kBareLot = R"("player_count":3,"turn":0,"stage":"outbreak","zombies":[1],"lapped":[0,2],
    "players":[{"position":9},{"position":30},{"position":13}],"deeds":[{"square":13,"owner":1}])";
}  // namespace

TEST_CASE("MZ-CONV-13 preset 2018-05: a human stopping on a bare zombie lot turns, however many humans",
          "[mz][conversion]") {
  auto m = scen(std::string(R"("preset":"2018-05",)") + kBareLot);
  EventSink ev;
  REQUIRE_FALSE(m->apply(0, roll(), &ev, {1, 3}));  // 9 -> 13: two humans against one ground point
  CHECK(Z(*m).pl[0].zombie);
  bool bare = false;
  for (auto& e : ev) bare |= e.kind == kEvOverrun && (e.v[3] & kOverrunBare) != 0;
  CHECK(bare);
}

TEST_CASE("MZ-CONV-13 latest: two humans on a bare zombie lot outnumber it", "[mz][conversion]") {
  auto m = scen(kBareLot);
  act(*m, 0, roll(), {1, 3});
  CHECK_FALSE(Z(*m).pl[0].zombie);
  CHECK_FALSE(Z(*m).pl[2].zombie);
  auto pts = points_at(Z(*m), rules_of(m->state()), 13);
  CHECK_FALSE(pts.bare);
}

TEST_CASE("MZ-CONV-13 preset 2018-05: a built zombie lot still shelters", "[mz][conversion]") {
  auto m = scen(R"("preset":"2018-05","player_count":3,"turn":0,"stage":"outbreak","zombies":[1],"lapped":[0],
                   "players":[{"position":9},{"position":30},{"position":20}],
                   "deeds":[{"square":13,"owner":1,"houses":1}])");
  act(*m, 0, roll(), {1, 3});
  CHECK_FALSE(Z(*m).pl[0].zombie);
}

TEST_CASE("MZ-CONV-6 a third doubles' rent lapses with the conversion, and the log says so",
          "[mz][conversion]") {
  auto m = scen(R"("player_count":3,"turn":0,"lapped":[0],"stage":"outbreak","zombies":[2],
                   "players":[{"position":0},{"position":30},{"position":25}],
                   "deeds":[{"square":18,"owner":1,"houses":1}])");
  act(*m, 0, roll(), {2, 2});  // 0 -> 4, the tax
  act(*m, 0, roll(), {3, 3});  // 4 -> 10, just visiting
  EventSink ev;
  REQUIRE_FALSE(m->apply(0, roll(), &ev, {4, 4}));  // 10 -> 18: $70 rent owed, then the third doubles turns
  CHECK(Z(*m).pl[0].zombie);
  CHECK(Z(*m).t.players[1].cash == 1500);
  std::string said;
  for (auto& e : ev)
    if (e.kind == kEvDebtLapsed) {
      CHECK(e.player == 0);
      CHECK(e.v[0] == 1);
      CHECK(e.v[1] == 70);
      said = m->state().describe(e);
    }
  CHECK(said.find("lapsed") != std::string::npos);
}

TEST_CASE("MZ-CONV-2 a double one on a roll to leave jail turns too", "[mz][conversion]") {
  auto m = scen(R"("player_count":3,"turn":0,"lapped":[0],"players":[{"position":10,"in_jail":true}])");
  act(*m, 0, roll(), {1, 1});
  CHECK(Z(*m).pl[0].zombie);
  CHECK(Z(*m).t.players[0].pos == 12);
  CHECK_FALSE(Z(*m).t.players[0].in_jail);
}

TEST_CASE("MZ-CONV-7 a double one onto the rest square still turns", "[mz][conversion]") {
  auto m = scen(R"("player_count":3,"turn":0,"lapped":[0],"players":[{"position":18}])");
  act(*m, 0, roll(), {1, 1});
  CHECK(Z(*m).pl[0].zombie);
  CHECK(Z(*m).t.players[0].pos == 20);
}

TEST_CASE("MZ-CONV-12 2018-05: a human still on their first lap cannot turn in the apocalypse",
          "[mz][preset]") {
  const char* body = R"("player_count":3,"turn":0,"stage":"apocalypse","zombies":[1],
      "players":[{"position":10},{"position":30},{"position":20}],"deeds":[{"square":13,"owner":1}])";
  for (const char* preset : {"latest", "2018-05"}) {
    auto m = scen(std::string(body) + R"(,"preset":")" + preset + "\"");
    act(*m, 0, zroll(), {1, 2, 6});
    act(*m, 0, pick(0, 1, 0));  // 10 -> 13, a bare infection ground, first lap not done
    CHECK(Z(*m).pl[0].zombie == (std::string(preset) == "latest"));
  }
}

TEST_CASE("MZ-CONV-8 a human left alone with a zombie converts when the other human leaves",
          "[mz][conversion]") {
  auto m = scen(R"("player_count":4,"turn":0,"stage":"outbreak","zombies":[1],"lapped":[0,2],
                   "players":[{"position":13},{"position":13},{"position":13},{"position":30}],
                   "deeds":[{"square":16,"owner":0}])");
  CHECK_FALSE(Z(*m).pl[2].zombie);  // two humans hold off one zombie
  auto ev = act_events(*m, 0, roll(), {1, 2});
  CHECK(Z(*m).t.players[0].pos == 16);
  CHECK_FALSE(Z(*m).pl[0].zombie);
  CHECK(Z(*m).pl[2].zombie);  // left alone: 1 zombie against 1 human
  bool found = false;
  for (auto& e : ev)
    if (e.kind == kEvConvert && e.player == 2) found = e.v[0] == kCauseLeftAlone && e.v[1] == 13;
  CHECK(found);
  std::string log = log_of(*m, ev);
  CHECK(log.find("left alone") != std::string::npos);
  CHECK(log.find("outnumber") == std::string::npos);  // one against one is a tie, not outnumbered
  CHECK(log.find("a tie goes to the zombies") != std::string::npos);
}

TEST_CASE("MZ-CONV-8 in the apocalypse too", "[mz][conversion]") {
  auto m = scen(R"("player_count":4,"turn":0,"stage":"apocalypse","zombies":[1],"options":{"groups":false},
                   "players":[{"position":13},{"position":13},{"position":13},{"position":30}])");
  act(*m, 0, zroll(), {1, 2, 6});
  act(*m, 0, pick(0, 1, 0));  // 3 steps clockwise: 16
  CHECK(Z(*m).pl[2].zombie);
}

TEST_CASE("MZ-CONV-8 two humans left behind stay safe", "[mz][conversion]") {
  auto m = scen(R"("player_count":4,"turn":0,"stage":"outbreak","zombies":[1],"lapped":[0,2,3],
                   "players":[{"position":13},{"position":13},{"position":13},{"position":13}],
                   "deeds":[{"square":16,"owner":0}])");
  act(*m, 0, roll(), {1, 2});
  CHECK_FALSE(Z(*m).pl[2].zombie);  // two humans still there against one zombie
  CHECK_FALSE(Z(*m).pl[3].zombie);
}

TEST_CASE("MZ-CONV-8 with the dice battle a departure starts no fight and turns nobody", "[mz][conversion]") {
  auto m = scen(R"("player_count":4,"turn":0,"stage":"outbreak","zombies":[1],"lapped":[0,2],
                   "options":{"conversion_dice_battle":true},
                   "players":[{"position":13},{"position":13},{"position":13},{"position":30}],
                   "deeds":[{"square":16,"owner":0}])");
  auto ev = act_events(*m, 0, roll(), {1, 2});
  CHECK_FALSE(Z(*m).pl[2].zombie);
  CHECK(count(ev, kEvBattle) == 0);
}

TEST_CASE("MZ-CONV-9 turned by the go-to-jail card: that card is the only one drawn", "[mz][conversion]") {
  auto m =
      scen(R"("player_count":3,"turn":0,"lapped":[0],"chance_deck":[10,7,8],"players":[{"position":4}])");
  auto ev = act_events(*m, 0, roll(), {1, 2});  // 7: a card square
  const auto& z = Z(*m);
  CHECK(z.pl[0].zombie);
  CHECK(z.t.players[0].pos == 7);
  CHECK(count(ev, kEvTaunt) == 0);
  CHECK(z.t.decks[0].cards[z.t.decks[0].top] == 7);  // the next card was not turned over
}

TEST_CASE("MZ-CONV-9 snake eyes onto a card square: the new zombie turns one card over, named",
          "[mz][conversion]") {
  auto m = scen(R"("player_count":3,"turn":0,"lapped":[0],"chance_deck":[7],"players":[{"position":5}])");
  auto ev = act_events(*m, 0, roll(), {1, 1});  // 7 as a zombie
  CHECK(Z(*m).pl[0].zombie);
  CHECK(count(ev, kEvTaunt) == 1);
  CHECK(log_of(*m, ev).find("\"Bank dividend\"") != std::string::npos);
}

TEST_CASE("MZ-CONV-10 with the dice battle two humans are fought by one arriving zombie",
          "[mz][conversion]") {
  auto body = [](const char* scope) {
    return std::string(R"("player_count":4,"turn":1,"stage":"outbreak","zombies":[1],"lapped":[0,2],
      "options":{"conversion_dice_battle":true,"dice_battle_scope":")") +
           scope + R"("},
      "players":[{"position":13},{"position":9},{"position":13},{"position":30}],"deeds":[{"square":13,"owner":0}])";
  };
  auto lost = scen(body("every_meeting"));
  act(*lost, 1, zroll(), {2, 2});
  act(*lost, 1, zdir(0), {6, 2, 3});  // one attack die against two defence dice
  CHECK(Z(*lost).pl[0].zombie);
  CHECK(Z(*lost).pl[2].zombie);
  auto held = scen(body("every_meeting"));
  act(*held, 1, zroll(), {2, 2});
  act(*held, 1, zdir(0), {4, 5, 1});
  CHECK_FALSE(Z(*held).pl[0].zombie);
  auto old = scen(body("overrun_arrivals"));
  act(*old, 1, zroll(), {2, 2});
  auto ev = act_events(*old, 1, zdir(0), {6, 2, 3});
  CHECK(count(ev, kEvBattle) == 0);  // 1 against 2: the points hold, no fight
  CHECK_FALSE(Z(*old).pl[0].zombie);
}

TEST_CASE("MZ-CONV-10 with the dice battle a new infection ground is fought too", "[mz][conversion]") {
  const char* body = R"("player_count":3,"turn":0,"lapped":[0,1],"options":{"conversion_dice_battle":true},
      "players":[{"position":11},{"position":21}],"deeds":[{"square":21,"owner":0}])";
  auto held = scen(body);
  auto ev = act_events(*held, 0, roll(), {1, 1, 2, 5});  // snake eyes, then ground 2 against human 5
  CHECK(Z(*held).pl[0].zombie);
  CHECK(count(ev, kEvBattle) == 1);
  CHECK_FALSE(Z(*held).pl[1].zombie);
  auto lost = scen(body);
  act(*lost, 0, roll(), {1, 1, 6, 5});
  CHECK(Z(*lost).pl[1].zombie);
}
