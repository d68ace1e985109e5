// Catch2's main, with every game registered first (shipped and test-only).
#define CATCH_CONFIG_RUNNER
#include <catch2/catch.hpp>

#include "framework/registry.h"
#include "pig.h"

int main(int argc, char** argv) {
  shamble::register_builtin_games();
  shamble::register_game(shamble::pig_game());
  return Catch::Session().run(argc, argv);
}
