#include "games/monopoly/view_json.h"

#include "framework/game.h"
#include "framework/json_writer.h"
#include "framework/prompt_json.h"

namespace shamble::mono {

const char* ask_name(int ask) {
  static const char* kNames[] = {"none",  "roll",   "jail", "buy",      "manage", "auction",
                                 "trade", "answer", "debt", "mortgage", "place",  "over"};
  static_assert(sizeof(kNames) / sizeof(kNames[0]) == kNumAsks);
  return ask >= 0 && ask < kNumAsks ? kNames[ask] : "?";
}

namespace {
const char* kPlaces[] = {"centre", "square", "auction", "trade", "partners", "claim"};

void seat_list(JsonWriter& w, uint32_t mask) {
  w.begin_array();
  for (int i = 0; i < 32; ++i)
    if (mask >> i & 1) w.value(i);
  w.end_array();
}

void write_prompt(JsonWriter& w, const Prompt& p, const char* ask) {
  w.begin_object().field("ask", ask);
  write_prompt_fields(w, p.text, p.actor, p.waiting, p.viewer_acts);
  w.key("choices").begin_array();
  for (const Choice& c : p.choices) {
    w.begin_object();
    write_choice_fields(w, c);
    w.field("place", kPlaces[static_cast<int>(c.place)]).field("mover", c.mover).field("lands", c.lands);
    w.end_object();
  }
  w.end_array().end_object();
}
}  // namespace

void write_view_fields(JsonWriter& w, const View& v, const char* ask) {
  w.field("viewer", v.viewer).field("players", v.players).field("turn", v.turn).field("over", v.over);
  w.key("dice").begin_array().value(v.dice[0]).value(v.dice[1]).end_array();
  w.field("focus", v.focus).field("houses_left", v.houses_left).field("hotels_left", v.hotels_left);
  w.field("jackpot_rule", v.jackpot_rule).field("jackpot", v.jackpot);
  w.key("squares").begin_array();
  for (const SquareView& s : v.squares) {
    w.begin_object().field("name", s.name).field("group", s.group).field("property", s.property);
    w.field("price", s.price).field("owner", s.owner).field("houses", s.houses).field("hotel", s.hotel);
    w.field("mortgaged", s.mortgaged).field("rent_row", s.rent_row).end_object();
  }
  w.end_array();
  w.key("seats").begin_array();
  for (const PlayerView& p : v.seats) {
    w.begin_object().field("name", p.name).field("cash", p.cash).field("position", p.pos);
    w.field("in_jail", p.in_jail).field("bankrupt", p.bankrupt).field("release_cards", p.release_cards);
    w.end_object();
  }
  w.end_array();
  const AuctionView& a = v.auction;
  w.key("auction").begin_object().field("active", a.active).field("item", a.item).field("square", a.square);
  w.field("high", a.high).field("high_bidder", a.high_bidder).field("to_act", a.to_act).key("in");
  seat_list(w, a.in);
  w.key("asked");
  seat_list(w, a.asked);
  w.end_object();
  const TradeView& t = v.trade;
  w.key("trade").begin_object().field("active", t.active).field("answering", t.answering);
  w.field("proposer", t.seat[0]).field("partner", t.seat[1]);
  w.key("cash").begin_array().value(t.cash[0]).value(t.cash[1]).end_array();
  w.key("deeds").begin_array();
  for (int sq = 0; sq < kBoardSquares; ++sq)
    if (t.deeds >> sq & 1) w.value(sq);
  w.end_array().key("cards").begin_array();
  for (int d = 0; d < 2; ++d)
    if (t.cards >> d & 1) w.value(d);
  w.end_array().end_object();
  w.key("winners").begin_array();
  for (int x : v.winners) w.value(x);
  w.end_array().field("result", v.result);
  w.key("prompt");
  write_prompt(w, v.prompt, ask);
}

std::string view_json(const State& s, int seat) {
  const View v = view_of(s, seat);
  JsonWriter w;
  w.begin_object().field("game", s.info().id);
  write_view_fields(w, v, ask_name(v.prompt.kind));
  w.end_object();
  return w.str();
}

}  // namespace shamble::mono
