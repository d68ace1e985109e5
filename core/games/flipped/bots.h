// Bot teams of `flipped` (easy_bot.cpp, normal_bot.cpp).
#pragma once

#include <memory>
#include <string>

#include "framework/bot.h"

namespace shamble::flipped {

// "easy" or "normal"; null for an unknown level.
std::unique_ptr<Bot> make_flipped_bot(const std::string& level);

}  // namespace shamble::flipped
