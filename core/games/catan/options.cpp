// Rule options and presets (indices match Opt in types.h).
#include "games/catan/info_parts.h"

namespace shamble::catan {

std::vector<OptionDef> make_options() {
  std::vector<OptionDef> v(kNumOpts);
  v[kOptZombies] = {"zombies",
                    OptionType::Bool,
                    1,
                    0,
                    1,
                    {},
                    "Zombie rules: no robber, zombies on rolled numbers, attacks on 7",
                    "zombie variant: whole text"};
  v[kOptLayout] = {"layout",
                   OptionType::Choice,
                   1,
                   0,
                   1,
                   {"beginner", "random"},
                   "Fixed beginner island or shuffled terrain, numbers and harbours",
                   "base game: board setup"};
  v[kOptNoRedNeighbours] = {"no_adjacent_6_8",
                            OptionType::Bool,
                            1,
                            0,
                            1,
                            {},
                            "Random islands never put a 6 or 8 next to another 6 or 8",
                            "base game: variable setup"};
  v[kOptTarget] = {
      "victory_points",    OptionType::Int, 10, 5, 15, {}, "Points needed to win, on your own turn",
      "base game: winning"};
  v[kOptQuietRounds] = {"quiet_rounds",
                        OptionType::Int,
                        2,
                        0,
                        5,
                        {},
                        "Sevens in this many first rounds do nothing",
                        "zombie variant: zombie placement"};
  v[kOptDevCost] = {"dev_card_cost",
                    OptionType::Choice,
                    1,
                    0,
                    1,
                    {"wool-grain-ore", "any-two", "any-two-or-pair"},
                    "A development card costs wool, grain and ore; or any two different of them; or any two "
                    "of them, a pair of one kind allowed",
                    "zombie variant: development cards"};
  v[kOptOffers] = {"trade_offers_per_turn",
                   OptionType::Int,
                   1,
                   0,
                   10,
                   {},
                   "Trade offers a player may make per turn (0: no trading between players)",
                   "base game: domestic trade (the bound is ours)"};
  v[kOptRoadTie] = {
      "longest_road_tie",
      OptionType::Choice,
      1,
      0,
      1,
      {"nobody", "turn-order"},
      "When the holder loses the longest road to a tie: nobody holds it, or the next tied player "
      "after the holder in turn order",
      "zombie variant: building destruction"};
  v[kOptHandLimit] = {"hand_limit",
                      OptionType::Int,
                      7,
                      5,
                      20,
                      {},
                      "Classic sevens: players with more cards than this discard half",
                      "base game: rolling a 7"};
  v[kOptDevBeforeRoll] = {"dev_before_roll",
                          OptionType::Bool,
                          1,
                          0,
                          1,
                          {},
                          "A development card may be played before rolling",
                          "base game: development cards"};
  // Readings of the zombie text where players could disagree. Each `absent` (and
  // default) is what the game did before the option existed, so saves replay as they were.
  v[kOptZombieBlock] = {"zombie_blocks_production",
                        OptionType::Choice,
                        0,
                        0,
                        1,
                        {"never", "full-hex", "any-zombie"},
                        "Zombies on a hex stop it producing: never, only when the hex is full (3), or "
                        "as soon as one stands there",
                        "zombie variant: overview (no robber; production is not mentioned)",
                        0};
  v[kOptDesertZombies] = {"desert_zombies",
                          OptionType::Choice,
                          0,
                          0,
                          1,
                          {"never", "by-spreading"},
                          "Zombies never enter the desert, or an infestation spreads into it too (it "
                          "still does not count for the island falling)",
                          "zombie variant: object of the game, infestation",
                          0};
  v[kOptFallingRoads] = {"settlement_with_roads",
                         OptionType::Choice,
                         0,
                         0,
                         1,
                         {"protected", "roads-fall"},
                         "A settlement that joins roads to your buildings cannot be destroyed, or may be and "
                         "the roads left unjoined go with it, for no extra value",
                         "zombie variant: building destruction",
                         0};
  v[kOptOutCards] = {"eliminated_cards",
                     OptionType::Choice,
                     0,
                     0,
                     1,
                     {"to-bank", "out-of-play"},
                     "An eliminated player's resource cards go back to the bank, or leave play with "
                     "the player",
                     "zombie variant: player elimination",
                     0};
  v[kOptZombieDiscard] = {"zombie_seven_discard",
                          OptionType::Bool,
                          0,
                          0,
                          1,
                          {},
                          "With zombies, an attacking 7 also makes players holding more than the hand "
                          "limit discard half first",
                          "zombie variant: zombie attack; base game: rolling a 7",
                          0};
  v[kOptDrawAtRandom] = {"draw_at_random",
                         OptionType::Bool,
                         0,
                         0,
                         1,
                         {},
                         "Each development card is picked at random among the undrawn ones when bought, "
                         "instead of from an order shuffled at the start (same odds; play by link: no "
                         "order to read in the saved game)",
                         "base game: development cards",
                         0};
  return v;
}

std::vector<PresetDef> make_presets() {
  return {
      {"zombies",
       "Zombie island: no robber, zombies spread on every roll and attack on sevens",
       {{"zombies", "true"},
        {"dev_card_cost", "any-two"},
        {"quiet_rounds", "2"},
        {"longest_road_tie", "turn-order"}}},
      {"classic",
       "The plain settling game with the robber",
       {{"zombies", "false"},
        {"dev_card_cost", "wool-grain-ore"},
        {"quiet_rounds", "0"},
        {"longest_road_tie", "nobody"}}},
  };
}

}  // namespace shamble::catan
