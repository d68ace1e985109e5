// The "strong" level of Hexlands (framework/strong_bot.h): what a seat cannot
// see, how a position is worth, which moves are searched, and the level flag
// "notrade" for tables without domestic trades (a bridge to an engine that has
// none, such as catanatron).
#include "games/catan/strong_bot.h"

#include <algorithm>
#include <vector>

#include "framework/strong_bot.h"
#include "games/catan/bot_eval.h"
#include "games/catan/catan.h"
#include "games/catan/info_parts.h"

namespace shamble::catan {

namespace {

// Deals `pool` (sorted first, so the deal depends only on which cards are in
// it and on `rng`) into the seats' counts, in seat order.
template <class Take>
void deal(std::vector<int8_t>& pool, Rng& rng, Take take) {
  std::sort(pool.begin(), pool.end());
  rng.shuffle(pool);
  size_t next = 0;
  take(pool, next);
}

}  // namespace

std::array<ResArr, kMaxPlayers> shown_cards(const Model& m) {
  std::array<ResArr, kMaxPlayers> known{};
  if (m.phase == kOfferCompose || m.phase == kOfferRespond || m.phase == kOfferChoose) {
    known[m.cur] = m.offer.give;
    for (int q = 0; q < m.n; ++q)
      if (q != m.cur && m.offer.resp[q] == kRespCounter) known[q] = m.offer.cgive[q];
  }
  return known;
}

// What `seat` cannot see, redealt: the other seats' resource cards among
// themselves (their counts are public, and so is the pool: the bank and the
// seat's own hand are on show; cards on offer stay with their holder), their
// unplayed development cards with the undrawn deck (counts public: buying is
// public, and so are the cards bought this turn), and any counter-offer another
// seat is still writing (cleared: its writer starts again).
void determinize(State& s, int seat, Rng& rng) {
  Model& m = model_of(s);
  const std::array<ResArr, kMaxPlayers> known = shown_cards(m);
  std::vector<int8_t> res, dev;
  std::array<int, kMaxPlayers> n_res{}, n_dev{}, n_new{};
  for (int q = 0; q < m.n; ++q) {
    if (q == seat) continue;
    Player& P = m.pl[q];
    for (int r = 0; r < kRes; ++r) {
      const int hidden = std::max(0, P.res[r] - known[q][r]);
      res.insert(res.end(), static_cast<size_t>(hidden), static_cast<int8_t>(r));
      n_res[q] += hidden;
      P.res[r] = static_cast<int8_t>(P.res[r] - hidden);
    }
    for (int k = 0; k < kDevKinds; ++k) {
      dev.insert(dev.end(), static_cast<size_t>(P.dev[k]), static_cast<int8_t>(k));
      n_dev[q] += P.dev[k], n_new[q] += P.dev_new[k];
    }
    P.dev = {}, P.dev_new = {};
    if (m.offer.resp[q] == kRespCountering) m.offer.cgive[q] = {}, m.offer.cget[q] = {};
  }
  for (int i = m.deck_pos; i < kDevCards; ++i) dev.push_back(m.deck[i]);
  deal(res, rng, [&](const std::vector<int8_t>& pool, size_t& next) {
    for (int q = 0; q < m.n; ++q)
      for (int i = 0; q != seat && i < n_res[q]; ++i) ++m.pl[q].res[pool[next++]];
  });
  deal(dev, rng, [&](const std::vector<int8_t>& pool, size_t& next) {
    for (int q = 0; q < m.n; ++q)
      for (int i = 0; q != seat && i < n_dev[q]; ++i) {
        const int k = pool[next++];
        ++m.pl[q].dev[k];
        if (i < n_new[q]) ++m.pl[q].dev_new[k];
      }
    for (int i = m.deck_pos; i < kDevCards; ++i) m.deck[i] = pool[next++];
  });
}

namespace {

// Points as a share of everybody's, plus a little production: the horizon value.
double points_share(const Model& m, int seat) {
  auto score = [&](int p) {
    if (m.pl[p].out) return 0.0;
    const Eval ev(m, p, false);
    int income = 0;
    for (int r = 0; r < kRes; ++r) income += ev.income[r];
    return m.points(p) + 0.05 * income;
  };
  double all = 0;
  for (int p = 0; p < m.n; ++p) all += score(p);
  return all > 0 ? score(seat) / all : 0;
}

// The steps of writing an offer or a counter are the normal bot's; so is
// whether to make one, to counter, or (without trades) anything of trading.
bool searched(const Action& a, bool trades) {
  switch (a.kind) {
    case kOfferGive:
    case kOfferGet:
    case kOfferSend:
    case kCounter:
    case kCounterGive:
    case kCounterGet:
    case kCounterSend: return false;
    case kOffer:
    case kAccept: return trades;
    default: return true;
  }
}

// A cheap score that keeps the plausible moves where there are many.
double prior(const State& s, int seat, const Action& a) {
  const Model& m = model_of(s);
  const Eval ev(m, seat, true);
  const auto& t = topo();
  switch (a.kind) {
    case kBuildSettlement:
    case kBuildCity: return ev.corner(a.a);
    case kBuildRoad: return std::max(ev.site_near(t.edge_nodes[a.a][0]), ev.site_near(t.edge_nodes[a.a][1]));
    case kMoveRobber: return ev.hex_harm(a.a);
    case kZombieHex: return -ev.hex_threat(a.a) + 0.3 * ev.hex_harm(a.a);
    case kPlayKnight: return a.a >= 0 ? ev.hex_threat(a.a) : 0;
    case kSteal: return m.cards(a.a) + 2 * m.public_points(a.a);
    default: return 100;  // one of a few: never cut
  }
}

// The normal bot at a table without domestic trades: it makes no offer and
// declines every one (none come when every seat plays so).
class NoTradeBot : public Bot {
 public:
  NoTradeBot() : inner_(make_catan_bot("normal")) {}
  Action choose(const State& s, int seat, Rng& rng) override {
    const Model& m = model_of(s);
    if (m.phase == kOfferRespond) return Action{kDecline, 0, 0, 0};
    const Action a = inner_->choose(s, seat, rng);
    if (a.kind != kOffer) return a;
    // Ask again where offers are spent: the bot's next thought is legal here too.
    std::unique_ptr<State> c = s.clone();
    model_of(*c).o.offers = 0;
    return inner_->choose(*c, seat, rng);
  }

 private:
  std::unique_ptr<Bot> inner_;
};

}  // namespace

std::unique_ptr<Bot> make_catan_strong_bot(const std::string& level) {
  StrongParams p;
  if (!parse_strong_level(level, &p)) return nullptr;
  const bool trades = !p.has("notrade");
  for (const std::string& f : p.flags)
    if (f != "notrade") return nullptr;
  StrongGame g;
  if (trades)
    g.make_rollout_bot = [] { return make_catan_bot("normal"); };
  else
    g.make_rollout_bot = [] { return std::unique_ptr<Bot>(std::make_unique<NoTradeBot>()); };
  g.determinize = determinize;
  g.value = [](const State& s, int seat) {
    return s.terminal() ? outcome_value(s, seat) : points_share(model_of(s), seat);
  };
  g.horizon = 6;
  g.candidate = [trades](const State&, int, const Action& a) { return searched(a, trades); };
  g.prior = prior;
  g.max_arms = 8;
  g.delegate = [](const State& s, int seat) {
    const Model& m = model_of(s);
    return m.phase == kOfferCompose || (m.phase == kOfferRespond && m.offer.resp[seat] == kRespCountering);
  };
  if (!trades) g.prepare = [](State& s) { model_of(s).o.offers = 0; };
  return make_strong_bot(std::move(g), std::move(p));
}

}  // namespace shamble::catan
