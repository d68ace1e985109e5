// Live play (docs/PLAY_LIVE.md): the host's tab runs the match as referee and
// sends each guest, after every change, only what the guest's seat may see.
// This is the message's form, both ways: the host writes it from its Match,
// the guest reads it into a match it can draw but never play on (its moves go
// to the host). The position is State::copy_for(seat), so a guest's device
// never holds the Rng, the deck order or another seat's hidden cards; the log
// lines are written for that seat (State::event_for, State::label_for).
#pragma once

#include <cstddef>
#include <memory>
#include <string>
#include <vector>

#include "framework/match.h"

namespace shamble {

// One logged action on the host, with the raw events it emitted and its label
// (State::label, taken before it applied), as the host's log keeps them.
struct LiveLine {
  size_t index = 0;  // position in the host's Match::log()
  int turn = 0;
  int seat = 0;
  Action action;
  std::string label;
  std::vector<Event> events;
};

// Host side: the message for `seat`: its copy of the position as a match with
// no history, the seats, the host's Match::size(), and `lines` as that seat
// may read them (written with the host's state's sentences).
std::string live_snapshot(const Match& m, int seat, const std::vector<LiveLine>& lines);

// Guest side.
struct LiveEvent {
  Event ev;  // ev.rule is null: the rule id is in `rule`
  std::string text;
  std::string rule;
};
struct LiveEntry {
  size_t index = 0;
  int turn = 0;
  int seat = 0;
  std::string label;
  std::vector<LiveEvent> events;
};
struct LiveSnapshot {
  int seat = -1;
  size_t size = 0;  // the host's Match::size()
  std::unique_ptr<Match> match;
  std::vector<LiveEntry> entries;
};
// False with *err (a sentence) for anything malformed; *out is then untouched.
bool read_live_snapshot(const std::string& json, LiveSnapshot* out, Error* err);

}  // namespace shamble
