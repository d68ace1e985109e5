// The moves of the seat a phase waits on, as data in the list's order, for
// the phases that are mostly deed management: before rolling, buying, after
// moving, and in debt. Most moves of a random game outside trades are picked
// here, so a random pick counts and indexes instead of writing the list
// (listed_state.h, quick_legal). Not while a rent claim is open before or
// after the roll; there the list is written (legal_actions_of), and the soak
// and legal_index_test compare every answer with it.
#pragma once

#include <bit>
#include <cstdint>

#include "framework/action.h"
#include "framework/nth_bit.h"
#include "games/monopoly/view.h"  // the action kinds

namespace shamble::mono {

struct MonoTable;
struct MonoRules;

// A seat's deed moves, per deed in square order: a first move where `first`
// has its bit (sell where built, else lift where mortgaged, else mortgage),
// then a build where `builds` has it. manage() writes its list from these.
struct DeedMoves {
  uint64_t first = 0, builds = 0;
  uint64_t built = 0, liens = 0;  // what the first move is

  int size() const { return std::popcount(first) + std::popcount(builds); }
  Action first_move(int sq) const {
    return {built >> sq & 1 ? kSell : liens >> sq & 1 ? kUnmortgage : kMortgage, sq, 0, 0};
  }
  // The k-th move; an empty Action outside the list.
  Action at(int k) const {
    if (k < 0) return {};
    if (!builds) {  // the common case: one move a deed at most
      return k < std::popcount(first) ? first_move(nth_bit(first, k)) : Action{};
    }
    for (uint64_t m = first | builds; m; m &= m - 1) {
      const int sq = std::countr_zero(m);
      if ((first >> sq & 1) && k-- == 0) return first_move(sq);
      if ((builds >> sq & 1) && k-- == 0) return {kBuild, sq, 0, 0};
    }
    return {};
  }
  // The moves at w, which has room for two a deed; returns the end. Each is
  // written and then kept or not: which depends on the data, so a branch
  // here was mispredicted often.
  Action* write(Action* w) const {
    for (uint64_t m = first | builds; m; m &= m - 1) {
      const int sq = std::countr_zero(m);
      *w = first_move(sq);
      w += first >> sq & 1;
      *w = {kBuild, sq, 0, 0};
      w += builds >> sq & 1;
    }
    return w;
  }
};

// The deed moves of `seat` (actions.cpp); `debt`: no lifting and no building.
DeedMoves deed_moves(const MonoTable& t, const MonoRules& r, int seat, bool debt);
// DeedMoves::builds alone, outside debt: the lots where `seat` may build now.
uint64_t build_moves(const MonoTable& t, const MonoRules& r, int seat);

// The phase's own moves first, then the deed moves, the trade openings (one
// a partner, in seat order) and last a closing move (going bankrupt in debt).
struct TurnMenu {
  Action head[3];
  int heads = 0;
  DeedMoves deeds;
  uint32_t partners = 0;
  Action tail{};
  int tails = 0;

  int size() const { return heads + deeds.size() + std::popcount(partners) + tails; }
  Action at(int k) const {
    if (k < 0) return {};
    if (k < heads) return head[k];
    k -= heads;
    if (int n = deeds.size(); k < n) {
      return deeds.at(k);
    } else {
      k -= n;
    }
    if (int n = std::popcount(partners); k < n) {
      return {kTradeStart, nth_bit(partners, k), 0, 0};
    } else {
      k -= n;
    }
    return k < tails ? tail : Action{};
  }
};

// The menu of `seat` now (actions.cpp); false where the list is written
// instead (another phase or seat, an open rent claim).
bool turn_menu(const MonoTable& t, const MonoRules& r, int seat, TurnMenu& m);
// TurnMenu::head alone (heads), before the roll, buying and after the roll;
// false in debt (no head) and wherever turn_menu is false.
bool turn_heads(const MonoTable& t, const MonoRules& r, int seat, TurnMenu& m);

}  // namespace shamble::mono
