// What a seat of Hexlands cannot see (State::redeal_hidden, event_for,
// label_for): the other seats' hands and development cards, the deck, a
// counter-offer another seat is still writing, the card a robbery took.
#include "games/catan/hidden.h"

#include <algorithm>
#include <vector>

#include "games/catan/view.h"

namespace shamble::catan {

namespace {

// Deals `pool` (sorted first, so the deal depends only on which cards are in
// it and on `rng`) into the seats' counts, in seat order.
template <class Take>
void deal(std::vector<int8_t>& pool, Rng& rng, Take take) {
  std::sort(pool.begin(), pool.end());
  rng.shuffle(pool);
  size_t next = 0;
  take(pool, next);
}

}  // namespace

std::array<ResArr, kMaxPlayers> shown_cards(const Model& m) {
  std::array<ResArr, kMaxPlayers> known{};
  if (m.phase == kOfferCompose || m.phase == kOfferRespond || m.phase == kOfferChoose) {
    known[m.cur] = m.offer.give;
    for (int q = 0; q < m.n; ++q) {
      if (q == m.cur) continue;
      if (m.offer.resp[q] == kRespCounter) known[q] = m.offer.cgive[q];
      // Accepting says the seat holds what the offer asks for (C-TRADE-OFFER).
      if (m.offer.resp[q] == kRespAccept) known[q] = m.offer.get;
    }
  }
  return known;
}

// What `seat` cannot see, redealt: the other seats' resource cards among
// themselves (their counts are public, and so is the pool: the bank and the
// seat's own hand are on show; cards on offer stay with their holder), their
// unplayed development cards with the undrawn deck (counts public: buying is
// public, and so are the cards bought this turn), and any counter-offer another
// seat is still writing (cleared: its writer starts again).
void redeal_unseen(Model& m, int seat, Rng& rng) {
  // Once the game is over, every seat's points show, victory cards included
  // (view.cpp): those stay where they are.
  const bool over = m.phase == kOver;
  const std::array<ResArr, kMaxPlayers> known = shown_cards(m);
  std::vector<int8_t> res, dev;
  std::array<int, kMaxPlayers> n_res{}, n_dev{}, n_new{};
  for (int q = 0; q < m.n; ++q) {
    if (q == seat) continue;
    Player& P = m.pl[q];
    for (int r = 0; r < kRes; ++r) {
      const int hidden = std::max(0, P.res[r] - known[q][r]);
      res.insert(res.end(), static_cast<size_t>(hidden), static_cast<int8_t>(r));
      n_res[q] += hidden;
      P.res[r] = static_cast<int8_t>(P.res[r] - hidden);
    }
    for (int k = 0; k < kDevKinds; ++k) {
      if (over && k == kVictoryPoint) continue;
      dev.insert(dev.end(), static_cast<size_t>(P.dev[k]), static_cast<int8_t>(k));
      n_dev[q] += P.dev[k], n_new[q] += P.dev_new[k];
      P.dev[k] = 0, P.dev_new[k] = 0;
    }
    if (m.offer.resp[q] == kRespCountering) m.offer.cgive[q] = {}, m.offer.cget[q] = {};
  }
  int deck_points = 0;  // victory cards left in the deck, when the end has shown where the others are
  for (int i = m.deck_pos; i < kDevCards; ++i)
    if (over && m.deck[i] == kVictoryPoint)
      ++deck_points;
    else
      dev.push_back(m.deck[i]);
  deal(res, rng, [&](const std::vector<int8_t>& pool, size_t& next) {
    for (int q = 0; q < m.n; ++q)
      for (int i = 0; q != seat && i < n_res[q]; ++i) ++m.pl[q].res[pool[next++]];
  });
  deal(dev, rng, [&](const std::vector<int8_t>& pool, size_t& next) {
    for (int q = 0; q < m.n; ++q)
      for (int i = 0; q != seat && i < n_dev[q]; ++i) {
        const int k = pool[next++];
        ++m.pl[q].dev[k];
        if (i < n_new[q]) ++m.pl[q].dev_new[k];
      }
    for (int i = m.deck_pos; i < kDevCards; ++i)
      m.deck[i] = i - m.deck_pos < deck_points ? static_cast<int8_t>(kVictoryPoint) : pool[next++];
  });
  // The cards already drawn (deck[0, deck_pos)) are in hands, played or
  // redealt above: their order would tell who drew what. They become the rest
  // of the standard deck (C-DEV-DECK) after the undrawn part, sorted.
  std::array<int, kDevKinds> left = {14, 5, 2, 2, 2};
  for (int i = m.deck_pos; i < kDevCards; ++i) --left[m.deck[i]];
  int i = 0;
  for (int k = 0; k < kDevKinds; ++k)
    for (int c = 0; c < left[k] && i < m.deck_pos; ++c) m.deck[i++] = static_cast<int8_t>(k);
}

Event event_for(int viewer, const Event& e) {
  Event out = e;
  // C-STEAL: the thief and the robbed see the card; the others only that one went.
  if (e.kind == kEvSteal && viewer != e.player && viewer != e.v[0]) out.v[1] = -1;
  return out;
}

std::string label_for(int viewer, int actor, const Action& a, const std::string& label) {
  // A counter-offer is its writer's until sent (redeal_unseen clears it for the others).
  if (viewer != actor && (a.kind == kCounterGive || a.kind == kCounterGet))
    return "Counter: change the cards";
  return label;
}

}  // namespace shamble::catan
