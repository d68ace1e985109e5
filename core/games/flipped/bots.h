// Bot teams of `flipped` (easy_bot.cpp, normal_bot.cpp).
#pragma once

#include <memory>
#include <string>

#include "framework/bot.h"

namespace shamble::flipped {

// "easy" or "normal"; null for an unknown level.
std::unique_ptr<Bot> make_flipped_bot(const std::string& level);
// The normal bot with the strong seat's own weights (bot_weights.h): not a
// level; the strong bot plays its own seat with it in its rollouts and takes
// its pick as the yardstick, teammates still played by the normal bot.
std::unique_ptr<Bot> make_flipped_own_bot();

}  // namespace shamble::flipped
