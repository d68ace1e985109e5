// Structured events: what an applied action changed, for the log, the UI's
// animations and the statistics. `rule` is the id of the rule that caused the
// event (a static string such as "M-RENT-2"), so the log can cite it and one
// search finds the rule's code, test and docs line.
#pragma once

#include <cstdint>
#include <vector>

namespace shamble {

struct Event {
  int16_t kind = 0;
  int8_t player = -1;
  const char* rule = nullptr;
  int32_t v[4] = {0, 0, 0, 0};
};

// Games append to this; a null sink (simulations that do not need events)
// costs nothing.
using EventSink = std::vector<Event>;

inline void emit(EventSink* sink, int kind, int player, const char* rule, int32_t a = 0, int32_t b = 0,
                 int32_t c = 0, int32_t d = 0) {
  if (sink)
    sink->push_back(Event{static_cast<int16_t>(kind), static_cast<int8_t>(player), rule, {a, b, c, d}});
}

struct EventKindDef {
  const char* name;
};

}  // namespace shamble
