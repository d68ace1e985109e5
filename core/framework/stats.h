// Game-specific statistics for `shamble sim`: a collector watches the events
// of every game and writes its own JSON section of the summary.
#pragma once

#include "framework/event.h"
#include "framework/game.h"
#include "framework/json_writer.h"

namespace shamble {

class StatsCollector {
 public:
  virtual ~StatsCollector() = default;
  virtual void on_game_start(const State& s) { (void)s; }
  // A step's events, for the steps that had any: a sim skips the call after
  // a quiet step (most of a random game's moves edit a trade and say nothing).
  virtual void on_events(const State& after, const EventSink& events) {
    (void)after;
    (void)events;
  }
  virtual void on_game_end(const State& s, bool hit_turn_limit) {
    (void)s;
    (void)hit_turn_limit;
  }
  // Writes the members of an object (the caller opens and closes it).
  virtual void write(JsonWriter& w) const = 0;
};

}  // namespace shamble
