// Bot factories and the valuation helpers the bots share.
#pragma once

#include <memory>
#include <string>

#include "framework/bot.h"
#include "games/monopoly/rules.h"

namespace shamble::mono {

std::unique_ptr<Bot> make_monopoly_bot(const std::string& level);
std::unique_ptr<Bot> make_easy_bot();
std::unique_ptr<Bot> make_normal_bot();

// bot_eval.cpp
int deed_value(const MonoTable& t, int player, int square);  // worth of a deed to `player`
int trade_gain(const MonoTable& t, int player);              // value change of the open offer for `player`
// First own square from a random offset for which `ok` holds, or -1.
template <class F>
int scan_own(const MonoTable& t, int seat, int start, F ok) {
  for (int k = 0; k < kSquares; ++k) {
    int sq = (start + k) % kSquares;
    if (t.owner[sq] == seat && ok(sq)) return sq;
  }
  return -1;
}

}  // namespace shamble::mono
