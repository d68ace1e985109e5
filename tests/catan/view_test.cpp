// The public view (games/catan/view.h): what a seat may see, what it is asked,
// and the rules tables a panel shows, checked against the engine itself.
#include "games/catan/view.h"

#include <catch2/catch.hpp>
#include <random>
#include <sstream>

#include "helpers.h"
#include "observation_check.h"

using namespace cattest;

namespace {

// Every field of a view as text, so two views compare in one REQUIRE.
std::string digest(const View& v) {
  std::ostringstream o;
  auto cards = [&](const Cards& c) {
    for (int x : c) o << x << ',';
    o << ';';
  };
  o << v.viewer << v.players << v.zombies << v.phase << v.current << v.round << v.target << v.hand_limit
    << v.zombie_number << v.payer << v.dice[0] << v.dice[1] << '\n';
  for (const HexView& h : v.hexes)
    o << h.q << h.r << h.terrain << h.resource << h.number << h.ways << h.zombies << h.robber << h.name
      << ' ';
  for (const NodeView& n : v.nodes) o << n.x << n.y << n.owner << n.building << n.yield << ' ';
  for (const EdgeView& e : v.edges) o << e.a << e.b << e.road << ' ';
  for (const HarbourView& h : v.harbours) o << h.edge << h.kind << h.rate << ' ';
  cards(v.bank);
  o << v.deck_left << v.longest_road << v.largest_army << '\n';
  for (const PlayerView& p : v.seats) {
    o << p.name << p.out << p.points << p.points_hidden << p.cards << p.dev_cards << p.knights
      << p.road_length << p.roads_left << p.settlements_left << p.cities_left << p.longest_road
      << p.largest_army << p.owes << p.must_discard << p.hand_shown;
    cards(p.rates);
    cards(p.hand);
    for (int d : p.dev) o << d << ',';
    for (int d : p.dev_new) o << d << ',';
    o << '\n';
  }
  o << v.offer.open << v.offer.from;
  cards(v.offer.give);
  cards(v.offer.get);
  for (const auto& r : v.offer.responses) {
    o << r.answer << r.terms << r.text;
    cards(r.give);
    cards(r.get);
  }
  o << '\n' << static_cast<int>(v.prompt.kind) << v.prompt.text << v.prompt.viewer_acts << v.prompt.waiting;
  for (const Choice& c : v.prompt.choices) {
    o << c.code << '|' << c.label << '|' << static_cast<int>(c.target.kind) << c.target.id << c.dice.count
      << c.worth << c.menu;
    cards(c.pay);
    cards(c.gain);
  }
  for (int w : v.winners) o << w;
  o << v.result;
  return o.str();
}

// Plays a game by picking uniformly among the acting seat's choices (taken
// from the view, so the codes are exercised too), calling `each` before every
// action with the seat about to act, and on the final position with -1.
template <class F>
void random_game(const std::string& preset, uint64_t seed, int steps, F each) {
  auto s = make(preset, {}, seed);
  std::mt19937 pick(static_cast<uint32_t>(seed));
  for (int i = 0; i < steps && !s->terminal(); ++i) {
    const int seat = s->current_actor();
    REQUIRE(seat >= 0);
    each(*s, seat);
    View v = view_of(*s, seat);
    REQUIRE(!v.prompt.choices.empty());
    // Offers and counters only now and then, so games also reach their end.
    size_t k = pick() % v.prompt.choices.size();
    for (int tries = 0; tries < 4; ++tries) {
      const int kind = v.prompt.choices[k].action.kind;
      if ((kind != kOffer && kind != kCounter) || pick() % 8 == 0) break;
      k = pick() % v.prompt.choices.size();
    }
    const Choice& c = v.prompt.choices[k];
    auto a = s->decode(c.code);
    REQUIRE(a.has_value());
    must(*s, seat, *a);
  }
  if (s->terminal()) each(*s, -1);  // the final position too
}

// The same position with every secret of seats other than `viewer` changed:
// other hands and development cards rotated (same counts), the deck reversed.
std::unique_ptr<State> with_other_secrets(const State& s, int viewer) {
  auto t = s.clone();
  Model& m = M(*t);
  for (int p = 0; p < m.n; ++p) {
    if (p == viewer) continue;
    Player& P = m.pl[p];
    std::rotate(P.res.begin(), P.res.begin() + 1, P.res.end());
    std::rotate(P.dev.begin(), P.dev.begin() + 1, P.dev.end());
    std::rotate(P.dev_new.begin(), P.dev_new.begin() + 1, P.dev_new.end());
  }
  std::reverse(m.deck.begin() + m.deck_pos, m.deck.end());
  return t;
}

}  // namespace

TEST_CASE("view: another seat's hand and development cards never appear, nor the deck", "[catan][view]") {
  for (const char* preset : {"classic", "zombies"}) {
    for (uint64_t seed = 1; seed <= 2; ++seed) {
      int checked = 0, over = 0;
      random_game(preset, seed, 4000, [&](State& s, int) {
        const Model& m = M(s);
        for (int viewer = -1; viewer < m.n; ++viewer) {
          View v = view_of(s, viewer);
          REQUIRE(v.viewer == viewer);
          REQUIRE(static_cast<int>(v.seats.size()) == m.n);
          for (int p = 0; p < m.n; ++p) {
            const PlayerView& pv = v.seats[p];
            REQUIRE(pv.cards == total(m.pl[p].res));
            if (p == viewer) {
              REQUIRE(pv.hand_shown);
              for (int r = 0; r < kRes; ++r) REQUIRE(pv.hand[r] == m.pl[p].res[r]);
              for (int d = 0; d < kDevKinds; ++d) REQUIRE(pv.dev[d] == m.pl[p].dev[d]);
              REQUIRE(pv.points == m.points(p));
            } else {
              REQUIRE_FALSE(pv.hand_shown);
              REQUIRE(pv.hand == Cards{});
              REQUIRE(pv.dev == std::array<int, kDevKinds>{});
              REQUIRE(pv.dev_new == std::array<int, kDevKinds>{});
              if (m.phase != kOver) REQUIRE(pv.points == m.public_points(p));
            }
          }
          // view_json is written from the same view: one hand at most, the viewer's.
          const std::string json = s.view_json(viewer);
          size_t hands = 0;
          for (size_t at = json.find("\"hand\""); at != std::string::npos; at = json.find("\"hand\"", at + 1))
            ++hands;
          REQUIRE(hands == (viewer >= 0 ? 1u : 0u));
          // Nothing the viewer sees depends on the others' secrets or the deck.
          if (m.phase != kOver) {
            auto t = with_other_secrets(s, viewer);
            REQUIRE(digest(view_of(*t, viewer)) == digest(v));
          }
          ++checked;
          over += m.phase == kOver;
        }
      });
      REQUIRE(checked > 100);
      REQUIRE(over > 0);  // the game ended: hands stay hidden at the end too
    }
  }
}

TEST_CASE("view: the prompt's choices are exactly legal_actions, with their codes and labels",
          "[catan][view]") {
  for (const char* preset : {"classic", "zombies"}) {
    for (uint64_t seed = 4; seed <= 6; ++seed) {
      random_game(preset, seed, 800, [&](State& s, int) {
        const Model& m = M(s);
        for (int seat = -1; seat < m.n; ++seat) {
          View v = view_of(s, seat);
          std::vector<Action> legal;
          if (seat >= 0) s.legal_actions(seat, legal);
          const bool acts = seat >= 0 && (s.actors() >> seat & 1);
          REQUIRE(v.prompt.viewer_acts == acts);
          REQUIRE(v.prompt.waiting == s.actors());
          REQUIRE_FALSE(v.prompt.text.empty());
          if (!acts) {
            REQUIRE(v.prompt.choices.empty());
            continue;
          }
          REQUIRE(v.prompt.choices.size() == legal.size());
          for (size_t i = 0; i < legal.size(); ++i) {
            const Choice& c = v.prompt.choices[i];
            REQUIRE(c.action == legal[i]);
            REQUIRE(c.code == s.encode(legal[i]));
            REQUIRE(s.decode(c.code) == legal[i]);
            REQUIRE(c.label == s.label(legal[i]));
          }
        }
      });
    }
  }
}

TEST_CASE("view: targets, costs, gains, dice and worth of choices agree with apply", "[catan][view]") {
  int seen[kNumActionKinds] = {};
  for (const char* preset : {"classic", "zombies"}) {
    for (uint64_t seed = 7; seed <= 10; ++seed) {
      random_game(preset, seed, 1200, [&](State& s, int seat) {
        View v = view_of(s, seat);
        const Model& m = M(s);
        for (const Choice& c : v.prompt.choices) {
          auto t = s.clone();
          EventSink ev;
          must(*t, seat, c.action, &ev);
          const Model& after = M(*t);
          const int k = c.action.kind;
          ++seen[k];
          // Cards: the hand moves by exactly -cost + gain for choices whose
          // outcome is certain (no production, no stolen or monopolised cards).
          const bool exact = k == kBuildRoad || k == kBuildCity || k == kBuyDev || k == kBankTrade ||
                             k == kPlayPlenty || k == kDiscard || k == kPayCard || k == kTradeWith ||
                             (k == kBuildSettlement && m.phase == kMain);
          if (exact && !after.pl[seat].out)
            for (int r = 0; r < kRes; ++r)
              REQUIRE(after.pl[seat].res[r] == m.pl[seat].res[r] - c.pay[r] + c.gain[r]);
          if (k == kBuildSettlement && m.phase == kSetupSettle) REQUIRE(c.pay == Cards{});
          switch (c.target.kind) {
            case TargetKind::kNode:
              if (k == kBuildSettlement)
                REQUIRE((after.owner[c.target.id] == seat && after.level[c.target.id] == kSettlement));
              if (k == kBuildCity)
                REQUIRE((after.owner[c.target.id] == seat && after.level[c.target.id] == kCity));
              if (k == kPaySettlement) REQUIRE(after.level[c.target.id] == kEmpty);
              if (k == kPayCity) REQUIRE(after.level[c.target.id] == kSettlement);
              break;
            case TargetKind::kEdge:
              if (k == kBuildRoad) REQUIRE(after.road[c.target.id] == seat);
              if (k == kPayRoad) REQUIRE(after.road[c.target.id] == -1);
              break;
            case TargetKind::kHex:
              if (k == kMoveRobber) REQUIRE(after.robber == c.target.id);
              if (k == kZombieHex)
                REQUIRE(std::any_of(ev.begin(), ev.end(), [&](const Event& e) {
                  return (e.kind == kEvZombie || e.kind == kEvInfest) && e.v[0] == c.target.id;
                }));
              if (k == kPlayKnight) REQUIRE(after.zombies[c.target.id] == 0);
              break;
            case TargetKind::kSeat:
              if (k == kSteal) REQUIRE(after.cards(c.target.id) == m.cards(c.target.id) - 1);
              break;
            default: break;
          }
          if (c.worth) {
            REQUIRE(m.pl[seat].owed > 0);
            if (!after.pl[seat].out) REQUIRE(after.pl[seat].owed == std::max(0, m.pl[seat].owed - c.worth));
          }
          int rolled = 0;
          for (const Event& e : ev)
            if (e.kind == kEvRoll) {
              rolled += 2;  // kEvRoll carries two dice
              REQUIRE((e.v[0] >= 1 && e.v[0] <= tables().faces && e.v[1] >= 1 && e.v[1] <= tables().faces));
            }
          REQUIRE(rolled == c.dice.count);
        }
      });
    }
  }
  // The random games reached the interesting kinds.
  for (int k :
       {kRoll, kBuildSettlement, kBuildRoad, kBankTrade, kDiscard, kMoveRobber, kSteal, kZombieHex, kPayCard})
    CHECK(seen[k] > 0);
}

TEST_CASE(
    "view: the zombie damage table is what the engine applies in an attack (CZ-ATTACK, CZ-PAY, CZ-DESTROY)",
    "[catan][view][attack]") {
  const Tables& tb = tables();
  auto s = make("zombies", {"layout=beginner"}, 1, 4);
  Model& m = M(*s);
  clear_board(m);
  // Seat 0: a city and two settlements on centre corners (three land hexes
  // each), a road off one settlement; their hexes at the city threshold.
  const int city = topo().hex_nodes[9][0], s1 = topo().hex_nodes[9][3], s2 = topo().hex_nodes[4][4];
  put_settlement(m, 0, city, true);
  put_settlement(m, 0, s1);
  put_settlement(m, 0, s2);
  int road = -1;
  for (int e : topo().node_edges[s1])
    if (e >= 0 && road < 0) road = e;
  put_road(m, 0, road);
  // Seat 1: a settlement one zombie short of the threshold, seat 2 a city one short.
  const int b1 = topo().hex_nodes[0][0], b2 = topo().hex_nodes[18][3];
  put_settlement(m, 1, b1);
  put_settlement(m, 2, b2, true);
  for (int nd : {city, s1, s2})
    for (int h : topo().node_hexes[nd])
      if (h >= 0) m.zombies[h] = static_cast<int8_t>(tb.attack_city);
  for (int h : topo().node_hexes[b1])
    if (h >= 0) m.zombies[h] = static_cast<int8_t>(tb.attack_settlement - 1);
  for (int h : topo().node_hexes[b2])
    if (h >= 0) m.zombies[h] = static_cast<int8_t>(tb.attack_city - 1);
  refresh(m);
  give(m, 0, kOre, 3);
  // Expected debt from the table: one per neighbouring hex at the threshold.
  auto expected = [&](int p) {
    int d = 0;
    for (int nd = 0; nd < kNodes; ++nd) {
      if (m.owner[nd] != p || m.level[nd] == kEmpty) continue;
      const int need = m.level[nd] == kCity ? tb.attack_city : tb.attack_settlement;
      for (int h : topo().node_hexes[nd])
        if (h >= 0 && m.zombies[h] >= need) ++d;
    }
    return d;
  };
  const int d0 = expected(0);
  REQUIRE(d0 >= 8);
  REQUIRE(expected(1) == 0);
  REQUIRE(expected(2) == 0);
  m.cur = 0;
  m.phase = kPreRoll;
  s->rng().force({3, 4});
  must(*s, 0, act(kRoll));  // the trouble total
  REQUIRE(3 + 4 == tb.trouble);
  REQUIRE(m.phase == kPayingZombies);
  REQUIRE(m.payer == 0);
  REQUIRE(m.pl[0].owed == d0);
  REQUIRE(m.pl[1].owed == 0);
  REQUIRE(m.pl[2].owed == 0);

  // Each payment settles its worth from the table, and the view says so.
  auto pay = [&](int kind, int where, int worth) {
    View v = view_of(*s, 0);
    REQUIRE(v.prompt.kind == Ask::PayZombies);
    REQUIRE(v.seats[0].owes == m.pl[0].owed);
    const Choice* c = nullptr;
    for (const Choice& x : v.prompt.choices)
      if (x.action.kind == kind && x.action.a == where) c = &x;
    REQUIRE(c != nullptr);
    REQUIRE(c->worth == worth);
    const int before = m.pl[0].owed;
    must(*s, 0, c->action);
    REQUIRE(m.pl[0].owed == std::max(0, before - worth));
  };
  pay(kPayRoad, road, tb.worth_road);
  pay(kPayCard, kOre, tb.worth_card);
  pay(kPayCity, city, tb.worth_city);
  REQUIRE(m.pl[0].owed < tb.worth_settlement);  // no change is given
  pay(kPaySettlement, s2, tb.worth_settlement);
  REQUIRE(m.pl[0].owed == 0);
  // The prompt sentence carries the same table.
  REQUIRE(tb.worth_text.find(std::to_string(tb.worth_city)) != std::string::npos);
}

TEST_CASE("view: the dice, pips and yield tables match the engine (C-PRODUCE)", "[catan][view]") {
  const Tables& tb = tables();
  int all = 0;
  for (int w : tb.ways) all += w;
  REQUIRE(all == 36);
  REQUIRE(tb.ways[tb.trouble] == 6);
  auto s = make("classic", {"layout=beginner"}, 1, 4);
  Model& m = M(*s);
  clear_board(m);
  int h = -1;
  for (int x = 0; x < kHexes; ++x)
    if (m.number[x] == 8 && m.robber != x) h = x;
  REQUIRE(h >= 0);
  put_settlement(m, 0, topo().hex_nodes[h][0]);
  put_settlement(m, 1, topo().hex_nodes[h][3], true);
  View v = view_of(*s, 0);
  REQUIRE(v.hexes[h].ways == 5);
  REQUIRE(v.nodes[topo().hex_nodes[h][0]].yield == tb.yield[kSettlement]);
  REQUIRE(v.nodes[topo().hex_nodes[h][3]].yield == tb.yield[kCity]);
  m.cur = 0;
  m.phase = kPreRoll;
  s->rng().force({4, 4});
  EventSink ev;
  must(*s, 0, act(kRoll), &ev);
  REQUIRE(m.pl[0].res[m.terrain[h]] >= tb.yield[kSettlement]);
  int got[2] = {};
  for (const Event& e : ev)
    if (e.kind == kEvProduce && e.player >= 0 && e.player < 2 && e.v[1] == m.terrain[h])
      got[e.player] += e.v[0];
  REQUIRE(got[0] == tb.yield[kSettlement]);
  REQUIRE(got[1] == tb.yield[kCity]);
  // Costs come from the engine's constants.
  for (int r = 0; r < kRes; ++r) {
    REQUIRE(tb.road[r] == kRoadCost[r]);
    REQUIRE(tb.settlement[r] == kSettlementCost[r]);
    REQUIRE(tb.city[r] == kCityCost[r]);
  }
}

// The one boundary, seat by seat: a hand, the development cards and the deck
// order are seen by nobody else (State::private_to declares the first two).
TEST_CASE("Catan view_json: another seat's cards and the deck order reach no seat",
          "[catan][view][observation]") {
  int changed = 0;
  shamble::test::along_a_game("catan", 7, 4, 11, [&](const State& s) {
    const Model& m = model_of(s);
    // The cards still in the deck, in another order.
    shamble::test::hidden_from_others(s, -1, [](State& c) {
      Model& x = model_of(c);
      std::reverse(x.deck.begin() + x.deck_pos, x.deck.end());
    });
    for (int q = 0; q < m.n && !s.terminal(); ++q) {
      CHECK_FALSE(s.private_to(q).empty());  // a hand is private even when empty
      // One resource card becomes another: the count, which is public, stays.
      int from = -1;
      for (int r = 0; r < kRes && from < 0; ++r)
        if (m.pl[q].res[r] > 0) from = r;
      if (from >= 0)
        changed += shamble::test::hidden_from_others(s, q, [&](State& c) {
          Model& x = model_of(c);
          --x.pl[q].res[from];
          ++x.pl[q].res[(from + 1) % kRes];
        });
      // One unplayed development card becomes another kind.
      for (int k = 0; k < kDevKinds; ++k)
        if (m.pl[q].dev[k] > 0) {
          changed += shamble::test::hidden_from_others(s, q, [&](State& c) {
            Model& x = model_of(c);
            --x.pl[q].dev[k];
            ++x.pl[q].dev[(k + 1) % kDevKinds];
          });
          break;
        }
    }
  });
  CHECK(changed > 10);  // the changes were real: their owner saw each one
}
