// The two 16-card decks as data (effects and amounts of the standard US
// decks; titles are our own) and what drawing one does.
#include <algorithm>
#include <vector>

#include "games/monopoly/rules.h"

namespace shamble::mono {

using board::SquareKind;

namespace {
const Card kCardTable[kCards] = {
    // deck 0: chance / scavenge
    {0, kCardAdvance, 39, 0, "Take a walk to the top of the hill", "Run for the citadel"},
    {0, kCardAdvance, 0, 0, "Back to the start", "Fall back to the safe zone"},
    {0, kCardAdvance, 24, 0, "A drive down the drive", "Climb the signal tower"},
    {0, kCardAdvance, 11, 0, "An errand on the square", "Check the quarantine"},
    {0, kCardNearestTransport, 2, 0, "Catch the next line", "Grab the next ride"},
    {0, kCardNearestTransport, 2, 0, "Catch the next line", "Grab the next ride"},
    {0, kCardNearestUtility, 10, 0, "Read the nearest meter", "Check the nearest supply"},
    {0, kCardCollect, 50, 0, "Bank dividend", "A stash of spare parts"},
    {0, kCardJailFree, 0, 0, "Released early", "Lockpick"},
    {0, kCardBack, 3, 0, "Wrong turn: step back", "Walkers ahead: back off"},
    {0, kCardJail, 0, 0, "Arrested", "Captured by raiders"},
    {0, kCardRepairs, 25, 100, "Property upkeep", "Fortification repairs"},
    {0, kCardPay, 15, 0, "Speeding ticket", "Lost a pack on the run"},
    {0, kCardAdvance, 5, 0, "Ride the north line", "Saddle up on the trail"},
    {0, kCardPayEach, 50, 0, "Elected chairperson", "Elected group leader"},
    {0, kCardCollect, 150, 0, "Building loan matures", "Found a fuel depot"},
    // deck 1: community chest / supply chest
    {1, kCardAdvance, 0, 0, "Back to the start", "Fall back to the safe zone"},
    {1, kCardCollect, 200, 0, "Bank error in your favour", "An untouched pharmacy"},
    {1, kCardPay, 50, 0, "Doctor visit", "Stitches and bandages"},
    {1, kCardCollect, 50, 0, "Shares sold", "Traded spare ammo"},
    {1, kCardJailFree, 0, 0, "Released early", "Lockpick"},
    {1, kCardJail, 0, 0, "Arrested", "Captured by raiders"},
    {1, kCardCollect, 100, 0, "Holiday savings", "Hidden cellar"},
    {1, kCardCollect, 20, 0, "Tax refund", "Found a water cache"},
    {1, kCardCollectEach, 10, 0, "Your birthday", "Everyone chips in"},
    {1, kCardCollect, 100, 0, "Insurance pays out", "Abandoned supply truck"},
    {1, kCardPay, 100, 0, "Hospital bill", "Infection treatment"},
    {1, kCardPay, 50, 0, "School fees", "Training the kids"},
    {1, kCardCollect, 25, 0, "Consulting fee", "Scouting reward"},
    {1, kCardRepairs, 40, 115, "Street repairs", "Walls breached"},
    {1, kCardCollect, 10, 0, "Second prize in a contest", "Found a can of beans"},
    {1, kCardCollect, 100, 0, "Inheritance", "A survivor's bequest"},
};
constexpr int kJailCardId[2] = {8, 20};

void put_bottom(Deck& d, int id) {
  if (d.count >= kDeckSize) return;
  d.cards[(d.top + d.count) % kDeckSize] = static_cast<int8_t>(id);
  ++d.count;
}
}  // namespace

const Card& card(int id) { return kCardTable[id >= 0 && id < kCards ? id : 0]; }

// M-CARD-1: both decks shuffled at the start (same permutation on every platform).
// draw_at_random: left unshuffled and face down (each id stored as -(id + 1)),
// so the saved state holds no order; take_top_card shuffles one card at a time.
void fill_decks(MonoTable& t, Rng& rng, bool at_random) {
  for (int d = 0; d < 2; ++d) {
    Deck& deck = t.decks[d];
    for (int i = 0; i < kDeckSize; ++i)
      deck.cards[i] = static_cast<int8_t>(at_random ? -(d * kDeckSize + i) - 1 : d * kDeckSize + i);
    if (!at_random)
      for (int i = kDeckSize; i > 1; --i) std::swap(deck.cards[i - 1], deck.cards[rng.below(i)]);
    deck.top = 0;
    deck.count = kDeckSize;
  }
  t.jail_card_owner = {-1, -1};
}

// A drawn card goes back under the deck face up, so the cards not yet seen are
// always the deck's first ones: picking one of them at random is one step of
// the Fisher-Yates shuffle fill_decks would have done, taken at the draw. A
// deck of seen cards only (every deck outside draw_at_random) draws nothing.
int take_top_card(Deck& d, Rng& rng) {
  int unseen = 0;
  while (unseen < d.count && d.cards[(d.top + unseen) % kDeckSize] < 0) ++unseen;
  if (unseen > 1)
    std::swap(d.cards[d.top], d.cards[(d.top + rng.below(static_cast<uint32_t>(unseen))) % kDeckSize]);
  d.cards[d.top] = static_cast<int8_t>(deck_card_id(d.cards[d.top]));
  return d.cards[d.top];
}

void return_jail_card(MonoTable& t, int deck) {
  t.jail_card_owner[deck] = -1;
  put_bottom(t.decks[deck], kJailCardId[deck]);
}

static void rest_here(Ctx& c, int p) { emit(c.ev, kEvRest, p, "M-MOVE-5", c.t.players[p].pos, 0); }

// M-CARD-1: take the top card, follow it, put it back at the bottom (the
// release card is kept instead: M-CARD-7).
void draw_card(Ctx& c, int p, int deck) {
  auto& t = c.t;
  Deck& d = t.decks[deck];
  if (d.count <= 0) {
    rest_here(c, p);
    return;
  }
  int id = take_top_card(d, c.rng);
  d.top = static_cast<int8_t>((d.top + 1) % kDeckSize);
  --d.count;
  const Card& k = card(id);
  emit(c.ev, kEvCard, p, "M-CARD-1", id, deck);
  if (k.effect == kCardJailFree) {
    t.jail_card_owner[deck] = static_cast<int8_t>(p);  // M-CARD-7
    rest_here(c, p);
    return;
  }
  put_bottom(d, id);
  int pos = t.players[p].pos;
  switch (k.effect) {
    case kCardAdvance: advance_to(c, p, k.a, kRentNormal); return;  // M-CARD-2
    case kCardNearestTransport:
      advance_to(c, p, board::next_of_kind(pos, SquareKind::Transport), kRentDoubleTransport);  // M-CARD-3
      return;
    case kCardNearestUtility:
      advance_to(c, p, board::next_of_kind(pos, SquareKind::Utility), kRentUtility10);  // M-CARD-4
      return;
    case kCardBack: {  // M-CARD-5: no salary going backwards
      int to = (pos - k.a + kSquares) % kSquares;
      t.players[p].pos = static_cast<int8_t>(to);
      emit(c.ev, kEvMove, p, "M-CARD-5", pos, to, -k.a);
      land(c, p, kRentNormal);
      return;
    }
    case kCardJail: send_to_jail(c, p, JailCause::Card); return;
    case kCardCollect: bank_pays(c, p, k.a, "M-CARD-8", kToldElsewhere); break;
    case kCardPay: add_debt(c, p, kBank, k.a, kDebtCard); break;  // M-CARD-8
    case kCardCollectEach:                                        // M-CARD-9
      for (int q = 0; q < t.n; ++q)
        if (q != p && !t.players[q].bankrupt) add_debt(c, q, p, k.a, kDebtCardPlayer);
      break;
    case kCardPayEach:  // M-CARD-9
      for (int q = 0; q < t.n; ++q)
        if (q != p && !t.players[q].bankrupt) add_debt(c, p, q, k.a, kDebtCardPlayer);
      break;
    case kCardRepairs:  // M-CARD-10: a hotel counts as a hotel only
      add_debt(c, p, kBank, k.a * count_houses(t, p) + k.b * count_hotels(t, p), kDebtRepairs);
      break;
    default: break;
  }
  rest_here(c, p);
}

void shuffle_unseen_decks(MonoTable& t, Rng& rng) {
  for (Deck& d : t.decks) {
    std::vector<int8_t> ids;
    for (int i = 0; i < d.count; ++i) ids.push_back(d.cards[(d.top + i) % kDeckSize]);
    std::sort(ids.begin(), ids.end());
    rng.shuffle(ids);
    for (int i = 0; i < d.count; ++i) d.cards[(d.top + i) % kDeckSize] = ids[static_cast<size_t>(i)];
  }
}

}  // namespace shamble::mono
