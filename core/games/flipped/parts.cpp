// Train and generator parts (F-PART-*): where they wait, buying one, how many
// a character may carry, and dropping them at Jail.
#include "games/flipped/state.h"

namespace shamble::flipped {

int FlippedState::parts_delivered() const {
  int n = 0;
  for (auto l : part_loc_) n += l == kPartDelivered;
  return n;
}

int FlippedState::parts_held(int c) const {
  int n = 0;
  for (auto l : part_loc_) n += l == c;
  return n;
}

bool FlippedState::can_buy_part(int c) const {
  const int p = part_at_square(ch_[c].pos);
  return p >= 0 && part_loc_[p] == kPartAtSource && ch_[c].cash >= board::squares()[ch_[c].pos].price &&
         parts_held(c) < part_limit();
}

Status FlippedState::check_part_action(const Action&) const {
  const int c = turn_;
  const int p = part_at_square(ch_[c].pos);
  if (p < 0) return fail("F-PART-1", "parts are only on transport and utility squares");
  if (part_loc_[p] != kPartAtSource) return fail("F-PART-1", "this square's part is already taken");
  const int price = board::squares()[ch_[c].pos].price;
  if (ch_[c].cash < price) return fail("F-MONEY-1", "not enough cash to pay for this part");
  if (parts_held(c) >= part_limit()) return fail("F-PART-2", "you cannot carry another part");
  return {};
}

// F-PART-1: pay the square's full price, take its part.
void FlippedState::do_part_action(const Action&, EventSink* ev) {
  const int c = turn_;
  const int sq = ch_[c].pos, p = part_at_square(sq), price = board::squares()[sq].price;
  ch_[c].cash -= price;
  part_loc_[p] = static_cast<int8_t>(c);
  emit(ev, kEvPartTaken, c, "F-PART-1", p, sq, price);
}

// F-PART-3: every part carried is left at Jail when passing or landing there.
void FlippedState::deliver_parts(int c, EventSink* ev) {
  for (int p = 0; p < kParts; ++p)
    if (part_loc_[p] == c) {
      part_loc_[p] = kPartDelivered;
      emit(ev, kEvPartDelivered, c, "F-PART-3", p);
    }
}

}  // namespace shamble::flipped
