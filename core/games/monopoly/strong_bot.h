// The pieces of the "strong" level (framework/strong_bot.h) that Monopoly and
// the games built on its table share: a position's
// worth, and which root actions are worth searching.
#pragma once

#include <memory>
#include <string>

#include "framework/strong_bot.h"
#include "games/monopoly/rules.h"

namespace shamble::mono {

// Net worth (M-SHORT-4's valuation) as a share of all seats still in: the
// horizon value of a property game (0 when bankrupt).
double worth_share(const MonoTable& t, const MonoRules& r, int seat);

// Root candidates: every move but the steps of writing a trade (start,
// cash, deed, card, propose, cancel, counter), which alone mean little:
// whole offers are searched as plans (strong_offers.h), and counters and the
// normal bot's own offer are written by the normal bot.
bool searched_kind(int kind);
// Where moves are many, raising cash (sell, mortgage) outside a debt is the
// least likely to pay: the prior ranks it last (the normal bot raises cash
// when it must).
double move_prior(const MonoTable& t, const Action& a);
// Writing a trade offer (ours or a counter): not searched step by step; the
// strong bot plays its chosen plan's steps, else the normal bot writes.
bool writing_trade(const MonoTable& t, int seat);

// "strong..." levels of the property game; null for other levels.
std::unique_ptr<Bot> make_monopoly_strong_bot(const std::string& level);

}  // namespace shamble::mono
