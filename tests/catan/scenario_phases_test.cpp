// Scenario phases beyond roll/main (docs/games/catan.md "Scenario fields"): the
// opening, discards, the robber, the victim, free roads, and the deck, bank and
// holders an outside engine's position needs (scripts/catanatron-bridge/).
#include <catch2/catch.hpp>

#include "framework/setup.h"
#include "helpers.h"

using namespace cattest;

namespace {
std::unique_ptr<Match> load(const std::string& body, std::string* err = nullptr) {
  register_builtin_games();
  Error e;
  auto m = load_scenario(R"({"game": "catan", "preset": "classic", "seed": 7, )" + body + "}", &e);
  if (err) *err = e.message;
  return m;
}

std::vector<std::string> codes(const State& s, int seat) {
  std::vector<Action> acts;
  s.legal_actions(seat, acts);
  std::vector<std::string> out;
  for (auto& a : acts) out.push_back(s.encode(a));
  return out;
}

std::string road_at(int nd) { return std::to_string(topo().node_edges[nd][0]); }

bool refused(const std::string& body, const std::string& words) {
  std::string err;
  auto m = load(body, &err);
  INFO(err);
  return !m && err.find(words) != std::string::npos;
}
}  // namespace

TEST_CASE("scenario resumes the opening at the next placement", "[catan][scenario]") {
  // Seats 0-3 have placed once each: step 4 is seat 3's second settlement (snake order).
  const std::string firsts = R"("players": [{"settlements": [0], "roads": [)" + road_at(0) +
                             R"(]}, {"settlements": [10], "roads": [)" + road_at(10) +
                             R"(]}, {"settlements": [40], "roads": [)" + road_at(40) +
                             R"(]}, {"settlements": [50], "roads": [)" + road_at(50) + "]}]";
  auto m = load(firsts + R"(, "turn": {"phase": "setup_settlement"})");
  REQUIRE(m);
  const Model& md = model_of(m->state());
  REQUIRE(md.phase == kSetupSettle);
  REQUIRE(md.setup_step == 4);
  REQUIRE(md.cur == 3);
  REQUIRE(m->state().actors() == 1u << 3);
  REQUIRE(codes(m->state(), 3).size() > 20);
  // The second settlement yields (C-SETUP) and the road must touch it.
  REQUIRE(!m->apply(3, act(kBuildSettlement, 20), nullptr));
  REQUIRE(model_of(m->state()).phase == kSetupRoad);
  for (auto& c : codes(m->state(), 3)) {
    const int e = std::stoi(c.substr(5));
    REQUIRE((topo().edge_nodes[e][0] == 20 || topo().edge_nodes[e][1] == 20));
  }
  // Another seat's turn, or pieces the snake order did not give, are refused with a sentence.
  REQUIRE(refused(firsts + R"(, "turn": {"phase": "setup_settlement", "current": 1})", "snake-order"));
  REQUIRE(refused(R"("players": [{}, {"settlements": [10]}], "turn": {"phase": "setup_settlement"})",
                  "snake-order"));
}

TEST_CASE("scenario opening road touches the settlement just placed", "[catan][scenario]") {
  auto m = load(R"("players": [{"settlements": [20]}], "turn": {"phase": "setup_road"})");
  REQUIRE(m);
  const Model& md = model_of(m->state());
  REQUIRE(md.phase == kSetupRoad);
  REQUIRE(md.last_node == 20);
  REQUIRE(codes(m->state(), 0).size() == 3);
  REQUIRE(refused(R"("turn": {"phase": "setup_road"})", "settlement just placed"));
  REQUIRE(refused(R"("players": [{"settlements": [20]}], "turn": {"phase": "setup_road", "round": 2})",
                  "no rounds"));
}

TEST_CASE("scenario discard phase: who owes how many", "[catan][scenario]") {
  const std::string hands =
      R"("players": [{"settlements": [0]}, {"settlements": [10], "hand": {"ore": 5, "grain": 4},
    "discard": 4}, {"settlements": [40]}, {"settlements": [50], "hand": {"wool": 8}, "discard": 4}])";
  auto m = load(hands + R"(, "turn": {"current": 2, "phase": "discard"})");
  REQUIRE(m);
  REQUIRE(model_of(m->state()).phase == kDiscarding);
  REQUIRE(m->state().actors() == (1u << 1 | 1u << 3));
  REQUIRE(codes(m->state(), 1) == std::vector<std::string>{"discard:3", "discard:4"});
  REQUIRE(model_of(m->state()).pl[1].discard == 4);
  REQUIRE(refused(hands + R"(, "turn": {"phase": "main"})", "discard"));
  REQUIRE(refused(R"("players": [{"settlements": [20], "hand": {"ore": 1}, "discard": 1}],
    "turn": {"phase": "setup_road"})",
                  "exactly in the discard phase"));
  REQUIRE(refused(R"("players": [{"settlements": [0], "hand": {"ore": 2}, "discard": 3}])", "more cards"));
}

TEST_CASE("scenario robber and victim phases", "[catan][scenario]") {
  // Hex 9's corners: 18 (top) and 30 (south-east) hold seats 1 and 2, both with cards.
  const std::string board = R"("robber": 9, "players": [{"settlements": [0]}, {"settlements": [18],
    "hand": {"ore": 1}}, {"settlements": [30], "hand": {"brick": 2}}, {"settlements": [50]}])";
  auto m = load(board + R"(, "turn": {"phase": "robber"})");
  REQUIRE(m);
  auto moves = codes(m->state(), 0);
  REQUIRE(moves.size() == kHexes - 1);
  REQUIRE(std::find(moves.begin(), moves.end(), "robber:9") == moves.end());
  auto steal = load(board + R"(, "turn": {"phase": "steal"})");
  REQUIRE(steal);
  REQUIRE(codes(steal->state(), 0) == std::vector<std::string>{"steal:1", "steal:2"});
  REQUIRE(!steal->apply(0, act(kSteal, 2), nullptr));
  REQUIRE(model_of(steal->state()).pl[0].res[kBrick] == 1);
  // A robber before the roll follows a knight; nobody to rob is no steal phase.
  REQUIRE(refused(board + R"(, "turn": {"phase": "robber", "rolled": false})", "knight"));
  auto knight = load(board + R"(, "turn": {"phase": "robber", "rolled": false, "dev_played": true})");
  REQUIRE(knight);
  REQUIRE(!knight->apply(0, act(kMoveRobber, 3), nullptr));
  REQUIRE(model_of(knight->state()).phase == kPreRoll);
  REQUIRE(refused(R"("robber": 3, "players": [{"settlements": [0]}], "turn": {"phase": "steal"})", "nobody"));
}

TEST_CASE("scenario free roads, cards bought this turn, deck, bank and holders", "[catan][scenario]") {
  const std::string own =
      R"("players": [{"settlements": [20], "roads": [)" + road_at(20) +
      R"(], "dev": {"knight": 1, "monopoly": 1}, "dev_new": {"knight": 1}, "hand": {"ore": 2}}])";
  auto m = load(own + R"(, "turn": {"phase": "free_roads", "free_roads": 1, "dev_played": true})");
  REQUIRE(m);
  REQUIRE(model_of(m->state()).phase == kFreeRoads);
  REQUIRE(model_of(m->state()).free_roads == 1);
  for (auto& c : codes(m->state(), 0)) REQUIRE(c.rfind("road:", 0) == 0);
  REQUIRE(refused(own + R"(, "turn": {"phase": "free_roads"})", "card played"));
  REQUIRE(refused(own + R"(, "turn": {"phase": "main", "free_roads": 1})", "only in the free_roads phase"));
  // The knight bought this turn may not be played; the monopoly may.
  auto main = load(own + R"(, "turn": {"phase": "main"})");
  REQUIRE(main);
  auto moves = codes(main->state(), 0);
  REQUIRE(std::find(moves.begin(), moves.end(), "knight:-1") == moves.end());
  REQUIRE(std::find(moves.begin(), moves.end(), "monopoly:0") != moves.end());
  auto played = load(own + R"(, "turn": {"phase": "main", "dev_played": true})");
  REQUIRE(played);
  moves = codes(played->state(), 0);
  REQUIRE(std::find(moves.begin(), moves.end(), "monopoly:0") == moves.end());
  REQUIRE(refused(R"("players": [{"settlements": [20], "dev_new": {"knight": 1}}])", "bought this turn"));
  // The deck: its undrawn cards by kind; the standard 14 knights bound the total.
  auto deck = load(own + R"(, "deck": {"knight": 3, "victory": 2}, "bank": {"ore": 17})");
  REQUIRE(deck);
  const Model& d = model_of(deck->state());
  REQUIRE(d.deck_pos == kDevCards - 5);
  int knights = 0;
  for (int i = d.deck_pos; i < kDevCards; ++i) knights += d.deck[i] == kKnight;
  REQUIRE(knights == 3);
  REQUIRE(refused(own + R"(, "deck": {"knight": 14})", "14 of the game"));
  REQUIRE(refused(own + R"(, "bank": {"ore": 19})", "19 less the hands"));
  // Holders: given (a tie the engines break differently), never below another seat.
  auto army = load(R"("players": [{"settlements": [0], "knights": 3}, {"settlements": [10], "knights": 3}],
    "army": 1)");
  REQUIRE(army);
  REQUIRE(model_of(army->state()).army == 1);
  REQUIRE(refused(R"("players": [{"settlements": [0], "knights": 4}, {"settlements": [10], "knights": 3}],
    "army": 1)",
                  "more than the holder"));
}
