// The public view (games/monopozombie/view.h): what the acting seat is asked,
// where each choice leads and which dice it rolls, checked against what the
// engine then does.
#include "games/monopozombie/view.h"

#include "framework/bot.h"
#include "games/monopozombie/rules_text.h"
#include "helpers.h"
#include "observation_check.h"

using namespace mzt;

namespace {

const mono::Choice* find(const std::vector<mono::Choice>& cs, Action a) {
  for (const auto& c : cs)
    if (c.action == a) return &c;
  return nullptr;
}

// Every choice is a legal action, in the engine's order, with its code and label.
void same_as_legal(const State& s, int seat, const std::vector<mono::Choice>& cs) {
  std::vector<Action> legal;
  s.legal_actions(seat, legal);
  REQUIRE(cs.size() == legal.size());
  for (size_t i = 0; i < cs.size(); ++i) {
    CHECK(cs[i].action == legal[i]);
    CHECK(cs[i].code == s.encode(legal[i]));
    CHECK(cs[i].label == s.label(legal[i]));
  }
}

// For every choice that names a target: the mover stands there after the engine applies it.
// (A group assignment is a proposal: its member moves once the whole plan is accepted.)
void targets_hold(const State& s, int seat, const std::vector<mono::Choice>& cs) {
  for (const auto& c : cs) {
    if (c.lands < 0 || c.action.kind == kGroupAssign) continue;
    auto copy = s.clone();
    INFO("choice " << c.code << " lands " << c.lands);
    REQUIRE_FALSE(copy->apply(seat, c.action, nullptr));
    CHECK(static_cast<int>(table_of(*copy).t.players[c.mover].pos) == c.lands);
  }
}

}  // namespace

TEST_CASE("MZ view: a homeless human in the apocalypse is told to roll 2D6, and the engine rolls 2D6",
          "[mz][view][homeless]") {
  auto m = scen(R"("player_count":4,"turn":0,"stage":"apocalypse","zombies":[2],"homeless":[0],
                   "players":[{"position":3},{"position":20},{"position":35},{"position":0}])");
  mz::View v = mz::view_of(m->state(), 0);
  CHECK(v.base.prompt.kind == mz::kAskHomelessRoll);
  CHECK(v.base.prompt.viewer_acts);
  CHECK(v.base.prompt.text.find("2D6") != std::string::npos);
  CHECK(v.base.prompt.text.find("3D6") == std::string::npos);
  const mono::Choice* roll = find(v.base.prompt.choices, zroll());
  REQUIRE(roll);
  CHECK(roll->dice.count == 2);
  CHECK(roll->dice.sides == 6);
  std::vector<Event> ev;
  REQUIRE_FALSE(m->apply(0, zroll(), &ev, {4, 5}));
  int rolled = 0;
  for (const Event& e : ev)
    if (e.kind == kEvMoveDice) rolled = (e.v[0] > 0) + (e.v[1] > 0) + (e.v[2] > 0);
  CHECK(rolled == roll->dice.count);
  // Then one of the two dice, clockwise: each choice says where.
  mz::View after = mz::view_of(m->state(), 0);
  CHECK(after.base.prompt.kind == mz::kAskHomelessMove);
  CHECK(after.dice == std::vector<int>{4, 5});
  REQUIRE(after.base.prompt.choices.size() == 2);
  CHECK(after.base.prompt.choices[0].lands == 7);
  CHECK(after.base.prompt.choices[1].lands == 8);
  targets_hold(m->state(), 0, after.base.prompt.choices);
}

TEST_CASE("MZ view: roll prompts name the dice the engine throws for zombies and apocalypse humans",
          "[mz][view]") {
  auto z = scen(R"("player_count":3,"turn":1,"stage":"outbreak","zombies":[1],
                   "players":[{"position":5},{"position":20},{"position":30}])");
  mz::View zv = mz::view_of(z->state(), 1);
  CHECK(zv.base.prompt.kind == mz::kAskZombieRoll);
  CHECK(zv.base.prompt.text.find("2D4") != std::string::npos);
  CHECK(find(zv.base.prompt.choices, zroll())->dice.sides == 4);
  auto h = scen(R"("player_count":3,"turn":0,"stage":"apocalypse","zombies":[1],
                   "players":[{"position":5},{"position":20},{"position":30}])");
  mz::View hv = mz::view_of(h->state(), 0);
  CHECK(hv.base.prompt.kind == mz::kAskHumanRoll);
  CHECK(hv.base.prompt.text.find("3D6") != std::string::npos);
  CHECK(find(hv.base.prompt.choices, zroll())->dice.count == 3);
}

TEST_CASE("MZ view: zombie direction targets are where the engine moves the token", "[mz][view][zombie]") {
  auto m = scen(R"("player_count":3,"turn":1,"stage":"outbreak","zombies":[1],
                   "players":[{"position":5},{"position":2},{"position":30}])");
  act(*m, 1, zroll(), {3, 4});
  mz::View v = mz::view_of(m->state(), 1);
  CHECK(v.base.prompt.kind == mz::kAskDirection);
  CHECK(v.dice == std::vector<int>{3, 4});
  const mono::Choice* cw = find(v.base.prompt.choices, zdir(0));
  const mono::Choice* ccw = find(v.base.prompt.choices, zdir(1));
  REQUIRE(cw);
  REQUIRE(ccw);
  CHECK(cw->lands == 9);
  CHECK(ccw->lands == 35);  // counter-clockwise past the start square
  targets_hold(m->state(), 1, v.base.prompt.choices);
}

TEST_CASE("MZ view: apocalypse 3D6 picks lead where the engine moves", "[mz][view][apocalypse]") {
  auto m = scen(R"("player_count":3,"turn":0,"stage":"apocalypse","zombies":[1],
                   "players":[{"position":5},{"position":20},{"position":30}])");
  act(*m, 0, zroll(), {1, 2, 6});
  mz::View v = mz::view_of(m->state(), 0);
  CHECK(v.base.prompt.kind == mz::kAskPick);
  CHECK(v.base.prompt.choices.size() == 6);
  CHECK(find(v.base.prompt.choices, pick(1, 2, 0))->lands == 13);
  CHECK(find(v.base.prompt.choices, pick(0, 2, 1))->lands == 38);
  targets_hold(m->state(), 0, v.base.prompt.choices);
}

TEST_CASE("MZ view: over random games the choices are the legal actions and targets hold",
          "[mz][view][random]") {
  for (uint64_t seed = 1; seed <= 3; ++seed) {
    NewGameRequest r;
    r.game = "monopozombie";
    r.players = 4;
    r.seed = seed;
    r.seats.assign(4, "bot:random");
    Error e;
    auto m = make_match(r, &e);
    REQUIRE(m);
    auto bot = make_bot(monopozombie_game(), "normal");
    Rng rng(seed);
    for (int i = 0; i < 1500 && !m->state().terminal(); ++i) {
      const State& s = m->state();
      int seat = s.current_actor();
      REQUIRE(seat >= 0);
      mz::View v = mz::view_of(s, seat);
      INFO("seed " << seed << " step " << i << " prompt " << v.base.prompt.text);
      CHECK(v.base.prompt.viewer_acts);
      CHECK_FALSE(v.base.prompt.text.empty());
      same_as_legal(s, seat, v.base.prompt.choices);
      targets_hold(s, seat, v.base.prompt.choices);
      for (const auto& c : v.base.prompt.choices)
        if (c.action.kind == kMoveRoll) CHECK(c.dice.count > 0);
      // The squares and seats are the table's.
      const MzTable& z = table_of(s);
      for (int p = 0; p < z.t.n; ++p) {
        CHECK(v.base.seats[p].pos == z.t.players[p].pos);
        CHECK(v.seats[p].zombie == z.pl[p].zombie);
      }
      for (int sq = 0; sq < kSquares; ++sq) {
        CHECK(v.base.squares[sq].owner == z.t.owner[sq]);
        CHECK(v.squares[sq].infected == infection_ground(z, sq));
      }
      REQUIRE_FALSE(m->apply(seat, bot->choose(s, seat, rng), nullptr));
    }
  }
}

TEST_CASE("MZ view: the decks' order is not part of the view", "[mz][view]") {
  auto a = scen(
      R"("player_count":3,"turn":0,"stage":"capitalism","players":[{"position":5},{"position":20},{"position":30}])");
  auto b = a->state().clone();
  auto& d = table_of(*b).t.decks[0];
  std::swap(d.cards[d.top], d.cards[(d.top + 1) % mono::kDeckSize]);
  mz::View va = mz::view_of(a->state(), 0), vb = mz::view_of(*b, 0);
  CHECK(va.base.prompt.text == vb.base.prompt.text);
  for (int sq = 0; sq < kSquares; ++sq) CHECK(va.squares[sq].lines.size() == vb.squares[sq].lines.size());
  CHECK(va.stage_line == vb.stage_line);
}

TEST_CASE("MZ view: a group assignment's target is where that member goes once the plan is accepted",
          "[mz][view][groups]") {
  auto m =
      scen(R"("player_count":4,"turn":1,"stage":"apocalypse","zombies":[2,3],"group":[0,1],"lapped":[0,1],
                   "players":[{"position":5},{"position":5},{"position":27},{"position":33}])");
  act(*m, 1, zroll(), {3, 4, 5, 1, 6, 2});
  std::vector<std::pair<int, int>> planned;  // member, target
  for (int guard = 0; guard < 4 && Z(*m).phase == kMzGroupAssign; ++guard) {
    int seat = m->state().current_actor();
    mz::View v = mz::view_of(m->state(), seat);
    CHECK(v.base.prompt.kind == mz::kAskGroupAssign);
    CHECK(v.dice.size() == 6);
    REQUIRE_FALSE(v.base.prompt.choices.empty());
    const mono::Choice& c = v.base.prompt.choices.back();  // a counter-clockwise sharing
    REQUIRE(c.lands >= 0);
    planned.push_back({c.mover, c.lands});
    act(*m, seat, c.action);
  }
  for (int guard = 0; guard < 4 && Z(*m).phase == kMzGroupAnswer; ++guard) {
    int seat = m->state().current_actor();
    act(*m, seat, {kGroupAccept, 0, 0, 0});
  }
  REQUIRE(planned.size() == 2);
  for (auto [member, target] : planned) CHECK(static_cast<int>(Z(*m).t.players[member].pos) == target);
}

TEST_CASE("MonopoZombie view_json: no seat's JSON carries the decks' order",
          "[monopozombie][view][observation]") {
  shamble::test::along_a_game("monopozombie", 5, 4, 9, [](const State& s) {
    shamble::test::hidden_from_others(s, -1, [](State& c) {
      for (auto& d : table_of(c).t.decks) std::reverse(d.cards.begin(), d.cards.end());
    });
  });
}

// Each preset shows the rules text of its own revision (rules_text_for, the rules panel and
// `shamble rules --preset`).
TEST_CASE("MZ-GROUP-5 MZ-HOSP-1 MZ-BG-1 the rules text of preset 2018-05 is the 2018 revision's",
          "[mz][view]") {
  const GameInfo& g = monopozombie_game();
  auto text = [](const std::vector<RuleDoc>& docs, const std::string& id) {
    for (auto& d : docs)
      if (d.id == id) return d.text;
    return std::string();
  };
  auto latest = rules_text_for(g, "latest");
  auto old = rules_text_for(g, "2018-05");
  CHECK(latest.size() == g.rules.size());
  CHECK(old.size() == g.rules.size());  // every paragraph of the 2018 text replaces one of the latest
  CHECK(text(latest, "MZ-GROUP-5").find("two independent turns") != std::string::npos);
  CHECK(text(old, "MZ-GROUP-5").find("three turns") != std::string::npos);
  CHECK(text(latest, "MZ-GROUP-6").find("zero-movement turn") != std::string::npos);
  CHECK(text(old, "MZ-GROUP-6").find("No sync") == std::string::npos);  // the title says it, not the text
  CHECK(text(old, "MZ-GROUP-6").find("simply joins") != std::string::npos);
  CHECK(text(latest, "MZ-HOSP-1").find("cured") != std::string::npos);
  CHECK(text(old, "MZ-HOSP-1").find("no cure") != std::string::npos);
  CHECK(text(latest, "MZ-BG-2").find("per round") != std::string::npos);
  CHECK(text(old, "MZ-BG-2").find("per turn") != std::string::npos);
  CHECK(text(old, "MZ-CONV-5").find("MZ-CONV-13") != std::string::npos);
  CHECK(text(old, "MZ-APOC-5") == text(latest, "MZ-APOC-5"));  // unchanged paragraphs are shared
}

// The rules panel's words agree with each other and with the play (the audit's list).
TEST_CASE("MZ-BG-1 MZ-BG-2 MZ-APOC-4 MZ-GROUP-1 MZ-DEMO-1 MZ-CONV-5 the rules text says what the game does",
          "[mz][view]") {
  auto text = [](const std::string& id) {
    for (auto& d : rule_docs())
      if (d.id == id) return d.text;
    return std::string();
  };
  const std::string until = "until the first roll of that player's next turn";
  CHECK(text("MZ-BG-1").find(until) != std::string::npos);
  CHECK(text("MZ-BG-2").find(until) != std::string::npos);
  CHECK(text("MZ-APOC-4").find("not spent") != std::string::npos);
  CHECK(text("MZ-GROUP-1").find("roll again") != std::string::npos);
  CHECK(text("MZ-APOC-3").find("group's roll") != std::string::npos);
  CHECK(text("MZ-DEMO-1").find("cured there instead") != std::string::npos);
  CHECK(text("MZ-CONV-5").find("first lap") != std::string::npos);
  CHECK(text("MZ-HOME-6").find("at once") != std::string::npos);
  CHECK(text("MZ-STAGE-2").find("second conversion") != std::string::npos);
}

TEST_CASE("MZ-ZOMB-6 zombies never appear to leave an auction they were never in", "[mz][view]") {
  auto m = scen(R"("player_count":3,"turn":0,"stage":"outbreak","zombies":[1],"lapped":[0],
      "players":[{"position":0,"cash":900},{"position":30},{"position":20,"cash":900}])");
  EventSink ev;
  REQUIRE_FALSE(m->apply(0, roll(), &ev, {1, 2}));  // 0 -> 3, unowned
  REQUIRE(Z(*m).t.phase == mono::kBuying);
  EventSink ev2;
  REQUIRE_FALSE(m->apply(0, {mono::kDecline, 0, 0, 0}, &ev2));
  CHECK_FALSE(Z(*m).t.auction.in_mask >> 1 & 1);
  REQUIRE_FALSE(m->apply(0, {mono::kPass, 0, 0, 0}, &ev2));
  for (const Event& x : ev2) CHECK_FALSE((x.kind == mono::kEvAuctionPass && x.player == 1));
}
