// MonopoZombie's story in numbers (games/monopozombie/story.cpp): a
// conversion counted by its cause, the stage on the timeline, the zombies per
// turn, and the zombie layer's figures against the state in random games.
#include "framework/story.h"

#include "framework/bot.h"
#include "framework/sim.h"
#include "helpers.h"

using namespace mzt;

TEST_CASE("story: a double one turns a human: its cause, the outbreak and the zombie count", "[mz][story]") {
  auto m = scen(R"("player_count":3,"turn":0,"lapped":[0],"players":[{"position":11}])");
  const int t0 = m->state().turn_number();
  act(*m, 0, roll(), {1, 1});
  REQUIRE(Z(*m).pl[0].zombie);
  Error err;
  auto s = build_story(*m, m->size(), -1, &err);
  REQUIRE(s);
  const StoryTable* conv = s->table("conversions");
  REQUIRE(conv);
  CHECK(conv->at("double one", "count") == 1);
  double all = 0;
  for (auto& row : conv->values) all += row[0];
  CHECK(all == 1);
  const Series* zombies = s->game_series("zombies");
  REQUIRE(zombies);
  CHECK(zombies->points.back() == 1);
  CHECK(s->seats[0].find("net_worth")->points.back() == 0);  // MZ-CONV-6: a zombie holds nothing
  bool stage = false, conversion = false;
  for (const StoryMark& k : s->marks) {
    stage |= k.kind == "stage" && k.turn == t0;
    conversion |= k.kind == "conversion" && k.label.find("turned into a zombie") != std::string::npos;
  }
  CHECK(stage);
  CHECK(conversion);
  CHECK(s->table("dice")->at("2", "rolled") == 1);
  // Before the roll: nobody has turned.
  auto before = build_story(*m, 0, -1, &err);
  REQUIRE(before);
  CHECK(before->game_series("zombies")->points.back() == 0);
  CHECK(before->table("conversions")->at("double one", "count") == 0);
}

TEST_CASE("story: zombies per turn and conversions less hospital cures agree with the table", "[mz][story]") {
  Rng bot_rng(3);
  int turned = 0;
  for (int game = 0; game < 30; ++game) {
    NewGameParams p;
    REQUIRE(!make_config(monopozombie_game().options, monopozombie_game().presets, "", {}, &p.config));
    p.players = 5;
    p.seed = 50 + game;
    auto s = monopozombie_game().create(p);
    std::vector<std::unique_ptr<Bot>> bots;
    for (int i = 0; i < 5; ++i) bots.push_back(make_bot(monopozombie_game(), "normal"));
    auto story = monopozombie_game().make_story();
    story->start(*s, -1, true);
    play_out(*s, bots, bot_rng, 400, [&](const State& st, const EventSink& ev) { story->step(st, ev); });
    Story out;
    out.turns = s->turn_number();
    story->finish(*s, out);
    pad_story(out);
    int zombies = 0;
    for (int q = 0; q < s->num_players(); ++q) zombies += s->role(q) == 1;
    INFO("game " << game);
    CHECK(out.game_series("zombies")->points.back() == zombies);
    double conversions = 0;
    for (auto& row : out.table("conversions")->values) conversions += row[0];
    CHECK(conversions - out.table("cures")->at("hospital", "count") == zombies);
    turned += static_cast<int>(conversions);
    // Net worth: cash plus every deed at its printed price plus its buildings at cost.
    for (int q = 0; q < s->num_players(); ++q) {
      const auto& t = table_of(*s).t;
      CHECK(out.seats[q].find("cash")->points.back() == t.players[q].cash);
      CHECK(out.seats[q].find("net_worth")->points.back() >= t.players[q].cash);
    }
  }
  CHECK(turned > 10);
}
