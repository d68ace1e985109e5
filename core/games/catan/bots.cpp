#include "framework/bot.h"
#include "games/catan/info_parts.h"
namespace shamble::catan {
std::unique_ptr<Bot> make_catan_bot(const std::string& level) {
  if (level == "easy" || level == "normal") return std::make_unique<RandomBot>();
  return nullptr;
}
}  // namespace shamble::catan
