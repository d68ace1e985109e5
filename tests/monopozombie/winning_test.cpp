// Endings: MZ-WIN-1..3 and the turn limit (MZ-END-1).
#include "framework/bot.h"
#include "helpers.h"

using namespace mzt;

TEST_CASE("MZ-WIN-1 humans together on a built human lot with no zombie win", "[mz][winning]") {
  auto m = scen(R"("player_count":3,"turn":0,"stage":"apocalypse","zombies":[1],
                   "players":[{"position":20},{"position":5},{"position":13}],"deeds":[{"square":13,"owner":2,"houses":1}])");
  act(*m, 0, zroll(), {3, 4, 6});
  act(*m, 0, pick(0, 1, 1));  // 20 - 7 = 13
  REQUIRE(m->state().terminal());
  auto o = m->state().outcome();
  CHECK(o.winners == std::vector<int>{0, 2});
  // The sentence for people names the winners and where they held out.
  const std::string a = m->state().player_name(0), c = m->state().player_name(2);
  CHECK(o.summary.find(a + " and " + c + " held out together on ") == 0);
  CHECK(o.summary.find(": the humans win") != std::string::npos);
}

TEST_CASE("MZ-WIN-1 not in the outbreak unless the option says so", "[mz][winning]") {
  const char* body = R"("player_count":3,"turn":0,"stage":"outbreak","zombies":[1],
      "players":[{"position":9},{"position":30},{"position":13}],"deeds":[{"square":13,"owner":2,"houses":1}])";
  auto plain = scen(body);
  act(*plain, 0, roll(), {1, 3});
  CHECK_FALSE(plain->state().terminal());
  auto opt = scen(std::string(body) + R"(,"options":{"human_win_in_outbreak":true})");
  act(*opt, 0, roll(), {1, 3});
  CHECK(opt->state().terminal());
}

TEST_CASE("MZ-WIN-2 once all are zombies the first onto just visiting wins", "[mz][winning]") {
  auto m = scen(R"("player_count":2,"turn":1,"stage":"apocalypse","zombies":[0,1],
                   "players":[{"position":30},{"position":6}])");
  act(*m, 1, zroll(), {2, 2});
  act(*m, 1, zdir(0));
  REQUIRE(m->state().terminal());
  CHECK(m->state().outcome().winners == std::vector<int>{1});
  CHECK(m->state().outcome().summary.find(m->state().player_name(1) + " wins as a zombie") == 0);
}

TEST_CASE("MZ-WIN-3 ties on just visiting: every option", "[mz][winning]") {
  // Zombies 1 (older) and 2 wait on just visiting; human 0 turns on arrival there by snake eyes.
  auto run = [](const char* tie) {
    auto m = scen(std::string(R"("player_count":3,"turn":0,"stage":"apocalypse","zombies":[1,2],
        "players":[{"position":8},{"position":10},{"position":10}],"options":{"zombie_tie":")") +
                  tie + "\"}");
    act(*m, 0, zroll(), {1, 1, 5});
    act(*m, 0, pick(0, 1, 0));
    REQUIRE(m->state().terminal());
    return m->state().outcome().winners.at(0);
  };
  CHECK(run("recent_turned") == 0);
  CHECK(run("longest_turned") == 1);
  CHECK(run("first_arrival") == 1);
  CHECK(run("recent_arrival") == 0);
}

TEST_CASE("MZ-END-1 the turn limit ends the game as a draw", "[mz][winning]") {
  int draws = 0;
  for (uint64_t seed = 1; seed <= 10; ++seed) {
    auto m = scen(R"("player_count":4,"options":{"turn_limit":50})");
    RandomBot bot;
    Rng r(seed);
    for (int i = 0; i < 100000 && !m->state().terminal(); ++i) {
      int s = m->state().current_actor();
      REQUIRE(s >= 0);
      REQUIRE_FALSE(m->apply(s, bot.choose(m->state(), s, r), nullptr));
    }
    REQUIRE(m->state().terminal());
    auto o = m->state().outcome();
    if (o.draw) {
      ++draws;
      CHECK(o.reason == "turn limit");
      CHECK(o.summary == "A draw: the turn limit of 50 turns was reached");
      CHECK(m->state().turn_number() >= 50);
    }
  }
  CHECK(draws > 0);
}

TEST_CASE("MZ-END-2 an apocalypse with no progress for stalemate_rounds rounds is a drawn stalemate",
          "[mz][winning]") {
  auto m = scen(R"("player_count":3,"turn":0,"stage":"apocalypse","zombies":[1],"lapped":[0,2],
      "options":{"stalemate_rounds":1},"players":[{"position":10},{"position":30},{"position":0}])");
  for (int i = 0; i < 8 && !m->state().terminal(); ++i) {
    int seat = m->state().current_actor();
    std::vector<Action> v;
    m->state().legal_actions(seat, v);
    act(*m, seat, v.back(), {});
  }
  CHECK(Z(*m).end_kind == kEndStalemate);
  CHECK(m->state().outcome().draw);
  CHECK(m->state().outcome().reason == "stalemate");
}
