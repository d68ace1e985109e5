// 95% intervals for the lab's figures (docs/LAB.md, "How to read a report").
//  - A rate k/n: the Wilson score interval. Unlike the normal approximation
//    p +- 1.96 sqrt(p(1-p)/n) it stays inside [0, 1] and does not shrink to
//    nothing at 0 or n wins, where a designer most needs to see the doubt.
//  - A mean from n values with their sum and sum of squares: mean +- t *
//    s / sqrt(n), with Student's t at n-1 degrees of freedom (two-sided 95%),
//    which matters for small n and becomes the normal 1.96 for large n.
// Both read only integer sums, so a merged report computes exactly what one
// run computes.
#pragma once

#include <cstdint>

namespace shamble {

struct Interval {
  double lo = 0, hi = 0;
};

// Wilson 95% for k successes in n trials; n == 0 gives [0, 1].
Interval wilson95(int64_t k, int64_t n);
// The same at another normal quantile z (wilson95 is z = 1.96).
Interval wilson(int64_t k, int64_t n, double z);

// The z that keeps `tests` two-sided tests at 95% together (Bonferroni: each
// at 5% / tests): 1.96 for one, 2.50 for four, 2.73 for eight. From a table
// (1..12, the most seats of any game), so every build flags alike.
double z95_of(int tests);

struct MeanCi {
  double mean = 0;
  Interval ci;  // [mean, mean] when n < 2 or every value is equal
};

// Mean and Student-t 95% interval of n values from their sum and sum of squares.
MeanCi mean95(int64_t n, int64_t sum, int64_t sum_sq);

// The two-sided 95% quantile of Student's t with `df` degrees of freedom (1.96 beyond the table).
double t95(int64_t df);

}  // namespace shamble
