// The "easy" team: weak but sane. It takes what is in front of it (a part it
// can pay for, a safe house it can pay for while keeping the price of one
// more part, the tunnel) and otherwise throws random dice, avoiding known
// infested squares. Its only plans look one throw ahead: a throw that may land
// on a part it can buy; with full hands, a throw that may pass Jail; before
// ending a day outdoors, a last throw if it is an even chance to stop in Jail;
// on day 7, every die until Jail has been passed. Zombies are split evenly.
// It shows what the rules do to a team that does not plan.
#include <algorithm>

#include "framework/state_cast.h"
#include "games/flipped/bot_common.h"

namespace shamble::flipped::bots {

namespace {

// Cash the easy team keeps back when paying for shelter: the cheapest part
// still waiting, so a night indoors never costs the escape.
int reserve(const FlippedState& f) {
  int cheapest = 0;
  for (int p = 0; p < kParts; ++p)
    if (f.part_loc(p) == kPartAtSource) {
      const int price = board::squares()[part_square(p)].price;
      cheapest = cheapest == 0 ? price : std::min(cheapest, price);
    }
  return cheapest;
}

// The dice mask most likely to land exactly on a part `c` could buy, or 0.
int part_throw(const FlippedState& f, int c, const Tables& t, uint8_t avail) {
  const Character& k = f.ch(c);
  if (f.parts_held(c) >= f.part_limit()) return 0;
  int best = 0;
  float best_p = 0;
  for (int m = 1; m < 16; ++m) {
    if ((m & avail) != m) continue;
    float p = 0;
    const Totals& to = t.totals[m];
    for (int i = 0; i < to.n; ++i) {
      const int part = part_at_square((k.pos + to.total[i]) % kSquares);
      if (to.total[i] > 0 && part >= 0 && f.part_loc(part) == kPartAtSource &&
          k.cash >= board::squares()[part_square(part)].price)
        p += to.prob[i];
    }
    if (p > best_p) best_p = p, best = m;
  }
  return best;
}

// With full hands (the part limit reached), the dice mask most likely to pass
// Jail this throw, where the parts are dropped (F-PART-3); 0 if none can.
int jail_throw(const FlippedState& f, int c, const Tables& t, uint8_t avail) {
  if (f.parts_held(c) == 0 || f.parts_held(c) < f.part_limit()) return 0;
  const int dist = ahead(f.ch(c).pos, kJail);
  int best = 0;
  float best_p = 0;
  for (int m = 1; m < 16; ++m) {
    if ((m & avail) != m) continue;
    float p = 0;
    for (int i = 0; i < t.totals[m].n; ++i)
      if (t.totals[m].total[i] >= dist) p += t.totals[m].prob[i];
    if (p > best_p) best_p = p, best = m;
  }
  return best;
}

// The dice mask most likely to move exactly `dist` squares, if that chance is
// at least `least`; else 0.
int exact_throw(const Tables& t, int dist, uint8_t avail, float least) {
  int best = 0;
  float best_p = least - 1e-6f;
  for (int m = 1; m < 16; ++m) {
    if ((m & avail) != m) continue;
    float p = 0;
    for (int i = 0; i < t.totals[m].n; ++i)
      if (t.totals[m].total[i] == dist) p += t.totals[m].prob[i];
    if (p > best_p) best_p = p, best = m;
  }
  return best;
}

}  // namespace

Action EasyBot::choose(const State& s, int seat, Rng& rng) {
  (void)seat;
  const auto& f = state_as<FlippedState>(s);
  switch (f.phase()) {
    case Phase::Share: {
      int rest = 0;
      for (int c = f.share_char(); c < f.chars(); ++c) rest += (f.share_members() >> c) & 1;
      return {kShare, (f.share_left() + rest - 1) / rest};
    }
    case Phase::Choice: {
      if (f.choice() == Choice::Tunnel) return {kTunnel};
      const Character& k = f.ch(f.choice_char());
      const int price = board::squares()[k.pos].price;
      return f.round() < kRounds && k.cash >= price + reserve(f) ? Action{kStay} : Action{kLeave};
    }
    default: break;
  }
  const int c = f.turn_char();
  const Character& k = f.ch(c);
  if (f.actions_used() >= kMaxActions) return {kEndTurn};  // F-SWAP-3: only free items are left
  // F-DAY-2: after the second action the last one must be a move.
  const bool must_move = !f.has_moved() && f.actions_used() == kMaxActions - 1;
  if (!must_move && can_buy_part(f.table(), f.config(), c)) return {kBuyPart};
  const uint8_t avail = f.dice().available_mask(f.round());
  if (f.round() == kRounds) {  // F-WIN-2: keep rolling everything until Jail is reached
    if (!(k.flags & kReachedJail) || !f.has_moved()) return {kMove, avail};
    return {kEndTurn};
  }
  const Tables& t = tables(f.dice_reading());
  // One or two throws a turn, then stop (a second throw only after a forward
  // move), unless one throw is an even chance to end the day in Jail, the free shelter.
  if (f.has_moved() && (f.actions_used() >= 2 || !f.moved_forward() || rng.below(2) == 0)) {
    if (!f.moved_forward()) return {kMove, avail};
    if (f.actions_used() < kMaxActions && exposed(f.table(), c))
      if (const int m = exact_throw(t, ahead(k.pos, kJail), avail, 0.5f)) return {kMove, m};
    return {kEndTurn};
  }
  if (const int m = part_throw(f, c, t, avail)) return {kMove, m};
  if (const int m = jail_throw(f, c, t, avail)) return {kMove, m};
  // A random throw among those least likely to land on a known infested square.
  int masks[16], n = 0;
  float least = 2;
  for (int m = 1; m < 16; ++m) {
    if ((m & avail) != m) continue;
    float p = 0;
    for (int i = 0; i < t.totals[m].n; ++i)
      if (f.mark((k.pos + t.totals[m].total[i]) % kSquares) == kInfested) p += t.totals[m].prob[i];
    if (p < least) least = p, n = 0;
    if (p == least) masks[n++] = m;
  }
  return {kMove, masks[rng.below(static_cast<uint32_t>(n))]};
}

}  // namespace shamble::flipped::bots
