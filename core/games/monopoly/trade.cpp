// Trades between two players, built from small actions: any player may open
// a trade with a partner while the turn player is free (M-TRADE-6), add or
// remove items from both sides (cash, unimproved deeds, release cards), and
// propose; the other side accepts, rejects or counters (then edits and
// proposes back). Openings per turn, counters per trade and edits per offer
// are bounded so any policy ends.
#include <bit>
#include <iterator>

#include "games/monopoly/rules.h"
#include "games/monopoly/trade_menu.h"

namespace shamble::mono {

static int side_player(const Trade& tr, int side) { return side == 0 ? tr.proposer : tr.partner; }
static bool in_trade(const Trade& tr, int p) { return p >= 0 && (p == tr.proposer || p == tr.partner); }

int trade_actor(const MonoTable& t) {
  const Trade& tr = t.trade;
  if (!tr.answering) return tr.editor;
  return tr.editor == tr.proposer ? tr.partner : tr.proposer;
}

static Refusal deed_tradeable(const MonoTable& t, int sq) {
  if (!is_deed(sq) || !in_trade(t.trade, t.owner[sq]))
    return refuse("M-TRADE-1", "only deeds owned by the two traders can be traded");
  int g = sq_data(sq).group;
  if (g >= 0 && group_has_buildings(t, g))
    return refuse("M-TRADE-2", "sell the group's buildings before trading any of its lots");
  return {};
}

// Every deed deed_tradeable allows, as one mask: held by either trader, in no
// group with a building (M-TRADE-1, M-TRADE-2).
static uint64_t tradeable_deeds(const MonoTable& t) {
  const Trade& tr = t.trade;
  return (owned_by(t, tr.proposer) | owned_by(t, tr.partner)) & fast_board().property_mask &
         ~groups_with_buildings(t);
}

static Refusal offer_valid(const MonoTable& t) {
  const Trade& tr = t.trade;
  constexpr uint64_t kBoard = (1ull << kSquares) - 1;          // bits past the board were never read
  if (uint64_t bad = tr.deeds & kBoard & ~tradeable_deeds(t))  // the first one says why
    return deed_tradeable(t, std::countr_zero(bad));
  for (int d = 0; d < 2; ++d)
    if ((tr.cards >> d & 1) && !in_trade(tr, t.jail_card_owner[d]))
      return refuse("M-TRADE-1", "that release card is not held by either trader");
  for (int s = 0; s < 2; ++s)
    if (tr.cash[s] > t.players[side_player(tr, s)].cash)
      return refuse("M-TRADE-1", "a side offers more cash than it has");
  return {};
}

// M-TRADE-6: any seat still in may open a trade while the turn player is free
// (before rolling, or after moving with nothing pending); play then resumes
// where it stopped, because settle() returns to the same free phase.
Refusal can_open_trade(const MonoTable& t, int seat) {
  if (seat < 0 || seat >= t.n || t.players[seat].bankrupt)
    return refuse("M-TRADE-6", "only a player still in the game can open a trade");
  if (t.trade.active || (t.phase != kPreRoll && t.phase != kPostRoll))
    return refuse("M-TRADE-6",
                  "trades are opened while the turn player is free: before rolling or after moving, with "
                  "nothing pending");
  if (t.trades_opened[seat] >= kTradesPerTurn)
    return refuse("M-TRADE-5", "you cannot open more trades this turn");
  return {};
}

static bool offer_empty(const Trade& tr) { return !tr.deeds && !tr.cards && !tr.cash[0] && !tr.cash[1]; }

Refusal check_trade(const MonoTable& t, int seat, const Action& a) {
  const Trade& tr = t.trade;
  if (a.kind == kTradeStart) {
    if (auto no = can_open_trade(t, seat)) return no;
    if (a.a < 0 || a.a >= t.n || a.a == seat || t.players[a.a].bankrupt)
      return refuse("M-TRADE-1", "trade with another player still in the game");
    return {};
  }
  if (!tr.active || t.phase != kTrade) return refuse("M-TRADE-1", "no trade is open");
  bool editing = !tr.answering;
  switch (a.kind) {
    case kTradeCash:
    case kTradeDeed:
    case kTradeCard:
      if (!editing) return refuse("M-TRADE-3", "the offer is waiting for an answer");
      if (tr.edits >= kEditsPerOffer)
        return refuse("M-TRADE-5", "this offer has had enough changes: propose or cancel");
      if (a.kind == kTradeCash) {
        if (a.a < 0 || a.a > 1) return refuse("M-TRADE-1", "cash comes from side 0 or side 1");
        if (a.b < 0 || a.b > t.players[side_player(tr, a.a)].cash)
          return refuse("M-TRADE-1", "a side cannot give more cash than it has");
        return {};
      }
      if (a.kind == kTradeDeed)
        return a.a < 0 || a.a >= kSquares ? refuse("M-TRADE-1", "no such deed") : deed_tradeable(t, a.a);
      if (a.a < 0 || a.a > 1 || !in_trade(tr, t.jail_card_owner[a.a]))
        return refuse("M-TRADE-1", "neither trader holds that release card");
      return {};
    case kTradePropose:
      if (!editing) return refuse("M-TRADE-3", "the offer is already proposed");
      if (offer_empty(tr)) return refuse("M-TRADE-3", "an offer needs at least one item");
      return offer_valid(t);
    case kTradeCancel: return editing ? Refusal{} : refuse("M-TRADE-3", "the offer is waiting for an answer");
    case kTradeAccept:
      if (editing) return refuse("M-TRADE-3", "there is no offer to accept yet");
      return offer_valid(t);
    case kTradeReject: return editing ? refuse("M-TRADE-3", "there is no offer to reject yet") : Refusal{};
    case kTradeCounter:
      if (editing) return refuse("M-TRADE-3", "there is no offer to counter yet");
      if (tr.counters >= kCountersPerTrade)
        return refuse("M-TRADE-5", "enough counter-offers: accept or reject");
      return {};
  }
  return refuse("M-TRADE-1", "not a trade action");
}

static void execute(Ctx& c) {
  auto& t = c.t;
  Trade& tr = t.trade;
  pay_player(c, tr.proposer, tr.partner, tr.cash[0], "M-TRADE-4", kOwnLine);
  pay_player(c, tr.partner, tr.proposer, tr.cash[1], "M-TRADE-4", kOwnLine);
  for (int sq = 0; sq < kSquares; ++sq) {
    if (!(tr.deeds >> sq & 1)) continue;
    int from = t.owner[sq], to = from == tr.proposer ? tr.partner : tr.proposer;
    set_owner(t, sq, to);
    emit(c.ev, kEvDeedMoved, from, "M-TRADE-4", to, sq);
    if (t.mortgaged[sq]) receive_mortgaged(c, sq);  // M-MORT-4
  }
  for (int d = 0; d < 2; ++d) {
    if (!(tr.cards >> d & 1)) continue;
    int from = t.jail_card_owner[d], to = from == tr.proposer ? tr.partner : tr.proposer;
    t.jail_card_owner[d] = static_cast<int8_t>(to);
    emit(c.ev, kEvCardMoved, from, "M-TRADE-4", to, d);
  }
}

void apply_trade(Ctx& c, int seat, const Action& a) {
  auto& t = c.t;
  Trade& tr = t.trade;
  switch (a.kind) {
    case kTradeStart:
      tr = Trade{};
      tr.active = true;
      tr.proposer = tr.editor = static_cast<int8_t>(seat);
      tr.partner = static_cast<int8_t>(a.a);
      ++t.trades_opened[seat];
      emit(c.ev, kEvTradeOpen, seat, "M-TRADE-1", a.a);
      return;
    case kTradeCash:
      tr.cash[a.a] = a.b;
      ++tr.edits;
      return;
    case kTradeDeed:
      tr.deeds ^= 1ull << a.a;
      ++tr.edits;
      return;
    case kTradeCard:
      tr.cards ^= static_cast<uint8_t>(1u << a.a);
      ++tr.edits;
      return;
    case kTradePropose:
      tr.answering = true;
      tr.edits = 0;
      emit(c.ev, kEvTradeProposed, seat, "M-TRADE-3", trade_actor(t), tr.cash[0], tr.cash[1]);
      return;
    case kTradeCounter:
      tr.answering = false;
      tr.editor = static_cast<int8_t>(seat);
      ++tr.counters;
      emit(c.ev, kEvTradeCountered, seat, "M-TRADE-3");
      return;
    case kTradeAccept:
      emit(c.ev, kEvTradeAccepted, seat, "M-TRADE-4", tr.editor);
      execute(c);
      tr.active = false;
      return;
    case kTradeReject:
      emit(c.ev, kEvTradeRejected, seat, "M-TRADE-3");
      tr.active = false;
      return;
    case kTradeCancel:
      emit(c.ev, kEvTradeCancelled, seat, "M-TRADE-3");
      tr.active = false;
      return;
  }
}

void trade_menu(const MonoTable& t, TradeMenu& m) {
  const Trade& tr = t.trade;
  if (tr.answering) {
    if (!offer_valid(t)) m.head[m.heads++] = {kTradeAccept, 0, 0, 0};
    m.head[m.heads++] = {kTradeReject, 0, 0, 0};
    if (tr.counters < kCountersPerTrade) m.head[m.heads++] = {kTradeCounter, 0, 0, 0};
    return;
  }
  if (!offer_empty(tr) && !offer_valid(t)) m.head[m.heads++] = {kTradePropose, 0, 0, 0};
  m.head[m.heads++] = {kTradeCancel, 0, 0, 0};
  if (tr.edits >= kEditsPerOffer) return;
  // Counted, not listed: the amounts up to the cash, but the one offered.
  for (int s = 0; s < 2; ++s) {
    const int cash = t.players[side_player(tr, s)].cash, offered = tr.cash[s];
    const int upto = kCashLadderTable.covered(cash);
    int at = -1;       // the offer's rung, when it is one the side can pay
    if (offered == 0)  // the first rung, and every side's offer until it is edited
      at = 0;
    else if (offered > 0 && offered <= cash)
      at = kCashLadderTable.covered(offered) - 1;  // the rung at or below it
    m.cash_upto[s] = upto;
    m.cash_skip[s] = at >= 0 && at < upto && kCashLadder[at] == offered ? at : -1;
  }
  m.cash_n = m.cash_count(0) + m.cash_count(1);
  m.deeds = tradeable_deeds(t);
  for (int d = 0; d < 2; ++d)
    if (in_trade(tr, t.jail_card_owner[d])) m.card[m.cards_n++] = d;
}

void legal_trade(const MonoTable& t, int, ActionList& out) {
  TradeMenu m;
  trade_menu(t, m);
  Action* w = out.room(static_cast<size_t>(m.size()));
  for (int i = 0; i < m.heads; ++i) *w++ = m.head[i];
  w = m.write_cash(w);
  for (uint64_t d = m.deeds; d; d &= d - 1) *w++ = {kTradeDeed, std::countr_zero(d), 0, 0};
  for (int i = 0; i < m.cards_n; ++i) *w++ = m.card_move(i);
  out.commit(w);
}

}  // namespace shamble::mono
