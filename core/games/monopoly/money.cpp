// Money moves only here. The bank's running totals (bank_in, bank_out) let the
// invariant check prove that cash neither appears nor vanishes: players' cash
// plus the jackpot always equals what was issued plus the bank's net payout.
#include "games/monopoly/rules.h"

namespace shamble::mono {

void bank_pays(Ctx& c, int p, int amount, const char* rule, CashLine line) {
  if (amount <= 0) return;
  c.t.players[p].cash += amount;
  c.t.bank_out += amount;
  emit(c.ev, kEvCashMoved, kBank, rule, p, amount, line);
}

void pay_bank(Ctx& c, int p, int amount, const char* rule, CashLine line) {
  if (amount <= 0) return;
  c.t.players[p].cash -= amount;
  c.t.bank_in += amount;
  emit(c.ev, kEvCashMoved, p, rule, kBank, amount, line);
}

void pay_player(Ctx& c, int from, int to, int amount, const char* rule, CashLine line) {
  if (amount <= 0 || from == to) return;
  c.t.players[from].cash -= amount;
  c.t.players[to].cash += amount;
  emit(c.ev, kEvCashMoved, from, rule, to, amount, line);
}

// Debts are queued, then paid in order by settle(): a debtor who has the cash
// pays at once; one who has not must raise it first (debt.cpp).
void add_debt(Ctx& c, int debtor, int creditor, int amount, DebtReason reason) {
  auto& t = c.t;
  if (amount <= 0 || t.debt_count >= kMaxDebts) return;
  if (c.r.hooks.outside_economy &&
      (c.r.hooks.outside_economy(c, debtor) || (creditor >= 0 && c.r.hooks.outside_economy(c, creditor))))
    return;  // derived-game hook
  if (creditor == kBank && c.r.parking_pot && reason != kDebtMortgageFee) creditor = kPot;
  Debt& d = t.debts[t.debt_count++];
  d.debtor = static_cast<int8_t>(debtor);
  d.creditor = static_cast<int8_t>(creditor);
  d.amount = amount;
  d.reason = reason;
  emit(c.ev, kEvDebt, debtor, "M-DEBT-1", creditor, amount, reason);
}

int active_players(const MonoTable& t) {
  int n = 0;
  for (int i = 0; i < t.n; ++i) n += !t.players[i].bankrupt;
  return n;
}

bool two_active(const MonoTable& t) {
  int n = 0;
  for (int i = 0; i < t.n; ++i)
    if (!t.players[i].bankrupt && ++n == 2) return true;  // asked after every action: stop at two
  return false;
}

int next_active(const MonoTable& t, int from) {
  for (int k = 1; k <= t.n; ++k) {
    int s = (from + k) % t.n;
    if (!t.players[s].bankrupt) return s;
  }
  return from;
}

}  // namespace shamble::mono

namespace shamble::mono {

// Fines and fees paid straight away: to the bank, or into the jackpot when
// that house rule is on.
void pay_fine(Ctx& c, int p, int amount, const char* rule, CashLine line) {
  if (!c.r.parking_pot) {
    pay_bank(c, p, amount, rule, line);
    return;
  }
  c.t.players[p].cash -= amount;
  c.t.pot += amount;
  emit(c.ev, kEvCashMoved, p, rule, kPot, amount, line);
}

}  // namespace shamble::mono
