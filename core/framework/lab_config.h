// The variant lab's configuration (issue 28): which game, which seats, how many
// games from which seed, the rule variants to compare and an optional sweep of
// one option. Parsed strictly: a bad field is one line naming the field, never
// a crash, so a typo in a cluster job fails at once and says where.
#pragma once

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "framework/status.h"

namespace shamble {

class JsonWriter;

struct LabVariant {
  std::string name;    // "A": the key in "variants"
  std::string preset;  // empty: the game's default preset
  // option name -> value text ("true", "3", "before"), in the order written.
  std::vector<std::pair<std::string, std::string>> options;
};

struct LabSweep {
  std::string option;               // empty: no sweep
  std::vector<std::string> values;  // as value text, checked against the option
};

struct LabConfig {
  std::string game;
  int players = 0;                 // 0: from seats, else the game's default
  std::vector<std::string> seats;  // kinds; empty: bot:normal everywhere
  int games = 0;
  uint64_t seed = 1;  // game i of every variant uses seed + i (paired comparisons)
  int max_turns = 1000;
  // Feed each game's story builder (framework/story.h) for its tables (heat
  // map, conversions by cause, ...) and stage marks. Builders also sample
  // their per-turn series, which the lab does not use, and that costs: false
  // leaves the tables and stage lengths out and plays about as fast as `sim`.
  bool story = true;
  std::vector<LabVariant> variants;  // in the order written; the first is the reference
  LabSweep sweep;
};

// Parses and checks a config (the game, presets, options, seats and sweep
// values exist and fit). On error returns false with *err naming the field:
// "lab config: variants.B.options.hospitals: ...".
bool parse_lab_config(const std::string& json, LabConfig* out, Error* err);

// The config as canonical JSON (fixed field order, values as text): what a
// report echoes, and what merge compares shards by.
void write_lab_config(const LabConfig& c, JsonWriter& w);

}  // namespace shamble
