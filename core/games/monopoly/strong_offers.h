// Whole trade offers the strong bot searches as root moves (the plans of
// framework/strong_bot.h): one offer written and proposed is one arm, judged
// by rollouts in which the other side answers as its rollout bot would.
#pragma once

#include <vector>

#include "framework/action.h"
#include "games/monopoly/rules.h"

namespace shamble::mono {

// At most this many offers per decision: each one costs rollouts.
inline constexpr int kMaxStrongOffers = 4;

// Offers for a lot that would complete one of `seat`'s colour groups, held
// by another seat in no built group, while `seat` may open a trade and has
// opened none this turn. Per lot, in this order: cash alone; a swap for the
// deed `seat` values least; a swap for the one it values least among those
// that complete a group for the other side too (never a lot of the wanted
// group, of a group `seat` holds whole, or of a built group). Each is priced
// at the least the normal bot's valuation accepts on the other side (a gain
// of more than $10: `seat` pays the shortfall or asks for the surplus), so
// the search weighs offers that can be taken; each is written as the moves
// that open, edit and propose it.
void strong_offers(const MonoTable& t, int seat, std::vector<std::vector<Action>>& out);

}  // namespace shamble::mono
