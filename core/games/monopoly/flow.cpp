// What happens next. Every action ends with settle(), which looks at what is
// still owed in priority order (debts, mortgage choices, building placement,
// auctions, trades, a pending purchase or move) and sets the phase, so each
// rules area only records what it started and never calls the next step.
#include <bit>

#include "games/monopoly/rules.h"

namespace shamble::mono {

bool check_game_end(Ctx& c) {
  auto& t = c.t;
  if (t.phase == kGameOver) return true;
  if (two_active(t)) return false;
  t.phase = kGameOver;
  t.end_reason = kEndLastStanding;
  t.winners = 0;
  for (int p = 0; p < t.n; ++p)
    if (!t.players[p].bankrupt) t.winners |= 1u << p;
  emit(c.ev, kEvGameOver, -1, "M-END-1", t.winners);
  return true;
}

void next_turn(Ctx& c) {
  auto& t = c.t;
  t.turn = static_cast<int8_t>(next_active(t, t.turn));
  t.doubles = 0;
  t.must_roll = true;
  t.pending_buy = -1;
  t.pending_steps = 0;
  t.trades_opened.fill(0);
  ++t.turns;
  emit(c.ev, kEvTurn, t.turn, "M-TURN-1", t.turns);
}

// M-SETUP-2: everyone rolls; the highest total starts; ties roll again.
void pick_first_player(Ctx& c) {
  auto& t = c.t;
  uint16_t rolling = static_cast<uint16_t>((1u << t.n) - 1);
  for (int round = 0; round < 50; ++round) {
    int best = 0;
    uint16_t top = 0;
    for (int p = 0; p < t.n; ++p) {
      if (!(rolling >> p & 1)) continue;
      int v = c.rng.roll(6) + c.rng.roll(6);
      if (round == 0) t.opening_roll[p] = static_cast<int8_t>(v);  // first round, for the UI
      emit(c.ev, kEvOpeningRoll, p, "M-SETUP-2", v);
      if (v > best) best = v, top = 0;
      if (v == best) top |= 1u << p;
    }
    rolling = top;
    if (std::popcount(rolling) == 1) break;
  }
  t.turn = static_cast<int8_t>(std::countr_zero(rolling));
  t.turns = 1;
  emit(c.ev, kEvTurn, t.turn, "M-TURN-1", t.turns);
}

uint32_t actors_of(const MonoTable& t) {
  int s = -1;
  switch (t.phase) {
    case kPreRoll:
    case kBuying:
    case kPostRoll: s = t.turn; break;
    case kAuction: s = t.auction.to_act; break;
    case kTrade: s = trade_actor(t); break;
    case kDebt: s = t.debt_count ? t.debts[0].debtor : -1; break;
    case kMortgageChoice: s = mortgage_chooser(t); break;
    case kPlacing: s = t.place_player; break;
    default: return 0;
  }
  return s >= 0 && s < t.n ? 1u << s : 0;
}

// M-AUC-6: with anyone bidding, every seat still bidding may speak now.
uint32_t actors_of(const MonoTable& t, const MonoRules& r) {
  if (t.phase == kAuction && t.auction.active && r.anyone_bids) return auction_bidders(t);
  return actors_of(t);
}

// A game built on this one can take away what a phase waits for (MonopoZombie:
// a debtor turned zombie owes nothing more, and the next debtor in line may
// have the cash to pay at once). Then the phase is stale and
// settle() must choose the next one; these are the waits check_table refuses.
const char* waiting_on_nothing(const MonoTable& t) {
  switch (t.phase) {
    case kDebt:
      if (t.debt_count == 0) return "debt phase without a debt";
      return first_debt_settles_now(t) ? "debt phase on a debt that can be settled now" : nullptr;
    case kAuction: return !t.auction.active ? "auction phase without an auction" : nullptr;
    case kTrade: return !t.trade.active ? "trade phase without a trade" : nullptr;
    case kMortgageChoice:
      return t.mortgage_choice_mask == 0 ? "mortgage choice phase without a choice" : nullptr;
    case kPlacing: return t.place_player < 0 ? "placement phase without a building" : nullptr;
    case kBuying: return t.pending_buy < 0 ? "purchase phase without a square" : nullptr;
    default: return nullptr;
  }
}

void settle(Ctx& c) {
  auto& t = c.t;
  for (int guard = 0; guard < 256; ++guard) {
    if (check_game_end(c)) return;
    settle_debts_or_stop(c);
    if (t.debt_count > 0) {
      t.phase = kDebt;
      return;
    }
    if (t.mortgage_choice_mask) {
      t.phase = kMortgageChoice;
      return;
    }
    if (t.place_player >= 0) {
      t.phase = kPlacing;
      return;
    }
    if (t.auction.active) {
      t.phase = kAuction;
      return;
    }
    if (t.auction_queue) {
      start_queued_auction(c);
      continue;
    }
    if (t.trade.active) {
      t.phase = kTrade;
      return;
    }
    if (t.players[t.turn].bankrupt) {
      next_turn(c);
      continue;
    }
    if (t.pending_buy >= 0) {
      t.phase = kBuying;
      return;
    }
    if (t.pending_steps > 0) {
      int steps = t.pending_steps;
      t.pending_steps = 0;
      move_by(c, t.turn, steps);
      continue;
    }
    t.phase = t.must_roll ? kPreRoll : kPostRoll;
    return;
  }
}

}  // namespace shamble::mono
