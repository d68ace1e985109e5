// The day phase (F-DAY-*): turn order, the three actions, the move requirement
// and the infestation that punishes not moving forward; also the exchanges
// (F-SWAP-1..3), which only make sense inside a turn. Free functions over the
// Table (rules.h lists them).
#include "games/flipped/rules.h"

namespace shamble::flipped {

namespace {
// The cash amounts offered by legal_actions (apply accepts any whole amount
// the giver has; a menu keeps the action list short for bots and the UI).
constexpr int kCashMenu[] = {10, 50, 100, 200};

bool is_exchange(int k) { return k == kGiveCash || k == kTakeCash || k == kGivePart || k == kTakePart; }
}  // namespace

uint8_t co_located(const Table& t, int c) {
  uint8_t m = 0;
  for (int o = 0; o < t.chars; ++o)
    if (o != c && t.ch[o].alive() && t.ch[o].pos == t.ch[c].pos) m |= 1u << o;
  return m;
}

void start_day(Ctx& cx) {
  emit(cx.ev, kEvRoundStart, -1, "F-ROUND-1", cx.t.round, dice(cx.cfg).marker_die(cx.t.round),
       dice(cx.cfg).marker_value(cx.t.round));
  cx.t.turn = -1;
  next_turn(cx);
}

void start_turn(Ctx& cx) { emit(cx.ev, kEvTurnStart, cx.t.turn, "F-DAY-1"); }

// F-DAY-1: characters in order; the day ends after the last living one.
void next_turn(Ctx& cx) {
  cx.t.met = 0;
  cx.t.exch_with = -1;
  cx.t.exch_done = 0;
  cx.t.moved = cx.t.moved_fwd = false;
  cx.t.actions_used = 0;
  for (int c = cx.t.turn + 1; c < cx.t.chars; ++c)
    if (cx.t.ch[c].alive()) {
      cx.t.turn = static_cast<int8_t>(c);
      cx.t.phase = Phase::Day;
      start_turn(cx);
      return;
    }
  cx.t.turn = static_cast<int8_t>(cx.t.chars - 1);
  end_day(cx);
}

// F-SWAP-1: the mover with characters on the square its last move ended on
// (option exchange=same_square: anyone on its square). F-SWAP-2: a roll whose
// total is 0 lands nowhere, so it meets nobody (settle() clears met_).
uint8_t exchange_partners(const Table& t, const RulesConfig& cfg) {
  const int c = t.turn;
  return opt(cfg, kOptExchange) ? co_located(t, c) : static_cast<uint8_t>(t.met & co_located(t, c));
}

// F-SWAP-3: one action opens an exchange with one partner; more items with the
// same partner belong to it and cost nothing, as long as no other action came
// between. Within one exchange cash moves once (either way) and each part at
// most once, so an exchange cannot go round in circles.
bool continues_exchange(const Table& t, const Action& a) {
  if (!is_exchange(a.kind) || a.a != t.exch_with || t.exch_with < 0) return false;
  if (a.kind == kGiveCash || a.kind == kTakeCash) return !(t.exch_done & kExchCash);
  return a.b >= 0 && a.b < kParts && !(t.exch_done & (1u << a.b));
}

bool exchange_can_continue(const Table& t, const RulesConfig& cfg) {
  if (t.exch_with < 0 || !(exchange_partners(t, cfg) & (1u << t.exch_with))) return false;
  const int c = t.turn, o = t.exch_with;
  if (!(t.exch_done & kExchCash) && (t.ch[c].cash > 0 || t.ch[o].cash > 0)) return true;
  for (int p = 0; p < kParts; ++p) {
    if (t.exch_done & (1u << p)) continue;
    if (t.part_loc[p] == c && parts_held(t, o) < part_limit(t, cfg)) return true;
    if (t.part_loc[p] == o && parts_held(t, c) < part_limit(t, cfg)) return true;
  }
  return false;
}

void legal_day(const Table& t, const RulesConfig& cfg, std::vector<Action>& out) {
  const int c = t.turn;
  const uint8_t partners = exchange_partners(t, cfg);
  // F-DAY-2: the last action of a turn must be the move if none was made.
  const bool must_move = !opt(cfg, kOptEndWithoutMove) && !t.moved && t.actions_used == kMaxActions - 1;
  const bool actions_left = t.actions_used < kMaxActions;
  if (actions_left) {
    const uint8_t avail = dice(cfg).available_mask(t.round);
    for (int m = 1; m < 16; ++m)
      if ((m & avail) == m) out.push_back({kMove, m});
    if (!must_move && can_buy_part(t, cfg, c)) out.push_back({kBuyPart});
  }
  for (int o = 0; o < t.chars; ++o) {
    if (!(partners & (1u << o))) continue;
    // Items that would open a new exchange need a free action (F-SWAP-3).
    const bool opens = actions_left && !must_move;
    auto offer = [&](const Action& a) {
      if (opens || continues_exchange(t, a)) out.push_back(a);
    };
    for (int k : {kGiveCash, kTakeCash}) {
      const int have = t.ch[k == kGiveCash ? c : o].cash;
      for (int amt : kCashMenu)
        if (amt < have) offer({k, o, amt});
      if (have > 0) offer({k, o, have});
    }
    for (int p = 0; p < kParts; ++p) {
      if (t.part_loc[p] == c && parts_held(t, o) < part_limit(t, cfg)) offer({kGivePart, o, p});
      if (t.part_loc[p] == o && parts_held(t, c) < part_limit(t, cfg)) offer({kTakePart, o, p});
    }
  }
  if (t.moved || opt(cfg, kOptEndWithoutMove)) out.push_back({kEndTurn});
}

// F-DAY-1: an action must be left (an item continuing an exchange costs
// none, F-SWAP-3); F-DAY-2: the last one must be the move if none was made.
Status check_action_left(const Table& t, const RulesConfig& cfg, const Action& a) {
  const bool free_item = continues_exchange(t, a);
  if (!free_item && t.actions_used >= kMaxActions) return fail("F-DAY-1", "no actions are left this turn");
  if (a.kind != kMove && !free_item && !opt(cfg, kOptEndWithoutMove) && !t.moved &&
      t.actions_used == kMaxActions - 1)
    return fail("F-DAY-2", "the last action of this turn must be a move");
  return {};
}

Status check_move(const Table& t, const RulesConfig& cfg, const Action& a) {
  if (auto e = check_action_left(t, cfg, a)) return e;
  if (a.a <= 0 || a.a >= 16 || (a.a & dice(cfg).available_mask(t.round)) != a.a)
    return fail("F-MOVE-1", "roll one or more of the available dice (not the round marker)");
  return {};
}

Status check_buy_part(const Table& t, const RulesConfig& cfg, const Action& a) {
  if (auto e = check_action_left(t, cfg, a)) return e;
  return check_part_action(t, cfg, a);
}

Status check_exchange(const Table& t, const RulesConfig& cfg, const Action& a) {
  if (auto e = check_action_left(t, cfg, a)) return e;
  const int c = t.turn;
  const int o = a.a;
  if (o < 0 || o >= t.chars || o == c || !t.ch[o].alive())
    return fail("F-SWAP-1", "pick another living character");
  if (!(exchange_partners(t, cfg) & (1u << o))) {
    if (!opt(cfg, kOptExchange) && t.moved && t.last_roll[2] == 0 && (co_located(t, c) & (1u << o)))
      return fail("F-SWAP-2", "a roll of 0 lands nowhere: no exchange until a roll lands you here");
    return fail("F-SWAP-1", "you can only exchange with someone whose square your last move ended on");
  }
  if (a.kind == kGiveCash || a.kind == kTakeCash) {
    const int have = t.ch[a.kind == kGiveCash ? c : o].cash;
    if (a.b <= 0 || a.b > have)
      return fail("F-SWAP-1", "the amount must be between $1 and what the giver has");
    return {};
  }
  const int giver = a.kind == kGivePart ? c : o, taker = a.kind == kGivePart ? o : c;
  if (a.b < 0 || a.b >= kParts || t.part_loc[a.b] != giver)
    return fail("F-SWAP-1", "the giver does not carry that part");
  if (parts_held(t, taker) >= part_limit(t, cfg))
    return fail("F-PART-2", "the receiver cannot carry another part");
  return {};
}

Status check_end_turn(const Table& t, const RulesConfig& cfg, const Action&) {
  if (!t.moved && !opt(cfg, kOptEndWithoutMove))
    return fail("F-DAY-2", "every turn needs at least one move action before it can end");
  return {};
}

void do_exchange(Ctx& cx, const Action& a) {
  const int c = cx.t.turn;
  // F-SWAP-3: the first item opens the exchange (one action), the rest are free.
  if (!continues_exchange(cx.t, a)) {
    ++cx.t.actions_used;
    cx.t.exch_with = static_cast<int8_t>(a.a);
    cx.t.exch_done = 0;
  }
  if (a.kind == kGiveCash || a.kind == kTakeCash) {
    const int from = a.kind == kGiveCash ? c : a.a, to = a.kind == kGiveCash ? a.a : c;
    cx.t.ch[from].cash -= a.b;
    cx.t.ch[to].cash += a.b;
    cx.t.exch_done |= kExchCash;
    emit(cx.ev, kEvCashGiven, from, "F-SWAP-1", to, a.b);
  } else {
    const int from = a.kind == kGivePart ? c : a.a, to = a.kind == kGivePart ? a.a : c;
    cx.t.part_loc[a.b] = static_cast<int8_t>(to);
    cx.t.exch_done |= static_cast<uint8_t>(1u << a.b);
    emit(cx.ev, kEvPartGiven, from, "F-SWAP-1", to, a.b);
  }
  // With no action left the turn ends once nothing more can change hands.
  if (cx.t.actions_used >= kMaxActions && !exchange_can_continue(cx.t, cx.cfg)) end_turn(cx);
}

// Any action but an exchange item closes the exchange in progress (F-SWAP-3).
void close_exchange(Ctx& cx) {
  cx.t.exch_with = -1;
  cx.t.exch_done = 0;
}

void do_move(Ctx& cx, const Action& a) {
  close_exchange(cx);
  const int c = cx.t.turn;
  ++cx.t.actions_used;
  cx.t.moved = true;
  const int total = roll_move(cx, a.a);
  if (total > 0) {
    cx.t.moved_fwd = true;
    step_forward(cx, c, total);
    arrive(cx, c, true);
    if (cx.t.choice != Choice::None) {
      cx.t.phase = Phase::Choice;
      return;
    }
  }
  settle(cx);
}

void do_buy_part(Ctx& cx, const Action& a) {
  close_exchange(cx);
  do_part_action(cx, a);
  ++cx.t.actions_used;
  if (cx.t.actions_used >= kMaxActions) end_turn(cx);
}

void do_end_turn(Ctx& cx, const Action&) {
  close_exchange(cx);
  end_turn(cx);
}

// After a move (and any choices it raised) comes to rest.
void settle(Ctx& cx) {
  if (cx.t.phase == Phase::Over) return;
  cx.t.choice = Choice::None;
  cx.t.choice_char = -1;
  cx.t.phase = Phase::Day;
  if (cx.t.pen_square >= 0) {
    run_penalty(cx);
    return;
  }
  if (!cx.t.ch[cx.t.turn].alive()) {  // died on the way (play-on option)
    next_turn(cx);
    return;
  }
  // F-SWAP-2: a roll of 0 lands nowhere and meets nobody.
  cx.t.met = cx.t.last_roll[2] > 0 ? co_located(cx.t, cx.t.turn) : 0;
  if (cx.t.actions_used >= kMaxActions) end_turn(cx);
}

// F-DAY-3: a turn without forward movement infests the mover's square; all
// there lose 1 health and are pushed back. F-DAY-4: an infested Jail loses.
void end_turn(Ctx& cx) {
  const int c = cx.t.turn;
  emit(cx.ev, kEvTurnEnd, c, "F-DAY-1", cx.t.moved_fwd);
  if (cx.t.ch[c].alive() && !cx.t.moved_fwd) {
    const int sq = cx.t.ch[c].pos;
    emit(cx.ev, kEvInfest, c, "F-DAY-3", sq);
    if (sq == kJail) {
      game_over(cx, Result::JailInfested);
      return;
    }
    cx.t.mark[sq] = kInfested;
    // The safe house is gone at once for everyone in it, not only as each is
    // pushed back: a choice met on the way back pauses the penalty.
    for (int i = 0; i < cx.t.chars; ++i)
      if (cx.t.ch[i].pos == sq) cx.t.ch[i].flags &= ~kSheltered;
    if (check_lost_part(cx)) return;  // F-PART-4
    cx.t.pen_square = static_cast<int8_t>(sq);
    cx.t.pen_next = 0;
    run_penalty(cx);
    return;
  }
  next_turn(cx);
}

void run_penalty(Ctx& cx) {
  while (cx.t.pen_next < cx.t.chars) {
    const int i = cx.t.pen_next++;
    if (!cx.t.ch[i].alive() || cx.t.ch[i].pos != cx.t.pen_square) continue;
    lose_health(cx, i, 1, "F-DAY-3");
    if (cx.t.phase == Phase::Over) return;
    if (!cx.t.ch[i].alive()) continue;
    push_back(cx, i, "F-DAY-3");
    arrive(cx, i, false);
    if (cx.t.phase == Phase::Over) return;
    if (cx.t.choice != Choice::None) {
      cx.t.phase = Phase::Choice;
      return;
    }
  }
  cx.t.pen_square = -1;
  cx.t.pen_next = 0;
  next_turn(cx);
}

}  // namespace shamble::flipped
