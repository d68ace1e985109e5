// Hot-path access to the shared board data: the rules look squares and
// colour groups up millions of times per second, so they read a table cached
// here once instead of calling into board.cpp each time.
#pragma once

#include <array>
#include <cstdint>

#include "games/board/board.h"

namespace shamble::mono {

struct GroupLots {
  int8_t n = 0;
  std::array<int8_t, 4> sq{};
  const int8_t* begin() const { return sq.data(); }
  const int8_t* end() const { return sq.data() + n; }
};

struct FastBoard {
  const board::Square* squares;
  std::array<GroupLots, board::kGroups> groups;
  FastBoard() : squares(board::squares().data()) {
    for (int g = 0; g < board::kGroups; ++g)
      for (int s : board::group_squares(g)) groups[g].sq[groups[g].n++] = static_cast<int8_t>(s);
  }
};

inline const FastBoard& fast_board() {
  static const FastBoard b;
  return b;
}
inline const board::Square& sq_data(int i) { return fast_board().squares[i]; }
inline const GroupLots& group_lots(int g) { return fast_board().groups[g]; }

}  // namespace shamble::mono
