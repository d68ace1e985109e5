// Options: the theme, the common house rules (all off by default, so the
// variant lab can compare them one at a time) and the short-game rules, which
// the "short" presets switch on together.
#include "games/monopoly/options.h"

namespace shamble::mono {

const std::vector<OptionDef>& option_defs() {
  static const std::vector<OptionDef> defs = [] {
    std::vector<OptionDef> d(kNumOptions);
    d[kOptTheme] = {"theme",
                    OptionType::Choice,
                    0,
                    0,
                    1,
                    {"classic", "survival"},
                    "Names and pictures: a classic town, or a survival camp (walls and guard towers).",
                    "theme"};
    d[kOptStartCash] = {"starting_cash",
                        OptionType::Int,
                        1500,
                        100,
                        10000,
                        {},
                        "Cash each player starts with.",
                        "rules: setup; house rule when changed"};
    d[kOptNoAuctions] = {"no_auctions",
                         OptionType::Bool,
                         0,
                         0,
                         1,
                         {},
                         "A declined deed stays with the bank instead of going to auction.",
                         "common house rule"};
    d[kOptParkingPot] = {
        "parking_jackpot",
        OptionType::Bool,
        0,
        0,
        1,
        {},
        "Taxes and fines go into a pot that the next player to stop on the rest square takes.",
        "common house rule (the rules forbid it)"};
    d[kOptNoRentInJail] = {
        "no_rent_in_jail",  OptionType::Bool, 0, 0, 1, {}, "Owners in jail collect no rent.",
        "common house rule"};
    d[kOptDoubleGo] = {"double_go_salary",
                       OptionType::Bool,
                       0,
                       0,
                       1,
                       {},
                       "Stopping exactly on the start square pays the salary twice.",
                       "common house rule"};
    d[kOptDoubleRentPartial] = {
        "double_rent_with_mortgage",
        OptionType::Bool,
        0,
        0,
        1,
        {},
        "Unimproved rent doubles on a complete group even if one of its lots is mortgaged.",
        "reference README: some secondary sources"};
    d[kOptShortageAuction] = {"shortage_auction",
                              OptionType::Bool,
                              1,
                              0,
                              1,
                              {},
                              "When buildings run short and several players want them, they are auctioned.",
                              "rules: building shortage"};
    d[kOptDealDeeds] = {"free_deeds",
                        OptionType::Int,
                        0,
                        0,
                        3,
                        {},
                        "Deeds dealt free to each player at the start.",
                        "rules: short game, change 1"};
    d[kOptHotelAfter] = {"houses_before_hotel",
                         OptionType::Int,
                         4,
                         3,
                         4,
                         {},
                         "Houses needed on each lot before a hotel.",
                         "rules: short game, change 2"};
    d[kOptJailTurns] = {
        "jail_turns",
        OptionType::Int,
        3,
        1,
        3,
        {},
        "Turns a jailed player may try for doubles before paying; 1 = leave on the next turn.",
        "rules: jail; short game, change 3"};
    d[kOptEndFirstBankruptcy] = {"end_at_first_bankruptcy",
                                 OptionType::Bool,
                                 0,
                                 0,
                                 1,
                                 {},
                                 "The game ends at the first bankruptcy; the richest remaining player wins.",
                                 "rules: short game, end of game"};
    d[kOptOwnerMustAsk] = {"owner_must_ask",
                           OptionType::Bool,
                           0,
                           0,
                           1,
                           {},
                           "Rent is paid only if the owner asks for it before the next player rolls.",
                           "rules: rent (the printed rule; automatic rent is the usual digital default)"};
    d[kOptAuctionRotation] = {
        "auction_rotation",
        OptionType::Choice,
        0,
        0,
        1,
        {"open", "strict"},
        "open: anyone may bid from $1, a player who passed may bid again after a later bid, and the "
        "bidding closes when everyone else has passed since the last bid; a building shortage auction "
        "starts only when another player outbids the one who asked to build. strict: a pass is final, and "
        "a shortage auction starts whenever others could build too. Who may speak when: auction_bidding.",
        "rules: auction (\"any player can start the bidding for as little as $1\"); building shortage "
        "(\"two or more players wish to buy them\"); strict is this game's rule before version 3",
        1};  // saves from before the option played strict auctions
    d[kOptAuctionBidding] = {
        "auction_bidding",
        OptionType::Choice,
        0,
        0,
        1,
        {"anyone", "in_turn"},
        "anyone: while the bidding is open, every player still bidding may bid or pass at any moment, "
        "without waiting for a turn to speak. in_turn: players are asked one at a time in seat order, "
        "from the player who declined.",
        "rules: auction (\"any player can start the bidding\"); in_turn is this game's rule before "
        "version 4",
        1};  // saves from before the option asked bidders one at a time
    d[kOptDrawAtRandom] = {"draw_at_random",
                           OptionType::Bool,
                           0,
                           0,
                           1,
                           {},
                           "Each card not yet seen is picked at random when drawn, instead of from an order "
                           "shuffled at the start (same odds; play by link: no order to read in the saved "
                           "game)",
                           "rules: cards",
                           0};
    return d;
  }();
  return defs;
}

const std::vector<PresetDef>& preset_defs() {
  static const std::vector<PresetDef> presets = {
      {"classic", "The standard rules in the classic town.", {}},
      {"survival", "The standard rules in the survival camp.", {{"theme", "survival"}}},
      {"short",
       "Speed play: three free deeds, hotels after three houses, one turn in jail, ends at the first "
       "bankruptcy.",
       {{"free_deeds", "3"},
        {"houses_before_hotel", "3"},
        {"jail_turns", "1"},
        {"end_at_first_bankruptcy", "true"}}},
      {"survival-short",
       "Speed play in the survival camp.",
       {{"theme", "survival"},
        {"free_deeds", "3"},
        {"houses_before_hotel", "3"},
        {"jail_turns", "1"},
        {"end_at_first_bankruptcy", "true"}}},
  };
  return presets;
}

MonoRules rules_from(const RulesConfig& cfg) {
  MonoRules r;
  auto v = [&](int i) {
    return i < static_cast<int>(cfg.values.size()) ? cfg.values[i] : option_defs()[i].def;
  };
  r.theme = v(kOptTheme) == 1 ? board::Theme::Survival : board::Theme::Classic;
  r.start_cash = v(kOptStartCash);
  r.auctions = !v(kOptNoAuctions);
  r.parking_pot = v(kOptParkingPot);
  r.no_rent_in_jail = v(kOptNoRentInJail);
  r.double_go = v(kOptDoubleGo);
  r.double_rent_partial = v(kOptDoubleRentPartial);
  r.shortage_auction = v(kOptShortageAuction);
  r.deal_deeds = v(kOptDealDeeds);
  r.hotel_after = v(kOptHotelAfter) == 3 ? 3 : 4;
  r.jail_turns = v(kOptJailTurns) < 1 ? 1 : v(kOptJailTurns) > 3 ? 3 : v(kOptJailTurns);
  r.end_at_first_bankruptcy = v(kOptEndFirstBankruptcy);
  r.owner_must_ask = v(kOptOwnerMustAsk);
  r.open_auctions = v(kOptAuctionRotation) == 0;
  r.anyone_bids = v(kOptAuctionBidding) == 0;
  r.draw_at_random = v(kOptDrawAtRandom);
  return r;
}

}  // namespace shamble::mono
