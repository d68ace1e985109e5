// The flip dice as data (decision F-DICE-1, see docs/games/flipped.md): four
// two-sided dice, each with a high silver face and a low coloured face. One die
// is the round marker; the other three are "the available dice". Keeping the
// set and the marker schedule in a table lets another reading of the seed be
// tried by adding a row, without touching the rules code.
#pragma once

#include <cstdint>

namespace shamble::flipped {

constexpr int kDice = 4;
constexpr int kRounds = 7;

struct FlipDie {
  int8_t silver;    // the high face
  int8_t coloured;  // the low face; coloured results are what zombies count
};

struct MarkerStep {
  int8_t die;   // which die marks the round
  bool silver;  // which face is up on it
};

struct DiceSet {
  const char* name;
  FlipDie dice[kDice];
  // marker[r] is the marker for round r (1..7); marker[0] is the "time is up"
  // position the marker reaches after round 7.
  MarkerStep marker[kRounds + 1];
};

const DiceSet& dice_set();

// A flip is one Rng::roll(2): 1 shows the silver face, 2 the coloured face.
constexpr int kFlipSilver = 1;
constexpr int kFlipColoured = 2;

inline int marker_die(int round) { return dice_set().marker[round >= 1 && round <= kRounds ? round : 0].die; }
inline int marker_value(int round) {
  const MarkerStep& m = dice_set().marker[round >= 1 && round <= kRounds ? round : 0];
  return m.silver ? dice_set().dice[m.die].silver : dice_set().dice[m.die].coloured;
}
// Bit i set = die i is available (not the marker) in `round`.
inline uint8_t available_mask(int round) { return static_cast<uint8_t>(0xF & ~(1u << marker_die(round))); }
inline int face_value(int die, bool silver) {
  return silver ? dice_set().dice[die].silver : dice_set().dice[die].coloured;
}

}  // namespace shamble::flipped
