// Shared pieces of the Flipped board renderer (game id `flipped`), split by
// concept: the squares, parts and tokens (flipped_board.cpp), the logged
// events that drive dice, hops and night fights (flipped_motion.cpp), the
// centre with dice, prompt and buttons (flipped_centre.cpp) and the square card
// and players strip (flipped_card.cpp). Nothing here knows a rule: the game's
// public view (games/flipped/view.h) says what to draw, what the acting seat is
// asked and every sentence; every animation is one of the core's events.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "board_ring.h"
#include "game_view.h"
#include "games/flipped/view.h"
#include "view_prompt.h"

namespace shamble::web::flipped_ui {

using ring::Box;
using ring::Geometry;
namespace fl = shamble::flipped;

// Everything the parts need for one frame, built once per frame by the view.
struct Frame {
  const State& s;
  const fl::View& v;  // made for the acting human (else the viewer) when the match last changed
  int human = -1;     // the acting human seat, -1 when a bot (or nobody) acts
  double now = 0;
  int chars() const { return static_cast<int>(v.characters.size()); }
  const std::string& name(int c) const;
};

// One step of the show, made from one core event of the App's log.
struct Beat {
  Event ev;
  std::string text;  // the core's narration of it (may be empty)
  double start = 0, dur = 0;
  bool night = false;    // shade the board while this beat plays
  int from = 0, to = 0;  // moves: squares; steps signed (push-backs go back)
  int steps = 0;
  int round = 1;  // the round this beat belongs to (the marker die flips on kEvRoundStart)
};

// ---- flipped_motion.cpp
// Reads the structured events of App::log() entries newer than the last one
// seen and plays them one after another; the state is already final, the
// beats only show how it got so.
class Motion {
 public:
  void sync(const App& app, const State& s, const fl::View& v, double now);
  bool busy(double now) const { return now < end_; }
  void skip();
  // Where character c is drawn (fractional while hopping) and how high it jumps.
  float shown(const fl::View& v, int c, double now, float* lift) const;
  const Beat* current(double now) const;  // the beat playing now, if any
  const Beat* first_beat() const { return beats_.empty() ? nullptr : &beats_.front(); }
  bool night(const fl::View& v, double now) const;
  // The dice faces to draw: the newest roll that has started (or the live tumble).
  // *mask = dice thrown, *silver = those showing silver; returns false if none yet.
  bool roll(double now, int* mask, int* silver) const;
  bool rolling(double now) const;
  int round(const fl::View& v, double now) const;
  // Health lags behind until its beat plays, so a heart is lost when the
  // zombie bites, not when the bot clicked.
  int shown_health(const fl::View& v, int c, double now) const;

 private:
  void add(const State& s, const Event& e, double* t);
  void rebase();
  void reset(const App& app, const fl::View& v);
  bool thrown(const Beat& b, int* mask, int* silver) const;
  std::vector<Beat> beats_;
  std::vector<fl::RoundDice> rounds_;  // the view's dice per round (what a night attack throws)
  uint64_t serial_ = ~0ull;
  size_t seen_ = 0;         // App::log() entries already turned into beats
  std::string seen_label_;  // the last of them, to notice an undo followed by a new action
  double end_ = 0;
  bool night_now_ = false;  // carried across appended events
  int round_base_ = 1;
  int last_mask_ = 0, last_silver_ = 0;
};

// ---- flipped_board.cpp
void draw_squares(ImDrawList* dl, const Geometry& g, const Frame& f, bool night, int focus);
void draw_tokens(ImDrawList* dl, const Geometry& g, const Frame& f, const Motion& mo);
void draw_part_badge(ImDrawList* dl, ImVec2 c, float px, const fl::PartView& part, bool faded);
void draw_house(ImDrawList* dl, ImVec2 c, float s, ImU32 fill);
void draw_heart(ImDrawList* dl, ImVec2 c, float s, bool full);

// ---- flipped_centre.cpp
void draw_centre(ViewContext& ctx, const Frame& f, const Geometry& g, const Motion& mo, int* dice_sel);
// The centre's prompt buttons in order (view_prompt.h: numbered for digit
// keys, Space takes the first): the picked roll, the other decisions, then
// "Exchange…".
std::vector<PromptButton> centre_buttons(const Frame& f, int dice_sel);

// ---- flipped_card.cpp
void square_card(const Frame& f, int sq);  // inside a tooltip or popup
void square_popup(const Frame& f, int* open_sq);
void players_strip(const Frame& f, const Motion& mo, float width);
ImVec4 tone_colour(fl::Tone t);

}  // namespace shamble::web::flipped_ui
