// One shape for "what a seat is asked now", shared by every game's view
// (view.h): the board UI, the JS API, a screen reader and an odds overlay read
// a choice the same way in every game. A game's Choice derives from
// ChoiceBase and adds only what it alone needs (the typed extra); its Prompt
// is a BasicPrompt of that Choice and of its own enum of questions.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "framework/action.h"

namespace shamble {

// What a choice acts on, where a UI puts it on the board.
enum class TargetKind : uint8_t {
  kNone,
  kSquare,     // a square of a track board (0..39)
  kNode,       // a corner of a hex board
  kEdge,       // a side of a hex board
  kHex,        // a hex
  kSeat,       // another player
  kCharacter,  // a character (cooperative games)
};
struct Target {
  TargetKind kind = TargetKind::kNone;
  int id = -1;
  bool is(TargetKind k) const { return kind == k; }
  // The id when the target is of kind `k`, else -1.
  int id_if(TargetKind k) const { return kind == k ? id : -1; }
  // A target of kind `k`; no target when `at` is negative.
  static Target of(TargetKind k, int at) { return at >= 0 ? Target{k, at} : Target{}; }
};

// The dice a choice throws (count 0: none).
struct DiceRoll {
  int count = 0;
  int sides = 0;
};

struct ChoiceBase {
  Action action;
  std::string code;   // State::encode ("bid:120"): what a client sends back
  std::string label;  // State::label: one sentence for people
  Target target;      // what it acts on
  int cost = 0;       // money paid now (negative: received); games without money keep 0
  DiceRoll dice;      // the dice it throws
};

// What the table asks one viewer now. `Kind` is the game's enum of questions.
template <class Choice, class Kind>
struct BasicPrompt {
  Kind kind{};
  std::string text;          // one sentence: who is asked what
  int actor = -1;            // the first seat the table waits on, -1 nobody
  uint32_t waiting = 0;      // every seat the table waits on (bitmask)
  bool viewer_acts = false;  // the viewer is one of them
  // The viewer's legal actions in State::legal_actions order (empty when the
  // viewer has nothing to do now).
  std::vector<Choice> choices;
};

}  // namespace shamble
