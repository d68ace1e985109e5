#include "framework/registry.h"

namespace shamble {

static std::vector<const GameInfo*>& games() {
  static std::vector<const GameInfo*> g;
  return g;
}

void register_game(const GameInfo& game) {
  for (auto* g : games())
    if (g->id == game.id) return;
  games().push_back(&game);
}

const std::vector<const GameInfo*>& all_games() { return games(); }

std::vector<const GameInfo*> listed_games() {
  std::vector<const GameInfo*> out;
  for (auto* g : games())
    if (g->listed) out.push_back(g);
  return out;
}

const GameInfo* find_game(std::string_view id) {
  for (auto* g : games())
    if (g->id == id) return g;
  return nullptr;
}

}  // namespace shamble
