// Per-game board renderers. A game registers a GameView under its id; games
// without one get the generic view (state summary + legal actions as buttons),
// so every registered game is playable before its board exists.
#pragma once

#include <functional>
#include <memory>
#include <string>

#include "app.h"
#include "imgui.h"

namespace shamble::web {

struct ViewContext {
  App& app;
  Match& match;
  int viewer;  // seat whose view to show (hidden information)
};

class GameView {
 public:
  virtual ~GameView() = default;
  // Draws the board (and the prompt for the acting human) in a region of `size`
  // logical pixels at the cursor. Actions go through ctx.app.session.act().
  virtual void draw_board(ViewContext& ctx, ImVec2 size) = 0;
  // True while something moves (dice, tokens): keeps the main loop drawing.
  virtual bool animating() const { return false; }
  // False: the host covers the table with "pass the device to <name>" between
  // human seats when the game hides information. A view that draws its own
  // cover returns true so players are not asked twice.
  virtual bool own_pass_device_screen() const { return false; }
};

using GameViewFactory = std::function<std::unique_ptr<GameView>()>;

// Views register from a static initializer in their own .cpp: adding a board
// renderer touches no other file.
bool register_game_view(const std::string& game_id, GameViewFactory factory);
std::unique_ptr<GameView> make_game_view(const std::string& game_id);
std::unique_ptr<GameView> make_generic_view();

}  // namespace shamble::web
