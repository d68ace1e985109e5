// Shared pieces of the MonopoZombie board renderer (game id `monopozombie`,
// "Landlords of the Dead"). Its table embeds the classic property-game table,
// so the squares, deed cards, auction/trade sheets, motion and the centre of
// the property-game phases are the Monopoly view's (monopoly_view.h); these
// files add the zombie layer: overlays on squares (mz_board.cpp), the players
// strip (mz_players.cpp) and the stage banner, dice and direction/3D6 choices
// (mz_centre.cpp). Nothing here decides a rule: everything drawn comes from the
// game's view (games/monopozombie/view.h): the prompt sentence, each choice's
// target square and dice, the points of every square and their sentences.
#pragma once

#include <string>
#include <vector>

#include "games/monopozombie/view.h"
#include "monopoly_view.h"

namespace shamble::web::monopozombie_ui {

using monopoly_ui::Box;
using monopoly_ui::Geometry;

struct Frame {
  monopoly_ui::Frame f;  // the property game's parts of the same view (f.v is zv.base)
  const mz::View& zv;
};

// Square-targeted moves: clicking `square` takes acts[indices[0]], or asks
// which when the moves landing there differ (group dice from a shared pool).
struct Target {
  int square = -1;
  std::vector<int> indices;
  bool ambiguous = false;  // the moves here have different labels
};
// The squares the acting human's moves would reach (zombie direction, 3D6
// pick, group dice, homeless die): the targets of the view's choices.
std::vector<Target> move_targets(const Frame& f);
// True when the zombie layer owns the centre: its own phases, the immunity
// question, the end of the game.
bool owns_centre(const Frame& f);

// ---- mz_board.cpp
// On top of monopoly_ui::draw_squares: infection grounds, hospitals, lit targets.
void draw_overlays(ImDrawList* dl, const Geometry& g, const Frame& f, uint64_t lit, uint64_t targets);
// A seat's token: the plain glyph for humans, a ragged zombie badge with the
// player's letter for zombies (both in the seat's colour).
void draw_token(ImDrawList* dl, ImVec2 c, float px, int seat, const Frame& f);
// The zombie lines of a square's card: the view's sentences for points_at().
void square_extra(const Frame& f, int sq);

// ---- mz_players.cpp
void players_strip(const Frame& f, float width);

// ---- mz_centre.cpp
// The line above the board; framed in gold for the first round of a stage.
void stage_banner(const Frame& f, float width);
// The board's middle when owns_centre() (the property game's phases use
// monopoly_ui::draw_centre). Returns true when it drew.
bool draw_centre(ViewContext& ctx, const Frame& f, const Geometry& g, const monopoly_ui::Motion& mo);
// The centre's prompt buttons in the order drawn (view_prompt.h); `tight`:
// the short labels of a phone-sized board.
std::vector<PromptButton> centre_buttons(const Frame& f, bool tight);

}  // namespace shamble::web::monopozombie_ui
