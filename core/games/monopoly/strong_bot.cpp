#include "games/monopoly/strong_bot.h"

#include <algorithm>
#include <vector>

#include "games/monopoly/bots.h"
#include "games/monopoly/monopoly.h"
#include "games/monopoly/strong_offers.h"

namespace shamble::mono {

double worth_share(const MonoTable& t, const MonoRules& r, int seat) {
  if (t.players[seat].bankrupt) return 0;
  double all = 0;
  for (int p = 0; p < t.n; ++p)
    if (!t.players[p].bankrupt) all += std::max(0, net_worth(t, r, p));
  return all > 0 ? std::max(0, net_worth(t, r, seat)) / all : 0;
}

bool searched_kind(int kind) {
  switch (kind) {
    case kTradeStart:
    case kTradeCash:
    case kTradeDeed:
    case kTradeCard:
    case kTradePropose:
    case kTradeCancel:
    case kTradeCounter: return false;
    default: return true;
  }
}

double move_prior(const MonoTable& t, const Action& a) {
  if (t.phase == kDebt) return 0;
  return a.kind == kSell || a.kind == kMortgage ? -1 : a.kind == kBankrupt ? -2 : 0;
}

bool writing_trade(const MonoTable& t, int seat) {
  return t.phase == kTrade && t.trade.active && !t.trade.answering && t.trade.editor == seat;
}

std::unique_ptr<Bot> make_monopoly_strong_bot(const std::string& level) {
  StrongParams p;
  if (!parse_strong_level(level, &p) || !p.flags.empty()) return nullptr;
  StrongGame g;
  g.make_rollout_bot = make_normal_bot;
  g.value = [](const State& s, int seat) {
    return s.terminal() ? outcome_value(s, seat) : worth_share(table_fast(s), rules_fast(s), seat);
  };
  g.horizon = 40;
  g.candidate = [](const State&, int, const Action& a) { return searched_kind(a.kind); };
  g.prior = [](const State& s, int, const Action& a) { return move_prior(table_fast(s), a); };
  g.delegate = [](const State& s, int seat) { return writing_trade(table_fast(s), seat); };
  g.plans = [](const State& s, int seat, std::vector<std::vector<Action>>& out) {
    strong_offers(table_fast(s), seat, out);
  };
  return make_strong_bot(std::move(g), std::move(p));
}

}  // namespace shamble::mono
