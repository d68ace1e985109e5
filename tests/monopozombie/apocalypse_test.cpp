// Apocalypse humans: MZ-APOC-1..4 and first-lap susceptibility.
#include "helpers.h"

using namespace mzt;

namespace {
const char* kApoc =
    R"("player_count":3,"turn":0,"stage":"apocalypse","zombies":[1],"players":[{"position":20},{"position":5},{"position":0}])";
}

TEST_CASE("MZ-APOC-2 roll three dice, keep two and a direction", "[mz][apocalypse]") {
  auto m = scen(kApoc);
  CHECK_FALSE(legal(*m, 0, roll()));
  act(*m, 0, zroll(), {2, 3, 5});
  std::vector<Action> v;
  m->state().legal_actions(0, v);
  CHECK(v.size() == 6);
  act(*m, 0, pick(0, 2, 1));  // 2 + 5 counter-clockwise
  CHECK(Z(*m).t.players[0].pos == 13);
  CHECK(Z(*m).t.turn == 1);
}

TEST_CASE("MZ-APOC-3 a kept double may roll again", "[mz][apocalypse]") {
  auto m = scen(kApoc);
  act(*m, 0, zroll(), {4, 4, 1});
  act(*m, 0, pick(0, 1, 0));
  CHECK(legal(*m, 0, {kRollAgain, 0, 0, 0}));
  act(*m, 0, {kRollAgain, 0, 0, 0});
  act(*m, 0, zroll(), {2, 4, 6});
  CHECK(Z(*m).phase == kMzKeepDice);
}

TEST_CASE("MZ-APOC-4 keeping two ones turns the human", "[mz][apocalypse]") {
  auto m = scen(kApoc);
  act(*m, 0, zroll(), {1, 1, 6});
  act(*m, 0, pick(0, 1, 0));
  CHECK(Z(*m).pl[0].zombie);
  CHECK(Z(*m).t.players[0].pos == 22);
}

TEST_CASE("MZ-APOC-1 no commerce in the apocalypse", "[mz][apocalypse]") {
  auto m = scen(
      R"("player_count":3,"turn":0,"stage":"apocalypse","zombies":[1],"players":[{"position":20},{"position":5},{"position":0}],
                   "deeds":[{"square":21,"owner":0}])");
  CHECK_FALSE(legal(*m, 0, {mono::kMortgage, 21, 0, 0}));
  CHECK_FALSE(legal(*m, 0, {mono::kTradeStart, 2, 0, 0}));
}

TEST_CASE("MZ-CONV-1 in the apocalypse humans before their first lap are susceptible", "[mz][apocalypse]") {
  auto m = scen(
      R"("player_count":3,"turn":1,"stage":"apocalypse","zombies":[1],"players":[{"position":13},{"position":9},{"position":0}])");
  act(*m, 1, zroll(), {2, 2});
  act(*m, 1, zdir(0));
  CHECK(Z(*m).pl[0].zombie);
}

// MZ-APOC-4: the player "may choose to self-infect": the release card is not spent on that choice.
TEST_CASE("MZ-APOC-4 a chosen pair of ones turns the human even with a release card", "[mz][apocalypse]") {
  auto m = scen(std::string(kApoc) + R"(,"chance_card":0)");
  EventSink ev;
  REQUIRE_FALSE(m->apply(0, zroll(), &ev, {1, 1, 6}));
  REQUIRE_FALSE(m->apply(0, pick(0, 1, 0), &ev));
  CHECK(Z(*m).pl[0].zombie);
  for (auto& e : ev) CHECK(e.kind != kEvImmunityUsed);
}

TEST_CASE("MZ-APOC-4 option release_card_on_giving_up: the card is spent and the human stays",
          "[mz][apocalypse]") {
  auto m = scen(std::string(kApoc) + R"(,"chance_card":0,"options":{"release_card_on_giving_up":true})");
  act(*m, 0, zroll(), {1, 1, 6});
  act(*m, 0, pick(0, 1, 0));
  CHECK_FALSE(Z(*m).pl[0].zombie);
  CHECK(Z(*m).t.jail_card_owner[0] == -1);
}

TEST_CASE("MZ-APOC-4 immunity_by_choice does not ask about a chosen pair of ones", "[mz][apocalypse]") {
  auto m = scen(std::string(kApoc) + R"(,"chance_card":0,"options":{"immunity_by_choice":true})");
  act(*m, 0, zroll(), {1, 1, 6});
  act(*m, 0, pick(0, 1, 0));
  CHECK(Z(*m).pl[0].zombie);
  CHECK(Z(*m).pl[0].immunity_resume == 0);
}

// MZ-APOC-5: the seed drops only the teleports in the apocalypse; other cards still apply.
namespace {
std::string on_chance(const std::string& deck) {
  return R"("player_count":3,"turn":0,"stage":"apocalypse","zombies":[1],"chance_deck":[)" + deck +
         R"(],"players":[{"position":17},{"position":5},{"position":0}])";
}
}  // namespace

TEST_CASE("MZ-APOC-5 an apocalypse human keeps a release card drawn", "[mz][apocalypse]") {
  auto m = scen(on_chance("8"));
  act(*m, 0, zroll(), {2, 3, 6});
  act(*m, 0, pick(0, 1, 0));  // 17 -> 22, a chance square
  CHECK(Z(*m).t.jail_card_owner[0] == 0);
}

TEST_CASE("MZ-APOC-5 a go-to-jail card turns an apocalypse human where they stand", "[mz][apocalypse]") {
  auto m = scen(on_chance("10"));
  act(*m, 0, zroll(), {2, 3, 6});
  act(*m, 0, pick(0, 1, 0));
  CHECK(Z(*m).pl[0].zombie);
  CHECK(Z(*m).t.players[0].pos == 22);
}

TEST_CASE("MZ-APOC-5 teleport and money cards do nothing in the apocalypse, and the log says why",
          "[mz][apocalypse]") {
  for (auto [deck, why] : {std::pair{"1", kVoidTeleport}, std::pair{"9", kVoidTeleport},
                           std::pair{"7", kVoidMoney}, std::pair{"14", kVoidMoney}}) {
    auto m = scen(on_chance(deck));
    EventSink ev;
    REQUIRE_FALSE(m->apply(0, zroll(), &ev, {2, 3, 6}));
    REQUIRE_FALSE(m->apply(0, pick(0, 1, 0), &ev));
    CHECK(Z(*m).t.players[0].pos == 22);
    CHECK_FALSE(Z(*m).pl[0].zombie);
    for (int p = 0; p < 3; ++p) CHECK(Z(*m).t.players[p].cash == 0);
    CHECK(Z(*m).t.debt_count == 0);
    int seen = -1;
    for (auto& e : ev)
      if (e.kind == kEvCardVoid) seen = e.v[1];
    CHECK(seen == why);
  }
}

TEST_CASE("MZ-APOC-5 option apocalypse_cards=ignored: no card is drawn", "[mz][apocalypse]") {
  auto m = scen(on_chance("10") + R"(,"options":{"apocalypse_cards":"ignored"})");
  act(*m, 0, zroll(), {2, 3, 6});
  act(*m, 0, pick(0, 1, 0));
  CHECK_FALSE(Z(*m).pl[0].zombie);
  CHECK(Z(*m).t.decks[0].cards[Z(*m).t.decks[0].top] == 10);
}
