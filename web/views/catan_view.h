// Shared pieces of the hex-island board renderer (game id `catan`). Split by
// concept: geometry and targets (catan_geo.cpp), the island itself
// (catan_board.cpp), dice and their statistics (catan_motion.cpp), the players
// strip and hand (catan_players.cpp), the prompt and buttons (catan_panel.cpp)
// and the trade sheet (catan_trade.cpp). catan_view.cpp owns the frame.
// Nothing here decides a rule: every button and lit target is one of
// State::legal_actions for the acting human.
#pragma once

#include <array>
#include <memory>
#include <string>
#include <vector>

#include "game_view.h"
#include "games/catan/model.h"

namespace shamble::web::cv {

namespace ct = shamble::catan;

// Everything the parts need for one frame, built once per frame by the view.
struct Frame {
  const State& s;
  const ct::Model& m;
  std::vector<std::string> names;
  int hand_seat = -1;                         // whose hidden cards may be shown (-1: nobody's)
  int human = -1;                             // the acting human seat, -1 when a bot (or nobody) acts
  const std::vector<Action>* acts = nullptr;  // the human's legal actions
  const std::vector<std::string>* labels = nullptr;
  double now = 0;
  bool knight_mode = false;  // zombies: the human chose "play a knight", hexes light
};

// Acts for the human seat and reports a refusal as a notice.
void act(ViewContext& ctx, const Frame& f, const Action& a);

// ---- catan_geo.cpp: where things sit on screen, and what the human can click
struct HexGeo {
  ImVec2 c;     // screen position of the island centre (hex 9)
  float s = 0;  // hex size: centre to corner, logical pixels
  // Largest hexes for which span_x by span_y hex sizes fit in size, centred.
  void fit(ImVec2 min, ImVec2 size, float span_x, float span_y);
  ImVec2 half(float x, float y) const;  // docs' half-units to screen
  ImVec2 hex(int h) const;
  ImVec2 node(int n) const;
  ImVec2 edge_mid(int e) const;
  int hit_hex(ImVec2 p) const;  // hex under p or -1
};

// Index into Frame::acts of the board-targeted action on each hex, corner and
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
};
bool is_board_kind(const Frame& f, const Action& a);

// ---- catan_board.cpp
ImU32 terrain_col(int t);
const char* terrain_letter(int t);
ImU32 res_col(int r);
const char* res_letter(int r);
int pips(int number);
void draw_island(ImDrawList* dl, const HexGeo& g, const Frame& f, const Targets& t, int hover_act,
                 const std::array<double, ct::kHexes>& flash);
void hex_card(const Frame& f, int h);  // inside a tooltip or popup

// ---- catan_motion.cpp: dice tumble and the roll histogram, from a replay of the log
class Motion {
 public:
  void sync(const Match& m, double now);
  bool busy(double now) const;
  void skip() { dice_end_ = 0; }
  void draw_dice(ImDrawList* dl, ImVec2 at, float die, const ct::Model& m, double now) const;
  void draw_histogram(ImDrawList* dl, ImVec2 at, ImVec2 size, int last) const;
  const std::array<double, ct::kHexes>& flash() const { return flash_; }

 private:
  std::unique_ptr<State> shadow_;  // replays the log to see each roll's dice
  size_t seen_ = 0;
  double dice_end_ = 0;
  std::array<int, 13> hist_{};
  std::array<int8_t, ct::kHexes> zombies_{};
  std::array<double, ct::kHexes> flash_{};  // when a hex's zombies last grew
};

// ---- catan_players.cpp
// One row across `width`, or (column) stacked chips `width` wide.
void players_strip(const Frame& f, float width, bool column = false);
void hand_panel(const Frame& f, float width);

// ---- catan_panel.cpp: prompt, dice and buttons
std::string prompt_text(const Frame& f);
void draw_panel(ViewContext& ctx, Frame& f, const Motion& mo, ImVec2 size, bool under, bool* knight_mode);

// ---- catan_trade.cpp: offers, counters, answers and bank/harbour rates
bool is_trade_kind(int kind);
void trade_section(ViewContext& ctx, const Frame& f, float width);
void bank_popup(ViewContext& ctx, const Frame& f);  // opened with OpenPopup("##bank")

// Shared widget: buttons in rows; returns the index clicked or -1.
int button_rows(const std::vector<std::string>& texts, float width, int highlight);

}  // namespace shamble::web::cv
