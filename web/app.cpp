#include "app.h"

#include "framework/registry.h"

namespace shamble::web {

App& App::get() {
  static App app;
  return app;
}

const GameInfo* default_game() {
  if (const GameInfo* g = find_game("monopozombie")) return g;
  return listed_games().empty() ? nullptr : listed_games().front();
}

}  // namespace shamble::web
