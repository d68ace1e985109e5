// Rule options of `flipped`: each is a place where a careful reader of the
// seed could decide otherwise. Order must match enum Opt in state.h.
#include "games/flipped/options.h"

namespace shamble::flipped {

std::vector<OptionDef> make_options() {
  std::vector<OptionDef> o(kNumOpts);
  o[kOptDeath] = {"death",
                  OptionType::Choice,
                  0,
                  0,
                  1,
                  {"team_loses", "play_on"},
                  "when a character reaches 0 health: the team loses at once, or plays on without them "
                  "(their parts return to their squares) (F-NIGHT-5)",
                  "seed: Phase 2 (zombie attacks); issue: 'option: the team plays on without them'"};
  o[kOptEndWithoutMove] = {"end_without_move",
                           OptionType::Bool,
                           0,
                           0,
                           1,
                           {},
                           "allow ending a turn with no move action at all, taking the infestation penalty, "
                           "instead of requiring one move action per turn (F-DAY-2)",
                           "seed: Phase 1 ('one action must be a movement' vs 'fail to move forward'); "
                           "Winning the Game ('or risk zombie infestation')"};
  o[kOptPartLimit] = {"part_limit",
                      OptionType::Choice,
                      0,
                      0,
                      2,
                      {"by_team_size", "one", "unlimited"},
                      "how many parts one character may carry: one with 3-4 characters and any number with 2 "
                      "(default), always one, or any number (F-PART-2)",
                      "seed: Phase 1, action 2 ('in a 3-4 player game, you may only hold one part')"};
  o[kOptExchange] = {"exchange",
                     OptionType::Choice,
                     0,
                     0,
                     1,
                     {"after_move", "same_square"},
                     "who may exchange cash and parts: the mover with characters on the square its last move "
                     "ended on (default), or the acting character with anyone on its square (F-SWAP-1)",
                     "seed: Phase 1, action 3 ('if after a roll, you land on ... the same space')"};
  o[kOptTheme] = {"theme",
                  OptionType::Choice,
                  0,
                  0,
                  1,
                  {"survival", "classic"},
                  "square names shown in labels and logs (no rules effect)",
                  "shared board data (board.h)"};
  o[kOptDice] = {
      "dice",
      OptionType::Choice,
      kReadingSum7,
      0,
      kNumReadings - 1,
      {kDiceSets[kReadingSum7].name, kDiceSets[kReadingSwapDaily].name},
      "which flip dice and round-marker countdown: faces summing to 7 (7|0 6|1 5|2 4|3; the 4|3 die "
      "marks rounds 4 and 5), or 7|0 6|1 5|3 4|2 so the marker changes die every round (F-DICE-3)",
      "seed: Game Setup and Round End (only the 7-0 and 6-1 dice are named)"};
  o[kOptLostPart] = {"lost_part",
                     OptionType::Choice,
                     0,
                     0,
                     1,
                     {"ends_game", "play_on"},
                     "when a part still waits on a square that becomes infested (it can never be bought, so "
                     "nobody can escape): the team is told and loses at once (default), or is told and plays "
                     "on knowingly until time runs out (F-PART-4)",
                     "seed: Phase 1 ('if the jail becomes infested, you lose the game immediately'); Goal of "
                     "the Game (all six parts are needed)",
                     1};
  o[kOptFinalDice] = {
      "final_dice",
      OptionType::Choice,
      0,
      0,
      1,
      {"marker_at_zero", "round_7"},
      "which dice the final attack throws: those available once the marker turns to 0 as night "
      "falls on day 7 (the 7|0 die is the marker, the 6|1 die is back in play; default), or "
      "round 7's available dice (F-WIN-5)",
      "seed: Winning the Game ('before the round counter gets flipped to 0', 'as it turns to "
      "night', 'roll all three available Flip Dice')",
      1};
  return o;
}

std::vector<PresetDef> make_presets() {
  return {
      {"standard", "the rules as written in docs/games/flipped.md", {}},
      {"play_on", "a fallen character leaves play; the rest may still escape", {{"death", "play_on"}}},
      {"lenient",
       "play on after a death, and parts are not limited to one per character",
       {{"death", "play_on"}, {"part_limit", "unlimited"}}},
  };
}

}  // namespace shamble::flipped
