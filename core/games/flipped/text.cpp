// Event descriptions, and the words they share with the action labels (kinds.cpp), for
// people: names, squares and sums in plain sentences. Not on any hot path (bots and
// simulations never call them).
#include <cctype>

#include "games/flipped/rules_text.h"
#include "games/flipped/state.h"

namespace shamble::flipped {

namespace {
const char* const kPartNames[kParts] = {"train part (north)", "train part (east)",    "train part (south)",
                                        "train part (west)",  "generator part (one)", "generator part (two)"};
const char* const kPartShort[kParts] = {"T1", "T2", "T3", "T4", "G1", "G2"};
}  // namespace

const char* part_name(int p) { return p >= 0 && p < kParts ? kPartNames[p] : "?"; }
const char* part_short_name(int p) { return p >= 0 && p < kParts ? kPartShort[p] : "?"; }

std::string dice_text(const DiceSet& ds, int mask) {
  std::string s;
  for (int d = 0; d < kDice; ++d)
    if (mask & (1 << d)) {
      if (!s.empty()) s += " + ";
      s += std::to_string(ds.dice[d].silver) + "|" + std::to_string(ds.dice[d].coloured);
    }
  return s.empty() ? "no dice" : s;
}

std::string zombies_text(int n) { return std::to_string(n) + (n == 1 ? " zombie" : " zombies"); }

std::string FlippedState::end_summary() const {
  auto sq = [&](int i) { return std::string(square_name_of(i, theme())); };
  uint8_t alive = 0, dead = 0, late = 0;
  for (int c = 0; c < t_.chars; ++c) {
    if (!t_.ch[c].alive())
      dead |= 1u << c;
    else
      alive |= 1u << c;
    if (t_.ch[c].alive() && !(t_.ch[c].flags & kReachedJail)) late |= 1u << c;
  }
  const auto plural = [](uint8_t m) { return (m & (m - 1)) != 0; };
  switch (t_.result) {
    case Result::Won: {  // F-WIN-4, F-WIN-6: the survivors escape
      std::string s =
          names_of(alive) + " survived the last stand and escaped" + (plural(alive) ? " together" : "");
      if (dead) s += "; " + names_of(dead) + " fell on the way";
      return s;
    }
    case Result::Death:  // F-NIGHT-5
      if (!alive)
        return "The team lost: " + names_of(dead) + (plural(dead) ? " have all fallen" : " has fallen");
      return "The team lost: " + names_of(dead) + (plural(dead) ? " have fallen" : " has fallen");
    case Result::JailInfested:  // F-DAY-4
      return "The team lost: Jail is infested, so nobody can escape through it";
    case Result::Time: {  // F-WIN-2
      const int parts = parts_delivered();
      if (parts < kParts)
        return "The team lost: day " + std::to_string(kRounds) + " ended with " + std::to_string(parts) +
               " of the " + std::to_string(kParts) + " parts at Jail";
      return "The team lost: day " + std::to_string(kRounds) + " ended before " + names_of(late) +
             " reached Jail";
    }
    case Result::PartLost: {  // F-PART-4
      const int p = flipped::lost_part(t_);
      if (p < 0) return "The team lost: a part is out of reach";
      return std::string("The team lost: the ") + part_name(p) + " is out of reach on infested " +
             sq(part_square(p));
    }
    case Result::None: break;
  }
  return "";
}

std::string FlippedState::describe(const Event& e) const {
  const std::string who = e.player >= 0 && e.player < kMaxChars ? t_.names[e.player] : "";
  auto sq = [&](int i) { return std::string(square_name_of(i, theme())); };
  const int* v = e.v;
  switch (e.kind) {
    case kEvRoundStart:
      return "Round " + std::to_string(v[0]) + " begins; the marker shows " + std::to_string(v[2]);
    case kEvTurnStart: return who + "'s turn";
    case kEvRoll:
      return who + " rolled " + dice_text(dice(), v[0]) + " for a total of " + std::to_string(v[2]);
    case kEvMove: return who + " moved from " + sq(v[0]) + " to " + sq(v[1]);
    case kEvReveal: return who + " revealed " + sq(v[0]) + (v[1] == kSafe ? ": a safe house" : ": infested!");
    case kEvHealth:
      return who + " lost " + std::to_string(v[0]) + " health (" + std::to_string(v[1]) + " left)";
    case kEvPushBack: return who + " was pushed back to " + sq(v[1]);
    case kEvStay: return who + " paid $" + std::to_string(v[1]) + " to shelter in " + sq(v[0]);
    case kEvPartTaken: return who + " bought the " + part_name(v[0]) + " for $" + std::to_string(v[2]);
    case kEvPartDelivered: return who + " delivered the " + part_name(v[0]) + " to Jail";
    case kEvCashGiven: return who + " gave $" + std::to_string(v[1]) + " to " + char_name(v[0]);
    case kEvPartGiven: return who + " gave the " + part_name(v[1]) + " to " + char_name(v[0]);
    case kEvTunnel: return who + " took the tunnel to " + sq(v[1]);
    case kEvInfest: return who + " did not move forward: " + sq(v[0]) + " is now infested";
    case kEvNightStart: return "Night " + std::to_string(v[0]) + " falls";
    case kEvAttack: {  // F-TEXT-2: name who is attacked
      const std::string whom = names_of(static_cast<uint8_t>(v[2]));
      if (v[1] == 0) return "No zombies come for " + whom + " at " + sq(v[0]);
      return zombies_text(v[1]) + (v[1] == 1 ? " attacks " : " attack ") + whom + " at " + sq(v[0]);
    }
    case kEvShare: return who + " takes on " + zombies_text(v[0]);
    case kEvFight: return who + (v[0] ? " defeated a zombie" : " was bitten");
    case kEvDeath: return who + " has fallen";
    case kEvReachedJail: return who + " reached Jail in time";
    case kEvTurnEnd: return who + " ended the turn";
    case kEvFinalAttack: return who + " faces " + zombies_text(v[0]) + " in the last stand";
    case kEvSafeTonight:
      return v[1] ? who + " spends the night safe in " + sq(v[0])
                  : who + " spends the night sheltered in the safe house at " + sq(v[0]);
    case kEvPartLost:
      return std::string("The ") + part_name(v[0]) + " can never be bought now: " + sq(v[1]) +
             " is infested, so the team cannot escape";
    case kEvGameOver: {
      if (t_.result != Result::None) return end_summary();  // the state after this event: the game is over
      switch (static_cast<Result>(v[0])) {
        case Result::Won: return "The team escaped!";
        case Result::Death:
          return v[1] >= 0 ? "The team lost: " + char_name(v[1]) + " has fallen"
                           : std::string("The team lost: nobody is left");
        case Result::JailInfested: return "The team lost: Jail is infested";
        case Result::Time: return "The team lost: time ran out";
        case Result::PartLost:
          return std::string("The team lost: the ") + part_name(v[1]) + " is out of reach on infested " +
                 sq(part_square(v[1]));
        default: return "Game over";
      }
    }
    case kEvPartReturned: return std::string("The ") + part_name(v[0]) + " went back to its square";
    default: return "?";
  }
}

}  // namespace shamble::flipped
