// Words: action labels and event sentences (the rules panel is rules_text.cpp).
// The property game's own actions and events keep its words.
#include "games/monopozombie/text.h"

#include <bit>

#include "games/monopoly/text.h"
#include "games/monopozombie/kinds.h"

namespace shamble::mz {

const std::vector<EventKindDef>& event_kind_defs() {
  static const std::vector<EventKindDef> k = [] {
    auto v = mono::event_kind_defs();
    for (const char* n :
         {"convert",     "immune",     "stage",      "demolish",    "z_roll",     "z_move",       "cure",
          "win",         "draw",       "bodyguard",  "taunt",       "battle",     "immunity_ask", "group",
          "group_leave", "group_wait", "group_sync", "group_dice",  "group_plan", "homeless",     "squat",
          "carry",       "overrun",    "fortify",    "debt_lapsed", "jail_freed", "card_void"})
      v.push_back({n});
    return v;
  }();
  return k;
}

namespace {
std::string name_of(const std::vector<std::string>& names, int p) {
  return p >= 0 && p < static_cast<int>(names.size()) ? names[p] : "someone";
}
// Why a human turned, in plain words (no "outnumbered": one against one turns too).
const char* cause_word(int c) {
  static const char* w[] = {"snake eyes: too slow",
                            "what would have sent them to jail",
                            "overrun by the zombie side",
                            "a lost dice battle",
                            "giving up",
                            "left alone with the zombies when the others moved on"};
  static_assert(sizeof(w) / sizeof(w[0]) == kNumCauses);
  return c >= 0 && c < kNumCauses ? w[c] : "infection";
}
// kEvOverrun: the count, and why it was made now.
std::string overrun_text(const std::string& square, int attack, int defence, int when) {
  if (when & kOverrunBare)  // MZ-CONV-13
    return "The bare zombie lot on " + square + " turns the humans who stop there, whatever their number";
  std::string s = "Overrun on " + square + ": " + std::to_string(attack) + " zombie " +
                  (attack == 1 ? "point" : "points") + " against " + std::to_string(defence) + " human " +
                  (defence == 1 ? "point" : "points") +
                  (attack == defence ? " (a tie goes to the zombies)" : "");
  if (when == kCheckDeparture) s += ", now that the other humans have left";
  if (when == kCheckGround) s += ", now that the lot is an infection ground or lost a defender";
  return s;
}
// kEvDemolish: who or what knocked the level down (no zombie is named when none was there).
std::string demolish_text(const std::string& square, int level, int why) {
  std::string left = level == 0   ? "nothing left standing"
                     : level == 1 ? "1 house left"
                                  : std::to_string(level) + " houses left";
  switch (why) {
    case kDemoGuarded:
      return "The humans guarding " + square + " left and the zombie waiting there knocked a level down (" +
             left + ")";
    case kDemoAbandoned:
      return "The last human sheltering in the zombie house on " + square + " left, and one level fell (" +
             left + ")";
    case kDemoOverrun:
      return "The humans in the zombie house on " + square + " were overrun; one level fell with them (" +
             left + ")";
    default: return "A zombie knocked a level down on " + square + " (" + left + ")";
  }
}
std::string card_title(const MzRules& r, int id) {
  if (id < 0 || id >= 2 * mono::kDeckSize) return "a card";
  const auto& k = mono::card(id);
  return std::string("\"") + (r.mono.theme == board::Theme::Survival ? k.survival_title : k.classic_title) +
         "\"";
}
const char* stage_word(int s) {
  return s == kOutbreak ? "the outbreak" : s == kApocalypse ? "the apocalypse" : "capitalism";
}
}  // namespace

std::string action_label(const MzTable& z, const MzRules& r, const std::vector<std::string>& names,
                         const Action& a) {
  if (a.kind < mono::kNumActionKinds) return mono::action_label(z.t, r.mono, names, a);
  if (const KindSpec* k = kind_spec(a.kind)) return k->label(z, r, names, a);  // kinds.cpp
  return "?";
}

EndWords end_words(const MzTable& z, const MzRules& r, const std::vector<std::string>& names) {
  EndWords w;
  if (z.phase != kMzOver) return w;
  std::string who;
  uint16_t mask = z.end_kind == kEndHumans ? z.human_winners : 0;
  int n = 0, where = -1;
  for (int p = 0; p < z.t.n; ++p)
    if (mask >> p & 1) {
      ++n;
      who += (who.empty() ? "" : mask >> (p + 1) ? ", " : " and ") + name_of(names, p);
      where = z.t.players[p].pos;
    }
  switch (z.end_kind) {
    case kEndHumans: {  // MZ-WIN-1: every human left stands on one built lot with no zombie there
      std::string lot = board::square_name(where < 0 ? 0 : where, r.mono.theme);
      w.head = "The humans survive together!";
      w.sub = who + (n == 1 ? " held out" : " held out together") + " on " + lot + ".";
      w.summary = who + (n == 1 ? " held out" : " held out together") + " on " + lot + ": the humans win";
      break;
    }
    case kEndZombie: {  // MZ-WIN-2
      std::string z1 = name_of(names, z.winner);
      w.head = z1 + " wins as a zombie!";
      w.sub = "Everyone had turned, and " + z1 + " was the first zombie to shamble onto just visiting.";
      w.summary = z1 + " wins as a zombie: everyone had turned, and " + z1 +
                  " was the first to shamble onto just visiting";
      break;
    }
    case kEndPropertyGame: {  // the property game's own end (last one standing) came first
      w.summary = mono::end_summary(z.t, r.mono, names);
      std::string winners;
      for (int p = 0; p < z.t.n; ++p)
        if (z.t.winners >> p & 1) winners += (winners.empty() ? "" : " and ") + name_of(names, p);
      w.head = winners + " wins";
      w.sub = "Everyone else went bankrupt.";
      break;
    }
    case kEndTurnLimit:  // MZ-END-1
      w.head = "A draw";
      w.sub = "The turn limit was reached.";
      w.summary = "A draw: the turn limit of " + std::to_string(r.turn_limit) + " turns was reached";
      break;
    case kEndStalemate:  // MZ-END-2
      w.head = "A draw";
      w.sub = "Stalemate: the apocalypse went on for rounds with no progress.";
      w.summary = "A draw: the apocalypse went on for rounds with no side getting closer to a win";
      break;
    default: w.head = "Game over"; break;
  }
  return w;
}

std::string event_text(const MzTable& z, const MzRules& r, const std::vector<std::string>& names,
                       const Event& e) {
  if (e.kind < mono::kNumEventKinds) return mono::event_text(z.t, r.mono, names, e);
  std::string who = name_of(names, e.player);
  auto sq = [&](int s) {
    return std::string(board::square_name(s < 0 || s >= kSquares ? 0 : s, r.mono.theme));
  };
  switch (e.kind) {
    case kEvConvert: return who + " turned into a zombie on " + sq(e.v[1]) + " (" + cause_word(e.v[0]) + ")";
    case kEvImmunityUsed: return who + " spent a release card and stayed human";
    case kEvStage: {
      std::string s = std::string("The game enters ") + stage_word(e.v[0]);
      switch (e.v[1]) {  // MZ-STAGE-2: why the apocalypse came
        case kApocHalf:
          return s + ": the zombies now number " + std::to_string(e.v[2]) + ", half the players";
        case kApocSecond: return s + ": a second player has turned";
        case kApocCircuit: return s + ": every human has gone a full circuit since the outbreak began";
        default: return s;
      }
    }
    case kEvDemolish: return demolish_text(sq(e.v[0]), e.v[1], e.v[2]);
    case kEvMoveDice:
      if (e.v[3] == 1)  // one die: one sentence, no empty second die
        return who + ", homeless, rolled " + std::to_string(e.v[0]) + " and moves on clockwise";
      if (e.v[3] == 2)
        return who + ", homeless, rolled " + std::to_string(e.v[0]) + " and " + std::to_string(e.v[1]) +
               " and moves by one of them";
      return who + " rolled " + std::to_string(e.v[0]) + ", " + std::to_string(e.v[1]) +
             (e.v[2] ? ", " + std::to_string(e.v[2]) : "");
    case kEvShortMove: return who + " moved from " + sq(e.v[0]) + " to " + sq(e.v[1]);
    case kEvCure: return who + " was cured at the hospital on " + sq(e.v[0]);
    case kEvWin:
    case kEvDraw:
      if (z.phase == kMzOver) return end_words(z, r, names).summary;
      return e.kind == kEvDraw ? std::string("A draw") : who + " wins";
    case kEvGuard: return who + " hired a bodyguard for $" + std::to_string(guard_price());
    case kEvTaunt:
      return who + " turned over " + card_title(r, e.v[0]) + " to taunt the living, and ignored it";
    case kEvBattle:
      return "Dice battle: the zombies' best die " + std::to_string(e.v[0]) + " against the humans' " +
             std::to_string(e.v[1]) +
             (e.v[0] > e.v[1]   ? ": the zombies win"
              : e.v[0] < e.v[1] ? ": the humans hold"
                                : ": a tie, roll again");
    case kEvImmunityAsk:
      return who + " may spend a release card to avoid turning (" + cause_word(e.v[0]) + ")";
    case kEvGroup:
      return std::string(e.v[2] ? "A group formed on " : "The group grew on ") + sq(e.v[0]) + " (" +
             std::to_string(std::popcount(static_cast<unsigned>(e.v[1]))) + " humans)";
    case kEvGroupLeave:
      return who + " left the group on " + sq(e.v[0]) + " after " + std::to_string(e.v[1]) +
             (e.v[1] == 1 ? " move" : " moves");
    case kEvGroupWait: return who + " waits for the group's newest member";
    case kEvGroupSync: return "The group on " + sq(e.v[0]) + " stood still a turn to take in a newcomer";
    case kEvGroupDice:
      return who + " rolled " + std::to_string(e.v[0]) + ", " + std::to_string(e.v[1]) + ", " +
             std::to_string(e.v[2]) + " for the group";
    case kEvGroupPlan:
      return e.v[0] == 2 ? who + " declined the plan and proposes another sharing of the dice"
             : e.v[0]    ? "The group agreed how to share its dice"
                         : who + " declined the plan: everyone moves with their own dice";
    case kEvHomeless:
      return who +
             (e.v[0] ? " lost everything and is now homeless" : " has money again and a place in the game");
    case kEvSquat: return who + " squats on " + sq(e.v[0]) + " until " + name_of(names, e.v[1]) + " moves";
    case kEvCarry:
      return e.v[0] == 1 ? who + " picked up a house from " + sq(e.v[1])
                         : who + " carried a house to " + sq(e.v[1]) + " and claimed it";
    case kEvOverrun: return overrun_text(sq(e.v[0]), e.v[1], e.v[2], e.v[3]);
    case kEvFortify:
      return e.v[1] ? who + " fortified " + sq(e.v[0]) + " for $" + std::to_string(e.v[2])
                    : "The fortification of " + sq(e.v[0]) + " took the blow; every level still stands";
    case kEvDebtLapsed:  // MZ-CONV-6
      return who + "'s debt of $" + std::to_string(e.v[1]) + " to " +
             (e.v[0] >= 0 ? name_of(names, e.v[0])
                          : std::string(e.v[0] == mono::kPot ? "the jackpot" : "the bank")) +
             " lapsed: zombies owe nothing";
    case kEvJailFreed: return who + " walks out of jail: there is no jail in the apocalypse";
    case kEvCardVoid:  // MZ-APOC-5
      return who + " drew " + card_title(r, e.v[0]) +
             (e.v[1] == kVoidTeleport ? ", which would move them: no teleports in the apocalypse"
              : e.v[1] == kVoidMoney  ? ": nothing happens, the bank is closed"
                                      : ": nothing happens, there is no jail any more");
    default: return "?";
  }
}

}  // namespace shamble::mz
