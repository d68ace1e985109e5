// MZ-CONV-4 with immunity_by_choice: a conversion of a release-card holder
// waits for their decision (actions "use" / "decline"). The turn resumes as
// the conversion's cause dictates: a double one either counts as an ordinary
// double (card spent) or moves two squares and turns; a utility throw either
// owes its rent (10 x 2) or turns on the utility; the others turn where they stand.
#include "games/monopozombie/mz.h"

namespace shamble::mz {

const char* cause_rule(int cause) {
  switch (cause) {
    case kCauseDoubleOne: return "MZ-CONV-2";
    case kCauseJail: return "MZ-CONV-3";
    case kCauseSelf: return "MZ-APOC-4";
    default: return "MZ-CONV-5";
  }
}

static void spend_card(MzCtx& c, int p) {
  for (int d = 0; d < 2; ++d)
    if (c.t.jail_card_owner[d] == p) {
      mono::return_jail_card(c.t, d);
      emit(c.ev, kEvImmunityUsed, p, "MZ-CONV-4", d);
      return;
    }
}

void resolve_immunity(MzCtx& c, int p, bool use) {
  auto& t = c.t;
  auto& zp = c.z.pl[p];
  int kind = zp.immunity_resume, cause = zp.imm_cause, arg = zp.imm_arg;
  zp.immunity_resume = kResumeNone;
  note_asks(c.z, p);
  zp.imm_cause = zp.imm_arg = 0;
  if (use) {
    spend_card(c, p);
    if (kind == kResumeRoll) {  // MZ-CONV-4: the double one counts as an ordinary double
      if (t.players[p].in_jail) {
        mono::roll_in_jail(c, p, 1, 1);
        return;
      }
      t.must_roll = false;
      if (++t.doubles == 3) {
        mono::send_to_jail(c, p, mono::JailCause::ThirdDoubles);
        return;
      }
      t.must_roll = true;
      mono::move_by(c, p, 2);
    } else if (kind == kResumeUtility && arg >= 0 && arg < t.n && t.owner[t.players[p].pos] == arg &&
               !zp.homeless && !infection_ground(c.z, t.players[p].pos)) {
      int sq = t.players[p].pos;
      int rent = mono::rent_due(t, c.r, sq, 2, mono::kRentUtility10);
      emit(c.ev, mono::kEvRent, p, "M-RENT-5", arg, rent, sq);
      mono::add_debt(c, p, arg, rent, mono::kDebtRent);
    } else if (kind == kResumeSelf) {
      human_arrive_apocalypse(c, p);
    }
    return;
  }
  if (kind == kResumeRoll) {  // MZ-CONV-2: leave human, arrive two squares on as a zombie
    t.players[p].in_jail = false;
    t.must_roll = false;
    t.doubles = 0;
    int from = t.players[p].pos;
    t.players[p].pos = static_cast<int8_t>((from + 2) % kSquares);
    zp.last_pos = t.players[p].pos;
    emit(c.ev, kEvShortMove, p, "MZ-CONV-2", from, t.players[p].pos);
  }
  convert(c, p, static_cast<Cause>(cause), cause_rule(cause));
  if (kind == kResumeRoll || kind == kResumeSelf)
    zombie_arrive(c, p, kArriveTurned);  // MZ-HOSP-3
  else if (kind != kResumePoints)
    zombie_arrive(c, p, kArriveInPlace);                              // MZ-CONV-9
  if (p == t.turn && c.z.phase == kMzRollAgain) c.z.phase = kMzNone;  // MZ-APOC-3 ends with the human
}

}  // namespace shamble::mz
