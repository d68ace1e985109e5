// Dispatch of one action. The caller has checked the seat may act; each
// handler validates everything before it changes anything, so a refused action
// leaves the state exactly as it was.
#include "games/catan/model.h"

namespace shamble::catan {

Status Model::apply(int p, const Action& a, EventSink* ev) {
  switch (a.kind) {
    case A_ROLL: return do_roll(ev);
    case A_SETTLE: return do_settle(p, a.a, ev);
    case A_ROAD: return do_road(p, a.a, ev);
    case A_CITY: return do_city(p, a.a, ev);
    case A_BUY_DEV: return do_buy_dev(p, a.a, ev);
    case A_KNIGHT:
    case A_ROAD_BUILDING:
    case A_PLENTY:
    case A_MONOPOLY: return do_play_dev(p, a, ev);
    case A_BANK: return do_bank(p, a.a, a.b, ev);
    case A_END_TURN: return do_end_turn(ev);
    case A_OFFER:
    case A_OFFER_GIVE:
    case A_OFFER_GET:
    case A_OFFER_SEND:
    case A_OFFER_CANCEL:
    case A_ACCEPT:
    case A_DECLINE:
    case A_COUNTER:
    case A_COUNTER_GIVE:
    case A_COUNTER_GET:
    case A_COUNTER_SEND:
    case A_TRADE_WITH: return do_offer_action(p, a, ev);
    case A_ZOMBIE_HEX: return do_zombie_hex(p, a.a, ev);
    case A_DISCARD: return do_discard(p, a.a, ev);
    case A_ROBBER: return do_robber(p, a.a, ev);
    case A_STEAL: return do_steal(p, a.a, ev);
    case A_PAY_CARD:
    case A_PAY_ROAD:
    case A_PAY_SETTLEMENT:
    case A_PAY_CITY: return do_pay(p, a, ev);
    default: return fail("action", "unknown action kind");
  }
}

}  // namespace shamble::catan
