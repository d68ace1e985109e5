// Hot-path access to the shared board data: the rules look squares and
// colour groups up millions of times per second, so they read a table built
// at compile time from board_table.h: no call, no guard of a lazy static.
#pragma once

#include <array>
#include <cstdint>

#include "games/board/board.h"
#include "games/board/board_table.h"

namespace shamble::mono {

struct GroupLots {
  int8_t n = 0;
  std::array<int8_t, 4> sq{};
  const int8_t* begin() const { return sq.data(); }
  const int8_t* end() const { return sq.data() + n; }
};

// The fee on a mortgage's loan: 10%, rounded up. One formula for the fee a
// receiver pays (rules.h transfer_fee) and the lift cost below.
constexpr int loan_fee(int loan) { return (loan + 9) / 10; }

struct FastBoard {
  const board::Square* squares;
  std::array<GroupLots, board::kGroups> groups;
  // The same as masks (bit = square), for the legality checks that test a
  // whole group or every deed of a seat in one AND (board_masks.h).
  std::array<uint64_t, board::kGroups> group_mask{};
  uint64_t property_mask = 0;  // streets, transports and utilities
  uint64_t street_mask = 0;
  uint64_t grouped_mask = 0;  // the lots of every colour group
  // Per square: the squares of its colour group, or of its kind when it has
  // no group (the four transports, the two utilities): what the bots value
  // a deed against.
  std::array<uint64_t, board::kSquares> kin_mask{};
  // What lifting a mortgage costs: the loan and its fee; the move list
  // compares it with a seat's cash.
  std::array<int32_t, board::kSquares> lift_cost{};
  // Per amount of cash up to the dearest lift: the squares whose lift it
  // covers, so the move list settles every mortgaged deed in one AND.
  static constexpr int kMaxLift = 400;
  std::array<uint64_t, kMaxLift + 1> lifts_within{};
  constexpr FastBoard() : squares(board::kBoard.data()) {
    for (int s = 0; s < board::kSquares; ++s)  // square order, as board::group_squares
      if (int g = squares[s].group; g >= 0) {
        groups[g].sq[groups[g].n++] = static_cast<int8_t>(s);
        group_mask[g] |= 1ull << s;
        grouped_mask |= 1ull << s;
      }
    for (int s = 0; s < board::kSquares; ++s) {
      auto k = squares[s].kind;  // board::is_property
      if (k == board::SquareKind::Street || k == board::SquareKind::Transport ||
          k == board::SquareKind::Utility)
        property_mask |= 1ull << s;
      if (squares[s].kind == board::SquareKind::Street) street_mask |= 1ull << s;
      lift_cost[s] = squares[s].mortgage + loan_fee(squares[s].mortgage);
      for (int o = 0; o < board::kSquares; ++o)
        if (squares[s].group >= 0 ? squares[o].group == squares[s].group : squares[o].kind == squares[s].kind)
          kin_mask[s] |= 1ull << o;
    }
    for (int c = 0; c <= kMaxLift; ++c)
      for (int s = 0; s < board::kSquares; ++s)
        if (lift_cost[s] <= c) lifts_within[c] |= 1ull << s;
  }
  // The squares whose lift `cash` covers.
  constexpr uint64_t lifts_for(int cash) const {
    return cash < 0 ? 0 : lifts_within[cash < kMaxLift ? cash : kMaxLift];
  }
};

inline constexpr FastBoard kFastBoard{};
static_assert(
    [] {
      for (int c : kFastBoard.lift_cost)
        if (c > FastBoard::kMaxLift) return false;
      return true;
    }(),
    "a lift dearer than lifts_within covers");
inline const FastBoard& fast_board() { return kFastBoard; }
inline const board::Square& sq_data(int i) { return fast_board().squares[i]; }
inline const GroupLots& group_lots(int g) { return fast_board().groups[g]; }
inline uint64_t group_mask(int g) { return fast_board().group_mask[g]; }
// board::is_property without the call: the rules ask it on every deed check.
inline bool is_deed(int sq) {
  return sq >= 0 && sq < board::kSquares && (fast_board().property_mask >> sq & 1);
}

}  // namespace shamble::mono
