// The State interface of `flipped`: setup, who acts, legal actions, names.
// apply() is in kinds.cpp: every apply validates completely (check_*) before
// the matching do_* (rules.h) mutates the table, so a refused action leaves
// the state byte-identical.
#include "games/flipped/state.h"

namespace shamble::flipped {

namespace {
// F-TEXT-1: no default name is also a word of a square's name ("Ash Row").
const char* const kDefaultNames[kMaxChars] = {"Avery", "Briar", "Cole", "Dana"};
}  // namespace

// F-SETUP-1 / F-SETUP-2: everyone on the start square with full health; cash
// by team size; solo (one seat) plays two characters with two-player money.
FlippedState::FlippedState(const NewGameParams& p) : config_(p.config), rng_(p.seed) {
  t_.players = static_cast<int8_t>(p.players);
  t_.chars = static_cast<int8_t>(p.players == 1 ? 2 : p.players);
  const int cash = t_.chars == 2 ? 900 : t_.chars == 3 ? 715 : 625;
  for (int c = 0; c < kMaxChars; ++c) {
    t_.names[c] = c < static_cast<int>(p.names.size()) && !p.names[c].empty() ? p.names[c] : kDefaultNames[c];
    t_.ch[c] = Character{};
    if (c >= t_.chars) {
      t_.ch[c].flags = kDead;  // unused slots never act
      t_.ch[c].health = 0;
    } else {
      t_.ch[c].cash = cash;
    }
  }
  t_.part_loc.fill(kPartAtSource);
  t_.mark.fill(kUnknown);
  Ctx cx{t_, config_, rng_, nullptr};
  start_day(cx);
}

uint32_t FlippedState::actors() const {
  switch (t_.phase) {
    case Phase::Day: return 1u << seat_of(t_.turn);
    case Phase::Choice: return 1u << seat_of(t_.choice_char);
    case Phase::Share: return 1u << seat_of(t_.share_char);
    case Phase::Over: return 0;
  }
  return 0;
}

void FlippedState::legal_actions(int seat, std::vector<Action>& out) const {
  out.clear();
  if (seat < 0 || seat >= 32 || !(actors() & (1u << seat))) return;
  switch (t_.phase) {
    case Phase::Day: legal_day(t_, config_, out); break;
    case Phase::Choice:
      if (t_.choice == Choice::SafeHouse) {
        if (t_.ch[t_.choice_char].cash >= board::squares()[t_.ch[t_.choice_char].pos].price)
          out.push_back({kStay});
        out.push_back({kLeave});
      } else {
        out.push_back({kTunnel});
        out.push_back({kNoTunnel});
      }
      break;
    case Phase::Share:
      for (int n = 0; n <= t_.share_left; ++n) out.push_back({kShare, n});
      break;
    case Phase::Over: break;
  }
}

Outcome FlippedState::outcome() const {
  Outcome o;
  switch (t_.result) {
    case Result::Won:
      // F-WIN-6: only the survivors escape (with death=play_on a fallen
      // character's seat is not a winner; solo: either character alive).
      for (int c = 0; c < t_.chars; ++c)
        if (t_.ch[c].alive() && (o.winners.empty() || o.winners.back() != seat_of(c)))
          o.winners.push_back(seat_of(c));
      o.side = "team";  // one win for the whole team; a loss has no winners (Outcome::all_lose)
      o.reason = "escaped";
      break;
    case Result::Death: o.reason = "death"; break;
    case Result::JailInfested: o.reason = "jail infested"; break;
    case Result::Time: o.reason = "time"; break;
    case Result::PartLost: o.reason = "part lost"; break;
    case Result::None: break;
  }
  o.summary = end_summary();
  return o;
}

// Each round counts chars+1 steps: one per day turn and one for the night.
int FlippedState::turn_number() const {
  const int base = (t_.round - 1) * (t_.chars + 1);
  if (t_.phase == Phase::Share || t_.phase == Phase::Over) return base + t_.chars;
  return base + t_.turn;
}

std::string FlippedState::player_name(int seat) const {
  if (seat < 0 || seat >= t_.players) return "?";
  if (t_.players == 1) return t_.names[0] + " & " + t_.names[1];
  return t_.names[seat];
}

std::string FlippedState::char_name(int c) const { return c >= 0 && c < kMaxChars ? t_.names[c] : "?"; }

std::string FlippedState::names_of(uint8_t mask) const {
  std::vector<int> cs;
  for (int c = 0; c < t_.chars; ++c)
    if (mask & (1u << c)) cs.push_back(c);
  std::string out;
  for (size_t i = 0; i < cs.size(); ++i) {
    if (i) out += i + 1 == cs.size() ? " and " : ", ";
    out += t_.names[cs[i]];
  }
  return out.empty() ? "nobody" : out;
}

const std::vector<EventKindDef>& FlippedState::event_kinds() const {
  static const std::vector<EventKindDef> k = {
      {"round_start"},  {"turn_start"},   {"roll"},      {"move"},          {"reveal"},
      {"health"},       {"push_back"},    {"stay"},      {"part_taken"},    {"part_delivered"},
      {"cash_given"},   {"part_given"},   {"tunnel"},    {"infest"},        {"night_start"},
      {"attack"},       {"share"},        {"fight"},     {"death"},         {"reached_jail"},
      {"turn_end"},     {"final_attack"}, {"game_over"}, {"part_returned"}, {"part_lost"},
      {"safe_tonight"},
  };
  return k;
}

}  // namespace shamble::flipped
