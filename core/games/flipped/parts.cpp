// Train and generator parts (F-PART-*): where they wait, buying one, how many
// a character may carry, and dropping them at Jail.
#include "games/flipped/rules.h"

namespace shamble::flipped {

int parts_delivered(const Table& t) {
  int n = 0;
  for (auto l : t.part_loc) n += l == kPartDelivered;
  return n;
}

int parts_held(const Table& t, int c) {
  int n = 0;
  for (auto l : t.part_loc) n += l == c;
  return n;
}

bool can_buy_part(const Table& t, const RulesConfig& cfg, int c) {
  const int p = part_at_square(t.ch[c].pos);
  return p >= 0 && t.part_loc[p] == kPartAtSource && t.ch[c].cash >= board::squares()[t.ch[c].pos].price &&
         parts_held(t, c) < part_limit(t, cfg);
}

Status check_part_action(const Table& t, const RulesConfig& cfg, const Action&) {
  const int c = t.turn;
  const int p = part_at_square(t.ch[c].pos);
  if (p < 0) return fail("F-PART-1", "parts are only on transport and utility squares");
  if (t.part_loc[p] != kPartAtSource) return fail("F-PART-1", "this square's part is already taken");
  const int price = board::squares()[t.ch[c].pos].price;
  if (t.ch[c].cash < price) return fail("F-MONEY-1", "not enough cash to pay for this part");
  if (parts_held(t, c) >= part_limit(t, cfg)) return fail("F-PART-2", "you cannot carry another part");
  return {};
}

// F-PART-1: pay the square's full price, take its part.
void do_part_action(Ctx& cx, const Action&) {
  const int c = cx.t.turn;
  const int sq = cx.t.ch[c].pos, p = part_at_square(sq), price = board::squares()[sq].price;
  cx.t.ch[c].cash -= price;
  cx.t.part_loc[p] = static_cast<int8_t>(c);
  emit(cx.ev, kEvPartTaken, c, "F-PART-1", p, sq, price);
}

// F-PART-3: every part carried is left at Jail when passing or landing there.
void deliver_parts(Ctx& cx, int c) {
  for (int p = 0; p < kParts; ++p)
    if (cx.t.part_loc[p] == c) {
      cx.t.part_loc[p] = kPartDelivered;
      emit(cx.ev, kEvPartDelivered, c, "F-PART-3", p);
    }
}

}  // namespace shamble::flipped
