// Flipped's story in numbers (games/flipped/story.cpp): the team's health and
// parts against the state, each night and its attacks on the timeline.
#include "framework/story.h"

#include <catch2/catch.hpp>

#include "framework/bot.h"
#include "framework/match.h"
#include "framework/registry.h"
#include "framework/sim.h"
#include "games/flipped/flipped.h"
#include "games/flipped/state.h"

using namespace shamble;
using namespace shamble::flipped;

TEST_CASE("story: team health, parts and nights agree with the game as it went", "[flipped][story]") {
  Rng bot_rng(8);
  int nights_seen = 0;
  for (int game = 0; game < 20; ++game) {
    NewGameParams p;
    REQUIRE(!make_config(flipped_game().options, flipped_game().presets, "", {}, &p.config));
    p.players = 3;
    p.seed = 70 + game;
    auto s = flipped_game().create(p);
    std::vector<std::unique_ptr<Bot>> bots;
    for (int i = 0; i < 3; ++i) bots.push_back(make_bot(flipped_game(), "normal"));
    auto story = flipped_game().make_story();
    story->start(*s, -1, true);
    int nights = 0, attacks = 0;
    // The team's health after every action, kept by turn as the story should.
    auto team_of = [](const State& st) {
      const auto& f = dynamic_cast<const FlippedState&>(st);
      double team = 0;
      for (int c = 0; c < f.chars(); ++c) team += std::max(0, static_cast<int>(f.ch(c).health));
      return team;
    };
    std::vector<double> health;
    record_point(health, s->turn_number(), team_of(*s));
    play_out(*s, bots, bot_rng, 1000, [&](const State& st, const EventSink& ev) {
      story->step(st, ev);
      for (const Event& e : ev) nights += e.kind == kEvNightStart, attacks += e.kind == kEvAttack;
      record_point(health, st.turn_number(), team_of(st));
    });
    Story out;
    out.turns = s->turn_number();
    story->finish(*s, out);
    pad_story(out);
    INFO("game " << game);
    const auto& f = dynamic_cast<const FlippedState&>(*s);
    const Series* team = out.game_series("team_health");
    REQUIRE(team);
    health.resize(team->points.size(), health.back());
    CHECK(team->points == health);
    CHECK(out.game_series("parts_delivered")->points.back() == f.parts_delivered());
    double seats = 0;
    for (const SeatStory& seat : out.seats) seats += seat.find("health")->points.back();
    CHECK(seats == team->points.back());
    int night_marks = 0, attack_marks = 0;
    for (const StoryMark& k : out.marks) night_marks += k.kind == "night", attack_marks += k.kind == "attack";
    CHECK(night_marks == nights);
    CHECK(attack_marks == attacks);
    double table_attacks = 0;
    for (auto& row : out.table("rounds")->values) table_attacks += row[2];
    CHECK(table_attacks == attacks);
    nights_seen += nights;
  }
  CHECK(nights_seen > 20);
}
