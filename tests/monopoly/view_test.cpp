// The public view (games/monopoly/view.h): the prompt's choices are exactly the
// legal actions, with what each costs and rolls; the squares and seats are the
// table's; the decks' order is never shown.
#include "games/monopoly/view.h"

#include "framework/bot.h"
#include "framework/setup.h"
#include "helpers.h"
#include "observation_check.h"

using namespace shamble;
using namespace shamble::mono;
using namespace shamble::mono::test;

TEST_CASE("Monopoly view: the roll choice rolls 2D6 and the prompt says who rolls", "[monopoly][view]") {
  Game g;
  View v = view_of(*g.s, 0);
  CHECK(v.prompt.kind == kAskRoll);
  CHECK(v.prompt.viewer_acts);
  CHECK(v.prompt.text.find(v.seats[0].name) == 0);
  bool rolled = false;
  for (const Choice& c : v.prompt.choices)
    if (c.action.kind == kRoll) {
      rolled = true;
      CHECK(c.dice.count == 2);
      CHECK(c.dice.sides == 6);
    }
  CHECK(rolled);
  View other = view_of(*g.s, 1);
  CHECK_FALSE(other.prompt.viewer_acts);
}

TEST_CASE("Monopoly view: buying names the deed and its price, squares follow the table",
          "[monopoly][view]") {
  Game g;
  g.pl(0).pos = 0;
  g.fix();
  g.ok(0, A(kRoll), {1, 2});  // square 3, an unowned street
  View v = view_of(*g.s, 0);
  CHECK(v.prompt.kind == kAskBuy);
  CHECK(v.focus == 3);
  const Choice* buy = nullptr;
  for (const Choice& c : v.prompt.choices)
    if (c.action.kind == kBuy) buy = &c;
  REQUIRE(buy);
  CHECK(buy->square() == 3);
  CHECK(buy->cost == v.squares[3].price);
  CHECK(v.prompt.text.find(v.squares[3].name) != std::string::npos);
  CHECK(v.dice == std::array<int, 2>{1, 2});
  g.ok(0, buy->action);
  View after = view_of(*g.s, 0);
  CHECK(after.squares[3].owner == 0);
  CHECK(after.squares[3].rent_row == 0);
  CHECK(after.seats[0].cash == g.cash(0));
}

TEST_CASE("Monopoly view: over random games the choices are exactly the legal actions",
          "[monopoly][view][random]") {
  for (uint64_t seed = 1; seed <= 3; ++seed) {
    NewGameRequest r;
    r.game = "monopoly";
    r.players = 3;
    r.seed = seed;
    r.seats.assign(3, "bot:normal");
    Error e;
    auto m = make_match(r, &e);
    REQUIRE(m);
    auto bot = make_bot(monopoly_game(), "normal");
    Rng rng(seed);
    for (int i = 0; i < 1500 && !m->state().terminal(); ++i) {
      const State& s = m->state();
      int seat = s.current_actor();
      REQUIRE(seat >= 0);
      View v = view_of(s, seat);
      std::vector<Action> legal;
      s.legal_actions(seat, legal);
      INFO("seed " << seed << " step " << i << " prompt " << v.prompt.text);
      CHECK(v.prompt.viewer_acts);
      REQUIRE(v.prompt.choices.size() == legal.size());
      for (size_t k = 0; k < legal.size(); ++k) {
        CHECK(v.prompt.choices[k].action == legal[k]);
        CHECK(v.prompt.choices[k].label == s.label(legal[k]));
      }
      const MonoTable& t = table_of(s);
      for (int sq = 0; sq < kSquares; ++sq) {
        CHECK(v.squares[sq].owner == t.owner[sq]);
        CHECK(v.squares[sq].mortgaged == (t.mortgaged[sq] != 0));
      }
      for (int p = 0; p < t.n; ++p) CHECK(v.seats[p].pos == t.players[p].pos);
      REQUIRE_FALSE(m->apply(seat, bot->choose(s, seat, rng), nullptr));
    }
  }
}

TEST_CASE("Monopoly view: the decks' order is not part of the view", "[monopoly][view]") {
  Game g;
  auto other = g.s->clone();
  Deck& d = table_of(*other).decks[1];
  std::swap(d.cards[d.top], d.cards[(d.top + 1) % kDeckSize]);
  View a = view_of(*g.s, 0), b = view_of(*other, 0);
  CHECK(a.prompt.text == b.prompt.text);
  CHECK(a.card_owner == b.card_owner);
  for (int sq = 0; sq < kSquares; ++sq) CHECK(a.squares[sq].name == b.squares[sq].name);
}

TEST_CASE("M-MOVE-3 after a double the prompt says the same player rolls again", "[monopoly][view]") {
  Game g(4);
  g.fix();
  CHECK(view_of(*g.s, 0).prompt.text.find("roll again") == std::string::npos);
  g.ok(0, A(kRoll), {2, 2});  // a double to the levy square
  REQUIRE(g.t().phase == kPreRoll);
  View v = view_of(*g.s, 0);
  CHECK(v.prompt.kind == kAskRoll);
  CHECK(v.prompt.actor == 0);
  CHECK(v.prompt.text.find("doubles, so roll again") != std::string::npos);
  g.ok(0, A(kRoll), {1, 2});  // no double: the turn goes on without another roll
  CHECK(view_of(*g.s, 0).prompt.text.find("roll again") == std::string::npos);
}

TEST_CASE("Monopoly view_json: no seat's JSON carries the decks' order", "[monopoly][view][observation]") {
  shamble::test::along_a_game("monopoly", 5, 4, 9, [](const State& s) {
    shamble::test::hidden_from_others(s, -1, [](State& c) {
      for (Deck& d : table_of(c).decks) std::reverse(d.cards.begin(), d.cards.end());
    });
  });
}
