// The lab's accumulator for one cell: raw integer sums only (counts, sums,
// sums of squares, histograms), so adding games in any order, or adding
// shard tallies together, gives exactly the same tally. Every figure of the
// report (rates, means, intervals) is derived from it when written.
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <utility>
#include <vector>

#include "framework/cereal_json.h"  // rapidjson, for reading a tally back

namespace shamble {

class JsonWriter;

// What the lab keeps of one game.
struct LabGame {
  int index = 0;  // game i: played from seed + i
  int turns = 0;
  bool turn_limit = false;
  bool bot_error = false;
  std::string bot_error_text;
  bool draw = false, all_lose = false, shared_win = false;
  std::string side;                                          // a team's win
  std::vector<int> winners;                                  // seats
  std::vector<std::string> roles_won;                        // distinct roles among the winners
  std::string reason;                                        // Outcome::reason
  std::vector<std::pair<std::string, int64_t>> rule_counts;  // events by rule id
  std::vector<int> stage_turns;                              // turns spent in each stage reached, in order
  struct Table {
    std::string id, label;
    std::vector<std::string> rows, columns;
    std::vector<int64_t> cells;  // row-major
  };
  std::vector<Table> tables;  // the story's count tables (the dice tables are left out)
};

struct SumSq {
  int64_t n = 0, sum = 0, sum_sq = 0;
  void add(int64_t x) { ++n, sum += x, sum_sq += x * x; }
  void add(const SumSq& o) { n += o.n, sum += o.sum, sum_sq += o.sum_sq; }
};

struct LabTally {
  int players = 0;
  int64_t games = 0, turn_limit = 0, bot_errors = 0, draws = 0, all_lose = 0, shared_wins = 0;
  std::vector<int64_t> seat_wins;  // every winning seat (each member of a winning team)
  std::map<std::string, int64_t> side_wins, role_wins, end_reasons;
  std::map<int, int64_t> turns_hist;  // exact game length -> games
  SumSq turns;
  std::map<std::string, std::pair<int64_t, int64_t>> rules;  // rule id -> sum, sum of squares per game
  std::vector<SumSq> stages;                                 // stage k's length, over games reaching it
  struct TableSum {
    std::string id, label;
    std::vector<std::string> rows, columns;
    std::vector<int64_t> sum, sum_sq;
  };
  std::vector<TableSum> tables;  // in the order the game's story lists them
  int first_error_game = -1;     // the lowest game index whose bot erred, and why
  std::string first_error;

  void add(const LabGame& g);
  // Adds another tally of the same cell (a shard's). False when their shapes differ.
  bool add(const LabTally& o, std::string* why);
  void write_raw(JsonWriter& w) const;
  // Reads what write_raw wrote; throws JsonError on a bad shape.
  static LabTally read_raw(const rapidjson::Value& v, const std::string& path);
};

}  // namespace shamble
