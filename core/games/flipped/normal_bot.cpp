// The "normal" team. Each decision scores its options in "health points":
// a move is the average, over the exact distribution of the chosen dice, of
// what the landing square does (reveal risk, push-backs, safe-house and tunnel
// choices, passing Jail) plus the value of resting there with the actions
// left. Resting is scored by the night ahead (Jail and paid shelters are safe,
// a group shares one attack), by goals one more turn could reach (parts, Jail)
// read from precomputed hit tables, and, late in the game, by how well placed
// the character is to pass Jail on day 7. Zombies are shared so the healthiest
// take the most. No search beyond one action: a whole game stays cheap.
#include <algorithm>

#include "games/flipped/bot_common.h"

namespace shamble::flipped::bots {

namespace {

constexpr double kPartBuy = 7.0;  // value of taking a part
constexpr double kDeliver = 3.0;  // value of dropping one carried part at Jail
constexpr double kReach7 = 40.0;  // reaching Jail on day 7 (else the team loses)
constexpr double kMoneyPerHealth = 110.0;

// What the evaluation tracks along one imagined line of play.
struct Line {
  int health;
  int held;      // parts carried
  bool reached;  // reached Jail on day 7
};

class Eval {
 public:
  Eval(const FlippedState& f, int c) : f_(f), c_(c), t_(tables()) {
    round_ = f.round();
    marker_ = marker_die(round_);
    const uint8_t avail = available_mask(round_);
    for (int d = 0; d < kDice; ++d)
      if (avail & (1 << d)) night_ += 0.25 * dice_set().dice[d].coloured;
    int team_cash = 0, need = 0;
    for (int o = 0; o < f.chars(); ++o)
      if (f.ch(o).alive()) team_cash += f.ch(o).cash;
    for (int p = 0; p < kParts; ++p)
      if (f.part_loc(p) == kPartAtSource) need += board::squares()[FlippedState::part_square(p)].price;
    spare_ = team_cash - need;
    cash_ = f.ch(c).cash;
    limit_ = f.part_limit();
  }

  Line line() const {
    const Character& k = f_.ch(c_);
    return {k.health, f_.parts_held(c_), (k.flags & kReachedJail) != 0};
  }

  double hurt(int h) const { return h <= 1 ? 80.0 : 1.0 + 6.0 / h; }

  // Passing or landing on Jail: parts delivered, day-7 goal met.
  double jail_bonus(Line& l) const {
    double v = l.held * kDeliver;
    l.held = 0;
    if (round_ == kRounds && !l.reached) {
      l.reached = true;
      v += kReach7;
    }
    return v;
  }

  // The character's turn ends on `s` (sheltered: paid for a safe house there).
  double end_value(int s, const Line& l, bool sheltered) const {
    if (round_ == kRounds) return l.reached ? 0.0 : -kReach7;
    double v = 0;
    if (s != kJail && !sheltered) {
      int group = 1;
      for (int o = 0; o < c_; ++o)  // teammates already done for the day stay put
        if (f_.exposed(o) && f_.ch(o).pos == s) ++group;
      v -= night_ / group * hurt(l.health);
    }
    if (round_ == kRounds - 1) {  // placed to pass Jail tomorrow?
      v += 12.0 * t_.reach[marker_die(kRounds)][3][ahead(s, kJail)];
    } else {
      if (l.held > 0) v += l.held * kDeliver * 0.6 * t_.reach[marker_][3][ahead(s, kJail)];
      if (l.held < limit_) {
        double best = 0;
        for (int p = 0; p < kParts; ++p) {
          const int sq = FlippedState::part_square(p);
          if (f_.part_loc(p) != kPartAtSource || cash_ < board::squares()[sq].price) continue;
          best = std::max(best, static_cast<double>(t_.hit[marker_][2][ahead(s, sq)]));
        }
        v += 0.5 * kPartBuy * best;
      }
    }
    return v;
  }

  // A paid night in the safe house on `s`, if the team can afford it.
  bool can_stay(int s) const {
    const int price = board::squares()[s].price;
    return round_ < kRounds && cash_ >= price && spare_ - price >= 0;
  }
  double stay_value(int s, const Line& l) const {
    return end_value(s, l, true) - board::squares()[s].price / kMoneyPerHealth;
  }

  // Value of arriving on `s` with `j` actions left after the current one.
  double arrive(int s, int j, bool by_roll, Line l, int depth) const {
    if (depth > 4) return rest(s, j, l);
    const board::Square& sq = board::squares()[s];
    const int back = (s + kSquares - 1) % kSquares;
    auto wounded_back = [&]() {
      if (l.health <= 1) return -hurt(1);
      Line w = l;
      --w.health;
      double v = -hurt(l.health);
      if (back == kJail) v += jail_bonus(w);
      return v + arrive(back, j, false, w, depth + 1);
    };
    auto safe_house = [&]() {
      Line w = l;
      double leave = back == kJail ? jail_bonus(w) : 0.0;
      leave += arrive(back, j, false, w, depth + 1);
      return can_stay(s) ? std::max(leave, stay_value(s, l)) : leave;
    };
    const Mark m = f_.mark(s);
    if (m == kInfested) return wounded_back();
    if (sq.kind == board::SquareKind::Street) {
      if (m == kUnknown) return 0.5 * wounded_back() + 0.5 * safe_house();
      return safe_house();
    }
    if (s == kGoToJail && by_roll) {
      Line w = l;
      const double tunnel = jail_bonus(w) + rest(kJail, j, w);
      return std::max(tunnel, rest(s, j, l));
    }
    return rest(s, j, l);
  }

  double rest(int s, int j, const Line& l) const {
    double v = end_value(s, l, false);
    if (j <= 0) return v;
    const int p = FlippedState::part_at_square(s);
    if (p >= 0 && f_.part_loc(p) == kPartAtSource && l.held < limit_ && cash_ >= board::squares()[s].price) {
      Line w = l;
      ++w.held;
      v = std::max(v, kPartBuy + rest(s, j - 1, w));
    }
    return std::max(v, keep_moving(s, j, l));
  }

  // Rough value of spending up to j more moves from `s`: the best single goal
  // (shelter in Jail, a part, delivery, day-7 Jail), discounted by the chance
  // to hit it and by the risk each move carries.
  double keep_moving(int s, int j, const Line& l) const {
    const double risk = 0.35 * hurt(l.health);
    const double wander = round_ == kRounds ? (l.reached ? 0.0 : -kReach7) : -night_ * hurt(l.health);
    const int to_jail = ahead(s, kJail);
    double best = -1e9;
    if (round_ == kRounds) {
      if (!l.reached) {
        const double q = t_.reach[marker_][j][to_jail];
        best = std::max(best, q * kReach7 - kReach7);
      }
    } else {
      Line w = l;
      const double bonus = jail_bonus(w);
      const double p = t_.hit[marker_][j][to_jail];
      best = std::max(best, p * (end_value(kJail, w, false) + bonus) + (1 - p) * wander);
      if (l.held > 0) best = std::max(best, t_.reach[marker_][j][to_jail] * l.held * kDeliver + wander);
      if (j >= 2 && l.held < limit_)
        for (int q = 0; q < kParts; ++q) {
          const int sq = FlippedState::part_square(q);
          if (f_.part_loc(q) != kPartAtSource || cash_ < board::squares()[sq].price) continue;
          best = std::max(best, t_.hit[marker_][j - 1][ahead(s, sq)] * kPartBuy + wander);
        }
    }
    return best - risk;
  }

  // The average over the dice of a move from `from`.
  double move_value(int from, int mask, int j) const {
    const Totals& to = t_.totals[mask];
    const int to_jail = ahead(from, kJail);
    double v = 0;
    for (int i = 0; i < to.n; ++i) {
      const int t = to.total[i];
      Line l = line();
      double x;
      if (t == 0) {
        x = rest(from, j, l);
      } else {
        x = to_jail <= t ? jail_bonus(l) : 0.0;
        x += arrive((from + t) % kSquares, j, true, l, 0);
      }
      v += to.prob[i] * x;
    }
    return v;
  }

  // Ending the turn now (with the F-DAY-3 penalty if nothing moved forward).
  double end_turn_value() const {
    const int s = f_.ch(c_).pos;
    Line l = line();
    const bool sheltered = (f_.ch(c_).flags & kSheltered) != 0;
    if (f_.moved_forward()) return end_value(s, l, sheltered);
    if (s == kJail) return -1e6;
    if (l.health <= 1) return -hurt(1);
    --l.health;
    return -hurt(l.health + 1) - 1.0 + arrive((s + kSquares - 1) % kSquares, 0, false, l, 1);
  }

  int round_ = 1, marker_ = 0, cash_ = 0, limit_ = 1, spare_ = 0;
  double night_ = 0;

 private:
  const FlippedState& f_;
  int c_;
  const Tables& t_;
};

Action choose_share(const FlippedState& f) {
  // Greedy: each zombie to whoever is left with the most health (ties to the
  // later member), so nobody is pushed toward 0 while others are healthy.
  int assigned[kMaxChars] = {0, 0, 0, 0};
  for (int z = 0; z < f.share_left(); ++z) {
    int best = -1;
    double best_h = -1e9;
    for (int c = f.share_char(); c < f.chars(); ++c) {
      if (!((f.share_members() >> c) & 1)) continue;
      const double h = f.ch(c).health - 0.5 * assigned[c] - 0.3 * (f.ch(c).health <= 2);
      if (h >= best_h) {
        best_h = h;
        best = c;
      }
    }
    ++assigned[best];
  }
  return {kShare, assigned[f.share_char()]};
}

}  // namespace

Action NormalBot::choose(const State& s, int seat, Rng& rng) {
  (void)seat;
  (void)rng;
  const auto& f = static_cast<const FlippedState&>(s);
  if (f.phase() == Phase::Share) return choose_share(f);
  const int c = f.phase() == Phase::Choice ? f.choice_char() : f.turn_char();
  Eval e(f, c);
  const int pos = f.ch(c).pos;
  const int j_left = kMaxActions - f.actions_used();  // actions still to take (Day)
  if (f.phase() == Phase::Choice) {
    const int j = std::max(0, j_left);
    Line l = e.line();
    if (f.choice() == Choice::Tunnel) {
      Line w = l;
      const double tunnel = e.jail_bonus(w) + e.rest(kJail, j, w);
      return tunnel >= e.rest(pos, j, l) ? Action{kTunnel} : Action{kNoTunnel};
    }
    const int back = (pos + kSquares - 1) % kSquares;
    Line w = l;
    double leave = back == kJail ? e.jail_bonus(w) : 0.0;
    leave += e.arrive(back, j, false, w, 1);
    const bool can_pay = f.ch(c).cash >= board::squares()[pos].price;
    return can_pay && e.can_stay(pos) && e.stay_value(pos, l) > leave ? Action{kStay} : Action{kLeave};
  }
  // Day: the best of ending, buying and each dice choice.
  Action best{kEndTurn};
  double best_v = -1e18;
  const bool last_must_move =
      !f.has_moved() && f.actions_used() == kMaxActions - 1 && !f.opt(kOptEndWithoutMove);
  if (f.has_moved() || f.opt(kOptEndWithoutMove)) best_v = e.end_turn_value();
  if (!last_must_move) {
    if (f.can_buy_part(c)) {
      Line w = e.line();
      ++w.held;
      const double v = kPartBuy + e.rest(pos, j_left - 1, w);
      if (v > best_v) best_v = v, best = {kBuyPart};
    }
  }
  const uint8_t avail = available_mask(f.round());
  for (int m = 1; m < 16; ++m) {
    if ((m & avail) != m) continue;
    const double v = e.move_value(pos, m, j_left - 1);
    if (v > best_v) best_v = v, best = {kMove, m};
  }
  return best;
}

}  // namespace shamble::flipped::bots
