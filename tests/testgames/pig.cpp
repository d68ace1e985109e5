#include "pig.h"

#include "framework/bot.h"
#include "framework/json_reader.h"
#include "framework/json_writer.h"
#include "framework/state_base.h"

namespace shamble {

namespace {

enum Kind { kRoll, kHold };
enum Ev { kRolled, kBust, kHeld, kWon };
enum Opt { kTarget, kBustFace, kPlantedBug };

class PigState final : public StateBase<PigState> {
 public:
  PigState() = default;
  PigState(const NewGameParams& p) : config_(p.config), rng_(p.seed) {
    scores_.assign(p.players, 0);
    names_ = p.names;
    for (int i = static_cast<int>(names_.size()); i < p.players; ++i)
      names_.push_back("Player " + std::to_string(i + 1));
    names_.resize(p.players);
  }

  const GameInfo& info() const override { return pig_game(); }
  int num_players() const override { return static_cast<int>(scores_.size()); }
  const RulesConfig& config() const override { return config_; }
  Rng& rng() override { return rng_; }
  const Rng& rng() const override { return rng_; }
  uint32_t actors() const override { return terminal() ? 0u : 1u << turn_; }
  void legal_actions(int seat, std::vector<Action>& out) const override {
    if (!(actors() & (1u << seat))) return;
    out.push_back({kRoll});
    if (turn_total_ > 0) out.push_back({kHold});
  }
  Status apply_action(int seat, const Action& a, EventSink* ev) override {
    if (auto e = check_actor(*this, seat)) return e;
    // The planted bugs prove the soak (tests/framework/soak_test.cpp) catches
    // what it promises to: 1 breaks an invariant on the first hold, 2 changes
    // the state before refusing a hold with nothing to hold.
    if (config_.values[kPlantedBug] == 2 && a.kind == kHold && turn_total_ == 0) {
      ++scores_[seat];
      return fail("PIG-HOLD", "there is nothing to hold yet: roll first");
    }
    if (a.kind == kRoll && a.a == 0) {
      int face = rng_.roll(6);
      emit(ev, kRolled, seat, "PIG-ROLL", face);
      if (face == config_.values[kBustFace]) {
        emit(ev, kBust, seat, "PIG-BUST", turn_total_);
        end_turn();
      } else {
        turn_total_ += face;
      }
      return {};
    }
    if (a.kind == kHold && a.a == 0) {
      if (turn_total_ == 0) return fail("PIG-HOLD", "there is nothing to hold yet: roll first");
      scores_[seat] += config_.values[kPlantedBug] == 1 ? -turn_total_ : turn_total_;
      emit(ev, kHeld, seat, "PIG-HOLD", turn_total_, scores_[seat]);
      if (scores_[seat] >= config_.values[kTarget]) {
        winner_ = seat;
        emit(ev, kWon, seat, "PIG-WIN", scores_[seat]);
        return {};
      }
      end_turn();
      return {};
    }
    return fail("PIG-ACTIONS", "the only moves are roll and hold");
  }
  bool terminal() const override { return winner_ >= 0; }
  Outcome outcome() const override {
    Outcome o;
    if (winner_ >= 0) o.winners = {winner_};
    o.reason = "target reached";
    return o;
  }
  int turn_number() const override { return turns_; }
  std::string player_name(int seat) const override { return names_.at(seat); }
  const std::vector<ActionKindDef>& action_kinds() const override {
    static const std::vector<ActionKindDef> k = {{"roll", 0}, {"hold", 0}};
    return k;
  }
  const std::vector<EventKindDef>& event_kinds() const override {
    static const std::vector<EventKindDef> k = {{"rolled"}, {"bust"}, {"held"}, {"won"}};
    return k;
  }
  std::string label(const Action& a) const override {
    return a.kind == kRoll ? "Roll the die" : "Hold " + std::to_string(turn_total_) + " points";
  }
  std::string describe(const Event& e) const override {
    std::string who = e.player >= 0 && e.player < num_players() ? names_[e.player] : "?";
    switch (e.kind) {
      case kRolled: return who + " rolled " + std::to_string(e.v[0]);
      case kBust: return who + " rolled the bust face and lost " + std::to_string(e.v[0]) + " points";
      case kHeld: return who + " held " + std::to_string(e.v[0]) + ", now on " + std::to_string(e.v[1]);
      case kWon: return who + " reached " + std::to_string(e.v[0]) + " and wins";
    }
    return "?";
  }
  std::string check_invariants() const override {
    if (scores_.empty() || scores_.size() > 8) return "player count out of range";
    if (names_.size() != scores_.size()) return "names do not match players";
    if (turn_ < 0 || turn_ >= num_players()) return "turn out of range";
    if (config_.values.size() != 3) return "wrong number of options";
    for (int s : scores_)
      if (s < 0) return "negative score";
    if (turn_total_ < 0) return "negative turn total";
    if (winner_ >= num_players()) return "winner out of range";
    return {};
  }

  // Pig hides nothing but the die to come: the view is the public score sheet.
  std::string view_json(int seat) const override {
    JsonWriter w;
    w.begin_object().field("game", "pig").field("viewer", seat).field("turn", turn_);
    w.field("turn_total", turn_total_).field("winner", winner_).key("scores").begin_array();
    for (int x : scores_) w.value(x);
    w.end_array().end_object();
    return w.str();
  }

  template <class A>
  void serialize(A& ar) {
    ar(cereal::make_nvp("config", config_), cereal::make_nvp("rng", rng_),
       cereal::make_nvp("scores", scores_), cereal::make_nvp("names", names_),
       cereal::make_nvp("turn", turn_), cereal::make_nvp("turn_total", turn_total_),
       cereal::make_nvp("turns", turns_), cereal::make_nvp("winner", winner_));
  }

  void end_turn() {
    turn_total_ = 0;
    turn_ = (turn_ + 1) % num_players();
    ++turns_;
  }

  RulesConfig config_;
  Rng rng_;
  std::vector<int> scores_;
  std::vector<std::string> names_;
  int turn_ = 0, turn_total_ = 0, turns_ = 0, winner_ = -1;
};

// Holds at 20 or more: a classic simple strategy, stands in for "normal".
class HoldAt20 : public Bot {
 public:
  explicit HoldAt20(int at) : at_(at) {}
  Action choose(const State& s, int, Rng&) override {
    return static_cast<const PigState&>(s).turn_total_ >= at_ ? Action{kHold} : Action{kRoll};
  }
  int at_;
};

GameInfo make_info() {
  GameInfo g;
  g.id = "pig";
  g.name = "Pig (test game)";
  g.summary = "Roll to build a turn total, hold to bank it; a 1 loses it.";
  g.min_players = 2;
  g.max_players = 8;
  g.default_players = 2;
  g.listed = false;  // lives in tests/ to prove the framework; never offered to players
  g.options = {
      {"target", OptionType::Int, 30, 5, 1000, {}, "points needed to win", "test game"},
      {"bust_face", OptionType::Int, 1, 1, 6, {}, "the face that loses the turn total", "test game"},
      {"planted_bug", OptionType::Int, 0, 0, 2, {}, "a deliberate bug for the soak's own tests", "test game"},
  };
  g.presets = {{"standard", "to 30", {}}, {"quick", "to 10", {{"target", "10"}}}};
  g.rules = {{"PIG-ROLL", "Rolling", "Roll one die; anything but the bust face adds to your turn total."},
             {"PIG-BUST", "Busting", "Rolling the bust face loses the turn total and ends your turn."},
             {"PIG-HOLD", "Holding", "Hold to add the turn total to your score and pass the die."},
             {"PIG-WIN", "Winning", "The first to reach the target wins."},
             {"PIG-ACTIONS", "Moves", "Roll or hold; nothing else."}};
  g.create = [](const NewGameParams& p) { return std::make_unique<PigState>(p); };
  g.blank = [] { return std::make_unique<PigState>(); };
  g.make_bot = [](const std::string& level) -> std::unique_ptr<Bot> {
    if (level == "easy") return std::make_unique<HoldAt20>(5);
    if (level == "normal") return std::make_unique<HoldAt20>(20);
    return nullptr;
  };
  g.apply_scenario = [](State& st, JsonObject& o) {
    auto& s = static_cast<PigState&>(st);
    std::vector<int> scores = o.get_ints("scores", 0, 100000);
    if (!scores.empty()) {
      if (static_cast<int>(scores.size()) != s.num_players()) o.fail("scores", "needs one score per player");
      s.scores_ = scores;
    }
    s.turn_ = o.get_int("turn", 0, s.num_players() - 1, 0);
    s.turn_total_ = o.get_int("turn_total", 0, 100000, 0);
  };
  return g;
}

}  // namespace

const GameInfo& pig_game() {
  static const GameInfo g = make_info();
  return g;
}

}  // namespace shamble
