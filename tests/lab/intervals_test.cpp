// The lab's intervals against values worked out by hand (Wilson's formula and
// Student's t, computed separately; 0/10 and 81/263 are textbook examples).
#include <catch2/catch.hpp>

#include "framework/lab_intervals.h"

using namespace shamble;

TEST_CASE("lab intervals: Wilson 95% matches hand-computed bounds", "[lab][intervals]") {
  struct Case {
    int64_t k, n;
    double lo, hi;
  };
  for (Case c : {Case{0, 10, 0.0, 0.27753}, Case{5, 10, 0.23659, 0.76341}, Case{81, 263, 0.25529, 0.36621},
                 Case{1, 1000, 0.00017655, 0.0056426}, Case{20, 20, 0.83887, 1.0}}) {
    INFO(c.k << "/" << c.n);
    Interval ci = wilson95(c.k, c.n);
    CHECK(ci.lo == Catch::Detail::Approx(c.lo).margin(1e-5));
    CHECK(ci.hi == Catch::Detail::Approx(c.hi).margin(1e-5));
  }
  // The bounds at 0 and n are exact, and no games say nothing.
  CHECK(wilson95(0, 7).lo == 0.0);
  CHECK(wilson95(7, 7).hi == 1.0);
  CHECK(wilson95(0, 0).lo == 0.0);
  CHECK(wilson95(0, 0).hi == 1.0);
}

TEST_CASE("lab intervals: mean with Student t from integer sums", "[lab][intervals]") {
  // 1, 2, 3, 4, 5: mean 3, s = sqrt(2.5), t(0.975, 4) = 2.776.
  MeanCi m = mean95(5, 15, 55);
  CHECK(m.mean == Catch::Detail::Approx(3.0));
  CHECK(m.ci.lo == Catch::Detail::Approx(1.03707).margin(1e-4));
  CHECK(m.ci.hi == Catch::Detail::Approx(4.96293).margin(1e-4));
  // Equal values, or one value: no spread, the interval is the point.
  MeanCi same = mean95(4, 28, 196);
  CHECK(same.ci.lo == 7.0);
  CHECK(same.ci.hi == 7.0);
  CHECK(mean95(1, 9, 81).ci.hi == 9.0);
  // t tends to the normal quantile.
  CHECK(t95(1) == Catch::Detail::Approx(12.706));
  CHECK(t95(30) == Catch::Detail::Approx(2.042));
  CHECK(t95(60) == Catch::Detail::Approx(2.000).margin(0.002));
  CHECK(t95(100000) == Catch::Detail::Approx(1.96).margin(0.001));
}
