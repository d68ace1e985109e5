// The shipped games. Each game folder exposes one `const GameInfo& <id>_game()`.
// (A game not yet listed here is not built into the registry.)
#include "framework/registry.h"

namespace shamble {

void register_builtin_games() {
  // Games add one line each here, e.g.: register_game(monopoly_game());
}

}  // namespace shamble
