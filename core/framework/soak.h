// The invariant soak (`shamble soak`): many random and bot games with every
// check the framework can make after every action, in the spirit of
// OpenSpiel's random-simulation tests. A failure stops that game only, is
// counted, and leaves a bug bundle (the game document just before the failing
// step, its seed and the check that broke) that replays on its own.
#pragma once

#include <string>

#include "framework/setup.h"

namespace shamble {

class JsonWriter;

struct SoakOptions {
  NewGameRequest request;  // game, preset, options, players; seed = first game's
  long games = 100;
  int max_turns = 1000;
  // Even games are played by bot:random, odd ones by the game's bot:normal.
  // A state round trip (JSON and binary) every `state_every` actions (JSON is
  // the soak's dearest check: at 8 it took two thirds of the time); a whole
  // document and binary save round trip at 8, 16, 32... actions and at the end
  // (loading replays the log, so doubling keeps a game's cost linear); undo
  // then redo every `undo_every` actions where the acting seat may undo.
  int state_every = 32;
  int undo_every = 16;
  std::string bundle_dir = "soak-failures";  // "" writes no bundles
  int max_bundles = 5;
};

struct SoakTotals {
  long games = 0;
  long actions = 0;
  long failures = 0;
  long turn_limit = 0;
  long legal_applied = 0;      // legal actions applied on a copy
  long illegal_refused = 0;    // off-list actions refused, state untouched
  long off_list_accepted = 0;  // off-list actions the game accepted (amounts; checked sound)
  long state_round_trips = 0;
  long save_round_trips = 0;  // document + binary, each counted once
  long undos = 0;
  double seconds = 0;
  std::string first_failure_json;  // an object, or "" when none
};

// Runs the soak; false with *err on a setup error (unknown game, bad option).
bool run_soak(const SoakOptions& opt, SoakTotals* totals, Error* err);
void write_soak(const SoakOptions& opt, const SoakTotals& t, JsonWriter& w);

}  // namespace shamble
