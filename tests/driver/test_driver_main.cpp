// `shamble` plus the test-only games, so the driver's end-to-end tests can
// use the tiny dice game whatever shipped games exist.
#include "driver/driver.h"
#include "framework/registry.h"
#include "pig.h"

int main(int argc, char** argv) {
  shamble::register_builtin_games();
  shamble::register_game(shamble::pig_game());
  return shamble::driver_main(argc, argv);
}
