// Fuzz target "document": the JSON game document (the driver's STATE files,
// Export, the scenario links' base) through Match::from_json. Any text must
// load or be refused with a plain Error; a document that loads must write a
// document that loads back to the same game (state and log).
#include <cstddef>
#include <cstdint>

#include "fuzz_support.h"

using namespace shamble;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  fuzz::init();
  Error err;
  auto m = Match::from_json(std::string(reinterpret_cast<const char*>(data), size), &err);
  fuzz::check_load(
      m, err, [](const Match& x) { return x.to_json(); },
      [](const std::string& s, Error* e) { return Match::from_json(s, e); });
  return 0;
}
