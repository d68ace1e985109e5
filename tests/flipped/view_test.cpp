// The public view (games/flipped/view.h): the prompt's choices are the legal
// actions, each says truly where it leads and which dice it throws, and the
// sentences a board shows come from core.
#include "games/flipped/view.h"

#include <bit>
#include <random>

#include "helpers.h"

using namespace flipped_test;

namespace {

const Event* find(const EventSink& ev, int kind) {
  for (const Event& e : ev)
    if (e.kind == kind) return &e;
  return nullptr;
}

// Every choice of the prompt, applied to a copy, does what the prompt says.
void check_choices(const State& st, const View& v) {
  const auto& me = static_cast<const FlippedState&>(st);
  const int c = v.prompt.character;
  for (const PromptChoice& pc : v.prompt.choices) {
    INFO("choice " << pc.code);
    if (pc.group == ChoiceGroup::Roll) {
      // F-MOVE-1: one flip per die named, in die order; each outcome lands where it says.
      REQUIRE(pc.landings.size() == (1u << std::popcount(pc.dice_mask)));
      for (const Landing& l : pc.landings) {
        auto copy = st.clone();
        std::vector<int> flips;
        for (int d = 0; d < 4; ++d)
          if (pc.dice_mask >> d & 1) flips.push_back(l.silver >> d & 1 ? S : C);
        copy->rng().clear_forced();
        copy->rng().force(flips);
        EventSink ev;
        REQUIRE_FALSE(copy->apply(v.prompt.seat, pc.action, &ev));
        CHECK(copy->rng().forced().empty());  // the engine threw exactly the dice named
        const Event* roll = find(ev, kEvRoll);
        REQUIRE(roll);
        CHECK(roll->v[0] == pc.dice_mask);
        CHECK(roll->v[1] == l.silver);
        CHECK(roll->v[2] == l.total);
        const Event* mv = find(ev, kEvMove);
        if (l.total == 0) {
          CHECK_FALSE(mv);
          CHECK(l.square == me.ch(c).pos);
        } else {
          REQUIRE(mv);
          CHECK(mv->v[0] == me.ch(c).pos);
          CHECK(mv->v[1] == l.square);
        }
      }
      continue;
    }
    CHECK(pc.dice_mask == 0);
    CHECK(pc.landings.empty());
    auto copy = st.clone();
    EventSink ev;
    REQUIRE_FALSE(copy->apply(v.prompt.seat, pc.action, &ev));
    const auto& after = static_cast<const FlippedState&>(*copy);
    switch (pc.action.kind) {
      case kLeave: {  // one square back; what that square does follows from the events
        const Event* pb = find(ev, kEvPushBack);
        REQUIRE(pb);
        CHECK(pb->player == c);
        CHECK(pb->v[1] == pc.lands);
        break;
      }
      case kTunnel: {
        const Event* t = find(ev, kEvTunnel);
        REQUIRE(t);
        CHECK(t->v[1] == pc.lands);
        CHECK(after.ch(c).pos == pc.lands);
        break;
      }
      case kNoTunnel:
      case kStay:
      case kBuyPart:
        CHECK(after.ch(c).pos == pc.lands);
        CHECK(after.ch(c).cash == me.ch(c).cash - pc.cost);
        break;
      case kGiveCash:
        CHECK(after.ch(c).cash == me.ch(c).cash - pc.cost);
        CHECK(after.ch(pc.with()).cash == me.ch(pc.with()).cash + pc.cost);
        break;
      case kTakeCash: CHECK(after.ch(c).cash == me.ch(c).cash + pc.gain); break;
      case kGivePart: CHECK(after.part_loc(pc.part) == pc.with()); break;
      case kTakePart: CHECK(after.part_loc(pc.part) == c); break;
      case kShare: {
        const Event* sh = find(ev, kEvShare);
        REQUIRE(sh);
        CHECK(sh->v[0] == pc.zombies);
        break;
      }
      default: break;
    }
  }
}

// Plays random games, checking the view of every seat at every step.
void play(int players, const std::string& options, unsigned seed, int games) {
  std::mt19937 pick(seed);
  for (int g = 0; g < games; ++g) {
    Game game = make(players, "", options);
    State& st = *game.st;
    for (int step = 0; step < 400 && !st.terminal(); ++step) {
      const int actor = st.current_actor();
      REQUIRE(actor >= 0);
      for (int seat = -1; seat < st.num_players(); ++seat) {
        const View v = view_of(st, seat);
        REQUIRE(v.prompt.seat == actor);
        REQUIRE(static_cast<int>(v.characters.size()) == static_cast<const FlippedState&>(st).chars());
        CHECK_FALSE(v.prompt.text.empty());
        if (seat != actor) {
          CHECK(v.prompt.choices.empty());
          continue;
        }
        std::vector<Action> legal;
        st.legal_actions(seat, legal);
        REQUIRE(v.prompt.choices.size() == legal.size());
        for (size_t i = 0; i < legal.size(); ++i) {
          const PromptChoice& pc = v.prompt.choices[i];
          CHECK(pc.action == legal[i]);
          CHECK(pc.code == st.encode(legal[i]));
          CHECK(pc.label == st.label(legal[i]));
          CHECK_FALSE(pc.button.empty());
        }
        check_choices(st, v);
      }
      std::vector<Action> legal;
      st.legal_actions(actor, legal);
      REQUIRE_FALSE(legal.empty());
      const Action a = legal[std::uniform_int_distribution<size_t>(0, legal.size() - 1)(pick)];
      EventSink ev;
      REQUIRE_FALSE(st.apply(actor, a, &ev));
      for (const Event& e : ev) (void)narration(st, e);  // every event narrates without failing
    }
    const View end = view_of(st, 0);
    if (st.terminal()) {
      CHECK(end.over);
      CHECK(end.prompt.kind == PromptKind::Over);
      CHECK(end.prompt.choices.empty());
      CHECK(end.prompt.detail == st.outcome().summary);  // the sentence, not the statistics key
    }
  }
}

}  // namespace

TEST_CASE("view: the prompt's choices are the legal actions and each leads where it says (2 players)",
          "[flipped][view]") {
  play(2, "", 11, 6);
}

TEST_CASE("view: choices and targets hold in solo, with four players and with play-on", "[flipped][view]") {
  play(1, "", 12, 3);
  play(4, R"("death": "play_on", "exchange": "same_square", "part_limit": "unlimited")", 13, 3);
  play(3, R"("dice": "swap_daily", "end_without_move": "true", "theme": "classic")", 14, 3);
}

TEST_CASE("view: the day prompt, its rolls and the dice come from core", "[flipped][view]") {
  Game g = make(2);
  const View v = view_of(*g.st, 0);
  CHECK(v.prompt.kind == PromptKind::Day);
  CHECK(v.prompt.text.rfind("Day 1 of 7: Avery at ", 0) == 0);
  CHECK(v.prompt.text.find("3 actions left") != std::string::npos);
  // F-DICE-2: round 1's marker is the 7|0 die; the other three are available.
  CHECK(v.marker().marker_die == 0);
  CHECK(v.marker().marker_value == 7);
  CHECK(v.marker().available == (kD61 | kD52 | kD43));
  CHECK(v.marker().caption == "Day 1");
  REQUIRE(v.dice.size() == 4);
  CHECK(v.dice[1].faces == "6|1");
  int rolls = 0;
  for (const PromptChoice& pc : v.prompt.choices)
    if (pc.group == ChoiceGroup::Roll) {
      ++rolls;
      CHECK(pc.button.rfind("Roll ", 0) == 0);
    }
  CHECK(rolls == 7);  // every non-empty set of the three available dice
  CHECK(v.parts_line == "Parts in Jail: 0 of 6");
  CHECK(view_of(*g.st, 1).prompt.choices.empty());  // Briar waits
}

TEST_CASE("view: the safe-house prompt names the price, stay and leave lead where they say",
          "[flipped][view]") {
  Game g = make(2, R"("safe_houses": [3])");
  g.act(0, {kMove, kD43}, {C});  // 3: a safe house already
  const View v = view_of(*g.st, 0);
  REQUIRE(v.prompt.kind == PromptKind::SafeHouse);
  CHECK(v.prompt.square == 3);
  CHECK(v.prompt.text.find("found a safe house at") != std::string::npos);
  CHECK(v.prompt.text.find("pay $60") != std::string::npos);
  REQUIRE(v.prompt.choices.size() == 2);
  CHECK(v.prompt.choices[0].action.kind == kStay);
  CHECK(v.prompt.choices[0].cost == 60);
  CHECK(v.prompt.choices[0].lands == 3);
  CHECK(v.prompt.choices[1].action.kind == kLeave);
  CHECK(v.prompt.choices[1].lands == 2);
  CHECK(v.squares[3].mark == kSafe);
  CHECK(v.squares[3].card.size() >= 3);
  check_choices(*g.st, v);
}

TEST_CASE("view: the share prompt and its buttons", "[flipped][view]") {
  Game g = make(3, R"("phase": "dusk", "players": [{"position": 4}, {"position": 10}, {"position": 4}])");
  g.act(2, {kEndTurn}, {C, C, C});  // 1 + 2 + 3 = 6 zombies for characters 0 and 2
  REQUIRE(g.f().phase() == Phase::Share);
  const View v = view_of(*g.st, 0);
  CHECK(v.night);
  CHECK(v.prompt.kind == PromptKind::Share);
  CHECK(v.prompt.text == "Night 1: 6 zombies left; Avery picks how many to fight");
  CHECK(v.share_left == 6);
  REQUIRE(v.prompt.choices.size() == 7);
  for (const PromptChoice& pc : v.prompt.choices) CHECK(pc.button == "Fight " + std::to_string(pc.zombies));
  CHECK(v.characters[0].exposed);
  check_choices(*g.st, v);
}

TEST_CASE("view: narration and the log's sentences come from core", "[flipped][view]") {
  Game g = make(2);
  const EventSink& ev = g.act(0, {kMove, kD61 | kD43}, {S, C, C, S});  // 6 + 3 = 9; infested; back to 8
  bool roll = false, reveal = false;
  for (const Event& e : ev) {
    const std::string n = narration(*g.st, e);
    if (e.kind == kEvRoll) roll = n == "Avery rolls\u2026 9";
    if (e.kind == kEvReveal && e.v[0] == 9) reveal = n.find(": infested!") != std::string::npos;
  }
  CHECK(roll);
  CHECK(reveal);
  const View v = view_of(*g.st, 0);
  CHECK(v.squares[9].mark == kInfested);
  CHECK(v.characters[0].health == 9);
  CHECK(v.last_roll.total == 9);
  CHECK(g.st->view_json(0).find("\"game\":\"flipped\"") != std::string::npos);
}
