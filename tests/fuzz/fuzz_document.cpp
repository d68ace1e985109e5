// Fuzz target "document": the JSON game document (the driver's STATE files,
// Export, the scenario links' base) through Match::from_json. Any text must
// load or be refused with a plain Error; a document that loads must write a
// document that loads back to the same game (state and log).
#include <cstddef>
#include <cstdint>

#include "framework/match.h"
#include "fuzz_support.h"

using namespace shamble;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  fuzz::init();
  const std::string text(reinterpret_cast<const char*>(data), size);
  Error err;
  auto m = Match::from_json(text, &err);
  if (!m) {
    if (err.message.empty()) fuzz::broken("a refused document gave no message");
    return 0;
  }
  if (auto bad = m->state().check_invariants(); !bad.empty()) fuzz::broken("loaded an unsound state:", bad);
  auto again = Match::from_json(m->to_json(), &err);
  if (!again) fuzz::broken("a loaded document did not load back:", err.message);
  if (state_bytes(again->state()) != state_bytes(m->state()) || again->size() != m->size())
    fuzz::broken("a document's round trip changed the game");
  return 0;
}
