#include "plot_scale.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstring>

namespace shamble::web::plot {

namespace {

// Rounding noise (0.1 * 3 = 0.30000000000000004) must not create or drop a tick.
constexpr double kEps = 1e-9;

// Steps of 1, 2 and 5 times powers of ten near `raw`: the candidates a nice step is chosen from.
std::vector<double> candidate_steps(double raw, double min_step) {
  std::vector<double> out;
  int k = static_cast<int>(std::floor(std::log10(raw)));
  for (int e = k - 1; e <= k + 1; ++e)
    for (double m : {1.0, 2.0, 5.0}) {
      double s = m * std::pow(10.0, e);
      if (s >= min_step) out.push_back(s);
    }
  if (out.empty()) out.push_back(min_step);
  return out;
}

// Digits after the point that a multiple of `step` needs (0.2 -> 1, 0.05 -> 2, 5 -> 0).
int digits_after_point(double step) {
  return step >= 1 ? 0 : static_cast<int>(std::ceil(-std::log10(step) - kEps));
}

// Ticks at whole multiples of `step` over r widened to whole steps.
Ticks ticks_with_step(Range r, double step) {
  Ticks t;
  t.step = step;
  double tol = r.span() * kEps;  // a billionth of the axis beyond a tick is on it
  long long a = static_cast<long long>(std::floor((r.lo + tol) / step));
  long long b = static_cast<long long>(std::ceil((r.hi - tol) / step));
  if (b <= a) b = a + 1;
  t.range = {a * step, b * step};
  for (long long i = a; i <= b; ++i) {
    double v = i * step;
    t.values.push_back(std::fabs(v) < step * kEps ? 0.0 : v);
  }
  t.decimals = digits_after_point(step);
  return t;
}

// Of the candidate steps, the one whose tick count is nearest `target`, with
// a penalty for the axis space the widening to whole steps leaves empty.
Ticks choose(Range r, int target, double min_step) {
  if (!(r.hi > r.lo) || !std::isfinite(r.lo) || !std::isfinite(r.hi)) r = padded(r, 0);
  int want = std::max(1, target - 1);  // intervals between `target` ticks
  double raw = r.span() / want;
  Ticks best;
  double best_score = 1e300;
  for (double s : candidate_steps(raw, min_step)) {
    double tol = r.span() * kEps;
    double a = std::floor((r.lo + tol) / s), b = std::ceil((r.hi - tol) / s);
    if (b - a > 1000) continue;  // far too many ticks
    double intervals = std::max(1.0, b - a);
    double waste = 1.0 - r.span() / (intervals * s);
    double score = std::fabs(intervals - want) + 2.0 * waste;
    if (score < best_score - kEps) best_score = score, best = ticks_with_step(r, s);
  }
  if (best.values.empty()) best = ticks_with_step(r, std::max(min_step, raw));
  return best;
}

// "%.*f" with the trailing zeros (and a bare point) dropped.
// Trimmed in the buffer, then copied once: the same steps on a std::string
// made GCC 12 warn of overlapping copies inside libstdc++ in the sanitizer
// build (a false positive of its -Wrestrict).
std::string trimmed(double v, int decimals) {
  char buf[64];
  int n = std::snprintf(buf, sizeof buf, "%.*f", decimals, v);
  n = std::clamp(n, 0, static_cast<int>(sizeof buf) - 1);  // a longer number is cut, as before
  if (std::memchr(buf, '.', static_cast<size_t>(n))) {
    while (n > 0 && buf[n - 1] == '0') --n;
    if (n > 0 && buf[n - 1] == '.') --n;
  }
  if (n == 2 && buf[0] == '-' && buf[1] == '0') return "0";
  return std::string(buf, static_cast<size_t>(n));
}

}  // namespace

Range data_range(const std::vector<std::vector<double>>& series) {
  bool any = false;
  Range r{0, 1};
  for (const auto& ys : series)
    for (double y : ys) {
      if (!std::isfinite(y)) continue;
      if (!any) r = {y, y}, any = true;
      r.lo = std::min(r.lo, y);
      r.hi = std::max(r.hi, y);
    }
  return r;
}

Range padded(Range r, double frac) {
  if (!std::isfinite(r.lo) || !std::isfinite(r.hi)) return {0, 1};
  if (!(r.hi > r.lo)) {
    double v = r.lo;
    if (v == 0) return {0, 1};
    double d = std::fabs(v) * 0.1;
    return {v - d, v + d};
  }
  double p = r.span() * frac;
  Range out{r.lo - p, r.hi + p};
  if (r.lo >= 0 && out.lo < 0) out.lo = 0;
  if (r.hi <= 0 && out.hi > 0) out.hi = 0;
  return out;
}

double nice_step(double span, int target) {
  if (!(span > 0) || !std::isfinite(span)) return 1;
  double raw = span / std::max(1, target);
  double mag = std::pow(10.0, std::floor(std::log10(raw)));
  double norm = raw / mag;
  double m = norm < 1.5 ? 1 : norm < 3 ? 2 : norm < 7 ? 5 : 10;
  return m * mag;
}

Ticks nice_ticks(Range r, int target) { return choose(r, std::max(2, target), 0); }

Ticks integer_ticks(Range r, int target) {
  Ticks t = choose(r, std::max(2, target), 1);
  t.decimals = 0;
  return t;
}

int tick_target(float pixels, float min_gap) {
  if (!(min_gap > 0) || !(pixels > 0)) return 2;
  return std::max(2, static_cast<int>(pixels / min_gap) + 1);
}

std::string tick_label(double v, double step) {
  if (!(step > 0) || !std::isfinite(step)) step = 1;
  double a = std::fabs(v);
  if (a < step * kEps) return "0";
  const int decimals = digits_after_point(step);
  char buf[64];
  if (a >= 1e15 || decimals > 4) {
    // As many significant digits as tell neighbouring ticks apart.
    int sig = static_cast<int>(std::floor(std::log10(a) + kEps) - std::floor(std::log10(step) + kEps)) + 1;
    std::snprintf(buf, sizeof buf, "%.*g", std::clamp(sig, 1, 15), v);
    return buf;
  }
  if (a >= 1e4) {
    static const struct {
      double unit;
      const char* suffix;
    } kUnits[] = {{1e12, "T"}, {1e9, "G"}, {1e6, "M"}, {1e3, "k"}};
    for (const auto& u : kUnits) {
      if (a < u.unit) continue;
      // "100001" stays whole: a suffix with three decimals would be no shorter.
      int d = digits_after_point(step / u.unit);
      if (d <= 2) return trimmed(v / u.unit, d) + u.suffix;
      break;
    }
  }
  return trimmed(v, decimals);
}

std::string value_label(double v) {
  if (!std::isfinite(v)) return "-";
  char buf[64];
  if (std::fabs(v) >= 1e9) {
    std::snprintf(buf, sizeof buf, "%.4g", v);
    return buf;
  }
  return trimmed(v, 2);
}

float LinearScale::operator()(double v) const {
  double s = d_.span();
  if (s == 0) return (p0_ + p1_) * 0.5f;
  return static_cast<float>(p0_ + (v - d_.lo) / s * (p1_ - p0_));
}

double LinearScale::invert(float px) const {
  if (p1_ == p0_) return d_.lo;
  return d_.lo + (px - p0_) / static_cast<double>(p1_ - p0_) * d_.span();
}

float BandScale::step() const { return n_ > 0 ? (p1_ - p0_) / n_ : 0; }
float BandScale::width() const { return step() * (1 - gap_); }
float BandScale::start(int i) const { return p0_ + i * step() + step() * gap_ * 0.5f; }
float BandScale::centre(int i) const { return p0_ + (i + 0.5f) * step(); }

int BandScale::at(float px) const {
  if (n_ <= 0 || step() <= 0 || px < p0_ || px >= p1_) return -1;
  return std::min(n_ - 1, static_cast<int>((px - p0_) / step()));
}

int BandScale::label_stride(float label_px, float min_gap) const {
  float st = step();
  if (st <= 0) return 1;
  return std::max(1, static_cast<int>(std::ceil((label_px + min_gap) / st - 1e-6)));
}

int nearest_index(const LinearScale& x, int n, float px) {
  if (n <= 0) return -1;
  long i = std::lround(x.invert(px));
  return static_cast<int>(std::clamp<long>(i, 0, n - 1));
}

std::vector<int> wrap_rows(const std::vector<float>& widths, float width, float gap) {
  std::vector<int> rows;
  int row = 0;
  float x = 0;
  for (float w : widths) {
    if (x > 0 && x + w > width) ++row, x = 0;
    rows.push_back(row);
    x += w + gap;
  }
  return rows;
}

}  // namespace shamble::web::plot
