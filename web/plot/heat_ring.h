// A heat map on the 40-square ring of the Monopoly-family boards (the ring
// geometry of web/views/board_ring.h): each square shaded by its value on a
// scale the caller fixes (the lab passes one top for every cell, so maps side
// by side compare), its short name and number written in it where they fit,
// the hovered (or tapped) square's full name and number in the middle, and
// the key of the scale there too. Values arrive formatted: this file draws,
// the screen decides how a number reads.
#pragma once

#include <string>
#include <vector>

#include "imgui.h"

namespace shamble::web::plot {

struct HeatRing {
  std::vector<std::string> names;    // 40, from the start square clockwise
  std::vector<double> values;        // what shades each square
  std::vector<std::string> texts;    // each value as written in its square ("1.23")
  std::vector<std::string> details;  // the hover readout ("1.23 [1.10, 1.36] a game")
  double top = 0;                    // the scale's top: values / top shade 0..1
  std::string top_text;              // the key's top label
  std::string caption;               // under the key ("landings a game")
  // Each square is reported to window.shamble.items() as
  // "<probe> <square>. <name>: <text>", and the key as "<probe> scale: 0 to
  // <top_text>" (the browser tests read the numbers).
  std::string probe;
};

// Draws the ring as a square of `side` pixels at the cursor and reserves it.
void heat_ring(const char* id, const HeatRing& h, float side);

}  // namespace shamble::web::plot
