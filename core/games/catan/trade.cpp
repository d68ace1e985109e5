// Trading. C-TRADE-BANK: 4 of a kind for 1 from the bank; C-HARBOUR: a building
// on a harbour makes it 3:1 (generic) or 2:1 (that resource). C-TRADE-OFFER /
// C-TRADE-COUNTER: the player whose turn it is builds an offer card by card,
// the others accept, decline or counter, and the proposer picks one partner.
// C-TRADE-LIMIT bounds the offers per turn so play always moves on.
#include "games/catan/model.h"

namespace shamble::catan {

bool Model::has_harbour(int p, int kind) const {
  const Topology& t = topo();
  for (int i = 0; i < kHarbours; ++i)
    if (harbour[i] == kind && (owner[t.harbour_nodes[i][0]] == p || owner[t.harbour_nodes[i][1]] == p))
      return true;
  return false;
}

uint32_t Model::harbour_mask(int p) const {
  const Topology& t = topo();
  uint32_t m = 0;
  const uint64_t mine = own_nodes[p];
  if (!(mine & t.harbour_all_bits)) return 0;
  for (int i = 0; i < kHarbours; ++i)
    if (mine & t.harbour_node_bits[i]) m |= 1u << harbour[i];
  return m;
}

int Model::bank_ratio(int p, int r) const {
  const uint32_t m = harbour_mask(p);
  return m & (1u << r) ? 2 : m & (1u << kGenericHarbour) ? 3 : 4;
}

Status Model::do_bank(int p, int give, int get, EventSink* ev) {
  if (phase != kMain) return fail("C-TRADE-BANK", "trading happens after the roll");
  if (give < 0 || give >= kRes || get < 0 || get >= kRes || give == get)
    return fail("C-TRADE-BANK", "trade one resource for a different one");
  const int k = bank_ratio(p, give);
  if (pl[p].res[give] < k) return fail("C-HARBOUR", "you need " + std::to_string(k) + " of that resource");
  if (bank[get] == 0) return fail("C-TRADE-BANK", "the bank has none of that resource left");
  ResArr c{};
  c[give] = static_cast<int8_t>(k);
  pay(p, c);
  gain(p, get, 1);
  emit(ev, kEvBankTrade, p, k == 4 ? "C-TRADE-BANK" : "C-HARBOUR", give, k, get);
  return {};
}

namespace {
bool covers(const ResArr& have, const ResArr& need) {
  for (int r = 0; r < kRes; ++r)
    if (have[r] < need[r]) return false;
  return true;
}
constexpr int kMaxSide = kOfferSide;  // cards on each side of an offer or counter
}  // namespace

// Everyone who has answered: back to the proposer, or closed if nobody bites.
void Model::close_responses(EventSink* ev) {
  for (int s = 0; s < n; ++s)
    if (offer.resp[s] == kRespPending || offer.resp[s] == kRespCountering) return;
  for (int s = 0; s < n; ++s)
    if (offer.resp[s] == kRespAccept || offer.resp[s] == kRespCounter) {
      phase = kOfferChoose;
      return;
    }
  emit(ev, kEvOfferClosed, cur, "C-TRADE-OFFER");
  offer = Offer{};
  phase = kMain;
}

Status Model::do_offer_action(int p, const Action& a, EventSink* ev) {
  const int r = a.a;
  const bool res_ok = r >= 0 && r < kRes;
  switch (a.kind) {
    case kOffer: {
      if (phase != kMain) return fail("C-TRADE-OFFER", "offers are made after the roll");
      if (offers_made >= o.offers) return fail("C-TRADE-LIMIT", "no more offers this turn");
      if (cards(p) == 0) return fail("C-TRADE-OFFER", "you have nothing to offer");
      if (active_count() < 2) return fail("C-TRADE-OFFER", "nobody is left to trade with");
      ++offers_made;
      offer = Offer{};
      phase = kOfferCompose;
      return {};
    }
    case kOfferGive:
      if (phase != kOfferCompose) return fail("C-TRADE-OFFER", "no offer is being written");
      if (!res_ok || offer.give[r] >= pl[p].res[r])
        return fail("C-TRADE-OFFER", "you cannot offer more than you hold");
      if (total(offer.give) >= kMaxSide) return fail("C-TRADE-OFFER", "an offer gives at most 4 cards");
      if (offer.get[r]) return fail("C-TRADE-OFFER", "an offer cannot give and ask for the same resource");
      ++offer.give[r];
      return {};
    case kOfferGet:
      if (phase != kOfferCompose) return fail("C-TRADE-OFFER", "no offer is being written");
      if (!res_ok || offer.give[r])
        return fail("C-TRADE-OFFER", "an offer cannot give and ask for the same resource");
      if (total(offer.get) >= kMaxSide) return fail("C-TRADE-OFFER", "an offer asks for at most 4 cards");
      ++offer.get[r];
      return {};
    case kOfferSend:
      if (phase != kOfferCompose) return fail("C-TRADE-OFFER", "no offer is being written");
      if (!total(offer.give) || !total(offer.get))
        return fail("C-TRADE-OFFER", "an offer both gives and asks");
      for (int s = 0; s < n; ++s) offer.resp[s] = s != cur && !pl[s].out ? kRespPending : kRespNone;
      phase = kOfferRespond;
      emit(ev, kEvOffer, p, "C-TRADE-OFFER");
      return {};
    case kOfferCancel:
      if (phase != kOfferCompose && phase != kOfferChoose)
        return fail("C-TRADE-OFFER", "there is no offer to withdraw");
      emit(ev, kEvOfferClosed, p, "C-TRADE-OFFER");
      offer = Offer{};
      phase = kMain;
      return {};
    case kAccept:
      if (phase != kOfferRespond || offer.resp[p] != kRespPending)
        return fail("C-TRADE-OFFER", "there is no offer to answer");
      if (!covers(pl[p].res, offer.get))
        return fail("C-TRADE-OFFER", "you do not hold what the offer asks for");
      offer.resp[p] = kRespAccept;
      emit(ev, kEvResponse, p, "C-TRADE-OFFER", 1);
      close_responses(ev);
      return {};
    case kDecline:
      if (phase != kOfferRespond || (offer.resp[p] != kRespPending && offer.resp[p] != kRespCountering))
        return fail("C-TRADE-OFFER", "there is no offer to answer");
      offer.resp[p] = kRespDecline;
      offer.cgive[p] = offer.cget[p] = ResArr{};
      emit(ev, kEvResponse, p, "C-TRADE-OFFER", 2);
      close_responses(ev);
      return {};
    case kCounter:
      if (phase != kOfferRespond || offer.resp[p] != kRespPending)
        return fail("C-TRADE-COUNTER", "there is no offer to answer");
      if (cards(p) == 0) return fail("C-TRADE-COUNTER", "you have nothing to offer back");
      offer.resp[p] = kRespCountering;
      return {};
    case kCounterGive:
      if (phase != kOfferRespond || offer.resp[p] != kRespCountering)
        return fail("C-TRADE-COUNTER", "you are not writing a counter-offer");
      if (!res_ok || offer.cgive[p][r] >= pl[p].res[r])
        return fail("C-TRADE-COUNTER", "you cannot offer more than you hold");
      if (total(offer.cgive[p]) >= kMaxSide)
        return fail("C-TRADE-COUNTER", "a counter gives at most 4 cards");
      if (offer.cget[p][r])
        return fail("C-TRADE-COUNTER", "a counter cannot give and ask for the same resource");
      ++offer.cgive[p][r];
      return {};
    case kCounterGet:
      if (phase != kOfferRespond || offer.resp[p] != kRespCountering)
        return fail("C-TRADE-COUNTER", "you are not writing a counter-offer");
      if (!res_ok || offer.cgive[p][r])
        return fail("C-TRADE-COUNTER", "a counter cannot give and ask for the same resource");
      if (total(offer.cget[p]) >= kMaxSide)
        return fail("C-TRADE-COUNTER", "a counter asks for at most 4 cards");
      ++offer.cget[p][r];
      return {};
    case kCounterSend:
      if (phase != kOfferRespond || offer.resp[p] != kRespCountering)
        return fail("C-TRADE-COUNTER", "you are not writing a counter-offer");
      if (!total(offer.cgive[p]) || !total(offer.cget[p]))
        return fail("C-TRADE-COUNTER", "a counter both gives and asks");
      offer.resp[p] = kRespCounter;
      emit(ev, kEvResponse, p, "C-TRADE-COUNTER", 3);
      close_responses(ev);
      return {};
    case kTradeWith: {
      const int s = a.a;
      if (phase != kOfferChoose) return fail("C-TRADE-OFFER", "there is no answered offer");
      if (s < 0 || s >= n || (offer.resp[s] != kRespAccept && offer.resp[s] != kRespCounter))
        return fail("C-TRADE-OFFER", "that player did not accept or counter");
      // Proposer gives `out`, partner gives `in`.
      const ResArr out = offer.resp[s] == kRespAccept ? offer.give : offer.cget[s];
      const ResArr in = offer.resp[s] == kRespAccept ? offer.get : offer.cgive[s];
      if (!covers(pl[p].res, out))
        return fail("C-TRADE-COUNTER", "you do not hold what the counter asks for");
      if (!covers(pl[s].res, in)) return fail("C-TRADE-OFFER", "your partner no longer holds the cards");
      for (int k = 0; k < kRes; ++k) {
        pl[p].res[k] = static_cast<int8_t>(pl[p].res[k] - out[k] + in[k]);
        pl[s].res[k] = static_cast<int8_t>(pl[s].res[k] + out[k] - in[k]);
      }
      emit(ev, kEvTrade, p, offer.resp[s] == kRespAccept ? "C-TRADE-OFFER" : "C-TRADE-COUNTER", s);
      offer = Offer{};
      phase = kMain;
      return {};
    }
    default: return fail("C-TRADE-OFFER", "not a trade action");
  }
}

}  // namespace shamble::catan
