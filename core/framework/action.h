// An action is plain data: a kind plus up to three integer arguments whose
// meaning the game defines (a square, a bid, a seat...). Keeping it a 16-byte
// POD lets bots and simulations generate millions per second without heap
// allocation; multi-part decisions (a trade offer) are built from several
// small actions instead of one big one.
#pragma once

#include <cstdint>

namespace shamble {

struct Action {
  int32_t kind = 0;
  int32_t a = 0;
  int32_t b = 0;
  int32_t c = 0;
  bool operator==(const Action&) const = default;
};

// Names the kinds of a game's actions and how many arguments each carries, so
// the framework can give every action a stable text encoding ("bid:120").
struct ActionKindDef {
  const char* name;
  int args;
};

}  // namespace shamble
