#include "framework/rng.h"

namespace shamble {

namespace {
uint64_t splitmix64(uint64_t& x) {
  uint64_t z = (x += 0x9e3779b97f4a7c15ULL);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  return z ^ (z >> 31);
}
}  // namespace

void Rng::reseed(uint64_t seed) {
  uint64_t x = seed;
  for (auto& s : s_) s = splitmix64(x);
  forced_.clear();
  draws_ = 0;
}

int Rng::roll_forced(int sides) {
  int v = forced_.front();
  forced_.erase(forced_.begin());
  ++draws_;
  if (v < 1) v = 1;
  if (v > sides) v = sides;
  return v;
}

}  // namespace shamble
