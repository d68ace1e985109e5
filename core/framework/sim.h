// Bot-vs-bot play: one loop shared by `shamble sim`, `shamble bench`, the
// randomized tests and the browser's "bots only" table.
#pragma once

#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "framework/bot.h"
#include "framework/match.h"
#include "framework/setup.h"

namespace shamble {

struct PlayResult {
  bool finished = false;    // reached a terminal state
  bool turn_limit = false;  // stopped at max_turns
  bool stuck = false;       // a bot produced an illegal action (a bug; reported)
  std::string stuck_reason;
  long actions = 0;
};

// Plays `state` to the end with one bot per seat. `on_step` (optional) sees
// the state and the events after every action; tests check invariants there.
PlayResult play_out(State& state, std::vector<std::unique_ptr<Bot>>& bots, Rng& bot_rng, int max_turns,
                    const std::function<void(const State&, const EventSink&)>& on_step = {});

std::vector<std::unique_ptr<Bot>> make_bots(const GameInfo& game, const std::vector<Seat>& seats,
                                            const std::string& default_level);

struct SimOptions {
  NewGameRequest request;  // seed = first game's seed; game i uses seed + i
  std::string scenario;    // optional scenario JSON every game starts from
  int games = 100;
  int max_turns = 1000;
};

// Runs the games and writes the summary object. Returns false with *err set on a setup error.
bool run_sim(const SimOptions& opt, JsonWriter& out, Error* err);

struct BenchOptions {
  NewGameRequest request;  // seats default to bot:random
  double seconds = 3.0;
  int max_turns = 1000;
  // Also time every bot decision and report medians per bot and per action
  // kind. The timer adds a little to games/s, so compare speed without it.
  bool time_decisions = false;
};
bool run_bench(const BenchOptions& opt, JsonWriter& out, Error* err);

}  // namespace shamble
