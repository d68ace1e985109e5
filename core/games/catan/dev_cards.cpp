// Development cards. C-DEV-BUY (classic: wool+grain+ore; CZ-DEV-COST: any two
// different of them, buyer's pick; dev_card_cost=any-two-or-pair also takes a pair), C-DEV-PLAY (one per
// turn, not one bought this turn), C-KNIGHT (robber) / CZ-KNIGHT (clears a hex of zombies), C-ROAD-BUILDING,
// C-PLENTY, C-MONOPOLY. Victory point cards are never played (C-VP-CARD).
#include "games/catan/model.h"

namespace shamble::catan {

bool Model::can_buy_dev(int p, int how) const {
  if (phase != kMain || deck_pos >= kDevCards) return false;
  if (!dev_price_allowed(o.dev_cost, how)) return false;
  return can_pay(p, dev_price(how));
}

Status Model::do_buy_dev(int p, int how, EventSink* ev) {
  if (phase != kMain) return fail("C-DEV-BUY", "cards are bought after the roll");
  if (deck_pos >= kDevCards) return fail("C-DEV-BUY", "the development deck is empty");
  if (o.dev_cost == 0 && how != kDevPayAll)
    return fail("C-DEV-BUY", "a card costs a wool, a grain and an ore");
  if (o.dev_cost == 1 && !dev_price_allowed(1, how))
    return fail("CZ-DEV-COST", "pay with two different cards among wool, grain and ore");
  if (o.dev_cost == 2 && !dev_price_allowed(2, how))
    return fail("CZ-DEV-COST", "pay with two cards among wool, grain and ore");
  if (!can_pay(p, dev_price(how)))
    return fail(o.dev_cost ? "CZ-DEV-COST" : "C-DEV-BUY", "you do not hold the cards for that price");
  pay(p, dev_price(how));
  // C-DEV-DECK, draw_at_random: the rest of the deck is shuffled now, one step of Fisher-Yates,
  // from the Rng as it stands at this draw (by link: seeded from secrets revealed this turn).
  if (o.draw_at_random) std::swap(deck[deck_pos], deck[deck_pos + rng.below(kDevCards - deck_pos)]);
  const int k = deck[deck_pos++];
  ++pl[p].dev[k];
  ++pl[p].dev_new[k];
  emit(ev, kEvBuyDev, p, o.dev_cost ? "CZ-DEV-COST" : "C-DEV-BUY", how);
  check_win(ev);  // a victory point card can win at once
  return {};
}

bool Model::may_play_dev(int p, int kind) const {
  if (kind == kVictoryPoint || dev_played) return false;
  if (phase != kMain && !(phase == kPreRoll && o.dev_before_roll)) return false;
  return pl[p].dev[kind] - pl[p].dev_new[kind] > 0;
}

Status Model::do_play_dev(int p, const Action& a, EventSink* ev) {
  const int kind = a.kind == kPlayKnight         ? kKnight
                   : a.kind == kPlayRoadBuilding ? kRoadBuilding
                   : a.kind == kPlayPlenty       ? kPlenty
                                                 : kMonopoly;
  if (dev_played) return fail("C-DEV-PLAY", "only one development card per turn");
  if (phase != kMain && !(phase == kPreRoll && o.dev_before_roll))
    return fail("C-DEV-PLAY", "development cards are played during your turn, outside other decisions");
  if (pl[p].dev[kind] == 0) return fail("C-DEV-PLAY", "you do not hold that card");
  if (pl[p].dev[kind] - pl[p].dev_new[kind] <= 0)
    return fail("C-DEV-PLAY", "a card cannot be played the turn it was bought");
  switch (kind) {
    case kKnight: {
      const int h = a.a;
      if (o.zombies) {
        if (h < 0 || h >= kHexes) return fail("CZ-KNIGHT", "choose a hex to clear");
        // With zombies on the board the knight must clear one of their hexes.
        bool any = false;
        for (int g = 0; g < kHexes; ++g) any |= zombies[g] > 0;
        if (any && zombies[h] == 0) return fail("CZ-KNIGHT", "the knight must go where the zombies are");
        --pl[p].dev[kKnight];
        ++pl[p].knights;
        dev_played = 1;
        const int killed = zombies[h];
        zombies[h] = 0;
        emit(ev, kEvPlayDev, p, "CZ-KNIGHT", kKnight, h);
        emit(ev, kEvZombieKill, p, "CZ-KNIGHT", h, killed);
      } else {
        if (h != -1) return fail("C-KNIGHT", "the robber's hex is chosen after the knight is played");
        --pl[p].dev[kKnight];
        ++pl[p].knights;
        dev_played = 1;
        emit(ev, kEvPlayDev, p, "C-KNIGHT", kKnight);
        phase = kMovingRobber;
      }
      award_army(ev);
      break;
    }
    case kRoadBuilding: {
      bool any = false;
      if (pl[p].roads_left > 0)
        for (int e = 0; e < kEdges && !any; ++e) any = road_ok(p, e);
      if (!any) return fail("C-ROAD-BUILDING", "there is nowhere to build a road");
      --pl[p].dev[kRoadBuilding];
      dev_played = 1;
      free_roads = 2;
      phase = kFreeRoads;
      emit(ev, kEvPlayDev, p, "C-ROAD-BUILDING", kRoadBuilding);
      break;
    }
    case kPlenty: {
      const int r1 = a.a, r2 = a.b;
      if (r1 < 0 || r1 >= kRes || r2 < r1 || r2 >= kRes)
        return fail("C-PLENTY", "choose two resources, in resource order");
      if (bank[r1] < 1 + (r1 == r2) || bank[r2] < 1)
        return fail("C-PLENTY", "the bank does not have those cards");
      --pl[p].dev[kPlenty];
      dev_played = 1;
      gain(p, r1, 1);
      gain(p, r2, 1);
      emit(ev, kEvPlayDev, p, "C-PLENTY", kPlenty, r1, r2);
      break;
    }
    default: {
      const int r = a.a;
      if (r < 0 || r >= kRes) return fail("C-MONOPOLY", "choose a resource");
      --pl[p].dev[kMonopoly];
      dev_played = 1;
      int got = 0;
      for (int s = 0; s < n; ++s)
        if (s != p && !pl[s].out) {  // an out player's cards are out of play (CZ-OUT)
          got += pl[s].res[r];
          pl[p].res[r] = static_cast<int8_t>(pl[p].res[r] + pl[s].res[r]);
          pl[s].res[r] = 0;
        }
      emit(ev, kEvPlayDev, p, "C-MONOPOLY", kMonopoly, r, got);
      break;
    }
  }
  check_win(ev);
  return {};
}

}  // namespace shamble::catan
