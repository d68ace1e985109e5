// M-RENT-8 (option owner_must_ask, off by default): the printed rule that rent
// is owed only if the owner asks for it before the next player throws the
// dice. A stop on someone's deed opens a claim instead of a debt; the owner
// asks (on turn or out of turn, while the turn player is free) and the claim
// becomes an ordinary rent debt; the next player's roll ends older claims.
#include "games/monopoly/rules.h"

namespace shamble::mono {

static void remove_claim(MonoTable& t, int i) {
  for (int k = i + 1; k < t.claim_count; ++k) t.claims[k - 1] = t.claims[k];
  t.claims[--t.claim_count] = RentClaim{};
}

static void forfeit(Ctx& c, int i) {
  const RentClaim cl = c.t.claims[i];
  emit(c.ev, kEvRentForfeit, cl.payer, "M-RENT-8", cl.owner, cl.amount, cl.square);
  remove_claim(c.t, i);
}

void open_claim(Ctx& c, int owner, int payer, int square, int amount) {
  auto& t = c.t;
  if (t.claim_count >= kMaxClaims) forfeit(c, 0);  // cannot happen in one turn; keeps the array bounded
  t.claims[t.claim_count++] = {static_cast<int8_t>(owner), static_cast<int8_t>(payer),
                               static_cast<int8_t>(square), amount};
  emit(c.ev, kEvRentClaim, payer, "M-RENT-8", owner, amount, square);
}

int find_claim(const MonoTable& t, int owner, int square) {
  for (int i = 0; i < t.claim_count; ++i)
    if (t.claims[i].square == square && (owner < 0 || t.claims[i].owner == owner)) return i;
  return -1;
}

Refusal can_ask_rent(const MonoTable& t, int seat, int square) {
  if (seat < 0 || seat >= t.n || find_claim(t, seat, square) < 0)
    return refuse("M-RENT-8", "there is no rent of yours to ask for on that square");
  if (t.phase != kPreRoll && t.phase != kPostRoll)
    return refuse("M-RENT-8", "rent is asked for while the turn player is free, before the next roll");
  return {};
}

void ask_rent(Ctx& c, int seat, int square) {
  int i = find_claim(c.t, seat, square);
  const RentClaim cl = c.t.claims[i];
  remove_claim(c.t, i);
  emit(c.ev, kEvRent, cl.payer, "M-RENT-8", cl.owner, cl.amount, cl.square);
  add_debt(c, cl.payer, cl.owner, cl.amount, kDebtRent);  // settle() collects it like any rent
}

void expire_claims(Ctx& c, int roller) {
  for (int i = c.t.claim_count - 1; i >= 0; --i)
    if (c.t.claims[i].payer != roller) forfeit(c, i);
}

void drop_claims_of(MonoTable& t, int player) {
  for (int i = t.claim_count - 1; i >= 0; --i)
    if (t.claims[i].owner == player || t.claims[i].payer == player) remove_claim(t, i);
}

}  // namespace shamble::mono
