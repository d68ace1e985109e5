// A fingerprint of a whole position, for clients on the far side of the
// observation boundary (window.shamble.state(), browser tests, a remote
// player's device) to tell two positions apart without seeing either: a
// 64-bit FNV-1a of state_bytes, as 16 hex digits. It cannot be turned back into
// the Rng or a hidden hand (the state it hashes has a 256-bit Rng in it).
#pragma once

#include <string>

namespace shamble {
class State;

std::string position_fingerprint(const State& s);

}  // namespace shamble
