// Stream buffers over memory, for cereal's archives (which want std::istream
// and std::ostream).
//
// Why: std::ostringstream's bookkeeping per call, plus the copy its str()
// makes at the end, and std::istringstream's copy of the text it reads, cost
// as much as the serialization itself; the browser saves after every move,
// and the soak round-trips saves all the time.
#pragma once

#include <ostream>
#include <streambuf>
#include <string>

namespace shamble {

// Appends whatever is written to a std::string.
class StringSink : public std::streambuf {
 public:
  explicit StringSink(std::string& out) : out_(out) {}

 protected:
  std::streamsize xsputn(const char* s, std::streamsize n) override {
    out_.append(s, static_cast<size_t>(n));
    return n;
  }
  int_type overflow(int_type c) override {
    if (!traits_type::eq_int_type(c, traits_type::eof())) out_.push_back(traits_type::to_char_type(c));
    return traits_type::not_eof(c);
  }

 private:
  std::string& out_;
};

// Reads from bytes someone else owns (they must outlive it); no copy.
class MemorySource : public std::streambuf {
 public:
  MemorySource(const char* data, size_t size) {
    char* p = const_cast<char*>(data);  // a get area is never written through
    setg(p, p, p + size);
  }
};

}  // namespace shamble
