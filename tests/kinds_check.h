// The check every game's action-kind table gets (games/*/kinds.cpp): one entry
// per kind at its own index, the codes the State lists are the table's, each
// code unique, no entry outside the kinds. `fields` checks the game's own
// fields (its functions are set: the static_assert leaves that to tests).
#pragma once

#include <catch2/catch.hpp>
#include <set>
#include <string>
#include <vector>

#include "framework/action.h"

template <class Spec, class Fields>
void check_kind_table(const std::vector<shamble::ActionKindDef>& defs, int kinds, const Spec* (*spec)(int),
                      Fields fields) {
  REQUIRE(defs.size() == static_cast<size_t>(kinds));
  std::set<std::string> codes;
  for (int k = 0; k < kinds; ++k) {
    const Spec* e = spec(k);
    INFO("kind " << k);
    REQUIRE(e);
    CHECK(static_cast<int>(e->kind) == k);
    fields(*e);
    REQUIRE(e->code);
    CHECK(std::string(defs[static_cast<size_t>(k)].name) == e->code);
    CHECK(defs[static_cast<size_t>(k)].args == e->args);
    CHECK(codes.insert(e->code).second);
  }
  CHECK_FALSE(spec(-1));
  CHECK_FALSE(spec(kinds));
}
