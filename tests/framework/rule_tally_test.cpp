// RuleTally counts by address while games play and by text when reported: the
// same rule id written in two files (two literals, two addresses) is one row.
#include "framework/rule_tally.h"

#include <catch2/catch.hpp>
#include <cstdio>

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

TEST_CASE("rule tally: keeps every count while its table grows past many ids") {
  static char ids[300][12];
  shamble::RuleTally t;
  t.add(nullptr);  // an event without a rule counts for nothing
  for (int round = 0; round < 3; ++round)
    for (int i = 0; i < 300; ++i) {
      if (round == 0) std::snprintf(ids[i], sizeof ids[i], "R-%d", i);
      for (int k = 0; k <= i % 4; ++k) t.add(ids[i]);
    }
  const auto counts = t.by_text();
  REQUIRE(counts.size() == 300);
  for (int i = 0; i < 300; ++i) CHECK(counts.at(ids[i]) == 3 * (i % 4 + 1));
}
