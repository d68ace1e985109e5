// The position of one game of `flipped` as plain data: where everyone stands,
// what they carry, the marks on the board and where the turn is. Fixed size
// (no heap per action). The rules (rules.h) are free functions over it;
// FlippedState holds one and adds the options and the dice.
#pragma once

#include <array>
#include <cstdint>
#include <string>

#include "framework/serial_context.h"
#include "games/board/board.h"
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

// Table::exch_done bit for the cash handover of an exchange (bits 0-5 are parts).
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

// Parts 0-3 are train parts on the four transport squares, 4-5 generator
// parts on the two utilities (board order). Inline: bots and can_buy_part ask
// on every decision.
inline int part_square(int p) { return p >= 0 && p < kParts ? kPartSquare[p] : -1; }
inline int part_at_square(int sq) {
  for (int p = 0; p < kParts; ++p)
    if (kPartSquare[p] == sq) return p;
  return -1;
}

struct Table {
  int8_t players = 0;  // seats
  int8_t chars = 0;    // characters (2 in solo mode)
  std::array<std::string, kMaxChars> names;
  std::array<Character, kMaxChars> ch{};
  std::array<uint8_t, kSquares> mark{};
  std::array<int8_t, kParts> part_loc{};
  int8_t round = 1;
  Phase phase = Phase::Day;
  int8_t turn = 0;  // character whose day turn it is
  int8_t actions_used = 0;
  bool moved = false;      // made a move action this turn (F-DAY-2)
  bool moved_fwd = false;  // a move action went at least one square (F-DAY-3)
  uint8_t met = 0;         // characters met by the last move (F-SWAP-1)
  Choice choice = Choice::None;
  int8_t choice_char = -1;
  int8_t pen_square = -1;  // F-DAY-3 push-backs in progress on this square
  int8_t pen_next = 0;     // next character the push-back reaches
  uint8_t night_done = 0;  // characters already attacked tonight
  uint8_t share_members = 0;
  int8_t share_char = -1;
  int8_t share_left = 0;
  std::array<int8_t, kMaxChars> share_assign{};
  bool final_attack = false;  // the share in progress is the final attack
  Result result = Result::None;
  std::array<int8_t, 3> last_roll{};  // for the UI: dice mask, silver mask, total
  int8_t exch_with = -1;              // F-SWAP-3: partner of the exchange in progress
  uint8_t exch_done = 0;              // F-SWAP-3: what it has moved (bit p part p, kExchCash)

  bool operator==(const Table&) const = default;
  // The save's field names and order are those FlippedState wrote before the
  // table was its own struct (FlippedState::serialize writes config and rng
  // first, then this): old saves load unchanged.
  template <class A>
  void serialize(A& ar) {
    ar(cereal::make_nvp("players", players), cereal::make_nvp("characters", chars),
       cereal::make_nvp("names", names), cereal::make_nvp("ch", ch), cereal::make_nvp("marks", mark),
       cereal::make_nvp("part_loc", part_loc), cereal::make_nvp("round", round),
       cereal::make_nvp("phase", phase), cereal::make_nvp("turn", turn),
       cereal::make_nvp("actions_used", actions_used), cereal::make_nvp("moved", moved),
       cereal::make_nvp("moved_forward", moved_fwd), cereal::make_nvp("met", met),
       cereal::make_nvp("choice", choice), cereal::make_nvp("choice_char", choice_char),
       cereal::make_nvp("penalty_square", pen_square), cereal::make_nvp("penalty_next", pen_next),
       cereal::make_nvp("night_done", night_done), cereal::make_nvp("share_members", share_members),
       cereal::make_nvp("share_char", share_char), cereal::make_nvp("share_left", share_left),
       cereal::make_nvp("share_assign", share_assign), cereal::make_nvp("final", final_attack),
       cereal::make_nvp("result", result), cereal::make_nvp("last_roll", last_roll));
    // Rules version 2 (F-SWAP-3) added the exchange in progress; older saves
    // have none and keep the defaults.
    if (loading_rules_version(2) >= 2)
      ar(cereal::make_nvp("exchange_with", exch_with), cereal::make_nvp("exchange_done", exch_done));
  }
};

}  // namespace shamble::flipped
