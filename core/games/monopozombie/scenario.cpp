// Scenario files: the property game's fields (players, deeds, buildings,
// cards, turn, decks; see games/monopoly/scenario.cpp) plus the zombie state:
//   "stage": "capitalism" | "outbreak" | "apocalypse"
//   "zombies": [seats]            players who start as zombies (cash dropped)
//   "lapped": [seats]             humans already past their first lap
//   "bodyguards": [n per seat]    bodyguards active now
//   "infected": [squares]         extra infection grounds (deeds of zombies always are)
//   "outbreak_turns": n           turns already played in the outbreak
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
  if (stage == kCapitalism && !zombies.empty())
    root.fail("zombies", "zombies need the outbreak or the apocalypse");
  if (static_cast<int>(guards.size()) > t.n) root.fail("bodyguards", "lists more seats than the game has");
  mono::apply_scenario_fields(c, root);
  z.stage = static_cast<uint8_t>(stage);
  z.demo_zombie.fill(-1);
  for (int p : lapped) z.pl[p].lapped = true;
  for (size_t i = 0; i < guards.size(); ++i) z.pl[i].guards = static_cast<int8_t>(guards[i]);
  for (int p : zombies) {
    z.pl[p].zombie = true;
    z.pl[p].turned_seq = ++z.seq;
    t.players[p].cash = 0;
    t.players[p].in_jail = false;
    for (int sq = 0; sq < kSquares; ++sq)
      if (t.owner[sq] == p) z.infected |= 1ull << sq, t.mortgaged[sq] = 0;
  }
  for (int sq : infected) z.infected |= 1ull << sq;
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
