#include "framework/stats.h"
#include "games/catan/info_parts.h"
namespace shamble::catan {
std::unique_ptr<StatsCollector> make_catan_stats() { return nullptr; }
}  // namespace shamble::catan
