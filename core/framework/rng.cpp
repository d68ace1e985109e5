#include "framework/rng.h"

namespace shamble {

namespace {
uint64_t splitmix64(uint64_t& x) {
  uint64_t z = (x += 0x9e3779b97f4a7c15ULL);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  return z ^ (z >> 31);
}
uint64_t rotl(uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }
}  // namespace

void Rng::reseed(uint64_t seed) {
  uint64_t x = seed;
  for (auto& s : s_) s = splitmix64(x);
  forced_.clear();
  draws_ = 0;
}

uint64_t Rng::next() {
  const uint64_t result = rotl(s_[1] * 5, 7) * 9;
  const uint64_t t = s_[1] << 17;
  s_[2] ^= s_[0];
  s_[3] ^= s_[1];
  s_[1] ^= s_[2];
  s_[0] ^= s_[3];
  s_[2] ^= t;
  s_[3] = rotl(s_[3], 45);
  return result;
}

uint32_t Rng::below(uint32_t n) {
  // Lemire's multiply-shift with rejection: unbiased and branch-light.
  ++draws_;
  uint64_t m = (next() >> 32) * n;
  uint32_t low = static_cast<uint32_t>(m);
  if (low < n) {
    const uint32_t threshold = static_cast<uint32_t>(-n) % n;
    while (low < threshold) {
      m = (next() >> 32) * n;
      low = static_cast<uint32_t>(m);
    }
  }
  return static_cast<uint32_t>(m >> 32);
}

int Rng::roll(int sides) {
  if (!forced_.empty()) {
    int v = forced_.front();
    forced_.erase(forced_.begin());
    ++draws_;
    if (v < 1) v = 1;
    if (v > sides) v = sides;
    return v;
  }
  return static_cast<int>(below(static_cast<uint32_t>(sides))) + 1;
}

}  // namespace shamble
