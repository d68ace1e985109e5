// cereal's JSON archives, with buffered streams. Include this, never
// <cereal/archives/json.hpp> itself (scripts/check-contract refuses that).
//
// Why: rapidjson 1.1's stream wrappers, which cereal's JSON archives read and
// write through, move one character at a time through std::istream::peek/get
// and std::ostream::put, each building a sentry. Profiling `shamble soak` put
// about half of all its time there (a document load is mostly that). The
// explicit specializations below replace the two wrappers for std::istream and
// std::ostream: the reader takes the rest of the stream into memory once, the
// writer fills a buffer and writes it in blocks. The JSON read and written is
// unchanged (tests/framework/cereal_json_test.cpp).
//
// A specialization must be seen before the first use of the wrapper in every
// translation unit, and cereal's archives use it as soon as they are defined,
// so this header configures rapidjson the way cereal's header would (asserts
// throw cereal::RapidJSONException), declares the wrappers, then includes cereal.
// It is also how our code gets rapidjson (document, writer, string buffer come
// with cereal's archive; error messages are added): a rapidjson header included before it would set
// rapidjson's assertions to assert(), which release builds compile out, so
// that order is refused below.
#pragma once

#if defined(RAPIDJSON_ASSERT) && !defined(SHAMBLE_CEREAL_JSON_H)
#error "include framework/cereal_json.h before any rapidjson or cereal JSON header"
#endif
#define SHAMBLE_CEREAL_JSON_H 1

#include <cereal/cereal.hpp>
#include <cstddef>
#include <cstring>
#include <istream>
#include <ostream>
#include <string>
#ifdef __SSE2__
#include <emmintrin.h>
#endif

namespace shamble::detail {
[[noreturn]] inline void rapidjson_assertion(const char* what);
}  // namespace shamble::detail

#ifndef RAPIDJSON_ASSERT_THROWS
#define RAPIDJSON_ASSERT_THROWS
#endif
#ifndef RAPIDJSON_ASSERT
#define RAPIDJSON_ASSERT(x)                                                              \
  if (!(x)) {                                                                            \
    ::shamble::detail::rapidjson_assertion("rapidjson internal assertion failure: " #x); \
  }
#endif

#include <rapidjson/istreamwrapper.h>
#include <rapidjson/ostreamwrapper.h>

RAPIDJSON_NAMESPACE_BEGIN

// Reads the stream's buffer in blocks (sgetn) and serves characters from its
// own; the end of the stream reads as '\0', as rapidjson expects. It reads
// ahead of the document's end, so the stream must hold that one document
// (every use here reads a string: a save, a scenario, a state).
template <>
class BasicIStreamWrapper<std::istream> {
 public:
  typedef char Ch;
  explicit BasicIStreamWrapper(std::istream& stream) : src_(stream.rdbuf()) {}
  BasicIStreamWrapper(const BasicIStreamWrapper&) = delete;
  BasicIStreamWrapper& operator=(const BasicIStreamWrapper&) = delete;

  [[gnu::always_inline]] Ch Peek() const { return at_ < end_ || refill(1) ? buf_[at_] : '\0'; }
  [[gnu::always_inline]] Ch Take() {
    if (at_ == end_ && !refill(1)) return '\0';
    ++count_;
    return buf_[at_++];
  }
  size_t Tell() const { return count_; }
  // The parser's whitespace skip (below): a document is mostly indentation,
  // which this walks in the buffer instead of a Peek and a Take a character.
  void SkipSpaces() {
    for (;;) {
      const size_t from = at_;
#ifdef __SSE2__
      // Sixteen characters a step: indentation runs are 8-20 spaces long (but
      // after a name's colon there is one space, so the first is tested alone).
      while (end_ - at_ >= 16 && is_space(buf_[at_]) && is_space(buf_[at_ + 1])) {
        const __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i*>(buf_ + at_));
        const __m128i ws = _mm_or_si128(
            _mm_or_si128(_mm_cmpeq_epi8(v, _mm_set1_epi8(' ')), _mm_cmpeq_epi8(v, _mm_set1_epi8('\n'))),
            _mm_or_si128(_mm_cmpeq_epi8(v, _mm_set1_epi8('\r')), _mm_cmpeq_epi8(v, _mm_set1_epi8('\t'))));
        const unsigned other = ~static_cast<unsigned>(_mm_movemask_epi8(ws)) & 0xFFFFu;
        if (other != 0) {
          at_ += static_cast<size_t>(__builtin_ctz(other));
          count_ += at_ - from;
          return;
        }
        at_ += 16;
      }
#endif
      while (at_ < end_) {
        if (!is_space(buf_[at_])) break;
        ++at_;
      }
      count_ += at_ - from;
      if (at_ < end_ || !refill(1)) return;
    }
  }
  static bool is_space(char c) { return c == ' ' || c == '\n' || c == '\r' || c == '\t'; }
  // For encoding detection only.
  const Ch* Peek4() const { return end_ - at_ >= 4 || refill(4) ? buf_ + at_ : nullptr; }

  Ch* PutBegin() {
    RAPIDJSON_ASSERT(false);
    return nullptr;
  }
  void Put(Ch) { RAPIDJSON_ASSERT(false); }
  void Flush() { RAPIDJSON_ASSERT(false); }
  size_t PutEnd(Ch*) {
    RAPIDJSON_ASSERT(false);
    return 0;
  }

 private:
  // Keeps what is unread and appends a block; true when `need` bytes are there.
  [[gnu::noinline]] bool refill(size_t need) const {
    std::memmove(buf_, buf_ + at_, end_ - at_);
    end_ -= at_;
    at_ = 0;
    while (src_ && end_ < need) {
      const std::streamsize n = src_->sgetn(buf_ + end_, static_cast<std::streamsize>(sizeof buf_ - end_));
      if (n <= 0) break;
      end_ += static_cast<size_t>(n);
    }
    return end_ >= need;
  }
  std::streambuf* src_;
  mutable char buf_[8192];
  mutable size_t at_ = 0, end_ = 0;
  size_t count_ = 0;
};

// Found by argument-dependent lookup where the parser calls SkipWhitespace(is),
// and preferred to rapidjson's template, a non-template being the better match.
inline void SkipWhitespace(BasicIStreamWrapper<std::istream>& is) { is.SkipSpaces(); }

// Collects characters and writes them in blocks; Flush (rapidjson calls it at
// the end of a document) and destruction write what is left.
template <>
class BasicOStreamWrapper<std::ostream> {
 public:
  typedef char Ch;
  explicit BasicOStreamWrapper(std::ostream& stream) : stream_(stream) {}
  BasicOStreamWrapper(const BasicOStreamWrapper&) = delete;
  BasicOStreamWrapper& operator=(const BasicOStreamWrapper&) = delete;
  ~BasicOStreamWrapper() { Flush(); }

  void Put(Ch c) {
    buf_[n_++] = c;
    if (n_ == sizeof buf_) Flush();
  }
  void Flush() {
    if (n_ > 0) stream_.write(buf_, static_cast<std::streamsize>(n_));
    n_ = 0;
  }

  Ch Peek() const {
    RAPIDJSON_ASSERT(false);
    return 0;
  }
  Ch Take() {
    RAPIDJSON_ASSERT(false);
    return 0;
  }
  size_t Tell() const {
    RAPIDJSON_ASSERT(false);
    return 0;
  }
  Ch* PutBegin() {
    RAPIDJSON_ASSERT(false);
    return nullptr;
  }
  size_t PutEnd(Ch*) {
    RAPIDJSON_ASSERT(false);
    return 0;
  }

 private:
  std::ostream& stream_;
  char buf_[4096];
  size_t n_ = 0;
};

RAPIDJSON_NAMESPACE_END

#include <rapidjson/error/en.h>  // parse errors in words, for json_reader

#include <cereal/archives/json.hpp>

namespace shamble::detail {
[[noreturn]] inline void rapidjson_assertion(const char* what) { throw ::cereal::RapidJSONException(what); }
}  // namespace shamble::detail
