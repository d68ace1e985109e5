// Bot factories and statistics of MonopoZombie.
#pragma once

#include <memory>
#include <string>

#include "framework/bot.h"
#include "framework/stats.h"

namespace shamble::mz {

std::unique_ptr<Bot> make_bot(const std::string& level);
std::unique_ptr<StatsCollector> make_stats();

}  // namespace shamble::mz
