// Rule options and presets of the game, and the rules they turn into.
#pragma once

#include <vector>

#include "framework/rules_config.h"
#include "games/monopoly/rules.h"

namespace shamble::mono {

enum OptionIndex {
  kOptTheme,
  kOptStartCash,
  kOptNoAuctions,
  kOptParkingPot,
  kOptNoRentInJail,
  kOptDoubleGo,
  kOptDoubleRentPartial,
  kOptShortageAuction,
  kOptDealDeeds,
  kOptHotelAfter,
  kOptJailTurns,
  kOptEndFirstBankruptcy,
  kOptOwnerMustAsk,
  kOptAuctionRotation,
  kOptAuctionBidding,
  kOptDrawAtRandom,
  kNumOptions
};

const std::vector<OptionDef>& option_defs();
const std::vector<PresetDef>& preset_defs();
MonoRules rules_from(const RulesConfig& cfg);

}  // namespace shamble::mono
