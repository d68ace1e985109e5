// Simulation statistics of `flipped` (stats.cpp).
#pragma once

#include <memory>

#include "framework/stats.h"

namespace shamble::flipped {

std::unique_ptr<StatsCollector> make_flipped_stats();

}  // namespace shamble::flipped
