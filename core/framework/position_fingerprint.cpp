#include "framework/position_fingerprint.h"

#include <cstdint>

#include "framework/match.h"

namespace shamble {

std::string position_fingerprint(const State& s) {
  uint64_t h = 1469598103934665603ull;
  for (unsigned char c : state_bytes(s)) h = (h ^ c) * 1099511628211ull;
  static const char* kHex = "0123456789abcdef";
  std::string out(16, '0');
  for (int i = 15; i >= 0; --i, h >>= 4) out[i] = kHex[h & 15];
  return out;
}

}  // namespace shamble
