// Bots for both roles. "easy" plays the property game plainly and moves at
// random; "normal" buys and builds with the apocalypse in mind (lots to win
// on), hires bodyguards when zombies are near, steers zombies at humans and
// empty human buildings, and steers survivors to safe squares and together.
#include "games/monopozombie/bots.h"

#include <algorithm>
#include <cstdlib>

#include "games/monopozombie/monopozombie.h"
#include "games/monopozombie/mz.h"

namespace shamble::mz {

namespace {

int ring_dist(int a, int b) {
  int d = std::abs(a - b);
  return std::min(d, kSquares - d);
}

// Attack minus defence on `sq` if one more human (or zombie) stood there.
int danger(const MzTable& z, const MzRules& r, int sq, int extra_humans) {
  if (sq == board::kFreeParking) return -99;
  int attack = zombies_at(z, sq) + (infection_ground(z, sq) ? 1 : 0);
  int b = z.t.buildings[sq];
  int defence = humans_at(z, sq) + extra_humans + (b == mono::kHotel ? r.hotel_points : b);
  if (sq == board::kGoToJail) return 99;
  return attack == 0 ? -99 : attack - defence;
}

bool human_lot(const MzTable& z, int sq) {
  return z.t.owner[sq] >= 0 && !(z.infected >> sq & 1) && z.t.buildings[sq] > 0;
}

class MzBot : public Bot {
 public:
  explicit MzBot(bool normal) : normal_(normal) {}
  Action choose(const State& s, int seat, Rng& rng) override {
    const MzTable& z = table_of(s);
    const MzRules& r = rules_of(s);
    buf_.clear();
    s.legal_actions(seat, buf_);
    if (buf_.empty()) return {};
    if (z.phase == kMzDir || (z.phase == kMzRoll && buf_.size() == 2)) return zombie_dir(z, seat, rng);
    if (z.phase == kMzPick) return pick(z, r, seat, rng);
    if (z.phase == kMzAgain) return again(z, r, seat, rng);
    if (z.phase == kMzRoll) return buf_[0];
    return commerce(z, seat, rng);
  }

 private:
  Action find(int kind) const {
    for (const Action& a : buf_)
      if (a.kind == kind) return a;
    return {-1, 0, 0, 0};
  }

  Action zombie_dir(const MzTable& z, int seat, Rng& rng) {
    if (!normal_) return buf_[rng.below(static_cast<uint32_t>(buf_.size()))];
    int pos = z.t.players[seat].pos;
    int steps = z.phase == kMzDir ? z.dice[0] + z.dice[1] : 5;
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

  Action pick(const MzTable& z, const MzRules& r, int seat, Rng& rng) {
    int pos = z.t.players[seat].pos;
    long best_score = -1000000;
    int best = 0;
    int humans = 0;
    for (int p = 0; p < z.t.n; ++p) humans += !z.pl[p].zombie && !z.t.players[p].bankrupt;
    for (const Action& a : buf_) {
      int da = z.dice[a.a], db = z.dice[a.b];
      int to = step_to(pos, da + db, a.c);
      long score = 0;
      if (da == 1 && db == 1)
        score = -5000;  // never give up on purpose
      else if (!normal_)
        score = static_cast<long>(rng.below(100));
      else {
        int d = danger(z, r, to, 1);
        if (d >= 0) score -= 1000;
        if (human_lot(z, to)) {
          score += 40;
          if (humans_at(z, to) == humans - 1 && zombies_at(z, to) == 0) score += 10000;  // the winning move
        }
        score += humans_at(z, to) * 15;
        int near = 99;
        for (int p = 0; p < z.t.n; ++p)
          if (z.pl[p].zombie) near = std::min(near, ring_dist(to, z.t.players[p].pos));
        score += std::min(near, 8) * 3;
        if (da == db) score += 2;
      }
      if (score > best_score) best_score = score, best = static_cast<int>(&a - buf_.data());
    }
    return buf_[best];
  }

  Action again(const MzTable& z, const MzRules& r, int seat, Rng& rng) {
    if (!normal_) return buf_[rng.below(2)];
    int pos = z.t.players[seat].pos;
    bool safe = danger(z, r, pos, 0) < -1 || human_lot(z, pos);
    return find(safe ? kAStop : kAAgain);
  }

  Action commerce(const MzTable& z, int seat, Rng& rng) {
    const auto& t = z.t;
    int cash = t.players[seat].cash;
    int reserve = normal_ ? 150 : 50;
    switch (t.phase) {
      case mono::kPreRoll: {
        if (normal_) {
          Action g = find(kBuyGuard);
          if (g.kind >= 0 && cash > 400 && z.pl[seat].guards_bought == 0) {
            for (int p = 0; p < t.n; ++p)
              if (z.pl[p].zombie && ring_dist(t.players[p].pos, t.players[seat].pos) <= 8) return g;
          }
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
        if (Action b = build(t, cash, normal_ ? reserve + 150 : 600); b.kind >= 0) return b;
        return find(mono::kEndTurn);
      }
      case mono::kAuction: {
        int value = mono::sq_data(t.auction.square).price;
        int cap = t.auction.item == mono::kAuctionDeed ? value * (normal_ ? 8 : 5) / 10
                                                       : mono::building_cost(t.auction.square);
        for (const Action& a : buf_)
          if (a.kind == mono::kBid && a.a <= cap && a.a <= cash - reserve / 2) return a;
        return find(mono::kPass);
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

  bool normal_;
  std::vector<Action> buf_;
};

}  // namespace

std::unique_ptr<Bot> make_bot(const std::string& level) {
  if (level == "easy") return std::make_unique<MzBot>(false);
  if (level == "normal") return std::make_unique<MzBot>(true);
  return nullptr;
}

}  // namespace shamble::mz
