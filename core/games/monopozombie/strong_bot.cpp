// The "strong" level of MonopoZombie (framework/strong_bot.h), over the
// property game's pieces (games/monopoly/strong_bot.h): the decks are the
// only hidden thing, and a seat is valued by its side, which can change
// (a human who turns plays for the zombies from then on).
#include "framework/strong_bot.h"

#include "games/monopoly/strong_bot.h"
#include "games/monopozombie/bots.h"
#include "games/monopozombie/monopozombie.h"
#include "games/monopozombie/mz.h"

namespace shamble::mz {

namespace {

// A rollout cut short: before the outbreak it is the property game (net worth
// share); after it, a human's hope is the humans' (money buys shelter and
// guards: the worth share among humans, halved for the zombies' chance), a
// zombie's is to be the one zombie who wins.
double side_value(const MzTable& z, const MzRules& r, int seat) {
  if (z.stage == kCapitalism) return mono::worth_share(z.t, r.mono, seat);
  int zombies = 0;
  for (int p = 0; p < z.t.n; ++p) zombies += z.pl[p].zombie;
  if (z.pl[seat].zombie) return 0.5 / zombies;
  return 0.5 * mono::worth_share(z.t, r.mono, seat) + 0.25;
}

}  // namespace

std::unique_ptr<Bot> make_mz_strong_bot(const std::string& level) {
  StrongParams p;
  if (!parse_strong_level(level, &p) || !p.flags.empty()) return nullptr;
  StrongGame g;
  g.make_rollout_bot = [] { return make_bot("normal"); };
  // Its own seat plays for its own win (the selfish bot, bots.h): as the
  // zombie, the search over normal rollouts was level with the normal bot
  // (0.90x at strong:i1024), because the normal bot chases humans for its side
  // and the rollouts assumed the seat would go on doing so; as a human, the
  // rollouts assumed it would spend on the side's win rather than its own
  // survival.
  g.make_own_bot = [] { return make_selfish_bot(); };
  // The outcome, with a little of the side's position, so that rollouts with
  // the same outcome still tell moves apart.
  g.value = [](const State& s, int seat) {
    const double side = side_value(table_of(s), rules_of(s), seat);
    return s.terminal() ? 0.8 * outcome_value(s, seat) + 0.2 * side : side;
  };
  g.horizon = 0;  // to the end: games are short (about 270 actions with normal bots)
  g.candidate = [](const State&, int, const Action& a) { return mono::searched_kind(a.kind); };
  g.prior = [](const State& s, int, const Action& a) { return mono::move_prior(table_of(s).t, a); };
  g.delegate = [](const State& s, int seat) { return mono::writing_trade(table_of(s).t, seat); };
  return make_strong_bot(std::move(g), std::move(p));
}

}  // namespace shamble::mz
