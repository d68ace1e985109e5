// The whole position of one game as plain fixed-size data, plus the rules as
// member functions (defined in one file per rules area). Fixed arrays keep a
// clone a memcpy-like copy and legal_actions() free of heap work.
#pragma once

#include <array>
#include <cereal/cereal.hpp>
#include <cstring>
#include <string>
#include <vector>

#include "framework/action.h"
#include "framework/event.h"
#include "framework/rng.h"
#include "framework/rules_config.h"
#include "framework/status.h"
#include "games/catan/topology.h"
#include "games/catan/types.h"

namespace shamble::catan {

using ResArr = std::array<int8_t, kRes>;

// A ResArr read as one word, byte r = resource r, so hot tests compare all
// five counts at once (counts are never negative and stay below 128).
static_assert(__BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__, "res_word puts resource r in byte r");
constexpr uint64_t kByteHi = 0x8080808080ull;  // the top bit of each of the 5 bytes
inline uint64_t res_word(const ResArr& a) {
  uint32_t lo;  // a 4-byte and a 1-byte load, joined in registers
  std::memcpy(&lo, a.data(), 4);
  return lo | static_cast<uint64_t>(static_cast<uint8_t>(a[4])) << 32;
}
// Sum of the five counts (each partial sum stays below 256 for hands and offers).
inline int word_total(uint64_t w) { return static_cast<int>((w * 0x0101010101ull) >> 32 & 0xff); }
// Top bit of byte r set when a[r] >= b[r]: a|0x80 minus b never borrows across bytes.
inline uint64_t ge_bytes(uint64_t a, uint64_t b) { return ((a | kByteHi) - b) & kByteHi; }
inline uint64_t zero_bytes(uint64_t a) { return ~(a + 0x7f7f7f7f7full) & kByteHi; }
inline bool covers_all(uint64_t a, uint64_t b) { return ge_bytes(a, b) == kByteHi; }

// Rule options decoded once from the RulesConfig.
struct Opts {
  bool zombies = true;
  int layout = 1;  // 0 beginner, 1 random
  bool no_red_neighbours = true;
  int target = 10;
  int quiet_rounds = 2;
  int dev_cost = 1;  // 0 wool+grain+ore, 1 any two different of them, 2 any two (a pair allowed)
  int offers = 1;
  int road_tie = 1;  // 0 nobody, 1 passes in turn order from the holder
  int hand_limit = 7;
  bool dev_before_roll = true;
  // Readings of the zombie text where players could disagree (docs/games/catan.md,
  // "Readings of ambiguous rules"); each default is what the game did before.
  int zombie_block = 0;         // CZ-PRODUCE: 0 never, 1 a full hex, 2 any zombie stops production
  bool desert_zombies = false;  // CZ-DESERT: spreading zombies may enter the desert
  bool falling_roads = false;   // CZ-DESTROY: a settlement may go, taking the roads it held up
  bool out_cards_kept = false;  // CZ-OUT: an eliminated player's cards leave play (not to the bank)
  bool zombie_discard = false;  // CZ-SEVEN: a zombie 7 also makes big hands discard half
  // C-DEV-DECK: each card is picked at random among the undrawn ones when bought, so the
  // saved state holds no deck order a device could read (play by link, docs/PLAY_BY_LINK.md).
  bool draw_at_random = false;
};
Opts decode_opts(const RulesConfig& c);

struct Player {
  ResArr res{};
  std::array<int8_t, kDevKinds> dev{};      // unplayed cards held
  std::array<int8_t, kDevKinds> dev_new{};  // of those, bought this turn
  int8_t knights = 0;
  int8_t roads_left = 15, settlements_left = 5, cities_left = 4;
  int8_t road_len = 0;  // longest road, kept current after every change
  int8_t out = 0;       // eliminated (zombies)
  int8_t discard = 0;   // cards still to discard (classic 7)
  int16_t owed = 0;     // zombie attack damage still to pay
  template <class A>
  void serialize(A& ar) {
    ar(CEREAL_NVP(res), CEREAL_NVP(dev), CEREAL_NVP(dev_new), CEREAL_NVP(knights), CEREAL_NVP(roads_left),
       CEREAL_NVP(settlements_left), CEREAL_NVP(cities_left), CEREAL_NVP(road_len), CEREAL_NVP(out),
       CEREAL_NVP(discard), CEREAL_NVP(owed));
  }
};

struct Offer {
  ResArr give{}, get{};  // from the proposer's side
  std::array<int8_t, kMaxPlayers> resp{};
  // A counter, from the responder's side: what the responder gives and gets.
  std::array<ResArr, kMaxPlayers> cgive{}, cget{};
  template <class A>
  void serialize(A& ar) {
    ar(CEREAL_NVP(give), CEREAL_NVP(get), CEREAL_NVP(resp), CEREAL_NVP(cgive), CEREAL_NVP(cget));
  }
};

// Counters the statistics collector reads (also handy in tests).
struct Tally {
  int32_t zombies_placed = 0, infestations = 0, attacks = 0, paid_cards = 0;
  int32_t destroyed_roads = 0, destroyed_settlements = 0, downgraded_cities = 0, eliminations = 0;
  template <class A>
  void serialize(A& ar) {
    ar(CEREAL_NVP(zombies_placed), CEREAL_NVP(infestations), CEREAL_NVP(attacks), CEREAL_NVP(paid_cards),
       CEREAL_NVP(destroyed_roads), CEREAL_NVP(destroyed_settlements), CEREAL_NVP(downgraded_cities),
       CEREAL_NVP(eliminations));
  }
};

struct Model {
  RulesConfig config;
  Opts o;
  Rng rng;
  int8_t n = 4;
  std::vector<std::string> names;

  // Board
  std::array<int8_t, kHexes> terrain{}, number{}, zombies{};
  std::array<int8_t, kHarbours> harbour{};
  int8_t robber = -1;
  std::array<int8_t, kNodes> owner{}, level{};
  std::array<int8_t, kEdges> road{};

  // Supply
  std::array<Player, kMaxPlayers> pl{};
  ResArr bank{};
  std::array<int8_t, kDevCards> deck{};
  int8_t deck_pos = 0;

  // Turn
  int8_t phase = kSetupSettle;
  int8_t cur = 0;
  int8_t setup_step = 0;
  int8_t last_node = -1;  // setup: the settlement the next road must touch
  int16_t round = 0;      // 1 = first round after setup
  int32_t turns = 0;      // turns played (all seats)
  int8_t rolled = 0, dev_played = 0, offers_made = 0, free_roads = 0;
  int8_t die1 = 0, die2 = 0;
  int8_t zombie_number = 0;  // kZombieChoice: the rolled number
  int8_t payer = -1;         // kPayingZombies: who pays now
  int8_t army = -1, longest = -1;
  Offer offer;
  int8_t end_reason = kEndNone;
  uint8_t winners = 0;  // bitmask
  Tally tally;

  // Derived from owner[] and road[], never saved (rebuilt on load): each
  // seat's buildings as a corner bitset and roads as a side bitset (lo: sides
  // 0-63, hi: 64-71). Write owner[]/road[] only through set_owner/set_road so
  // these stay true; check() compares them with the arrays.
  std::array<uint64_t, kMaxPlayers> own_nodes{}, roads_lo{}, roads_hi{};
  std::array<uint32_t, 13> number_hexes{};  // by token: the hexes showing it (from number[])

  template <class A>
  void serialize(A& ar) {
    ar(CEREAL_NVP(config), CEREAL_NVP(rng), CEREAL_NVP(n), CEREAL_NVP(names), CEREAL_NVP(terrain),
       CEREAL_NVP(number), CEREAL_NVP(zombies), CEREAL_NVP(harbour), CEREAL_NVP(robber), CEREAL_NVP(owner),
       CEREAL_NVP(level), CEREAL_NVP(road), CEREAL_NVP(pl), CEREAL_NVP(bank), CEREAL_NVP(deck),
       CEREAL_NVP(deck_pos), CEREAL_NVP(phase), CEREAL_NVP(cur), CEREAL_NVP(setup_step),
       CEREAL_NVP(last_node), CEREAL_NVP(round), CEREAL_NVP(turns), CEREAL_NVP(rolled),
       CEREAL_NVP(dev_played), CEREAL_NVP(offers_made), CEREAL_NVP(free_roads), CEREAL_NVP(die1),
       CEREAL_NVP(die2), CEREAL_NVP(zombie_number), CEREAL_NVP(payer), CEREAL_NVP(army), CEREAL_NVP(longest),
       CEREAL_NVP(offer), CEREAL_NVP(end_reason), CEREAL_NVP(winners), CEREAL_NVP(tally));
    o = decode_opts(config);
    rebuild_masks();
  }

  // ---- masks (setup.cpp)
  void set_owner(int nd, int p);  // p = -1 empties the corner (level is the caller's)
  void set_road(int e, int p);    // p = -1 removes the road
  void rebuild_masks();
  uint64_t all_nodes() const { return own_nodes[0] | own_nodes[1] | own_nodes[2] | own_nodes[3]; }
  uint64_t all_roads_lo() const { return roads_lo[0] | roads_lo[1] | roads_lo[2] | roads_lo[3]; }
  uint64_t all_roads_hi() const { return roads_hi[0] | roads_hi[1] | roads_hi[2] | roads_hi[3]; }
  // Corners at either end of p's roads.
  uint64_t road_nodes(int p) const {
    const Topology& t = topo();
    uint64_t b = 0;
    for_bits(roads_lo[p], [&](int e) { b |= t.edge_node_bits[e]; });
    for_bits(roads_hi[p], [&](int e) { b |= t.edge_node_bits[64 + e]; });
    return b;
  }

  // ---- setup.cpp
  void init(const RulesConfig& c, int players, uint64_t seed, const std::vector<std::string>& player_names);
  void reset_pieces();
  // ---- board.cpp
  void make_board(bool beginner);
  // ---- turn.cpp
  // Who must act: the current player, except in the phases where several seats
  // answer or another seat pays (inline: the driver asks several times per action).
  uint32_t actors() const {
    constexpr uint32_t kOthers = 1u << kOver | 1u << kDiscarding | 1u << kOfferRespond | 1u << kPayingZombies;
    return kOthers >> phase & 1 ? other_actors() : 1u << cur;
  }
  uint32_t other_actors() const;
  int next_active(int seat) const;
  int active_count() const;
  void begin_turn(EventSink* ev);
  void end_turn(EventSink* ev);
  void after_interrupt();  // back to kPreRoll or kMain after a sub-phase
  void check_win(EventSink* ev);
  void finish(EndReason why, uint8_t winners, EventSink* ev);
  int public_points(int p) const;
  int points(int p) const;
  int cards(int p) const;
  Status do_roll(EventSink* ev);
  Status do_end_turn(EventSink* ev);
  // ---- production.cpp
  void produce(int total, EventSink* ev);
  void setup_yield(int node, EventSink* ev);
  // ---- building.cpp
  bool road_connects(int p, int e) const;
  bool road_ok(int p, int e) const;
  bool settle_ok(int p, int nd, bool setup) const;
  bool can_pay(int p, const ResArr& c) const { return covers_all(res_word(pl[p].res), res_word(c)); }
  void pay(int p, const ResArr& cost);
  void gain(int p, int r, int k);
  Status do_settle(int p, int nd, EventSink* ev);
  Status do_road(int p, int e, EventSink* ev);
  Status do_city(int p, int nd, EventSink* ev);
  // ---- longest_road.cpp
  // Longest trail of p's roads; with `from`, only trails starting at that corner
  // and ignoring road `skip` (used when a new road hangs off a single corner).
  int road_length(int p, int from = -1, int skip = -1) const;
  void refresh_roads(EventSink* ev);  // recompute every length and the holder
  void award_longest(EventSink* ev);
  void award_army(EventSink* ev);
  // ---- trade.cpp
  int bank_ratio(int p, int r) const;
  bool has_harbour(int p, int kind) const;
  uint32_t harbour_mask(int p) const;  // bit k: a harbour of kind k
  Status do_bank(int p, int give, int get, EventSink* ev);
  Status do_offer_action(int p, const Action& a, EventSink* ev);
  void close_responses(EventSink* ev);
  // ---- dev_cards.cpp
  bool can_buy_dev(int p, int how) const;
  bool may_play_dev(int p, int kind) const;
  Status do_buy_dev(int p, int how, EventSink* ev);
  Status do_play_dev(int p, const Action& a, EventSink* ev);
  // ---- zombies.cpp
  bool zombie_room(int h) const;  // placing here would add at least one zombie
  void place_zombie(int h, EventSink* ev);
  void zombies_for_roll(int total, EventSink* ev);
  Status do_zombie_hex(int p, int h, EventSink* ev);
  bool overrun() const;
  // ---- attack.cpp
  int damage(int p) const;
  void start_attack(EventSink* ev);
  void next_payer(int from, EventSink* ev);
  bool road_removable(int p, int e) const;
  bool settlement_removable(int p, int nd) const;
  void drop_loose_roads(int p, EventSink* ev);
  bool city_downgradable(int p, int nd) const;
  Status do_pay(int p, const Action& a, EventSink* ev);
  void eliminate(int p, EventSink* ev);
  // ---- robber.cpp
  void start_seven_classic(EventSink* ev);
  bool start_discards();  // C-SEVEN-DISCARD: sets who owes cards; true when anyone does
  bool steal_victim(int p, int h, int v) const;
  Status do_discard(int p, int r, EventSink* ev);
  Status do_robber(int p, int h, EventSink* ev);
  Status do_steal(int p, int v, EventSink* ev);
  // ---- legal.cpp
  void legal(int seat, std::vector<Action>& out) const;
  int legal_count(int seat) const;         // legal(seat).size(), listing nothing
  Action legal_at(int seat, int k) const;  // legal(seat)[k], or Action{} past the end
  // ---- kinds.cpp: the kind's handler from the kinds table
  Status apply(int seat, const Action& a, EventSink* ev);
  // ---- invariants.cpp
  std::string check() const;
  std::string check_ranges() const;  // every index a rule reads is in range
};

// Would every road of p still reach one of p's buildings (through p's own roads)
// without edge skip_e or the building on skip_n? (CZ-DESTROY, invariants)
bool roads_anchored(const Model& m, int p, int skip_e, int skip_n);

// Costs, indexed by resource.
constexpr ResArr kRoadCost = {1, 1, 0, 0, 0};
constexpr ResArr kSettlementCost = {1, 1, 1, 1, 0};
constexpr ResArr kCityCost = {0, 0, 0, 2, 3};
// C-COST / CZ-DEV-COST: what a development card costs, by the buy-dev argument.
inline ResArr dev_price(int how) {
  switch (how) {
    case kDevPayWoolGrain: return {0, 0, 1, 1, 0};
    case kDevPayWoolOre: return {0, 0, 1, 0, 1};
    case kDevPayGrainOre: return {0, 0, 0, 1, 1};
    case kDevPayWoolWool: return {0, 0, 2, 0, 0};
    case kDevPayGrainGrain: return {0, 0, 0, 2, 0};
    case kDevPayOreOre: return {0, 0, 0, 0, 2};
    default: return {0, 0, 1, 1, 1};
  }
}
// Whether buy-dev argument `how` is a price under dev_card_cost `cost` (0 the three,
// 1 two different, 2 two of them, a pair of one kind allowed).
inline bool dev_price_allowed(int cost, int how) {
  if (how < 0 || how >= kDevPayWays) return false;
  return cost == 0 ? how == kDevPayAll : how != kDevPayAll && (cost == 2 || how < kDevPayAll);
}

inline int total(const ResArr& a) { return a[0] + a[1] + a[2] + a[3] + a[4]; }

}  // namespace shamble::catan
