// Dispatch of one action. The caller has checked the seat may act; each
// handler validates everything before it changes anything, so a refused action
// leaves the state exactly as it was.
#include "games/catan/model.h"

namespace shamble::catan {

Status Model::apply(int p, const Action& a, EventSink* ev) {
  switch (a.kind) {
    case kRoll: return do_roll(ev);
    case kBuildSettlement: return do_settle(p, a.a, ev);
    case kBuildRoad: return do_road(p, a.a, ev);
    case kBuildCity: return do_city(p, a.a, ev);
    case kBuyDev: return do_buy_dev(p, a.a, ev);
    case kPlayKnight:
    case kPlayRoadBuilding:
    case kPlayPlenty:
    case kPlayMonopoly: return do_play_dev(p, a, ev);
    case kBankTrade: return do_bank(p, a.a, a.b, ev);
    case kEndTurn: return do_end_turn(ev);
    case kOffer:
    case kOfferGive:
    case kOfferGet:
    case kOfferSend:
    case kOfferCancel:
    case kAccept:
    case kDecline:
    case kCounter:
    case kCounterGive:
    case kCounterGet:
    case kCounterSend:
    case kTradeWith: return do_offer_action(p, a, ev);
    case kZombieHex: return do_zombie_hex(p, a.a, ev);
    case kDiscard: return do_discard(p, a.a, ev);
    case kMoveRobber: return do_robber(p, a.a, ev);
    case kSteal: return do_steal(p, a.a, ev);
    case kPayCard:
    case kPayRoad:
    case kPaySettlement:
    case kPayCity: return do_pay(p, a, ev);
    default: return fail("action", "unknown action kind");
  }
}

}  // namespace shamble::catan
