// Apocalypse humans (MZ-APOC-2..5): roll 3D6, keep two and a direction (up to
// six targets); a chosen double may roll again with no limit; a chosen double
// one turns the player; no teleports, no money; cards that neither move the
// token nor deal in money still apply (MZ-APOC-5).
#include "games/monopozombie/mz.h"

namespace shamble::mz {

using board::SquareKind;
using mono::sq_data;

void apoc_roll(MzCtx& c) {
  auto& z = c.z;
  for (int i = 0; i < 3; ++i) z.dice[i] = static_cast<int8_t>(c.rng.roll(6));
  z.ndice = 3;
  emit(c.ev, kEvMoveDice, c.t.turn, "MZ-APOC-2", z.dice[0], z.dice[1], z.dice[2]);
  z.phase = kMzKeepDice;
}

// MZ-APOC-5: an apocalypse human on a card square draws as in the property
// game, but only what still means something applies: the release card is kept
// (MZ-CONV-4), a go-to-jail card turns them where they stand (MZ-CONV-3). Cards
// that move the token are teleports (none in the apocalypse, MZ-APOC-2) and
// money or repairs find the bank closed (MZ-APOC-1): read and put back.
static void apocalypse_card(MzCtx& c, int p, int deck) {
  auto& t = c.t;
  mono::Deck& d = t.decks[deck];
  if (d.count <= 0) return;
  int id = mono::take_top_card(d, c.rng);
  d.top = static_cast<int8_t>((d.top + 1) % mono::kDeckSize);
  --d.count;
  emit(c.ev, mono::kEvCard, p, "M-CARD-1", id, deck);
  const mono::Card& k = mono::card(id);
  if (k.effect == mono::kCardJailFree) {  // kept: one conversion cancelled later (MZ-CONV-4)
    t.jail_card_owner[deck] = static_cast<int8_t>(p);
    return;
  }
  d.cards[(d.top + d.count) % mono::kDeckSize] = static_cast<int8_t>(id);  // back under the deck
  ++d.count;
  switch (k.effect) {
    case mono::kCardJail:
      if (susceptible(c.z, c.zr, p)) {
        if (try_convert(c, p, kCauseJail, "MZ-CONV-3", kResumeJail)) zombie_arrive(c, p, kArriveInPlace);
      } else {
        emit(c.ev, kEvCardVoid, p, "MZ-APOC-5", id, kVoidJail);
      }
      return;
    case mono::kCardAdvance:
    case mono::kCardNearestTransport:
    case mono::kCardNearestUtility:
    case mono::kCardBack: emit(c.ev, kEvCardVoid, p, "MZ-APOC-2", id, kVoidTeleport); return;
    default: emit(c.ev, kEvCardVoid, p, "MZ-APOC-1", id, kVoidMoney); return;
  }
}

void human_arrive_apocalypse(MzCtx& c, int p) {
  int sq = c.t.players[p].pos;
  if (sq_data(sq).kind == SquareKind::GoToJail && susceptible(c.z, c.zr, p)) {  // MZ-CONV-3 (MZ-CONV-12)
    if (try_convert(c, p, kCauseJail, "MZ-CONV-3")) {
      zombie_arrive(c, p, kArriveInPlace);
      return;
    }
  }
  cure_on_arrival(c, sq);  // MZ-HOSP-2: before the count, the cured no longer attack
  check_square(c, sq, kCheckArrival);
  auto kind = sq_data(sq).kind;
  if (c.zr.apocalypse_cards && board::card_square(kind) && !c.z.pl[p].zombie && !c.z.pl[p].immunity_resume)
    apocalypse_card(c, p, kind == SquareKind::Chance ? 0 : 1);  // MZ-APOC-5
}

void apoc_pick(MzCtx& c, int i, int j, int dir) {
  auto& z = c.z;
  auto& t = c.t;
  int p = t.turn;
  int a = z.dice[i], b = z.dice[j];
  int from = t.players[p].pos;
  int to = step_to(from, a + b, dir);
  t.players[p].pos = static_cast<int8_t>(to);
  z.pl[p].last_pos = static_cast<int8_t>(to);
  emit(c.ev, kEvShortMove, p, "MZ-APOC-2", from, to);
  note_apoc_lap(c, p, from, a + b, dir);
  z.phase = kMzNone;
  t.must_roll = false;
  z.pl[p].moved_solo = true;                          // MZ-GROUP-5: an independent turn
  if (a == 1 && b == 1 && susceptible(z, c.zr, p)) {  // MZ-APOC-4: a chosen double one turns the player
    if (give_up(c, p)) {
      zombie_arrive(c, p, kArriveTurned);
      return;
    }
  }
  if (!z.pl[p].immunity_resume) {
    carry_claim(c, p);  // MZ-CARRY-1: a claimed lot no longer turns anyone
    human_arrive_apocalypse(c, p);
    if (!z.pl[p].zombie) carry_offer(c, p);
  }
  if (z.pl[p].zombie) return;
  form_groups(c, static_cast<uint16_t>(1u << p));
  // MZ-APOC-3: the roll again stays open; after joining a group it is the group's roll (the newest
  // member's turn, MZ-GROUP-2). group_join_roll_again off: joining ends the turn.
  if (a == b && (!z.pl[p].in_group || c.zr.join_roll_again)) z.phase = kMzRollAgain;
}

// MZ-APOC-4: a chosen pair of ones is the player's choice to turn: the release
// card is not spent on it (release_card_on_giving_up: it is, as on any conversion).
bool give_up(MzCtx& c, int p) {
  if (c.zr.card_on_giving_up) return try_convert(c, p, kCauseSelf, "MZ-APOC-4", kResumeSelf);
  convert(c, p, kCauseSelf, "MZ-APOC-4");
  return true;
}

}  // namespace shamble::mz
