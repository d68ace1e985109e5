// Scenario fields (docs/games/catan.md lists them): a hand-made island,
// zombies, robber, pieces, hands, development cards and whose turn it is.
// Everything is checked by check_invariants() afterwards by the framework.
#include <string>
#include <vector>

#include "framework/json_reader.h"
#include "games/catan/catan.h"
#include "games/catan/info_parts.h"
#include "games/catan/model.h"
#include "games/catan/text.h"

namespace shamble::catan {

namespace {
std::vector<std::string> names_of(const char* (*f)(int), int count) {
  std::vector<std::string> v;
  for (int i = 0; i < count; ++i) v.push_back(f(i));
  return v;
}

void read_board(Model& m, JsonObject o) {
  if (o.has("terrain")) {
    const auto kinds = names_of(terrain_name, 6);
    const rapidjson::Value* v = o.raw("terrain");
    if (!v->IsArray() || v->Size() != kHexes) o.fail("terrain", "must list 19 terrain names in hex order");
    for (int h = 0; h < kHexes; ++h) {
      const auto& e = (*v)[h];
      int k = -1;
      for (int i = 0; i < 6 && e.IsString(); ++i)
        if (kinds[i] == e.GetString()) k = i;
      if (k < 0)
        o.fail("terrain",
               "entry " + std::to_string(h) + " must be forest, hills, pasture, fields, mountains or desert");
      m.terrain[h] = static_cast<int8_t>(k);
    }
  }
  if (o.has("numbers")) {
    auto v = o.get_ints("numbers", 0, 12);
    if (v.size() != kHexes) o.fail("numbers", "must list 19 numbers (0 for the desert)");
    for (int h = 0; h < kHexes; ++h) {
      if (v[h] == 1 || v[h] == 7 || ((v[h] == 0) != (m.terrain[h] == kDesert)))
        o.fail("numbers", "hex " + std::to_string(h) + ": 2-6 or 8-12 on land, 0 on the desert");
      m.number[h] = static_cast<int8_t>(v[h]);
    }
  }
  if (o.has("harbours")) {
    const rapidjson::Value* v = o.raw("harbours");
    if (!v->IsArray() || v->Size() != kHarbours) o.fail("harbours", "must list 9 harbour kinds");
    for (int i = 0; i < kHarbours; ++i) {
      const auto& e = (*v)[i];
      int k = -1;
      if (e.IsString() && std::string(e.GetString()) == "any") k = kGenericHarbour;
      for (int r = 0; r < kRes && e.IsString(); ++r)
        if (std::string(res_name(r)) == e.GetString()) k = r;
      if (k < 0)
        o.fail("harbours", "entry " + std::to_string(i) + " must be any, lumber, brick, wool, grain or ore");
      m.harbour[i] = static_cast<int8_t>(k);
    }
  }
  o.finish();
}

constexpr const char* kDevKeys[kDevKinds] = {"knight", "victory", "road_building", "plenty", "monopoly"};
constexpr int kDeckCounts[kDevKinds] = {14, 5, 2, 2, 2};  // C-DEV-DECK

std::array<int8_t, kDevKinds> read_devs(JsonObject d, int most) {
  std::array<int8_t, kDevKinds> v{};
  for (int k = 0; k < kDevKinds; ++k) v[k] = static_cast<int8_t>(d.get_int(kDevKeys[k], 0, most, 0));
  d.finish();
  return v;
}

void read_player(Model& m, int p, JsonObject o) {
  Player& P = m.pl[p];
  for (int nd : o.get_ints("settlements", 0, kNodes - 1)) {
    if (m.owner[nd] >= 0) o.fail("settlements", "corner " + std::to_string(nd) + " is taken twice");
    m.set_owner(nd, p), m.level[nd] = kSettlement, --P.settlements_left;
  }
  for (int nd : o.get_ints("cities", 0, kNodes - 1)) {
    if (m.owner[nd] >= 0) o.fail("cities", "corner " + std::to_string(nd) + " is taken twice");
    m.set_owner(nd, p), m.level[nd] = kCity, --P.cities_left;
  }
  for (int e : o.get_ints("roads", 0, kEdges - 1)) {
    if (m.road[e] >= 0) o.fail("roads", "side " + std::to_string(e) + " is taken twice");
    m.set_road(e, p), --P.roads_left;
  }
  if (P.roads_left < 0 || P.settlements_left < 0 || P.cities_left < 0)
    o.fail("settlements", "more pieces than a player owns");
  if (o.has("hand")) {
    JsonObject h = o.get_object("hand");
    for (int r = 0; r < kRes; ++r) m.gain(p, r, h.get_int(res_name(r), 0, kPerResource, 0));
    h.finish();
  }
  if (o.has("dev")) P.dev = read_devs(o.get_object("dev"), 14);
  if (o.has("dev_new")) {
    // Bought this turn (C-DEV-PLAY: not playable until the next turn).
    P.dev_new = read_devs(o.get_object("dev_new"), 14);
    for (int k = 0; k < kDevKinds; ++k)
      if (P.dev_new[k] > P.dev[k]) o.fail("dev_new", "more cards bought this turn than held");
  }
  P.knights = static_cast<int8_t>(o.get_int("knights", 0, 14, 0));
  P.out = o.get_bool("out", false) ? 1 : 0;
  P.discard = static_cast<int8_t>(o.get_int("discard", 0, kRes * kPerResource, 0));
  if (P.discard > total(P.res)) o.fail("discard", "owes more cards than the hand holds");
  o.finish();
}

// C-DEV-DECK: the undrawn cards (shuffled with the scenario's seed); the drawn
// part holds the rest of the standard deck, as State::redeal_hidden leaves it.
void read_deck(Model& m, JsonObject& o) {
  const auto left = read_devs(o.get_object("deck"), 14);
  int held[kDevKinds] = {};
  for (int p = 0; p < m.n; ++p)
    for (int k = 0; k < kDevKinds; ++k) held[k] += m.pl[p].dev[k] + (k == kKnight ? m.pl[p].knights : 0);
  std::vector<int8_t> undrawn, drawn;
  for (int k = 0; k < kDevKinds; ++k) {
    if (left[k] + held[k] > kDeckCounts[k])
      o.fail("deck", std::string("more ") + kDevKeys[k] + " cards in the deck, hands and play than the " +
                         std::to_string(kDeckCounts[k]) + " of the game");
    undrawn.insert(undrawn.end(), left[k], static_cast<int8_t>(k));
    drawn.insert(drawn.end(), kDeckCounts[k] - left[k], static_cast<int8_t>(k));
  }
  m.rng.shuffle(undrawn);
  m.deck_pos = static_cast<int8_t>(drawn.size());
  drawn.insert(drawn.end(), undrawn.begin(), undrawn.end());
  for (int i = 0; i < kDevCards; ++i) m.deck[i] = drawn[i];
}

int snake_seat(const Model& m, int step) { return step < m.n ? step : 2 * m.n - 1 - step; }

// C-SETUP: the opening resumes at the next placement. The step is the number of
// settlements down; every seat must hold what the snake order gave it so far.
void read_setup(Model& m, JsonObject& t, bool road) {
  int settled = 0, cities = 0;
  for (int p = 0; p < m.n; ++p) settled += 5 - m.pl[p].settlements_left, cities += 4 - m.pl[p].cities_left;
  const int step = settled - (road ? 1 : 0);
  if (cities) t.fail("phase", "nobody has a city during the opening");
  if (step < 0 || step >= 2 * m.n)
    t.fail("phase", road ? "an opening road needs a settlement just placed" : "the opening is over");
  for (int p = 0; p < m.n; ++p) {
    int placed = 0;
    for (int i = 0; i < step; ++i) placed += snake_seat(m, i) == p;
    const int want_settlements = placed + (road && snake_seat(m, step) == p ? 1 : 0);
    if (5 - m.pl[p].settlements_left != want_settlements || 15 - m.pl[p].roads_left != placed)
      t.fail("phase", "seat " + std::to_string(p) + " must hold " + std::to_string(want_settlements) +
                          " settlement(s) and " + std::to_string(placed) +
                          " road(s) at this point of the snake-order opening");
  }
  m.cur = static_cast<int8_t>(snake_seat(m, step));
  m.setup_step = static_cast<int8_t>(step);
  m.round = 0;
  m.phase = road ? kSetupRoad : kSetupSettle;
  m.last_node = -1;
  if (road) {
    // The settlement just placed is the current seat's one no road of its own touches.
    for_bits(m.own_nodes[m.cur], [&](int nd) {
      bool roaded = false;
      for (int e : topo().node_edges[nd]) roaded |= e >= 0 && m.road[e] == m.cur;
      if (!roaded) m.last_node = static_cast<int8_t>(nd);
    });
  }
}

enum ScenarioPhase { kScRoll, kScMain, kScSettle, kScRoad, kScDiscard, kScRobber, kScSteal, kScFreeRoads };

void read_turn(Model& m, JsonObject& t) {
  const int phase = t.get_choice(
      "phase", {"roll", "main", "setup_settlement", "setup_road", "discard", "robber", "steal", "free_roads"},
      kScRoll);
  const bool opening = phase == kScSettle || phase == kScRoad;
  for (const char* key : {"round", "rolled", "dev_played", "free_roads"})
    if (t.has(key) && (opening || (std::string(key) == "free_roads" && phase != kScFreeRoads)))
      t.fail(key, opening ? "the opening has no rounds, roll or cards yet" : "only in the free_roads phase");
  const int current = t.get_int("current", 0, m.n - 1, -1);
  const bool rolled = t.get_bool("rolled", phase != kScRoll);
  m.dev_played = t.get_bool("dev_played", false) ? 1 : 0;
  const int free_roads = t.get_int("free_roads", 1, 2, 2);
  const int round = t.get_int("round", 1, 10000, 1);
  int owing = 0;
  for (int p = 0; p < m.n; ++p) owing += m.pl[p].discard > 0;
  if ((phase == kScDiscard) != (owing > 0))
    t.fail("phase", "players owe discards (players[i].discard) exactly in the discard phase");
  if (opening) {
    read_setup(m, t, phase == kScRoad);
    if (current >= 0 && current != m.cur)
      t.fail("current", "the snake-order opening gives this placement to seat " + std::to_string(m.cur));
    t.finish();
    return;
  }
  m.cur = static_cast<int8_t>(current < 0 ? 0 : current);
  m.round = static_cast<int16_t>(round);
  m.setup_step = static_cast<int8_t>(2 * m.n);
  m.rolled = rolled ? 1 : 0;
  if ((phase == kScRoll && rolled) || ((phase == kScMain || phase == kScDiscard) && !rolled))
    t.fail("rolled", "the dice are rolled before the main part of the turn and after the roll phase");
  if ((phase == kScRobber || phase == kScSteal) && !rolled && !m.dev_played)
    t.fail("rolled", "before the roll the robber moves only for a knight just played");
  if (phase == kScFreeRoads && !m.dev_played) t.fail("free_roads", "free roads come from a card played");
  static const int8_t kPhases[] = {kPreRoll,    kMain,         kSetupSettle, kSetupRoad,
                                   kDiscarding, kMovingRobber, kStealing,    kFreeRoads};
  m.phase = kPhases[phase];
  if (phase == kScSteal) {
    bool any = false;
    for (int v = 0; v < m.n; ++v) any |= m.robber >= 0 && m.steal_victim(m.cur, m.robber, v);
    if (!any) t.fail("phase", "nobody on the robber's hex has a card to steal");
  }
  if (phase == kScFreeRoads) {
    m.free_roads = static_cast<int8_t>(free_roads);
    bool spot = false;
    for (int e = 0; e < kEdges && !spot; ++e) spot = m.pl[m.cur].roads_left > 0 && m.road_ok(m.cur, e);
    if (!spot) t.fail("free_roads", "the current player has no side to build a free road on");
  }
  t.finish();
}

// A holder given by seat, -1 for nobody (when ties leave the derived one unsure).
void read_holder(Model& m, JsonObject& o, const char* key, int8_t* holder) {
  if (!o.has(key)) return;
  *holder = static_cast<int8_t>(o.get_int(key, -1, m.n - 1));
  if (*holder < 0) return;
  for (int p = 0; p < m.n; ++p) {
    const bool beaten = std::string(key) == "army" ? m.pl[p].knights > m.pl[*holder].knights
                                                   : m.pl[p].road_len > m.pl[*holder].road_len;
    if (beaten) o.fail(key, "seat " + std::to_string(p) + " has more than the holder");
  }
}
}  // namespace

void apply_catan_scenario(State& s, JsonObject& o) {
  Model& m = model_of(s);
  if (o.has("board")) read_board(m, o.get_object("board"));
  if (o.has("zombies")) {
    auto z = o.get_ints("zombies", 0, kMaxZombies);
    if (z.size() != kHexes) o.fail("zombies", "must list 19 zombie counts in hex order");
    for (int h = 0; h < kHexes; ++h) m.zombies[h] = static_cast<int8_t>(z[h]);
  }
  if (o.has("robber")) m.robber = static_cast<int8_t>(o.get_int("robber", 0, kHexes - 1));
  m.rebuild_masks();  // the number tokens may have changed
  const bool placed = o.has("players");
  if (placed) {
    auto ps = o.get_objects("players");
    if (static_cast<int>(ps.size()) > m.n) o.fail("players", "more entries than players");
    for (size_t p = 0; p < ps.size(); ++p) read_player(m, static_cast<int>(p), ps[p]);
  }
  if (o.has("deck")) read_deck(m, o);
  if (o.has("bank")) {
    // The bank is what the hands leave of the 19 of each: given, it must agree.
    JsonObject b = o.get_object("bank");
    for (int r = 0; r < kRes; ++r)
      if (b.get_int(res_name(r), 0, kPerResource, m.bank[r]) != m.bank[r])
        o.fail("bank", std::string("holds ") + std::to_string(m.bank[r]) + " " + res_name(r) +
                           " (19 less the hands), not what is given");
    b.finish();
  }
  if (o.has("turn") || placed) {
    // With pieces given the opening is over unless the turn says otherwise.
    static const rapidjson::Value kNoFields(rapidjson::kObjectType);
    JsonObject t = o.has("turn") ? o.get_object("turn") : JsonObject(kNoFields, "turn");
    for (int p = 0; p < m.n; ++p) m.pl[p].road_len = static_cast<int8_t>(m.road_length(p));
    read_turn(m, t);
    if (m.phase != kSetupSettle && m.phase != kSetupRoad) {
      m.award_longest(nullptr);
      m.award_army(nullptr);
    }
    read_holder(m, o, "longest", &m.longest);
    read_holder(m, o, "army", &m.army);
    if (m.pl[m.cur].out) o.fail("turn", "the current player is out of the game");
  } else if (o.has("longest") || o.has("army")) {
    o.fail(o.has("longest") ? "longest" : "army", "a holder needs the pieces (players)");
  }
}

}  // namespace shamble::catan
