// Fuzz target "binary_save": the browser's binary save bytes (IndexedDB
// records, exported .shamble files) through Match::from_binary. Any bytes
// must load or be refused with a plain Error; a save that loads must save
// and load back to the same game.
#include <cstddef>
#include <cstdint>

#include "framework/match.h"
#include "fuzz_support.h"

using namespace shamble;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  fuzz::init();
  const std::string bytes(reinterpret_cast<const char*>(data), size);
  Error err;
  auto m = Match::load(bytes, &err);  // sniffs the magic, as the browser's loader does
  if (!m) {
    if (err.message.empty()) fuzz::broken("a refused save gave no message");
    return 0;
  }
  if (auto bad = m->state().check_invariants(); !bad.empty()) fuzz::broken("loaded an unsound state:", bad);
  auto again = Match::from_binary(m->to_binary(), &err);
  if (!again) fuzz::broken("a loaded save did not load back:", err.message);
  if (state_bytes(again->state()) != state_bytes(m->state()) || again->size() != m->size())
    fuzz::broken("a save's round trip changed the game");
  return 0;
}
