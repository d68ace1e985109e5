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
