// The k-th lowest set bit of a mask: how a move list kept as bitmasks gives
// its k-th move without being written (Monopoly's menus, Hexlands' segments).
#pragma once

#include <bit>
#include <cstdint>
#ifdef __BMI2__
#include <immintrin.h>
#endif

namespace shamble {

// Without BMI2 (WebAssembly, older x86-64): a pick deep in the mask (k of 8 or
// more: thirty deeds) halves the word by counts first, so it is not thirty
// dependent steps; a pick near the front (most of Hexlands' segments) walks,
// without paying for the counts.
inline int nth_bit_counted(uint64_t m, int k) {
  int base = 0;
  if (k >= 8) {
    if (int c = std::popcount(static_cast<uint32_t>(m)); k >= c) k -= c, m >>= 32, base = 32;
    if (int c = std::popcount(static_cast<uint16_t>(m)); k >= c) k -= c, m >>= 16, base += 16;
    if (int c = std::popcount(static_cast<uint8_t>(m)); k >= c) k -= c, m >>= 8, base += 8;
  }
  for (; k > 0; --k) m &= m - 1;
  return base + std::countr_zero(m);
}

// The index of the k-th lowest set bit of m (0 <= k < popcount(m)). With BMI2
// (CMakeLists.txt turns it on only where pdep is a single fast instruction),
// pdep deposits bit k onto the k-th set bit of m: no loop and no branch. A
// random bot's k is a fresh draw, so the walk's exit was a mispredicted branch
// on most picks (docs/PERFORMANCE.md, "The k-th legal move by pdep").
inline int nth_bit(uint64_t m, int k) {
#ifdef __BMI2__
  return std::countr_zero(_pdep_u64(uint64_t{1} << k, m));
#else
  return nth_bit_counted(m, k);
#endif
}

}  // namespace shamble
