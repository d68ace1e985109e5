// RuleTally counts by address while games play and by text when reported: the
// same rule id written in two files (two literals, two addresses) is one row.
#include "framework/rule_tally.h"

#include <catch2/catch.hpp>

namespace {
// Two arrays, so two addresses holding the same text, as two files' literals may.
const char kHereA[] = "MZ-CONV-1";
const char kHereB[] = "MZ-CONV-1";
const char kOther[] = "MZ-DEMO-2";
}  // namespace

TEST_CASE("rule tally: counts every event and adds one id's addresses up by text") {
  REQUIRE(static_cast<const void*>(kHereA) != static_cast<const void*>(kHereB));
  shamble::RuleTally t;
  REQUIRE(t.by_text().empty());
  t.add(kHereA);
  t.add(kOther);
  t.add(kHereB);
  t.add(kHereA);
  const auto counts = t.by_text();
  REQUIRE(counts.size() == 2);
  CHECK(counts.at("MZ-CONV-1") == 3);
  CHECK(counts.at("MZ-DEMO-2") == 1);
}
