// framework/cereal_json.h replaces the character-at-a-time stream wrappers of
// rapidjson under cereal's JSON archives with buffered ones. What must not
// change: the text written, what is read back (across the buffers' block
// edges), and that bad input throws cereal's exceptions instead of asserting.
#include "framework/cereal_json.h"

#include <catch2/catch.hpp>
#include <cereal/types/string.hpp>
#include <cereal/types/vector.hpp>
#include <sstream>
#include <string>
#include <vector>

namespace {
struct Sample {
  std::vector<int> numbers;
  std::string text;
  template <class A>
  void serialize(A& ar) {
    ar(CEREAL_NVP(numbers), CEREAL_NVP(text));
  }
};

Sample big_sample() {
  Sample s;
  for (int i = 0; i < 5000; ++i) s.numbers.push_back(i * 7919 - 20000);
  for (int i = 0; i < 20000; ++i) s.text += static_cast<char>('a' + i % 26);
  s.text += "\"quoted\" \\ and a tab\t, a newline\n";
  return s;
}

std::string write(const Sample& s) {
  std::ostringstream os;
  {
    cereal::JSONOutputArchive ar(os);
    ar(cereal::make_nvp("sample", s));
  }
  return os.str();
}
}  // namespace

TEST_CASE("cereal JSON: what is written over many blocks reads back the same", "[framework][json]") {
  const Sample s = big_sample();
  const std::string text = write(s);
  REQUIRE(text.size() > 4 * 8192);
  // The text is whole JSON, as rapidjson itself reads it from memory.
  rapidjson::Document d;
  d.Parse(text.c_str());
  REQUIRE_FALSE(d.HasParseError());
  REQUIRE(d["sample"]["numbers"].Size() == 5000);
  CHECK(d["sample"]["numbers"][4999].GetInt() == 4999 * 7919 - 20000);
  CHECK(std::string(d["sample"]["text"].GetString()) == s.text);
  Sample back;
  std::istringstream is(text);
  {
    cereal::JSONInputArchive ar(is);
    ar(cereal::make_nvp("sample", back));
  }
  CHECK(back.numbers == s.numbers);
  CHECK(back.text == s.text);
  // Written twice, the same bytes.
  CHECK(write(s) == text);
}

TEST_CASE("cereal JSON: damaged input throws cereal's exceptions", "[framework][json]") {
  const std::string text = write(big_sample());
  // Cut inside the numbers: a parse error.
  std::istringstream cut(text.substr(0, text.size() / 3));
  CHECK_THROWS_AS(cereal::JSONInputArchive(cut), cereal::Exception);
  // A number where a string is wanted: rapidjson's own assertion, which must
  // throw (cereal::RapidJSONException) rather than abort or read garbage.
  std::istringstream wrong("{\"value0\": 12}");
  cereal::JSONInputArchive ar(wrong);
  std::string s;
  CHECK_THROWS_AS(ar(s), cereal::RapidJSONException);
  // Nothing at all.
  std::istringstream empty("");
  CHECK_THROWS_AS(cereal::JSONInputArchive(empty), cereal::Exception);
}

// The reader skips whitespace in its own buffer, sixteen characters a step
// (SkipSpaces): runs of every length, of every whitespace character, ending
// just before, on and after the edges of a 16-byte step and of the 8,192-byte
// block, must read as rapidjson reads the same text from memory, and a parse
// error must be reported at the same offset.
namespace {
struct Streamed {
  rapidjson::Document doc;
  size_t told = 0;  // the stream's Tell() after the parse
};
Streamed parse_streamed(const std::string& text) {
  std::istringstream is(text);
  rapidjson::BasicIStreamWrapper<std::istream> w(is);
  Streamed out;
  out.doc.ParseStream(w);
  out.told = w.Tell();
  return out;
}
}  // namespace

TEST_CASE("cereal JSON: whitespace of any length, across block edges", "[framework][json]") {
  const char kSpaces[] = {' ', '\n', '\r', '\t'};
  for (int len = 0; len <= 40; ++len) {
    for (int shift = -20; shift <= 20; shift += 3) {
      std::string ws;
      for (int i = 0; i < len; ++i) ws += kSpaces[(i * 7 + len) % 4];
      // A string long enough that the runs after it straddle the first block's end.
      const std::string pad(static_cast<size_t>(8192 - 40 + shift), 'p');
      const std::string text = "{" + ws + "\"pad\"" + ws + ":" + ws + "\"" + pad + "\"" + ws + "," + ws +
                               "\"n\":" + ws + "[" + ws + "1" + ws + "," + ws + "2" + ws + "]" + ws + "}" +
                               ws;
      // The same text with a stray character after the last run.
      const std::string bad = text.substr(0, text.size() - ws.size() - 1) + ws + "x}";
      INFO("run of " << len << ", shift " << shift);
      rapidjson::Document mem, mem_bad;
      mem.Parse(text.c_str());
      mem_bad.Parse(bad.c_str());
      REQUIRE_FALSE(mem.HasParseError());
      REQUIRE(mem_bad.HasParseError());
      const Streamed good = parse_streamed(text), wrong = parse_streamed(bad);
      REQUIRE_FALSE(good.doc.HasParseError());
      CHECK(good.doc == mem);
      CHECK(good.told == text.size());  // every character counted, the trailing run too
      REQUIRE(wrong.doc.HasParseError());
      CHECK(wrong.doc.GetErrorOffset() == mem_bad.GetErrorOffset());
    }
  }
}
