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
#include <array>

#include "games/flipped/bot_common.h"

namespace shamble::flipped::bots {

// Memo tables live in the bot and are invalidated by a generation count, so a
// decision does not pay for clearing them.
struct Memo {
  std::array<float, 16 * kSquares> arr, rest;
  std::array<uint32_t, 16 * kSquares> arr_gen{}, rest_gen{};
  uint32_t gen = 0;
};

namespace {

constexpr double kPartBuy = 7.0;  // value of taking a part
constexpr double kDeliver = 3.0;  // value of dropping one carried part at Jail
constexpr double kReach7 = 40.0;  // reaching Jail on day 7 (else the team loses)
constexpr double kMoneyPerHealth = 110.0;
constexpr int kMaxDepth = 6;  // push-back chains longer than this are cut short

// Board facts the bot reads in its inner loops, copied once into plain arrays.
struct BoardFacts {
  int16_t price[kSquares];
  bool street[kSquares];
  int8_t part[kSquares];  // part waiting on the square, or -1
  BoardFacts() {
    for (int s = 0; s < kSquares; ++s) {
      price[s] = board::squares()[s].price;
      street[s] = board::squares()[s].kind == board::SquareKind::Street;
      part[s] = static_cast<int8_t>(FlippedState::part_at_square(s));
    }
  }
};
const BoardFacts& facts() {
  static const BoardFacts b;
  return b;
}

// Scores for one character at one decision. Values of squares are memoised
// per decision: `aj` ("after Jail") marks lines that passed Jail on the way,
// which delivered the carried parts and, on day 7, met the goal.
class Eval {
 public:
  Eval(const FlippedState& f, int c, Memo& memo) : f_(f), c_(c), t_(tables()), b_(facts()), m_(memo) {
    if (++m_.gen == 0) {  // wrapped: clear once every 4 billion decisions
      m_.arr_gen.fill(0);
      m_.rest_gen.fill(0);
      m_.gen = 1;
    }
    round_ = f.round();
    marker_ = marker_die(round_);
    const uint8_t avail = available_mask(round_);
    for (int d = 0; d < kDice; ++d)
      if (avail & (1 << d)) night_ += 0.25 * dice_set().dice[d].coloured;
    int team_cash = 0, need = 0;
    for (int o = 0; o < f.chars(); ++o)
      if (f.ch(o).alive()) team_cash += f.ch(o).cash;
    const Character& k = f.ch(c);
    cash_ = k.cash;
    for (int p = 0; p < kParts; ++p) {
      if (f.part_loc(p) != kPartAtSource) continue;
      const int sq = FlippedState::part_square(p);
      need += b_.price[sq];
      if (cash_ >= b_.price[sq]) open_parts_[n_open_++] = static_cast<int8_t>(sq);
    }
    spare_ = team_cash - need;
    limit_ = f.part_limit();
    health_ = k.health;
    held_ = f.parts_held(c);
    reached_ = (k.flags & kReachedJail) != 0;
    hurt_ = health_ <= 1 ? 80.0 : 1.0 + 6.0 / health_;
    jail_bonus_ = held_ * kDeliver + (round_ == kRounds && !reached_ ? kReach7 : 0.0);
    grp_.fill(1);
    for (int o = 0; o < c; ++o)  // teammates already done for the day stay put
      if (f.exposed(o)) ++grp_[f.ch(o).pos];
    r7_marker_ = marker_die(kRounds);
    jail_end_ = end_value(kJail, true, false);
  }

  double jail_bonus(bool aj) const { return aj ? 0.0 : jail_bonus_; }

  // The character's turn ends on `s` (sheltered: paid for a safe house there).
  double end_value(int s, bool aj, bool sheltered) const {
    const bool reached = reached_ || aj;
    const int held = aj ? 0 : held_;
    if (round_ == kRounds) return reached ? 0.0 : -kReach7;
    double v = 0;
    if (s != kJail && !sheltered) v -= night_ / grp_[s] * hurt_;
    if (round_ == kRounds - 1) {  // placed to pass Jail tomorrow?
      v += 12.0 * t_.reach[r7_marker_][3][ahead(s, kJail)];
    } else {
      if (held > 0) v += held * kDeliver * 0.6 * t_.reach[marker_][3][ahead(s, kJail)];
      if (held < limit_) {
        float best = 0;
        for (int i = 0; i < n_open_; ++i) best = std::max(best, t_.hit[marker_][2][ahead(s, open_parts_[i])]);
        v += 0.5 * kPartBuy * best;
      }
    }
    return v;
  }

  // F-DAY-3 as the bot sees it: ending without forward movement.
  double penalty(int s, bool aj) {
    if (s == kJail) return -1e6;
    if (health_ <= 1) return -hurt_;
    return -hurt_ - 1.0 + arrive((s + kSquares - 1) % kSquares, 0, false, aj, 1);
  }

  bool can_stay(int s) const {
    const int price = b_.price[s];
    return round_ < kRounds && cash_ >= price && spare_ - price >= 0;
  }
  double stay_value(int s, bool aj) const { return end_value(s, aj, true) - b_.price[s] / kMoneyPerHealth; }

  // Value of arriving on `s` with `j` actions left after the current one.
  double arrive(int s, int j, bool by_roll, bool aj, int depth) {
    if (depth > kMaxDepth) return rest(s, j, aj);
    const int at = idx(aj, by_roll, j, s);
    if (m_.arr_gen[at] == m_.gen) return m_.arr[at];
    const bool street = b_.street[s];
    const int back = (s + kSquares - 1) % kSquares;
    auto step_back = [&]() {
      double v = back == kJail ? jail_bonus(aj) : 0.0;
      return v + arrive(back, j, false, aj || back == kJail, depth + 1);
    };
    double v;
    const Mark m = f_.mark(s);
    if (m == kInfested || (street && m == kUnknown)) {
      const double wounded = health_ <= 1 ? -hurt_ : -hurt_ + step_back();
      if (m == kInfested) {
        v = wounded;
      } else {
        double safe = step_back();
        if (can_stay(s)) safe = std::max(safe, stay_value(s, aj));
        v = 0.5 * wounded + 0.5 * safe;
      }
    } else if (street) {
      v = step_back();
      if (can_stay(s)) v = std::max(v, stay_value(s, aj));
    } else if (s == kGoToJail && by_roll) {
      v = std::max(jail_bonus(aj) + rest(kJail, j, true), rest(s, j, aj));
    } else {
      v = rest(s, j, aj);
    }
    m_.arr_gen[at] = m_.gen;
    m_.arr[at] = static_cast<float>(v);
    return v;
  }

  double rest(int s, int j, bool aj) {
    const int at = idx(aj, false, j, s);
    if (m_.rest_gen[at] == m_.gen) return m_.rest[at];
    double v = end_value(s, aj, false);
    if (j > 0) {
      const int p = b_.part[s];
      const int held = aj ? 0 : held_;
      if (p >= 0 && f_.part_loc(p) == kPartAtSource && held < limit_ && cash_ >= b_.price[s])
        v = std::max(v, kPartBuy + end_value(s, aj, false));
      v = std::max(v, keep_moving(s, j, aj));
    }
    m_.rest_gen[at] = m_.gen;
    m_.rest[at] = static_cast<float>(v);
    return v;
  }

  // Rough value of spending up to j more moves from `s`: the best single goal
  // (shelter in Jail, a part, delivery, day-7 Jail), weighted by the chance to
  // hit it and charged for the risk a move carries.
  double keep_moving(int s, int j, bool aj) const {
    const double risk = 0.35 * hurt_;
    const bool reached = reached_ || aj;
    const int held = aj ? 0 : held_;
    const int to_jail = ahead(s, kJail);
    if (round_ == kRounds) return reached ? -risk : t_.reach[marker_][j][to_jail] * kReach7 - kReach7 - risk;
    const double wander = -night_ * hurt_;
    const double p = t_.hit[marker_][j][to_jail];
    double best = p * (jail_end_ + jail_bonus(aj)) + (1 - p) * wander;
    if (held > 0) best = std::max(best, t_.reach[marker_][j][to_jail] * held * kDeliver + wander);
    if (j >= 2 && held < limit_) {
      float hit = 0;
      for (int i = 0; i < n_open_; ++i) hit = std::max(hit, t_.hit[marker_][j - 1][ahead(s, open_parts_[i])]);
      best = std::max(best, hit * kPartBuy + wander);
    }
    return best - risk;
  }

  // The average over the dice of a move from `from` (j actions left after it).
  double move_value(int from, int mask, int j, bool fwd_before) {
    const Totals& to = t_.totals[mask];
    const int to_jail = ahead(from, kJail);
    double v = 0;
    for (int i = 0; i < to.n; ++i) {
      const int t = to.total[i];
      double x;
      if (t == 0) {  // no progress: the turn may still end without moving forward
        x = fwd_before ? rest(from, j, false) : j == 0 ? penalty(from, false) : keep_moving(from, j, false);
      } else {
        const bool aj = to_jail <= t;
        const int to_sq = (from + t) % kSquares, at = idx(aj, true, j, to_sq);
        const double landing = m_.arr_gen[at] == m_.gen ? m_.arr[at] : arrive(to_sq, j, true, aj, 0);
        x = (aj ? jail_bonus(false) : 0.0) + landing;
      }
      v += to.prob[i] * x;
    }
    return v;
  }

  double end_turn_value(bool fwd, bool sheltered) {
    const int s = f_.ch(c_).pos;
    return fwd ? end_value(s, false, sheltered) : penalty(s, false);
  }

 private:
  static int idx(bool aj, bool by_roll, int j, int s) { return ((aj * 2 + by_roll) * 4 + j) * kSquares + s; }
  const FlippedState& f_;
  int c_;
  const Tables& t_;
  const BoardFacts& b_;
  int8_t open_parts_[kParts];  // squares of parts still waiting that this character can afford
  int n_open_ = 0;
  int round_ = 1, marker_ = 0, cash_ = 0, limit_ = 1, spare_ = 0, health_ = 10, held_ = 0;
  bool reached_ = false;
  double night_ = 0, hurt_ = 1, jail_bonus_ = 0, jail_end_ = 0;
  int r7_marker_ = 0;
  std::array<int8_t, kSquares> grp_{};
  Memo& m_;
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

NormalBot::NormalBot() = default;
NormalBot::~NormalBot() = default;

Action NormalBot::choose(const State& s, int seat, Rng& rng) {
  (void)seat;
  (void)rng;
  const auto& f = static_cast<const FlippedState&>(s);
  if (f.phase() == Phase::Share) return choose_share(f);
  const int c = f.phase() == Phase::Choice ? f.choice_char() : f.turn_char();
  if (!memo_) memo_ = std::make_unique<Memo>();
  Eval e(f, c, *memo_);
  const int pos = f.ch(c).pos;
  const int j_left = std::max(0, kMaxActions - f.actions_used());  // actions still to take
  if (f.phase() == Phase::Choice) {
    if (f.choice() == Choice::Tunnel)
      return e.jail_bonus(false) + e.rest(kJail, j_left, true) >= e.rest(pos, j_left, false)
                 ? Action{kTunnel}
                 : Action{kNoTunnel};
    const int back = (pos + kSquares - 1) % kSquares;
    const double leave =
        (back == kJail ? e.jail_bonus(false) : 0.0) + e.arrive(back, j_left, false, back == kJail, 1);
    return e.can_stay(pos) && e.stay_value(pos, false) > leave ? Action{kStay} : Action{kLeave};
  }
  // Day: the best of ending, buying and each dice choice.
  Action best{kEndTurn};
  double best_v = -1e18;
  const bool fwd = f.moved_forward();
  const bool last_must_move =
      !f.has_moved() && f.actions_used() == kMaxActions - 1 && !f.opt(kOptEndWithoutMove);
  if (f.has_moved() || f.opt(kOptEndWithoutMove))
    best_v = e.end_turn_value(fwd, (f.ch(c).flags & kSheltered) != 0);
  if (!last_must_move && f.can_buy_part(c)) {
    const double v =
        kPartBuy + (fwd ? e.end_value(pos, false, false) : e.keep_moving(pos, j_left - 1, false));
    if (v > best_v) best_v = v, best = {kBuyPart};
  }
  const uint8_t avail = available_mask(f.round());
  for (int m = 1; m < 16; ++m) {
    if ((m & avail) != m) continue;
    const double v = e.move_value(pos, m, j_left - 1, fwd);
    if (v > best_v) best_v = v, best = {kMove, m};
  }
  return best;
}

}  // namespace shamble::flipped::bots
