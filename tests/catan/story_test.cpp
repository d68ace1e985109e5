// Hexlands' story in numbers (games/catan/story.cpp): points after known
// builds, production after a known roll, and what a seat's story may show
// of the others while the game runs ([observation]).
#include "framework/story.h"

#include <catch2/catch.hpp>

#include "framework/bot.h"
#include "framework/match.h"
#include "helpers.h"

using namespace cattest;

namespace {
double last(const Story& s, int seat, const char* id) {
  const Series* x = s.seats[seat].find(id);
  REQUIRE(x);
  REQUIRE(!x->points.empty());
  return x->points.back();
}
}  // namespace

TEST_CASE("story: victory points after known builds, hidden victory cards only where they may be seen",
          "[catan][story]") {
  auto s = make("classic", {"layout=beginner"}, 1, 3);
  Model& m = M(*s);
  clear_board(m);
  const Ring r = ring(9);
  put_settlement(m, 0, r.node[0]);
  put_road(m, 0, r.edge[0]);
  put_settlement(m, 0, ring(0).node[0]);
  put_settlement(m, 1, ring(18).node[3]);
  put_settlement(m, 2, ring(2).node[0]);
  m.pl[1].dev[kVictoryPoint] = 1;  // a hidden point
  to_main(m, 0);
  give(m, 0, kLumber, 2);
  give(m, 0, kBrick, 2);
  give(m, 0, kWool, 1);
  give(m, 0, kGrain, 3);
  give(m, 0, kOre, 3);
  refresh(m);
  const int round = m.round;
  Match match(s->clone(), {Seat{}, Seat{}, Seat{}});
  auto ok = [&](int seat, Action a, std::vector<int> dice = {}) {
    auto e = match.apply(seat, a, nullptr, dice);
    INFO((e ? e->rule + ": " + e->message : std::string()));
    REQUIRE(!e);
  };
  ok(0, act(kBuildRoad, r.edge[1]));
  ok(0, act(kBuildSettlement, r.node[2]));  // 3 points
  ok(0, act(kBuildCity, r.node[0]));        // 4 points
  ok(0, act(kEndTurn));

  Error err;
  auto all = build_story(match, match.size(), -1, &err);
  REQUIRE(all);
  CHECK(all->revealed);
  CHECK(all->turns == round);
  REQUIRE(all->seats.size() == 3);
  CHECK(all->seats[0].find("points")->points.size() == static_cast<size_t>(round + 1));
  CHECK(last(*all, 0, "points") == 4);
  CHECK(last(*all, 1, "points") == 2);  // a settlement and the victory card
  CHECK(last(*all, 2, "points") == 1);

  // Revealed, the standings show every hand: seat 1's hidden point and card, seat 0's cards left
  // (2 lumber, 2 brick, 1 wool, 3 grain, 3 ore less a road, a settlement and a city: 0, 0, 0, 0, 0).
  const StoryTable* st = all->table("standings");
  REQUIRE(st);
  REQUIRE(st->rows.size() == 3);
  CHECK(st->at(st->rows[0], "place") == 1);
  CHECK(st->at(st->rows[0], "points") == 4);
  CHECK(st->at(st->rows[1], "points") == 2);
  CHECK(st->at(st->rows[1], "hidden points") == 1);
  CHECK(st->at(st->rows[1], "development cards") == 1);
  CHECK(st->at(st->rows[0], "hidden points") == 0);
  CHECK(st->at(st->rows[0], "grain") == m.pl[0].res[kGrain] - 3);
  CHECK(st->at(st->rows[0], "ore") == m.pl[0].res[kOre] - 3);
  CHECK(st->at(st->rows[0], "lumber") == m.pl[0].res[kLumber] - 2);

  // Seat 0 watching an unfinished game: seat 1's card stays hidden; seat 1 sees its own.
  auto mine = build_story(match, match.size(), 0, &err);
  REQUIRE(mine);
  CHECK_FALSE(mine->revealed);
  CHECK_FALSE(mine->table("standings"));  // no hands shown before the end
  CHECK(last(*mine, 0, "points") == 4);
  CHECK(last(*mine, 1, "points") == 1);
  auto theirs = build_story(match, match.size(), 1, &err);
  REQUIRE(theirs);
  CHECK(last(*theirs, 1, "points") == 2);

  // Before the city: 3 points.
  auto before = build_story(match, 2, -1, &err);
  REQUIRE(before);
  CHECK(last(*before, 0, "points") == 3);

  // Seat 1 rolls the number of a hex by seat 0's city: it yields 2 cards per city, 1 per settlement.
  const Model& now = model_of(match.state());
  int hex = -1;
  for (int h : topo().node_hexes[r.node[0]])
    if (h >= 0 && now.number[h] != 0 && now.number[h] != 7 && now.robber != h) hex = h;
  REQUIRE(hex >= 0);
  const int number = now.number[hex];
  // By hand: every building of seat 0 next to a hex with that number and no robber.
  Cards expect{};
  for (int nd = 0; nd < kNodes; ++nd)
    if (now.owner[nd] == 0)
      for (int h : topo().node_hexes[nd])
        if (h >= 0 && now.number[h] == number && now.robber != h) expect[now.terrain[h]] += now.level[nd];
  ok(1, act(kRoll), {number / 2, number - number / 2});
  auto rolled = build_story(match, match.size(), -1, &err);
  REQUIRE(rolled);
  const StoryTable* res = rolled->table("production_by_resource");
  const StoryTable* num = rolled->table("production_by_number");
  REQUIRE(res);
  REQUIRE(num);
  double total = 0;
  for (int k = 0; k < kRes; ++k) {
    CHECK(res->values[0][k] == expect[k]);
    total += expect[k];
  }
  CHECK(total >= 2);
  double at_number = 0;
  for (double v : num->values[number - 1]) at_number += v;
  CHECK(at_number >= total);  // the other seats may have produced on it too
  CHECK(last(*rolled, 0, "cards_produced") == total);
  CHECK(rolled->table("dice")->at(std::to_string(number), "rolled") == 1);
}

TEST_CASE("story: a seat's story of an unfinished game does not change with another seat's hand",
          "[catan][story][observation]") {
  auto s = make("classic", {}, 3, 4);  // the robber steals hidden cards
  Match match(s->clone(), {Seat{}, Seat{}, Seat{}, Seat{}});
  Rng rng(9);
  RandomBot bot;
  for (int i = 0; i < 400 && !match.state().terminal(); ++i) {
    const int seat = match.state().current_actor();
    REQUIRE(!match.apply(seat, bot.choose(match.state(), seat, rng), nullptr));
  }
  REQUIRE_FALSE(match.state().terminal());
  // Feeds a builder for `viewer` either the real states or copies where `other`'s hand and
  // development cards (a victory card among them) are changed.
  auto story_for = [&](int viewer, int other, bool changed) {
    auto builder = catan_game().make_story();
    auto first = match.state_at(0, nullptr);
    REQUIRE(first);
    builder->start(*first, viewer, false);
    ReplayObserver obs = [&](const ReplayStep& st) {
      auto copy = st.after.clone();
      if (changed) {
        Model& cm = M(*copy);
        std::rotate(cm.pl[other].res.begin(), cm.pl[other].res.begin() + 1, cm.pl[other].res.end());
        cm.pl[other].res[kOre] += 3;
        cm.pl[other].dev[kVictoryPoint] += 2;
        cm.pl[other].dev[kKnight] += 1;
      }
      builder->step(*copy, st.events);
    };
    REQUIRE(!match.replay(0, match.size(), obs));
    Story out;
    out.turns = match.state().turn_number();
    builder->finish(match.state(), out);
    pad_story(out);
    return story_json(out);
  };
  for (int viewer = 0; viewer < 4; ++viewer) {
    const int other = (viewer + 1) % 4;
    INFO("viewer " << viewer);
    CHECK(story_for(viewer, other, false) == story_for(viewer, other, true));
    // The owner's own story does show its hidden victory cards.
    CHECK(story_for(other, other, false) != story_for(other, other, true));
  }
}
