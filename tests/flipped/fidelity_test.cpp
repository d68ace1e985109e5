// Issue 13's readings of the seed: exchanges (F-SWAP-2/3), a lost part
// (F-PART-4), the quiet night (F-NIGHT-6), the last stand's dice and winners
// (F-WIN-5/6), names and sentences (F-TEXT-1/2). Each starts from a scenario
// and goes through apply, as the driver does.
#include <cctype>

#include "games/flipped/rules_text.h"
#include "helpers.h"

using namespace flipped_test;

namespace {
const char* kAllDelivered = R"("delivered": [0, 1, 2, 3, 4, 5])";
constexpr int kD70 = 1;  // rounds 2-7: the 7|0 die is available (coloured = 0)

std::string said(const Game& g, int kind) {
  for (const Event& e : g.ev)
    if (e.kind == kind) return g.st->describe(e);
  return "";
}
}  // namespace

TEST_CASE("F-SWAP-2 a roll whose total is 0 allows no exchange, even on a teammate's square", "[flipped]") {
  Game g = make(2, R"("round": 2, "players": [{"position": 1}, {"position": 5}])");
  g.act(0, {kMove, kD43}, {S});  // 1 -> 5: meets character 1
  CHECK(g.f().met_mask() == 2);
  g.act(0, {kMove, kD70}, {C});  // the 7|0 die shows 0: lands nowhere
  CHECK(g.f().ch(0).pos == 5);
  CHECK(g.f().met_mask() == 0);
  g.refused(0, {kGiveCash, 1, 50}, "F-SWAP-2");
  std::vector<Action> acts;
  g.st->legal_actions(0, acts);
  for (const Action& a : acts) CHECK(a.kind != kGiveCash);
}

TEST_CASE("F-SWAP-2 a first roll of 0 on a shared square meets nobody", "[flipped]") {
  Game g = make(2, R"("round": 2, "players": [{"position": 5}, {"position": 5}])");
  g.act(0, {kMove, kD70}, {C});
  g.refused(0, {kTakeCash, 1, 10}, "F-SWAP-2");
  // exchange=same_square allows exchanges on a shared square at any time.
  Game h =
      make(2, R"("round": 2, "players": [{"position": 5}, {"position": 5}])", R"("exchange": "same_square")");
  h.act(0, {kMove, kD70}, {C});
  h.act(0, {kTakeCash, 1, 10});
}

TEST_CASE("F-SWAP-3 an exchange costs one action however many items change hands", "[flipped]") {
  Game g = make(2, R"("players": [{"position": 1}, {"position": 5, "parts": [2, 3]}])");
  g.act(0, {kMove, kD43}, {S});   // action 1: 1 -> 5
  g.act(0, {kGiveCash, 1, 100});  // action 2 opens the exchange
  CHECK(g.f().actions_used() == 2);
  CHECK(g.f().exchange_with() == 1);
  g.act(0, {kTakePart, 1, 2});  // same exchange: free
  g.act(0, {kTakePart, 1, 3});  // free
  CHECK(g.f().actions_used() == 2);
  CHECK(g.f().parts_held(0) == 2);
  // Cash already moved in this exchange: more cash is a new exchange (action 3).
  g.act(0, {kTakeCash, 1, 50});
  CHECK(g.f().actions_used() == 3);
  REQUIRE(g.f().turn_char() == 0);  // the exchange may go on with no action left
  CHECK(view_of(*g.st, 0).prompt.text.find("exchanging with Briar (more handovers are free)") !=
        std::string::npos);
  std::vector<Action> acts;
  g.st->legal_actions(0, acts);
  bool end = false, part_back = false;
  for (const Action& a : acts) {
    CHECK(a.kind != kMove);
    CHECK(a.kind != kTakeCash);  // cash moved in this exchange already
    end |= a.kind == kEndTurn;
    part_back |= a.kind == kGivePart;
  }
  CHECK(end);
  CHECK(part_back);
  g.refused(0, {kMove, kD43}, "F-DAY-1");
  g.act(0, {kGivePart, 1, 3});  // free
  CHECK(g.f().actions_used() == 3);
  g.act(0, {kEndTurn});
  CHECK(g.f().turn_char() == 1);
}

TEST_CASE("F-SWAP-3 another action closes the exchange, the next handover costs an action again",
          "[flipped]") {
  Game g = make(2, R"("players": [{"position": 1}, {"position": 5}])");
  g.act(0, {kMove, kD43}, {S});
  g.act(0, {kGiveCash, 1, 10});
  CHECK(g.f().actions_used() == 2);
  g.act(0, {kMove, kD52}, {C});  // 5 -> 7 (a card square): closes the exchange, third action
  CHECK(g.f().turn_char() == 1);
}

TEST_CASE("F-PART-4 a part on a square infested by standing still ends the game at once", "[flipped]") {
  Game g = make(2, R"("round": 2, "players": [{"position": 5}, {"position": 20}])");
  g.act(0, {kMove, kD70}, {C});  // 0: no forward move
  g.act(0, {kEndTurn});          // F-DAY-3: square 5 (train part 0) is infested
  CHECK(g.has(kEvPartLost, "F-PART-4"));
  REQUIRE(g.f().terminal());
  CHECK(g.f().result() == Result::PartLost);
  CHECK(g.f().outcome().reason == "part lost");
  CHECK(g.f().outcome().winners.empty());
  CHECK(said(g, kEvPartLost).find("can never be bought") != std::string::npos);
  CHECK(said(g, kEvGameOver).find("train part (north)") != std::string::npos);
}

TEST_CASE("F-PART-4 option lost_part=play_on: the team is told and plays on knowingly", "[flipped]") {
  Game g =
      make(2, R"("round": 2, "players": [{"position": 5}, {"position": 20}])", R"("lost_part": "play_on")");
  g.act(0, {kMove, kD70}, {C});
  g.act(0, {kEndTurn});
  CHECK(g.has(kEvPartLost, "F-PART-4"));
  REQUIRE_FALSE(g.f().terminal());
  CHECK(g.f().ch(0).health == 9);  // the F-DAY-3 penalty still applies
  const View v = view_of(*g.st, 1);
  CHECK(v.prompt.text.find("No escape is possible any more") != std::string::npos);
  CHECK(v.prompt.detail.find("train part (north)") != std::string::npos);
}

TEST_CASE("F-PART-4 a fallen carrier's part returning to an infested square is lost", "[flipped]") {
  Game g = make(2, R"("players": [{"position": 20}, {"position": 1, "health": 1, "parts": [0]}],
      "infested": [5], "turn": 1)",
                R"("death": "play_on")");
  g.act(1, {kMove, kD43}, {S});  // 1 -> 5, infested: the last health point
  CHECK(g.has(kEvDeath));
  CHECK(g.has(kEvPartLost, "F-PART-4"));
  REQUIRE(g.f().terminal());
  CHECK(g.f().result() == Result::PartLost);
}

TEST_CASE("F-NIGHT-6 a sheltered night says so", "[flipped]") {
  Game g = make(2, R"("phase": "dusk", "safe_houses": [3],
      "players": [{"position": 3, "sheltered": true}, {"position": 10}])");
  g.act(1, {kEndTurn});
  int safe = 0;
  for (const Event& e : g.ev)
    if (e.kind == kEvSafeTonight) {
      ++safe;
      const std::string t = g.st->describe(e);
      if (e.player == 0) {
        CHECK(std::string(e.rule) == "F-NIGHT-6");
        CHECK(t.rfind("Avery spends the night sheltered", 0) == 0);
      } else {
        CHECK(std::string(e.rule) == "F-JAIL-1");
        CHECK(t.rfind("Briar spends the night safe in", 0) == 0);
      }
    }
  CHECK(safe == 2);
  CHECK_FALSE(g.has(kEvAttack));
}

TEST_CASE("F-WIN-5 the final attack throws the dice of the marker at 0, not round 7's", "[flipped]") {
  const std::string pos = std::string(R"("round": 7, "phase": "dusk",
      "players": [{"reached_jail": true}, {"reached_jail": true}], )") +
                          kAllDelivered;
  // Marker at 0: dice 6|1, 5|2, 4|3; all coloured: 1 + 2 + 3 = 6 each.
  Game g = make(2, pos);
  g.act(1, {kEndTurn}, {C, C, C, C, C, C});
  CHECK(g.f().share_left() == 12);
  for (const Event& e : g.ev)
    if (e.kind == kEvFinalAttack) {
      CHECK(e.v[0] == 6);
      CHECK(e.v[2] == 0);  // the round whose dice were thrown: the marker at 0
    }
  // final_dice=round_7: round 7's dice 7|0, 5|2, 4|3: 0 + 2 + 3 = 5 each.
  Game h = make(2, pos, R"("final_dice": "round_7")");
  h.act(1, {kEndTurn}, {C, C, C, C, C, C});
  CHECK(h.f().share_left() == 10);
  for (const Event& e : h.ev)
    if (e.kind == kEvFinalAttack) CHECK(e.v[2] == kRounds);
}

TEST_CASE("F-WIN-6 with death=play_on only the survivors are winners", "[flipped]") {
  Game g = make(3,
                std::string(R"("round": 7, "phase": "dusk",
      "players": [{"reached_jail": true}, {"reached_jail": true}, {"reached_jail": true, "health": 1}], )") +
                    kAllDelivered,
                R"("death": "play_on")");
  // Only character 2's 6|1 die shows coloured: 1 zombie for the group.
  g.act(2, {kEndTurn}, {S, S, S, S, S, S, C, S, S});
  REQUIRE(g.f().phase() == Phase::Share);
  g.act(0, {kShare, 0});
  g.act(1, {kShare, 0}, {C});  // character 2 takes the rest and is bitten
  REQUIRE(g.f().terminal());
  CHECK_FALSE(g.f().ch(2).alive());
  const Outcome o = g.f().outcome();
  CHECK(o.reason == "escaped");
  CHECK(o.winners == std::vector<int>{0, 1});
}

TEST_CASE("F-TEXT-1 square names say what the square does, no character is named like a square",
          "[flipped]") {
  const char* const misleading[] = {"Attack",   "Protection", "Chest",    "Levy",    "Chance",
                                    "Scavenge", "Safe Zone",  "Captured", "Parking", "Rest Stop"};
  for (auto theme : {board::Theme::Survival, board::Theme::Classic})
    for (int sq = 0; sq < kSquares; ++sq) {
      const std::string n = square_name_of(sq, theme);
      const auto kind = board::squares()[sq].kind;
      if (kind == board::SquareKind::Street || kind == board::SquareKind::Transport ||
          kind == board::SquareKind::Utility || kind == board::SquareKind::Jail)
        continue;
      for (const char* m : misleading) CHECK(n.find(m) == std::string::npos);
    }
  Game g = make(4);
  auto words = [](const std::string& s) {
    std::vector<std::string> w(1);
    for (char ch : s)
      if (std::isalpha(static_cast<unsigned char>(ch)))
        w.back() += ch;
      else if (!w.back().empty())
        w.emplace_back();
    return w;
  };
  for (int c = 0; c < 4; ++c)
    for (auto theme : {board::Theme::Survival, board::Theme::Classic})
      for (int sq = 0; sq < kSquares; ++sq)
        for (const std::string& w : words(square_name_of(sq, theme))) CHECK(w != g.f().char_name(c));
  const View v = view_of(*g.st, 0);
  CHECK(v.squares[4].name == "Open Crossing");
  CHECK(v.squares[38].name == "Open Bridge");
}

TEST_CASE("F-TEXT-2 sentences name the victims and say 1 zombie", "[flipped]") {
  Game g = make(2, R"("phase": "dusk", "players": [{"position": 4}, {"position": 4}])");
  g.act(1, {kEndTurn}, {C, S, S});  // 6|1 coloured: 1 zombie for both
  CHECK(said(g, kEvAttack) == "1 zombie attacks Avery and Briar at Open Crossing");
  REQUIRE(g.f().phase() == Phase::Share);
  const View v = view_of(*g.st, 0);
  CHECK(v.prompt.text == "Night 1: 1 zombie left; Avery picks how many to fight");
  CHECK(g.st->label({kShare, 1}) == "Take on 1 of the 1 zombie left");
  g.act(0, {kShare, 1}, {S});
  CHECK(said(g, kEvShare) == "Avery takes on 1 zombie");
  Game h = make(1, R"("phase": "dusk", "players": [{"position": 4}, {"position": 12}])");
  h.act(0, {kEndTurn}, {S, S, S, S, S, S});
  int quiet = 0;
  for (const Event& e : h.ev)
    if (e.kind == kEvAttack) quiet += h.st->describe(e).rfind("No zombies come for ", 0) == 0;
  CHECK(quiet == 2);
}
