// The `shamble` command: every shipped game, headless.
#include "driver/driver.h"
#include "framework/registry.h"

int main(int argc, char** argv) {
  shamble::register_builtin_games();
  return shamble::driver_main(argc, argv);
}
