// Shared pieces of the Monopoly board renderer (game id `monopoly`). The view
// is split by concept: squares (monopoly_board.cpp; geometry in board_ring.h), tokens
// and dice motion (monopoly_motion.cpp), the centre prompt (monopoly_centre.cpp),
// the deed card (monopoly_deed.cpp), the players strip (monopoly_players.cpp, which
// MonopoZombie's shares) and the blocking sheets (monopoly_dialogs.cpp).
// Nothing here decides a rule: everything drawn comes from the game's view
// (games/monopoly/view.h: squares, prompt sentence, choices and where they lead),
// and every button is one of its choices.
#pragma once

#include <array>
#include <functional>
#include <string>
#include <vector>

#include "board_ring.h"
#include "game_view.h"
#include "games/monopoly/view.h"
#include "view_common.h"
#include "view_prompt.h"

namespace shamble::web::monopoly_ui {

// Board geometry and the shared drawing helpers live in board_ring.h.
using ring::Box;
using ring::centred_text;
using ring::Geometry;
using ring::heat_overlay;
using ring::initials;
using ring::mark_target;
using ring::money;
using ring::rgb_col;
using ring::token_glyph;

// Everything the parts need for one frame, built once per frame by the view.
struct Frame {
  const State& s;
  const mono::View& v;  // the game's answer for the acting human (or the table)
  int human = -1;       // the acting human seat, -1 when a bot (or nobody) acts
  // The human's choices (empty when no human acts): actions with labels and places.
  const std::vector<mono::Choice>* ch = nullptr;
  double now = 0;
  bool bystanders = false;  // offer out-of-turn actions to non-acting humans (M-TRADE-6, M-RENT-8, M-TURN-2)
  const std::string& name(int p) const { return v.seats[p].name; }
  int n() const { return v.players; }
};

// Acts for the human seat and reports a refusal as a notice.
void act(ViewContext& ctx, const Frame& f, const Action& a);
// Squares the human can act on by clicking them (build, sell, mortgage...).
uint64_t lit_squares(const Frame& f);
// Band mask of the view's squares, for ring::Geometry::banded.
uint64_t banded_squares(const mono::View& v);

// ---- monopoly_board.cpp
void draw_squares(ImDrawList* dl, const Geometry& g, const Frame& f, uint64_t lit_mask, int focus);

// ---- monopoly_motion.cpp
class Motion {
 public:
  // Starts dice and hops from the events logged since the last call (the
  // structured events of App::log(): rolls tumble the dice, moves hop the
  // tokens); a new match or an undo snaps every token to `v`.
  void sync(const App& app, const mono::View& v, double now);
  bool busy(double now) const;
  void skip();
  void draw_tokens(ImDrawList* dl, const Geometry& g, const Frame& f) const;
  // Any number of dice (MonopoZombie's 2D4 and 3D6); faces 1..6, 0 draws a blank die.
  void draw_dice(ImDrawList* dl, ImVec2 at, float die, const int* faces, int n, double now) const;

  // Draws a seat's token (default token_glyph): MonopoZombie's zombies differ.
  std::function<void(ImDrawList*, ImVec2, float, int)> token;

  // What one event sets in motion: dice that tumble, a token's hop (steps < 0:
  // backwards), or nothing.
  struct Step {
    bool dice = false;
    int player = -1, from = 0, steps = 0;  // steps != 0: a hop
  };
  // The property game's events are read here; a game built on it (MonopoZombie)
  // reads its own by setting this, so this file names no game but its own.
  std::function<Step(const Event&)> read_more;

 private:
  struct Hop {
    int from = 0, steps = 0;  // negative steps hop backwards
    double start = 0, each = 0.1;
  };
  void snap(const mono::View& v);
  void hop(int p, int from, int steps, double now);
  float shown(int p, double now, float* lift) const;
  std::array<Hop, mono::kSeatsMax> hops_{};
  std::array<int, mono::kSeatsMax> target_{};
  size_t seen_ = 0;        // log entries already animated
  size_t seen_index_ = 0;  // Match::log() index of the last entry seen
  uint64_t serial_ = ~0ull;
  double dice_end_ = 0;
};

// ---- monopoly_centre.cpp: the prompt, the dice and the main buttons
void draw_centre(ViewContext& ctx, const Frame& f, const Geometry& g, const Motion& mo);
// The centre's prompt buttons in order (view_prompt.h: numbered for digit
// keys, Enter/Space take the first): centre and claim choices, then "Trade…".
std::vector<PromptButton> centre_buttons(const Frame& f);
using shamble::web::button_rows;  // shared with the other views (view_common.h)
// Wrapped text with every line centred in `width`.
using shamble::web::centred_wrapped;  // shared with the other views (view_common.h)

// ---- monopoly_players.cpp: the players strip above the board
// How one player's chip looks: what it says after the name, and its colours.
struct ChipLook {
  std::string text;  // cash, "out", a role
  ImU32 bg = IM_COL32(40, 44, 48, 255);
  ImU32 ink = IM_COL32(240, 240, 240, 255);
};
// One chip per player: token(dl, centre, size, seat), the name when there is
// room, and look(p).text. The player whose turn it is gets a frame; hovering a
// chip calls tooltip(p).
void players_strip(const Frame& f, float width, const std::function<ChipLook(int)>& look,
                   const std::function<void(ImDrawList*, ImVec2, float, int)>& token,
                   const std::function<void(int)>& tooltip);

// ---- monopoly_bystander.cpp: out-of-turn actions for humans the table is not waiting on
void bystander_actions(ViewContext& ctx, const Frame& f, float width);

// ---- monopoly_deed.cpp
void deed_card(const Frame& f, int sq);    // inside a tooltip or popup
void deed_header(const Frame& f, int sq);  // the coloured name band alone
// `extra` adds lines under the card (MonopoZombie: who stands there, infection).
void square_popup(ViewContext& ctx, const Frame& f, int* open_sq,
                  const std::function<void(int)>& extra = nullptr);

// ---- monopoly_dialogs.cpp: auction and trade sheets (modal while the human decides)
void draw_dialogs(ViewContext& ctx, const Frame& f);

}  // namespace shamble::web::monopoly_ui
