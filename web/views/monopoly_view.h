// Shared pieces of the Monopoly board renderer (game id `monopoly`). The view
// is split by concept: squares (monopoly_board.cpp; geometry in board_ring.h), tokens
// and dice motion (monopoly_motion.cpp), the centre prompt (monopoly_centre.cpp),
// the deed card (monopoly_deed.cpp) and the blocking sheets (monopoly_dialogs.cpp).
// Nothing here decides a rule: every button is one of State::legal_actions.
#pragma once

#include <array>
#include <functional>
#include <string>
#include <vector>

#include "board_ring.h"
#include "game_view.h"
#include "games/monopoly/rules.h"
#include "view_common.h"

namespace shamble::web::mv {

// Board geometry and the shared drawing helpers live in board_ring.h.
using ring::Box;
using ring::centred_text;
using ring::Geometry;
using ring::group_col;
using ring::initials;
using ring::money;
using ring::token_glyph;

// Everything the parts need for one frame, built once per frame by the view.
struct Frame {
  const State& s;
  const mono::MonoTable& t;
  const mono::MonoRules& r;
  std::vector<std::string> names;
  int human = -1;                             // the acting human seat, -1 when a bot (or nobody) acts
  const std::vector<Action>* acts = nullptr;  // human's legal actions
  const std::vector<std::string>* labels = nullptr;
  double now = 0;
  bool bystanders = false;  // offer out-of-turn actions to non-acting humans (M-TRADE-6, M-RENT-8, M-TURN-2)
};

// Square-targeted actions are taken by clicking the (highlighted) square.
bool is_square_action(int kind);
bool is_trade_edit(int kind);
// Acts for the human seat and reports a refusal as a notice.
void act(ViewContext& ctx, const Frame& f, const Action& a);

// ---- monopoly_board.cpp
void draw_squares(ImDrawList* dl, const Geometry& g, const Frame& f, uint64_t lit_mask, int focus);

// ---- monopoly_motion.cpp
class Motion {
 public:
  // Starts dice and hops for whatever changed since the last frame.
  void sync(const Match& m, const mono::MonoTable& t, double now);
  bool busy(double now) const;
  void skip();
  void draw_tokens(ImDrawList* dl, const Geometry& g, const Frame& f) const;
  void draw_dice(ImDrawList* dl, ImVec2 at, float die, const mono::MonoTable& t, double now) const;
  // Any number of dice (MonopoZombie's 2D4 and 3D6); faces 1..6, 0 draws a blank die.
  void draw_dice(ImDrawList* dl, ImVec2 at, float die, const int* faces, int n, double now) const;

  // Hooks for games built on this board (MonopoZombie); unset for the plain game.
  std::function<bool(const Action&)> is_roll;     // actions besides kRoll that tumble the dice
  std::function<bool(const Action&)> moves_back;  // its move may run counter-clockwise: hop the shorter way
  std::function<void(ImDrawList*, ImVec2, float, int)> token;  // draws a seat's token (default token_glyph)

 private:
  struct Hop {
    int from = 0, steps = 0;  // negative steps hop backwards
    double start = 0, each = 0.1;
  };
  float shown(int p, double now, float* lift) const;
  std::array<Hop, mono::kMaxPlayers> hops_{};
  std::array<int, mono::kMaxPlayers> target_{};
  size_t seen_log_ = 0;
  bool init_ = false;
  double dice_end_ = 0;
};

// ---- monopoly_centre.cpp: the prompt, the dice and the main buttons
void draw_centre(ViewContext& ctx, const Frame& f, const Geometry& g, const Motion& mo);
// Centre buttons in order (numbered for digit keys); Enter/Space take the first.
std::vector<int> centre_actions(const Frame& f);
// Buttons in centred rows (touch height); returns the index clicked or -1.
int button_rows(const std::vector<std::string>& texts, float width, int highlight);
// Wrapped text with every line centred in `width`.
using shamble::web::centred_wrapped;  // shared with the other views (view_common.h)

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

}  // namespace shamble::web::mv
