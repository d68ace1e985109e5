// Turn flow: who acts, rolling (C-ROLL), ending the turn, points and the end
// of the game (C-WIN, CZ-OVERRUN, CZ-LAST).
#include <cstring>

#include "games/catan/model.h"

namespace shamble::catan {

uint32_t Model::other_actors() const {
  switch (phase) {
    case kOver: return 0;
    case kDiscarding: {
      uint32_t m = 0;
      for (int p = 0; p < n; ++p)
        if (pl[p].discard > 0) m |= 1u << p;
      return m;
    }
    case kOfferRespond: {
      // Every seat still answering (pending or writing a counter), one byte per seat.
      static_assert(kMaxPlayers == 4);
      uint32_t w;
      std::memcpy(&w, offer.resp.data(), 4);
      auto zero = [](uint32_t x) { return ~(x + 0x7f7f7f7fu) & 0x80808080u; };  // resp < 128
      const uint32_t hit =
          (zero(w ^ 0x01010101u * kRespPending) | zero(w ^ 0x01010101u * kRespCountering)) >> 7;
      // Bits 0, 8, 16, 24 to bits 0-3: the multiply lands them on distinct bits 21-24.
      return (hit * 0x204081u) >> 21 & 0xfu;
    }
    case kPayingZombies: return payer >= 0 ? 1u << payer : 0;
    default: return 1u << cur;
  }
}

int Model::next_active(int seat) const {
  for (int i = 1; i <= n; ++i) {
    int s = (seat + i) % n;
    if (!pl[s].out) return s;
  }
  return seat;
}

int Model::active_count() const {
  int k = 0;
  for (int p = 0; p < n; ++p) k += !pl[p].out;
  return k;
}

int Model::public_points(int p) const {
  int v = 0;
  const Player& P = pl[p];
  v += (5 - P.settlements_left) + 2 * (4 - P.cities_left);
  if (longest == p) v += kBonusPoints;
  if (army == p) v += kBonusPoints;
  return v;
}

// C-VP-CARD: victory point cards count the moment they win the game.
int Model::points(int p) const { return public_points(p) + pl[p].dev[kVictoryPoint]; }

int Model::cards(int p) const { return total(pl[p].res); }

void Model::finish(EndReason why, uint8_t who, EventSink* ev) {
  phase = kOver;
  end_reason = why;
  winners = who;
  payer = -1;
  emit(ev, kEvGameOver, -1,
       why == kEndPoints    ? "C-WIN"
       : why == kEndOverrun ? "CZ-OVERRUN"
                            : "CZ-LAST",
       why, who);
}

// C-WIN: 10 points (option) during your own turn.
void Model::check_win(EventSink* ev) {
  if (phase == kOver || phase == kSetupSettle || phase == kSetupRoad) return;
  if (!pl[cur].out && points(cur) >= o.target) finish(kEndPoints, static_cast<uint8_t>(1u << cur), ev);
}

void Model::begin_turn(EventSink* ev) {
  phase = kPreRoll;
  rolled = dev_played = offers_made = free_roads = 0;
  for (auto& P : pl) P.dev_new.fill(0);
  emit(ev, kEvTurn, cur, "C-TURN", round);
  check_win(ev);
}

void Model::end_turn(EventSink* ev) {
  int next = next_active(cur);
  if (next <= cur) ++round;
  ++turns;
  cur = static_cast<int8_t>(next);
  begin_turn(ev);
}

void Model::after_interrupt() { phase = rolled ? kMain : kPreRoll; }

Status Model::do_roll(EventSink* ev) {
  if (phase != kPreRoll) return fail("C-ROLL", "the dice are rolled once, at the start of the turn");
  die1 = static_cast<int8_t>(rng.roll(6));
  die2 = static_cast<int8_t>(rng.roll(6));
  rolled = 1;
  const int sum = die1 + die2;
  emit(ev, kEvRoll, cur, "C-ROLL", die1, die2);
  phase = kMain;
  if (sum == 7) {
    if (round <= o.quiet_rounds) {
      emit(ev, kEvQuietSeven, cur, "C-QUIET", round);
    } else if (o.zombies) {
      // CZ-SEVEN: no discard with zombies, unless zombie_seven_discard asks for it first.
      if (!(o.zombie_discard && start_discards())) start_attack(ev);
    } else {
      start_seven_classic(ev);
    }
    return {};
  }
  produce(sum, ev);
  if (o.zombies) zombies_for_roll(sum, ev);
  return {};
}

Status Model::do_end_turn(EventSink* ev) {
  if (phase != kMain) return fail("C-TURN", "the turn ends after the roll, when nothing is pending");
  end_turn(ev);
  return {};
}

}  // namespace shamble::catan
