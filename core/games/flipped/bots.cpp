#include "games/flipped/bots.h"

#include "games/flipped/bot_common.h"

namespace shamble::flipped {

std::unique_ptr<Bot> make_flipped_strong_bot(const std::string& level);  // strong_bot.cpp

std::unique_ptr<Bot> make_flipped_bot(const std::string& level) {
  if (level == "easy") return std::make_unique<bots::EasyBot>();
  if (level == "normal") return std::make_unique<bots::NormalBot>();
  return make_flipped_strong_bot(level);
}

std::unique_ptr<Bot> make_flipped_own_bot() { return std::make_unique<bots::NormalBot>(bots::kOwnWeights); }

}  // namespace shamble::flipped
