// Fuzz target "scenario": scenario JSON (docs/SCENARIOS.md: files, ?scenario=
// links, wiki tags) through load_scenario. Any text must start a sound game
// or be refused with a message naming what was wrong.
#include <cstddef>
#include <cstdint>

#include "framework/setup.h"
#include "fuzz_support.h"

using namespace shamble;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  fuzz::init();
  const std::string text(reinterpret_cast<const char*>(data), size);
  Error err;
  auto m = load_scenario(text, &err);
  if (!m) {
    if (err.message.empty()) fuzz::broken("a refused scenario gave no message");
    return 0;
  }
  if (auto bad = m->state().check_invariants(); !bad.empty())
    fuzz::broken("a scenario made an unsound state:", bad);
  if (auto e = m->verify_replay()) fuzz::broken("a scenario's moves do not replay:", e->message);
  return 0;
}
