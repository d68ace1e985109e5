// framework/json_depth.h: JSON that nests too deep is refused before rapidjson
// recurses into it.
#include "framework/json_depth.h"

#include <catch2/catch.hpp>
#include <string>

#include "framework/match.h"
#include "framework/setup.h"

using namespace shamble;

TEST_CASE("json depth: counts arrays and objects, not brackets in strings", "[framework][json]") {
  CHECK(json_depth("") == 0);
  CHECK(json_depth("12") == 0);
  CHECK(json_depth("{\"a\":[1,{\"b\":[]}]}") == 4);
  CHECK(json_depth("[\"[[[[\", \"\\\"[[[\"]") == 1);
  CHECK(json_depth(std::string(1000, '['), 64) == 65);
}

// A fuzz find (tests/fuzz/regressions/document/deep-nesting-stack-overflow.json):
// a document of tens of thousands of '[' overflowed the stack in rapidjson's
// recursive parser. Documents and scenarios that deep are refused with a message.
TEST_CASE("json depth: a document or scenario nested too deep is refused, not a crash (fuzz find)",
          "[framework][json]") {
  const std::string deep = "{\"format\":\"shamble\",\"x\":" + std::string(200000, '[') + "}";
  Error e;
  CHECK_FALSE(Match::from_json(deep, &e));
  CHECK(e.message.find("nests deeper") != std::string::npos);
  Error s;
  CHECK_FALSE(load_scenario(deep, &s));
  CHECK(s.message.find("nests deeper") != std::string::npos);
}
