// The lab's cells: every variant, times every value of the sweep (one cell
// per variant when there is no sweep). Each cell is one rules configuration
// played for the config's games; the first cell is the reference that
// "differences" are told against.
#pragma once

#include <string>
#include <vector>

#include "framework/lab_config.h"
#include "framework/rules_config.h"
#include "framework/setup.h"

namespace shamble {

struct GameInfo;

struct LabCell {
  std::string variant;      // the variant's name
  std::string sweep_value;  // the sweep's value text, empty without a sweep
  NewGameRequest request;   // seed unset: game i uses config.seed + i
  RulesConfig rules;        // the options in force
};

// Cells in report order: variants as written, each with the sweep's values in order.
// False with *err when a cell's rules cannot be made (checked by parse_lab_config).
bool lab_cells(const LabConfig& c, std::vector<LabCell>* out, Error* err);

// The cell of `variant` (and `sweep_value`, required when the config sweeps),
// or -1 with *err naming what is missing.
int find_lab_cell(const LabConfig& c, const std::vector<LabCell>& cells, const std::string& variant,
                  const std::string& sweep_value, Error* err);

}  // namespace shamble
