// Writing an offer or a counter card by card (C-TRADE-OFFER, C-TRADE-COUNTER):
// the one place that says which "give r" and "ask for r" steps are open, read
// by the legal list (legal.cpp) and by the random seats' draw and apply
// (state.cpp). Four moves in ten of a random game are these steps, and with
// the list's segments each paid for the general listing, the segment walk and
// the kind table's dispatch to a handler that checked again; drawn and applied
// here, a step is a few word operations, and the draw is the list's k-th move
// for the same single Rng::below, so play is the same move for move.
#pragma once

#include "framework/nth_bit.h"
#include "framework/rng.h"
#include "games/catan/legal_segments.h"
#include "games/catan/model.h"

namespace shamble::catan {

// The open steps as bits in the list's order: bit 8r is "give r", bit 8r + 1
// "ask for r". Give r: r is not asked for, the hand holds more than already
// offered and the side has room; ask for r: r is not given and the side has
// room. Flags are combined without branches: random play makes every one of
// these tests unpredictable.
inline uint64_t compose_step_bits(uint64_t give, uint64_t get, uint64_t hand) {
  const uint64_t give_room = word_total(give) < kOfferSide ? kByteHi : 0;
  const uint64_t get_room = word_total(get) < kOfferSide ? kByteHi : 0;
  const uint64_t can_give = zero_bytes(get) & ge_bytes(hand, give + 0x0101010101ull) & give_room;
  const uint64_t can_get = zero_bytes(give) & get_room;
  return can_give >> 7 | can_get >> 6;
}

// What seat p is writing, if anything: the proposer's offer (then the list
// ends with send and cancel) or p's counter (counter-send and decline).
struct Composing {
  const ResArr* give = nullptr;  // null: p is writing nothing
  const ResArr* get = nullptr;
  int give_kind = 0, send_kind = 0, last_kind = 0;
};

inline Composing composing(const Model& m, int p) {
  if (m.phase == kOfferCompose) return {&m.offer.give, &m.offer.get, kOfferGive, kOfferSend, kOfferCancel};
  if (m.phase == kOfferRespond && m.offer.resp[p] == kRespCountering)
    return {&m.offer.cgive[p], &m.offer.cget[p], kCounterGive, kCounterSend, kDecline};
  return {};
}

// The k-th move of the list legal.cpp writes for a composing seat (the
// steps, then send when both sides hold a card, then cancel or decline),
// drawn with one rng.below over its size, as CatanState::draw does.
inline Action draw_compose_step(const Composing& c, const ResArr& hand, Rng& rng) {
  const uint64_t g = res_word(*c.give), t = res_word(*c.get);
  const uint64_t steps = compose_step_bits(g, t, res_word(hand));
  const int open = bit_count(steps), send = g && t ? 1 : 0;
  const int k = static_cast<int>(rng.below(static_cast<uint32_t>(open + send + 1)));
  if (k < open) {
    const int bit = nth_bit(steps, k);
    return Action{c.give_kind + (bit & 1), bit >> 3, 0, 0};
  }
  return Action{k < open + send ? c.send_kind : c.last_kind, 0, 0, 0};
}

// A listed step applied by seat p: the handler's checks hold by construction
// (the soak applies every listed step through the checked handler), and the
// step neither logs nor moves the game on, so it is one card added to its
// side. False for any other move, which the handler applies.
inline bool apply_compose_step(Model& m, int p, const Action& a) {
  switch (a.kind) {
    case kOfferGive: ++m.offer.give[a.a]; return true;
    case kOfferGet: ++m.offer.get[a.a]; return true;
    case kCounterGive: ++m.offer.cgive[p][a.a]; return true;
    case kCounterGet: ++m.offer.cget[p][a.a]; return true;
    default: return false;
  }
}

}  // namespace shamble::catan
