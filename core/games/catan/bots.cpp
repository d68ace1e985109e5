// The "easy" and "normal" bots. Both pick from legal_actions() only and read
// public state plus their own hand (never other hands or the deck order).
// normal: placement by pips and resource mix (harbours, zombie danger), a build
// plan (city > settlement > card > road), bank/harbour trades toward the plan,
// one player offer per turn, answers that accept or counter with the part of
// the deal that suits it (and take suitable counters), knights against zombie hexes or
// the robber, and attack payments that keep the most valuable things.
// easy: placement by pips only, greedy building, no player offers, some noise.
#include <algorithm>

#include "framework/bot.h"
#include "games/catan/bot_eval.h"
#include "games/catan/catan.h"
#include "games/catan/info_parts.h"
#include "games/catan/strong_bot.h"

namespace shamble::catan {

namespace {

enum Target { kTargetCity, kTargetSettlement, kTargetDev, kTargetRoad, kTargetNone };

class CatanBot : public Bot {
 public:
  explicit CatanBot(bool normal) : normal_(normal) {}
  Action choose(const State& s, int seat, Rng& rng) override;

 private:
  bool normal_;
  std::vector<Action> legal_;

  const Action* find(int kind) const {
    for (auto& a : legal_)
      if (a.kind == kind) return &a;
    return nullptr;
  }
  template <class F>
  const Action* best(int kind, F score) const {
    const Action* b = nullptr;
    double bv = -1e18;
    for (auto& a : legal_)
      if (a.kind == kind) {
        double v = score(a);
        if (v > bv) bv = v, b = &a;
      }
    return b;
  }
  Target plan(const Model& m, const Eval& ev, ResArr* cost) const;
  Action main_turn(const Model& m, int p, const Eval& ev, Rng& rng);
  Action pay(const Model& m, int p);
  Action respond(const Model& m, int p, const Eval& ev, Rng& rng);
  Action counter_step(const Model& m, int p, const Eval& ev);
  const Action* knight(const Model& m, const Eval& ev) const;
};

ResArr target_cost(const Model& m, Target t, const ResArr& hand) {
  switch (t) {
    case kTargetCity: return kCityCost;
    case kTargetSettlement: return kSettlementCost;
    case kTargetRoad: return kRoadCost;
    case kTargetDev:
      if (m.o.dev_cost == 0) return dev_price(kDevPayAll);
      // The cheapest pair for what we hold.
      for (int how = 0; how < kDevPayWays; ++how) {
        if (!dev_price_allowed(m.o.dev_cost, how)) continue;
        ResArr c = dev_price(how);
        bool ok = true;
        for (int r = 0; r < kRes; ++r) ok &= hand[r] >= c[r];
        if (ok) return c;
      }
      return dev_price(kDevPayWoolGrain);
    default: return ResArr{};
  }
}

int missing(const ResArr& need) { return total(need); }

// A trade this seat likes: it gets a card its plan misses, gives only cards
// beyond the plan's cost, and gives at most one card more than it gets.
bool good_trade(const Model& m, int p, const ResArr& cost, const ResArr& need, const ResArr& gets,
                const ResArr& gives) {
  const Player& P = m.pl[p];
  int gain = 0, loss = 0;
  for (int r = 0; r < kRes; ++r) {
    gain += std::min<int>(gets[r], need[r]);
    loss += std::max(0, gives[r] - std::max(0, P.res[r] - cost[r]));
  }
  return gain > 0 && loss == 0 && total(gives) <= total(gets) + 1;
}

// C-TRADE-COUNTER: the counter-offer a responder makes to an offer it will not
// take as it stands. It asks only for cards the proposer offered and that the
// plan misses, and gives only cards the proposer asked for and that it can
// spare, as many on each side, so the proposer is offered part of its own deal
// at the same rate. The responder would accept it itself (good_trade). False
// when no such deal exists or it would be the offer unchanged.
bool counter_for(const Model& m, int p, const ResArr& cost, const ResArr& need, ResArr* give, ResArr* get) {
  const Player& P = m.pl[p];
  ResArr want{}, spare{};
  for (int r = 0; r < kRes; ++r) {
    want[r] = std::min(m.offer.give[r], need[r]);
    spare[r] = static_cast<int8_t>(std::min<int>(m.offer.get[r], std::max(0, P.res[r] - cost[r])));
  }
  const int k = std::min({total(want), total(spare), kOfferSide});
  if (k == 0) return false;
  // Keep the first k cards of each side, in resource order.
  auto first_k = [k](const ResArr& a) {
    ResArr out{};
    for (int r = 0, left = k; r < kRes; ++r) {
      out[r] = static_cast<int8_t>(std::min<int>(a[r], left));
      left -= out[r];
    }
    return out;
  };
  *get = first_k(want);
  *give = first_k(spare);
  if (*get == m.offer.give && *give == m.offer.get) return false;
  return good_trade(m, p, cost, need, *get, *give);
}

Target CatanBot::plan(const Model& m, const Eval& ev, ResArr* cost) const {
  const Player& P = m.pl[ev.p];
  bool has_settlement = false, has_site = false;
  for (int nd = 0; nd < kNodes; ++nd) {
    has_settlement |= m.owner[nd] == ev.p && m.level[nd] == kSettlement;
    has_site |= m.settle_ok(ev.p, nd, false);
  }
  Target order[4] = {kTargetCity, kTargetSettlement, kTargetDev, kTargetRoad};
  Target pick = kTargetNone;
  int best = 99;
  for (Target t : order) {
    if (t == kTargetCity && (!has_settlement || P.cities_left == 0)) continue;
    if (t == kTargetSettlement && (!has_site || P.settlements_left == 0)) continue;
    if (t == kTargetDev && m.deck_pos >= kDevCards) continue;
    if (t == kTargetRoad && (has_site || P.roads_left == 0)) continue;
    int miss = missing(ev.need(target_cost(m, t, P.res)));
    if (t == kTargetDev) miss += 1;  // cards are the fallback, not the goal
    if (miss < best) best = miss, pick = t;
  }
  if (cost) *cost = target_cost(m, pick, P.res);
  return pick;
}

const Action* CatanBot::knight(const Model& m, const Eval& ev) const {
  if (m.o.zombies)
    return best(kPlayKnight,
                [&](const Action& a) { return ev.hex_threat(a.a) * (m.zombies[a.a] >= 2 ? 2 : 0.5); });
  return find(kPlayKnight);
}

Action CatanBot::pay(const Model& m, int p) {
  const Player& P = m.pl[p];
  // Cards first, the most plentiful kind; when out of cards the cheapest
  // building that still covers the bill (roads, then a city downgrade, then a settlement).
  if (const Action* a = best(kPayCard, [&](const Action& x) { return P.res[x.a]; })) return *a;
  if (const Action* a = find(kPayRoad)) return *a;
  if (const Action* a = find(kPayCity)) return *a;
  return legal_.front();  // a settlement: nothing cheaper is left
}

Action CatanBot::main_turn(const Model& m, int p, const Eval& ev, Rng& rng) {
  const Player& P = m.pl[p];
  if (const Action* a = best(kBuildCity, [&](const Action& x) { return ev.corner(x.a); })) return *a;
  if (const Action* a = best(kBuildSettlement, [&](const Action& x) { return ev.corner(x.a); })) return *a;
  ResArr cost{};
  Target t = plan(m, ev, &cost);
  if (!m.dev_played && normal_) {
    if (const Action* a = knight(m, ev); a && (!m.o.zombies || ev.hex_threat(a->a) >= 2)) return *a;
    if (const Action* a = find(kPlayRoadBuilding); a && t == kTargetRoad) return *a;
    ResArr need = ev.need(cost);
    if (find(kPlayPlenty) && missing(need) > 0) {
      int want[2] = {-1, -1}, k = 0;
      for (int r = 0; r < kRes && k < 2; ++r)
        for (int i = 0; i < need[r] && k < 2; ++i) want[k++] = r;
      if (want[1] < 0) want[1] = want[0];
      Action a{kPlayPlenty, std::min(want[0], want[1]), std::max(want[0], want[1]), 0};
      for (auto& x : legal_)
        if (x == a) return x;
    }
    if (const Action* a = find(kPlayMonopoly); a && missing(need) > 0)
      for (int r = 0; r < kRes; ++r)
        if (need[r]) return Action{kPlayMonopoly, r, 0, 0};
  }
  // Roads: when no site is open, toward the best site (and for the long road race).
  if (t == kTargetRoad ||
      (t != kTargetSettlement && P.res[kLumber] > 2 && P.res[kBrick] > 2 && P.roads_left > 3)) {
    const Action* a = best(kBuildRoad, [&](const Action& x) {
      const auto& en = topo().edge_nodes[x.a];
      return std::max(ev.site_near(en[0]), ev.site_near(en[1])) + 0.01 * x.a;
    });
    if (a) return *a;
  }
  if (t == kTargetDev || t == kTargetNone || missing(ev.need(cost)) > 2) {
    // Buy a card with the pair we hold most of.
    if (const Action* a = best(kBuyDev, [&](const Action& x) {
          ResArr c = dev_price(x.a);
          int v = 0;
          for (int r = 0; r < kRes; ++r) v += c[r] * P.res[r];
          return v;
        }))
      return *a;
  }
  // Bank trade: a surplus card (beyond the plan) into a missing one.
  ResArr need = ev.need(cost);
  if (missing(need) > 0) {
    const Action* a = best(kBankTrade, [&](const Action& x) {
      int ratio = m.bank_ratio(p, x.a);
      int spare = P.res[x.a] - cost[x.a] - ratio;
      if (!need[x.b] || spare < 0) return -1.0;
      return spare + 0.1 * need[x.b];
    });
    if (a && P.res[a->a] - cost[a->a] - m.bank_ratio(p, a->a) >= 0 && need[a->b]) return *a;
  }
  // One offer: a spare card for one we miss (normal only).
  if (normal_ && find(kOffer) && missing(need) > 0 && missing(need) <= 2) {
    for (int r = 0; r < kRes; ++r)
      if (P.res[r] > cost[r]) return *find(kOffer);
  }
  // Big hands invite the robber or feed the zombies: spend on anything useful.
  if (m.cards(p) > 7) {
    if (const Action* a = find(kBuyDev)) return *a;
    if (const Action* a = best(kBuildRoad, [&](const Action& x) {
          const auto& en = topo().edge_nodes[x.a];
          return std::max(ev.site_near(en[0]), ev.site_near(en[1]));
        }))
      return *a;
  }
  (void)rng;
  if (const Action* a = find(kEndTurn)) return *a;
  return legal_.front();
}

// Answering an offer. Accept when we get something we need for what we can
// spare and the proposer is not about to win; otherwise (normal) counter with
// the part of the deal that would suit us, if there is one; else decline.
Action CatanBot::respond(const Model& m, int p, const Eval& ev, Rng& rng) {
  if (m.offer.resp[p] == kRespCountering) return normal_ ? counter_step(m, p, ev) : *find(kDecline);
  const Action* accept = find(kAccept);
  if (!normal_) return accept && rng.below(4) == 0 ? *accept : *find(kDecline);
  if (m.public_points(m.cur) >= m.o.target - 2) return *find(kDecline);
  ResArr cost{};
  plan(m, ev, &cost);
  const ResArr need = ev.need(cost);
  if (accept && good_trade(m, p, cost, need, m.offer.give, m.offer.get)) return *accept;
  ResArr give{}, get{};
  if (const Action* c = find(kCounter); c && counter_for(m, p, cost, need, &give, &get)) return *c;
  return *find(kDecline);
}

// Writing the counter card by card: the plan is recomputed from the same
// position each step (nothing we read changes while the answers are open),
// so the bot needs no memory between calls.
Action CatanBot::counter_step(const Model& m, int p, const Eval& ev) {
  ResArr cost{};
  plan(m, ev, &cost);
  ResArr give{}, get{};
  if (!counter_for(m, p, cost, ev.need(cost), &give, &get)) return *find(kDecline);
  const ResArr &cg = m.offer.cgive[p], &ct = m.offer.cget[p];
  Action next{kCounterSend, 0, 0, 0};
  // Cards we give first, then cards we ask for, each in resource order.
  for (int r = kRes - 1; r >= 0; --r)
    if (ct[r] < get[r]) next = Action{kCounterGet, r, 0, 0};
  for (int r = kRes - 1; r >= 0; --r)
    if (cg[r] < give[r]) next = Action{kCounterGive, r, 0, 0};
  for (int r = 0; r < kRes; ++r)
    if (cg[r] > give[r] || ct[r] > get[r]) return *find(kDecline);  // not the counter we meant
  for (auto& a : legal_)
    if (a == next) return a;
  return *find(kDecline);
}

Action CatanBot::choose(const State& s, int seat, Rng& rng) {
  legal_.clear();
  s.legal_actions(seat, legal_);
  if (legal_.empty()) return Action{};
  if (legal_.size() == 1) return legal_[0];
  const Model& m = model_of(s);
  const Player& P = m.pl[seat];
  Eval ev(m, seat, normal_);
  // Easy: now and then a random move (never a trade offer, which it cannot follow up).
  if (!normal_ && rng.below(5) == 0 && (m.phase == kMain || m.phase == kPreRoll)) {
    Action a = legal_[rng.below(static_cast<uint32_t>(legal_.size()))];
    if (a.kind != kOffer) return a;
  }
  switch (m.phase) {
    case kSetupSettle:
      return *best(kBuildSettlement, [&](const Action& a) { return ev.corner(a.a) + 0.001 * a.a; });
    case kSetupRoad:
    case kFreeRoads:
      return *best(kBuildRoad, [&](const Action& a) {
        const auto& en = topo().edge_nodes[a.a];
        return std::max(ev.site_near(en[0]), ev.site_near(en[1])) + 0.001 * a.a;
      });
    case kPreRoll: {
      if (normal_ && !m.dev_played) {
        if (m.o.zombies) {
          const Action* a = knight(m, ev);
          if (a && m.zombies[a->a] >= 2 && ev.hex_threat(a->a) > 0) return *a;
        } else if (m.robber >= 0 && ev.hex_threat(m.robber) > 0) {
          if (const Action* a = find(kPlayKnight)) return *a;
        }
      }
      return *find(kRoll);
    }
    case kZombieChoice:
      return *best(kZombieHex, [&](const Action& a) { return -ev.hex_threat(a.a) + 0.3 * ev.hex_harm(a.a); });
    case kDiscarding: {
      ResArr cost{};
      plan(m, ev, &cost);
      return *best(kDiscard, [&](const Action& a) { return P.res[a.a] - 2 * cost[a.a]; });
    }
    case kMovingRobber: return *best(kMoveRobber, [&](const Action& a) { return ev.hex_harm(a.a); });
    case kStealing:
      return *best(kSteal, [&](const Action& a) { return m.cards(a.a) + 2 * m.public_points(a.a); });
    case kMain: return main_turn(m, seat, ev, rng);
    case kOfferCompose: {
      ResArr cost{};
      plan(m, ev, &cost);
      ResArr need = ev.need(cost);
      if (!total(m.offer.give)) {
        if (const Action* a =
                best(kOfferGive, [&](const Action& x) { return P.res[x.a] - cost[x.a] - 0.5 * need[x.a]; }))
          if (P.res[a->a] > cost[a->a]) return *a;
        return *find(kOfferCancel);
      }
      if (!total(m.offer.get)) {
        if (const Action* a = best(kOfferGet, [&](const Action& x) { return need[x.a]; }); a && need[a->a])
          return *a;
        return *find(kOfferCancel);
      }
      if (const Action* a = find(kOfferSend)) return *a;
      return *find(kOfferCancel);
    }
    case kOfferRespond: return respond(m, seat, ev, rng);
    case kOfferChoose: {
      for (auto& a : legal_)
        if (a.kind == kTradeWith && m.offer.resp[a.a] == kRespAccept) return a;
      // No plain acceptance: take a counter-offer that suits our own plan.
      ResArr cost{};
      plan(m, ev, &cost);
      const ResArr need = ev.need(cost);
      for (auto& a : legal_)
        if (a.kind == kTradeWith && m.offer.resp[a.a] == kRespCounter &&
            good_trade(m, seat, cost, need, m.offer.cgive[a.a], m.offer.cget[a.a]))
          return a;
      return *find(kOfferCancel);
    }
    case kPayingZombies: return pay(m, seat);
    default: return legal_.front();
  }
}

}  // namespace

std::unique_ptr<Bot> make_catan_bot(const std::string& level) {
  if (level == "easy") return std::make_unique<CatanBot>(false);
  if (level == "normal") return std::make_unique<CatanBot>(true);
  return make_catan_strong_bot(level);
}

}  // namespace shamble::catan
