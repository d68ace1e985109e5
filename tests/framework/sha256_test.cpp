// SHA-256 against the FIPS 180-4 examples (NIST's "SHA256.pdf" and the
// long-message vectors), whole and fed in pieces.
#include "framework/sha256.h"

#include <catch2/catch.hpp>
#include <string>

using namespace shamble;

namespace {
std::string hex(const Sha256Digest& d) { return to_hex(d.data(), d.size()); }
}  // namespace

TEST_CASE("sha256 matches the FIPS 180-4 test vectors", "[framework][sha256]") {
  CHECK(hex(sha256("")) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
  CHECK(hex(sha256("abc")) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  CHECK(hex(sha256("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq")) ==
        "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1");
  CHECK(hex(sha256(
            "abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopq"
            "rsmnopqrstnopqrstu")) == "cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1");
  CHECK(hex(sha256(std::string(1000000, 'a'))) ==
        "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0");
}

TEST_CASE("sha256 gives the same digest however the message is cut", "[framework][sha256]") {
  std::string msg;
  for (int i = 0; i < 300; ++i) msg += static_cast<char>(i * 7 + 3);
  const Sha256Digest whole = sha256(msg);
  for (size_t step : {1u, 3u, 55u, 56u, 63u, 64u, 65u, 127u}) {
    Sha256 h;
    for (size_t at = 0; at < msg.size(); at += step) h.update(msg.substr(at, step));
    CHECK(h.finish() == whole);
  }
  // Lengths around the padding boundary (55/56/64 bytes) differ from each other.
  CHECK(sha256(std::string(55, 'x')) != sha256(std::string(56, 'x')));
}
