// Mortgages: the bank lends half the price on an unimproved deed and takes
// the loan plus 10% to lift it. A mortgaged deed that changes hands costs its
// new owner 10% at once, or the full lift price if they lift it right away.
#include "games/monopoly/rules.h"

namespace shamble::mono {

Refusal can_mortgage(const MonoTable& t, int player, int sq) {
  if (!is_deed(sq) || t.owner[sq] != player)
    return refuse("M-MORT-1", "you can mortgage only your own deeds");
  if (t.mortgaged[sq]) return refuse("M-MORT-1", "that deed is already mortgaged");
  int g = sq_data(sq).group;
  if (g >= 0 && group_has_buildings(t, g))
    return refuse("M-MORT-2", "sell the group's buildings before mortgaging any of its lots");
  return {};
}

void mortgage(Ctx& c, int player, int sq) {
  set_mortgaged(c.t, sq, true);
  emit(c.ev, kEvMortgage, player, "M-MORT-1", sq, sq_data(sq).mortgage);
  bank_pays(c, player, sq_data(sq).mortgage, "M-MORT-1", kToldElsewhere);
}

Refusal can_unmortgage(const MonoTable& t, int player, int sq) {
  if (!is_deed(sq) || t.owner[sq] != player) return refuse("M-MORT-3", "that is not your deed");
  if (!t.mortgaged[sq]) return refuse("M-MORT-3", "that deed is not mortgaged");
  if (t.players[player].cash < lift_cost(sq)) return refuse("M-MORT-3", "lifting costs the loan plus 10%");
  return {};
}

void unmortgage(Ctx& c, int player, int sq) {
  set_mortgaged(c.t, sq, false);
  emit(c.ev, kEvUnmortgage, player, "M-MORT-3", sq, lift_cost(sq));
  pay_bank(c, player, lift_cost(sq), "M-MORT-3", kToldElsewhere);
}

void receive_mortgaged(Ctx& c, int sq) { c.t.mortgage_choice_mask |= 1ull << sq; }

int mortgage_chooser(const MonoTable& t) {
  for (int sq = 0; sq < kSquares; ++sq)
    if (t.mortgage_choice_mask >> sq & 1) return t.owner[sq];
  return -1;
}

Refusal can_choose_mortgage(const MonoTable& t, int player, int sq, bool lift) {
  if (sq < 0 || sq >= kSquares || !(t.mortgage_choice_mask >> sq & 1) || t.owner[sq] != player)
    return refuse("M-MORT-4", "there is no choice to make about that deed");
  if (lift && t.players[player].cash < lift_cost(sq))
    return refuse("M-MORT-4", "lifting now costs the loan plus 10%, more than you have");
  return {};
}

// M-MORT-4: lift now (loan + 10%), or keep it mortgaged and pay the 10% now;
// lifting later costs the loan + 10% again.
void choose_mortgage(Ctx& c, int sq, bool lift) {
  auto& t = c.t;
  int p = t.owner[sq];
  t.mortgage_choice_mask &= ~(1ull << sq);
  if (lift) {
    set_mortgaged(t, sq, false);
    emit(c.ev, kEvUnmortgage, p, "M-MORT-4", sq, lift_cost(sq));
    pay_bank(c, p, lift_cost(sq), "M-MORT-4", kToldElsewhere);
    return;
  }
  int fee = transfer_fee(sq);
  emit(c.ev, kEvMortgageFee, p, "M-MORT-4", sq, fee);
  if (t.players[p].cash >= fee)
    pay_bank(c, p, fee, "M-MORT-4", kToldElsewhere);
  else
    add_debt(c, p, kBank, fee, kDebtMortgageFee);
}

}  // namespace shamble::mono
