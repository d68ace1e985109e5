// The play loop's unchecked step for random seats (play_loop.h, random_step)
// and for a bot that says its move came from its list (Bot::chose_listed):
// a move drawn from the seat's own list goes to apply_listed, never through
// the checks; a seat whose list is empty draws nothing and goes on to the
// checked apply, which refuses it. No real game gives an acting seat an empty
// list (the soak reports that as `legal-empty`), so a small game made for this
// test drives both paths and counts which apply each move reached.
#include <catch2/catch.hpp>

#include "framework/bot.h"
#include "framework/listed_state.h"

using namespace shamble;

namespace {

// One seat counts down from `left`; each step is the only move, "tick". With
// `stuck` set the seat is asked to act but its list is empty.
class Countdown final : public ListedState<Countdown> {
 public:
  int left = 3;
  bool stuck = false;
  int listed_applies = 0;   // moves that came through apply_listed
  int checked_applies = 0;  // moves apply_action accepted
  int refused = 0;          // moves apply_action refused

  const GameInfo& info() const override {
    static const GameInfo g = [] {
      GameInfo i;
      i.id = "countdown";
      i.name = "Countdown";
      i.min_players = i.max_players = i.default_players = 1;
      i.listed = false;
      return i;
    }();
    return g;
  }
  int num_players() const override { return 1; }
  const RulesConfig& config() const override { return cfg_; }
  Rng& rng() override { return rng_; }
  const Rng& rng() const override { return rng_; }
  uint32_t actors() const override { return left > 0 ? 1u : 0u; }
  void list_legal(int seat, ActionList& l) const {
    if (seat == 0 && left > 0 && !stuck) l.push_back({0, 0, 0, 0});
  }
  Status apply_action(int seat, const Action& a, EventSink* ev) override {
    if (seat != 0 || left <= 0 || stuck || a.kind != 0) {
      ++refused;
      return fail("TICK", "no tick is open");
    }
    ++checked_applies;
    --left;
    if (ev) ev->push_back(Event{});
    return {};
  }
  void apply_listed(int, const Action&, EventSink* ev) {
    ++listed_applies;
    --left;
    if (ev) ev->push_back(Event{});
  }
  bool terminal() const override { return left <= 0; }
  Outcome outcome() const override { return {}; }
  int turn_number() const override { return 0; }
  std::string player_name(int) const override { return "Solo"; }
  const std::vector<ActionKindDef>& action_kinds() const override {
    static const std::vector<ActionKindDef> k = {{"tick", 0}};
    return k;
  }
  const std::vector<EventKindDef>& event_kinds() const override {
    static const std::vector<EventKindDef> k;
    return k;
  }
  std::string label(const Action&) const override { return "Tick"; }
  std::string describe(const Event&) const override { return "A tick"; }
  std::string view_json(int) const override { return "{}"; }
  template <class A>
  void serialize(A& ar) {
    ar(left, stuck);
  }

 private:
  RulesConfig cfg_;
  Rng rng_;
};

static_assert(kAppliesListed<Countdown>, "the test game takes the unchecked step");

struct Run {
  LoopEnd end;
  LoopCursor cur;
  Rng bot_rng{7};
  int events = 0;
};

Run run(Countdown& s, std::unique_ptr<Bot> bot) {
  Run r;
  std::vector<std::unique_ptr<Bot>> bots;
  bots.push_back(std::move(bot));
  EventSink events;
  std::function<void(const State&, const EventSink&)> step = [&](const State&, const EventSink& ev) {
    r.events += static_cast<int>(ev.size());
  };
  PlayLoop loop;
  loop.bots = bots.data();
  loop.nbots = 1;
  loop.bot_rng = &r.bot_rng;
  loop.max_turns = 1000;
  loop.events = &events;
  loop.on_step = &step;
  loop.cur = &r.cur;
  r.end = s.play_bots(loop);
  return r;
}

}  // namespace

TEST_CASE("a random seat's listed move is applied without the checks", "[play_loop]") {
  Countdown s;
  Run r = run(s, std::make_unique<RandomBot>());
  REQUIRE(r.end == LoopEnd::Finished);
  REQUIRE(r.cur.actions == 3);
  REQUIRE(s.listed_applies == 3);
  REQUIRE(s.checked_applies == 0);
  REQUIRE(s.refused == 0);
  REQUIRE(r.events == 3);  // the step hook saw each move's events
  Rng three_draws(7);      // one draw per move, from a list of one
  for (int i = 0; i < 3; ++i) (void)three_draws.below(1);
  REQUIRE(r.bot_rng == three_draws);
}

TEST_CASE("an empty list draws nothing and is refused by the checked apply", "[play_loop]") {
  Countdown s;
  s.stuck = true;
  Run r = run(s, std::make_unique<RandomBot>());
  REQUIRE(r.end == LoopEnd::Refused);
  REQUIRE(r.cur.actions == 0);
  REQUIRE(r.cur.seat == 0);
  REQUIRE(s.listed_applies == 0);
  REQUIRE(s.refused == 1);
  REQUIRE(s.left == 3);                         // nothing applied
  REQUIRE(r.bot_rng == Rng(7));                 // and nothing drawn
  REQUIRE(r.cur.action.kind == Action{}.kind);  // the empty draw, as random_legal gives it
}

TEST_CASE("another bot's move goes through the checked apply", "[play_loop]") {
  struct Ticker final : Bot {
    Action choose(const State&, int, Rng&) override { return {0, 0, 0, 0}; }
  };
  Countdown s;
  Run r = run(s, std::make_unique<Ticker>());
  REQUIRE(r.end == LoopEnd::Finished);
  REQUIRE(r.cur.actions == 3);
  REQUIRE(s.checked_applies == 3);
  REQUIRE(s.listed_applies == 0);
}

TEST_CASE("a bot's move it says it copied from its list is applied unchecked", "[play_loop]") {
  // Says "listed" for its first two moves only: the loop must follow the
  // answer move by move, not once per seat or per game.
  struct Copier final : Bot {
    int asked = 0;
    Action choose(const State&, int, Rng&) override {
      listed_ = ++asked <= 2;
      return {0, 0, 0, 0};
    }
  };
  Countdown s;
  Run r = run(s, std::make_unique<Copier>());
  REQUIRE(r.end == LoopEnd::Finished);
  REQUIRE(r.cur.actions == 3);
  REQUIRE(s.listed_applies == 2);
  REQUIRE(s.checked_applies == 1);
  REQUIRE(r.events == 3);  // the step hook saw every move's events, both paths
}
