// Shared pieces of the Monopoly board renderer (game id `monopoly`). The view
// is split by concept: board geometry and squares (monopoly_board.cpp), tokens
// and dice motion (monopoly_motion.cpp), the centre prompt (monopoly_centre.cpp),
// the deed card (monopoly_deed.cpp) and the blocking sheets (monopoly_dialogs.cpp).
// Nothing here decides a rule: every button is one of State::legal_actions.
#pragma once

#include <array>
#include <string>
#include <vector>

#include "game_view.h"
#include "games/monopoly/rules.h"

namespace shamble::web::mv {

struct Box {
  ImVec2 a, b;
  bool contains(ImVec2 p) const { return p.x >= a.x && p.y >= a.y && p.x < b.x && p.y < b.y; }
  ImVec2 centre() const { return ImVec2((a.x + b.x) * 0.5f, (a.y + b.y) * 0.5f); }
  float w() const { return b.x - a.x; }
  float h() const { return b.y - a.y; }
};

// 40 squares clockwise from the start square at the bottom right; corners are
// 1.5 cells, so the board is 12 cells wide.
struct Geometry {
  ImVec2 min;
  float size = 0, cell = 0, corner = 0;
  void fit(ImVec2 at, float side);
  Box square(int sq) const;
  Box centre() const;
  int side(int sq) const;     // 0 bottom, 1 left, 2 top, 3 right (corners belong to the side they start)
  Box band(int sq) const;     // the colour band on the inner edge
  Box content(int sq) const;  // the square minus its band
  int hit(ImVec2 p) const;    // square under p or -1
  float font_px() const;
};

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

// ---- monopoly_deed.cpp
void deed_card(const Frame& f, int sq);    // inside a tooltip or popup
void deed_header(const Frame& f, int sq);  // the coloured name band alone
void square_popup(ViewContext& ctx, const Frame& f, int* open_sq);

// ---- monopoly_dialogs.cpp: auction and trade sheets (modal while the human decides)
void draw_dialogs(ViewContext& ctx, const Frame& f);

// ---- shared drawing helpers (monopoly_board.cpp)
ImU32 group_col(int group);
void token_glyph(ImDrawList* dl, ImVec2 centre, float px, int seat);
std::string money(long v);

}  // namespace shamble::web::mv
