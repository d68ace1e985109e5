// Debts: paid at once when the cash is there; otherwise the debtor must raise
// it (sell buildings, mortgage) and may go bankrupt only when even selling
// everything would not cover it.
#include "games/monopoly/rules.h"

namespace shamble::mono {

static void pop_debt(MonoTable& t, int i) {
  for (int k = i + 1; k < t.debt_count; ++k) t.debts[k - 1] = t.debts[k];
  --t.debt_count;
}

// A debt paid within the action that ran it up is one thing that happened:
// the rent or tax event that said it was owed now says it was paid (v3 = 1),
// and the queueing and paying events are steps of it. Only this action's
// events are looked at; the debt's own kEvDebt event is claimed (v3 = 1) so two
// equal debts each find theirs. Returns whether the cause now tells it.
static bool tell_paid_at_once(Ctx& c, const Debt& d) {
  if (!c.ev) return false;
  EventSink& ev = *c.ev;
  for (size_t i = c.ev_begin; i < ev.size(); ++i) {
    Event& e = ev[i];
    if (e.kind != kEvDebt || e.v[3] || e.player != d.debtor || e.v[0] != d.creditor || e.v[1] != d.amount ||
        e.v[2] != d.reason)
      continue;
    e.v[3] = 1;
    if (i == c.ev_begin) return false;
    Event& why = ev[i - 1];  // add_debt's callers emit the cause just before it
    const bool rent = why.kind == kEvRent && why.v[1] == d.amount;
    const bool tax = why.kind == kEvTax && why.v[0] == d.amount;
    if (why.player != d.debtor || !(rent || tax)) return false;
    why.v[3] = 1;
    return true;
  }
  return false;
}

static bool debt_gone(const MonoTable& t, const Debt& d) {
  return t.players[d.debtor].bankrupt || (d.creditor >= 0 && t.players[d.creditor].bankrupt);
}

bool first_debt_settles_now(const MonoTable& t) {
  if (t.debt_count == 0) return false;
  const Debt& d = t.debts[0];
  return debt_gone(t, d) || t.players[d.debtor].cash >= d.amount;
}

void settle_debts_or_stop(Ctx& c) {
  auto& t = c.t;
  while (t.debt_count > 0) {
    const Debt d = t.debts[0];
    if (!debt_gone(t, d)) {
      if (t.players[d.debtor].cash < d.amount) return;  // the debtor must raise money: M-DEBT-1
      if (d.creditor >= 0)
        pay_player(c, d.debtor, d.creditor, d.amount, "M-DEBT-1", kToldElsewhere);
      else if (d.creditor == kPot)
        pay_fine(c, d.debtor, d.amount, "M-DEBT-1", kToldElsewhere);
      else
        pay_bank(c, d.debtor, d.amount, "M-DEBT-1", kToldElsewhere);
      emit(c.ev, kEvDebtPaid, d.debtor, "M-DEBT-1", d.creditor, d.amount, d.reason, tell_paid_at_once(c, d));
    }
    pop_debt(t, 0);
  }
}

// A lot whose group carries another player's buildings cannot be mortgaged
// (M-MORT-2), so it raises nothing. Only possible when groups may be shared
// (MonopoZombie's building rule).
static bool others_built(const MonoTable& t, int player, int g) {
  if (g < 0) return false;
  for (int s : group_lots(g))
    if (t.owner[s] != player && t.buildings[s]) return true;
  return false;
}

int liquidation_value(const MonoTable& t, const MonoRules& r, int player) {
  int v = t.players[player].cash + building_liquidation(t, r, player);
  for (int sq = 0; sq < kSquares; ++sq)
    if (t.owner[sq] == player && !t.mortgaged[sq] && !others_built(t, player, sq_data(sq).group))
      v += sq_data(sq).mortgage;
  return v;
}

Refusal can_go_bankrupt(const MonoTable& t, const MonoRules& r, int player) {
  if (t.phase != kDebt || t.debt_count == 0 || t.debts[0].debtor != player)
    return refuse("M-DEBT-1", "you are not in debt");
  if (liquidation_value(t, r, player) >= t.debts[0].amount)
    return refuse("M-DEBT-1", "you can still raise enough by selling buildings and mortgaging");
  return {};
}

// M-DEBT-2 (to a player) and M-DEBT-3 (to the bank). Buildings are sold to the
// bank first in both cases; the creditor player then gets the cash, the deeds
// (mortgaged ones with the 10% choice) and release cards; the bank instead
// auctions the deeds unmortgaged and returns the cards under their decks.
void go_bankrupt(Ctx& c, int p) {
  auto& t = c.t;
  int creditor = t.debts[0].creditor;
  const char* rule = creditor >= 0 ? "M-DEBT-2" : "M-DEBT-3";
  emit(c.ev, kEvBankrupt, p, rule, creditor);
  drop_claims_of(t, p);  // M-RENT-8: open claims by or against a leaving player lapse
  sell_all_buildings(c, p);
  int cash = t.players[p].cash;
  bool ending = c.r.end_at_first_bankruptcy;
  if (creditor >= 0) {
    pay_player(c, p, creditor, cash, rule, kOwnLine);
  } else if (creditor == kPot) {
    pay_fine(c, p, cash, rule, kOwnLine);
  } else {
    pay_bank(c, p, cash, rule, kOwnLine);
  }
  for (int sq = 0; sq < kSquares; ++sq) {
    if (t.owner[sq] != p) continue;
    if (creditor >= 0) {
      set_owner(t, sq, creditor);
      emit(c.ev, kEvDeedMoved, p, rule, creditor, sq);
      if (t.mortgaged[sq] && !ending) receive_mortgaged(c, sq);
    } else {
      set_owner(t, sq, -1);
      set_mortgaged(t, sq, false);
      t.mortgage_choice_mask &= ~(1ull << sq);
      emit(c.ev, kEvDeedMoved, p, rule, kBank, sq);
      if (c.r.auctions && !ending) t.auction_queue |= 1ull << sq;
    }
  }
  for (int d = 0; d < 2; ++d) {
    if (t.jail_card_owner[d] != p) continue;
    if (creditor >= 0)
      t.jail_card_owner[d] = static_cast<int8_t>(creditor);
    else
      return_jail_card(t, d);
    emit(c.ev, kEvCardMoved, p, rule, creditor >= 0 ? creditor : kBank, d);
  }
  auto& pl = t.players[p];
  pl.bankrupt = true;
  pl.in_jail = false;
  pl.out_turn = static_cast<int16_t>(t.turns);
  for (int i = t.debt_count - 1; i >= 0; --i)
    if (t.debts[i].debtor == p || t.debts[i].creditor == p) pop_debt(t, i);
  t.auction.in_mask &= static_cast<uint16_t>(~(1u << p));
  if (p == t.turn) {
    t.pending_buy = -1;
    t.pending_steps = 0;
    t.must_roll = false;
  }
  if (ending) end_short_game(c);
}

}  // namespace shamble::mono
