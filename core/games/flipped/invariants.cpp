// check_invariants(): the internal consistency of a position. Runs after every
// action in the randomized tests and on every loaded save, so it checks ranges
// before it uses anything as an index and never trusts loaded data.
#include "games/flipped/options.h"
#include "games/flipped/state.h"

namespace shamble::flipped {

std::string FlippedState::check_invariants() const {
  if (t_.players < 1 || t_.players > kMaxChars) return "player count out of range";
  if (t_.chars != (t_.players == 1 ? 2 : t_.players))
    return "character count does not match the player count";
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
  if (t_.round < 1 || t_.round > kRounds) return "round out of range";
  if (static_cast<int>(t_.phase) > static_cast<int>(Phase::Over)) return "bad phase";
  if (static_cast<int>(t_.choice) > static_cast<int>(Choice::Tunnel)) return "bad choice";
  if (static_cast<int>(t_.result) > static_cast<int>(Result::PartLost)) return "bad result";
  const bool over = t_.phase == Phase::Over;
  if (over != (t_.result != Result::None)) return "result and phase disagree";
  for (int c = 0; c < kMaxChars; ++c) {
    const Character& k = t_.ch[c];
    if (k.pos < 0 || k.pos >= kSquares) return "character position out of range";
    if (k.health < 0 || k.health > kMaxHealth) return "health out of range";
    if (k.cash < 0) return "negative cash";
    if (k.flags & ~(kSheltered | kReachedJail | kDead)) return "unknown character flags";
    if (c >= t_.chars && k.alive()) return "an unused character slot is alive";
    if (c < t_.chars && k.alive() != (k.health > 0)) return "alive and health disagree";
    if ((k.flags & kSheltered) && (!k.alive() || t_.mark[k.pos] != kSafe))
      return "sheltered outside a safe house";
    if ((k.flags & kReachedJail) && t_.round != kRounds) return "reached-Jail flag before round 7";
  }
  if (!over && !opt(kOptDeath) && living(t_) != t_.chars) return "a character died but the game goes on";
  if (!over && living(t_) == 0) return "no living character but the game goes on";
  for (int sq = 0; sq < kSquares; ++sq) {
    if (t_.mark[sq] > kInfested) return "bad square mark";
    if (t_.mark[sq] == kSafe && !is_lot(sq)) return "a safe house on a square that is not a lot";
  }
  if (t_.mark[kJail] == kInfested && !(over && t_.result == Result::JailInfested))
    return "Jail infested in play";
  // Parts conservation: each part is in exactly one place (at its square, with
  // one living character, or delivered); this array form makes it structural.
  int held[kMaxChars] = {0, 0, 0, 0};
  for (int p = 0; p < kParts; ++p) {
    const int l = t_.part_loc[p];
    if (l == kPartAtSource || l == kPartDelivered) continue;
    if (l < 0 || l >= t_.chars) return "part location out of range";
    if (!t_.ch[l].alive() && !over) return "a fallen character holds a part";
    ++held[l];
  }
  for (int c = 0; c < t_.chars; ++c)
    if (held[c] > part_limit()) return "a character carries more parts than allowed";
  if (over) return {};
  if (t_.turn < 0 || t_.turn >= t_.chars) return "turn out of range";
  // An exchange opened by the last action may go on with no action left (F-SWAP-3).
  if (t_.actions_used < 0 ||
      t_.actions_used >= kMaxActions + (t_.phase == Phase::Choice || t_.exch_with >= 0))
    return "actions out of range";
  if (t_.exch_with < -1 || t_.exch_with >= t_.chars || t_.exch_with == t_.turn)
    return "exchange partner out of range";
  if (t_.exch_done & ~(kExchCash | ((1u << kParts) - 1))) return "bad exchange record";
  if (t_.exch_with < 0 && t_.exch_done) return "an exchange record without an exchange";
  if (t_.pen_square < -1 || t_.pen_square >= kSquares || t_.pen_next < 0 || t_.pen_next > t_.chars)
    return "penalty state out of range";
  switch (t_.phase) {
    case Phase::Day:
      if (!t_.ch[t_.turn].alive()) return "a fallen character has the turn";
      if (t_.choice != Choice::None || t_.pen_square >= 0) return "day phase with a pending choice";
      break;
    case Phase::Choice:
      if (t_.choice == Choice::None || t_.choice_char < 0 || t_.choice_char >= t_.chars ||
          !t_.ch[t_.choice_char].alive())
        return "choice without a chooser";
      if (t_.choice == Choice::SafeHouse && t_.mark[t_.ch[t_.choice_char].pos] != kSafe)
        return "safe-house choice off a safe house";
      if (t_.choice == Choice::Tunnel && t_.ch[t_.choice_char].pos != kGoToJail)
        return "tunnel choice off the corner";
      break;
    case Phase::Share:
      if (t_.share_char < 0 || t_.share_char >= t_.chars || !(t_.share_members & (1u << t_.share_char)))
        return "share without a sharer";
      if (t_.share_left < 0 || t_.share_left > 6 * kMaxChars) return "zombie count out of range";
      if (t_.share_members >> t_.chars) return "share members out of range";
      break;
    case Phase::Over: break;
  }
  return {};
}

}  // namespace shamble::flipped
