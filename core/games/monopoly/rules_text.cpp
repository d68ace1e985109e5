// The rules in our own words. Ids match the code, the tests and
// docs/games/monopoly.md.
#include "games/monopoly/rules_text.h"

namespace shamble::mono {

const std::vector<RuleDoc>& rule_docs() {
  static const std::vector<RuleDoc> docs = {
      {"M-SETUP-1", "Starting money",
       "Two to eight players each get $1500 from the bank (an option can change the amount)."},
      {"M-SETUP-2", "Who starts",
       "Everyone throws both dice; the highest total goes first and ties throw again. Play then goes round "
       "the table."},
      {"M-TURN-1", "A turn",
       "Throw, move, deal with the square you stop on, then manage your holdings and pass the dice."},
      {"M-TURN-2", "Between turns",
       "Building, selling buildings, mortgaging and lifting mortgages are not tied to your own turn: any "
       "player still in may do them whenever the turn player is free (before throwing, or after moving "
       "with nothing pending), even from jail."},
      {"M-MOVE-1", "Moving", "Move clockwise by the total of the two dice."},
      {"M-MOVE-3", "Doubles", "A double gives you another throw after you have dealt with your square."},
      {"M-MOVE-4", "Third double",
       "A third double in the same turn sends you straight to jail without moving."},
      {"M-MOVE-5", "Coming to rest",
       "Where your token stops (after any card or jail move) is where it rests; the statistics count these."},
      {"M-GO-1", "Salary",
       "Each time you pass or stop on the start square, moving forward, the bank pays you $200. Being sent "
       "to jail never pays it."},
      {"M-GO-2", "Double salary (house rule)", "Optional: stopping exactly on the start square pays $400."},
      {"M-BUY-1", "Buying", "Stop on a deed nobody owns and you may buy it from the bank at its list price."},
      {"M-BUY-2", "Declining",
       "If you do not buy, the bank auctions it at once to everyone, you included (an option turns auctions "
       "off)."},
      {"M-AUC-1", "Auctions",
       "Everyone still in the game may bid, the decliner too. With the in-turn bidding option, players are "
       "asked one at a time in seat order, starting with the one who declined. With the strict rotation "
       "option, passing leaves the auction for good."},
      {"M-AUC-2", "Raising",
       "Anyone may open the bidding, from $1; every bid must beat the high bid. A player who let a round go "
       "by may still raise while the bidding is open."},
      {"M-AUC-3", "Cash bids", "You may bid only cash you hold."},
      {"M-AUC-4", "Winning",
       "The bidding closes when every other player still in has passed since the last bid; the high "
       "bidder must pay the bid to the bank and takes the item."},
      {"M-AUC-5", "No bids", "If everyone passes without a bid, the bank keeps the deed."},
      {"M-AUC-6", "Bidding at once",
       "Nobody waits for a turn to speak: while the bidding is open, every player still bidding (all but "
       "the high bidder and those who passed since the last bid) may bid or pass at any moment. When "
       "several bots could speak at the same moment, the table asks them in seat order; any bid must still "
       "beat the high bid of that moment."},
      {"M-RENT-1", "Street rent", "Stopping on another player's street costs the rent printed for it."},
      {"M-RENT-2", "Full group",
       "Owning every street of a colour doubles the rent of its unbuilt streets, unless one of them is "
       "mortgaged."},
      {"M-RENT-3", "Built rent",
       "With houses or a hotel the rent follows the deed's table for that many buildings."},
      {"M-RENT-4", "Transport rent",
       "Transports charge $25, $50, $100 or $200 for one to four owned by the same player."},
      {"M-RENT-5", "Utility rent",
       "Utilities charge four times the dice, or ten times when the owner has both."},
      {"M-RENT-6", "Mortgaged deeds",
       "A mortgaged deed earns no rent. Rent is paid at once, without the owner having to ask, unless the "
       "option in M-RENT-8 is on."},
      {"M-RENT-7", "Rent from jail",
       "Owners in jail still collect rent (a house rule option turns this off)."},
      {"M-RENT-8", "Owner must ask (option)",
       "With this option, stopping on someone's deed only makes rent claimable: the owner has to ask for it, "
       "even when it is not their turn, and may do so until the next player throws the dice. An owner who "
       "forgets gets nothing for that stop. The amount is fixed when the token stops."},
      {"M-TAX-1", "Taxes", "The two tax squares cost $200 and $100, paid to the bank."},
      {"M-CARD-1", "Cards",
       "Stopping on a card square draws the top card of its deck; it goes back underneath after use."},
      {"M-CARD-2", "Advance cards",
       "A card that moves you forward pays the salary if you pass the start square, then the square applies "
       "normally."},
      {"M-CARD-3", "Next transport",
       "Move ahead to the next transport; an owner other than you gets twice the normal rent."},
      {"M-CARD-4", "Next utility",
       "Move ahead to the next utility; if someone else owns it, throw again and pay ten times that throw."},
      {"M-CARD-5", "Step back", "Move back three squares without salary and deal with that square."},
      {"M-CARD-6", "Jail card", "Go to jail at once."},
      {"M-CARD-7", "Release card",
       "Keep it until you use it to leave jail or trade it away; then it returns under its deck."},
      {"M-CARD-8", "Bank cards", "Collect from or pay to the bank the amount on the card."},
      {"M-CARD-9", "Player cards", "Collect the amount from every other player, or pay it to each of them."},
      {"M-CARD-10", "Repairs", "Pay per house and per hotel you own; a hotel counts only as a hotel."},
      {"M-JAIL-1", "Going to jail",
       "The go-to-jail square, a card or three doubles put you in jail: no salary, and your turn ends."},
      {"M-JAIL-3", "Paying out", "Before throwing, pay $50 to leave, then throw and move as usual."},
      {"M-JAIL-4", "Release card", "Before throwing, hand in a release card to leave."},
      {"M-JAIL-5", "Throwing doubles",
       "Throw for doubles; a double frees you and you move by it, without another throw."},
      {"M-JAIL-6", "Third failure", "After three failed throws you pay $50 and move by the last throw."},
      {"M-JAIL-7", "Life in jail",
       "In jail you still collect rent, build, mortgage and trade. Stopping on the jail square by a normal "
       "move is just a visit."},
      {"M-BUILD-1", "Where to build",
       "Build only on a complete colour group you own with no lot mortgaged, paying the deed's building "
       "price."},
      {"M-BUILD-2", "Build evenly",
       "No lot of a group may get a building while another of its lots has fewer, whoever holds it; a lot "
       "the "
       "bank still holds counts as bare."},
      {"M-BUILD-3", "Hotels",
       "After four houses on a lot the next purchase is a hotel; the four houses go back to the bank. One "
       "hotel per lot."},
      {"M-BUILD-4", "Limited supply",
       "The bank has 32 houses and 12 hotels; when they are gone nobody can build until some come back."},
      {"M-BUILD-5", "Paying", "You need the building price in cash."},
      {"M-BUILD-6", "Shortage auction",
       "When the bank holds fewer of a building than the players who could buy one now, asking for one is an "
       "opening bid at the requested lot's price. The others who could buy one are asked in turn: if none "
       "bids more, you build as asked; otherwise it is auctioned among you and the winner places it on one "
       "of their lots. (Strict rotation option: the auction starts at once, opening at that price.)"},
      {"M-BUILD-7", "Selling buildings",
       "The bank buys buildings back at half price, taken evenly from your most built lots of the group "
       "first."},
      {"M-BUILD-8", "Breaking a hotel",
       "A hotel sold back is exchanged for houses from the bank. If the bank lacks them, all hotels of the "
       "group go and the group drops to the highest even level the bank's houses allow; you get half price "
       "for everything given up."},
      {"M-MORT-1", "Mortgaging", "Turn an unbuilt deed face down and the bank lends you half its price."},
      {"M-MORT-2", "Clear the group",
       "Sell every building of a colour group before mortgaging any of its lots."},
      {"M-MORT-3", "Lifting", "Pay back the loan plus 10% (rounded up) to lift a mortgage."},
      {"M-MORT-4", "Receiving a mortgaged deed",
       "Whoever receives a mortgaged deed from another player either lifts it at once (loan + 10%) or pays "
       "10% now and keeps it mortgaged; lifting later costs the loan + 10% again."},
      {"M-TRADE-1", "Trading",
       "A trade is any mix of cash, deeds and release cards from either side, agreed between two players."},
      {"M-TRADE-2", "Unbuilt deeds only",
       "A deed whose colour group has buildings cannot be traded until they are sold."},
      {"M-TRADE-3", "Offers",
       "The other side accepts, rejects or counters; a counter-offer goes back the other way."},
      {"M-TRADE-4", "Closing", "An accepted offer changes hands at once; mortgaged deeds follow M-MORT-4."},
      {"M-TRADE-5", "Limits",
       "Each player opens at most three trades per turn; three counter-offers per trade and twelve changes "
       "per offer, so a game always moves on."},
      {"M-TRADE-6", "Trading between turns",
       "Any player still in the game may open a trade, not only the one whose turn it is, whenever that "
       "player is free: before throwing or after moving, with no purchase, auction, debt, card or other "
       "trade under way. The addressed player answers, then play resumes where it stopped."},
      {"M-DEBT-1", "Debts",
       "You pay what you owe at once. If your cash is short you must sell buildings and mortgage until it is "
       "enough; bankruptcy is allowed only when even that would not cover it."},
      {"M-DEBT-2", "Bankrupt to a player",
       "Your buildings are sold to the bank, then your creditor takes your cash, deeds (mortgaged ones under "
       "M-MORT-4) and release cards."},
      {"M-DEBT-3", "Bankrupt to the bank",
       "Your buildings are sold, the bank takes your cash, auctions your deeds unmortgaged and puts release "
       "cards back under their decks."},
      {"M-END-1", "Winning", "The last player not bankrupt wins."},
      {"M-SHORT-1", "Short game: free deeds", "Each player is dealt three deeds free at the start."},
      {"M-SHORT-2", "Short game: hotels sooner",
       "A hotel needs three houses on each lot of the group instead of four."},
      {"M-SHORT-3", "Short game: one turn in jail",
       "On your next turn you leave jail: use a card, throw doubles, or fail and pay $50, then move by the "
       "throw."},
      {"M-SHORT-4", "Short game: the end",
       "The game ends at the first bankruptcy. The others count cash, deeds at list price (half if "
       "mortgaged), houses at cost and hotels at cost including their houses; the richest wins."},
      {"M-HOUSE-1", "Jackpot (house rule)",
       "Optional: taxes and fines go into a pot that the next player to stop on the rest square collects."},
  };
  return docs;
}

}  // namespace shamble::mono
