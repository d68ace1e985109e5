// Which cells look suspect, and why, in words.
#include "framework/lab_flags.h"

#include <cstdio>

#include "framework/game.h"
#include "framework/lab_intervals.h"

namespace shamble {

namespace {
std::string pct(double x) {
  char b[32];
  std::snprintf(b, sizeof b, "%.1f%%", 100 * x);
  return b;
}
}  // namespace

double lab_fair_share(const LabTally& t) {
  if (t.games == 0 || t.players == 0) return 0;
  int64_t wins = 0;
  for (int64_t w : t.seat_wins) wins += w;
  return static_cast<double>(wins) / (static_cast<double>(t.players) * static_cast<double>(t.games));
}

std::vector<LabFlag> lab_flags(const GameInfo& game, const LabTally& t) {
  std::vector<LabFlag> out;
  if (t.games == 0) return out;
  const std::string n = std::to_string(t.games);
  auto count = [](const std::map<std::string, int64_t>& m, const std::string& k) {
    auto it = m.find(k);
    return it == m.end() ? int64_t{0} : it->second;
  };
  for (const std::string& side : game.sides)
    if (count(t.side_wins, side) == 0)
      out.push_back({"never_wins", "side " + side + " won none of " + n + " games (95% upper bound " +
                                       pct(wilson95(0, t.games).hi) + ")"});
  if (game.roles.size() > 1)
    for (const std::string& role : game.roles)
      if (count(t.role_wins, role) == 0)
        out.push_back({"never_wins", "role " + role + " won none of " + n + " games (95% upper bound " +
                                         pct(wilson95(0, t.games).hi) + ")"});
  double limit = static_cast<double>(t.turn_limit) / static_cast<double>(t.games);
  if (limit > kStalemateShare)
    out.push_back({"stalemate", std::to_string(t.turn_limit) + " of " + n + " games (" + pct(limit) +
                                    ") stopped at the turn limit with no outcome"});
  const double fair = lab_fair_share(t);
  // Every seat is tested: with four at 95% each, a fair seating would be
  // flagged one time in five. Each seat's interval is widened so that all of
  // them together hold at 95% (Bonferroni).
  const double z = z95_of(t.players);
  const std::string held =
      t.players > 1 ? "95% interval over the " + std::to_string(t.players) + " seats" : "95% interval";
  for (int s = 0; s < t.players; ++s) {
    Interval ci = wilson(t.seat_wins[static_cast<size_t>(s)], t.games, z);
    if (ci.lo > fair)
      out.push_back({"seat_above_fair_share",
                     "seat " + std::to_string(s) + " wins " +
                         pct(static_cast<double>(t.seat_wins[static_cast<size_t>(s)]) / t.games) +
                         ", above the fair share " + pct(fair) + " (" + held + " from " + pct(ci.lo) + ")"});
    else if (ci.hi < fair)
      out.push_back({"seat_below_fair_share",
                     "seat " + std::to_string(s) + " wins " +
                         pct(static_cast<double>(t.seat_wins[static_cast<size_t>(s)]) / t.games) +
                         ", below the fair share " + pct(fair) + " (" + held + " up to " + pct(ci.hi) + ")"});
  }
  if (t.bot_errors)
    out.push_back({"bot_errors", std::to_string(t.bot_errors) +
                                     " games ended on an illegal bot move (a bug): " + t.first_error});
  return out;
}

}  // namespace shamble
