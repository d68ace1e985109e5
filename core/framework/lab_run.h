// The variant lab's engine: plays a config's games cell by cell and folds each
// into the cell's tally. Resumable in slices, so the web Lab screen can play
// a few games between frames and the driver can play them all at once:
//
//   LabRun run(config, shard);
//   while (!run.done()) run.step(20);   // plays the next 20 games
//   print(run.report_json());           // what has finished so far
//
// Game i of every cell starts from seed + i and its bots draw from their own
// Rng seeded from the same number, so game i is the same game whoever plays
// it, in whichever order: a shard, a merge or a re-run gives the same numbers.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "framework/lab_config.h"
#include "framework/lab_sweep.h"
#include "framework/lab_tally.h"
#include "framework/match.h"

namespace shamble {

// Which games a run plays: shard `index` of `count` plays games index,
// index + count, index + 2*count, ... (interleaved, so each shard sees early
// and late seeds alike and a slow variant spreads over every shard).
struct LabShard {
  int index = 0, count = 1;
  bool plays(int game) const { return game % count == index; }
  bool whole() const { return count == 1; }
};

// "2/8" -> {2, 8}; false with *err unless 0 <= i < n.
bool parse_lab_shard(const std::string& text, LabShard* out, std::string* err);

// The order games are played in; the finished report is the same either way
// (the tallies are sums). Rounds play game i of every cell before game i + 1,
// so a run stopped part way has about as many games in every cell: the web
// Lab's Stop then still compares the variants side by side.
enum class LabOrder { kCellByCell, kRounds };

class LabRun {
 public:
  // The config must have been parsed by parse_lab_config.
  LabRun(LabConfig config, LabShard shard = {}, LabOrder order = LabOrder::kCellByCell);
  // False when setting up failed (error()).
  bool ok() const { return error_.empty(); }
  const std::string& error() const { return error_; }

  // Plays up to n more games of this shard (cell after cell); returns how many it played.
  int step(int n);
  bool done() const;
  int64_t played() const { return played_; }
  int64_t total() const { return total_; }  // games this shard plays, over every cell

  const LabConfig& config() const { return config_; }
  const std::vector<LabCell>& cells() const { return cells_; }
  const std::vector<LabTally>& tallies() const { return tallies_; }
  // The report of what has been played (docs/LAB.md, "The report").
  std::string report_json() const;

 private:
  LabConfig config_;
  LabShard shard_;
  LabOrder order_ = LabOrder::kCellByCell;
  bool finished_ = false;
  std::vector<LabCell> cells_;
  std::vector<LabTally> tallies_;
  size_t cell_ = 0;  // the cell being played
  int game_ = 0;     // its next game index
  int64_t played_ = 0, total_ = 0;
  std::string error_;
};

// Plays game `index` of a cell and returns what the lab keeps of it. With
// `match` set, the game is also played through a Match, so its document (the
// setup and every action) can be saved, replayed and opened on the board.
// False with *err when the game cannot be set up.
bool play_lab_game(const LabConfig& config, const LabCell& cell, int index, LabGame* out,
                   std::unique_ptr<Match>* match, Error* err);

}  // namespace shamble
