#include "framework/base64url.h"

#include <cstdint>

namespace shamble {

std::string base64url_encode(const std::string& bytes) {
  static const char kAlphabet[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
  std::string out;
  out.reserve((bytes.size() * 4 + 2) / 3);
  uint32_t acc = 0;
  int bits = 0;
  for (unsigned char c : bytes) {
    acc = (acc << 8) | c, bits += 8;
    while (bits >= 6) out += kAlphabet[(acc >> (bits - 6)) & 63], bits -= 6;
  }
  if (bits > 0) out += kAlphabet[(acc << (6 - bits)) & 63];
  return out;
}

std::optional<std::string> base64url_decode(const std::string& text) {
  std::string out;
  uint32_t acc = 0;
  int bits = 0;
  for (char c : text) {
    int v = c >= 'A' && c <= 'Z'   ? c - 'A'
            : c >= 'a' && c <= 'z' ? c - 'a' + 26
            : c >= '0' && c <= '9' ? c - '0' + 52
            : c == '-'             ? 62
            : c == '_'             ? 63
                                   : -1;
    if (v < 0) return std::nullopt;
    acc = (acc << 6) | static_cast<uint32_t>(v), bits += 6;
    if (bits >= 8) out += static_cast<char>((acc >> (bits - 8)) & 0xff), bits -= 8;
  }
  if (bits >= 6) return std::nullopt;  // a length no encoding produces
  return out;
}

}  // namespace shamble
