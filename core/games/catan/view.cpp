// view_json: everything public (board with coordinates for a renderer, pieces,
// counts, the open offer) plus the viewer's own hand and cards. Other players'
// cards show as counts only; the deck order is never shown.
#include "games/catan/view.h"

#include "framework/json_writer.h"
#include "games/catan/text.h"

namespace shamble::catan {

namespace {
void res_obj(JsonWriter& w, const ResArr& a) {
  w.begin_object();
  for (int r = 0; r < kRes; ++r) w.field(res_name(r), static_cast<int>(a[r]));
  w.end_object();
}
const char* kPhase[] = {"setup-settlement", "setup-road",   "roll",   "zombie-choice", "discard",
                        "robber",           "steal",        "main",   "road-building", "offer-compose",
                        "offer-respond",    "offer-choose", "attack", "over"};
}  // namespace

std::string view_json(const Model& m, int seat) {
  const Topology& t = topo();
  JsonWriter w;
  w.begin_object();
  w.field("game", "catan").field("viewer", seat).field("zombies", m.o.zombies);
  w.field("phase", kPhase[m.phase])
      .field("current", static_cast<int>(m.cur))
      .field("round", static_cast<int>(m.round));
  w.key("dice").begin_array().value(static_cast<int>(m.die1)).value(static_cast<int>(m.die2)).end_array();
  w.field("actors", static_cast<int64_t>(m.actors()));
  w.key("hexes").begin_array();
  for (int h = 0; h < kHexes; ++h) {
    w.begin_object()
        .field("id", h)
        .field("q", static_cast<int>(t.hex_q[h]))
        .field("r", static_cast<int>(t.hex_r[h]));
    w.field("terrain", terrain_name(m.terrain[h])).field("number", static_cast<int>(m.number[h]));
    w.field("zombies", static_cast<int>(m.zombies[h])).field("robber", h == m.robber);
    w.key("nodes").begin_array();
    for (int x : t.hex_nodes[h]) w.value(x);
    w.end_array().end_object();
  }
  w.end_array();
  w.key("nodes").begin_array();
  for (int nd = 0; nd < kNodes; ++nd) {
    w.begin_object()
        .field("id", nd)
        .field("x", static_cast<int>(t.node_x[nd]))
        .field("y", static_cast<int>(t.node_y[nd]));
    w.field("owner", static_cast<int>(m.owner[nd]));
    w.field("building", m.level[nd] == CITY ? "city" : m.level[nd] == SETTLEMENT ? "settlement" : "");
    w.end_object();
  }
  w.end_array();
  w.key("edges").begin_array();
  for (int e = 0; e < kEdges; ++e) {
    w.begin_object().field("id", e).field("a", static_cast<int>(t.edge_nodes[e][0]));
    w.field("b", static_cast<int>(t.edge_nodes[e][1]))
        .field("road", static_cast<int>(m.road[e]))
        .end_object();
  }
  w.end_array();
  w.key("harbours").begin_array();
  for (int i = 0; i < kHarbours; ++i) {
    w.begin_object().field("edge", static_cast<int>(t.harbour_edge[i]));
    w.field("kind", m.harbour[i] == kGenericHarbour ? "any" : res_name(m.harbour[i]));
    w.field("rate", m.harbour[i] == kGenericHarbour ? 3 : 2).end_object();
  }
  w.end_array();
  w.key("bank");
  res_obj(w, m.bank);
  w.field("deck_left", kDevCards - m.deck_pos);
  w.field("longest_road", static_cast<int>(m.longest)).field("largest_army", static_cast<int>(m.army));
  w.key("players").begin_array();
  for (int p = 0; p < m.n; ++p) {
    const Player& P = m.pl[p];
    const bool own = p == seat || m.phase == OVER;
    w.begin_object().field("name", m.names[p]).field("out", P.out != 0);
    w.field("points", own ? m.points(p) : m.public_points(p)).field("cards", m.cards(p));
    int devs = 0;
    for (int k = 0; k < kDevKinds; ++k) devs += P.dev[k];
    w.field("dev_cards", devs)
        .field("knights", static_cast<int>(P.knights))
        .field("road_length", static_cast<int>(P.road_len));
    w.field("roads_left", static_cast<int>(P.roads_left))
        .field("settlements_left", static_cast<int>(P.settlements_left));
    w.field("cities_left", static_cast<int>(P.cities_left));
    if (P.owed) w.field("owes", static_cast<int>(P.owed));
    if (P.discard) w.field("must_discard", static_cast<int>(P.discard));
    if (own) {
      w.key("hand");
      res_obj(w, P.res);
      w.key("dev").begin_object();
      for (int k = 0; k < kDevKinds; ++k) w.field(dev_name(k), static_cast<int>(P.dev[k]));
      w.end_object();
      w.key("dev_new").begin_object();
      for (int k = 0; k < kDevKinds; ++k) w.field(dev_name(k), static_cast<int>(P.dev_new[k]));
      w.end_object();
    }
    w.end_object();
  }
  w.end_array();
  if (m.phase == OFFER_COMPOSE || m.phase == OFFER_RESPOND || m.phase == OFFER_CHOOSE) {
    w.key("offer").begin_object().field("from", static_cast<int>(m.cur));
    w.key("give");
    res_obj(w, m.offer.give);
    w.key("get");
    res_obj(w, m.offer.get);
    w.key("responses").begin_array();
    static const char* kResp[] = {"", "pending", "accept", "decline", "countering", "counter"};
    for (int p = 0; p < m.n; ++p) {
      w.begin_object().field("answer", kResp[m.offer.resp[p]]);
      if (m.offer.resp[p] == R_COUNTER || (m.offer.resp[p] == R_COUNTERING && p == seat)) {
        w.key("give");
        res_obj(w, m.offer.cgive[p]);
        w.key("get");
        res_obj(w, m.offer.cget[p]);
      }
      w.end_object();
    }
    w.end_array().end_object();
  }
  if (m.phase == OVER) {
    w.key("winners").begin_array();
    for (int p = 0; p < m.n; ++p)
      if (m.winners & (1u << p)) w.value(p);
    w.end_array();
  }
  w.end_object();
  return w.str();
}

}  // namespace shamble::catan
