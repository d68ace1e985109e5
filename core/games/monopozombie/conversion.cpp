// Becoming a zombie: the hooks into the property game (double one, jail,
// arrivals), the release card as a one-use immunity, and the point count of
// MZ-CONV-5 on a square. A converted player's cash goes to the bank and their
// deeds become infection grounds (MZ-CONV-6).
#include <bit>

#include "games/monopozombie/mz.h"

namespace shamble::mz {

using board::SquareKind;
using mono::sq_data;

// MZ-CONV-1: nobody turns before their first arrival at or pass of the start
// square, except in the apocalypse, where everyone is susceptible (MZ-CONV-12:
// first_lap_immunity_apocalypse keeps the protection there too, as in 2018).
bool susceptible(const MzTable& z, const MzRules& r, int p) {
  if (z.pl[p].zombie || z.t.players[p].bankrupt) return false;
  return z.pl[p].lapped || (z.stage == kApocalypse && !r.first_lap_apocalypse);
}

static bool human(const MzTable& z, int p) { return !z.pl[p].zombie && !z.t.players[p].bankrupt; }

int humans_at(const MzTable& z, int sq) {
  int n = 0;
  for (int p = 0; p < z.t.n; ++p) n += human(z, p) && z.t.players[p].pos == sq;
  return n;
}

int zombies_at(const MzTable& z, int sq) {
  int n = 0;
  for (int p = 0; p < z.t.n; ++p) n += z.pl[p].zombie && !z.t.players[p].bankrupt && z.t.players[p].pos == sq;
  return n;
}

bool infection_ground(const MzTable& z, int sq) { return (z.infected >> sq & 1) != 0; }

void convert(MzCtx& c, int p, Cause cause, const char* rule) {
  auto& t = c.t;
  auto& zp = c.z.pl[p];
  if (zp.zombie) return;
  zp.zombie = true;
  zp.turned_seq = ++c.z.seq;
  if (c.z.conversions < 30000) ++c.z.conversions;  // MZ-STAGE-2: conversions, not zombies on the board
  zp.guards = zp.guards_bought = 0;
  zp.carrying = zp.carry_ask = false;  // MZ-CARRY-1: the house is dropped
  note_asks(c.z, p);
  set_homeless(c.z, p, false);
  zp.due = zp.waiting = false;
  zp.squat_owner = -1;
  zp.visit_seq = t.players[p].pos == board::kJail ? ++c.z.seq : 0;
  emit(c.ev, kEvConvert, p, rule, cause, t.players[p].pos);
  mono::pay_bank(c, p, t.players[p].cash, "MZ-CONV-6", mono::kOwnLine);  // zombies keep no money
  // Debts of the converted die with them; debts owed to them go to the bank.
  int k = 0;
  for (int i = 0; i < t.debt_count; ++i) {
    if (t.debts[i].debtor == p) {  // MZ-CONV-6: the log says the debt lapsed, and why
      emit(c.ev, kEvDebtLapsed, p, "MZ-CONV-6", t.debts[i].creditor, t.debts[i].amount);
      continue;
    }
    if (t.debts[i].creditor == p) t.debts[i].creditor = mono::kBank;
    t.debts[k++] = t.debts[i];
  }
  t.debt_count = static_cast<int8_t>(k);
  for (int d = 0; d < 2; ++d)
    if (t.jail_card_owner[d] == p) mono::return_jail_card(t, d);
  t.players[p].in_jail = false;
  t.players[p].jail_tries = 0;
  for (int sq = 0; sq < kSquares; ++sq)
    if (t.owner[sq] == p) {
      mono::set_mortgaged(t, sq, false);  // MZ-CONV-6: mortgages are ignored on infection grounds
      c.z.infected |= 1ull << sq;
      t.mortgage_choice_mask &= ~(1ull << sq);
    }
  if (t.trade.active && (t.trade.proposer == p || t.trade.partner == p)) t.trade.active = false;
  if (t.auction.active) t.auction.in_mask &= static_cast<uint16_t>(~(1u << p));
  if (p == t.turn) {
    t.pending_buy = -1;
    t.pending_steps = 0;
    t.must_roll = false;
    t.doubles = 0;
  }
  if (c.z.stage == kCapitalism) begin_outbreak(c);  // MZ-STAGE-1
  // MZ-CONV-5: their deeds just became infection grounds; humans standing there are checked.
  for (int sq = 0; sq < kSquares; ++sq)
    if (t.owner[sq] == p && humans_at(c.z, sq) > 0) check_square(c, sq, kCheckGround);
}

bool has_card(const MzTable& z, int p) { return z.t.jail_card_owner[0] == p || z.t.jail_card_owner[1] == p; }

// MZ-CONV-4: a kept release card is spent instead of turning (immunity_by_choice:
// the holder is asked first; the conversion waits in immunity_resume, see immunity.cpp).
bool try_convert(MzCtx& c, int p, Cause cause, const char* rule, ImmunityResume kind, int arg) {
  if (c.z.pl[p].zombie) return true;
  if (c.z.pl[p].immunity_resume) return false;  // already waiting for that decision
  if (c.zr.jail_card_immunity && c.zr.immunity_by_choice && has_card(c.z, p)) {
    auto& zp = c.z.pl[p];
    zp.immunity_resume = kind;
    note_asks(c.z, p);
    zp.imm_cause = static_cast<int8_t>(cause);
    zp.imm_arg = static_cast<int8_t>(arg);
    emit(c.ev, kEvImmunityAsk, p, "MZ-CONV-4", cause);
    return false;
  }
  if (c.zr.jail_card_immunity)
    for (int d = 0; d < 2; ++d)
      if (c.t.jail_card_owner[d] == p) {
        mono::return_jail_card(c.t, d);
        emit(c.ev, kEvImmunityUsed, p, "MZ-CONV-4", d);
        return false;
      }
  convert(c, p, cause, rule);
  return true;
}

// MZ-BATTLE-1: one die per point on each side; the highest die wins; ties roll again.
static bool battle_won_by_zombies(MzCtx& c, int attack, int defence) {
  for (int round = 0; round < 100; ++round) {
    int a = 0, d = 0;
    for (int i = 0; i < attack; ++i) a = std::max(a, c.rng.roll(6));
    for (int i = 0; i < defence; ++i) d = std::max(d, c.rng.roll(6));
    emit(c.ev, kEvBattle, -1, "MZ-BATTLE-1", a, d);
    if (a != d) return a > d;
  }
  return false;
}

// MZ-CONV-5: zombies and an infection ground attack; humans, their bodyguards
// and improvements defend; attack >= defence turns every susceptible human
// there. The counting is points_at()'s (points.cpp), shared with the view.
// With the dice battle (MZ-BATTLE-1, MZ-CONV-10) a fight decides instead; a
// departure is never fought, so under the battle it turns nobody.
void check_square(MzCtx& c, int sq, CheckWhen when) {
  auto& z = c.z;
  SquarePoints pts = points_at(z, c.zr, sq);
  Cause cause = when == kCheckDeparture ? kCauseLeftAlone : kCausePoints;
  if (pts.bare) {
    if (!pts.converts) return;
  } else if (c.zr.dice_battle && c.zr.battle_every) {
    if (!pts.fight || when == kCheckDeparture) return;
    if (!battle_won_by_zombies(c, pts.attack, pts.defence)) return;
    cause = kCauseBattle;
  } else {
    if (!pts.converts) return;
    if (pts.fight && when == kCheckArrival) {  // dice_battle_scope=overrun_arrivals (rules version 3)
      if (!battle_won_by_zombies(c, pts.attack, pts.defence)) return;
      cause = kCauseBattle;
    }
  }
  if (pts.bare)  // MZ-CONV-13: the bare zombie lot turns them, whatever the count (v3 bit 4)
    emit(c.ev, kEvOverrun, -1, "MZ-CONV-13", sq, pts.attack, pts.defence, when | kOverrunBare);
  else if (cause != kCauseBattle)
    emit(c.ev, kEvOverrun, -1, when == kCheckDeparture ? "MZ-CONV-8" : "MZ-CONV-5", sq, pts.attack,
         pts.defence, when);
  bool zombie_house = infection_ground(z, sq) && z.t.buildings[sq] > 0;
  bool trace = false;  // MZ-HOME-5/8: only skilled squatters turned: they leave no trace
  for (int p = 0; p < z.t.n; ++p)
    if (susceptible(z, c.zr, p) && z.t.players[p].pos == sq && !unseen(z, c.zr, p, sq) &&
        try_convert(c, p, cause, cause == kCauseLeftAlone ? "MZ-CONV-8" : "MZ-CONV-5"))
      trace |= !skilled_squatter(c, p);
  // MZ-DEMO-5: overrun in a zombie house: a level goes with the conversion,
  // whether they were overrun on arriving, by a zombie's arrival or left alone.
  if (trace && zombie_house && humans_at(z, sq) == 0) {
    z.sheltered &= ~(1ull << sq);
    demolish(c, sq, "MZ-DEMO-5", kDemoOverrun);
  }
}

// MZ-CONV-8: a human who leaves a square leaves the others there to its zombies.
void check_departures(MzCtx& c, const std::array<int8_t, kMaxPlayers>& from) {
  if (c.z.stage == kCapitalism) return;
  uint64_t left = 0;
  for (int p = 0; p < c.t.n; ++p)
    if (from[p] >= 0 && (c.t.players[p].pos != from[p] || c.t.players[p].bankrupt)) left |= 1ull << from[p];
  for (; left; left &= left - 1)  // square order, as before
    if (int sq = std::countr_zero(left); humans_at(c.z, sq) > 0) check_square(c, sq, kCheckDeparture);
}

// ---- hooks into the property game

// MZ-CONV-2: a double one (normal or jail roll): leave as a human, arrive two squares on as a zombie.
static bool on_roll(mono::Ctx& base, int p, int d1, int d2) {
  auto& c = mzc(base);
  if (d1 != 1 || d2 != 1 || !susceptible(c.z, c.zr, p)) return false;
  if (c.zr.jail_card_immunity && has_card(c.z, p)) {
    if (c.zr.immunity_by_choice) {  // the roll waits for the holder's decision
      c.t.must_roll = false;
      try_convert(c, p, kCauseDoubleOne, "MZ-CONV-2", kResumeRoll);
      return true;
    }
    try_convert(c, p, kCauseDoubleOne, "MZ-CONV-2");  // spends the card; the roll then counts as usual
    return false;
  }
  auto& t = c.t;
  t.players[p].in_jail = false;
  t.must_roll = false;
  t.doubles = 0;
  int from = t.players[p].pos;
  t.players[p].pos = static_cast<int8_t>((from + 2) % kSquares);
  c.z.pl[p].last_pos = t.players[p].pos;
  emit(c.ev, kEvShortMove, p, "MZ-CONV-2", from, t.players[p].pos);
  convert(c, p, kCauseDoubleOne, "MZ-CONV-2");
  zombie_arrive(c, p, kArriveTurned);  // MZ-HOSP-3: not cured by the move that turned them
  return true;
}

// MZ-CONV-3: whatever sends a susceptible player to jail turns them where they
// stand; a third doubles first takes its move.
static bool on_jail(mono::Ctx& base, int p, mono::JailCause why) {
  auto& c = mzc(base);
  if (!susceptible(c.z, c.zr, p)) return false;  // first lap: plain jail
  if (why == mono::JailCause::Square && !c.zr.jail_square_converts) return false;
  if (why == mono::JailCause::ThirdDoubles) {
    if (!c.zr.third_doubles_converts) return false;
    mono::move_by(c, p, c.t.dice[0] + c.t.dice[1]);
    if (c.z.pl[p].zombie) return true;
  }
  if (p == c.t.turn) {
    c.t.must_roll = false;
    c.t.doubles = 0;
  }
  // MZ-CONV-9: turned where they stand; a jail card was the one card drawn.
  if (try_convert(c, p, kCauseJail, "MZ-CONV-3", kResumeJail)) zombie_arrive(c, p, kArriveInPlace);
  return true;
}

// MZ-CONV-2 "for any reason": the fresh throw a card orders for a utility's rent
// (M-CARD-4) converts on a double one too: the player turns on the utility and
// owes nothing. Otherwise the rent is the property game's 10x the throw.
static bool utility_throw(MzCtx& c, int p, int sq) {
  auto& t = c.t;
  int o = t.owner[sq];
  if (o < 0 || o == p || t.mortgaged[sq]) return false;  // the property game's own handling
  emit(c.ev, mono::kEvRest, p, "M-MOVE-5", sq, 0);
  int d1 = c.rng.roll(6), d2 = c.rng.roll(6);
  emit(c.ev, mono::kEvRoll, p, "M-CARD-4", d1, d2);
  if (d1 == 1 && d2 == 1 && susceptible(c.z, c.zr, p)) {
    if (try_convert(c, p, kCauseDoubleOne, "MZ-CONV-2", kResumeUtility, o)) {
      zombie_arrive(c, p, kArriveInPlace);
      return true;
    }
    if (c.z.pl[p].immunity_resume) return true;  // the holder decides; the rent waits with the decision
  }
  int rent = mono::rent_due(t, c.r, sq, d1 + d2, mono::kRentUtility10);
  emit(c.ev, mono::kEvRent, p, "M-RENT-5", o, rent, sq);
  mono::add_debt(c, p, o, rent, mono::kDebtRent);
  return true;
}

// Arrivals of humans moved by the property game: laps, points, no rent to zombies.
static bool on_land(mono::Ctx& base, int p, int rent_mode) {
  auto& c = mzc(base);
  int sq = c.t.players[p].pos;
  int from = c.z.pl[p].last_pos;
  int steps = (sq - from + kSquares) % kSquares;
  note_lap(c, p, from, steps);
  c.z.pl[p].last_pos = static_cast<int8_t>(sq);
  homeless_passed(c, p, from, steps, 0);
  check_square(c, sq, kCheckArrival);
  if (c.z.pl[p].zombie || c.z.pl[p].immunity_resume) return true;
  // MZ-HOME-6: the salary of this very move (or a card's money before a card's move) rescues at
  // once, so the square it ends on is paid for as by anyone (homeless_rescue=end_of_move: after it).
  if (c.zr.rescue_at_once && homeless_live(c.z, p) && c.t.players[p].cash > 0) homeless_restore(c, p);
  if (homeless_live(c.z, p)) return homeless_land(c, p);
  if (infection_ground(c.z, sq))
    return true;  // MZ-ZOMB-6: zombies take no rent; the ground shelters or turns
  int o = c.t.owner[sq];
  if (p != c.t.turn && rent_mode == mono::kRentNormal && sq_data(sq).kind == SquareKind::Utility && o >= 0 &&
      o != p && !c.t.mortgaged[sq]) {  // rescued by their own throw: a utility's rent counts their one die
    int rent = mono::rent_due(c.t, c.r, sq, c.z.pl[p].homeless_roll[0], mono::kRentNormal);
    emit(c.ev, mono::kEvRest, p, "M-MOVE-5", sq, 0);
    emit(c.ev, mono::kEvRent, p, "M-RENT-5", o, rent, sq);
    mono::add_debt(c, p, o, rent, mono::kDebtRent);
    return true;
  }
  if (p != c.t.turn && board::is_property(sq) && o < 0) {
    emit(c.ev, mono::kEvRest, p, "M-MOVE-5", sq, 0);
    homeless_auction(c, p, sq);  // rescued in another's turn: no turn of theirs to buy in (MZ-HOME-2)
    return true;
  }
  if (rent_mode == mono::kRentUtility10 && sq_data(sq).kind == SquareKind::Utility)
    return utility_throw(c, p, sq);
  return false;
}

// MZ-ZOMB-6: zombies neither owe nor are owed (card collections, payments).
// MZ-HOME-6: the homeless neither pay nor are paid by players (the bank's money rescues them).
static bool outside_economy(mono::Ctx& base, int p) {
  auto& z = mzc(base).z;
  return z.pl[p].zombie || z.pl[p].homeless;
}

void install_hooks(MzRules& r) {
  r.mono.hooks.outside_economy = outside_economy;
  r.mono.hooks.on_roll = on_roll;
  r.mono.hooks.go_to_jail = on_jail;
  r.mono.hooks.on_land = on_land;
  r.mono.uneven_allowed = true;  // MZ-DEMO-1 leaves groups uneven
}

}  // namespace shamble::mz
