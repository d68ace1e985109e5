#include "games/monopoly/bots.h"
namespace shamble::mono {
std::unique_ptr<Bot> make_normal_bot() { return make_easy_bot(); }
}  // namespace shamble::mono
