// The flip dice as data (decision F-DICE-1, see docs/games/flipped.md): four
// two-sided dice, each with a high silver face and a low coloured face. One die
// is the round marker; the other three are "the available dice". The seed names
// only the 7-0 and 6-1 dice, so the faces of the other two and the marker's
// countdown are a reading; each reading is one row of dice_set.cpp, chosen by
// the `dice` option (F-DICE-3), and the rules code only asks this table.
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
  const char* name;  // the option value that selects it
  FlipDie dice[kDice];
  // marker[r] is the marker for round r (1..7); marker[0] is the "time is up"
  // position the marker reaches after round 7.
  MarkerStep marker[kRounds + 1];

  const MarkerStep& step(int round) const { return marker[round >= 1 && round <= kRounds ? round : 0]; }
  int marker_die(int round) const { return step(round).die; }
  int marker_value(int round) const { return face(step(round).die, step(round).silver); }
  // Bit i set = die i is available (not the marker) in `round`.
  uint8_t available_mask(int round) const { return static_cast<uint8_t>(0xF & ~(1u << marker_die(round))); }
  int face(int die, bool silver) const { return silver ? dice[die].silver : dice[die].coloured; }
};

// Readings, in the order of the `dice` option's values.
enum DiceReading : int {
  kReadingSum7,       // the reading, the default
  kReadingSwapDaily,  // the marker changes die every round
  kNumReadings
};

extern const DiceSet kDiceSets[kNumReadings];
inline const DiceSet& dice_set(int reading) {
  return kDiceSets[reading >= 0 && reading < kNumReadings ? reading : kReadingSum7];
}

// A flip is one Rng::roll(2): 1 shows the silver face, 2 the coloured face.
constexpr int kFlipSilver = 1;
constexpr int kFlipColoured = 2;

}  // namespace shamble::flipped
