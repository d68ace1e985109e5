// The day phase (F-DAY-*): turn order, the three actions, the move requirement
// and the infestation that punishes not moving forward; also the exchange
// action (F-SWAP-1), which only makes sense inside a turn.
#include "games/flipped/state.h"

namespace shamble::flipped {

namespace {
// The cash amounts offered by legal_actions (apply accepts any whole amount
// the giver has; a menu keeps the action list short for bots and the UI).
constexpr int kCashMenu[] = {10, 50, 100, 200};

bool is_exchange(int k) { return k == kGiveCash || k == kTakeCash || k == kGivePart || k == kTakePart; }
}  // namespace

uint8_t FlippedState::co_located(int c) const {
  uint8_t m = 0;
  for (int o = 0; o < chars_; ++o)
    if (o != c && ch_[o].alive() && ch_[o].pos == ch_[c].pos) m |= 1u << o;
  return m;
}

void FlippedState::start_day(EventSink* ev) {
  emit(ev, kEvRoundStart, -1, "F-ROUND-1", round_, dice().marker_die(round_), dice().marker_value(round_));
  turn_ = -1;
  next_turn(ev);
}

void FlippedState::start_turn(EventSink* ev) { emit(ev, kEvTurnStart, turn_, "F-DAY-1"); }

// F-DAY-1: characters in order; the day ends after the last living one.
void FlippedState::next_turn(EventSink* ev) {
  met_ = 0;
  exch_with_ = -1;
  exch_done_ = 0;
  moved_ = moved_fwd_ = false;
  actions_used_ = 0;
  for (int c = turn_ + 1; c < chars_; ++c)
    if (ch_[c].alive()) {
      turn_ = static_cast<int8_t>(c);
      phase_ = Phase::Day;
      start_turn(ev);
      return;
    }
  turn_ = static_cast<int8_t>(chars_ - 1);
  end_day(ev);
}

// F-SWAP-1: the mover with characters on the square its last move ended on
// (option exchange=same_square: anyone on its square). F-SWAP-2: a roll whose
// total is 0 lands nowhere, so it meets nobody (settle() clears met_).
uint8_t FlippedState::exchange_partners() const {
  const int c = turn_;
  return opt(kOptExchange) ? co_located(c) : static_cast<uint8_t>(met_ & co_located(c));
}

// F-SWAP-3: one action opens an exchange with one partner; more items with the
// same partner belong to it and cost nothing, as long as no other action came
// between. Within one exchange cash moves once (either way) and each part at
// most once, so an exchange cannot go round in circles.
bool FlippedState::continues_exchange(const Action& a) const {
  if (!is_exchange(a.kind) || a.a != exch_with_ || exch_with_ < 0) return false;
  if (a.kind == kGiveCash || a.kind == kTakeCash) return !(exch_done_ & kExchCash);
  return a.b >= 0 && a.b < kParts && !(exch_done_ & (1u << a.b));
}

bool FlippedState::exchange_can_continue() const {
  if (exch_with_ < 0 || !(exchange_partners() & (1u << exch_with_))) return false;
  const int c = turn_, o = exch_with_;
  if (!(exch_done_ & kExchCash) && (ch_[c].cash > 0 || ch_[o].cash > 0)) return true;
  for (int p = 0; p < kParts; ++p) {
    if (exch_done_ & (1u << p)) continue;
    if (part_loc_[p] == c && parts_held(o) < part_limit()) return true;
    if (part_loc_[p] == o && parts_held(c) < part_limit()) return true;
  }
  return false;
}

void FlippedState::legal_day(std::vector<Action>& out) const {
  const int c = turn_;
  const uint8_t partners = exchange_partners();
  // F-DAY-2: the last action of a turn must be the move if none was made.
  const bool must_move = !opt(kOptEndWithoutMove) && !moved_ && actions_used_ == kMaxActions - 1;
  const bool actions_left = actions_used_ < kMaxActions;
  if (actions_left) {
    const uint8_t avail = dice().available_mask(round_);
    for (int m = 1; m < 16; ++m)
      if ((m & avail) == m) out.push_back({kMove, m});
    if (!must_move && can_buy_part(c)) out.push_back({kBuyPart});
  }
  for (int o = 0; o < chars_; ++o) {
    if (!(partners & (1u << o))) continue;
    // Items that would open a new exchange need a free action (F-SWAP-3).
    const bool opens = actions_left && !must_move;
    auto offer = [&](const Action& a) {
      if (opens || continues_exchange(a)) out.push_back(a);
    };
    for (int k : {kGiveCash, kTakeCash}) {
      const int have = ch_[k == kGiveCash ? c : o].cash;
      for (int amt : kCashMenu)
        if (amt < have) offer({k, o, amt});
      if (have > 0) offer({k, o, have});
    }
    for (int p = 0; p < kParts; ++p) {
      if (part_loc_[p] == c && parts_held(o) < part_limit()) offer({kGivePart, o, p});
      if (part_loc_[p] == o && parts_held(c) < part_limit()) offer({kTakePart, o, p});
    }
  }
  if (moved_ || opt(kOptEndWithoutMove)) out.push_back({kEndTurn});
}

// F-DAY-1: an action must be left (an item continuing an exchange costs
// none, F-SWAP-3); F-DAY-2: the last one must be the move if none was made.
Status FlippedState::check_action_left(const Action& a) const {
  const bool free_item = continues_exchange(a);
  if (!free_item && actions_used_ >= kMaxActions) return fail("F-DAY-1", "no actions are left this turn");
  if (a.kind != kMove && !free_item && !opt(kOptEndWithoutMove) && !moved_ &&
      actions_used_ == kMaxActions - 1)
    return fail("F-DAY-2", "the last action of this turn must be a move");
  return {};
}

Status FlippedState::check_move(const Action& a) const {
  if (auto e = check_action_left(a)) return e;
  if (a.a <= 0 || a.a >= 16 || (a.a & dice().available_mask(round_)) != a.a)
    return fail("F-MOVE-1", "roll one or more of the available dice (not the round marker)");
  return {};
}

Status FlippedState::check_buy_part(const Action& a) const {
  if (auto e = check_action_left(a)) return e;
  return check_part_action(a);
}

Status FlippedState::check_exchange(const Action& a) const {
  if (auto e = check_action_left(a)) return e;
  const int c = turn_;
  const int o = a.a;
  if (o < 0 || o >= chars_ || o == c || !ch_[o].alive())
    return fail("F-SWAP-1", "pick another living character");
  if (!(exchange_partners() & (1u << o))) {
    if (!opt(kOptExchange) && moved_ && last_roll_[2] == 0 && (co_located(c) & (1u << o)))
      return fail("F-SWAP-2", "a roll of 0 lands nowhere: no exchange until a roll lands you here");
    return fail("F-SWAP-1", "you can only exchange with someone whose square your last move ended on");
  }
  if (a.kind == kGiveCash || a.kind == kTakeCash) {
    const int have = ch_[a.kind == kGiveCash ? c : o].cash;
    if (a.b <= 0 || a.b > have)
      return fail("F-SWAP-1", "the amount must be between $1 and what the giver has");
    return {};
  }
  const int giver = a.kind == kGivePart ? c : o, taker = a.kind == kGivePart ? o : c;
  if (a.b < 0 || a.b >= kParts || part_loc_[a.b] != giver)
    return fail("F-SWAP-1", "the giver does not carry that part");
  if (parts_held(taker) >= part_limit()) return fail("F-PART-2", "the receiver cannot carry another part");
  return {};
}

Status FlippedState::check_end_turn(const Action&) const {
  if (!moved_ && !opt(kOptEndWithoutMove))
    return fail("F-DAY-2", "every turn needs at least one move action before it can end");
  return {};
}

void FlippedState::do_exchange(const Action& a, EventSink* ev) {
  const int c = turn_;
  // F-SWAP-3: the first item opens the exchange (one action), the rest are free.
  if (!continues_exchange(a)) {
    ++actions_used_;
    exch_with_ = static_cast<int8_t>(a.a);
    exch_done_ = 0;
  }
  if (a.kind == kGiveCash || a.kind == kTakeCash) {
    const int from = a.kind == kGiveCash ? c : a.a, to = a.kind == kGiveCash ? a.a : c;
    ch_[from].cash -= a.b;
    ch_[to].cash += a.b;
    exch_done_ |= kExchCash;
    emit(ev, kEvCashGiven, from, "F-SWAP-1", to, a.b);
  } else {
    const int from = a.kind == kGivePart ? c : a.a, to = a.kind == kGivePart ? a.a : c;
    part_loc_[a.b] = static_cast<int8_t>(to);
    exch_done_ |= static_cast<uint8_t>(1u << a.b);
    emit(ev, kEvPartGiven, from, "F-SWAP-1", to, a.b);
  }
  // With no action left the turn ends once nothing more can change hands.
  if (actions_used_ >= kMaxActions && !exchange_can_continue()) end_turn(ev);
}

// Any action but an exchange item closes the exchange in progress (F-SWAP-3).
void FlippedState::close_exchange() {
  exch_with_ = -1;
  exch_done_ = 0;
}

void FlippedState::do_move(const Action& a, EventSink* ev) {
  close_exchange();
  const int c = turn_;
  ++actions_used_;
  moved_ = true;
  const int total = roll_move(a.a, ev);
  if (total > 0) {
    moved_fwd_ = true;
    step_forward(c, total, ev);
    arrive(c, true, ev);
    if (choice_ != Choice::None) {
      phase_ = Phase::Choice;
      return;
    }
  }
  settle(ev);
}

void FlippedState::do_buy_part(const Action& a, EventSink* ev) {
  close_exchange();
  do_part_action(a, ev);
  ++actions_used_;
  if (actions_used_ >= kMaxActions) end_turn(ev);
}

void FlippedState::do_end_turn(const Action&, EventSink* ev) {
  close_exchange();
  end_turn(ev);
}

// After a move (and any choices it raised) comes to rest.
void FlippedState::settle(EventSink* ev) {
  if (phase_ == Phase::Over) return;
  choice_ = Choice::None;
  choice_char_ = -1;
  phase_ = Phase::Day;
  if (pen_square_ >= 0) {
    run_penalty(ev);
    return;
  }
  if (!ch_[turn_].alive()) {  // died on the way (play-on option)
    next_turn(ev);
    return;
  }
  // F-SWAP-2: a roll of 0 lands nowhere and meets nobody.
  met_ = last_roll_[2] > 0 ? co_located(turn_) : 0;
  if (actions_used_ >= kMaxActions) end_turn(ev);
}

// F-DAY-3: a turn without forward movement infests the mover's square; all
// there lose 1 health and are pushed back. F-DAY-4: an infested Jail loses.
void FlippedState::end_turn(EventSink* ev) {
  const int c = turn_;
  emit(ev, kEvTurnEnd, c, "F-DAY-1", moved_fwd_);
  if (ch_[c].alive() && !moved_fwd_) {
    const int sq = ch_[c].pos;
    emit(ev, kEvInfest, c, "F-DAY-3", sq);
    if (sq == kJail) {
      game_over(Result::JailInfested, ev);
      return;
    }
    mark_[sq] = kInfested;
    // The safe house is gone at once for everyone in it, not only as each is
    // pushed back: a choice met on the way back pauses the penalty.
    for (int i = 0; i < chars_; ++i)
      if (ch_[i].pos == sq) ch_[i].flags &= ~kSheltered;
    if (check_lost_part(ev)) return;  // F-PART-4
    pen_square_ = static_cast<int8_t>(sq);
    pen_next_ = 0;
    run_penalty(ev);
    return;
  }
  next_turn(ev);
}

void FlippedState::run_penalty(EventSink* ev) {
  while (pen_next_ < chars_) {
    const int i = pen_next_++;
    if (!ch_[i].alive() || ch_[i].pos != pen_square_) continue;
    lose_health(i, 1, "F-DAY-3", ev);
    if (phase_ == Phase::Over) return;
    if (!ch_[i].alive()) continue;
    push_back(i, "F-DAY-3", ev);
    arrive(i, false, ev);
    if (phase_ == Phase::Over) return;
    if (choice_ != Choice::None) {
      phase_ = Phase::Choice;
      return;
    }
  }
  pen_square_ = -1;
  pen_next_ = 0;
  next_turn(ev);
}

}  // namespace shamble::flipped
