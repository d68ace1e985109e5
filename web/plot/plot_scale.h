// Scales and ticks for the plots (web/plot/plot.h), kept free of ImGui so the
// native tests (tests/web/plot_scale_test.cpp) check them: linear scales, "nice"
// tick steps (1, 2 or 5 times a power of ten), integer axes for turns, range
// padding, tick labels short enough for a 360 px wide plot, and a categorical
// (band) axis for histograms.
#pragma once

#include <string>
#include <vector>

namespace shamble::web::plot {

struct Range {
  double lo = 0, hi = 1;
  double span() const { return hi - lo; }
};

// The smallest range holding every finite value of every series; {0, 1} when
// there is none (an empty game still gets a readable, empty plot).
Range data_range(const std::vector<std::vector<double>>& series);

// Room around the data so lines do not run along the frame: `frac` of the span
// on each side, never below zero when the data are all >= 0 (counts, money
// that never went negative). A single value v gets a span of its own:
// [0, 1] for 0, else v +- 10% of |v|.
Range padded(Range r, double frac = 0.05);

// A nice step (1, 2 or 5 x 10^k) that cuts `span` into about `target` pieces.
double nice_step(double span, int target);

struct Ticks {
  Range range;                 // the axis: the data range widened to whole steps
  double step = 1;             // distance between ticks
  std::vector<double> values;  // every tick in `range`, lo and hi included
  int decimals = 0;            // digits after the point the labels need
};

// About `target` ticks (at least 2) covering r, the axis widened to the
// nearest whole steps around it (data within a billionth of the span past a
// step count as on it: -3 on a 0..8.5e9 axis does not add a step of 5e9).
Ticks nice_ticks(Range r, int target);
// The same for whole numbers (turns, rounds, counts): the step is never below 1.
Ticks integer_ticks(Range r, int target);
// How many ticks fit along `pixels` with at least `min_gap` pixels each (>= 2).
int tick_target(float pixels, float min_gap);

// A tick's label, as precise as ticks `step` apart need to differ: a thousands
// suffix (k, M, G, T) from 10,000 up so a label stays short ("250k", "1.5M")
// unless the step is too fine for one ("100001"), scientific notation from
// 1e15 up ("2e+18") and for steps finer than 0.0001, never "-0".
std::string tick_label(double v, double step);
// A value read out in full on hover: up to 2 decimals, trailing zeros dropped.
std::string value_label(double v);

// Maps a domain onto pixels (either direction; y grows downwards on screen).
class LinearScale {
 public:
  LinearScale(Range domain, float p0, float p1) : d_(domain), p0_(p0), p1_(p1) {}
  float operator()(double v) const;
  double invert(float px) const;

 private:
  Range d_;
  float p0_, p1_;
};

// n categories side by side in [p0, p1] (histogram bars): each gets a band of
// equal width, `gap` (a fraction of a band) left empty between bars.
class BandScale {
 public:
  BandScale(int n, float p0, float p1, float gap = 0.2f) : n_(n), p0_(p0), p1_(p1), gap_(gap) {}
  float step() const;        // distance between the starts of two bands
  float width() const;       // a bar's width
  float start(int i) const;  // a bar's left edge
  float centre(int i) const;
  int at(float px) const;  // the band under px, or -1
  // Show every k-th label so labels of width `label_px` (plus `min_gap`) never overlap.
  int label_stride(float label_px, float min_gap = 6) const;

 private:
  int n_;
  float p0_, p1_, gap_;
};

// The index of the x nearest to px on an axis of evenly spaced points 0..n-1
// (a hover readout snaps to a turn), or -1 when n == 0.
int nearest_index(const LinearScale& x, int n, float px);

// Legend (or any row of chips) wrapping: for items of the given widths laid out
// left to right with `gap` between them in `width`, the row each one goes on.
// An item wider than the whole row gets a row of its own.
std::vector<int> wrap_rows(const std::vector<float>& widths, float width, float gap);

}  // namespace shamble::web::plot
