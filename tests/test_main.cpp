// Catch2's main, with every game registered first (shipped and test-only).
#define CATCH_CONFIG_RUNNER
// Catch2's runner instantiates std::regex, where GCC 12 reports a
// std::function "may be used uninitialized" in libstdc++'s own code when the
// sanitizers are on (a false positive of -Wmaybe-uninitialized); only here.
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"
#include <catch2/catch.hpp>
#pragma GCC diagnostic pop

#include "framework/registry.h"
#include "pig.h"

int main(int argc, char** argv) {
  shamble::register_builtin_games();
  shamble::register_game(shamble::pig_game());
  return Catch::Session().run(argc, argv);
}
