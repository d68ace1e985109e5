// MZ-CAP-2: humans who are not acting trade and manage deeds out of turn as in
// the property game (M-TRADE-6, M-TURN-2), but never with or as zombies, never
// during a zombie's turn, and not at all once the economy is gone.
#include "helpers.h"

using namespace mzt;

static Action trade_with(int partner) { return {mono::kTradeStart, partner, 0, 0}; }

static std::string refusal(Match& m, int seat, Action a) {
  std::string before = m.state().to_json();
  auto err = m.state().clone()->apply(seat, a, nullptr);
  CHECK(m.state().to_json() == before);
  return err ? err->rule : std::string("accepted");
}

TEST_CASE("MZ-CAP-2 a human who is not acting opens a trade on a human's turn", "[mz][trade]") {
  auto m = scen(R"("player_count":3,"turn":0,"players":[{"position":0},{"position":5},{"position":9}])");
  REQUIRE(m->state().actors() == 1u);
  CHECK(legal(*m, 1, trade_with(2)));
  CHECK(legal(*m, 1, trade_with(0)));
  act(*m, 1, trade_with(2));
  CHECK(Z(*m).t.turn == 0);  // still seat 0's turn; the trade is between 1 and 2
  CHECK(m->state().actors() == 2u);
}

TEST_CASE("MZ-CAP-2 zombies neither trade out of turn nor are traded with", "[mz][trade]") {
  auto m = scen(R"("player_count":3,"turn":0,"stage":"outbreak","zombies":[2],"lapped":[0,1],
                   "players":[{"position":0},{"position":5},{"position":9}])");
  std::vector<Action> v;
  m->state().legal_actions(2, v);
  CHECK(v.empty());
  CHECK(refusal(*m, 2, trade_with(1)) == "MZ-ZOMB-6");
  CHECK_FALSE(legal(*m, 1, trade_with(2)));
  CHECK(refusal(*m, 1, trade_with(2)) == "MZ-ZOMB-6");
  CHECK(legal(*m, 1, trade_with(0)));  // human to human is still fine
}

TEST_CASE("MZ-CAP-2 no out-of-turn business during a zombie's turn or in the Apocalypse", "[mz][trade]") {
  auto zt = scen(R"("player_count":3,"turn":2,"stage":"outbreak","zombies":[2],"lapped":[0,1],
                    "players":[{"position":0},{"position":5},{"position":9}])");
  REQUIRE(Z(*zt).t.turn == 2);
  CHECK_FALSE(legal(*zt, 0, trade_with(1)));
  CHECK(refusal(*zt, 0, trade_with(1)) == "turn-order");
  auto ap = scen(R"("player_count":3,"turn":0,"stage":"apocalypse","zombies":[2],"lapped":[0,1],
                    "players":[{"position":0},{"position":5},{"position":9}])");
  CHECK_FALSE(legal(*ap, 1, trade_with(0)));
  CHECK(refusal(*ap, 1, trade_with(0)) == "turn-order");
}
