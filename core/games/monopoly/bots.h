// Bot factories and the valuation helpers the bots share.
#pragma once

#include <array>
#include <memory>
#include <optional>
#include <string>

#include "framework/bot.h"
#include "games/monopoly/board_masks.h"
#include "games/monopoly/monopoly.h"
#include "games/monopoly/rules.h"

namespace shamble::mono {

std::unique_ptr<Bot> make_monopoly_bot(const std::string& level);
std::unique_ptr<Bot> make_easy_bot();
std::unique_ptr<Bot> make_normal_bot();

// A square on which `seat` may ask for rent now (M-RENT-8), or -1. Bots ask at once.
inline int rent_to_ask(const MonoTable& t, int seat) {
  for (int i = 0; i < t.claim_count; ++i)
    if (t.claims[i].owner == seat && !can_ask_rent(t, seat, t.claims[i].square)) return t.claims[i].square;
  return -1;
}

// What every level of bot shares: an owner who is not acting asks for the
// rent as soon as it is owed (M-RENT-8), through the game loop's interject.
class PropertyBot : public Bot {
 public:
  std::optional<Action> interject(const State& s, int seat, Rng&) override {
    int sq = rent_to_ask(table_fast(s), seat);
    if (sq < 0) return std::nullopt;
    return Action{kAskRent, sq, 0, 0};
  }
};

// The least an offer must gain the normal bot, by its valuation, for it to accept (more than $10).
inline constexpr int kNormalAcceptGain = 11;

// bot_eval.cpp
int deed_value(const MonoTable& t, int player, int square);  // worth of a deed to `player`
int trade_gain(const MonoTable& t, int player);              // value change of the open offer for `player`
// The lots `seat` lacks where that lot alone is missing from a colour group;
// with `groups`, every lot of those groups there too.
uint64_t lots_one_short(const MonoTable& t, int seat, uint64_t* groups = nullptr);
// Whether `sq` is the one lot of its colour group that `player` lacks (inline:
// the normal bot asks it for every lot it weighs).
inline bool completes_group(const MonoTable& t, int player, int sq) {
  const int g = sq_data(sq).group;
  return g >= 0 && (group_mask(g) & ~square_bit(sq) & ~owned_by(t, player)) == 0;
}
// bot_counter.cpp: an offer a bot wants on the table, and counter-offers.
struct OfferPlan {
  bool active = false;
  std::array<int32_t, 2> cash{};
  uint64_t deeds = 0;
  uint8_t cards = 0;
};
int plan_gain(const MonoTable& t, const OfferPlan& p, int player);  // trade_gain if the offer were `p`
// A counter to the offer `seat` is answering: its own gain >= want_self, the
// other side's (by the same valuation) >= want_other; false if none is near.
bool find_counter(const MonoTable& t, int seat, int want_self, int want_other, OfferPlan* out);
// The next edit toward `plan` (then propose), or cancel if it cannot be reached.
Action edit_toward(const MonoTable& t, int seat, const OfferPlan& plan);

// First own square from a random offset for which `ok` holds, or -1.
template <class F>
int scan_own(const MonoTable& t, int seat, int start, F ok) {
  for (int k = 0; k < kSquares; ++k) {
    int sq = (start + k) % kSquares;
    if (t.owner[sq] == seat && ok(sq)) return sq;
  }
  return -1;
}

}  // namespace shamble::mono
