// The game the big Play button (and a URL with options but no game) starts.
// Its own file: url_params.cpp needs it, and the native URL fuzz target
// builds url_params.cpp without the rest of the app.
#include "app.h"
#include "framework/registry.h"

namespace shamble::web {

const GameInfo* default_game() {
  if (const GameInfo* g = find_game("monopozombie")) return g;
  return listed_games().empty() ? nullptr : listed_games().front();
}

}  // namespace shamble::web
