// Scenario fields (docs/games/catan.md lists them): a hand-made island,
// zombies, robber, pieces, hands, development cards and whose turn it is.
// Everything is checked by check_invariants() afterwards by the framework.
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
  if (o.has("dev")) {
    JsonObject d = o.get_object("dev");
    static const char* keys[kDevKinds] = {"knight", "victory", "road_building", "plenty", "monopoly"};
    for (int k = 0; k < kDevKinds; ++k) P.dev[k] = static_cast<int8_t>(d.get_int(keys[k], 0, 14, 0));
    d.finish();
  }
  P.knights = static_cast<int8_t>(o.get_int("knights", 0, 14, 0));
  P.out = o.get_bool("out", false) ? 1 : 0;
  o.finish();
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
  if (o.has("turn") || placed) {
    // With pieces given the opening is over: the game resumes at a turn.
    static const rapidjson::Value kNoFields(rapidjson::kObjectType);
    JsonObject t = o.has("turn") ? o.get_object("turn") : JsonObject(kNoFields, "turn");
    m.cur = static_cast<int8_t>(t.get_int("current", 0, m.n - 1, 0));
    m.round = static_cast<int16_t>(t.get_int("round", 1, 10000, 1));
    const int phase = t.get_choice("phase", {"roll", "main"}, 0);
    t.finish();
    m.setup_step = static_cast<int8_t>(2 * m.n);
    m.phase = kPreRoll;
    m.rolled = 0;
    if (phase == 1) m.phase = kMain, m.rolled = 1;
    for (int p = 0; p < m.n; ++p) m.pl[p].road_len = static_cast<int8_t>(m.road_length(p));
    m.award_longest(nullptr);
    m.award_army(nullptr);
    if (m.pl[m.cur].out) o.fail("turn", "the current player is out of the game");
  }
}

}  // namespace shamble::catan
