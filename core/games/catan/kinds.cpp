// Every action kind of Hexlands, one block per kind: the handler of the rules
// area that checks it (the rule id in the refusal) and applies it, the label
// people read and what its choice adds (target, cards paid and gained, dice,
// debt settled, menu). The table at the end is what Model::apply, label,
// action_kind_defs and the view's choices read.
#include "games/catan/kinds.h"

#include <array>

#include "framework/kind_table.h"
#include "games/catan/info_parts.h"
#include "games/catan/text.h"

namespace shamble::catan {

namespace {

using M = Model;

Cards cards_of(const ResArr& a) {
  Cards c{};
  for (int r = 0; r < kRes; ++r) c[r] = a[r];
  return c;
}
void no_choice(Choice&, const M&, int, int) {}  // nothing beyond code and label

// ---- roll the dice (C-ROLL; turn.cpp)
Status apply_roll(M& m, int, const Action&, EventSink* ev) { return m.do_roll(ev); }
std::string label_roll(const M&, const Action&) { return "Roll the dice"; }
void choice_roll(Choice& c, const M&, int, int) { c.dice = {tables().dice, tables().faces}; }

// ---- a settlement on corner a.a, opening or bought (C-SETUP, C-DISTANCE, C-ROAD-CONNECT, C-COST;
// building.cpp)
Status apply_settle(M& m, int p, const Action& a, EventSink* ev) { return m.do_settle(p, a.a, ev); }
std::string label_settle(const M& m, const Action& a) {
  return (m.phase == kSetupSettle ? "Place an opening settlement " : "Build a settlement ") +
         corner_text(m, a.a);
}
void choice_settle(Choice& c, const M& m, int, int) {
  c.target = Target::of(TargetKind::kNode, c.action.a);
  if (m.phase != kSetupSettle) c.pay = tables().settlement;
}

// ---- a road on side a.a: opening, bought or free (C-SETUP, C-ROAD-CONNECT, C-COST; building.cpp)
Status apply_road(M& m, int p, const Action& a, EventSink* ev) { return m.do_road(p, a.a, ev); }
std::string label_road(const M& m, const Action& a) {
  return (m.phase == kFreeRoads || m.phase == kSetupRoad ? "Place a road " : "Build a road ") +
         side_text(m, a.a);
}
void choice_road(Choice& c, const M& m, int, int) {
  c.target = Target::of(TargetKind::kEdge, c.action.a);
  if (m.phase == kMain) c.pay = tables().road;  // the opening and road building place roads free
}

// ---- upgrade the settlement on corner a.a (C-BUILD-CITY; building.cpp)
Status apply_city(M& m, int p, const Action& a, EventSink* ev) { return m.do_city(p, a.a, ev); }
std::string label_city(const M& m, const Action& a) {
  return "Upgrade the settlement " + corner_text(m, a.a) + " to a city";
}
void choice_city(Choice& c, const M&, int, int) {
  c.target = Target::of(TargetKind::kNode, c.action.a), c.pay = tables().city;
}

// ---- buy a development card paying the way a.a (C-DEV-BUY, CZ-DEV-COST; dev_cards.cpp)
Status apply_buy_dev(M& m, int p, const Action& a, EventSink* ev) { return m.do_buy_dev(p, a.a, ev); }
std::string label_buy_dev(const M&, const Action& a) {
  return "Buy a development card for " + cards_text(dev_price(a.a));
}
void choice_buy_dev(Choice& c, const M&, int, int buy_dev_variants) {
  c.pay = cards_of(dev_price(c.action.a));
  if (buy_dev_variants > 1) c.menu = "Buy a development card\u2026";
}

// ---- play a development card (C-DEV-PLAY and the card's own rule; dev_cards.cpp)
Status apply_play_dev(M& m, int p, const Action& a, EventSink* ev) { return m.do_play_dev(p, a, ev); }
std::string label_knight(const M& m, const Action& a) {  // C-KNIGHT, CZ-KNIGHT: a.a the hex cleared
  return m.o.zombies ? "Play a knight: clear " + hex_text(m, a.a) : "Play a knight: move the robber";
}
void choice_knight(Choice& c, const M&, int, int) {
  if (c.action.a >= 0)
    c.target = Target::of(TargetKind::kHex, c.action.a), c.menu = "Play a knight (pick a hex)\u2026";
}
std::string label_road_building(const M&, const Action&) { return "Play road building: two free roads"; }
std::string label_plenty(const M&, const Action& a) {  // C-PLENTY: a.a and a.b from the bank
  return std::string("Play year of plenty: take ") + res_name(a.a) + " and " + res_name(a.b);
}
void choice_plenty(Choice& c, const M&, int, int) {
  ++c.gain[c.action.a], ++c.gain[c.action.b];
  c.menu = "Play year of plenty\u2026";
}
std::string label_monopoly(const M&, const Action& a) {  // C-MONOPOLY: every a.a of the others
  return std::string("Play monopoly on ") + res_name(a.a);
}
void choice_monopoly(Choice& c, const M&, int, int) { c.menu = "Play monopoly\u2026"; }

// ---- trade a.a to the bank for one a.b (C-TRADE-BANK, C-HARBOUR; trade.cpp)
Status apply_bank(M& m, int p, const Action& a, EventSink* ev) { return m.do_bank(p, a.a, a.b, ev); }
std::string label_bank(const M& m, const Action& a) {
  const int k = m.bank_ratio(m.cur, a.a);
  return "Trade " + std::to_string(k) + " " + res_name(a.a) + " to the bank for 1 " + res_name(a.b);
}
void choice_bank(Choice& c, const M& m, int p, int) {
  c.pay[c.action.a] = m.bank_ratio(p, c.action.a);
  c.gain[c.action.b] = 1;
  c.menu = "Bank / harbour trade\u2026";
}

// ---- end the turn (C-TURN; turn.cpp)
Status apply_end(M& m, int, const Action&, EventSink* ev) { return m.do_end_turn(ev); }
std::string label_end(const M&, const Action&) { return "End the turn"; }

// ---- offers between players, step by step (C-TRADE-OFFER, C-TRADE-LIMIT; trade.cpp
// walks an offer's steps together in do_offer_action)
Status apply_offer(M& m, int p, const Action& a, EventSink* ev) { return m.do_offer_action(p, a, ev); }
std::string label_offer(const M&, const Action&) { return "Write a trade offer"; }
std::string label_offer_give(const M&, const Action& a) {
  return std::string("Offer one more ") + res_name(a.a);
}
std::string label_offer_get(const M&, const Action& a) {
  return std::string("Ask for one more ") + res_name(a.a);
}
std::string label_offer_send(const M& m, const Action&) {
  return "Send the offer: " + cards_text(m.offer.give) + " for " + cards_text(m.offer.get);
}
std::string label_offer_cancel(const M&, const Action&) { return "Withdraw the offer"; }
std::string label_accept(const M& m, const Action&) {
  return "Accept: give " + cards_text(m.offer.get) + ", get " + cards_text(m.offer.give);
}
void choice_accept(Choice& c, const M& m, int, int) {
  c.pay = cards_of(m.offer.get);
  c.gain = cards_of(m.offer.give);
}
std::string label_decline(const M&, const Action&) { return "Decline the offer"; }
std::string label_counter(const M&, const Action&) { return "Make a counter-offer"; }
std::string label_counter_give(const M&, const Action& a) {
  return std::string("Counter: give one more ") + res_name(a.a);
}
std::string label_counter_get(const M&, const Action& a) {
  return std::string("Counter: ask for one more ") + res_name(a.a);
}
std::string label_counter_send(const M&, const Action&) { return "Send the counter-offer"; }
std::string label_trade_with(const M& m, const Action& a) {
  return a.a >= 0 && a.a < m.n
             ? "Trade with " + m.names[a.a] + (m.offer.resp[a.a] == kRespCounter ? " on their terms" : "")
             : "Trade with ?";
}
void choice_trade_with(Choice& c, const M& m, int, int) {
  const int s = c.action.a;
  c.target = Target::of(TargetKind::kSeat, s);
  if (s >= 0 && s < m.n) {
    const bool acc = m.offer.resp[s] == kRespAccept;
    c.pay = cards_of(acc ? m.offer.give : m.offer.cget[s]);
    c.gain = cards_of(acc ? m.offer.get : m.offer.cgive[s]);
  }
}

// ---- the rolled number's zombie goes to hex a.a (CZ-CHOICE; zombies.cpp)
Status apply_zombie_hex(M& m, int p, const Action& a, EventSink* ev) { return m.do_zombie_hex(p, a.a, ev); }
std::string label_zombie_hex(const M& m, const Action& a) { return "Put the zombie on " + hex_text(m, a.a); }
void choice_hex(Choice& c, const M&, int, int) { c.target = Target::of(TargetKind::kHex, c.action.a); }

// ---- the robber: discard, move it, rob (C-SEVEN-DISCARD, C-ROBBER, C-STEAL; robber.cpp)
Status apply_discard(M& m, int p, const Action& a, EventSink* ev) { return m.do_discard(p, a.a, ev); }
std::string label_discard(const M&, const Action& a) { return std::string("Discard one ") + res_name(a.a); }
void choice_discard(Choice& c, const M&, int, int) { c.pay[c.action.a] = 1; }
Status apply_robber(M& m, int p, const Action& a, EventSink* ev) { return m.do_robber(p, a.a, ev); }
std::string label_robber(const M& m, const Action& a) { return "Move the robber to " + hex_text(m, a.a); }
Status apply_steal(M& m, int p, const Action& a, EventSink* ev) { return m.do_steal(p, a.a, ev); }
std::string label_steal(const M& m, const Action& a) {
  return a.a >= 0 && a.a < m.n ? "Rob " + m.names[a.a] : "Rob ?";
}
void choice_seat(Choice& c, const M&, int, int) { c.target = Target::of(TargetKind::kSeat, c.action.a); }

// ---- paying the zombies' debt, one card or piece at a time (CZ-PAY, CZ-DESTROY; attack.cpp)
Status apply_pay(M& m, int p, const Action& a, EventSink* ev) { return m.do_pay(p, a, ev); }
std::string label_pay_card(const M&, const Action& a) {
  return std::string("Pay the zombies one ") + res_name(a.a);
}
void choice_pay_card(Choice& c, const M&, int, int) {
  c.pay[c.action.a] = 1;
  c.worth = tables().worth_card;
}
std::string label_pay_road(const M& m, const Action& a) {
  return "Let the zombies destroy the road " + side_text(m, a.a) + " (worth " +
         std::to_string(tables().worth_road) + ")";
}
void choice_pay_road(Choice& c, const M&, int, int) {
  c.target = Target::of(TargetKind::kEdge, c.action.a), c.worth = tables().worth_road;
}
std::string label_pay_settlement(const M& m, const Action& a) {
  return "Let the zombies destroy the settlement " + corner_text(m, a.a) + " (worth " +
         std::to_string(tables().worth_settlement) + ")";
}
void choice_pay_settlement(Choice& c, const M&, int, int) {
  c.target = Target::of(TargetKind::kNode, c.action.a), c.worth = tables().worth_settlement;
}
std::string label_pay_city(const M& m, const Action& a) {
  return "Let the zombies wreck the city " + corner_text(m, a.a) + " down to a settlement (worth " +
         std::to_string(tables().worth_city) + ")";
}
void choice_pay_city(Choice& c, const M&, int, int) {
  c.target = Target::of(TargetKind::kNode, c.action.a), c.worth = tables().worth_city;
}

// clang-format off
constexpr std::array<KindSpec, kNumActionKinds> kKinds = {{
  // kind              code              args apply             label                 choice
  {kRoll,              "roll",           0, apply_roll,       label_roll,           choice_roll},
  {kBuildSettlement,   "settle",         1, apply_settle,     label_settle,         choice_settle},
  {kBuildRoad,         "road",           1, apply_road,       label_road,           choice_road},
  {kBuildCity,         "city",           1, apply_city,       label_city,           choice_city},
  {kBuyDev,            "buy-dev",        1, apply_buy_dev,    label_buy_dev,        choice_buy_dev},
  {kPlayKnight,        "knight",         1, apply_play_dev,   label_knight,         choice_knight},
  {kPlayRoadBuilding,  "road-building",  0, apply_play_dev,   label_road_building,  no_choice},
  {kPlayPlenty,        "plenty",         2, apply_play_dev,   label_plenty,         choice_plenty},
  {kPlayMonopoly,      "monopoly",       1, apply_play_dev,   label_monopoly,       choice_monopoly},
  {kBankTrade,         "bank",           2, apply_bank,       label_bank,           choice_bank},
  {kEndTurn,           "end-turn",       0, apply_end,        label_end,            no_choice},
  {kOffer,             "offer",          0, apply_offer,      label_offer,          no_choice},
  {kOfferGive,         "offer-give",     1, apply_offer,      label_offer_give,     no_choice},
  {kOfferGet,          "offer-get",      1, apply_offer,      label_offer_get,      no_choice},
  {kOfferSend,         "offer-send",     0, apply_offer,      label_offer_send,     no_choice},
  {kOfferCancel,       "offer-cancel",   0, apply_offer,      label_offer_cancel,   no_choice},
  {kAccept,            "accept",         0, apply_offer,      label_accept,         choice_accept},
  {kDecline,           "decline",        0, apply_offer,      label_decline,        no_choice},
  {kCounter,           "counter",        0, apply_offer,      label_counter,        no_choice},
  {kCounterGive,       "counter-give",   1, apply_offer,      label_counter_give,   no_choice},
  {kCounterGet,        "counter-get",    1, apply_offer,      label_counter_get,    no_choice},
  {kCounterSend,       "counter-send",   0, apply_offer,      label_counter_send,   no_choice},
  {kTradeWith,         "trade-with",     1, apply_offer,      label_trade_with,     choice_trade_with},
  {kZombieHex,         "zombie-hex",     1, apply_zombie_hex, label_zombie_hex,     choice_hex},
  {kDiscard,           "discard",        1, apply_discard,    label_discard,        choice_discard},
  {kMoveRobber,        "robber",         1, apply_robber,     label_robber,         choice_hex},
  {kSteal,             "steal",          1, apply_steal,      label_steal,          choice_seat},
  {kPayCard,           "pay-card",       1, apply_pay,        label_pay_card,       choice_pay_card},
  {kPayRoad,           "pay-road",       1, apply_pay,        label_pay_road,       choice_pay_road},
  {kPaySettlement,     "pay-settlement", 1, apply_pay,        label_pay_settlement, choice_pay_settlement},
  {kPayCity,           "pay-city",       1, apply_pay,        label_pay_city,       choice_pay_city},
}};
// clang-format on

static_assert(kinds_in_order(kKinds), "every action kind has its entry, at its own index");

}  // namespace

const KindSpec* kind_spec(int kind) { return kind_entry(kKinds, kind); }

const std::vector<ActionKindDef>& action_kind_defs() {
  static const std::vector<ActionKindDef> defs = kind_defs(kKinds);
  return defs;
}

// The caller has checked the seat may act; the handler checks the action
// before it changes anything, so a refused action leaves the model as it was.
Status Model::apply(int p, const Action& a, EventSink* ev) {
  const KindSpec* k = kind_spec(a.kind);
  return k ? k->apply(*this, p, a, ev) : fail("action", "unknown action kind");
}

Status check_kind(const Model& m, int p, const Action& a) {
  if (m.phase == kOver || p < 0 || p >= m.n || !(m.actors() & (1u << p)))
    return fail("C-TURN", "that seat is not asked to act now");
  Model trial = m;  // the handler refuses before it changes anything; the copy takes any change
  return trial.apply(p, a, nullptr);
}

std::string label(const Model& m, const Action& a) {
  const KindSpec* k = kind_spec(a.kind);
  return k ? k->label(m, a) : "?";
}

}  // namespace shamble::catan
