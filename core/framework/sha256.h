// SHA-256 (FIPS 180-4), self-contained: the hash of the play-by-link chain
// (framework/link_chain.h). The page makes its secrets with WebCrypto but
// hashes through this same code in wasm, so both ends agree byte for byte.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

namespace shamble {

using Sha256Digest = std::array<uint8_t, 32>;

class Sha256 {
 public:
  Sha256();
  void update(const void* data, size_t n);
  void update(std::string_view s) { update(s.data(), s.size()); }
  Sha256Digest finish();  // the object is spent afterwards

 private:
  void block(const uint8_t* p);
  uint32_t h_[8];
  uint8_t buf_[64];
  size_t used_ = 0;
  uint64_t bytes_ = 0;
};

Sha256Digest sha256(std::string_view data);
std::string to_hex(const uint8_t* p, size_t n);

}  // namespace shamble
