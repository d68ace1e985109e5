// F-DICE-3: the dice reading is an option; each reading is one row of data
// (dice_set.cpp) and the rules read the faces and the marker from it.
#include "framework/match.h"
#include "helpers.h"

using namespace flipped_test;

TEST_CASE("F-DICE-3: every reading keeps what the seed states", "[flipped]") {
  for (int r = 0; r < kNumReadings; ++r) {
    const DiceSet& ds = dice_set(r);
    INFO(ds.name);
    CHECK(ds.dice[0].silver == 7);  // the 7-0 die starts as the marker showing 7
    CHECK(ds.dice[0].coloured == 0);
    CHECK(ds.dice[1].silver == 6);  // the 6-1 die replaces it after the first night
    CHECK(ds.dice[1].coloured == 1);
    bool face[8] = {};
    for (const FlipDie& d : ds.dice) {
      CHECK(d.silver > d.coloured);  // silver is the high side
      face[d.silver] = face[d.coloured] = true;
    }
    for (bool f : face) CHECK(f);  // 0..7 each on one face: the marker can show every count
    for (int round = 1; round <= kRounds; ++round) CHECK(ds.marker_value(round) == 8 - round);
    CHECK(ds.marker_value(kRounds + 1) == 0);  // time is up
  }
}

TEST_CASE("F-DICE-3: swap_daily uses 5|3 and 4|2 and changes the marker die every round", "[flipped]") {
  const DiceSet& ds = dice_set(kReadingSwapDaily);
  const int expect_die[8] = {0, 0, 1, 2, 3, 2, 3, 1};  // index = round, 0 = after round 7
  for (int r = 1; r <= kRounds; ++r) {
    CHECK(ds.marker_die(r) == expect_die[r]);
    CHECK(ds.marker_die(r) != ds.marker_die(r == kRounds ? 0 : r + 1));
  }
  CHECK(ds.dice[2].silver == 5);
  CHECK(ds.dice[2].coloured == 3);
  CHECK(ds.dice[3].silver == 4);
  CHECK(ds.dice[3].coloured == 2);
  // The issue's reading keeps the 4|3 die out for rounds 4 and 5.
  CHECK(dice_set(kReadingSum7).marker_die(4) == dice_set(kReadingSum7).marker_die(5));
}

TEST_CASE("F-DICE-3: the dice option sets the faces a move adds up", "[flipped]") {
  // Round 1: the 5|3 die (mask 4) showing coloured moves 3 squares, not 2.
  Game a = make(2, "", R"("dice": "swap_daily")");
  a.act(0, {kMove, kD52}, {C, S});  // 0 -> 3, a street revealed safe: stay or leave
  CHECK(a.f().ch(0).pos == 3);
  Game b = make(2);
  b.act(0, {kMove, kD52}, {C});  // 0 -> 2, the chest square
  CHECK(b.f().ch(0).pos == 2);
}

TEST_CASE("F-DICE-3 F-ROUND-1: the marker counts down through the chosen reading", "[flipped]") {
  for (const char* reading : {"sum7", "swap_daily"}) {
    INFO(reading);
    // Round 4 at dusk: the last character only has to end its turn.
    Game g = make(2, R"("round": 4, "phase": "dusk", "players": [{"position": 10}, {"position": 10}])",
                  std::string(R"("dice": ")") + reading + "\"");
    const DiceSet& ds = g.f().dice();
    CHECK(std::string(ds.name) == reading);
    g.act(1, {kEndTurn});  // both in Jail: no attack; round 5 starts
    REQUIRE(g.f().round() == 5);
    bool seen = false;
    for (const Event& e : g.ev)
      if (e.kind == kEvRoundStart) {
        seen = true;
        CHECK(e.v[1] == ds.marker_die(5));
        CHECK(e.v[2] == 3);
      }
    CHECK(seen);
    // The round-5 marker is a die that was in play in round 4 only in swap_daily.
    CHECK((ds.marker_die(5) != ds.marker_die(4)) == (std::string(reading) == "swap_daily"));
    // The marker die cannot be thrown; a die freed by the countdown can.
    g.refused(0, {kMove, 1 << ds.marker_die(5)}, "F-MOVE-1");
    if (ds.marker_die(4) == ds.marker_die(5)) {
      g.refused(0, {kMove, 1 << ds.marker_die(4)}, "F-MOVE-1");
    } else {
      g.act(0, {kMove, 1 << ds.marker_die(4)}, {C});  // the 4|2 die back in play: 10 -> 12
      CHECK(g.f().ch(0).pos == 12);
    }
  }
}

TEST_CASE("F-DICE-3 F-NIGHT-2: zombies count the chosen reading's coloured faces", "[flipped]") {
  // Round 4 at dusk, one character outdoors on the start square: the three
  // available dice (all but the 4|x marker) all show coloured.
  for (auto [reading, zombies] : {std::pair{"sum7", 0 + 1 + 2}, {"swap_daily", 0 + 1 + 3}}) {
    INFO(reading);
    Game g = make(2, R"("round": 4, "phase": "dusk", "players": [{"position": 10}, {"position": 0}])",
                  std::string(R"("dice": ")") + reading + "\"");
    const DiceSet& ds = g.f().dice();
    int expect = 0;
    for (int d = 0; d < kDice; ++d)
      if (ds.available_mask(4) & (1 << d)) expect += ds.dice[d].coloured;
    CHECK(expect == zombies);
    std::vector<int> flips(3 + zombies, C);  // the attack's dice, then one flip per zombie
    g.act(1, {kEndTurn}, flips);
    bool attacked = false;
    for (const Event& e : g.ev)
      if (e.kind == kEvAttack) {
        attacked = true;
        CHECK(e.v[1] == zombies);
      }
    CHECK(attacked);
  }
}

TEST_CASE("F-DICE-3: saves from before the dice option load with the issue's reading", "[flipped]") {
  register_builtin_games();
  NewGameRequest r;
  r.game = "flipped";
  r.players = 3;
  Error err;
  auto m = make_match(r, &err);
  REQUIRE(m);
  REQUIRE(!m->apply(0, {kMove, kD61}, nullptr));
  // Drop the `dice` option everywhere, as a save from before it has it: options
  // are saved by name, and a missing one reads as what the game did without it.
  std::string json = m->to_json();
  int dropped = 0;
  for (size_t at = json.find(",\n            \"dice\": \""); at != std::string::npos;
       at = json.find(",\n            \"dice\": \"", at)) {
    json.erase(at, json.find('"', json.find(": \"", at) + 3) + 1 - at);
    ++dropped;
  }
  REQUIRE(dropped >= 1);
  Error le;
  auto old = Match::load(json, &le);
  INFO(le.message);
  REQUIRE(old);
  const auto& f = static_cast<const FlippedState&>(old->state());
  CHECK(json.find("\"dice\": \"") == std::string::npos);
  CHECK(std::string(f.dice().name) == "sum7");
  CHECK(f.check_invariants().empty());
}
