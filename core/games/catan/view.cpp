// view_of: the position as one seat may see it, and what that seat is asked.
// Visibility is decided here and only here: another seat's hand and
// development cards are never copied into the View (counts only), the deck
// order never is, and the prompt's choices (which reveal a hand: what one may
// discard or pay) are filled only for the viewer. Read-only over the model;
// nothing on the engine's hot paths calls this.
#include "games/catan/view.h"

#include "framework/game.h"
#include "games/catan/catan.h"
#include "games/catan/kinds.h"
#include "games/catan/model.h"
#include "games/catan/text.h"
#include "games/catan/view_json.h"

namespace shamble::catan {

namespace {

Cards cards_of(const ResArr& a) {
  Cards c{};
  for (int r = 0; r < kRes; ++r) c[r] = a[r];
  return c;
}

Tables make_tables() {
  Tables t;
  t.road = cards_of(kRoadCost);
  t.settlement = cards_of(kSettlementCost);
  t.city = cards_of(kCityCost);
  for (int a = 1; a <= t.faces; ++a)
    for (int b = 1; b <= t.faces; ++b) ++t.ways[a + b];
  t.yield = {0, 1, 2};  // C-PRODUCE: a settlement takes 1 card, a city 2
  t.worth_text = "cards count " + std::to_string(t.worth_card) + ", roads " + std::to_string(t.worth_road) +
                 ", settlements " + std::to_string(t.worth_settlement) + ", cities " +
                 std::to_string(t.worth_city);
  return t;
}

Ask ask_of(const Model& m, int viewer) {
  switch (m.phase) {
    case kSetupSettle: return Ask::SetupSettle;
    case kSetupRoad: return Ask::SetupRoad;
    case kPreRoll: return Ask::Roll;
    case kZombieChoice: return Ask::ZombieHex;
    case kDiscarding: return Ask::Discard;
    case kMovingRobber: return Ask::Robber;
    case kStealing: return Ask::Steal;
    case kMain: return Ask::Main;
    case kFreeRoads: return Ask::FreeRoad;
    case kOfferCompose: return Ask::OfferCompose;
    case kOfferRespond:
      return viewer >= 0 && viewer < m.n && m.offer.resp[viewer] == kRespCountering ? Ask::CounterCompose
                                                                                    : Ask::OfferRespond;
    case kOfferChoose: return Ask::OfferChoose;
    case kPayingZombies: return Ask::PayZombies;
    default: return Ask::None;
  }
}

// Where one legal action of seat p leads: its target, what it costs and
// gains, the dice it rolls, the debt it settles, and the menu it sits in:
// its kind's entry in the kinds table (kinds.cpp) fills them in.
Choice choice_of(const State& s, const Model& m, int p, const Action& a, int buy_dev_variants) {
  Choice c;
  c.action = a;
  c.code = s.encode(a);
  c.label = s.label(a);
  if (const KindSpec* k = kind_spec(a.kind)) k->choice(c, m, p, buy_dev_variants);
  return c;
}

}  // namespace

const Tables& tables() {
  static const Tables t = make_tables();
  return t;
}

std::string private_of(const Model& m, int seat) {
  // Once the game is over nothing is kept: the points are shown to all.
  if (seat < 0 || seat >= m.n || m.phase == kOver) return {};
  const Player& P = m.pl[seat];
  std::string out = "hand";
  // Appended piece by piece: `" " + to_string` trips GCC 12's false -Wrestrict.
  auto num = [&out](char sep, int v) {
    out += sep;
    out += std::to_string(v);
  };
  for (int r = 0; r < kRes; ++r) num(' ', P.res[r]);
  out += "; development";
  for (int k = 0; k < kDevKinds; ++k) num(' ', P.dev[k]), num('/', P.dev_new[k]);
  const bool offer_open = m.phase == kOfferCompose || m.phase == kOfferRespond || m.phase == kOfferChoose;
  if (offer_open && m.offer.resp[seat] == kRespCountering) {
    out += "; counter draft";
    for (int r = 0; r < kRes; ++r) num(' ', m.offer.cgive[seat][r]);
    for (int r = 0; r < kRes; ++r) num(' ', m.offer.cget[seat][r]);
  }
  return out;
}

View board_view(const Model& m, int viewer) {
  const Topology& t = topo();
  const Tables& tb = tables();
  if (viewer < -1 || viewer >= m.n) viewer = -1;
  View v;
  v.viewer = viewer;
  v.players = m.n;
  v.zombies = m.o.zombies;
  v.phase = m.phase;
  v.current = m.cur;
  v.round = m.round;
  v.target = m.o.target;
  v.hand_limit = m.o.hand_limit;
  v.zombie_number = m.zombie_number;
  v.payer = m.payer;
  v.dice = {m.die1, m.die2};
  for (int h = 0; h < kHexes; ++h) {
    HexView& x = v.hexes[h];
    x.q = t.hex_q[h], x.r = t.hex_r[h];
    x.terrain = m.terrain[h];
    x.resource = m.terrain[h] >= 0 && m.terrain[h] < kRes ? m.terrain[h] : -1;
    x.number = m.number[h];
    x.ways = x.number >= 2 && x.number <= 12 ? tb.ways[x.number] : 0;
    x.zombies = m.zombies[h];
    x.robber = m.robber == h;
    for (int k = 0; k < 6; ++k) x.nodes[k] = t.hex_nodes[h][k];
    x.name = hex_text(m, h);
  }
  for (int nd = 0; nd < kNodes; ++nd) {
    NodeView& x = v.nodes[nd];
    x.x = t.node_x[nd], x.y = t.node_y[nd];
    x.owner = m.level[nd] != kEmpty ? m.owner[nd] : -1;
    x.building = m.level[nd];
    x.yield = m.level[nd] >= 0 && m.level[nd] <= kCity ? tb.yield[m.level[nd]] : 0;
  }
  for (int e = 0; e < kEdges; ++e) v.edges[e] = EdgeView{t.edge_nodes[e][0], t.edge_nodes[e][1], m.road[e]};
  for (int i = 0; i < kHarbours; ++i) {
    HarbourView& x = v.harbours[i];
    x.edge = t.harbour_edge[i];
    x.nodes = {t.harbour_nodes[i][0], t.harbour_nodes[i][1]};
    x.kind = m.harbour[i];
    x.rate = m.harbour[i] == kGenericHarbour ? 3 : 2;
  }
  v.bank = cards_of(m.bank);
  v.deck_left = kDevCards - m.deck_pos;
  v.longest_road = m.longest;
  v.largest_army = m.army;

  for (int p = 0; p < m.n; ++p) {
    const Player& P = m.pl[p];
    PlayerView x;
    x.name = p < static_cast<int>(m.names.size()) ? m.names[p] : "?";
    x.out = P.out != 0;
    // Hidden victory cards count for their owner, and for everyone once the game is over.
    x.points_hidden = p == viewer || m.phase == kOver;
    x.points = x.points_hidden ? m.points(p) : m.public_points(p);
    x.cards = m.cards(p);
    for (int k = 0; k < kDevKinds; ++k) x.dev_cards += P.dev[k];
    x.knights = P.knights, x.road_length = P.road_len;
    x.roads_left = P.roads_left, x.settlements_left = P.settlements_left, x.cities_left = P.cities_left;
    x.longest_road = m.longest == p, x.largest_army = m.army == p;
    x.owes = P.owed, x.must_discard = P.discard;
    for (int r = 0; r < kRes; ++r) x.rates[r] = m.bank_ratio(p, r);
    if (p == viewer) {  // the only seat whose cards are copied
      x.hand_shown = true;
      x.hand = cards_of(P.res);
      for (int k = 0; k < kDevKinds; ++k) x.dev[k] = P.dev[k], x.dev_new[k] = P.dev_new[k];
    }
    v.seats.push_back(std::move(x));
  }

  if (m.phase == kOfferCompose || m.phase == kOfferRespond || m.phase == kOfferChoose) {
    OfferView& o = v.offer;
    o.open = true;
    o.from = m.cur;
    o.give = cards_of(m.offer.give);
    o.get = cards_of(m.offer.get);
    for (int p = 0; p < m.n; ++p) {
      OfferView::Response& r = o.responses[p];
      r.answer = m.offer.resp[p];
      r.text = answer_text(r.answer);
      // A sent counter is public; a draft only to its writer.
      r.terms = r.answer == kRespCounter || (r.answer == kRespCountering && p == viewer);
      if (r.terms) r.give = cards_of(m.offer.cgive[p]), r.get = cards_of(m.offer.cget[p]);
    }
  }

  if (m.phase == kOver)
    for (int p = 0; p < m.n; ++p)
      if (m.winners & (1u << p)) v.winners.push_back(p);
  v.result = end_summary(m);
  return v;
}

View view_of(const State& s, int viewer) {
  const Model& m = model_of(s);
  View v = board_view(m, viewer);
  viewer = v.viewer;
  Prompt& pr = v.prompt;
  pr.kind = ask_of(m, viewer);
  pr.text = prompt_text(m, viewer);
  pr.waiting = m.phase == kOver ? 0 : m.actors();
  pr.actor = pr.waiting ? __builtin_ctz(pr.waiting) : -1;
  pr.viewer_acts = viewer >= 0 && (pr.waiting >> viewer & 1);
  if (pr.viewer_acts) {
    std::vector<Action> acts;
    s.legal_actions(viewer, acts);
    int buy_dev = 0;
    for (const Action& a : acts) buy_dev += a.kind == kBuyDev;
    pr.choices.reserve(acts.size());
    for (const Action& a : acts) pr.choices.push_back(choice_of(s, m, viewer, a, buy_dev));
  }
  return v;
}

}  // namespace shamble::catan
