// Scenario files set up a position directly: players, deeds, buildings,
// mortgages, release cards, whose turn it is and the deck order. The bank's
// books restart from the position so the money invariant holds.
#include "games/monopoly/scenario.h"

namespace shamble::mono {

static void stack_deck(Deck& d, int deck, const std::vector<int>& top, JsonObject& root, const char* key) {
  std::array<int8_t, kDeckSize> order{};
  int n = 0;
  for (int id : top) {
    for (int i = 0; i < n; ++i)
      if (order[i] == deck * kDeckSize + id) root.fail(key, "lists a card twice");
    order[n++] = static_cast<int8_t>(deck * kDeckSize + id);
  }
  for (int i = 0; i < d.count; ++i) {
    int8_t id = static_cast<int8_t>(deck_card_id(d.cards[(d.top + i) % kDeckSize]));
    bool listed = false;
    for (int k = 0; k < static_cast<int>(top.size()); ++k) listed |= order[k] == id;
    if (!listed && n < kDeckSize) order[n++] = id;
  }
  d.cards = order;
  d.top = 0;
  d.count = static_cast<int8_t>(n);
}

void apply_scenario_fields(Ctx& c, JsonObject& root) {
  auto& t = c.t;
  std::vector<JsonObject> players = root.get_objects("players");
  if (static_cast<int>(players.size()) > t.n) root.fail("players", "lists more players than the game has");
  for (size_t i = 0; i < players.size(); ++i) {
    auto& o = players[i];
    auto& pl = t.players[i];
    pl.cash = o.get_int("cash", 0, 1000000, pl.cash);
    pl.pos = static_cast<int8_t>(o.get_int("position", 0, kSquares - 1, pl.pos));
    pl.in_jail = o.get_bool("in_jail", false);
    if (pl.in_jail) pl.pos = board::kJail;
    pl.jail_tries = static_cast<int8_t>(o.get_int("jail_tries", 0, 2, 0));
    pl.bankrupt = o.get_bool("bankrupt", false);
    if (pl.bankrupt) pl.cash = 0;
    o.finish();
  }
  for (auto& o : root.get_objects("deeds")) {
    int sq = o.get_int("square", 0, kSquares - 1);
    if (!board::is_property(sq)) o.fail("square", "is not a deed square");
    t.owner[sq] = static_cast<int8_t>(o.get_int("owner", -1, t.n - 1));
    int houses = o.get_int("houses", 0, 4, 0);
    bool hotel = o.get_bool("hotel", false);
    if ((houses || hotel) && sq_data(sq).kind != board::SquareKind::Street)
      o.fail("houses", "buildings go only on streets");
    t.buildings[sq] = static_cast<int8_t>(hotel ? kHotel : houses);
    t.mortgaged[sq] = o.get_bool("mortgaged", false);
    o.finish();
  }
  rederive_masks(t);  // the deeds were written straight into the arrays
  for (int d = 0; d < 2; ++d) {
    const char* key = d == 0 ? "chance_card" : "chest_card";
    int holder = root.get_int(key, -1, t.n - 1, -1);
    if (holder >= 0) {
      // Take the release card out of its deck and give it to the holder.
      Deck& k = t.decks[d];
      std::array<int8_t, kDeckSize> rest{};
      int n = 0;
      for (int i = 0; i < k.count; ++i) {
        int8_t id = static_cast<int8_t>(deck_card_id(k.cards[(k.top + i) % kDeckSize]));
        if (card(id).effect != kCardJailFree) rest[n++] = id;
      }
      k.cards = rest;
      k.top = 0;
      k.count = static_cast<int8_t>(n);
      t.jail_card_owner[d] = static_cast<int8_t>(holder);
    }
  }
  if (root.has("chance_deck"))
    stack_deck(t.decks[0], 0, root.get_ints("chance_deck", 0, 15), root, "chance_deck");
  if (root.has("chest_deck"))
    stack_deck(t.decks[1], 1, root.get_ints("chest_deck", 0, 15), root, "chest_deck");
  t.turn = static_cast<int8_t>(root.get_int("turn", 0, t.n - 1, t.turn));
  t.pot = root.get_int("jackpot", 0, 1000000, 0);
  t.houses_left = kHouseSupply;
  t.hotels_left = kHotelSupply;
  for (int sq = 0; sq < kSquares; ++sq) {
    if (t.buildings[sq] == kHotel)
      --t.hotels_left;
    else
      t.houses_left -= t.buildings[sq];
  }
  int64_t cash = t.pot;
  for (int p = 0; p < t.n; ++p) cash += t.players[p].cash;
  t.issued = cash;
  t.bank_in = t.bank_out = 0;
  t.doubles = 0;
  t.must_roll = true;
  t.pending_buy = -1;
  t.phase = kPreRoll;
  settle(c);
}

}  // namespace shamble::mono
