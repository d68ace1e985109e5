#include "framework/bot.h"

namespace shamble {

Action RandomBot::choose(const State& s, int seat, Rng& rng) { return s.random_legal(seat, rng, buf_); }

std::unique_ptr<Bot> make_bot(const GameInfo& game, const std::string& level) {
  if (level == "random") return std::make_unique<RandomBot>();
  if (game.make_bot) return game.make_bot(level);
  return nullptr;
}

bool is_bot_kind(const std::string& kind) { return kind.rfind("bot:", 0) == 0; }
std::string bot_level(const std::string& kind) { return is_bot_kind(kind) ? kind.substr(4) : ""; }

}  // namespace shamble
