// Wilson and Student-t intervals (see lab_intervals.h for why these two).
#include "framework/lab_intervals.h"

#include <algorithm>
#include <cmath>

namespace shamble {

namespace {
constexpr double kZ = 1.959963984540054;  // the normal's two-sided 95% quantile
// t_{0.975, df} for df = 1..30; beyond, interpolated in 1/df towards z.
constexpr double kT[] = {12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228,
                         2.201,  2.179, 2.160, 2.145, 2.131, 2.120, 2.110, 2.101, 2.093, 2.086,
                         2.080,  2.074, 2.069, 2.064, 2.060, 2.056, 2.052, 2.048, 2.045, 2.042};
// The normal's 1 - 0.05 / (2 k) quantile for k = 1..12 (Python's
// statistics.NormalDist().inv_cdf, to 6 places).
constexpr double kBonferroniZ[] = {1.959964, 2.241403, 2.393980, 2.497705, 2.575829, 2.638257,
                                   2.690110, 2.734369, 2.772921, 2.807034, 2.837597, 2.865260};
}  // namespace

double z95_of(int tests) {
  if (tests <= 1) return kZ;
  return kBonferroniZ[std::min(tests, 12) - 1];
}

Interval wilson95(int64_t k, int64_t n) { return wilson(k, n, kZ); }

Interval wilson(int64_t k, int64_t n, double z) {
  if (n <= 0) return {0, 1};
  const double nn = static_cast<double>(n);
  const double p = static_cast<double>(k) / nn;
  const double z2 = z * z;
  const double denom = 1 + z2 / nn;
  const double centre = (p + z2 / (2 * nn)) / denom;
  const double half = z * std::sqrt(p * (1 - p) / nn + z2 / (4 * nn * nn)) / denom;
  // At k = 0 (or n) the bound is exactly 0 (or 1); rounding must not say otherwise.
  return {k == 0 ? 0.0 : std::max(0.0, centre - half), k == n ? 1.0 : std::min(1.0, centre + half)};
}

double t95(int64_t df) {
  if (df < 1) return INFINITY;
  if (df <= 30) return kT[df - 1];
  // t - z falls roughly as 1/df: t(30) = 2.042, t(60) = 2.000, t(120) = 1.980.
  return kZ + (kT[29] - kZ) * 30.0 / static_cast<double>(df);
}

MeanCi mean95(int64_t n, int64_t sum, int64_t sum_sq) {
  MeanCi r;
  if (n <= 0) return r;
  const double nn = static_cast<double>(n);
  r.mean = static_cast<double>(sum) / nn;
  r.ci = {r.mean, r.mean};
  if (n < 2) return r;
  // Sample variance from integer sums: (n*sum_sq - sum^2) / (n(n-1)), exact up to the division.
  const long double num = static_cast<long double>(n) * sum_sq - static_cast<long double>(sum) * sum;
  const double var = std::max(0.0L, num / (static_cast<long double>(n) * (n - 1)));
  const double half = t95(n - 1) * std::sqrt(var / nn);
  r.ci = {r.mean - half, r.mean + half};
  return r;
}

}  // namespace shamble
