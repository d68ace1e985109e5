// The lab's report: per cell (variant, sweep value), every figure derived
// from the cell's raw tally, with 95% intervals, the flags, the differences
// from the first cell in words, how to open any game, and the raw tally
// itself, so `shamble merge` can add shards and write this same report.
// The format is documented in docs/LAB.md ("The report").
#pragma once

#include <vector>

#include "framework/json_writer.h"
#include "framework/lab_config.h"
#include "framework/lab_run.h"
#include "framework/lab_sweep.h"
#include "framework/lab_tally.h"

namespace shamble {

inline constexpr int kLabReportVersion = 1;

void write_lab_report(const LabConfig& config, const LabShard& shard, const std::vector<LabCell>& cells,
                      const std::vector<LabTally>& tallies, JsonWriter& w);

}  // namespace shamble
