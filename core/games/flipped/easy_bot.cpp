// The "easy" team: one move per turn with every available die, buys any part
// it stands on, shelters only when rich, and splits zombies evenly. It plans
// nothing, so it shows what the rules do to a careless team.
#include "games/flipped/bot_common.h"

namespace shamble::flipped::bots {

Action EasyBot::choose(const State& s, int seat, Rng& rng) {
  (void)seat;
  (void)rng;
  const auto& f = static_cast<const FlippedState&>(s);
  switch (f.phase()) {
    case Phase::Share: {
      int rest = 0;
      for (int c = f.share_char(); c < f.chars(); ++c) rest += (f.share_members() >> c) & 1;
      return {kShare, (f.share_left() + rest - 1) / rest};
    }
    case Phase::Choice: {
      if (f.choice() == Choice::Tunnel) return {kTunnel};
      const Character& k = f.ch(f.choice_char());
      return k.cash >= board::squares()[k.pos].price + 300 ? Action{kStay} : Action{kLeave};
    }
    default: break;
  }
  if (!f.has_moved()) return {kMove, available_mask(f.round())};
  if (f.can_buy_part(f.turn_char())) return {kBuyPart};
  return {kEndTurn};
}

}  // namespace shamble::flipped::bots
