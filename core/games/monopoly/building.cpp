// Houses and hotels: who may build where, evenness, the bank's limited
// supply, and selling back at half price.
#include <algorithm>

#include "games/monopoly/rules.h"

namespace shamble::mono {

using board::SquareKind;

int building_cost(int square) { return sq_data(square).house_cost; }

int level(const MonoTable& t, const MonoRules& r, int square) {
  int b = t.buildings[square];
  return b == kHotel ? r.hotel_after + 1 : b;
}

// M-BUILD-2 / MZ-CAP-1: building is even across the whole colour group,
// whoever holds each lot: a lot the bank still holds counts as bare and
// another owner's lot counts at its own level. (Where the whole group is
// needed every lot is the builder's, so this only matters in MonopoZombie.)
static int lowest_group_level(const MonoTable& t, const MonoRules& r, int group) {
  int lo = 99;
  for (int sq : group_lots(group)) lo = std::min(lo, t.owner[sq] < 0 ? 0 : level(t, r, sq));
  return lo;
}

// M-BUILD-7: selling is even over the seller's own lots only, so another
// owner's buildings never stop you raising money.
static int highest_own_level(const MonoTable& t, const MonoRules& r, int player, int group) {
  int hi = -1;
  for (int sq : group_lots(group))
    if (t.owner[sq] == player) hi = std::max(hi, level(t, r, sq));
  return hi;
}

Refusal can_build(const MonoTable& t, const MonoRules& r, int player, int sq, bool check_cash) {
  if (sq < 0 || sq >= kSquares || sq_data(sq).kind != SquareKind::Street)
    return refuse("M-BUILD-1", "buildings go only on streets");
  if (t.owner[sq] != player) return refuse("M-BUILD-1", "you can build only on your own streets");
  int g = sq_data(sq).group;
  if (r.build_needs_full_group && !owns_group(t, player, g))
    return refuse("M-BUILD-1", "you need the whole colour group before building");
  // When groups may be shared (MonopoZombie), any owner's mortgaged lot blocks.
  if (t.masks.mortgaged & group_mask(g) & (r.build_needs_full_group ? owned_by(t, player) : ~0ull))
    return refuse("M-BUILD-1", "no building while a lot of the group is mortgaged");
  int l = level(t, r, sq);
  if (l > r.hotel_after) return refuse("M-BUILD-3", "this lot already has a hotel");
  if (l > 0 && l > lowest_group_level(t, r, g))  // a bare lot is never above the group's lowest
    return refuse("M-BUILD-2",
                  "build evenly: every other lot of the group, whoever holds it, needs a building first");
  bool hotel = l == r.hotel_after;
  if (hotel ? t.hotels_left <= 0 : t.houses_left <= 0)
    return refuse("M-BUILD-4", hotel ? "the bank has no hotels left" : "the bank has no houses left");
  if (check_cash && t.players[player].cash < building_cost(sq))
    return refuse("M-BUILD-5", "you cannot afford the building");
  return {};
}

void build(Ctx& c, int player, int sq, int price) {
  auto& t = c.t;
  pay_bank(c, player, price, "M-BUILD-1", kToldElsewhere);
  if (level(t, c.r, sq) == c.r.hotel_after) {  // M-BUILD-3: the houses go back for a hotel
    t.houses_left += c.r.hotel_after;
    t.hotels_left -= 1;
    set_buildings(t, sq, kHotel);
  } else {
    t.houses_left -= 1;
    set_buildings(t, sq, t.buildings[sq] + 1);
  }
  emit(c.ev, kEvBuild, player, "M-BUILD-1", sq, t.buildings[sq], price);
}

Refusal can_sell_building(const MonoTable& t, const MonoRules& r, int player, int sq) {
  if (sq < 0 || sq >= kSquares || t.owner[sq] != player) return refuse("M-BUILD-7", "that is not your lot");
  if (t.buildings[sq] == 0) return refuse("M-BUILD-7", "there is nothing built on that lot");
  if (level(t, r, sq) < highest_own_level(t, r, player, sq_data(sq).group))
    return refuse("M-BUILD-7", "sell evenly: sell from the most built lot first");
  return {};
}

// M-BUILD-8: a hotel sold back is exchanged for houses. If the bank lacks
// them, every hotel of the group goes and the group drops to the highest even
// level the bank's houses allow; each building given up pays half its price.
static void break_hotels(Ctx& c, int player, int g) {
  auto& t = c.t;
  const auto& lots = group_lots(g);
  int m = c.r.hotel_after - 1;
  for (; m > 0; --m) {
    int delta = 0;  // houses returned to the bank (negative: taken)
    for (int sq : lots) {
      if (t.owner[sq] != player) continue;
      int have = t.buildings[sq] == kHotel ? 0 : t.buildings[sq];
      int keep = t.buildings[sq] == kHotel ? m : std::min<int>(have, m);
      delta += have - keep;
    }
    if (t.houses_left + delta >= 0) break;
  }
  int refund = 0;
  for (int sq : lots) {
    if (t.owner[sq] != player) continue;
    int l = level(t, c.r, sq);
    int have = t.buildings[sq] == kHotel ? 0 : t.buildings[sq];
    int keep = t.buildings[sq] == kHotel ? m : std::min<int>(have, m);
    if (t.buildings[sq] == kHotel) t.hotels_left += 1;
    t.houses_left += have - keep;
    refund += (l - keep) * (building_cost(sq) / 2);
    set_buildings(t, sq, keep);
    emit(c.ev, kEvSellBuilding, player, "M-BUILD-8", sq, keep, (l - keep) * (building_cost(sq) / 2));
  }
  bank_pays(c, player, refund, "M-BUILD-8", kToldElsewhere);
}

void sell_building(Ctx& c, int player, int sq) {
  auto& t = c.t;
  int half = building_cost(sq) / 2;
  if (t.buildings[sq] == kHotel) {
    if (t.houses_left < c.r.hotel_after) {
      break_hotels(c, player, sq_data(sq).group);
      return;
    }
    t.houses_left -= c.r.hotel_after;
    t.hotels_left += 1;
    set_buildings(t, sq, c.r.hotel_after);
  } else {
    t.houses_left += 1;
    set_buildings(t, sq, t.buildings[sq] - 1);
  }
  emit(c.ev, kEvSellBuilding, player, "M-BUILD-7", sq, t.buildings[sq], half);
  bank_pays(c, player, half, "M-BUILD-7", kToldElsewhere);
}

void sell_all_buildings(Ctx& c, int player) {
  auto& t = c.t;
  int refund = 0;
  for (int sq = 0; sq < kSquares; ++sq) {
    if (t.owner[sq] != player || !t.buildings[sq]) continue;
    int l = level(t, c.r, sq);
    if (t.buildings[sq] == kHotel)
      t.hotels_left += 1;
    else
      t.houses_left += t.buildings[sq];
    set_buildings(t, sq, 0);
    refund += l * (building_cost(sq) / 2);
    emit(c.ev, kEvSellBuilding, player, "M-DEBT-2", sq, 0, l * (building_cost(sq) / 2));
  }
  bank_pays(c, player, refund, "M-DEBT-2", kToldElsewhere);
}

int building_liquidation(const MonoTable& t, const MonoRules& r, int player) {
  int v = 0;
  for (int sq = 0; sq < kSquares; ++sq)
    if (t.owner[sq] == player && t.buildings[sq]) v += level(t, r, sq) * (building_cost(sq) / 2);
  return v;
}

int count_houses(const MonoTable& t, int player) {
  int n = 0;
  for (int sq = 0; sq < kSquares; ++sq)
    if (t.owner[sq] == player && t.buildings[sq] != kHotel) n += t.buildings[sq];
  return n;
}

int count_hotels(const MonoTable& t, int player) {
  int n = 0;
  for (int sq = 0; sq < kSquares; ++sq) n += t.owner[sq] == player && t.buildings[sq] == kHotel;
  return n;
}

static bool could_buy(const MonoTable& t, const MonoRules& r, int q, bool hotel) {
  for (int sq = 0; sq < kSquares; ++sq)
    if (t.owner[sq] == q && sq_data(sq).kind == SquareKind::Street &&
        (level(t, r, sq) == r.hotel_after) == hotel && !can_build(t, r, q, sq))
      return true;
  return false;
}

// M-BUILD-6: when the bank holds fewer buildings of a kind than the players
// who could buy one now, and at least two such players exist, the building
// goes to auction among them.
uint16_t shortage_bidders(const MonoTable& t, const MonoRules& r, int requester, bool hotel) {
  if (!r.shortage_auction) return 0;
  int stock = hotel ? t.hotels_left : t.houses_left;
  if (stock >= 8) return 0;  // cheap early exit: no shortage is possible with 8+ in stock
  uint16_t mask = 1u << requester;
  int count = 1;
  for (int q = 0; q < t.n; ++q)
    if (q != requester && !t.players[q].bankrupt && could_buy(t, r, q, hotel)) {
      mask |= 1u << q;
      ++count;
    }
  return count >= 2 && count > stock ? mask : 0;
}

}  // namespace shamble::mono
