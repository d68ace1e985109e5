// Shared by the fuzz targets (libFuzzer entry points, tests/fuzz/fuzz_*.cpp).
// A target aborts only on a broken promise: a crash, a sanitizer report, or a
// property checked here (a loaded save must save and load to the same game).
// Malformed input refused with an Error is the expected, quiet outcome.
#pragma once

#include <cstdio>
#include <cstdlib>
#include <string>

#include "framework/match.h"
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

// What a load promises: refused with a message, or a sound game whose saved
// form (written by `save`, read by `load`) loads back to the same game.
template <class Save, class Load>
void check_load(const std::unique_ptr<Match>& m, const Error& err, Save save, Load load) {
  if (!m) {
    if (err.message.empty()) broken("a refused load gave no message");
    return;
  }
  if (auto bad = m->state().check_invariants(); !bad.empty()) broken("loaded an unsound state:", bad);
  Error again_err;
  auto again = load(save(*m), &again_err);
  if (!again) broken("a loaded game did not load back:", again_err.message);
  if (state_bytes(again->state()) != state_bytes(m->state()) || again->size() != m->size())
    broken("a round trip changed the game");
}

}  // namespace shamble::fuzz
