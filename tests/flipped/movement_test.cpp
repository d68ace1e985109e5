#include "helpers.h"

using namespace flipped_test;

TEST_CASE("F-MOVE-1 F-REVEAL-1: coloured flip infests, hurts and pushes back onto the next lot",
          "[flipped]") {
  Game g = make(2);
  g.act(0, {kMove, kD61 | kD43}, {S, C, C, S});  // 6 + 3 = 9; 9 infested; back to 8: safe
  CHECK(g.has(kEvRoll, "F-MOVE-1"));
  CHECK(g.f().mark(9) == kInfested);
  CHECK(g.f().mark(8) == kSafe);
  CHECK(g.f().ch(0).health == 9);
  CHECK(g.f().ch(0).pos == 8);
  REQUIRE(g.f().choice() == Choice::SafeHouse);
  g.refused(0, {kMove, kD43}, "F-REVEAL-2");
  g.act(0, {kLeave});
  CHECK(g.f().ch(0).pos == 7);
  CHECK(g.f().phase() == Phase::Day);
}

TEST_CASE("F-REVEAL-2: staying in a safe house costs its price and shelters for the night", "[flipped]") {
  Game g = make(2, R"("safe_houses": [3])");
  g.act(0, {kMove, kD43}, {C});  // 3: already a safe house, no flip
  REQUIRE(g.f().choice() == Choice::SafeHouse);
  g.act(0, {kStay});
  CHECK(g.f().ch(0).cash == 840);
  CHECK((g.f().ch(0).flags & kSheltered));
  CHECK_FALSE(exposed(g.f().table(), 0));
}

TEST_CASE("F-REVEAL-3: an infested square costs 1 health and pushes back", "[flipped]") {
  Game g = make(2, R"("infested": [4])");
  g.act(0, {kMove, kD43}, {S, C});  // 4 is infested; back to 3, unknown: coloured
  CHECK(g.has(kEvHealth, "F-REVEAL-3"));
  CHECK(g.has(kEvHealth, "F-REVEAL-1"));
  CHECK(g.f().ch(0).health == 8);
  CHECK(g.f().ch(0).pos == 2);
}

TEST_CASE("F-MONEY-1: without cash a safe house sends you back and parts cannot be bought", "[flipped]") {
  Game g = make(2, R"("players": [{"cash": 0}], "safe_houses": [3])");
  g.act(0, {kMove, kD43}, {C});
  CHECK(g.has(kEvPushBack, "F-MONEY-1"));
  CHECK(g.f().ch(0).pos == 2);
  Game h = make(2, R"("players": [{"position": 1, "cash": 100}])");
  h.act(0, {kMove, kD43}, {S});  // 1 -> 5, a transport
  h.refused(0, {kBuyPart}, "F-MONEY-1");
}

TEST_CASE("F-MOVE-3: an exact landing on the Go-to-Jail corner offers the tunnel", "[flipped]") {
  Game g = make(2, R"("players": [{"position": 26, "parts": [0]}])");
  g.act(0, {kMove, kD43}, {S});
  REQUIRE(g.f().choice() == Choice::Tunnel);
  g.act(0, {kTunnel});
  CHECK(g.has(kEvTunnel, "F-MOVE-3"));
  CHECK(g.f().ch(0).pos == kJail);
  CHECK(g.f().part_loc(0) == kPartDelivered);
  Game h = make(2, R"("players": [{"position": 26}])");
  h.act(0, {kMove, kD43}, {S});
  h.act(0, {kNoTunnel});
  CHECK(h.f().ch(0).pos == kGoToJail);
  // Pushed back onto the corner is not an exact landing by a roll.
  Game k = make(2, R"("players": [{"position": 27}], "infested": [31])");
  k.act(0, {kMove, kD43}, {S});
  CHECK(k.f().ch(0).pos == kGoToJail);
  CHECK(k.f().phase() == Phase::Day);
}

TEST_CASE("F-JAIL-1 F-PART-3: pushed back onto Jail delivers and shelters", "[flipped]") {
  Game g = make(2, R"("round": 2, "players": [{"position": 11, "parts": [1]}])");
  g.act(0, {kMove, 1}, {C});  // rolled 0
  g.act(0, {kEndTurn});       // 11 infested: pushed back onto Jail
  CHECK(g.f().ch(0).pos == kJail);
  CHECK(g.f().part_loc(1) == kPartDelivered);
  CHECK_FALSE(exposed(g.f().table(), 0));
}

TEST_CASE("F-REVEAL-1 only lots flip: transports are open street and never reveal", "[flipped]") {
  Game g = make(2, R"("players": [{"position": 1}])");
  g.act(0, {kMove, kD43}, {S});  // 1 -> 5, a transport: no flip is thrown
  CHECK(g.f().ch(0).pos == 5);
  CHECK_FALSE(g.has(kEvReveal));
  CHECK(g.f().mark(5) == kUnknown);
  CHECK(g.st->rng().forced().empty());
  Game h = make(2, R"("players": [{"position": 2}])");
  h.act(0, {kMove, kD43}, {S, S});  // 2 -> 6, a lot: one flip, silver
  CHECK(h.has(kEvReveal, "F-REVEAL-1"));
  CHECK(h.f().mark(6) == kSafe);
}

TEST_CASE("F-REVEAL-1 the board and the rules panel tell which squares flip: lots, one word", "[flipped]") {
  Game g = make(2, R"("safe_houses": [6], "infested": [8])");
  const View v = view_of(*g.st, 0);
  int lots = 0;
  for (const SquareView& q : v.squares) {
    INFO("square " << q.index << " " << q.name);
    const bool lot = board::squares()[q.index].kind == board::SquareKind::Street;
    CHECK(q.reveals == lot);
    lots += q.reveals;
    // The name never uses the word of the squares that flip (F-TEXT-1).
    CHECK(q.name.find("Lot") == std::string::npos);
    const std::string first = q.card.empty() ? "" : q.card[0].text;
    if (lot)
      CHECK(first.rfind("Lot: ", 0) == 0);
    else if (q.kind == SquareKind::Transport || q.kind == SquareKind::Utility)
      CHECK(first.find("never flips") != std::string::npos);
    bool says_flips = false;
    for (const Line& l : q.card) says_flips |= l.text.find("flips on arrival") != std::string::npos;
    CHECK(says_flips == (lot && q.mark == kUnknown));
  }
  CHECK(lots == 22);
  for (const RuleDoc& d : g.st->info().rules) {
    const std::string t = d.text;
    if (d.id == std::string("F-REVEAL-1")) {
      CHECK(t.find("Lots are the 22 squares with a colour band") != std::string::npos);
      CHECK(t.find("never flips") != std::string::npos);
    }
    if (d.id == std::string("F-REVEAL-1") || d.id == std::string("F-REVEAL-2") ||
        d.id == std::string("F-TEXT-1")) {
      CHECK(t.find("street nobody") == std::string::npos);
      CHECK(t.find("the street is") == std::string::npos);
    }
  }
}
