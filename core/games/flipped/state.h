// The state of one game of `flipped` as the framework sees it: the position
// (a plain Table, table.h), the options and the dice. It implements the State
// contract by building a Ctx and calling the rules (rules.h: free functions in
// one .cpp file per area), and offers read accessors over the table:
//   state.cpp          State interface (setup, actors, legal actions, names)
//   kinds.cpp          each action kind's check, apply, label (apply_action)
//   day_actions.cpp    turn flow, the move/part/exchange/end actions, F-DAY-*
//   movement.cpp       stepping, reveal flips, push-backs, tunnel, F-MOVE/F-REVEAL
//   parts.cpp          train and generator parts, F-PART-*
//   night.cpp          night attacks and sharing zombies, F-NIGHT-*
//   final_round.cpp    round end, the final attack and the outcome, F-ROUND/F-WIN
#pragma once

#include <array>
#include <cstdint>
#include <string>

#include "framework/game.h"
#include "framework/serial_context.h"
#include "framework/state_base.h"
#include "games/flipped/dice_set.h"
#include "games/flipped/rules.h"
#include "games/flipped/table.h"

namespace shamble::flipped {

class FlippedState;
const GameInfo& game_info();

class FlippedState final : public StateBase<FlippedState> {
 public:
  FlippedState() = default;
  FlippedState(const NewGameParams& p);

  // ---- State interface (state.cpp) ----
  const GameInfo& info() const override { return game_info(); }
  int num_players() const override { return t_.players; }
  const RulesConfig& config() const override { return config_; }
  Rng& rng() override { return rng_; }
  const Rng& rng() const override { return rng_; }
  uint32_t actors() const override;
  void legal_actions(int seat, std::vector<Action>& out) const override;
  Status apply_action(int seat, const Action& action, EventSink* events) override;
  bool terminal() const override { return t_.phase == Phase::Over; }
  Outcome outcome() const override;
  int turn_number() const override;
  std::string player_name(int seat) const override;
  const std::vector<ActionKindDef>& action_kinds() const override;
  const std::vector<EventKindDef>& event_kinds() const override;
  std::string label(const Action& a) const override;  // kinds.cpp
  std::string describe(const Event& e) const override;
  std::string check_invariants() const override;   // invariants.cpp
  std::string view_json(int seat) const override;  // view_json.cpp

  // ---- read access for bots, stats, tests, the UI ----
  int chars() const { return t_.chars; }
  int seat_of(int c) const { return t_.players == 1 ? 0 : c; }
  const Character& ch(int c) const { return t_.ch[c]; }
  Mark mark(int sq) const { return static_cast<Mark>(t_.mark[sq]); }
  int part_loc(int p) const { return t_.part_loc[p]; }
  int round() const { return t_.round; }
  Phase phase() const { return t_.phase; }
  Choice choice() const { return t_.choice; }
  int turn_char() const { return t_.turn; }
  int choice_char() const { return t_.choice_char; }
  int share_char() const { return t_.share_char; }
  int share_left() const { return t_.share_left; }
  uint8_t share_members() const { return t_.share_members; }
  bool final_attack() const { return t_.final_attack; }
  int actions_used() const { return t_.actions_used; }
  bool has_moved() const { return t_.moved; }
  bool moved_forward() const { return t_.moved_fwd; }
  uint8_t met_mask() const { return t_.met; }
  int exchange_with() const { return t_.exch_with; }      // F-SWAP-3: the exchange in progress, -1 none
  uint8_t exchange_done() const { return t_.exch_done; }  // bit p: part p moved; kExchCash: cash moved
  Result result() const { return t_.result; }
  const std::array<int8_t, 3>& last_roll() const { return t_.last_roll; }  // dice mask, silver mask, total
  int parts_delivered() const { return flipped::parts_delivered(t_); }
  int parts_held(int c) const { return flipped::parts_held(t_, c); }
  int part_limit() const { return flipped::part_limit(t_, config_); }  // F-PART-2
  int opt(Opt o) const { return flipped::opt(config_, o); }
  board::Theme theme() const { return flipped::theme(config_); }
  int dice_reading() const { return flipped::dice_reading(config_); }  // F-DICE-3
  const DiceSet& dice() const { return flipped::dice(config_); }
  // The position itself, for the rules' questions (rules.h: exposed,
  // lost_part, can_buy_part, co_located ...).
  const Table& table() const { return t_; }
  std::string char_name(int c) const;
  std::string names_of(uint8_t mask) const;  // "Avery", "Avery and Briar", "Avery, Briar and Cole"
  // How a finished game ended, in one sentence naming who escaped or what
  // lost it (Outcome::summary, the last prompt, the log); empty before.
  std::string end_summary() const;
  // Scenario fields (scenario.cpp); throws JsonError on a bad field.
  void apply_scenario(JsonObject& o);

  // The save: config and rng, then the table's fields in the same object
  // (the names and order of the saves written before Table existed).
  template <class A>
  void serialize(A& ar) {
    ar(cereal::make_nvp("config", config_), cereal::make_nvp("rng", rng_));
    t_.serialize(ar);
  }

 private:
  RulesConfig config_;
  Rng rng_;
  Table t_;
};

}  // namespace shamble::flipped
