// Plots drawn straight into an ImDrawList (ImPlot is not available here):
// line charts per seat, bar charts with an expected distribution over them,
// heat strips, with axes, axis labels, a legend that wraps and a hover
// readout. Data come in as plain vectors (names, seat or colour, doubles), so
// the end screen and the variant lab draw the same way. Scales and ticks live
// in plot_scale.h (pure, tested natively); this file only draws.
//
// Colour is never the only cue: a seat's series is drawn in its Okabe-Ito
// colour AND with its shape (theme.h player_color / player_shape) as markers
// along the line and in the legend. Every plot draws at the cursor in the
// size asked for and reserves it, so plots stack like widgets; the sizes it
// picks (fonts, margins, marker spacing) read at 360 px wide.
#pragma once

#include <string>
#include <vector>

#include "imgui.h"

namespace shamble::web::plot {

// One line: a seat's (seat >= 0: its colour and shape) or any other (seat
// -1: `colour`, plain dots). y[i] belongs to x = x0 + i (turn numbers).
struct Series {
  std::string name;
  int seat = -1;
  ImU32 colour = 0;  // used when seat < 0
  std::vector<double> y;
};

struct LineChart {
  std::string title, x_label, y_label;
  double x0 = 0;          // the x of y[0]
  bool x_integer = true;  // turns and rounds: whole-number ticks
  std::vector<Series> series;
  double cursor_x = -1e300;  // a vertical "now" line (the replay's position); off by default
};

struct BarChart {
  std::string title, x_label, y_label;
  std::vector<std::string> categories;
  std::vector<double> values;
  std::vector<double> expected;  // optional, same length: drawn as an outlined step over the bars
  // Optional, same length: each bar's interval (the lab's 95% intervals),
  // drawn as a whisker with caps over the bar.
  std::vector<double> lo, hi;
  // Values are shares of games (0..1): the axis stops at 1 rather than padding past it.
  bool shares = false;
  std::string values_name = "Rolled", expected_name = "Expected";
};

// One row of cells shaded by value (dark = none, bright = most): landings per
// square, production per number. `labels` name the cells (hover and, where
// they fit, under the strip).
struct HeatStrip {
  std::string title;
  std::vector<std::string> labels;
  std::vector<double> values;
};

void line_chart(const char* id, const LineChart& c, ImVec2 size);
void bar_chart(const char* id, const BarChart& c, ImVec2 size);
void heat_strip(const char* id, const HeatStrip& h, ImVec2 size);

// A seat's marker: the geometry of player_shape(seat) (circle, square,
// triangle, diamond, star, down-triangle, ring, framed square), drawn rather
// than typed so it sits exactly on a data point.
void seat_marker(ImDrawList* dl, ImVec2 c, float r, int seat, ImU32 col);
// The colour a heat cell of share t (0..1) is drawn in: a dark-to-yellow ramp
// that stays readable in grey and for colour-blind readers.
ImU32 heat_colour(float t);

}  // namespace shamble::web::plot
