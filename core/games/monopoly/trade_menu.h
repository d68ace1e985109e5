// The trade phase's moves as data, in the list's order: the answers (or
// propose and cancel), then cash amounts, deeds and release cards. The list
// (legal_trade), its length and its k-th move all come from it, so a random
// pick (most actions of a random game are trade edits) counts and indexes
// instead of writing some fifty moves.
#pragma once

#include <array>
#include <bit>
#include <cstdint>
#include <iterator>

#include "framework/action.h"
#include "framework/nth_bit.h"
#include "games/monopoly/view.h"  // the action kinds

namespace shamble::mono {

struct MonoTable;

// The cash amounts a side may put in an offer, in the list's order.
inline constexpr int kCashLadder[] = {0, 10, 25, 50, 100, 200, 300, 500, 1000};
inline constexpr int kCashSteps = static_cast<int>(std::size(kCashLadder));
// How many ladder amounts `cash` covers, from a table by fives (every amount
// is a multiple of five): a random trade edit asks it twice.
struct CashLadderTable {
  static constexpr int kTop = 1000;  // the last amount
  std::array<int8_t, kTop / 5 + 1> upto{};
  constexpr CashLadderTable() {
    for (int i = 0; i <= kTop / 5; ++i)
      for (int v : kCashLadder) upto[i] += v <= 5 * i;
  }
  constexpr int covered(int cash) const { return cash < 0 ? 0 : cash >= kTop ? kCashSteps : upto[cash / 5]; }
};
inline constexpr CashLadderTable kCashLadderTable{};
static_assert(kCashLadder[kCashSteps - 1] == CashLadderTable::kTop);

struct TradeMenu {
  Action head[3];
  int heads = 0;
  // Per side, the amounts up to its cash (a prefix of the ladder: it is
  // sorted) but the one it offers now: counted, not written, so the k-th one
  // is arithmetic (a random pick reads one of some twenty).
  int cash_upto[2] = {0, 0};    // ladder amounts the side can pay
  int cash_skip[2] = {-1, -1};  // ladder index of the amount offered now, when among those
  int cash_n = 0;
  uint64_t deeds = 0;  // the tradeable deeds, listed in square order
  int card[2];
  int cards_n = 0;

  int size() const { return heads + cash_n + std::popcount(deeds) + cards_n; }
  int cash_count(int side) const { return cash_upto[side] - (cash_skip[side] >= 0); }
  Action cash_move(int i) const {
    const int s = i >= cash_count(0);
    const int j = s ? i - cash_count(0) : i;
    return {kTradeCash, s, kCashLadder[j + (cash_skip[s] >= 0 && j >= cash_skip[s])], 0};
  }
  // Every cash move at w, in order; returns the end.
  Action* write_cash(Action* w) const {
    for (int s = 0; s < 2; ++s)
      for (int j = 0; j < cash_upto[s]; ++j)
        if (j != cash_skip[s]) *w++ = {kTradeCash, s, kCashLadder[j], 0};
    return w;
  }
  Action card_move(int i) const { return {kTradeCard, card[i], 0, 0}; }
  // The k-th move of the list; an empty Action outside it.
  Action at(int k) const {
    if (k < 0) return {};
    if (k < heads) return head[k];
    k -= heads;
    if (k < cash_n) return cash_move(k);
    k -= cash_n;
    if (int n = std::popcount(deeds); k < n) {
      return {kTradeDeed, nth_bit(deeds, k), 0, 0};
    } else {
      k -= n;
    }
    return k < cards_n ? card_move(k) : Action{};
  }
};

// The trade actor's menu (trade.cpp): what legal_trade lists.
void trade_menu(const MonoTable& t, TradeMenu& m);

}  // namespace shamble::mono
