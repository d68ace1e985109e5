// The trade phase's moves as data, in the list's order: the answers (or
// propose and cancel), then cash amounts, deeds and release cards. The list
// (legal_trade), its length and its k-th move all come from it, so a random
// pick (most actions of a random game are trade edits) counts and indexes
// instead of writing some fifty moves.
#pragma once

#include <bit>
#include <cstdint>

#include "framework/action.h"
#include "games/monopoly/view.h"  // the action kinds

namespace shamble::mono {

struct MonoTable;

struct TradeMenu {
  Action head[3];
  int heads = 0;
  struct Slot {
    int32_t side, amount;
  };
  Slot cash[18];  // no default initializers: the array costs nothing until written
  int cash_n = 0;
  uint64_t deeds = 0;  // the tradeable deeds, listed in square order
  int card[2];
  int cards_n = 0;

  int size() const { return heads + cash_n + std::popcount(deeds) + cards_n; }
  Action cash_move(int i) const { return {kTradeCash, cash[i].side, cash[i].amount, 0}; }
  Action card_move(int i) const { return {kTradeCard, card[i], 0, 0}; }
  // The k-th move of the list; an empty Action outside it.
  Action at(int k) const {
    if (k < 0) return {};
    if (k < heads) return head[k];
    k -= heads;
    if (k < cash_n) return cash_move(k);
    k -= cash_n;
    if (int n = std::popcount(deeds); k < n) {
      uint64_t d = deeds;
      for (; k > 0; --k) d &= d - 1;
      return {kTradeDeed, std::countr_zero(d), 0, 0};
    } else {
      k -= n;
    }
    return k < cards_n ? card_move(k) : Action{};
  }
};

// The trade actor's menu (trade.cpp): what legal_trade lists.
void trade_menu(const MonoTable& t, TradeMenu& m);

}  // namespace shamble::mono
