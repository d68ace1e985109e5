// view_json (State::view_json, for the driver, window.shamble and the generic
// view): the View of one seat (view.cpp decides what that seat may see)
// written as JSON: everything public (board with coordinates for a renderer,
// pieces, counts, the open offer) plus the viewer's own hand and cards. Other
// players' cards show as counts only; the deck order is never shown.
#include "games/catan/view_json.h"

#include "framework/json_writer.h"
#include "framework/prompt_json.h"

namespace shamble::catan {

namespace {
void res_obj(JsonWriter& w, const Cards& a) {
  w.begin_object();
  for (int r = 0; r < kRes; ++r) w.field(res_name(r), a[r]);
  w.end_object();
}
void dev_obj(JsonWriter& w, const std::array<int, kDevKinds>& a) {
  w.begin_object();
  for (int k = 0; k < kDevKinds; ++k) w.field(dev_name(k), a[k]);
  w.end_object();
}
const char* kPhase[] = {"setup-settlement", "setup-road",   "roll",   "zombie-choice", "discard",
                        "robber",           "steal",        "main",   "road-building", "offer-compose",
                        "offer-respond",    "offer-choose", "attack", "over"};
const char* kResp[] = {"", "pending", "accept", "decline", "countering", "counter"};
}  // namespace

std::string view_json(const State& s, int seat) {
  const View v = view_of(s, seat);
  JsonWriter w;
  w.begin_object();
  // `viewer` is the seat asked for, as given (a spectator may be any negative number).
  w.field("game", "catan").field("viewer", seat).field("zombies", v.zombies);
  w.field("phase", kPhase[v.phase]).field("current", v.current).field("round", v.round);
  w.key("dice").begin_array().value(v.dice[0]).value(v.dice[1]).end_array();
  w.field("actors", static_cast<int64_t>(v.prompt.waiting));
  w.key("hexes").begin_array();
  for (int h = 0; h < kHexes; ++h) {
    const HexView& x = v.hexes[h];
    w.begin_object().field("id", h).field("q", x.q).field("r", x.r);
    w.field("terrain", terrain_name(x.terrain)).field("number", x.number);
    w.field("zombies", x.zombies).field("robber", x.robber);
    w.key("nodes").begin_array();
    for (int nd : x.nodes) w.value(nd);
    w.end_array().end_object();
  }
  w.end_array();
  w.key("nodes").begin_array();
  for (int nd = 0; nd < kNodes; ++nd) {
    const NodeView& x = v.nodes[nd];
    w.begin_object().field("id", nd).field("x", x.x).field("y", x.y);
    w.field("owner", x.owner);
    w.field("building", x.building == kCity ? "city" : x.building == kSettlement ? "settlement" : "");
    w.end_object();
  }
  w.end_array();
  w.key("edges").begin_array();
  for (int e = 0; e < kEdges; ++e) {
    const EdgeView& x = v.edges[e];
    w.begin_object().field("id", e).field("a", x.a).field("b", x.b).field("road", x.road).end_object();
  }
  w.end_array();
  w.key("harbours").begin_array();
  for (const HarbourView& x : v.harbours) {
    w.begin_object().field("edge", x.edge);
    w.field("kind", x.kind == kGenericHarbour ? "any" : res_name(x.kind));
    w.field("rate", x.rate).end_object();
  }
  w.end_array();
  w.key("bank");
  res_obj(w, v.bank);
  w.field("deck_left", v.deck_left);
  w.field("longest_road", v.longest_road).field("largest_army", v.largest_army);
  w.key("players").begin_array();
  for (const PlayerView& p : v.seats) {
    w.begin_object().field("name", p.name).field("out", p.out);
    w.field("points", p.points).field("cards", p.cards);
    w.field("dev_cards", p.dev_cards).field("knights", p.knights).field("road_length", p.road_length);
    w.field("roads_left", p.roads_left).field("settlements_left", p.settlements_left);
    w.field("cities_left", p.cities_left);
    if (p.owes) w.field("owes", p.owes);
    if (p.must_discard) w.field("must_discard", p.must_discard);
    if (p.hand_shown) {
      w.key("hand");
      res_obj(w, p.hand);
      w.key("dev");
      dev_obj(w, p.dev);
      w.key("dev_new");
      dev_obj(w, p.dev_new);
    }
    w.end_object();
  }
  w.end_array();
  if (v.offer.open) {
    w.key("offer").begin_object().field("from", v.offer.from);
    w.key("give");
    res_obj(w, v.offer.give);
    w.key("get");
    res_obj(w, v.offer.get);
    w.key("responses").begin_array();
    for (int p = 0; p < v.players; ++p) {
      const OfferView::Response& r = v.offer.responses[p];
      w.begin_object().field("answer", kResp[r.answer]);
      if (r.terms) {
        w.key("give");
        res_obj(w, r.give);
        w.key("get");
        res_obj(w, r.get);
      }
      w.end_object();
    }
    w.end_array().end_object();
  }
  if (v.phase == kOver) {
    w.key("winners").begin_array();
    for (int p : v.winners) w.value(p);
    w.end_array();
  }
  static const char* kAsk[] = {
      "none",          "setup-settlement", "setup-road",      "roll",         "zombie-hex",
      "discard",       "robber",           "steal",           "main",         "free-road",
      "offer-compose", "offer-respond",    "counter-compose", "offer-choose", "pay-zombies"};
  const Prompt& p = v.prompt;
  w.key("prompt").begin_object().field("ask", kAsk[static_cast<int>(p.kind)]);
  write_prompt_fields(w, p.text, p.actor, p.waiting, p.viewer_acts);
  w.key("choices").begin_array();
  for (const Choice& c : p.choices) {
    w.begin_object();
    write_choice_fields(w, c);
    w.key("pay");
    res_obj(w, c.pay);
    w.key("gain");
    res_obj(w, c.gain);
    w.field("worth", c.worth).field("menu", c.menu).end_object();
  }
  w.end_array().end_object();
  w.end_object();
  return w.str();
}

}  // namespace shamble::catan
