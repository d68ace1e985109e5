// The "strong" level of Hexlands (strong_bot.cpp; framework/strong_bot.h).
#pragma once

#include <array>
#include <memory>
#include <string>

#include "framework/bot.h"
#include "games/catan/model.h"

namespace shamble::catan {

// "strong..." and "strong:notrade..." levels (make_catan_bot asks); null for others.
// notrade: never offers, counters or accepts a domestic trade, and searches
// worlds without them (for a table that has none, such as a bridge to
// catanatron).
std::unique_ptr<Bot> make_catan_strong_bot(const std::string& level);

}  // namespace shamble::catan
