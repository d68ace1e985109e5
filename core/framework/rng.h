// Deterministic random numbers kept inside a game state.
//
// Why not <random>: std::uniform_int_distribution and std::shuffle are
// implementation-defined, so libstdc++ (native) and libc++ (wasm) would play
// different games from the same seed. Everything here is plain 64-bit integer
// arithmetic, identical on every platform.
#pragma once

#include <cereal/cereal.hpp>
#include <cereal/types/vector.hpp>
#include <cstdint>
#include <string>
#include <vector>

namespace shamble {

class Rng {
 public:
  Rng() = default;
  explicit Rng(uint64_t seed) { reseed(seed); }

  void reseed(uint64_t seed);

  // Uniform integer in [0, n). n must be > 0. Inline: every bot decision and
  // die roll of every simulation draws here.
  uint32_t below(uint32_t n) {
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

  // A die roll in [1, sides]. Forced results (tests, scenarios, `apply --dice`)
  // are consumed first, in order; a forced value outside [1, sides] is clamped
  // so a bad scenario cannot make a game read out of range.
  int roll(int sides) {
    if (!forced_.empty()) return roll_forced(sides);
    return static_cast<int>(below(static_cast<uint32_t>(sides))) + 1;
  }

  // Fisher-Yates with below(): the same permutation everywhere.
  template <class T>
  void shuffle(std::vector<T>& v) {
    for (size_t i = v.size(); i > 1; --i) std::swap(v[i - 1], v[below(static_cast<uint32_t>(i))]);
  }

  void force(const std::vector<int>& values) { forced_.insert(forced_.end(), values.begin(), values.end()); }
  const std::vector<int>& forced() const { return forced_; }
  void clear_forced() { forced_.clear(); }

  // How many chance results have been drawn so far. The match uses it to know
  // whether an action revealed hidden chance (and so may not be undone freely).
  uint64_t draws() const { return draws_; }

  bool operator==(const Rng& o) const {
    return s_[0] == o.s_[0] && s_[1] == o.s_[1] && s_[2] == o.s_[2] && s_[3] == o.s_[3] &&
           forced_ == o.forced_ && draws_ == o.draws_;
  }

  template <class Archive>
  void serialize(Archive& ar) {
    ar(cereal::make_nvp("s0", s_[0]), cereal::make_nvp("s1", s_[1]), cereal::make_nvp("s2", s_[2]),
       cereal::make_nvp("s3", s_[3]), cereal::make_nvp("forced", forced_), cereal::make_nvp("draws", draws_));
  }

 private:
  static uint64_t rotl(uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }
  uint64_t next() {  // xoshiro256**
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
  int roll_forced(int sides);  // the next forced result, clamped (out of line: tests and scenarios only)
  uint64_t s_[4] = {1, 2, 3, 4};
  // A vector, not a deque: it is nearly always empty, and an empty deque
  // allocates on every copy (every clone of every state). Saved alike.
  std::vector<int> forced_;
  uint64_t draws_ = 0;
};

}  // namespace shamble
