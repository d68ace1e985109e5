// The "normal" team. Each decision scores its options in "health points":
// a move is the average, over the exact distribution of the chosen dice, of
// what the landing square does (reveal risk, push-backs, safe-house and tunnel
// choices, passing Jail) plus the value of resting there with the actions
// left. Resting is scored by the night ahead (Jail and paid shelters are safe,
// a group shares one attack), by goals one more turn could reach (parts, Jail)
// read from precomputed hit tables, and, late in the game, by how well placed
// the character is to pass Jail on day 7. Zombies are shared so the healthiest
// take the most. No search beyond one action: a whole game stays cheap.
// Handing over cash and parts follows team rules (exchange_plan.cpp). What
// each goal and wound is worth is data (bot_weights.h): the normal level's
// weights, or the strong seat's own.
//
// Speed work must not change a decision: a score's first use is a double and
// later uses read the memo's float, and push-back chains are cut at a depth,
// so the order in which squares are first scored is part of the behaviour.
// Keep it (masks ascending, totals in table order), and check that
// `shamble sim` output stays identical.
#include <algorithm>
#include <array>

#include "framework/state_cast.h"
#include "games/flipped/bot_common.h"
#include "games/flipped/exchange_plan.h"

namespace shamble::flipped::bots {

namespace {

constexpr double kMoneyPerHealth = 110.0;
constexpr int kMaxDepth = 6;  // push-back chains longer than this are cut short

// Board facts the bot reads in its inner loops, worked out once into plain
// arrays (divisions included: they are the slow part of a score).
struct Facts {
  int16_t price[kSquares];
  double price_in_health[kSquares];  // price / kMoneyPerHealth
  bool street[kSquares];
  int8_t part[kSquares];  // part waiting on the square, or -1
  Facts() {
    for (int s = 0; s < kSquares; ++s) {
      price[s] = board::squares()[s].price;
      price_in_health[s] = price[s] / kMoneyPerHealth;
      street[s] = board::squares()[s].kind == board::SquareKind::Street;
      part[s] = static_cast<int8_t>(part_at_square(s));
    }
  }
};

int back_of(int s) { return s ? s - 1 : kSquares - 1; }

}  // namespace

// Memo tables live in the bot and are invalidated by a generation count, so a
// decision does not pay for clearing them.
struct Memo {
  // A score and the decision it belongs to, side by side: one load finds both.
  struct Entry {
    float v;
    uint32_t gen = 0;
  };
  std::array<Entry, 16 * kSquares> arr, rest;
  uint32_t gen = 0;
  const Facts& b = facts();
  const Tables* tabs[kNumReadings];  // tables(reading), asked once

  Memo() {
    for (int r = 0; r < kNumReadings; ++r) tabs[r] = &tables(r);
  }

 private:
  static const Facts& facts() {
    static const Facts f;
    return f;
  }
};

namespace {

// Scores for one character at one decision. Values of squares are memoised
// per decision: `aj` ("after Jail") marks lines that passed Jail on the way,
// which delivered the carried parts and, on day 7, met the goal. The memo
// checks are forced inline and the scoring kept out of line: most lookups hit,
// and a hit should cost a compare, not a call.
class Eval {
 public:
  Eval(const FlippedState& f, int c, Memo& memo, const BotWeights& w)
      : f_(f), c_(c), t_(*memo.tabs[f.dice_reading()]), b_(memo.b), m_(memo), w_(w) {
    if (++m_.gen == 0) {  // wrapped: clear once every 4 billion decisions
      m_.arr.fill({});
      m_.rest.fill({});
      m_.gen = 1;
    }
    gen_ = m_.gen;
    round_ = f.round();
    marker_ = f.dice().marker_die(round_);
    night_ = t_.night[round_];
    int team_cash = 0, need = 0;
    for (int o = 0; o < f.chars(); ++o)
      if (f.ch(o).alive()) team_cash += f.ch(o).cash;
    const Character& k = f.ch(c);
    cash_ = k.cash;
    for (int p = 0; p < kParts; ++p) {
      const int loc = f.part_loc(p);
      if (loc == c) ++held_;
      if (loc != kPartAtSource) continue;
      const int sq = part_square(p);
      need += b_.price[sq];
      if (cash_ >= b_.price[sq]) open_ |= 1 << p;
    }
    spare_ = team_cash - need;
    limit_ = f.part_limit();
    health_ = k.health;
    reached_ = (k.flags & kReachedJail) != 0;
    hurt_ = health_ <= 1 ? w_.hurt_last : 1.0 + w_.hurt / health_;
    for (int g = 1; g <= kMaxChars; ++g) night_cost_[g] = night_ / g * hurt_;
    jail_bonus_ = held_ * w_.deliver + (round_ == kRounds && !reached_ ? w_.reach7 : 0.0);
    grp_.fill(1);
    for (int o = 0; o < c; ++o)  // teammates already done for the day stay put
      if (exposed(f.table(), o)) ++grp_[f.ch(o).pos];
    r7_marker_ = f.dice().marker_die(kRounds);
    jail_end_ = end_value(kJail, true, false);
  }

  double jail_bonus(bool aj) const { return aj ? 0.0 : jail_bonus_; }

  // The character's turn ends on `s` (sheltered: paid for a safe house there).
  double end_value(int s, bool aj, bool sheltered) const {
    const bool reached = reached_ || aj;
    const int held = aj ? 0 : held_;
    if (round_ == kRounds) return reached ? 0.0 : -w_.reach7;
    double v = 0;
    if (s != kJail && !sheltered) v -= night_cost_[grp_[s]];
    if (round_ == kRounds - 1) {  // placed to pass Jail tomorrow?
      v += w_.pass_jail_next * t_.reach[r7_marker_][3][ahead(s, kJail)];
    } else {
      if (held > 0) v += held * w_.deliver * w_.deliver_soon * t_.reach[marker_][3][ahead(s, kJail)];
      if (held < limit_) {
        v += w_.part_soon * w_.part_buy * t_.part_hit[marker_][1][open_][s];
      }
    }
    return v;
  }

  // F-DAY-3 as the bot sees it: ending without forward movement.
  double penalty(int s, bool aj) {
    if (s == kJail) return -1e6;
    if (health_ <= 1) return -hurt_;
    return -hurt_ - 1.0 + arrive(back_of(s), 0, false, aj, 1);
  }

  bool can_stay(int s) const {
    const int price = b_.price[s];
    return round_ < kRounds && cash_ >= price && spare_ - price >= 0;
  }
  double stay_value(int s, bool aj) const { return end_value(s, aj, true) - b_.price_in_health[s]; }

  // Value of arriving on `s` with `j` actions left after the current one.
  [[gnu::always_inline]] double arrive(int s, int j, bool by_roll, bool aj, int depth) {
    if (depth > kMaxDepth) return rest(s, j, aj);
    const int at = idx(aj, by_roll, j, s);
    if (m_.arr[at].gen == gen_) return m_.arr[at].v;
    return arrive_new(s, j, by_roll, aj, depth, at);
  }

  [[gnu::always_inline]] double rest(int s, int j, bool aj) {
    const int at = idx(aj, false, j, s);
    if (m_.rest[at].gen == gen_) return m_.rest[at].v;
    return rest_new(s, j, aj, at);
  }

  // Rough value of spending up to j more moves from `s`: the best single goal
  // (shelter in Jail, a part, delivery, day-7 Jail), weighted by the chance to
  // hit it and charged for the risk a move carries.
  double keep_moving(int s, int j, bool aj) const {
    const double risk = w_.move_risk * hurt_;
    const bool reached = reached_ || aj;
    const int held = aj ? 0 : held_;
    const int to_jail = ahead(s, kJail);
    if (round_ == kRounds)
      return reached ? -risk : t_.reach[marker_][j][to_jail] * w_.reach7 - w_.reach7 - risk;
    const double wander = -night_ * hurt_;
    const double p = t_.hit[marker_][j][to_jail];
    double best = p * (jail_end_ + jail_bonus(aj)) + (1 - p) * wander;
    if (held > 0) best = std::max(best, t_.reach[marker_][j][to_jail] * held * w_.deliver + wander);
    if (j >= 2 && held < limit_) {
      best = std::max(best, t_.part_hit[marker_][j - 2][open_][s] * w_.part_buy + wander);
    }
    return best - risk;
  }

  // The average over the dice of a move from `from` (j actions left after it),
  // for every dice choice at once: out[mask] for each mask of available dice.
  // Each total is scored once, in the order a mask-by-mask scoring would first
  // meet it; its later uses read it back as the memo keeps it (a float), so the
  // sums are exactly those of scoring each mask on its own.
  void move_values(int from, int j, bool fwd_before, uint8_t avail, double* out) {
    const FirstUses& u = t_.uses[marker_];
    double x[kMaxTotal + 1][2];  // by total: [0] later uses, [1] the first use
    const int to_jail = ahead(from, kJail);
    for (int k = 0; k < u.n; ++k) {
      const int t = u.total[k];
      if (t == 0) {
        x[0][1] = zero_value(from, j, fwd_before);
        x[0][0] = zero_value(from, j, fwd_before);  // a memo hit or pure: no side effect
        continue;
      }
      const bool aj = to_jail <= t;
      const int to_sq = from + t >= kSquares ? from + t - kSquares : from + t;
      const double bonus = aj ? jail_bonus(false) : 0.0;
      const double a = arrive(to_sq, j, true, aj, 0);
      x[t][1] = bonus + a;
      x[t][0] = bonus + static_cast<float>(a);
    }
    for (int m = 1; m < 16; ++m) {
      if ((m & avail) != m) continue;
      const Totals& to = t_.totals[m];
      double v = 0;
      for (int i = 0; i < to.n; ++i) v += to.prob[i] * x[to.total[i]][u.first[m] >> i & 1];
      out[m] = v;
    }
  }

  // A roll that shows 0 moves nobody: the turn may still end without moving forward.
  double zero_value(int from, int j, bool fwd_before) {
    return fwd_before ? rest(from, j, false) : j == 0 ? penalty(from, false) : keep_moving(from, j, false);
  }

  double end_turn_value(bool fwd, bool sheltered) {
    const int s = f_.ch(c_).pos;
    return fwd ? end_value(s, false, sheltered) : penalty(s, false);
  }

 private:
  static int idx(bool aj, bool by_roll, int j, int s) { return ((aj * 2 + by_roll) * 4 + j) * kSquares + s; }

  // arrive() for a square not scored yet in this decision.
  [[gnu::noinline]] double arrive_new(int s, int j, bool by_roll, bool aj, int depth, int at) {
    const bool street = b_.street[s];
    const int back = back_of(s);
    const bool back_aj = aj || back == kJail;
    const double back_bonus = back == kJail ? jail_bonus(aj) : 0.0;
    double v;
    const Mark m = f_.mark(s);
    if (m == kInfested || (street && m == kUnknown)) {
      if (m == kInfested) {
        v = health_ <= 1 ? -hurt_ : -hurt_ + (back_bonus + arrive(back, j, false, back_aj, depth + 1));
      } else {
        double wounded, safe;
        if (health_ <= 1) {
          wounded = -hurt_;
          safe = back_bonus + arrive(back, j, false, back_aj, depth + 1);
        } else {
          // Both outcomes step back to the same square: score it once. The
          // second use reads what the memo keeps, which is a float.
          const double back_v = arrive(back, j, false, back_aj, depth + 1);
          wounded = -hurt_ + (back_bonus + back_v);
          safe = back_bonus + static_cast<float>(back_v);
        }
        if (can_stay(s)) safe = std::max(safe, stay_value(s, aj));
        v = 0.5 * wounded + 0.5 * safe;
      }
    } else if (street) {
      v = back_bonus + arrive(back, j, false, back_aj, depth + 1);
      if (can_stay(s)) v = std::max(v, stay_value(s, aj));
    } else if (s == kGoToJail && by_roll) {
      v = std::max(jail_bonus(aj) + rest(kJail, j, true), rest(s, j, aj));
    } else {
      v = rest(s, j, aj);
    }
    m_.arr[at] = {static_cast<float>(v), gen_};
    return v;
  }

  [[gnu::noinline]] double rest_new(int s, int j, bool aj, int at) {
    double v = end_value(s, aj, false);
    if (j > 0) {
      const int p = b_.part[s];
      const int held = aj ? 0 : held_;
      if (p >= 0 && f_.part_loc(p) == kPartAtSource && held < limit_ && cash_ >= b_.price[s])
        v = w_.part_buy + v;  // buying here beats resting here: same square, one goal more
      v = std::max(v, keep_moving(s, j, aj));
    }
    m_.rest[at] = {static_cast<float>(v), gen_};
    return v;
  }

  const FlippedState& f_;
  int c_;
  const Tables& t_;
  const Facts& b_;
  Memo& m_;
  const BotWeights& w_;  // the bot's (bot_weights.h)
  uint32_t gen_ = 0;
  int open_ = 0;  // parts still waiting that this character can afford (bit p = part p)
  int round_ = 1, marker_ = 0, cash_ = 0, limit_ = 1, spare_ = 0, health_ = 10, held_ = 0;
  bool reached_ = false;
  double night_ = 0, hurt_ = 1, jail_bonus_ = 0, jail_end_ = 0;
  double night_cost_[kMaxChars + 1] = {};  // an attack's expected wounds, shared by g characters
  int r7_marker_ = 0;
  std::array<int8_t, kSquares> grp_{};
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

NormalBot::NormalBot(const BotWeights& w) : w_(w) {}
NormalBot::~NormalBot() = default;

Action NormalBot::choose(const State& s, int seat, Rng& rng) {
  (void)seat;
  (void)rng;
  const auto& f = state_as<FlippedState>(s);
  if (f.phase() == Phase::Share) return choose_share(f);
  const int c = f.phase() == Phase::Choice ? f.choice_char() : f.turn_char();
  if (!memo_) memo_ = std::make_unique<Memo>();
  Eval e(f, c, *memo_, w_);
  const int pos = f.ch(c).pos;
  const int j_left = std::max(0, kMaxActions - f.actions_used());  // actions still to take
  if (f.phase() == Phase::Choice) {
    if (f.choice() == Choice::Tunnel)
      return e.jail_bonus(false) + e.rest(kJail, j_left, true) >= e.rest(pos, j_left, false)
                 ? Action{kTunnel}
                 : Action{kNoTunnel};
    if (!e.can_stay(pos)) return {kLeave};
    const int back = (pos + kSquares - 1) % kSquares;
    const double leave =
        (back == kJail ? e.jail_bonus(false) : 0.0) + e.arrive(back, j_left, false, back == kJail, 1);
    return e.stay_value(pos, false) > leave ? Action{kStay} : Action{kLeave};
  }
  // F-SWAP-3: with no action left only a free exchange item or ending remain.
  if (f.actions_used() >= kMaxActions) return {kEndTurn};
  // Day: the best of ending, buying and each dice choice.
  Action best{kEndTurn};
  double best_v = -1e18;
  const bool fwd = f.moved_forward();
  const bool last_must_move =
      !f.has_moved() && f.actions_used() == kMaxActions - 1 && !f.opt(kOptEndWithoutMove);
  if (f.has_moved() || f.opt(kOptEndWithoutMove))
    best_v = e.end_turn_value(fwd, (f.ch(c).flags & kSheltered) != 0);
  if (!last_must_move && can_buy_part(f.table(), f.config(), c)) {
    const double v =
        w_.part_buy + (fwd ? e.end_value(pos, false, false) : e.keep_moving(pos, j_left - 1, false));
    if (v > best_v) best_v = v, best = {kBuyPart};
  }
  const uint8_t avail = f.dice().available_mask(f.round());
  double moves[16];
  e.move_values(pos, j_left - 1, fwd, avail, moves);
  for (int m = 1; m < 16; ++m) {
    if ((m & avail) != m) continue;
    if (moves[m] > best_v) best_v = moves[m], best = {kMove, m};
  }
  if (const uint8_t partners = exchange_partners(f, c)) {
    Action x;
    if (plan_exchange(f, c, partners, *memo_->tabs[f.dice_reading()], best.kind == kEndTurn, &x)) return x;
  }
  return best;
}

}  // namespace shamble::flipped::bots
