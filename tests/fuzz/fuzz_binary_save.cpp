// Fuzz target "binary_save": the browser's binary save bytes (IndexedDB
// records, exported .shamble files) through Match::load, which sniffs the
// format as the browser's loader does. Any bytes must load or be refused with
// a plain Error; a save that loads must save and load back to the same game.
#include <cstddef>
#include <cstdint>

#include "fuzz_support.h"

using namespace shamble;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  fuzz::init();
  Error err;
  auto m = Match::load(std::string(reinterpret_cast<const char*>(data), size), &err);
  fuzz::check_load(
      m, err, [](const Match& x) { return x.to_binary(); },
      [](const std::string& s, Error* e) { return Match::from_binary(s, e); });
  return 0;
}
