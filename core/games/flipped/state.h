// The state of one game of `flipped`: plain fixed-size data (no heap per
// action) plus the rule functions, which live in one .cpp file per concept:
//   state.cpp  State interface (actors, legal actions, apply dispatch)
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
#include "games/board/board.h"
#include "games/flipped/dice_set.h"
#include "games/flipped/view.h"  // the public enumerations and constants

namespace shamble::flipped {

constexpr int kSquares = board::kSquares;
constexpr int kJail = board::kJail;
constexpr int kGoToJail = board::kGoToJail;
constexpr int8_t kPartSquare[kParts] = {5, 15, 25, 35, 12, 28};

// F-REVEAL-1: a lot (a coloured square) flips a die when first reached; every
// other square is open street. The engine and the view both ask this.
inline bool is_lot(int sq) { return board::squares()[sq].kind == board::SquareKind::Street; }

// part_loc values besides a character index 0..3.
constexpr int8_t kPartAtSource = -1;
constexpr int8_t kPartDelivered = 4;

enum class Phase : uint8_t { Day, Choice, Share, Over };
enum class Choice : uint8_t { None, SafeHouse, Tunnel };

// Character flags.
constexpr uint8_t kSheltered = 1;    // paid for the safe house it stands on tonight
constexpr uint8_t kReachedJail = 2;  // reached Jail during the day of round 7 (F-WIN-2)
constexpr uint8_t kDead = 4;

// exch_done_ bit for the cash handover of an exchange (bits 0-5 are parts).
constexpr uint8_t kExchCash = 0x80;

struct Character {
  int8_t pos = 0;
  int8_t health = kMaxHealth;
  uint8_t flags = 0;
  int32_t cash = 0;
  bool alive() const { return !(flags & kDead); }
  bool operator==(const Character&) const = default;
  template <class A>
  void serialize(A& ar) {
    ar(cereal::make_nvp("pos", pos), cereal::make_nvp("health", health), cereal::make_nvp("flags", flags),
       cereal::make_nvp("cash", cash));
  }
};

// Option indices (options.cpp keeps the OptionDef list in this order).
enum Opt : int {
  kOptDeath,
  kOptEndWithoutMove,
  kOptPartLimit,
  kOptExchange,
  kOptTheme,
  kOptDice,
  kOptLostPart,
  kOptFinalDice,
  kNumOpts
};

class FlippedState;
const GameInfo& game_info();

class FlippedState : public StateBase<FlippedState> {
 public:
  FlippedState() = default;
  FlippedState(const NewGameParams& p);

  // ---- State interface (state.cpp) ----
  const GameInfo& info() const override { return game_info(); }
  int num_players() const override { return players_; }
  const RulesConfig& config() const override { return config_; }
  Rng& rng() override { return rng_; }
  const Rng& rng() const override { return rng_; }
  uint32_t actors() const override;
  void legal_actions(int seat, std::vector<Action>& out) const override;
  Status apply_action(int seat, const Action& action, EventSink* events) override;
  bool terminal() const override { return phase_ == Phase::Over; }
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
  int chars() const { return chars_; }
  int seat_of(int c) const { return players_ == 1 ? 0 : c; }
  const Character& ch(int c) const { return ch_[c]; }
  Mark mark(int sq) const { return static_cast<Mark>(mark_[sq]); }
  int part_loc(int p) const { return part_loc_[p]; }
  int round() const { return round_; }
  Phase phase() const { return phase_; }
  Choice choice() const { return choice_; }
  int turn_char() const { return turn_; }
  int choice_char() const { return choice_char_; }
  int share_char() const { return share_char_; }
  int share_left() const { return share_left_; }
  uint8_t share_members() const { return share_members_; }
  bool final_attack() const { return final_; }
  int actions_used() const { return actions_used_; }
  bool has_moved() const { return moved_; }
  bool moved_forward() const { return moved_fwd_; }
  uint8_t met_mask() const { return met_; }
  int exchange_with() const { return exch_with_; }      // F-SWAP-3: the exchange in progress, -1 none
  uint8_t exchange_done() const { return exch_done_; }  // bit p: part p moved; kExchCash: cash moved
  Result result() const { return result_; }
  const std::array<int8_t, 3>& last_roll() const { return last_roll_; }  // dice mask, silver mask, total
  int parts_delivered() const;
  int parts_held(int c) const;
  // F-PART-2: parts one character may hold (99 = no limit); option part_limit,
  // by default one each with 3-4 characters.
  int part_limit() const {
    const int o = opt(kOptPartLimit);
    return o == 1 ? 1 : o == 2 ? 99 : chars_ >= 3 ? 1 : 99;
  }
  // A value missing from a short (older) option list reads as the option's
  // `absent` value: 0 for the first six options, 1 for issue 13's.
  int opt(Opt o) const {
    return o < static_cast<int>(config_.values.size()) ? config_.values[o] : o >= kOptLostPart ? 1 : 0;
  }
  board::Theme theme() const { return opt(kOptTheme) ? board::Theme::Classic : board::Theme::Survival; }
  // F-DICE-3: the dice reading chosen by the `dice` option.
  int dice_reading() const {
    const int r = opt(kOptDice);
    return r >= 0 && r < kNumReadings ? r : kReadingSum7;
  }
  const DiceSet& dice() const { return kDiceSets[dice_reading()]; }
  std::string char_name(int c) const;
  std::string names_of(uint8_t mask) const;  // "Avery", "Avery and Briar", "Avery, Briar and Cole"
  // How a finished game ended, in one sentence naming who escaped or what
  // lost it (Outcome::summary, the last prompt, the log); empty before.
  std::string end_summary() const;
  // F-NIGHT-1: would be attacked tonight: out in the open means not sheltered
  // in a paid safe house and not in Jail (F-JAIL-1).
  bool exposed(int c) const {
    if (!ch_[c].alive() || ch_[c].pos == kJail) return false;
    return !((ch_[c].flags & kSheltered) && mark_[ch_[c].pos] == kSafe);
  }

  // Scenario fields (scenario.cpp); throws JsonError on a bad field.
  void apply_scenario(JsonObject& o);

  template <class A>
  void serialize(A& ar) {
    ar(cereal::make_nvp("config", config_), cereal::make_nvp("rng", rng_),
       cereal::make_nvp("players", players_), cereal::make_nvp("characters", chars_),
       cereal::make_nvp("names", names_), cereal::make_nvp("ch", ch_), cereal::make_nvp("marks", mark_),
       cereal::make_nvp("part_loc", part_loc_), cereal::make_nvp("round", round_),
       cereal::make_nvp("phase", phase_), cereal::make_nvp("turn", turn_),
       cereal::make_nvp("actions_used", actions_used_), cereal::make_nvp("moved", moved_),
       cereal::make_nvp("moved_forward", moved_fwd_), cereal::make_nvp("met", met_),
       cereal::make_nvp("choice", choice_), cereal::make_nvp("choice_char", choice_char_),
       cereal::make_nvp("penalty_square", pen_square_), cereal::make_nvp("penalty_next", pen_next_),
       cereal::make_nvp("night_done", night_done_), cereal::make_nvp("share_members", share_members_),
       cereal::make_nvp("share_char", share_char_), cereal::make_nvp("share_left", share_left_),
       cereal::make_nvp("share_assign", share_assign_), cereal::make_nvp("final", final_),
       cereal::make_nvp("result", result_), cereal::make_nvp("last_roll", last_roll_));
    // Rules version 2 (F-SWAP-3) added the exchange in progress; older saves
    // have none and keep the defaults.
    if (loading_rules_version(2) >= 2)
      ar(cereal::make_nvp("exchange_with", exch_with_), cereal::make_nvp("exchange_done", exch_done_));
  }

  // ---- rule functions; public so tests and scenario code can drive them ----
  // kinds.cpp: the check and apply of an action through its kind's entry;
  // check_kind gives the refusal of the question asked now for a kind asked
  // at another time.
  Status check_kind(const Action& a) const;
  void apply_kind(const Action& a, EventSink* ev);  // after check_kind
  // day_actions.cpp
  void legal_day(std::vector<Action>& out) const;
  Status check_action_left(const Action& a) const;
  Status check_move(const Action& a) const;
  Status check_buy_part(const Action& a) const;
  Status check_exchange(const Action& a) const;  // the four exchange kinds
  Status check_end_turn(const Action& a) const;
  void do_move(const Action& a, EventSink* ev);
  void do_buy_part(const Action& a, EventSink* ev);
  void do_exchange(const Action& a, EventSink* ev);
  void do_end_turn(const Action& a, EventSink* ev);
  void close_exchange();
  void start_day(EventSink* ev);
  void start_turn(EventSink* ev);
  void end_turn(EventSink* ev);
  void next_turn(EventSink* ev);
  void run_penalty(EventSink* ev);
  void settle(EventSink* ev);
  uint8_t co_located(int c) const;
  // F-SWAP-1..3: partners `turn_` may exchange with now, and whether an
  // exchange item would continue the exchange in progress (costing nothing).
  uint8_t exchange_partners() const;
  bool continues_exchange(const Action& a) const;
  bool exchange_can_continue() const;
  // movement.cpp
  int roll_move(int dice_mask, EventSink* ev);
  void step_forward(int c, int steps, EventSink* ev);
  void push_back(int c, const char* rule, EventSink* ev);
  void arrive(int c, bool by_roll, EventSink* ev);
  void reach_jail(int c, EventSink* ev);
  Status check_stay(const Action& a) const;
  Status check_no_cost(const Action& a) const;  // leave, tunnel, no tunnel
  int take_choice();
  void do_stay(const Action& a, EventSink* ev);
  void do_leave(const Action& a, EventSink* ev);
  void do_tunnel(const Action& a, EventSink* ev);
  void do_no_tunnel(const Action& a, EventSink* ev);
  int flip();  // one flip die thrown: true = silver
  // parts.cpp
  // Parts 0-3 are train parts on the four transport squares, 4-5 generator
  // parts on the two utilities (board order). Inline: bots and can_buy_part
  // ask on every decision.
  static int part_square(int p) { return p >= 0 && p < kParts ? kPartSquare[p] : -1; }
  static int part_at_square(int sq) {
    for (int p = 0; p < kParts; ++p)
      if (kPartSquare[p] == sq) return p;
    return -1;
  }
  Status check_part_action(const Action& a) const;
  bool can_buy_part(int c) const;  // the same test without building an error
  void do_part_action(const Action& a, EventSink* ev);
  void deliver_parts(int c, EventSink* ev);
  // health and death (night.cpp)
  void lose_health(int c, int n, const char* rule, EventSink* ev);
  void kill(int c, EventSink* ev);
  void start_night(EventSink* ev);
  void run_night(EventSink* ev);
  int roll_zombies(uint8_t dice_mask, uint8_t* coloured_mask);
  void begin_share(uint8_t members, int zombies, EventSink* ev);
  Status check_share(const Action& a) const;
  void do_share(const Action& a, EventSink* ev);
  void resolve_fights(EventSink* ev);
  // final_round.cpp
  void end_day(EventSink* ev);
  void end_round(EventSink* ev);
  void start_final(EventSink* ev);
  void finish_attack(EventSink* ev);
  // `detail`: the fallen character (Death) or the lost part (PartLost), for the log.
  void game_over(Result r, EventSink* ev, int detail = -1);
  int living() const;
  // F-PART-4: a part still waiting on a square that is now infested can never
  // be bought, so the team can no longer escape; -1 when there is none.
  int lost_part() const;
  bool check_lost_part(EventSink* ev);  // announces it; true if that ended the game
  // F-WIN-5: the marker position whose available dice the final attack throws.
  int final_dice_round() const { return opt(kOptFinalDice) ? kRounds : 0; }

 private:
  RulesConfig config_;
  Rng rng_;
  int8_t players_ = 0;  // seats
  int8_t chars_ = 0;    // characters (2 in solo mode)
  std::array<std::string, kMaxChars> names_;
  std::array<Character, kMaxChars> ch_{};
  std::array<uint8_t, kSquares> mark_{};
  std::array<int8_t, kParts> part_loc_{};
  int8_t round_ = 1;
  Phase phase_ = Phase::Day;
  int8_t turn_ = 0;  // character whose day turn it is
  int8_t actions_used_ = 0;
  bool moved_ = false;      // made a move action this turn (F-DAY-2)
  bool moved_fwd_ = false;  // a move action went at least one square (F-DAY-3)
  uint8_t met_ = 0;         // characters met by the last move (F-SWAP-1)
  Choice choice_ = Choice::None;
  int8_t choice_char_ = -1;
  int8_t pen_square_ = -1;  // F-DAY-3 push-backs in progress on this square
  int8_t pen_next_ = 0;     // next character the push-back reaches
  uint8_t night_done_ = 0;  // characters already attacked tonight
  uint8_t share_members_ = 0;
  int8_t share_char_ = -1;
  int8_t share_left_ = 0;
  std::array<int8_t, kMaxChars> share_assign_{};
  bool final_ = false;  // the share in progress is the final attack
  Result result_ = Result::None;
  std::array<int8_t, 3> last_roll_{};  // for the UI: dice mask, silver mask, total
  int8_t exch_with_ = -1;              // F-SWAP-3: partner of the exchange in progress
  uint8_t exch_done_ = 0;              // F-SWAP-3: what it has moved (bit p part p, kExchCash)
};

}  // namespace shamble::flipped
