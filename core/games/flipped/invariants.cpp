// check_invariants(): the internal consistency of a position. Runs after every
// action in the randomized tests and on every loaded save, so it checks ranges
// before it uses anything as an index and never trusts loaded data.
#include "games/flipped/options.h"
#include "games/flipped/state.h"

namespace shamble::flipped {

std::string FlippedState::check_invariants() const {
  if (players_ < 1 || players_ > kMaxChars) return "player count out of range";
  if (chars_ != (players_ == 1 ? 2 : players_)) return "character count does not match the player count";
  static const std::vector<OptionDef> defs = make_options();
  // Saves from before the `dice` option (F-DICE-3) end at kOptDice, and from
  // before issue 13's options at kOptLostPart; opt() reads the missing values
  // as 0 (their first value).
  if (config_.values.size() != defs.size() && config_.values.size() != kOptDice &&
      config_.values.size() != kOptLostPart)
    return "rules options have the wrong length";
  for (size_t i = 0; i < config_.values.size(); ++i) {
    const int v = config_.values[i], hi = defs[i].type == OptionType::Choice
                                              ? static_cast<int>(defs[i].choices.size()) - 1
                                              : defs[i].max;
    if (v < 0 || v > hi) return "option " + defs[i].name + " out of range";
  }
  if (round_ < 1 || round_ > kRounds) return "round out of range";
  if (static_cast<int>(phase_) > static_cast<int>(Phase::Over)) return "bad phase";
  if (static_cast<int>(choice_) > static_cast<int>(Choice::Tunnel)) return "bad choice";
  if (static_cast<int>(result_) > static_cast<int>(Result::PartLost)) return "bad result";
  const bool over = phase_ == Phase::Over;
  if (over != (result_ != Result::None)) return "result and phase disagree";
  for (int c = 0; c < kMaxChars; ++c) {
    const Character& k = ch_[c];
    if (k.pos < 0 || k.pos >= kSquares) return "character position out of range";
    if (k.health < 0 || k.health > kMaxHealth) return "health out of range";
    if (k.cash < 0) return "negative cash";
    if (k.flags & ~(kSheltered | kReachedJail | kDead)) return "unknown character flags";
    if (c >= chars_ && k.alive()) return "an unused character slot is alive";
    if (c < chars_ && k.alive() != (k.health > 0)) return "alive and health disagree";
    if ((k.flags & kSheltered) && (!k.alive() || mark_[k.pos] != kSafe))
      return "sheltered outside a safe house";
    if ((k.flags & kReachedJail) && round_ != kRounds) return "reached-Jail flag before round 7";
  }
  if (!over && !opt(kOptDeath) && living() != chars_) return "a character died but the game goes on";
  if (!over && living() == 0) return "no living character but the game goes on";
  for (int sq = 0; sq < kSquares; ++sq) {
    if (mark_[sq] > kInfested) return "bad square mark";
    if (mark_[sq] == kSafe && !is_lot(sq)) return "a safe house on a square that is not a lot";
  }
  if (mark_[kJail] == kInfested && !(over && result_ == Result::JailInfested)) return "Jail infested in play";
  // Parts conservation: each part is in exactly one place (at its square, with
  // one living character, or delivered); this array form makes it structural.
  int held[kMaxChars] = {0, 0, 0, 0};
  for (int p = 0; p < kParts; ++p) {
    const int l = part_loc_[p];
    if (l == kPartAtSource || l == kPartDelivered) continue;
    if (l < 0 || l >= chars_) return "part location out of range";
    if (!ch_[l].alive() && !over) return "a fallen character holds a part";
    ++held[l];
  }
  for (int c = 0; c < chars_; ++c)
    if (held[c] > part_limit()) return "a character carries more parts than allowed";
  if (over) return {};
  if (turn_ < 0 || turn_ >= chars_) return "turn out of range";
  // An exchange opened by the last action may go on with no action left (F-SWAP-3).
  if (actions_used_ < 0 || actions_used_ >= kMaxActions + (phase_ == Phase::Choice || exch_with_ >= 0))
    return "actions out of range";
  if (exch_with_ < -1 || exch_with_ >= chars_ || exch_with_ == turn_) return "exchange partner out of range";
  if (exch_done_ & ~(kExchCash | ((1u << kParts) - 1))) return "bad exchange record";
  if (exch_with_ < 0 && exch_done_) return "an exchange record without an exchange";
  if (pen_square_ < -1 || pen_square_ >= kSquares || pen_next_ < 0 || pen_next_ > chars_)
    return "penalty state out of range";
  switch (phase_) {
    case Phase::Day:
      if (!ch_[turn_].alive()) return "a fallen character has the turn";
      if (choice_ != Choice::None || pen_square_ >= 0) return "day phase with a pending choice";
      break;
    case Phase::Choice:
      if (choice_ == Choice::None || choice_char_ < 0 || choice_char_ >= chars_ || !ch_[choice_char_].alive())
        return "choice without a chooser";
      if (choice_ == Choice::SafeHouse && mark_[ch_[choice_char_].pos] != kSafe)
        return "safe-house choice off a safe house";
      if (choice_ == Choice::Tunnel && ch_[choice_char_].pos != kGoToJail)
        return "tunnel choice off the corner";
      break;
    case Phase::Share:
      if (share_char_ < 0 || share_char_ >= chars_ || !(share_members_ & (1u << share_char_)))
        return "share without a sharer";
      if (share_left_ < 0 || share_left_ > 6 * kMaxChars) return "zombie count out of range";
      if (share_members_ >> chars_) return "share members out of range";
      break;
    case Phase::Over: break;
  }
  return {};
}

}  // namespace shamble::flipped
