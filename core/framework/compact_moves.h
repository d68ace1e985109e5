// A game's moves told compactly, for links: each move is its place in the list
// of moves legal at that point (every seat's list, acting seats first, each in
// seat order), written as a little-endian varint of base64url digits (five data
// bits a digit). A usual move costs one or two characters where its code
// ("0/build:39") costs ten or more, so a whole game fits in a link. A move the
// lists do not hold (a bid of any sum) is written by its code.
//
// An index means something only to a build that lists moves in the same order,
// so the text carries a check of the moves' codes: a build that would read the
// indices as other moves refuses the text instead of playing a different game.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "framework/replay.h"

namespace shamble {

class Match;
class State;
struct Error;

// "1.<check>.<digits>" for `log` played from `start`; empty when a move
// carries forced dice or a reseed (the caller then writes the moves by code).
std::string encode_compact_moves(const State& start, const std::vector<LoggedAction>& log);

// Plays the moves of `text` on `m`. False with *err naming the problem (a
// malformed text, a move past the legal list, a check that disagrees); `m`
// may then hold some of the moves, so callers load into a fresh match.
bool play_compact_moves(Match& m, std::string_view text, Error* err);

}  // namespace shamble
