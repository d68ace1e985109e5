// The rules panel's text for MonopoZombie, by rule id: what the log's rule
// links open, and (with the options) what docs/games/monopozombie-reference.md
// is generated from.
#include "games/monopozombie/rules_text.h"

namespace shamble::mz {

const std::vector<RuleDoc>& rule_docs() {
  static const std::vector<RuleDoc> d = {
      {"MZ-CAP-1", "Capitalism",
       "The game opens as the ordinary property game with one change: you may build without the whole colour "
       "set. "
       "Building must still be even across the set, whoever holds each lot: lots the bank still holds count "
       "as bare and another player's lot counts at its own level, so a first house is allowed at once but a "
       "second waits until every lot of the set is owned and carries a house. Selling back stays even over "
       "your own lots only."},
      {"MZ-CAP-2", "Business out of turn",
       "While a human is taking an ordinary turn and nothing is waiting on anyone, the other humans may open "
       "trades and build, sell or mortgage as in the property game. Zombies never do business, nobody trades "
       "with them, nothing of the kind happens during a zombie's turn, and it all stops with the "
       "Apocalypse."},
      {"MZ-CONV-1", "First lap protection",
       "Until you first reach or pass the start square you cannot turn by any means; snake eyes and jail "
       "work as in "
       "the plain game. In the apocalypse this protection ends for everyone."},
      {"MZ-CONV-2", "Snake eyes",
       "Throwing a one and a one on any movement roll (a normal roll or a jail roll) means you were too "
       "slow: you set off human and arrive two squares on as a zombie. Snake eyes on the throw a card orders "
       "for a utility's rent turns you there, and you owe nothing."},
      {"MZ-CONV-3", "No more jail",
       "Whatever would lock you up (the go-to-jail square, a card, a third doubles) turns you into a zombie "
       "where you "
       "stand; a third doubles makes its move first. Options: the square or the third doubles may keep the "
       "old jail."},
      {"MZ-CONV-4", "Release card as immunity",
       "A kept release card now cancels one conversion of any kind but giving up (MZ-APOC-4). It is spent "
       "automatically the first time "
       "you would turn (option: you are asked, and may keep it and turn). Spent on snake eyes, the roll "
       "counts "
       "as an ordinary double."},
      {"MZ-CONV-5", "Points on a square",
       "From the outbreak on, each zombie on a square and an infection ground under it score one attack "
       "point each; "
       "each human, each of their bodyguards and each building defend (a hotel is worth five, or one by "
       "option). "
       "When attack reaches defence every human there who can turn does (not those still on their first lap, "
       "MZ-CONV-1). This is checked whenever anyone arrives and whenever a square becomes an infection "
       "ground "
       "with humans on it."},
      {"MZ-CONV-6", "What a zombie loses",
       "A new zombie's cash goes to the bank. Its deeds become infection grounds: they keep their buildings, "
       "their "
       "mortgages stop mattering, and nobody pays rent there."},
      {"MZ-CONV-7", "Safe and deadly squares",
       "The rest square never converts by points; the go-to-jail square always converts. Options can make "
       "the start, "
       "card squares, just visiting, taxes, transports or utilities safe too."},
      {"MZ-CONV-8", "Left alone",
       "The points are counted again on a square a human leaves: selfish humans walk on, and whoever they "
       "leave behind with the zombies turns if the zombie side now reaches the defence. With the dice "
       "battle, leaving starts no fight (humans slip away), so it turns nobody."},
      {"MZ-CONV-9", "One card only",
       "A human turned where they stand by a go-to-jail card has already drawn their card: the new zombie "
       "turns no second card over. A zombie arriving by snake eyes on a card square turns one over as any "
       "zombie does."},
      {"MZ-CONV-10", "What the dice battle decides (option)",
       "With the dice battle every meeting of zombie points and a human who can turn is fought: an arrival "
       "or a lot becoming an infection ground, even when the humans have more points. Snake eyes, the jail "
       "and departures are never fought. Option: fight only on arrivals the points would already convert."},
      {"MZ-CONV-11", "Infrastructure shelter (option)",
       "With the transport or utility shelter option, such a square counts one implied house for its "
       "defenders; it cannot be knocked down. Option: those squares never convert at all."},
      {"MZ-STAGE-1", "Outbreak",
       "The outbreak begins with the first conversion. Humans keep playing the property game."},
      {"MZ-STAGE-2", "Apocalypse threshold",
       "With two or three players the apocalypse comes with the second conversion of the game (a zombie "
       "cured "
       "at a hospital does not undo one; option: count the zombies on the board now) or when every human has "
       "gone a full circuit since the outbreak began. With four or more it comes when zombies number half "
       "the players, rounded down. The log names which of these started it."},
      {"MZ-STAGE-3", "Outbreak minimum",
       "The outbreak always lasts at least one full round; a threshold reached inside it starts the "
       "apocalypse at "
       "the round's end (option: no minimum, as in the 2018 text)."},
      {"MZ-ZOMB-1", "Zombie dice", "Zombies roll two four-sided dice and never roll again on doubles."},
      {"MZ-ZOMB-2", "Either way",
       "A zombie picks clockwise or counter-clockwise after seeing the dice (option: before)."},
      {"MZ-ZOMB-4", "Cards ignored",
       "A zombie on a card square turns a card over to taunt the living and ignores it."},
      {"MZ-ZOMB-5", "Unowned deeds",
       "A zombie stopping on an unowned deed puts it up for auction among the humans."},
      {"MZ-ZOMB-6", "No business",
       "Zombies get no salary, pay and collect nothing, and cannot trade, build or bid."},
      {"MZ-DEMO-1", "Demolition",
       "A zombie arriving on an empty built lot owned by a human knocks down one level (a hotel becomes four "
       "houses). A hotel is a hospital (MZ-HOSP-1): in the outbreak the zombie is cured there instead and "
       "nothing falls."},
      {"MZ-DEMO-2", "Guarded lots",
       "If humans stand there, the demolition waits until they have all gone while the zombie is still "
       "there."},
      {"MZ-DEMO-3", "Saved in time",
       "If the zombie leaves first, or more humans arrive, nothing is knocked down."},
      {"MZ-DEMO-4", "Sheltering in zombie houses",
       "Humans may shelter on a built infection ground; when the last of them leaves, one level falls. "
       "Zombies never "
       "knock down their own houses."},
      {"MZ-DEMO-5", "Overrun", "Humans overrun on a built infection ground take one level down with them."},
      {"MZ-DEMO-6", "Overrun, whenever it happens",
       "The level falls with the conversion whether the humans were overrun as they arrived, when a zombie "
       "arrived, or when left alone (MZ-CONV-8); one level in all, not a second one for the leaving."},
      {"MZ-APOC-1", "Collapse",
       "In the apocalypse all money goes back to the bank and stays there: no buying, building, rent, "
       "mortgages, trades, auctions or bodyguards. Deeds still mark infection grounds. Nobody is in jail any "
       "more: the jailed walk out, and the log says so."},
      {"MZ-APOC-2", "Survivor dice",
       "Humans roll three six-sided dice, keep two and choose a direction, so up to six squares are in "
       "reach. No card moves anyone (MZ-APOC-5)."},
      {"MZ-APOC-3", "Again",
       "Keeping a pair of equal dice lets a human roll again if they wish, as often as it happens. A human "
       "who joins a group with that move may still take it: it is then the group's roll, since the group "
       "moves on its newest member's turn (option: joining ends the turn)."},
      {"MZ-APOC-4", "Giving up",
       "Keeping a pair of ones is a choice to turn: the human becomes a zombie on arrival, and a release "
       "card "
       "they hold is not spent on it (option: the card is spent and they stay human)."},
      {"MZ-APOC-5", "Cards in the apocalypse",
       "A human stopping on a card square still draws. A card that would move them does nothing (no "
       "teleports), nor does a money or repairs card (the bank is closed); a release card is kept as an "
       "immunity, and a go-to-jail card turns them where they stand (MZ-CONV-3). Option: no cards at all."},
      {"MZ-BG-1", "Bodyguards",
       "In the outbreak a human may hire bodyguards for $100 each before the first roll of their turn; from "
       "that roll each defends like a human, through the turn's doubles re-rolls, until the first roll of "
       "that player's next turn (MZ-BG-2)."},
      {"MZ-HOSP-1", "Hospitals",
       "Hotels are hospitals: a zombie arriving on one is cured at once in the outbreak, and in the "
       "apocalypse only "
       "when a human is there. The cured player is homeless (with homelessness on); their old deeds stay "
       "infection grounds."},
      {"MZ-HOSP-2", "Cure in any order",
       "In the apocalypse the order of arrival does not matter: a human stopping on a hospital where zombies "
       "stand cures them too. The cured join the humans there as a group and move with three dice again, "
       "unless that group has spent its three moves and breaks up."},
      {"MZ-HOSP-3", "No cure on the turning move",
       "A move that turns a human (snake eyes, giving up, a go-to-jail) never cures them on a hospital at "
       "its end, so the outbreak always begins with a zombie on the board."},
      {"MZ-GROUP-1", "Groups",
       "In the apocalypse, humans who end a normal move on the same square form a group (or grow one). Those "
       "still owing independent turns (MZ-GROUP-5) do not join. Joining does not end the newcomer's turn: a "
       "kept double's roll again (MZ-APOC-3) may still be taken, as the group's roll."},
      {"MZ-GROUP-2", "Moving together",
       "Earlier members skip their turns: the group moves on its newest member's turn."},
      {"MZ-GROUP-3", "Sharing dice",
       "Every member rolls three dice. The newest member proposes two dice from the pool and a direction for "
       "each member; the others accept, decline, or counter with a sharing of their own, which everyone else "
       "must then accept. Each member proposes at most once per group turn. A group move never rolls again "
       "on "
       "a double."},
      {"MZ-GROUP-4", "No agreement",
       "If anyone declines without proposing another sharing, every member keeps two of their own three dice "
       "and a direction."},
      {"MZ-GROUP-5", "Three moves at most",
       "A member leaves after three group moves, or when no other member stands with them, and must take two "
       "independent turns before joining a group again."},
      {"MZ-GROUP-8", "Turns apart (option)",
       "How many independent turns a player who left a group takes before joining one again: two in the "
       "latest draft, three in the 2018 text (pooled dice always take three)."},
      {"MZ-GROUP-6", "Bringing a newcomer into sync",
       "When a newcomer joins a group that already exists, the earlier members spend a zero-movement turn "
       "waiting for them: it counts as one of their three group moves (once per newcomer)."},
      {"MZ-GROUP-7", "Pooled dice (2018 rules)",
       "The newest member's sharing of the pool is final, and a member who leaves sits out three turns."},
      {"MZ-HOME-1", "Homeless",
       "A player who goes bankrupt before the apocalypse stays in as homeless, with no money and no deeds. "
       "A zombie cured at a hospital is homeless too."},
      {"MZ-HOME-2", "Nobody's lot", "An unowned lot a homeless player lands on goes to auction at once."},
      {"MZ-HOME-3", "On foot", "The homeless move one die clockwise, so they never throw snake eyes."},
      {"MZ-HOME-4", "Squatting",
       "The homeless leave the turn order. On someone's lot they pay nothing but move just before that "
       "owner's "
       "next roll; anywhere else they move when another player lands on or passes their square."},
      {"MZ-HOME-5", "Street skills",
       "Anyone who was ever homeless may shelter in a zombie house without knocking it down, and as the last "
       "human wins on any house with no zombie on it."},
      {"MZ-HOME-6", "Back on their feet",
       "Cards are honoured as far as they can be (nothing is paid). Money from the start square or a card "
       "puts the player back in normal play at once: a move that passes the start ends as anyone's would, "
       "so rent, tax or a card on the square it stops on apply to them (option: only after that move). An "
       "unowned deed they stop on outside their own turn goes to auction."},
      {"MZ-HOME-7", "Homeless in the apocalypse",
       "A homeless human takes ordinary turns: they roll two dice, keep one and move it clockwise (option: "
       "either way, their choice after the roll), until joining a group gives them three dice for good."},
      {"MZ-HOME-8", "Invisible to zombie houses (option)",
       "A homeless player in a built zombie house moves on when someone lands on or passes them (not on "
       "the owner's turn), and the house is not knocked down when they leave."},
      {"MZ-CARRY-1", "Carrying a house (option)",
       "In the apocalypse a human stopping on their own street with two to four houses may pick one up (the "
       "lot then defends with one house fewer, at once); the first bare zombie street they then stop on "
       "becomes theirs with that house, and no longer turns anyone."},
      {"MZ-DIR-1", "Direction first (option)", "Zombies name their direction before rolling."},
      {"MZ-BATTLE-1", "Dice battle (option)",
       "Conversions on arrival are fought: each side rolls one die per point, the highest die wins, ties "
       "roll again. "
       "Snake eyes and jail are not fought."},
      {"MZ-FORT-1", "Fortified houses (option)",
       "Wherever and whenever they could build, an owner may fortify a lot that has a house or a hotel, "
       "once, "
       "for the lot's house price. A fortified lot defends with one more point, and the next demolition "
       "there "
       "takes the fortification instead of a level. A lot left with no building loses its fortification."},
      {"MZ-WIN-1", "Humans win together",
       "The humans win together when every remaining human stands on the same built lot owned by a human, "
       "with no "
       "zombie there. Checked in the apocalypse (option: from the outbreak)."},
      {"MZ-WIN-2", "A zombie wins alone",
       "Once every player is a zombie, the first zombie to stop on just visiting wins."},
      {"MZ-WIN-3", "Zombie ties",
       "If several zombies are already on just visiting when the last human turns, the most recently turned "
       "wins "
       "(options: the longest turned, the first there, the last there)."},
      {"MZ-END-1", "Turn limit", "A game that reaches the turn limit ends as a draw."},
      {"MZ-BG-2", "No bodyguard cap",
       "A bodyguard is paid once per round: hired before the turn's first roll, it guards from that roll "
       "through any doubles re-rolls until the first roll of that player's next turn. There is no limit on "
       "how many (option: a cap; other periods: per roll, where a re-roll ends them, or per turn, where more "
       "may be added before a re-roll)."},
      {"MZ-CONV-12", "First lap in the apocalypse (2018 option)",
       "With the 2018 rules, first-lap protection does not end with the apocalypse; a move that reaches or "
       "passes the start clockwise, or stops on it, ends it."},
      {"MZ-CONV-13", "Bare zombie lots (2018 option)",
       "With the 2018 rules, a human stopping on a zombie's lot with no building turns, whatever the humans "
       "and bodyguards there; with a building the points decide as usual."},
      {"MZ-HOME-9", "Street skills of 2018 (option)",
       "With the 2018 rules, only a player homeless when the apocalypse began may, as the last human, win "
       "on any house, and nobody shelters in zombie houses without knocking them down."},
      {"MZ-END-2", "Stalemate",
       "If the apocalypse goes on for 50 rounds (option) without a level knocked down and without fewer "
       "humans than ever before, the game ends as a drawn stalemate. The rules do not say; cures can "
       "otherwise keep a game going for ever."},
  };
  return d;
}

// The 29 May 2018 revision (preset 2018-05) in our words: only the paragraphs
// that read differently from the latest draft's.
const std::vector<RuleDoc>& rule_docs_2018() {
  static const std::vector<RuleDoc> d = {
      {"MZ-CONV-1", "First lap protection",
       "Until you first reach or stop on the start square you cannot turn by any means; snake eyes and jail "
       "work as in the plain game. The protection lasts into the apocalypse (MZ-CONV-12)."},
      {"MZ-CONV-5", "Points on a square",
       "From the outbreak on, each zombie on a square and an infection ground under it score one attack "
       "point each; each human, each of their bodyguards and each building defend (a hotel is worth five). "
       "When attack reaches defence every human there who can turn does (not those on their first lap). But "
       "any building on a zombie's lot keeps the humans there safe whatever the count, and a zombie's lot "
       "with no building turns whoever stops there (MZ-CONV-13)."},
      {"MZ-STAGE-3", "No outbreak minimum",
       "The apocalypse starts at the first turn boundary after its threshold is reached; the outbreak has no "
       "minimum length."},
      {"MZ-BG-1", "Bodyguards",
       "In the outbreak a human may hire bodyguards for $100 each before rolling; each defends like a human "
       "from that roll until the first roll of that player's next turn. More may be hired before a doubles "
       "re-roll; they add to those already there (MZ-BG-2)."},
      {"MZ-BG-2", "Bodyguards per turn",
       "A bodyguard is paid per turn. There is no limit on how many (option: a cap)."},
      {"MZ-DEMO-1", "Demolition",
       "A zombie arriving on an empty built lot owned by a human knocks down one level (a hotel becomes four "
       "houses)."},
      {"MZ-HOSP-1", "No hospitals",
       "The 2018 rules have no cure: hotels are only buildings (option: hospitals as in the latest draft)."},
      {"MZ-HOSP-2", "No hospitals", "Nobody is cured in the apocalypse either."},
      {"MZ-HOSP-3", "No hospitals", "With no cure, every conversion stands."},
      {"MZ-HOME-1", "Homeless",
       "A player who goes bankrupt before the apocalypse stays in as homeless, with no money and no deeds."},
      {"MZ-HOME-5", "Street skills",
       "Only a player homeless when the apocalypse began has street skills: as the last human they win on "
       "any house with no zombie on it (MZ-HOME-9). Nobody shelters in a zombie house without knocking it "
       "down."},
      {"MZ-GROUP-1", "Groups",
       "In the apocalypse, humans who end a normal move on the same square form a group (or grow one). Those "
       "still sitting out their three turns apart (MZ-GROUP-5) do not join. Joining does not end the "
       "newcomer's turn: a kept double's roll again (MZ-APOC-3) may still be taken, as the group's roll."},
      {"MZ-GROUP-3", "Pooling dice",
       "Every member rolls three dice into the group's pool. The newest member proposes two dice from the "
       "pool and a direction for each member; the others accept, decline, or counter with a sharing of their "
       "own, which everyone else must then accept. Each member proposes at most once per group turn. A "
       "group move never rolls again on a double."},
      {"MZ-GROUP-5", "Three moves together, three turns apart",
       "A member leaves after three group moves, or when no other member stands with them, and must then "
       "take three turns of their own before joining a group again."},
      {"MZ-GROUP-6", "No sync move",
       "A newcomer simply joins the group; nobody spends a move to bring them into sync (option: the latest "
       "draft's zero-movement turn)."},
  };
  return d;
}

}  // namespace shamble::mz
