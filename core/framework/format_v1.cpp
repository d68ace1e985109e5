// Owns: reading format 1 saves (release 8688899 and before): the frozen lists
// of option and action kind names, and a format 1 kind number in this build's
// numbering. Everything else about loading is match_envelope.cpp's.
#include "framework/format_v1.h"

#include <map>
#include <string>

#include "framework/game.h"

namespace shamble::format_v1 {

namespace {
struct Lists {
  std::vector<std::string_view> options, actions;
};

// Read off release 8688899 (GameInfo::options and State::action_kinds, in order).
const std::map<std::string_view, Lists>& lists() {
  static const std::map<std::string_view, Lists> m = {
      {"monopoly",
       {{"theme", "starting_cash", "no_auctions", "parking_jackpot", "no_rent_in_jail", "double_go_salary",
         "double_rent_with_mortgage", "shortage_auction", "free_deeds", "houses_before_hotel", "jail_turns",
         "end_at_first_bankruptcy", "owner_must_ask"},
        {"roll",       "buy",        "decline",    "bid",      "pass",     "build",    "sell",
         "mortgage",   "unmortgage", "pay_jail",   "use_card", "end_turn", "bankrupt", "trade",
         "trade_cash", "trade_deed", "trade_card", "propose",  "cancel",   "accept",   "reject",
         "counter",    "lift",       "keep",       "place",    "ask_rent"}}},
      {"monopozombie",
       {{"jail_square_converts",
         "third_doubles_converts",
         "jail_card_immunity",
         "immunity_by_choice",
         "hotel_immunity",
         "improvements_always_shelter",
         "direction_before_roll",
         "conversion_dice_battle",
         "shelter_go",
         "shelter_cards",
         "shelter_just_visiting",
         "shelter_tax",
         "shelter_transports",
         "shelter_utilities",
         "outbreak_min_rounds",
         "human_win_in_outbreak",
         "zombie_tie",
         "bodyguards",
         "bodyguard_period",
         "hospitals",
         "groups",
         "group_dice",
         "homelessness",
         "carry_house",
         "homeless_invisible",
         "turn_limit",
         "theme",
         "starting_cash"},
        {"roll",         "buy",       "decline",    "bid",        "pass",        "build",
         "sell",         "mortgage",  "unmortgage", "pay_jail",   "use_card",    "end_turn",
         "bankrupt",     "trade",     "trade_cash", "trade_deed", "trade_card",  "propose",
         "cancel",       "accept",    "reject",     "counter",    "lift",        "keep",
         "place",        "ask_rent",  "z_roll",     "z_dir",      "pick",        "again",
         "stop",         "bodyguard", "immune",     "turn",       "assign",      "accept_plan",
         "decline_plan", "own",       "h_move",     "pick_up",    "leave_house", "counter_plan"}}},
      {"catan",
       {{"zombies", "layout", "no_adjacent_6_8", "victory_points", "quiet_rounds", "dev_card_cost",
         "trade_offers_per_turn", "longest_road_tie", "hand_limit", "dev_before_roll"},
        {"roll",          "settle",       "road",        "city",         "buy-dev",    "knight",
         "road-building", "plenty",       "monopoly",    "bank",         "end-turn",   "offer",
         "offer-give",    "offer-get",    "offer-send",  "offer-cancel", "accept",     "decline",
         "counter",       "counter-give", "counter-get", "counter-send", "trade-with", "zombie-hex",
         "discard",       "robber",       "steal",       "pay-card",     "pay-road",   "pay-settlement",
         "pay-city"}}},
      {"flipped",
       {{"death", "end_without_move", "part_limit", "exchange", "theme", "dice"},
        {"move", "buy", "give_cash", "take_cash", "give_part", "take_part", "end", "stay", "leave", "tunnel",
         "no_tunnel", "share"}}},
  };
  return m;
}
const std::vector<std::string_view> kNone;
}  // namespace

const std::vector<std::string_view>& option_names(std::string_view game) {
  auto it = lists().find(game);
  return it == lists().end() ? kNone : it->second.options;
}

const std::vector<std::string_view>& action_kind_names(std::string_view game) {
  auto it = lists().find(game);
  return it == lists().end() ? kNone : it->second.actions;
}

int action_kind(const State& s, int32_t number) {
  const auto& names = action_kind_names(s.info().id);
  if (number < 0 || number >= static_cast<int32_t>(names.size())) return -1;
  const auto& kinds = s.action_kinds();
  for (size_t k = 0; k < kinds.size(); ++k)
    if (names[number] == kinds[k].name) return static_cast<int>(k);
  return -1;
}

}  // namespace shamble::format_v1
