// Shared pieces of the Flipped board renderer (game id `flipped`), split by
// concept: the squares, parts and tokens (flipped_board.cpp), the replayed
// events that drive dice, hops and night fights (flipped_motion.cpp), the
// centre with dice, prompt and buttons (flipped_centre.cpp) and the square card
// and players strip (flipped_card.cpp). Nothing here decides a rule: every
// button is one of State::legal_actions, every animation one of its events.
#pragma once

#include <array>
#include <deque>
#include <memory>
#include <string>
#include <vector>

#include "board_ring.h"
#include "game_view.h"
#include "games/flipped/flipped_state.h"

namespace shamble::web::fv {

using ring::Box;
using ring::Geometry;
namespace fl = shamble::flipped;

// Everything the parts need for one frame, built once per frame by the view.
struct Frame {
  const State& s;
  const fl::FlippedState& fs;
  std::vector<std::string> names;             // per character (solo: two characters, one seat)
  int human = -1;                             // the acting human seat, -1 when a bot (or nobody) acts
  const std::vector<Action>* acts = nullptr;  // the human's legal actions
  const std::vector<std::string>* labels = nullptr;
  double now = 0;
};

// Acts for the human seat and reports a refusal as a notice.
void act(ViewContext& ctx, const Frame& f, const Action& a);
const char* part_short(int p);  // "T1".."T4", "G1", "G2"
const char* part_long(int p);

// One step of the show, made from one core event: the view replays each new
// logged action on its own copy of the state to get the events (the App log
// only keeps sentences), then plays them one after another.
struct Beat {
  Event ev;
  double start = 0, dur = 0;
  bool night = false;    // shade the board while this beat plays
  int from = 0, to = 0;  // moves: squares; steps signed (push-backs go back)
  int steps = 0;
  int round = 1;  // the round this beat belongs to (the marker die flips on evRoundStart)
};

// ---- flipped_motion.cpp
class Motion {
 public:
  void sync(const Match& m, double now);
  bool busy(double now) const { return now < end_; }
  void skip();
  // Where character c is drawn (fractional while hopping) and how high it jumps.
  float shown(const fl::FlippedState& s, int c, double now, float* lift) const;
  const Beat* current(double now) const;  // the beat playing now, if any
  const Beat* first_beat() const { return beats_.empty() ? nullptr : &beats_.front(); }
  bool night(const fl::FlippedState& s, double now) const;
  // The dice faces to draw: the newest roll that has started (or the live tumble).
  // *mask = dice thrown, *silver = those showing silver; returns false if none yet.
  bool roll(double now, int* mask, int* silver) const;
  bool rolling(double now) const;
  int round(const fl::FlippedState& s, double now) const;
  // Health, marks and delivered parts lag behind until their beat plays, so a
  // heart is lost when the zombie bites, not when the bot clicked.
  int shown_health(const fl::FlippedState& s, int c, double now) const;

 private:
  void add(const Event& e, double* t, bool* night);
  void rebase(const fl::FlippedState& s);
  uint8_t avail(int round) const;
  std::unique_ptr<State> shadow_;
  size_t seen_ = 0;
  std::vector<Beat> beats_;
  std::array<int, fl::kMaxChars> base_pos_{};
  std::array<int, fl::kMaxChars> base_health_{};
  double end_ = 0;
  bool night_now_ = false;  // carried across appended events
  int round_base_ = 1;
  int last_mask_ = 0, last_silver_ = 0;
};

// ---- flipped_board.cpp
void draw_squares(ImDrawList* dl, const Geometry& g, const Frame& f, bool night, int focus);
void draw_tokens(ImDrawList* dl, const Geometry& g, const Frame& f, const Motion& mo);
void draw_part_badge(ImDrawList* dl, ImVec2 c, float px, int part, bool faded);
void draw_house(ImDrawList* dl, ImVec2 c, float s, ImU32 fill);
void draw_heart(ImDrawList* dl, ImVec2 c, float s, bool full);

// ---- flipped_centre.cpp
void draw_centre(ViewContext& ctx, const Frame& f, const Geometry& g, const Motion& mo, int* dice_sel);
// Centre buttons in order (numbered for digit keys); Space takes the first.
std::vector<int> centre_actions(const Frame& f, int dice_sel);

// ---- flipped_card.cpp
void square_card(const Frame& f, int sq);  // inside a tooltip or popup
void square_popup(const Frame& f, int* open_sq);
void players_strip(const Frame& f, const Motion& mo, float width);

}  // namespace shamble::web::fv
