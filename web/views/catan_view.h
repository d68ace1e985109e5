// Shared pieces of the hex-island board renderer (game id `catan`). Split by
// concept: geometry and targets (catan_geo.cpp), the island itself
// (catan_board.cpp), dice and their statistics (catan_motion.cpp), the players
// strip and hand (catan_players.cpp), the prompt and buttons (catan_panel.cpp)
// and the trade sheet (catan_trade.cpp). catan_view.cpp owns the frame.
// Nothing here decides a rule or a secret: everything drawn comes from
// catan::view_of (games/catan/view.h), which hides other seats' cards and
// gives the acting human's choices with their targets and costs; every
// button and lit target is one of those choices.
#pragma once

#include <array>
#include <memory>
#include <string>
#include <vector>

#include "game_view.h"
#include "games/catan/view.h"

namespace shamble::web::catan_ui {

namespace ct = shamble::catan;

// Everything the parts need for one frame, built once per frame by the view.
struct Frame {
  const State& s;
  const ct::View& v;  // as hand_seat may see it
  // The acting human's choices (view_of for that seat), empty when a bot or nobody acts.
  const std::vector<ct::Choice>& choices;
  std::vector<std::string> names;
  int hand_seat = -1;  // whose hidden cards may be shown (-1: nobody's)
  int human = -1;      // the acting human seat, -1 when a bot (or nobody) acts
  double now = 0;
  // The menu whose choices the human is picking on the island (a zombie
  // knight's hex), empty when none: only then do those choices light up.
  std::string pick;
};

// ---- catan_geo.cpp: where things sit on screen, and what the human can click
struct HexGeo {
  const ct::View* v = nullptr;          // coordinates of hexes and corners
  ImVec2 c;                             // screen position of the island centre (hex 9)
  float s = 0;                          // hex size: centre to corner, logical pixels
  ImVec2 half(float x, float y) const;  // docs' half-units to screen
  ImVec2 hex(int h) const;
  ImVec2 node(int n) const;
  ImVec2 edge_mid(int e) const;
  int hit_hex(ImVec2 p) const;  // hex under p or -1
};

// Index into Frame::choices of the board-targeted choice on each hex, corner and
// side (-1 when none), so a click on a lit spot takes exactly that action.
struct Targets {
  std::array<int, ct::kHexes> hex;
  std::array<int, ct::kNodes> node;
  std::array<int, ct::kEdges> edge;
  bool any = false;
  void build(const Frame& f);
  // The nearest lit corner or side within reach of p, else the lit hex under
  // it; returns the action index or -1. Only lit spots compete, so small
  // boards still give each touch a generous target.
  int pick(const HexGeo& g, ImVec2 p, int* hex_out) const;
  // The lit spot's action for a target (a hovered prompt button's), or -1.
  int at(const Target& t) const;
};
// A choice picked on the island: it has a board target and is not waiting
// behind a menu the human has not opened.
bool on_board(const Frame& f, const ct::Choice& c);

// ---- catan_board.cpp
ImU32 terrain_col(int t);
ImU32 res_col(int r);
void draw_island(ImDrawList* dl, const HexGeo& g, const Frame& f, const Targets& t, int hover_act,
                 const std::array<double, ct::kHexes>& flash);
void hex_card(const Frame& f, int h);  // inside a tooltip or popup

// ---- catan_motion.cpp: dice tumble, zombie flashes and the roll
// histogram, all from the structured event stream (App::log entries).
class Motion {
 public:
  void sync(const App& app, double now);
  bool busy(double now) const;
  void skip() { dice_end_ = 0; }
  void draw_dice(ImDrawList* dl, ImVec2 at, float die, const ct::View& v, double now) const;
  void draw_histogram(ImDrawList* dl, ImVec2 at, ImVec2 size, int last) const;
  const std::array<double, ct::kHexes>& flash() const { return flash_; }

 private:
  uint64_t serial_ = ~0ull;  // the match the counts belong to
  size_t seen_ = 0;          // log entries already read
  double dice_end_ = 0;
  std::vector<int> hist_;                   // by dice total (sized from catan::tables())
  std::array<double, ct::kHexes> flash_{};  // when a zombie last arrived on a hex
};

// ---- catan_players.cpp
// One row across `width`, or (column) stacked chips `width` wide.
void players_strip(const Frame& f, float width, bool column = false);
void hand_panel(const Frame& f, float width);

// ---- catan_panel.cpp: prompt, dice and buttons
void draw_panel(ViewContext& ctx, Frame& f, const Motion& mo, ImVec2 size, bool under, std::string* pick);

// ---- catan_trade.cpp: offers, counters, answers and bank/harbour rates
bool is_trade_kind(int kind);
// "2 L + 1 B": short, letter-coded.
std::string short_cards(const ct::Cards& a);
void trade_section(ViewContext& ctx, const Frame& f, float width);
void bank_popup(ViewContext& ctx, const Frame& f);  // opened with OpenPopup("##bank")

}  // namespace shamble::web::catan_ui
