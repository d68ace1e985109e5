// nth_bit (pdep where the build has BMI2) and the counted walk every other
// build uses, both against the plain walk (clear the lowest bit k times), on
// every k of masks from sparse to full, both halves and the word's ends.
#include "framework/nth_bit.h"

#include <catch2/catch.hpp>
#include <vector>

namespace shamble {
namespace {

uint64_t splitmix(uint64_t& x) {  // masks spread over the whole word
  uint64_t z = (x += 0x9e3779b97f4a7c15ull);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
  return z ^ (z >> 31);
}

int walked(uint64_t m, int k) {
  for (; k > 0; --k) m &= m - 1;
  return std::countr_zero(m);
}

TEST_CASE("nth_bit: the k-th set bit, as walking the mask finds it") {
  std::vector<uint64_t> masks = {1,
                                 1ull << 63,
                                 ~0ull,
                                 0x8000000000000001ull,
                                 0xffffffff00000000ull,
                                 0x00000000ffffffffull,
                                 0x0001000100010001ull,
                                 0xff00ff00ff00ff00ull};
  uint64_t seed = 7;
  for (int i = 0; i < 2000; ++i) {
    uint64_t m = splitmix(seed);
    for (int thin = i % 4; thin > 0; --thin) m &= splitmix(seed);  // sparse masks too
    if (m) masks.push_back(m);
  }
  for (uint64_t m : masks)
    for (int k = 0; k < std::popcount(m); ++k) {
      REQUIRE(nth_bit(m, k) == walked(m, k));
      REQUIRE(nth_bit_counted(m, k) == walked(m, k));
    }
}

}  // namespace
}  // namespace shamble
