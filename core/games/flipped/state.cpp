// The State interface of `flipped`: setup, who acts, legal actions and the
// apply() dispatch. Every apply validates completely (check_*) before the
// matching do_* mutates anything, so a refused action leaves the state
// byte-identical.
#include "games/flipped/state.h"

namespace shamble::flipped {

namespace {
// F-TEXT-1: no default name is also a word of a square's name ("Ash Row").
const char* const kDefaultNames[kMaxChars] = {"Avery", "Briar", "Cole", "Dana"};
}  // namespace

// F-SETUP-1 / F-SETUP-2: everyone on the start square with full health; cash
// by team size; solo (one seat) plays two characters with two-player money.
FlippedState::FlippedState(const NewGameParams& p) : config_(p.config), rng_(p.seed) {
  players_ = static_cast<int8_t>(p.players);
  chars_ = static_cast<int8_t>(p.players == 1 ? 2 : p.players);
  const int cash = chars_ == 2 ? 900 : chars_ == 3 ? 715 : 625;
  for (int c = 0; c < kMaxChars; ++c) {
    names_[c] = c < static_cast<int>(p.names.size()) && !p.names[c].empty() ? p.names[c] : kDefaultNames[c];
    ch_[c] = Character{};
    if (c >= chars_) {
      ch_[c].flags = kDead;  // unused slots never act
      ch_[c].health = 0;
    } else {
      ch_[c].cash = cash;
    }
  }
  part_loc_.fill(kPartAtSource);
  mark_.fill(kUnknown);
  start_day(nullptr);
}

uint32_t FlippedState::actors() const {
  switch (phase_) {
    case Phase::Day: return 1u << seat_of(turn_);
    case Phase::Choice: return 1u << seat_of(choice_char_);
    case Phase::Share: return 1u << seat_of(share_char_);
    case Phase::Over: return 0;
  }
  return 0;
}

void FlippedState::legal_actions(int seat, std::vector<Action>& out) const {
  out.clear();
  if (seat < 0 || seat >= 32 || !(actors() & (1u << seat))) return;
  switch (phase_) {
    case Phase::Day: legal_day(out); break;
    case Phase::Choice:
      if (choice_ == Choice::SafeHouse) {
        if (ch_[choice_char_].cash >= board::squares()[ch_[choice_char_].pos].price) out.push_back({kStay});
        out.push_back({kLeave});
      } else {
        out.push_back({kTunnel});
        out.push_back({kNoTunnel});
      }
      break;
    case Phase::Share:
      for (int n = 0; n <= share_left_; ++n) out.push_back({kShare, n});
      break;
    case Phase::Over: break;
  }
}

Outcome FlippedState::outcome() const {
  Outcome o;
  switch (result_) {
    case Result::Won:
      // F-WIN-6: only the survivors escape (with death=play_on a fallen
      // character's seat is not a winner; solo: either character alive).
      for (int c = 0; c < chars_; ++c)
        if (ch_[c].alive() && (o.winners.empty() || o.winners.back() != seat_of(c)))
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
  const int base = (round_ - 1) * (chars_ + 1);
  if (phase_ == Phase::Share || phase_ == Phase::Over) return base + chars_;
  return base + turn_;
}

std::string FlippedState::player_name(int seat) const {
  if (seat < 0 || seat >= players_) return "?";
  if (players_ == 1) return names_[0] + " & " + names_[1];
  return names_[seat];
}

std::string FlippedState::char_name(int c) const { return c >= 0 && c < kMaxChars ? names_[c] : "?"; }

std::string FlippedState::names_of(uint8_t mask) const {
  std::vector<int> cs;
  for (int c = 0; c < chars_; ++c)
    if (mask & (1u << c)) cs.push_back(c);
  std::string out;
  for (size_t i = 0; i < cs.size(); ++i) {
    if (i) out += i + 1 == cs.size() ? " and " : ", ";
    out += names_[cs[i]];
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

int FlippedState::living() const {
  int n = 0;
  for (int c = 0; c < chars_; ++c) n += ch_[c].alive();
  return n;
}

}  // namespace shamble::flipped
