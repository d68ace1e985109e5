// Games by id. The built-in games register in core/games/builtin.cpp; tests
// may register extra games of their own (the dice game lives in tests/ only).
#pragma once

#include <string_view>
#include <vector>

#include "framework/game.h"

namespace shamble {

void register_game(const GameInfo& game);
const std::vector<const GameInfo*>& all_games();
const GameInfo* find_game(std::string_view id);
// The games menus offer to players (all_games() minus test-only ones).
std::vector<const GameInfo*> listed_games();

// Registers every shipped game once (idempotent).
void register_builtin_games();

}  // namespace shamble
