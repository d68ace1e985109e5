// Shared by the fuzz targets (libFuzzer entry points, tests/fuzz/fuzz_*.cpp).
// A target aborts only on a broken promise: a crash, a sanitizer report, or a
// property checked here (a loaded save must save and load to the same game).
// Malformed input refused with an Error is the expected, quiet outcome.
#pragma once

#include <cstdio>
#include <cstdlib>
#include <string>

#include "framework/registry.h"

namespace shamble::fuzz {

// Registers the shipped games once (libFuzzer calls the target millions of
// times; registration is idempotent but not free).
inline void init() {
  static const bool done = [] {
    register_builtin_games();
    return true;
  }();
  (void)done;
}

// A broken promise: say which, then abort so libFuzzer saves the input.
[[noreturn]] inline void broken(const char* what, const std::string& detail = "") {
  std::fprintf(stderr, "fuzz: broken promise: %s %s\n", what, detail.c_str());
  std::abort();
}

}  // namespace shamble::fuzz
