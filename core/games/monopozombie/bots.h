// Bot factories and statistics of MonopoZombie.
#pragma once

#include <memory>
#include <string>

#include "framework/bot.h"
#include "framework/stats.h"

namespace shamble::mz {

std::unique_ptr<Bot> make_bot(const std::string& level);
// The normal bot, playing for the seat's own win rather than its side's. As a
// zombie it steers for the race to just visiting (MZ-WIN-2), where the normal
// bot steers at the humans; as a human it stays human: a bodyguard every
// outbreak round, squares out of the zombies' next roll, and in the
// apocalypse every roll again it is offered. Not a level: the
// strong bot plays its own seat with it in its rollouts and takes its pick as
// the yardstick (strong_bot.cpp).
std::unique_ptr<Bot> make_selfish_bot();
std::unique_ptr<StatsCollector> make_stats();

}  // namespace shamble::mz
