// The plots' scales and ticks (web/plot/plot_scale.h): pure arithmetic, so it
// is checked here natively; the drawing over it (web/plot/plot.cpp) is looked
// at in the browser (tests/browser/replay.mjs).
#include "plot/plot_scale.h"

#include <catch2/catch.hpp>
#include <cmath>
#include <set>

using namespace shamble::web::plot;

namespace {

std::vector<std::string> labels(const Ticks& t) {
  std::vector<std::string> out;
  for (double v : t.values) out.push_back(tick_label(v, t.step));
  return out;
}

// A step is 1, 2 or 5 times a power of ten.
bool is_nice(double step) {
  double mag = std::pow(10.0, std::floor(std::log10(step) + 1e-9));
  double m = step / mag;
  return std::fabs(m - 1) < 1e-6 || std::fabs(m - 2) < 1e-6 || std::fabs(m - 5) < 1e-6;
}

}  // namespace

TEST_CASE("plot ticks: 0..1 in fifths, labelled with one decimal", "[plot]") {
  Ticks t = nice_ticks({0, 1}, 5);
  CHECK(t.step == Approx(0.2));
  CHECK(t.decimals == 1);
  CHECK(labels(t) == std::vector<std::string>{"0", "0.2", "0.4", "0.6", "0.8", "1"});
  CHECK(t.range.lo == 0);
  CHECK(t.range.hi == Approx(1));
}

TEST_CASE("plot ticks: turns 0..7 on an integer axis step by 2 up to 8", "[plot]") {
  Ticks t = integer_ticks({0, 7}, 5);
  CHECK(t.step == 2);
  CHECK(labels(t) == std::vector<std::string>{"0", "2", "4", "6", "8"});
  // Few turns and room for many ticks: the step stays a whole turn.
  Ticks few = integer_ticks({0, 3}, 12);
  CHECK(few.step == 1);
  CHECK(labels(few) == std::vector<std::string>{"0", "1", "2", "3"});
}

TEST_CASE("plot ticks: -3..1234 includes an exact zero and no -0", "[plot]") {
  Ticks t = nice_ticks({-3, 1234}, 5);
  CHECK(t.step == 500);
  CHECK(labels(t) == std::vector<std::string>{"-500", "0", "500", "1000", "1500"});
  CHECK(t.range.lo <= -3);
  CHECK(t.range.hi >= 1234);
  // Far below a billionth of the span: not worth a step of its own.
  CHECK(nice_ticks({-3, 8.5e9}, 5).range.lo == 0);
}

TEST_CASE("plot ticks: an all-zero series still gets an axis 0..1", "[plot]") {
  Range r = padded(data_range({{0, 0, 0}}));
  CHECK(r.lo == 0);
  CHECK(r.hi == 1);
  Ticks t = nice_ticks({0, 0}, 5);  // degenerate ranges are widened, never divided by
  CHECK(t.values.size() >= 2);
  CHECK(t.values.front() == 0);
  CHECK(labels(integer_ticks({0, 0}, 5)) == std::vector<std::string>{"0", "1"});
  // No data at all: the same empty axis.
  CHECK(data_range({}).lo == 0);
  CHECK(data_range({{}}).hi == 1);
}

TEST_CASE("plot ticks: big values get thousand suffixes", "[plot]") {
  Ticks t = nice_ticks({0, 2.5e6}, 6);
  CHECK(t.step == 5e5);
  CHECK(labels(t) == std::vector<std::string>{"0", "500k", "1M", "1.5M", "2M", "2.5M"});
  CHECK(tick_label(9999, 1) == "9999");
  CHECK(tick_label(10000, 5000) == "10k");
  CHECK(tick_label(-25000, 5000) == "-25k");
  CHECK(tick_label(3e9, 1e9) == "3G");
  CHECK(tick_label(4.5e12, 5e11) == "4.5T");
  CHECK(tick_label(2e18, 5e17) == "2e+18");
  // A fine step on a big value keeps every digit that tells ticks apart.
  CHECK(labels(nice_ticks({100000, 100004}, 5)) ==
        std::vector<std::string>{"100000", "100001", "100002", "100003", "100004"});
  CHECK(tick_label(12500, 500) == "12.5k");
}

TEST_CASE("plot ticks: tiny values are labelled in scientific notation", "[plot]") {
  Ticks t = nice_ticks({0, 3e-7}, 4);
  CHECK(t.step == Approx(1e-7));
  CHECK(labels(t) == std::vector<std::string>{"0", "1e-07", "2e-07", "3e-07"});
  CHECK(labels(nice_ticks({0, 0.05}, 6)) ==
        std::vector<std::string>{"0", "0.01", "0.02", "0.03", "0.04", "0.05"});
}

TEST_CASE("plot ticks: a single value v gets v +- 10%", "[plot]") {
  Range r = padded({50, 50});
  CHECK(r.lo == Approx(45));
  CHECK(r.hi == Approx(55));
  Range n = padded({-20, -20});
  CHECK(n.lo == Approx(-22));
  CHECK(n.hi == Approx(-18));
}

TEST_CASE("plot padding never crosses zero for one-signed data", "[plot]") {
  Range r = padded({0, 100}, 0.1);
  CHECK(r.lo == 0);
  CHECK(r.hi == Approx(110));
  Range m = padded({-100, -10}, 0.1);
  CHECK(m.lo == Approx(-109));
  CHECK(m.hi == Approx(-1));
  Range both = padded({-10, 10}, 0.1);
  CHECK(both.lo == Approx(-12));
  CHECK(both.hi == Approx(12));
  CHECK(data_range({{3, NAN, -1}, {INFINITY, 7}}).lo == -1);
  CHECK(data_range({{3, NAN, -1}, {INFINITY, 7}}).hi == 7);
}

TEST_CASE("plot ticks over many ranges: nice, evenly spaced, covering, distinct labels", "[plot]") {
  const double los[] = {-1e6, -1234.5, -3, -0.01, 0, 0.001, 1, 17, 1e5};
  const double spans[] = {1e-6, 0.003, 0.7, 1, 9, 63, 1000, 123456, 8.5e9};
  for (double lo : los)
    for (double span : spans)
      for (int target : {2, 3, 5, 8, 12}) {
        Range r{lo, lo + span};
        Ticks t = nice_ticks(r, target);
        INFO("range " << r.lo << ".." << r.hi << " target " << target << " step " << t.step);
        REQUIRE(t.values.size() >= 2);
        CHECK(t.values.size() <= static_cast<size_t>(2 * target + 2));
        CHECK(is_nice(t.step));
        // Covered, up to a billionth of the span (and the rounding of k * step).
        const double slack = span * 1e-9 + (std::fabs(r.lo) + std::fabs(r.hi)) * 1e-15;
        CHECK(t.range.lo <= r.lo + slack);
        CHECK(t.range.hi >= r.hi - slack);
        CHECK(t.values.front() == Approx(t.range.lo));
        CHECK(t.values.back() == Approx(t.range.hi));
        for (size_t i = 1; i < t.values.size(); ++i)
          CHECK(t.values[i] - t.values[i - 1] ==
                Approx(t.step).epsilon(1e-3));  // 1e5 + k * 1e-7 keeps ~4 digits of the step
        std::vector<std::string> ls = labels(t);
        CHECK(std::set<std::string>(ls.begin(), ls.end()).size() == ls.size());
        for (const auto& l : ls) CHECK(l != "-0");
        Ticks it = integer_ticks(r, target);
        CHECK(it.step >= 1);
        CHECK(it.step == std::round(it.step));
      }
}

TEST_CASE("plot tick count follows the room on the axis", "[plot]") {
  CHECK(tick_target(300, 60) == 6);
  CHECK(tick_target(40, 60) == 2);  // a tiny plot still shows both ends
  CHECK(tick_target(0, 60) == 2);
}

TEST_CASE("plot hover readout values", "[plot]") {
  CHECK(value_label(1500) == "1500");
  CHECK(value_label(2.5) == "2.5");
  CHECK(value_label(1.0 / 3) == "0.33");
  CHECK(value_label(-0.0001) == "0");
  CHECK(value_label(NAN) == "-");
  CHECK(value_label(2.5e9) == "2.5e+09");
}

TEST_CASE("plot linear scale maps both ways, upside down for y", "[plot]") {
  LinearScale x({0, 10}, 100, 300);
  CHECK(x(0) == 100);
  CHECK(x(5) == 200);
  CHECK(x.invert(250) == Approx(7.5));
  LinearScale y({0, 100}, 400, 0);  // screen y grows downwards
  CHECK(y(0) == 400);
  CHECK(y(100) == 0);
  CHECK(y(25) == 300);
  LinearScale flat({3, 3}, 0, 10);  // never a division by zero
  CHECK(flat(3) == 5);
  CHECK(nearest_index(x, 11, 219) == 6);
  CHECK(nearest_index(x, 11, 0) == 0);
  CHECK(nearest_index(x, 11, 999) == 10);
  CHECK(nearest_index(x, 0, 150) == -1);
}

TEST_CASE("plot band scale for histograms: bars, hits and label stride", "[plot]") {
  BandScale b(11, 0, 330, 0.2f);  // two dice: sums 2..12
  CHECK(b.step() == Approx(30));
  CHECK(b.width() == Approx(24));
  CHECK(b.start(0) == Approx(3));
  CHECK(b.centre(10) == Approx(315));
  CHECK(b.at(-1) == -1);
  CHECK(b.at(0) == 0);
  CHECK(b.at(61) == 2);
  CHECK(b.at(329.9f) == 10);
  CHECK(b.at(330) == -1);
  CHECK(b.label_stride(14) == 1);  // "12" fits in a 30 px band
  CHECK(b.label_stride(40) == 2);  // wider labels: every other one
  BandScale none(0, 0, 100);
  CHECK(none.at(50) == -1);
  CHECK(none.label_stride(10) == 1);
}

TEST_CASE("plot legend wraps to rows that fit", "[plot]") {
  // Four seats' chips in a 360 px phone plot: two rows of two.
  CHECK(wrap_rows({150, 150, 150, 150}, 330, 10) == std::vector<int>{0, 0, 1, 1});
  CHECK(wrap_rows({100, 100, 100}, 1000, 10) == std::vector<int>{0, 0, 0});
  // Wider than the row: alone on its own row, and the next starts a new one.
  CHECK(wrap_rows({50, 500, 50}, 300, 10) == std::vector<int>{0, 1, 2});
  CHECK(wrap_rows({}, 300, 10).empty());
}
