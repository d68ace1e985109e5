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
