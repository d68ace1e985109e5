// Links carry a game's moves compactly ("played": each move's place among the
// legal moves). The round trip over every game is in position_link_test.cpp;
// here: the fallback to codes, refusals that name the problem, and the size.
#include "framework/compact_moves.h"

#include <catch2/catch.hpp>
#include <cstdio>

#include "framework/match.h"
#include "framework/position_link.h"
#include "framework/registry.h"
#include "framework/setup.h"
#include "framework/sim.h"

using namespace shamble;

namespace {

// A bots-only game of `game` (bots at `level`, seed `seed`) played to turn `turns` (or its end), with its
// origin scenario.
std::unique_ptr<Match> bot_game(const std::string& game, int turns, std::string* origin,
                                const std::string& level = "normal", uint64_t seed = 7) {
  NewGameRequest req;
  req.game = game;
  req.seed = seed;
  req.seats.assign(game == std::string("flipped") ? 3 : 4, "bot:" + level);
  *origin = scenario_of_request(req);
  Error e;
  auto m = make_match(req, &e);
  REQUIRE(m);
  auto bots = make_bots(m->info(), m->seats(), level);
  Rng bot_rng(11);
  while (!m->state().terminal() && m->state().turn_number() < turns) {
    const uint32_t acting = m->state().actors();
    int seat = 0;
    while (!(acting >> seat & 1)) ++seat;
    Action a = bots[seat]->choose(m->state(), seat, bot_rng);
    REQUIRE_FALSE(m->apply(seat, a, nullptr));
  }
  return m;
}

std::string played_of(const std::string& scenario) {
  const size_t at = scenario.find("\"played\":\"");
  if (at == std::string::npos) return "";
  const size_t from = at + 10;
  return scenario.substr(from, scenario.find('"', from) - from);
}

}  // namespace

TEST_CASE("compact moves: a bot game's link holds its moves in a few characters each", "[scenario][link]") {
  for (const char* game : {"monopoly", "monopozombie", "flipped", "catan"}) {
    INFO(game);
    std::string origin;
    auto m = bot_game(game, 50, &origin);
    Error e;
    const std::string link = position_scenario(origin, *m, &e);
    const std::string played = played_of(link);
    REQUIRE_FALSE(played.empty());
    CHECK(link.find("\"moves\"") == std::string::npos);
    // Codes cost eight or more characters a move; places in the legal lists about one or two.
    CHECK(played.size() < 3 * m->size() + 16);
    auto back = load_scenario(link, &e);
    INFO(e.message);
    REQUIRE(back);
    CHECK(back->state().to_json() == m->state().to_json());
  }
}

TEST_CASE("compact moves: a move with forced dice keeps the moves by code", "[scenario][link]") {
  Error e;
  auto m = load_scenario(R"({"game":"monopoly","seed":5,"moves":["0/roll@3,4"]})", &e);
  INFO(e.message);
  REQUIRE(m);
  CHECK(encode_compact_moves(m->initial(), m->log()).empty());
  const std::string link = position_scenario(R"({"game":"monopoly","seed":5})", *m, &e);
  CHECK(link.find("\"moves\":[\"0/roll@3,4\"]") != std::string::npos);
  CHECK(played_of(link).empty());
}

TEST_CASE("compact moves: a bad or foreign text is refused with the reason", "[scenario][link]") {
  std::string origin;
  auto m = bot_game("monopoly", 3, &origin);
  const std::string played = encode_compact_moves(m->initial(), m->log());
  REQUIRE(played.rfind("1.", 0) == 0);
  const size_t dot = played.find('.', 2);
  REQUIRE(dot != std::string::npos);
  auto refused = [&](const std::string& text) {
    std::string doc = origin;
    doc.insert(doc.size() - 1, ",\"played\":\"" + text + "\"");
    Error e;
    CHECK_FALSE(load_scenario(doc, &e));
    return e.message;
  };
  // Another version of the format.
  std::string v2 = played;
  v2[0] = '2';
  CHECK(refused(v2).find("must start with \"1.\"") != std::string::npos);
  // A check from another build (the same indices would be other moves there).
  std::string other = played;
  other[2] = other[2] == 'A' ? 'B' : 'A';
  CHECK(refused(other).find("read differently in this build") != std::string::npos);
  // Not a digit; cut in the middle of a number; past the legal list.
  CHECK(refused(played + "*").find("is not a move number") != std::string::npos);
  CHECK(refused(played + "g").find("ends in the middle of move") != std::string::npos);
  CHECK(refused(played + "__B").find("past the moves legal") != std::string::npos);
  CHECK(refused("1.AAAA").find("missing the check") != std::string::npos);
}

// Sizes of moment links (issue 27): `shamble_tests "[.sizes]"` prints them; not a timed or sized
// assertion. For each game and length: the first of 40 seeds whose normal-bot game (else random-bot
// game) lasts that many turns, cut there.
TEST_CASE("compact moves: link sizes after 50 and 200 turns", "[.sizes]") {
  const size_t url = std::string("https://example.org/shamble/?scenario=").size();
  for (const char* game : {"monopoly", "monopozombie", "flipped", "catan"}) {
    for (int turns : {50, 200}) {
      std::unique_ptr<Match> m, longest;
      std::string origin, level, longest_origin;
      for (const char* lv : {"normal", "random"}) {
        for (uint64_t seed = 1; seed <= 40 && !m; ++seed) {
          std::string o;
          auto g = bot_game(game, turns, &o, lv, seed);
          if (g->state().turn_number() >= turns)
            m = std::move(g), level = lv, origin = o;
          else if (!longest || g->state().turn_number() > longest->state().turn_number())
            longest = std::move(g), longest_origin = o;
        }
        if (m) break;
      }
      if (!m) {
        // No game lasts that long (a whole game of this one is shorter): the longest whole game.
        m = std::move(longest), origin = longest_origin, level = "whole game,";
      }
      Error e;
      const std::string link = position_scenario(origin, *m, &e);
      const size_t code = (link.size() * 4 + 2) / 3;  // base64url, no padding
      std::printf("%-13s turns %3d (%s %3d turns, %5zu moves): scenario %5zu chars, link %5zu chars\n", game,
                  turns, level.c_str(), m->state().turn_number(), m->size(), link.size(), url + code);
    }
  }
}
