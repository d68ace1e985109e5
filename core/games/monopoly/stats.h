#pragma once

#include <memory>

#include "framework/stats.h"

namespace shamble::mono {
// Landing counts per square (jail apart from just visiting), cash in play over
// time, trades, auctions, bankruptcies and game length.
std::unique_ptr<StatsCollector> make_monopoly_stats();
}  // namespace shamble::mono
