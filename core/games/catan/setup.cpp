// A new game: options, board, supply and the snake-order opening (C-SETUP).
#include "games/catan/model.h"

namespace shamble::catan {

Opts decode_opts(const RulesConfig& c) {
  Opts o;
  auto v = [&](int i, int def) { return i < static_cast<int>(c.values.size()) ? c.values[i] : def; };
  o.zombies = v(kOptZombies, 1) != 0;
  o.layout = v(kOptLayout, 1);
  o.no_red_neighbours = v(kOptNoRedNeighbours, 1) != 0;
  o.target = v(kOptTarget, 10);
  o.quiet_rounds = v(kOptQuietRounds, 2);
  o.dev_cost = v(kOptDevCost, 1);
  o.offers = v(kOptOffers, 1);
  o.road_tie = v(kOptRoadTie, 1);
  o.hand_limit = v(kOptHandLimit, 7);
  o.dev_before_roll = v(kOptDevBeforeRoll, 1) != 0;
  o.zombie_block = v(kOptZombieBlock, 0);
  o.desert_zombies = v(kOptDesertZombies, 0) != 0;
  o.falling_roads = v(kOptFallingRoads, 0) != 0;
  o.out_cards_kept = v(kOptOutCards, 0) != 0;
  o.zombie_discard = v(kOptZombieDiscard, 0) != 0;
  o.draw_at_random = v(kOptDrawAtRandom, 0) != 0;
  return o;
}

void Model::set_owner(int nd, int p) {
  if (owner[nd] >= 0) own_nodes[owner[nd]] &= ~(1ull << nd);
  owner[nd] = static_cast<int8_t>(p);
  if (p >= 0) own_nodes[p] |= 1ull << nd;
}

void Model::set_road(int e, int p) {
  auto& lo_hi = e < 64 ? roads_lo : roads_hi;
  const uint64_t bit = 1ull << (e & 63);
  if (road[e] >= 0) lo_hi[road[e]] &= ~bit;
  road[e] = static_cast<int8_t>(p);
  if (p >= 0) lo_hi[p] |= bit;
}

void Model::rebuild_masks() {
  own_nodes.fill(0);
  roads_lo.fill(0);
  roads_hi.fill(0);
  number_hexes.fill(0);
  for (int h = 0; h < kHexes; ++h)
    if (number[h] >= 0 && number[h] <= 12) number_hexes[number[h]] |= 1u << h;
  for (int nd = 0; nd < kNodes; ++nd)
    if (owner[nd] >= 0 && owner[nd] < kMaxPlayers) own_nodes[owner[nd]] |= 1ull << nd;
  for (int e = 0; e < kEdges; ++e)
    if (road[e] >= 0 && road[e] < kMaxPlayers) (e < 64 ? roads_lo : roads_hi)[road[e]] |= 1ull << (e & 63);
}

void Model::reset_pieces() {
  owner.fill(-1);
  level.fill(kEmpty);
  road.fill(-1);
  zombies.fill(0);
  bank.fill(kPerResource);
  for (auto& p : pl) p = Player{};
  army = longest = -1;
  rebuild_masks();
}

void Model::init(const RulesConfig& c, int players, uint64_t seed,
                 const std::vector<std::string>& player_names) {
  config = c;
  o = decode_opts(c);
  rng.reseed(seed);
  n = static_cast<int8_t>(players);
  names.clear();
  // Neutral names: colour names would clash with the seat colours the UI draws.
  static const char* kDefault[kMaxPlayers] = {"Ada", "Bo", "Cy", "Di"};
  for (int i = 0; i < n; ++i)
    names.push_back(i < static_cast<int>(player_names.size()) && !player_names[i].empty() ? player_names[i]
                                                                                          : kDefault[i]);
  reset_pieces();
  make_board(o.layout == 0);
  // C-DEV-DECK: 14 knights, 5 victory points, 2 each of road building, plenty, monopoly.
  std::vector<int8_t> d;
  const int counts[kDevKinds] = {14, 5, 2, 2, 2};
  for (int k = 0; k < kDevKinds; ++k)
    for (int i = 0; i < counts[k]; ++i) d.push_back(static_cast<int8_t>(k));
  rng.shuffle(d);
  for (int i = 0; i < kDevCards; ++i) deck[i] = d[i];
  deck_pos = 0;
  phase = kSetupSettle;
  cur = 0;
  setup_step = 0;
  last_node = -1;
  round = 0;
  turns = 0;
  rolled = dev_played = offers_made = free_roads = 0;
  die1 = die2 = 0;
  zombie_number = 0;
  payer = -1;
  offer = Offer{};
  end_reason = kEndNone;
  winners = 0;
  tally = Tally{};
}

}  // namespace shamble::catan
