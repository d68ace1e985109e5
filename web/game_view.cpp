#include "game_view.h"

#include <map>

namespace shamble::web {

namespace {
std::map<std::string, GameViewFactory>& registry() {
  static std::map<std::string, GameViewFactory> r;  // constructed on first use: safe from static init order
  return r;
}
}  // namespace

bool register_game_view(const std::string& game_id, GameViewFactory factory) {
  registry()[game_id] = std::move(factory);
  return true;
}

std::unique_ptr<GameView> make_game_view(const std::string& game_id) {
  auto it = registry().find(game_id);
  if (it != registry().end())
    if (auto v = it->second()) return v;
  return make_generic_view();
}

}  // namespace shamble::web
