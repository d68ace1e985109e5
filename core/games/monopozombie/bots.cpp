// Bots for both roles. "easy" plays the property game plainly and moves at
// random; "normal" buys and builds with the apocalypse in mind (lots to win
// on), hires bodyguards when zombies are near, fortifies the built lot
// zombies could reach soonest (fortified_houses), steers zombies at humans and
// empty human buildings, and steers survivors to safe squares and together.
// The selfish bot (make_selfish_bot) plays for the seat's own win instead.
#include "games/monopozombie/bots.h"

#include <algorithm>
#include <array>
#include <cstdlib>

#include "games/monopozombie/monopozombie.h"
#include "games/monopozombie/mz.h"

namespace shamble::mz {

namespace {

int ring_dist(int a, int b) {
  int d = std::abs(a - b);
  return std::min(d, kSquares - d);
}

// Attack minus defence on `sq` once `extra_humans` more humans stand there,
// from the rules' own count (points_at): safe squares score -99, the
// go-to-jail square 99.
int danger(const MzTable& z, const MzRules& r, int sq, int extra_humans) {
  SquarePoints pts = points_at(z, r, sq, extra_humans);
  if (pts.jail_square) return 99;
  if (pts.safe != SquarePoints::kNotSafe || pts.attack == 0) return -99;
  return pts.attack - pts.defence;
}

bool human_lot(const MzTable& z, int sq) {
  return z.t.owner[sq] >= 0 && !(z.infected >> sq & 1) && z.t.buildings[sq] > 0;
}

// A zombie wins alone only by stopping on just visiting once every player has
// turned, or by standing there when the last human turns (MZ-WIN-2, MZ-WIN-3).
// kReachJail[q]: the chance that a zombie on square q stops there within eight
// turns when it picks each turn's direction after its 2D4 roll (MZ-ZOMB-1) as
// well as it can. Eight turns of up to 8 squares reach every square.
constexpr int kRollWays[9] = {0, 0, 1, 2, 3, 4, 3, 2, 1};  // of the 16 rolls of 2D4, by sum
constexpr double roll_chance(int sum) { return kRollWays[sum] / 16.0; }
const std::array<double, kSquares> kReachJail = [] {
  std::array<double, kSquares> v{}, next{};
  auto worth = [&](int sq) { return sq == board::kJail ? 1.0 : v[static_cast<size_t>(sq)]; };
  for (int turn = 0; turn < 8; ++turn) {
    for (int q = 0; q < kSquares; ++q) {
      double e = 0;
      for (int steps = 2; steps <= 8; ++steps)
        e += roll_chance(steps) * std::max(worth(step_to(q, steps, 0)), worth(step_to(q, steps, 1)));
      next[static_cast<size_t>(q)] = e;
    }
    v = next;
  }
  return v;
}();

class MzBot : public Bot {
 public:
  // selfish: play for the seat's own win rather than its side's (make_selfish_bot).
  explicit MzBot(bool normal, bool selfish = false) : normal_(normal), selfish_(selfish) {}
  Action choose(const State& s, int seat, Rng& rng) override {
    const Action a = decide(s, seat, rng);
    // Every move below is read from buf_ (the seat's legal list, or the short
    // commerce list, a part of it: mz_invariants holds them together) or is
    // the no-move {-1}; the scan is a few compares where the checked apply
    // would list the phase's moves again.
    listed_ = a.kind >= 0 && std::find(buf_.begin(), buf_.end(), a) != buf_.end();
    return a;
  }

 private:
  Action decide(const State& s, int seat, Rng& rng) {
    const MzTable& z = table_of(s);
    const MzRules& r = rules_of(s);
    buf_.clear();
    // On its own property-game turn the bot reads only these kinds
    // (commerce): the short list skips the deed sales, mortgages and trades.
    if (ActionList l; mz_commerce_moves(z, r, seat, l))
      l.append_to(buf_);
    else
      s.legal_actions(seat, buf_);
    if (buf_.empty()) return {};
    if (z.pl[seat].immunity_resume) return find(kUseImmunity);  // MZ-CONV-4: staying human is worth the card
    if (z.pl[seat].carry_ask) return carry(z, r, seat, rng);
    if (z.phase == kMzGroupAssign) return assign(z, r, seat, rng);
    if (z.phase == kMzGroupAnswer) return answer(z, r, seat);
    if (z.phase == kMzGroupOwnDice) return own(z, r, seat, rng);
    if (z.phase == kMzHomelessMove) return homeless(z, r, seat);
    if (z.phase == kMzDirection || (z.phase == kMzRoll && buf_.size() == 2)) return zombie_dir(z, seat, rng);
    if (z.phase == kMzKeepDice) return pick(z, r, seat, rng);
    if (z.phase == kMzRollAgain) return again(z, r, seat, rng);
    if (z.phase == kMzRoll) return buf_[0];
    return commerce(z, r, seat, rng);
  }

  Action find(int kind) const {
    for (const Action& a : buf_)
      if (a.kind == kind) return a;
    return {-1, 0, 0, 0};
  }

  Action zombie_dir(const MzTable& z, int seat, Rng& rng) {
    if (!normal_) return buf_[rng.below(static_cast<uint32_t>(buf_.size()))];
    if (selfish_) return lurk_dir(z, seat);
    int pos = z.t.players[seat].pos;
    int steps = z.phase == kMzDirection ? z.dice[0] + z.dice[1] : 5;
    int best = 0;
    long best_score = -1000000;
    for (const Action& a : buf_) {
      int to = step_to(pos, steps, a.a);
      long score = 0;
      if (all_zombies(z))
        score = -ring_dist(to, board::kJail) * 10;  // race to the jail
      else {
        int near = 99;
        for (int p = 0; p < z.t.n; ++p)
          if (!z.pl[p].zombie && !z.t.players[p].bankrupt)
            near = std::min(near, ring_dist(to, z.t.players[p].pos));
        score = -near * 3 + humans_at(z, to) * 20 + (human_lot(z, to) ? 8 : 0);
      }
      if (score > best_score) best_score = score, best = static_cast<int>(&a - buf_.data());
    }
    return buf_[best];
  }

  // The direction whose landing square has the best chance to reach just
  // visiting (kReachJail; landing there is a sure thing), nearer it on a tie.
  // Chosen before the roll (direction_before_roll), it is that chance over the
  // roll's sums.
  Action lurk_dir(const MzTable& z, int seat) const {
    const int pos = z.t.players[seat].pos;
    auto worth = [&](int to) {
      return (to == board::kJail ? 1.0 : kReachJail[static_cast<size_t>(to)]) -
             ring_dist(to, board::kJail) * 1e-6;
    };
    size_t best = 0;
    double best_worth = -1;
    for (size_t i = 0; i < buf_.size(); ++i) {
      double w = 0;
      if (z.phase == kMzDirection)
        w = worth(step_to(pos, z.dice[0] + z.dice[1], buf_[i].a));
      else
        for (int steps = 2; steps <= 8; ++steps)
          w += roll_chance(steps) * worth(step_to(pos, steps, buf_[i].a));
      if (w > best_worth) best_worth = w, best = i;
    }
    return buf_[best];
  }

  static int living_humans(const MzTable& z) {
    int humans = 0;
    for (int p = 0; p < z.t.n; ++p) humans += !z.pl[p].zombie && !z.t.players[p].bankrupt;
    return humans;
  }

  // Where a survivor (arriving with `together` humans, itself included, who
  // are not there yet) would like to stop: safe, on a winning square, near
  // friends. `humans`: living_humans(z), counted once per decision. `selfish`
  // (the selfish bot): a human wins only while still human, so it also shuns
  // what the normal bot overlooks: bare zombie ground where that turns a human
  // (MZ-CONV-13), an apocalypse card square (a go-to-jail card turns the
  // drawer, MZ-APOC-5), and every square a zombie's next roll could overrun,
  // by how many of the 16 rolls reach it (the normal bot keeps its distance
  // from the nearest zombie only); and it weighs company more. Each weight
  // was measured (docs/LAB.md, "The human playing for itself").
  static long square_score(const MzTable& z, const MzRules& r, int seat, int to, int together, int humans,
                           bool selfish) {
    long score = 0;
    int already = humans_at(z, to) - (z.t.players[seat].pos == to ? 1 : 0);
    if (danger(z, r, to, together) >= 0 || (selfish && points_at(z, r, to, together).bare)) score -= 1000;
    if (human_lot(z, to)) {
      score += 40;
      if (already + together >= humans && zombies_at(z, to) == 0) score += 10000;  // the winning move
    }
    score += already * (selfish ? 40 : 15);
    int near = 99;
    for (int p = 0; p < z.t.n; ++p)
      if (z.pl[p].zombie && !z.t.players[p].bankrupt)
        near = std::min(near, ring_dist(to, z.t.players[p].pos));
    score += std::min(near, 8) * 3;
    if (!selfish) return score;
    if (z.stage == kApocalypse && r.apocalypse_cards && board::card_square(mono::sq_data(to).kind))
      score -= 30;
    // A zombie arriving turns the company only where one more zombie overruns it.
    if (points_at(z, r, to, together, 1).overrun)
      for (int p = 0; p < z.t.n; ++p)
        if (z.pl[p].zombie && !z.t.players[p].bankrupt) {
          const int d = ring_dist(to, z.t.players[p].pos);
          if (d >= 2 && d <= 8) score -= 20L * kRollWays[d];
        }
    return score;
  }

  // square_score for one mover within one decision. The position does not
  // change while the bot weighs its options, and many options end on the same
  // square in the same company (pairs of dice with equal sums), so each
  // (square, together) is scored once.
  class SquareScores {
   public:
    SquareScores(const MzTable& z, const MzRules& r, int seat, bool selfish)
        : z_(z), r_(r), seat_(seat), humans_(living_humans(z)), selfish_(selfish) {}
    long operator()(int to, int together) {
      if (to < 0 || to >= kSquares || together < 0 || together >= kCompany)
        return square_score(z_, r_, seat_, to, together, humans_, selfish_);
      const auto bit = static_cast<uint16_t>(1u << together);
      if (!(known_[to] & bit))
        known_[to] |= bit, memo_[to][together] = square_score(z_, r_, seat_, to, together, humans_, selfish_);
      return memo_[to][together];
    }

   private:
    static constexpr int kCompany = 16;
    const MzTable& z_;
    const MzRules& r_;
    int seat_, humans_;
    bool selfish_;
    uint16_t known_[kSquares] = {};
    long memo_[kSquares][kCompany];
  };

  Action pick(const MzTable& z, const MzRules& r, int seat, Rng& rng) {
    SquareScores scores(z, r, seat, selfish_);
    int pos = z.t.players[seat].pos;
    long best_score = -1000000;
    int best = 0;
    for (const Action& a : buf_) {
      int da = z.dice[a.a], db = z.dice[a.b];
      int to = step_to(pos, da + db, a.c);
      long score = 0;
      if (da == 1 && db == 1)
        score = -5000;  // never give up on purpose
      else if (!normal_)
        score = static_cast<long>(rng.below(100));
      else
        // A kept double rolls again (MZ-APOC-3), which the selfish bot always
        // takes (again()), so it is worth more to it.
        score = scores(to, 1) + (da == db ? (selfish_ ? 50 : 2) : 0);
      if (score > best_score) best_score = score, best = static_cast<int>(&a - buf_.data());
    }
    return buf_[best];
  }

  // MZ-GROUP-3: the newest member shares out the pool. Normal: each member in
  // turn gets the pair that best suits the whole group: a safe (or winning)
  // square the members still to be served can also reach with the dice left.
  Action assign(const MzTable& z, const MzRules& r, int seat, Rng& rng) {
    int m = group_next_member(z);
    SquareScores scores(z, r, m, selfish_);
    int pos = z.t.players[m].pos;
    int n = 0;
    int die[3 * kMaxPlayers];
    bool used[3 * kMaxPlayers] = {};
    int later = 0;  // members after m still to be served
    for (int p = 0; p < z.t.n; ++p)
      if (z.group_moving >> p & 1) {
        for (int i = 0; i < 3; ++i) die[n + i] = z.pl[p].group_dice[i];
        n += 3;
        if (p > m) ++later;
      }
    int same[kSquares] = {};
    for (int p = 0; p < z.t.n; ++p)
      if (z.group_moving >> p & 1 && z.pl[p].plan_die_a >= 0) {
        used[z.pl[p].plan_die_a] = used[z.pl[p].plan_die_b] = true;
        ++same[step_to(pos, die[z.pl[p].plan_die_a] + die[z.pl[p].plan_die_b], z.pl[p].plan_dir)];
      }
    long best_score = -1000000;
    int best = 0;
    int pairs_of[2] = {-1, -1}, pairs = 0;  // the last pair's count: both directions of a pair come together
    for (const Action& a : buf_) {
      int da = die[a.a], db = die[a.b];
      long score;
      if (da == 1 && db == 1)
        score = -5000;
      else if (!normal_)
        score = static_cast<long>(rng.below(100));
      else {
        int steps = da + db;
        int to = step_to(pos, steps, a.c);
        // Greedy count of disjoint pairs left that make the same move (the
        // direction plays no part in it).
        if (a.a != pairs_of[0] || a.b != pairs_of[1]) {
          bool u[3 * kMaxPlayers];
          std::copy(used, used + n, u);
          u[a.a] = u[a.b] = true;
          pairs = 0;
          for (int i = 0; i < n && pairs < later; ++i)
            for (int j = i + 1; j < n && !u[i]; ++j)
              if (!u[j] && die[i] + die[j] == steps && !(die[i] == 1 && die[j] == 1)) {
                u[i] = u[j] = true;
                ++pairs;
              }
          pairs_of[0] = a.a, pairs_of[1] = a.b;
        }
        int together = same[to] + 1 + pairs;
        score = scores(to, together) + 30L * together;
      }
      if (score > best_score) best_score = score, best = static_cast<int>(&a - buf_.data());
    }
    (void)seat;
    return buf_[best];
  }

  // MZ-CARRY-1: normal takes a house when there is bare zombie land to claim
  // and the lot stays safe with one house fewer; easy at random.
  Action carry(const MzTable& z, const MzRules& r, int seat, Rng& rng) {
    if (!normal_) return buf_[rng.below(2)];
    SquarePoints here = points_at(z, r, z.t.players[seat].pos);
    bool safe_after = here.attack == 0 || here.attack < here.defence - 1;
    bool land = false;
    for (int sq = 0; sq < kSquares && !land; ++sq)
      land = infection_ground(z, sq) && z.t.buildings[sq] == 0 &&
             mono::sq_data(sq).kind == board::SquareKind::Street;
    return find(safe_after && land ? kCarryTake : kCarryLeave);
  }

  // MZ-GROUP-3: accept unless the proposed move is a double one or (normal)
  // walks into danger alone; normal counters with its own sharing when it may.
  Action answer(const MzTable& z, const MzRules& r, int seat) {
    const auto& zp = z.pl[seat];
    int a = group_pool_die(z, zp.plan_die_a), b = group_pool_die(z, zp.plan_die_b);
    bool bad = a == 1 && b == 1;
    if (normal_ && !bad) {
      int to = step_to(z.t.players[seat].pos, a + b, zp.plan_dir);
      int together = 0;
      for (int p = 0; p < z.t.n; ++p)
        if (z.group_moving >> p & 1 &&
            step_to(z.t.players[p].pos,
                    group_pool_die(z, z.pl[p].plan_die_a) + group_pool_die(z, z.pl[p].plan_die_b),
                    z.pl[p].plan_dir) == to)
          ++together;
      bad = danger(z, r, to, together) >= 0 && sq_safe_count(z, r, seat) > 0;
    }
    if (bad && normal_ && find(kGroupCounter).kind >= 0) return find(kGroupCounter);
    return find(bad ? kGroupDecline : kGroupAccept);
  }
  // Squares one of the seat's own pairs reaches safely (so declining is worth it).
  static int sq_safe_count(const MzTable& z, const MzRules& r, int seat) {
    const auto& g = z.pl[seat].group_dice;
    int n = 0;
    for (int i = 0; i < 3; ++i)
      for (int j = i + 1; j < 3; ++j)
        for (int d = 0; d < 2; ++d)
          n += !(g[i] == 1 && g[j] == 1) &&
               danger(z, r, step_to(z.t.players[seat].pos, g[i] + g[j], d), 1) < 0;
    return n;
  }

  // MZ-GROUP-4: after a decline, two of one's own three dice.
  Action own(const MzTable& z, const MzRules& r, int seat, Rng& rng) {
    const auto& g = z.pl[seat].group_dice;
    SquareScores scores(z, r, seat, selfish_);
    int pos = z.t.players[seat].pos;
    long best_score = -1000000;
    int best = 0;
    for (const Action& a : buf_) {
      long score = g[a.a] == 1 && g[a.b] == 1 ? -5000
                   : normal_                  ? scores(step_to(pos, g[a.a] + g[a.b], a.c), 1)
                                              : static_cast<long>(rng.below(100));
      if (score > best_score) best_score = score, best = static_cast<int>(&a - buf_.data());
    }
    return buf_[best];
  }

  // MZ-HOME-7: one of 2D6 and, by option, a direction (outside the apocalypse there is only the roll).
  Action homeless(const MzTable& z, const MzRules& r, int seat) {
    if (buf_.size() < 2 || !normal_) return buf_[0];
    const auto& h = z.pl[seat].homeless_roll;
    int pos = z.t.players[seat].pos;
    const int humans = living_humans(z);
    Action best = buf_[0];
    long best_score = 0;
    for (const Action& a : buf_) {
      long s = square_score(z, r, seat, step_to(pos, h[a.a & 1], a.a >> 1), 1, humans, selfish_);
      if (&a == &buf_[0] || s > best_score) best = a, best_score = s;
    }
    return best;
  }

  // MZ-APOC-3: the normal bot stops on a safe square. The selfish bot always
  // rolls again: its wins as a human rose by 2.7% with that alone, more than
  // with a comparison of the square against the roll's expected best
  // (docs/LAB.md); every roll is a chance at the winning square.
  Action again(const MzTable& z, const MzRules& r, int seat, Rng& rng) {
    if (!normal_) return buf_[rng.below(2)];
    if (selfish_) return find(kRollAgain);
    int pos = z.t.players[seat].pos;
    bool safe = danger(z, r, pos, 0) < -1 || human_lot(z, pos);
    return find(safe ? kStopRolling : kRollAgain);
  }

  Action commerce(const MzTable& z, const MzRules& r, int seat, Rng& rng) {
    const auto& t = z.t;
    int cash = t.players[seat].cash;
    int reserve = normal_ ? 150 : 50;
    switch (t.phase) {
      case mono::kPreRoll: {
        if (normal_) {
          Action g = find(kBuyGuard);
          // MZ-BG-1: the selfish bot hires one bodyguard every outbreak round,
          // whatever its cash and wherever the zombies: measured against normal
          // bots, its wins as a human rose by a sixth with that alone
          // (docs/LAB.md); the normal bot keeps $400 and waits for a zombie in
          // reach. Not where bare zombie ground turns a human whatever its
          // guards (MZ-CONV-13, the 2018 rules): there the cash was worth more.
          if (selfish_ && !r.bare_ground_converts && g.kind >= 0 && z.pl[seat].guards_bought == 0) {
            for (int p = 0; p < t.n; ++p)
              if (z.pl[p].zombie) return g;
          } else if (g.kind >= 0 && cash > 400 && z.pl[seat].guards_bought == 0) {
            for (int p = 0; p < t.n; ++p)
              if (z.pl[p].zombie && ring_dist(t.players[p].pos, t.players[seat].pos) <= 8) return g;
          }
          if (Action f = fortify(z, cash, reserve + 150); f.kind >= 0) return f;
          if (Action b = build(t, cash, reserve + 150); b.kind >= 0) return b;
        }
        return find(mono::kRoll);
      }
      case mono::kBuying: {
        Action b = find(mono::kBuy);
        if (b.kind >= 0 && cash - mono::sq_data(t.pending_buy).price >= reserve) return b;
        return find(mono::kDecline);
      }
      case mono::kPostRoll: {
        if (normal_)
          if (Action f = fortify(z, cash, reserve + 150); f.kind >= 0) return f;
        if (Action b = build(t, cash, normal_ ? reserve + 150 : 600); b.kind >= 0) return b;
        return find(mono::kEndTurn);
      }
      case mono::kAuction: {
        int value = mono::sq_data(t.auction.square).price;
        int cap = t.auction.item == mono::kAuctionDeed ? value * (normal_ ? 8 : 5) / 10
                                                       : mono::building_cost(t.auction.square);
        return auction_bid(t, std::min(cap, cash - reserve / 2));
      }
      case mono::kDebt:
        for (int kind : {mono::kSell, mono::kMortgage, mono::kBankrupt})
          if (Action a = find(kind); a.kind >= 0) return a;
        break;
      case mono::kTrade:
        for (int kind : {mono::kTradeReject, mono::kTradeCancel})
          if (Action a = find(kind); a.kind >= 0) return a;
        break;
      case mono::kMortgageChoice:
        if (Action a = find(mono::kKeep); a.kind >= 0) return a;
        break;
      default: break;
    }
    (void)rng;
    return buf_[0];
  }

  // A bid up to `cap`: halfway from the high bid to the cap (the largest
  // offered raise not beyond that point, at least the smallest raise), so an
  // auction takes a handful of bids instead of one per dollar.
  Action auction_bid(const mono::MonoTable& t, int cap) const {
    int target = t.auction.high + (cap - t.auction.high + 1) / 2;
    Action best{-1, 0, 0, 0};
    for (const Action& a : buf_)
      if (a.kind == mono::kBid && a.a <= cap && (best.kind < 0 || a.a <= target)) best = a;
    return best.kind >= 0 ? best : find(mono::kPass);
  }

  // At most a few build requests per turn: a request may open a shortage
  // auction that ends unsold, and asking again forever would stall the game.
  Action build(const mono::MonoTable& t, int cash, int keep) {
    if (t.turns != build_turn_) build_turn_ = t.turns, builds_ = 0;
    if (builds_ >= 4) return {-1, 0, 0, 0};
    for (const Action& a : buf_)
      if (a.kind == mono::kBuild && cash - mono::building_cost(a.a) >= keep) {
        ++builds_;
        return a;
      }
    return {-1, 0, 0, 0};
  }
  int build_turn_ = -1, builds_ = 0;

  // MZ-FORT-1: fortify the built lot a zombie's next 2D4 could reach soonest
  // (nothing is threatened before the outbreak).
  Action fortify(const MzTable& z, int cash, int keep) const {
    Action best{-1, 0, 0, 0};
    int best_d = 9;
    for (const Action& a : buf_) {
      if (a.kind != kFortify || cash - mono::building_cost(a.a) < keep) continue;
      int d = 99;
      for (int p = 0; p < z.t.n; ++p)
        if (z.pl[p].zombie && !z.t.players[p].bankrupt) d = std::min(d, ring_dist(z.t.players[p].pos, a.a));
      if (d < best_d) best = a, best_d = d;
    }
    return best;
  }

  bool normal_;
  bool selfish_;
  std::vector<Action> buf_;
};

}  // namespace

std::unique_ptr<Bot> make_mz_strong_bot(const std::string& level);  // strong_bot.cpp

std::unique_ptr<Bot> make_bot(const std::string& level) {
  if (level == "easy") return std::make_unique<MzBot>(false);
  if (level == "normal") return std::make_unique<MzBot>(true);
  return make_mz_strong_bot(level);
}

std::unique_ptr<Bot> make_selfish_bot() { return std::make_unique<MzBot>(true, true); }

}  // namespace shamble::mz
