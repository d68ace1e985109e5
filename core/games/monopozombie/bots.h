// Bot factories and statistics of MonopoZombie.
#pragma once

#include <memory>
#include <string>

#include "framework/bot.h"
#include "framework/stats.h"

namespace shamble::mz {

std::unique_ptr<Bot> make_bot(const std::string& level);
// The normal bot, except that as a zombie it steers for its own win, the race
// to just visiting (MZ-WIN-2), where the normal bot steers at the humans for
// its side. Not a level: the strong bot plays its own seat with it in its
// rollouts and takes its pick as the yardstick (strong_bot.cpp).
std::unique_ptr<Bot> make_lurking_bot();
std::unique_ptr<StatsCollector> make_stats();

}  // namespace shamble::mz
