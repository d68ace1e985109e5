// Going to jail and the three ways out. The turn player in jail still
// collects rent, builds, mortgages and trades (those actions never look at
// in_jail); only moving is blocked.
#include "games/monopoly/rules.h"

namespace shamble::mono {

const char* jail_rule(JailCause why) {
  switch (why) {
    case JailCause::Square: return "M-JAIL-1";
    case JailCause::ThirdDoubles: return "M-MOVE-4";
    case JailCause::Card: return "M-CARD-6";
  }
  return "M-JAIL-1";
}

// M-JAIL-1: straight to jail, no salary, the turn ends and doubles are void.
void send_to_jail(Ctx& c, int player, JailCause why) {
  if (c.r.hooks.go_to_jail && c.r.hooks.go_to_jail(c, player, why)) return;  // a derived game's hook
  const char* rule = jail_rule(why);
  auto& t = c.t;
  auto& pl = t.players[player];
  pl.pos = board::kJail;
  pl.in_jail = true;
  pl.jail_tries = 0;
  if (player == t.turn) {
    t.must_roll = false;
    t.doubles = 0;
    t.pending_steps = 0;
  }
  emit(c.ev, kEvJail, player, rule);
  emit(c.ev, kEvRest, player, "M-MOVE-5", board::kJail, 1);
}

static bool before_roll(const MonoTable& t, int player) {
  return t.turn == player && t.phase == kPreRoll && t.must_roll && t.players[player].in_jail;
}

Refusal can_pay_jail(const MonoTable& t, int player) {
  if (!before_roll(t, player))
    return refuse("M-JAIL-3", "you can pay the jail fine only while in jail, before rolling");
  if (t.players[player].cash < kJailFine) return refuse("M-JAIL-3", "the jail fine is $50 and you have less");
  return {};
}

Refusal can_use_card(const MonoTable& t, int player) {
  if (!before_roll(t, player))
    return refuse("M-JAIL-4", "a release card is used while in jail, before rolling");
  if (t.jail_card_owner[0] != player && t.jail_card_owner[1] != player)
    return refuse("M-JAIL-4", "you hold no release card");
  return {};
}

// `paid`: the fine paid to leave, told in the same line (kEvJailOut v0).
static void leave(Ctx& c, int player, const char* rule, int paid = 0) {
  c.t.players[player].in_jail = false;
  c.t.players[player].jail_tries = 0;
  emit(c.ev, kEvJailOut, player, rule, paid);
}

// M-JAIL-3: pay, then roll and move as usual (doubles count normally).
void pay_jail(Ctx& c, int player) {
  pay_fine(c, player, kJailFine, "M-JAIL-3", kToldElsewhere);
  leave(c, player, "M-JAIL-3", kJailFine);
}

// M-JAIL-4: the card goes back under its own deck.
void use_jail_card(Ctx& c, int player) {
  int d = c.t.jail_card_owner[0] == player ? 0 : 1;
  return_jail_card(c.t, d);
  emit(c.ev, kEvCardMoved, player, "M-JAIL-4", kBank, d);
  leave(c, player, "M-JAIL-4");
}

// M-JAIL-5: doubles free you and move you by that roll (no second roll). After
// the last allowed failure (3, or 1 in the short game: M-SHORT-3) you pay the
// fine and move by the same roll.
void roll_in_jail(Ctx& c, int player, int d1, int d2) {
  auto& t = c.t;
  auto& pl = t.players[player];
  t.must_roll = false;
  if (d1 == d2) {
    leave(c, player, "M-JAIL-5");
    move_by(c, player, d1 + d2);
    return;
  }
  if (++pl.jail_tries < c.r.jail_turns) return;  // stays; the turn ends
  leave(c, player, c.r.jail_turns == 1 ? "M-SHORT-3" : "M-JAIL-6");
  add_debt(c, player, kBank, kJailFine, kDebtJailFine);
  t.pending_steps = static_cast<int8_t>(d1 + d2);  // moved once the fine is paid
}

}  // namespace shamble::mono
