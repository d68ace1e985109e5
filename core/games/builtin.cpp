// The shipped games, in the order the start screen lists them. Each game folder
// exposes one `const GameInfo& <id>_game()`; CMake defines SHAMBLE_WITH_<ID> for
// the folders it compiles (see SHAMBLE_GAMES in core/CMakeLists.txt).
#include "framework/registry.h"

#if SHAMBLE_WITH_MONOPOLY
#include "games/monopoly/monopoly.h"
#endif
#if SHAMBLE_WITH_CATAN
#include "games/catan/catan.h"
#endif
#if SHAMBLE_WITH_FLIPPED
#include "games/flipped/flipped.h"
#endif
#if SHAMBLE_WITH_MONOPOZOMBIE
#include "games/monopozombie/monopozombie.h"
#endif

namespace shamble {

void register_builtin_games() {
#if SHAMBLE_WITH_MONOPOLY
  register_game(monopoly_game());
#endif
#if SHAMBLE_WITH_CATAN
  register_game(catan_game());
#endif
#if SHAMBLE_WITH_FLIPPED
  register_game(flipped_game());
#endif
#if SHAMBLE_WITH_MONOPOZOMBIE
  register_game(monopozombie_game());
#endif
}

}  // namespace shamble
