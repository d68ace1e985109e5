// The "strong" level of the cooperative board game (framework/strong_bot.h).
// Nothing is hidden but the dice, so a determinization is only the reseeded
// Rng; the value is the team's: a won game is worth 1 to every seat.
#include "framework/strong_bot.h"

#include "framework/state_cast.h"
#include "games/flipped/bot_common.h"
#include "games/flipped/bots.h"

namespace shamble::flipped {

namespace {

// Parts delivered and health left, for a rollout cut short (games are seven
// rounds long, so rollouts normally reach the end).
double team_progress(const FlippedState& f) {
  int health = 0;
  for (int c = 0; c < f.chars(); ++c) health += f.ch(c).alive() ? f.ch(c).health : 0;
  return 0.6 * f.parts_delivered() / kParts + 0.4 * health / (f.chars() * kMaxHealth);
}

}  // namespace

std::unique_ptr<Bot> make_flipped_strong_bot(const std::string& level) {
  StrongParams p;
  if (!parse_strong_level(level, &p) || !p.flags.empty()) return nullptr;
  StrongGame g;
  g.make_rollout_bot = [] { return std::unique_ptr<Bot>(std::make_unique<bots::NormalBot>()); };
  // The seat itself plays on with the sharper weights (bot_weights.h); its
  // teammates are the normal bots they are.
  g.make_own_bot = [] { return make_flipped_own_bot(); };
  // A loss is graded by how near the team came, so that few rollouts, most of
  // them lost, still tell moves apart.
  g.value = [](const State& s, int seat) {
    const double progress = team_progress(state_as<FlippedState>(s));
    return s.terminal() ? 0.8 * outcome_value(s, seat) + 0.2 * progress : 0.2 * progress;
  };
  g.horizon = 0;  // to the end
  return make_strong_bot(std::move(g), std::move(p));
}

}  // namespace shamble::flipped
