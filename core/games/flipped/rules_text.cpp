// The in-game rules panel of `flipped`, written for this project (not copied
// from the seed). Ids are cited by events and errors, tests and the docs.
#include "games/flipped/rules_text.h"

namespace shamble::flipped {

std::vector<RuleDoc> make_rules() {
  return {
      {"F-SETUP-1", "Setup",
       "Everyone starts on the start square with 10 health. Cash each: $900 for two characters, $715 for "
       "three, "
       "$625 for four. Nothing on the board is known yet; six parts wait on the four transport squares "
       "(train "
       "parts) and the two utilities (generator parts)."},
      {"F-SETUP-2", "Solo",
       "Played alone, one person controls two characters, with the money and rules of a two-character team."},
      {"F-DICE-1", "Flip dice",
       "Four two-sided dice, each with a high silver face and a low coloured face. By default the faces of "
       "each die add up to 7: 7|0, 6|1, 5|2 and 4|3 (see F-DICE-3 for the other reading). A flip is one "
       "throw "
       "of one die."},
      {"F-DICE-2", "Round marker and available dice",
       "One die lies aside showing the round's number. The other three are the available dice, used for "
       "moving and for zombie counts."},
      {"F-DICE-3", "Which dice (option dice)",
       "The rules name only the 7-0 and 6-1 dice. sum7 (default): the other two are 5|2 and 4|3, and the 4|3 "
       "die marks both round 4 (silver 4) and round 5 (coloured 3). swap_daily: they are 5|3 and 4|2, so "
       "the marker changes die at every round end (7, 6, 5, 4 silver; then 3 on 5|3, 2 on 4|2, 1 on 6|1)."},
      {"F-DAY-1", "Day turns",
       "Each round starts with a day: characters take turns in order, each with up to three actions (move, "
       "buy a part, exchange), in any order and with repeats."},
      {"F-DAY-2", "Keep moving",
       "A turn must include at least one move action; when two actions are used without one, the third must "
       "be a move (see option end_without_move)."},
      {"F-DAY-3", "Standing still draws zombies",
       "If a turn ends without any forward movement (every roll showed 0), the mover's square becomes "
       "infested: everyone on it loses 1 health and is pushed one square back."},
      {"F-DAY-4", "Jail must stay clean", "If Jail becomes infested this way, the team loses at once."},
      {"F-MOVE-1", "Moving", "Pick any of the available dice, throw them, and move clockwise by the total."},
      {"F-MOVE-3", "The tunnel",
       "Landing exactly on the Go-to-Jail corner with a roll offers a one-way tunnel straight to Jail."},
      {"F-REVEAL-1", "Unknown lots",
       "Lots are the 22 squares with a colour band; only they hide zombies or shelter. Arriving on a lot "
       "nobody has revealed (marked ? on the board), flip a die. Coloured: the lot is infested for good, you "
       "lose 1 health and step back one square, and that square is resolved the same way. Every other "
       "square, transports and utilities included, is open street: it never flips."},
      {"F-REVEAL-2", "Safe houses",
       "Silver: the lot is a safe house for good. You may stay by paying its price, which shelters you "
       "for the coming night, or step back one square. The same choice comes whenever you arrive there."},
      {"F-REVEAL-3", "Infested squares",
       "Arriving on an infested square costs 1 health and pushes you back one square."},
      {"F-MONEY-1", "Out of money",
       "Without enough cash you cannot buy a part or stay in a safe house; a safe house you cannot pay for "
       "sends you back one square."},
      {"F-JAIL-1", "Jail", "Jail is a free shelter: nobody there is attacked at night."},
      {"F-PART-1", "Buying a part",
       "Standing on a transport or utility whose part is still there, pay the square's full price to take "
       "the part (one action)."},
      {"F-PART-2", "Carrying parts",
       "With three or four characters each may carry only one part at a time (see option part_limit)."},
      {"F-PART-3", "Delivering parts",
       "Passing or landing on Jail, by any means, leaves every part you carry there for good."},
      {"F-PART-4", "A lost part (option lost_part)",
       "Nobody can stand on an infested square, so a part still waiting on an infested transport or utility "
       "can never be bought and the team can no longer escape. Everyone is told at once and, as with an "
       "infested Jail, the team loses then (lost_part=play_on: the game goes on, knowingly, until time runs "
       "out)."},
      {"F-SWAP-1", "Exchanging",
       "After a move that ends on another character's square, you may exchange cash and parts with that "
       "character, in either direction."},
      {"F-SWAP-2", "A roll of 0 meets nobody",
       "A roll whose total is 0 lands nowhere, so it allows no exchange, even with someone on your square."},
      {"F-SWAP-3", "One action per exchange",
       "An exchange costs one action however many things change hands: after the first handover, more "
       "handovers with the same character are free until you take another action. Within one exchange cash "
       "moves once (either way) and each part at most once."},
      {"F-NIGHT-1", "Night",
       "After the day, everyone outside (not in Jail, not sheltered in a paid safe house) is attacked. "
       "Characters on the same square are attacked together."},
      {"F-NIGHT-2", "Counting zombies",
       "Each attack throws the three available dice; the numbers on the coloured faces showing add up to the "
       "zombies."},
      {"F-NIGHT-3", "Sharing zombies",
       "A group shares its zombies: in turn order, each member says how many of those left it takes on; the "
       "last member takes the rest."},
      {"F-NIGHT-4", "Fighting",
       "Each zombie is fought with one flip: silver defeats it, coloured costs 1 health."},
      {"F-NIGHT-5", "Death",
       "A character at 0 health dies and the team loses (option death=play_on: the rest play on, and the "
       "fallen character's parts return to their squares)."},
      {"F-NIGHT-6", "A quiet night",
       "Whoever is in Jail or sheltered in a paid safe house is not attacked; the log says so for each of "
       "them."},
      {"F-ROUND-1", "Round end",
       "After the night the marker counts down: 7, 6, 5, 4 on silver faces, then 3, 2, 1 on coloured faces. "
       "The die it replaces comes back into play. There are seven rounds."},
      {"F-WIN-1", "All parts", "All six parts must be delivered to Jail by the end of the day of round 7."},
      {"F-WIN-2", "Meet at Jail",
       "Every living character must reach Jail during the day of round 7 (passing it counts; being there "
       "earlier does not). Otherwise time runs out and the team loses."},
      {"F-WIN-3", "Last stand",
       "Then comes a final attack instead of a night: every character throws the three available dice, the "
       "zombies are added up and shared out as at night (turn order decides)."},
      {"F-WIN-4", "Escape", "If everyone survives the final attack, the team escapes and wins together."},
      {"F-WIN-5", "The last stand's dice (option final_dice)",
       "Night falls on day 7 and the marker turns to 0: the 7|0 die becomes the marker and the 6|1 die is "
       "back "
       "in play, so the final attack throws 6|1 and the two others, not round 7's dice (final_dice=round_7: "
       "round 7's dice)."},
      {"F-WIN-6", "Only survivors escape",
       "With death=play_on, a fallen character's seat is not among the winners; only the seats of the "
       "survivors win."},
      {"F-TEXT-1", "Names",
       "Open streets that do nothing in this game have plain names (no card, tax, attack or protection, and "
       "never the word lot), and no character shares a name with a square."},
      {"F-TEXT-2", "The log",
       "Sentences name who is attacked, hurt or sheltered, and count zombies in the singular for one."},
  };
}

}  // namespace shamble::flipped
