// Words: the rules panel (our own wording of the two rules revisions and the
// decisions taken where they are unclear), action labels and event sentences.
// The property game's own actions and events keep its words.
#include "games/monopozombie/text.h"

#include "games/monopoly/text.h"

namespace shamble::mz {

const std::vector<RuleDoc>& rule_docs() {
  static const std::vector<RuleDoc> d = {
      {"MZ-CAP-1", "Capitalism",
       "The game opens as the ordinary property game with one change: you may build without the whole colour "
       "set. "
       "Building must still be even across the set, and lots the bank still holds count as bare, so a first "
       "house "
       "is allowed at once but a second waits until every lot of the set is owned and carries a house."},
      {"MZ-CONV-1", "First lap protection",
       "Until you first reach or pass the start square you cannot turn by any means; snake eyes and jail "
       "work as in "
       "the plain game. In the apocalypse this protection ends for everyone."},
      {"MZ-CONV-2", "Snake eyes",
       "Throwing a one and a one on any movement roll (a normal roll or a jail roll) means you were too "
       "slow: you set "
       "off human and arrive two squares on as a zombie."},
      {"MZ-CONV-3", "No more jail",
       "Whatever would lock you up (the go-to-jail square, a card, a third doubles) turns you into a zombie "
       "where you "
       "stand; a third doubles makes its move first. Options: the square or the third doubles may keep the "
       "old jail."},
      {"MZ-CONV-4", "Release card as immunity",
       "A kept release card now cancels one conversion of any kind. It is spent automatically the first time "
       "you "
       "would turn."},
      {"MZ-CONV-5", "Points on a square",
       "From the outbreak on, each zombie on a square and an infection ground under it score one attack "
       "point each; "
       "each human, each of their bodyguards and each building defend (a hotel is worth five, or one by "
       "option). "
       "When attack reaches defence every human there turns. This is checked whenever anyone arrives and "
       "whenever "
       "a square becomes an infection ground with humans on it."},
      {"MZ-CONV-6", "What a zombie loses",
       "A new zombie's cash goes to the bank. Its deeds become infection grounds: they keep their buildings, "
       "their "
       "mortgages stop mattering, and nobody pays rent there."},
      {"MZ-CONV-7", "Safe and deadly squares",
       "The rest square never converts by points; the go-to-jail square always converts. Options can make "
       "the start, "
       "card squares, just visiting, taxes, transports or utilities safe too."},
      {"MZ-STAGE-1", "Outbreak",
       "The outbreak begins with the first conversion. Humans keep playing the property game."},
      {"MZ-STAGE-2", "Apocalypse threshold",
       "With two or three players the apocalypse comes with a second zombie or when every human has gone a "
       "full "
       "circuit since the outbreak began. With four or more it comes when zombies number half the players, "
       "rounded "
       "down."},
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
       "houses)."},
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
      {"MZ-APOC-1", "Collapse",
       "In the apocalypse all money goes back to the bank and stays there: no buying, building, rent, "
       "mortgages, "
       "trades, auctions or bodyguards. Deeds still mark infection grounds."},
      {"MZ-APOC-2", "Survivor dice",
       "Humans roll three six-sided dice, keep two and choose a direction, so up to six squares are in "
       "reach. "
       "Cards and teleports are ignored."},
      {"MZ-APOC-3", "Again", "Keeping a pair of equal dice lets a human roll again, as often as it happens."},
      {"MZ-APOC-4", "Giving up", "Keeping a pair of ones turns the human into a zombie on arrival."},
      {"MZ-BG-1", "Bodyguards",
       "In the outbreak a human may hire bodyguards for $100 each before rolling; each defends like a human "
       "until that "
       "player's next roll."},
      {"MZ-HOSP-1", "Hospitals",
       "Hotels are hospitals: a zombie arriving on one is cured at once in the outbreak, and in the "
       "apocalypse only "
       "when a human is there. The cured player's old deeds stay infection grounds."},
      {"MZ-IDEA-1", "Direction first (option)", "Zombies name their direction before rolling."},
      {"MZ-IDEA-2", "Dice battle (option)",
       "Conversions on arrival are fought: each side rolls one die per point, the highest die wins, ties "
       "roll again. "
       "Snake eyes and jail are not fought."},
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
  };
  return d;
}

const std::vector<ActionKindDef>& action_kind_defs() {
  static const std::vector<ActionKindDef> k = [] {
    auto v = mono::action_kind_defs();
    v.push_back({"z_roll", 1});
    v.push_back({"z_dir", 1});
    v.push_back({"pick", 3});
    v.push_back({"again", 0});
    v.push_back({"stop", 0});
    v.push_back({"bodyguard", 0});
    return v;
  }();
  return k;
}

const std::vector<EventKindDef>& event_kind_defs() {
  static const std::vector<EventKindDef> k = [] {
    auto v = mono::event_kind_defs();
    for (const char* n : {"convert", "immune", "stage", "demolish", "z_roll", "z_move", "cure", "win", "draw",
                          "bodyguard", "taunt", "battle"})
      v.push_back({n});
    return v;
  }();
  return k;
}

namespace {
std::string name_of(const std::vector<std::string>& names, int p) {
  return p >= 0 && p < static_cast<int>(names.size()) ? names[p] : "someone";
}
const char* dir_word(int d) { return d ? "counter-clockwise" : "clockwise"; }
const char* cause_word(int c) {
  static const char* w[] = {"snake eyes", "the jail", "being outnumbered", "a lost fight", "giving up"};
  return c >= 0 && c < kNumCauses ? w[c] : "infection";
}
const char* stage_word(int s) {
  return s == kOutbreak ? "the outbreak" : s == kApocalypse ? "the apocalypse" : "capitalism";
}
}  // namespace

std::string action_label(const MzTable& z, const MzRules& r, const std::vector<std::string>& names,
                         const Action& a) {
  if (a.kind < mono::kNumActionKinds) return mono::action_label(z.t, r.mono, names, a);
  switch (a.kind) {
    case kZRoll:
      return r.direction_before && z.pl[z.t.turn].zombie ? std::string("Roll, heading ") + dir_word(a.a)
                                                         : "Roll";
    case kZDir: return std::string("Shamble ") + dir_word(a.a);
    case kAPick:
      if (a.a >= 0 && a.a < 3 && a.b >= 0 && a.b < 3)
        return "Keep " + std::to_string(z.dice[a.a]) + " and " + std::to_string(z.dice[a.b]) + ", go " +
               dir_word(a.c);
      return "Keep two dice";
    case kAAgain: return "Roll again";
    case kAStop: return "Stay put";
    case kBuyGuard: return "Hire a bodyguard ($100)";
    default: return "?";
  }
}

std::string event_text(const MzTable& z, const MzRules& r, const std::vector<std::string>& names,
                       const Event& e) {
  if (e.kind < mono::eNumEventKinds) return mono::event_text(z.t, r.mono, names, e);
  std::string who = name_of(names, e.player);
  auto sq = [&](int s) {
    return std::string(board::square_name(s < 0 || s >= kSquares ? 0 : s, r.mono.theme));
  };
  switch (e.kind) {
    case zConvert: return who + " turned into a zombie (" + cause_word(e.v[0]) + ") on " + sq(e.v[1]);
    case zImmune: return who + " spent a release card and stayed human";
    case zStage: return std::string("The game enters ") + stage_word(e.v[0]);
    case zDemolish: return "Zombies knocked a level down on " + sq(e.v[0]);
    case zZRoll:
      return who + " rolled " + std::to_string(e.v[0]) + ", " + std::to_string(e.v[1]) +
             (e.v[2] ? ", " + std::to_string(e.v[2]) : "");
    case zZMove: return who + " moved from " + sq(e.v[0]) + " to " + sq(e.v[1]);
    case zCure: return who + " was cured at the hospital on " + sq(e.v[0]);
    case zWin:
      return e.v[0] == 1 ? "The humans held out together" : who + " wins as the first zombie to the jail";
    case zDraw: return "The turn limit was reached: a draw";
    case zGuard: return who + " hired a bodyguard";
    case zTaunt: return who + " turned a card over and ignored it";
    case zBattle:
      return "Fight: zombies " + std::to_string(e.v[0]) + " against humans " + std::to_string(e.v[1]);
    default: return "?";
  }
}

}  // namespace shamble::mz
