// Rolling, moving clockwise, the start-square salary and what a landing does.
#include "games/monopoly/rules.h"

namespace shamble::mono {

using board::SquareKind;

static void move_steps(Ctx& c, int p, int steps, int rent_mode) {
  auto& pl = c.t.players[p];
  int from = pl.pos;
  int to = (from + steps) % kSquares;
  pl.pos = static_cast<int8_t>(to);
  emit(c.ev, kEvMove, p, "M-MOVE-1", from, to, steps);
  if (from + steps >= kSquares) {
    bank_pays(c, p, c.r.salary, "M-GO-1", kToldElsewhere);  // passing or reaching start
    if (to == board::kGo && c.r.double_go)
      bank_pays(c, p, c.r.salary, "M-GO-2", kToldElsewhere);  // house rule
    emit(c.ev, kEvSalary, p, "M-GO-1", to == board::kGo && c.r.double_go ? 2 * c.r.salary : c.r.salary);
  }
  land(c, p, rent_mode);
}

void move_by(Ctx& c, int p, int steps) { move_steps(c, p, steps, kRentNormal); }

void advance_to(Ctx& c, int p, int square, int rent_mode) {
  int steps = (square - c.t.players[p].pos + kSquares) % kSquares;
  move_steps(c, p, steps == 0 ? kSquares : steps, rent_mode);
}

// M-MOVE-1..4: roll two dice; doubles roll again; the third doubles of a turn
// goes straight to jail without moving.
void roll_and_move(Ctx& c) {
  auto& t = c.t;
  int p = t.turn;
  int d1 = c.rng.roll(6), d2 = c.rng.roll(6);
  t.dice[0] = static_cast<int8_t>(d1);
  t.dice[1] = static_cast<int8_t>(d2);
  emit(c.ev, kEvRoll, p, "M-MOVE-1", d1, d2);
  if (c.r.hooks.on_roll && c.r.hooks.on_roll(c, p, d1, d2)) return;  // derived-game hook
  if (t.players[p].in_jail) {
    roll_in_jail(c, p, d1, d2);
    return;
  }
  t.must_roll = false;
  if (d1 == d2) {
    if (++t.doubles == 3) {
      send_to_jail(c, p, JailCause::ThirdDoubles);
      return;
    }
    t.must_roll = true;  // M-MOVE-3
  }
  move_by(c, p, d1 + d2);
}

static void rest(Ctx& c, int p) {
  emit(c.ev, kEvRest, p, "M-MOVE-5", c.t.players[p].pos, c.t.players[p].in_jail ? 1 : 0);
}

void land(Ctx& c, int p, int rent_mode) {
  if (c.r.hooks.on_land && c.r.hooks.on_land(c, p, rent_mode)) return;  // derived-game hook
  auto& t = c.t;
  int sq = t.players[p].pos;
  const auto& s = sq_data(sq);
  switch (s.kind) {
    case SquareKind::Street:
    case SquareKind::Transport:
    case SquareKind::Utility: {
      rest(c, p);
      int o = t.owner[sq];
      if (o < 0) {
        t.pending_buy = static_cast<int8_t>(sq);  // M-BUY-1
        return;
      }
      if (o == p || t.mortgaged[sq]) return;
      int total = t.dice[0] + t.dice[1];
      if (rent_mode == kRentUtility10 && s.kind == SquareKind::Utility) {
        int d1 = c.rng.roll(6), d2 = c.rng.roll(6);  // M-CARD-4: a fresh throw
        emit(c.ev, kEvRoll, p, "M-CARD-4", d1, d2);
        total = d1 + d2;
      }
      int rent = rent_due(t, c.r, sq, total, rent_mode);
      const char* rule = s.kind == SquareKind::Street      ? (t.buildings[sq] ? "M-RENT-3" : "M-RENT-1")
                         : s.kind == SquareKind::Transport ? "M-RENT-4"
                                                           : "M-RENT-5";
      if (rent > 0 && c.r.owner_must_ask) {
        open_claim(c, o, p, sq, rent);  // M-RENT-8: nothing is paid until the owner asks
      } else if (rent > 0) {
        emit(c.ev, kEvRent, p, rule, o, rent, sq);
        add_debt(c, p, o, rent, kDebtRent);
      }
      return;
    }
    case SquareKind::Tax:
      rest(c, p);
      emit(c.ev, kEvTax, p, "M-TAX-1", s.tax, sq);
      add_debt(c, p, kBank, s.tax, kDebtTax);
      return;
    case SquareKind::Chance: draw_card(c, p, 0); return;
    case SquareKind::Chest: draw_card(c, p, 1); return;
    case SquareKind::GoToJail: send_to_jail(c, p, JailCause::Square); return;
    case SquareKind::FreeParking:
      rest(c, p);
      if (t.pot > 0) {  // house rule jackpot
        emit(c.ev, kEvPotCollected, p, "M-HOUSE-1", t.pot);
        t.players[p].cash += t.pot;
        t.pot = 0;
      }
      return;
    default: rest(c, p); return;  // start square, just visiting
  }
}

}  // namespace shamble::mono
