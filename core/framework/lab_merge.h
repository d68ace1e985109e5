// `shamble merge`: shard reports of one config joined into exactly the report
// one unsharded run prints (the same bytes), from the raw tallies they carry.
#pragma once

#include <string>
#include <vector>

#include "framework/status.h"

namespace shamble {

// Every shard 0..n-1 of the same config exactly once (in any order; a single
// unsharded report merges to itself). False with *err saying which report
// does not fit and why.
bool merge_lab_reports(const std::vector<std::string>& reports, std::string* out, Error* err);

}  // namespace shamble
