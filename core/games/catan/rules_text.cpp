// The in-game rules panel, in our own words. Each id is what events cite.
#include "games/catan/info_parts.h"

namespace shamble::catan {

std::vector<RuleDoc> make_rules() {
  return {
      {"C-BOARD", "The island",
       "Nineteen land hexes: four forests (lumber), four pastures (wool), four fields (grain), three hills "
       "(brick), three mountains (ore) and one desert. Every hex but the desert carries a number from 2 to "
       "12 "
       "(never 7). Nine harbours sit on the coast: four trade any resource 3:1, five trade one resource "
       "2:1."},
      {"C-LAYOUT", "Layout",
       "Choose the fixed beginner island or a shuffled one. A shuffled island can be kept free of 6s and 8s "
       "touching each other."},
      {"C-SETUP", "Opening",
       "Going round the table and then back again, each player places a settlement and a road touching it, "
       "twice."},
      {"C-SETUP-YIELD", "Opening cards",
       "Your second settlement hands you one card for each land hex it touches."},
      {"C-DISTANCE", "Distance", "A settlement never stands on a corner next to another building."},
      {"C-ROAD-CONNECT", "Connected roads",
       "New roads and settlements must join your road network. Another player's building cuts the network "
       "at its corner."},
      {"C-PIECES", "Pieces", "Each player has 15 roads, 5 settlements and 4 cities."},
      {"C-TURN", "Your turn",
       "Roll, then trade and build in any order, then pass the turn. Play passes to the left."},
      {"C-ROLL", "Rolling", "Two dice are rolled at the start of every turn."},
      {"C-PRODUCE", "Production",
       "Each hex showing the total gives its resource to every adjacent settlement (1) and city (2)."},
      {"C-BANK-SHORT", "Empty bank",
       "The bank holds 19 of each resource. If it cannot pay everyone a resource, nobody gets that resource, "
       "unless only one player is owed it: that player takes what is left."},
      {"C-TRADE-BANK", "Bank trade",
       "After rolling you may give the bank 4 equal cards for any 1 other card."},
      {"C-HARBOUR", "Harbours",
       "A settlement or city on a harbour improves your bank rate: 3:1 for any resource, or 2:1 for the "
       "harbour's resource."},
      {"C-TRADE-OFFER", "Trading with players",
       "On your turn you may write an offer (cards you give, cards you want). Every other player accepts, "
       "declines or counters; you then trade with one of them or withdraw."},
      {"C-TRADE-COUNTER", "Counter-offers",
       "Instead of accepting, a player may answer with their own terms; the offering player may take them."},
      {"C-TRADE-LIMIT", "Offers per turn",
       "A player makes at most a set number of offers per turn (option), so a turn always moves on."},
      {"C-COST", "Costs",
       "Road: brick and lumber. Settlement: brick, lumber, wool and grain. City (replaces a settlement): two "
       "grain and three ore. Development card: wool, grain and ore."},
      {"C-BUILD-ROAD", "Roads", "Build a road on an empty side joined to your network."},
      {"C-BUILD-SETTLEMENT", "Settlements", "Build a settlement on an empty corner your roads reach."},
      {"C-BUILD-CITY", "Cities", "Upgrade one of your settlements; it then produces twice."},
      {"C-DEV-DECK", "Development cards",
       "25 cards: 14 knights, 5 victory points, 2 road building, 2 year of plenty, 2 monopoly."},
      {"C-DEV-BUY", "Buying cards", "Buy the top card of the deck; keep it hidden."},
      {"C-DEV-PLAY", "Playing cards",
       "Play at most one development card per turn, never one bought this same turn; it may be played before "
       "the roll (option)."},
      {"C-KNIGHT", "Knight (classic)",
       "Move the robber and rob a neighbouring player. Knights stay in front of you."},
      {"C-ROAD-BUILDING", "Road building", "Place two roads for free."},
      {"C-PLENTY", "Year of plenty", "Take any two cards from the bank."},
      {"C-MONOPOLY", "Monopoly", "Name a resource: every other player hands you all they hold of it."},
      {"C-VP-CARD", "Victory point cards", "They stay hidden and count as soon as they make you win."},
      {"C-ARMY", "Largest army",
       "The first to play 3 knights, and then anyone with more, holds 2 bonus points."},
      {"C-LONGEST", "Longest road",
       "The first unbroken road of 5 or more, and then any strictly longer one, holds 2 bonus points. A road "
       "counts each piece once; forks and loops are followed the best way, and a trail may end on the corner "
       "it started from (a closed ring of 6 counts 6); another player's building breaks it."},
      {"C-WIN", "Winning", "Reach 10 points (option) during your own turn and you win at once."},
      {"C-QUIET", "Quiet sevens", "Sevens rolled in the first rounds (option) do nothing."},
      {"C-SEVEN-DISCARD", "Sevens: discarding (classic)",
       "Everyone holding more than 7 cards (option) gives half of them, rounded down, back to the bank."},
      {"C-ROBBER", "The robber (classic)",
       "After a 7 the roller moves the robber to another hex; that hex produces nothing while it stays."},
      {"C-STEAL", "Robbing (classic)",
       "The robber's mover takes a random card from a player with a building on the robber's hex."},
      {"CZ-PLACE", "Zombies arrive",
       "Zombie rules have no robber. From the first turn, every roll that is not a 7 puts a zombie on the "
       "hex "
       "showing that number."},
      {"CZ-PRODUCE", "Zombies and production",
       "Zombies do not stop a hex producing: the variant only takes the robber away, and the zombie of a "
       "roll arrives after the hexes have paid. Other reading (option zombie_blocks_production): a full hex, "
       "or any hex with a zombie, produces nothing, as the robber's hex did."},
      {"CZ-CHOICE", "Where the zombie goes",
       "When two hexes show the number the roller picks one, but must pick a hex where a zombie would really "
       "land (directly or by spreading). If neither can take one, nothing happens."},
      {"CZ-CAP", "Crowded hexes", "A hex holds at most 3 zombies."},
      {"CZ-INFEST", "Infestation",
       "A zombie sent to a full hex spreads instead: every neighbouring land hex (never the desert) with "
       "fewer "
       "than 3 gets one. The spread does not chain."},
      {"CZ-DESERT", "The desert",
       "No zombie ever stands on the desert: it shows no number, the island falls without it, and a spread "
       "passes it by. Other reading (option desert_zombies): a spread reaches the desert too; zombies there "
       "attack the buildings around it, but it still never counts for the island falling."},
      {"CZ-ATTACK", "Zombie attack",
       "From round 3, a 7 sets the zombies on the players, starting with the roller and going round. A "
       "settlement costs 1 for each touching hex with 2 or more zombies; a city costs 1 for each touching "
       "hex "
       "with 3."},
      {"CZ-SEVEN", "Sevens with zombies",
       "With zombies a 7 brings the attack and nothing else: discarding half a big hand belongs to the "
       "robber's rules, which the variant drops. Other reading (option zombie_seven_discard): players "
       "holding "
       "more than the hand limit first discard half, then the zombies attack."},
      {"CZ-PAY", "Paying the zombies",
       "Pay with resource cards of your choice, one at a time, and/or buildings."},
      {"CZ-DESTROY", "Destroying buildings",
       "A road counts 2, a settlement 4, and a city 5 (it becomes a settlement). No change is given. What "
       "stays "
       "must be legal: every road still joins your buildings through your roads, so only ends of roads can "
       "go; "
       "settlements need no road. A city needs a spare settlement piece to be downgraded. So a settlement "
       "that "
       "joins some of your roads to your other buildings stays while those roads do (remove their ends "
       "first). "
       "Other reading (option settlement_with_roads): it may go, and the roads it leaves unjoined go with "
       "it, "
       "worth nothing more."},
      {"CZ-ROAD-PASS", "Losing the longest road",
       "If the holder loses the longest road, it goes to the single longest road of 5 or more; when several "
       "tie, the next eligible player is the first of them after the holder in turn order. Other reading "
       "(option longest_road_tie=nobody): a tie leaves it unclaimed, as in the classic game."},
      {"CZ-DEV-COST", "Cheaper cards",
       "With zombies a development card costs two different cards among wool, grain and ore, the buyer's "
       "pick. Other reading (option dev_card_cost=any-two-or-pair): a pair of one of them pays too."},
      {"CZ-KNIGHT", "Knights clear hexes",
       "A knight kills every zombie on one hex (a hex with zombies when there are any). Knights still count "
       "for the largest army."},
      {"CZ-OUT", "Overrun players",
       "A player left with no settlement and no city is out: their resource cards go back to the bank and "
       "their development cards are discarded. Other reading (option eliminated_cards): the resource cards "
       "leave play with the player, and the bank stays short of them."},
      {"CZ-OVERRUN", "The island falls",
       "When every land hex but the desert has a zombie, the game ends: most points wins, then most resource "
       "cards; players still tied all win."},
      {"CZ-LAST", "Last survivor", "When only one player is left, that player wins."},
  };
}

}  // namespace shamble::catan
