// Scenario files: the property game's fields (players, deeds, buildings,
// cards, turn, decks; see games/monopoly/scenario.cpp) plus the zombie state:
//   "stage": "capitalism" | "outbreak" | "apocalypse"
//   "zombies": [seats]            players who start as zombies (cash dropped)
//   "lapped": [seats]             humans already past their first lap
//   "bodyguards": [n per seat]    bodyguards active now
//   "infected": [squares]         extra infection grounds (deeds of zombies always are)
//   "outbreak_turns": n           turns already played in the outbreak
//   "group": [seats]              apocalypse group members, in joining order (the last listed on a
//                                 square is its newest member); members on one square form one group
//   "group_moves": [n per seat]   group moves already made (0-2)
//   "cooldown": [n per seat]      independent turns still owed before joining a group (0-3)
//   "homeless": [seats]           homeless players (cash dropped; they may own only infection grounds)
//   "carrying": [seats]           apocalypse humans carrying a house (carry_house)
//   "fortified": [squares]        fortified built lots (fortified_houses, MZ-FORT-1)
#include "games/monopoly/scenario.h"

#include "framework/json_reader.h"
#include "games/monopozombie/mz.h"

namespace shamble::mz {

void apply_scenario_fields(MzCtx& c, JsonObject& root) {
  auto& z = c.z;
  auto& t = c.t;
  int stage = root.get_choice("stage", {"capitalism", "outbreak", "apocalypse"}, 0);
  std::vector<int> zombies = root.get_ints("zombies", 0, t.n - 1);
  std::vector<int> lapped = root.get_ints("lapped", 0, t.n - 1);
  std::vector<int> guards = root.get_ints("bodyguards", 0, 9);
  std::vector<int> infected = root.get_ints("infected", 0, kSquares - 1);
  int ob_turns = root.get_int("outbreak_turns", 0, 100000, 0);
  std::vector<int> group = root.get_ints("group", 0, t.n - 1);
  std::vector<int> gmoves = root.get_ints("group_moves", 0, 2);
  std::vector<int> cooldown = root.get_ints("cooldown", 0, 3);
  std::vector<int> homeless = root.get_ints("homeless", 0, t.n - 1);
  std::vector<int> carrying = root.get_ints("carrying", 0, t.n - 1);
  std::vector<int> fortified = root.get_ints("fortified", 0, kSquares - 1);
  if (!group.empty() && stage != kApocalypse) root.fail("group", "groups form only in the apocalypse");
  if (!carrying.empty() && stage != kApocalypse)
    root.fail("carrying", "houses are carried only in the apocalypse");
  if (static_cast<int>(gmoves.size()) > t.n) root.fail("group_moves", "lists more seats than the game has");
  if (static_cast<int>(cooldown.size()) > t.n) root.fail("cooldown", "lists more seats than the game has");
  for (int p : zombies) {
    for (int q : group)
      if (p == q) root.fail("group", "zombies do not join groups");
    for (int q : homeless)
      if (p == q) root.fail("homeless", "zombies are not homeless");
    for (int q : carrying)
      if (p == q) root.fail("carrying", "zombies carry nothing");
  }
  if (stage == kCapitalism && !zombies.empty())
    root.fail("zombies", "zombies need the outbreak or the apocalypse");
  if (static_cast<int>(guards.size()) > t.n) root.fail("bodyguards", "lists more seats than the game has");
  mono::apply_scenario_fields(c, root);
  z.stage = static_cast<uint8_t>(stage);
  z.demo_zombie.fill(-1);
  for (int p : lapped) z.pl[p].lapped = true;
  for (size_t i = 0; i < guards.size(); ++i) z.pl[i].guards = static_cast<int8_t>(guards[i]);
  for (int p : zombies) {
    if (!z.pl[p].zombie) ++z.conversions;  // MZ-STAGE-2: each counts as a conversion
    z.pl[p].zombie = true;
    z.pl[p].turned_seq = ++z.seq;
    t.players[p].cash = 0;
    t.players[p].in_jail = false;
    for (int sq = 0; sq < kSquares; ++sq)
      if (t.owner[sq] == p) z.infected |= 1ull << sq, mono::set_mortgaged(t, sq, false);
  }
  for (int sq : infected) z.infected |= 1ull << sq;
  for (int p : homeless) {
    for (int sq = 0; sq < kSquares; ++sq)
      if (t.owner[sq] == p && !(z.infected >> sq & 1)) root.fail("homeless", "the homeless own no deeds");
    set_homeless(z, p, true);
    z.pl[p].was_homeless = true;
    z.pl[p].apoc_homeless = stage == kApocalypse;  // MZ-HOME-9: homeless as the apocalypse began
    t.players[p].cash = 0;
    note_square(c, p);
  }
  for (int p : group) {
    z.pl[p].in_group = true;
    z.pl[p].group_seq = ++z.seq;
  }
  for (int p : group) {
    int mates = 0;
    for (int q : group) mates += q != p && t.players[q].pos == t.players[p].pos;
    if (!mates) root.fail("group", "every group member needs another member on the same square");
  }
  for (size_t i = 0; i < gmoves.size(); ++i) z.pl[i].group_moves = static_cast<int8_t>(gmoves[i]);
  for (size_t i = 0; i < cooldown.size(); ++i) z.pl[i].cooldown = static_cast<int8_t>(cooldown[i]);
  for (int p : carrying) z.pl[p].carrying = true;
  if (!fortified.empty() && !c.zr.fortified_houses)
    root.fail("fortified", "fortifications need the fortified_houses option");
  for (int sq : fortified) {
    if (!t.buildings[sq]) root.fail("fortified", "only a lot with a house or a hotel is fortified");
    z.fortified |= 1ull << sq;
  }
  if (stage == kApocalypse)
    for (int p = 0; p < t.n; ++p) t.players[p].cash = 0;
  int64_t cash = t.pot;
  for (int p = 0; p < t.n; ++p) cash += t.players[p].cash;
  t.issued = cash;  // the books restart from the position
  t.bank_in = t.bank_out = 0;
  z.outbreak_turns = ob_turns;
  z.turn_seen = t.turns;
  z.phase = kMzNone;
  mono::settle(c);
  mz_settle(c);
}

}  // namespace shamble::mz
