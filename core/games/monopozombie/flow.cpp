// Who acts and what happens next. The property game runs the humans' turns in
// capitalism and outbreak (its phases, its settle()); MonopoZombie's own
// sub-phases run zombie turns and apocalypse turns. mz_settle() runs after
// every action: demolitions, the end of the game, turn boundaries (stage
// changes happen only there) and handing the turn to the right controller.
#include <algorithm>
#include <bit>

#include "games/monopoly/turn_menu.h"
#include "games/monopozombie/kinds.h"
#include "games/monopozombie/mz.h"

namespace shamble::mz {

static bool turn_phase(const mono::MonoTable& t) {
  return t.phase == mono::kPreRoll || t.phase == mono::kBuying || t.phase == mono::kPostRoll;
}
static bool mz_controls(const MzTable& z, int p) {
  return z.pl[p].zombie || z.stage == kApocalypse || homeless_live(z, p);
}
static bool group_phase(int ph) {
  return ph == kMzGroupAssign || ph == kMzGroupAnswer || ph == kMzGroupOwnDice;
}

// MZ-HOME-4: the homeless only move when others move; with nobody else in
// ordinary play the bankruptcy is final (the property game's end then applies).
static bool someone_moves(const MzTable& z, int seat) {
  for (int p = 0; p < z.t.n; ++p)
    if (p != seat && !z.t.players[p].bankrupt && !z.pl[p].homeless) return true;
  return false;
}

// MZ-ZOMB-6: zombies never join the property game's auctions. The property
// game opens them to every player still in; the zombies come off the list of
// bidders at once, without a pass in the log (they never joined). False when
// nobody else could be asked: the old pass then closes the auction.
static bool drop_zombie_bidders(MzTable& z) {
  auto& a = z.t.auction;
  uint16_t zed = 0;
  for (int p = 0; p < z.t.n; ++p)
    if (z.pl[p].zombie) zed |= static_cast<uint16_t>(1u << p);
  uint16_t rest = a.in_mask & static_cast<uint16_t>(~zed);
  if (!(a.in_mask & zed) || !rest) return false;
  int next = a.to_act;
  if (zed >> a.to_act & 1) {
    next = -1;
    for (int k = 1; k <= z.t.n && next < 0; ++k) {
      int s = (a.to_act + k) % z.t.n;
      if (rest >> s & 1 && !(a.passed >> s & 1) && s != a.high_bidder) next = s;
    }
    if (next < 0) return false;
  }
  a.in_mask = rest;
  a.to_act = static_cast<int8_t>(next);
  return true;
}

void mz_end_turn(MzCtx& c) {
  auto& zp = c.z.pl[c.t.turn];
  if (zp.moved_solo) {  // MZ-GROUP-5: an independent turn taken
    zp.moved_solo = false;
    if (zp.cooldown > 0) --zp.cooldown;
  }
  c.z.phase = kMzNone;
  mono::next_turn(c);
}

static void sync(MzCtx& c) {
  auto& z = c.z;
  for (int p = 0; p < c.t.n; ++p) {
    auto& zp = z.pl[p];
    zp.last_pos = c.t.players[p].pos;
    bool there = zp.zombie && c.t.players[p].pos == board::kJail && !c.t.players[p].bankrupt;
    if (!there)
      zp.visit_seq = 0;
    else if (!zp.visit_seq)
      zp.visit_seq = ++z.seq;
  }
}

void mz_settle(MzCtx& c) {
  auto& z = c.z;
  auto& t = c.t;
  if (c.from) {  // MZ-CONV-8: once per action, before the demolitions of what it causes
    const auto* from = c.from;
    c.from = nullptr;
    check_departures(c, *from);
  }
  for (int guard = 0; guard < 256; ++guard) {
    for (uint16_t m = z.homeless_seats; m; m &= m - 1) {
      const int p = std::countr_zero(m);
      if (homeless_live(z, p) && t.players[p].cash > 0) homeless_restore(c, p);  // MZ-HOME-6
      if (homeless_live(z, p) && t.players[p].in_jail) t.players[p].in_jail = false;
    }
    if (z.stage == kApocalypse) check_groups(c);
    sweep_demolitions(c);
    drop_bare_fortifications(z);  // MZ-FORT-1: sold down or carried away
    sync(c);
    if (t.turns != z.turn_seen) {  // a turn boundary
      if (z.stage == kOutbreak) z.outbreak_turns += t.turns - z.turn_seen;
      note_stall(c, t.turns - z.turn_seen);
      z.turn_seen = t.turns;
      maybe_apocalypse(c);
    }
    if (check_win(c)) return;
    // MZ-ZOMB-6: zombies sit out auctions the property game opens to everyone.
    if (t.phase == mono::kAuction && t.auction.active && drop_zombie_bidders(z)) continue;
    if (t.phase == mono::kAuction && t.auction.active && z.pl[t.auction.to_act].zombie) {
      mono::pass_bid(c, t.auction.to_act);
      mono::settle(c);
      continue;
    }
    // A conversion above (or in the action) can clear what the property game's
    // phase waits for: a zombie's debts die with them (MZ-CONV-6), its trade ends.
    if (mono::waiting_on_nothing(t)) {
      mono::settle(c);
      continue;
    }
    if (t.phase == mono::kGameOver) {  // the property game ended it (last one standing)
      z.end_kind = kEndPropertyGame;
      z.phase = kMzOver;
      return;
    }
    // MZ-CONV-4: the card holder decides first; MZ-CARRY-1: pick a house up or not.
    if (asks_pending(z)) return;
    if (z.phase == kMzHomelessMove || group_phase(z.phase)) return;
    if (turn_phase(t) && t.phase != mono::kBuying && homeless_due(c))
      return;  // MZ-HOME-4: homeless move first
    if (!turn_phase(t) || !mz_controls(z, t.turn)) {
      z.phase = kMzNone;
      return;
    }
    if (z.phase != kMzNone) return;
    if (t.must_roll) {
      int p = t.turn;
      if (homeless_live(z, p) && z.stage != kApocalypse) {  // MZ-HOME-4: out of the turn order
        t.must_roll = false;
        continue;
      }
      if (z.stage == kApocalypse && !z.pl[p].zombie && group_turn(c, p)) continue;  // MZ-GROUP-2
      z.phase = kMzRoll;
      return;
    }
    mz_end_turn(c);
    mono::settle(c);
  }
}

uint32_t mz_actors(const MzTable& z) {
  if (z.phase == kMzOver) return 0;
  if (asks_pending(z)) {
    if (uint16_t m = imm_pending(z)) return m;
    return carry_pending(z);
  }
  if (z.phase == kMzHomelessMove) return z.homeless_moving >= 0 ? 1u << z.homeless_moving : 0;
  if (group_phase(z.phase)) return group_actors(z);
  if (z.phase != kMzNone) return 1u << z.t.turn;
  return mono::actors_of(z.t);
}

void own_actions(const MzTable& z, const MzRules& r, int seat, ActionList& out) {
  if (!(mz_actors(z) >> seat & 1)) return;
  if (z.pl[seat].immunity_resume) {
    out.push_back({kUseImmunity, 0, 0, 0});
    out.push_back({kDeclineImmunity, 0, 0, 0});
    return;
  }
  if (z.pl[seat].carry_ask) {
    out.push_back({kCarryTake, 0, 0, 0});
    out.push_back({kCarryLeave, 0, 0, 0});
    return;
  }
  if (group_phase(z.phase)) {
    group_options(z, seat, out);
    return;
  }
  switch (z.phase) {
    case kMzHomelessMove:
      out.push_back({kHomelessRoll, 0, 0, 0});
      if (z.stage == kApocalypse) out.push_back({kHomelessRoll, 1, 0, 0});
      if (z.stage == kApocalypse && r.homeless_either_way)  // MZ-HOME-7: die + 2 x direction
        out.push_back({kHomelessRoll, 2, 0, 0}), out.push_back({kHomelessRoll, 3, 0, 0});
      return;
    case kMzRoll:
      if (z.pl[z.t.turn].zombie && r.direction_before) {
        out.push_back({kMoveRoll, 0, 0, 0});
        out.push_back({kMoveRoll, 1, 0, 0});
      } else {
        out.push_back({kMoveRoll, 0, 0, 0});
      }
      return;
    case kMzDirection:
      out.push_back({kChooseDirection, 0, 0, 0});
      out.push_back({kChooseDirection, 1, 0, 0});
      return;
    case kMzKeepDice:
      for (int i = 0; i < 3; ++i)
        for (int j = i + 1; j < 3; ++j)
          for (int d = 0; d < 2; ++d) out.push_back({kKeepDice, i, j, d});
      return;
    case kMzRollAgain:
      out.push_back({kRollAgain, 0, 0, 0});
      out.push_back({kStopRolling, 0, 0, 0});
      return;
    default: return;
  }
}

// MZ-ZOMB-6: no commerce with zombies; MZ-APOC-1: none at all in the apocalypse.
static mono::Refusal mono_filter(const MzTable& z, int seat, const Action& a) {
  if (z.pl[seat].zombie) return mono::refuse("MZ-ZOMB-6", "zombies do no business");
  if (z.stage == kApocalypse) return mono::refuse("MZ-APOC-1", "the economy is gone");
  if (a.kind == mono::kTradeStart && a.a >= 0 && a.a < z.t.n && z.pl[a.a].zombie)
    return mono::refuse("MZ-ZOMB-6", "zombies do not trade");
  if (a.kind == mono::kTradeStart && a.a >= 0 && a.a < z.t.n && z.pl[a.a].homeless)
    return mono::refuse("MZ-HOME-6", "the homeless have nothing to trade");
  if (a.kind == mono::kTradeStart && z.pl[seat].homeless)  // docs: "Homeless players and trades"
    return mono::refuse("MZ-HOME-6", "the homeless do not open trades");
  return {};
}

// The property game's moves for `seat` less those mono_filter refuses, in
// order. A zombie or the apocalypse refuses them all (mono_filter's first two
// refusals), so they are not listed at all; otherwise only opening a trade
// depends on the action, and most of the time nothing goes.
static void property_moves(const MzTable& z, const MzRules& r, int seat, ActionList& out) {
  if (z.pl[seat].zombie || z.stage == kApocalypse) return;
  const size_t start = out.size();
  mono::legal_actions_of(z.t, r.mono, seat, out);
  bool any = z.homeless_seats != 0;
  for (int p = 0; p < z.t.n && !any; ++p) any = z.pl[p].zombie;
  if (!any) return;  // no seat a trade could not be opened with
  out.erase(std::remove_if(out.begin() + static_cast<long>(start), out.end(),
                           [&](const Action& a) {
                             return a.kind == mono::kTradeStart && static_cast<bool>(mono_filter(z, seat, a));
                           }),
            out.end());
}

// MZ-CAP-2: while a human's Capitalism-rules turn is free, other humans may
// trade and manage their deeds out of turn as in the property game (M-TRADE-6,
// M-TURN-2); zombie turns, pending decisions and the Apocalypse close that window.
static bool bystander_window(const MzTable& z) {
  return z.phase == kMzNone && !asks_pending(z) && !z.pl[z.t.turn].zombie && z.stage != kApocalypse;
}

bool mz_bystander_action(const MzTable& z, int seat, const Action& a) {
  const KindSpec* own = kind_spec(a.kind);
  bool managed = (a.kind < mono::kNumActionKinds && mono::bystander_action(a)) || (own && own->bystander);
  return seat >= 0 && seat < z.t.n && managed && bystander_window(z);
}

void mz_legal(const MzTable& z, const MzRules& r, int seat, ActionList& out) {
  if (seat < 0 || seat >= z.t.n) return;
  if (!(mz_actors(z) >> seat & 1)) {
    if (!bystander_window(z)) return;
    property_moves(z, r, seat, out);   // a non-actor gets only out-of-turn actions
    fortify_options(z, r, seat, out);  // MZ-FORT-1: where they could build
    return;
  }
  if (z.phase != kMzNone || asks_pending(z)) {
    own_actions(z, r, seat, out);
    return;
  }
  property_moves(z, r, seat, out);
  if (can_hire_guard(z, r, seat)) out.push_back({kBuyGuard, 0, 0, 0});
  fortify_options(z, r, seat, out);  // MZ-FORT-1
}

bool mz_commerce_moves(const MzTable& z, const MzRules& r, int seat, ActionList& out) {
  // The cheap refusals first: the bots ask in every phase. With no zombie
  // phase and no question open, mz_actors is the property game's actor, the
  // turn player in these phases (turn_heads refuses the rest).
  if (seat != z.t.turn || z.phase != kMzNone || !turn_phase(z.t) || asks_pending(z) || z.pl[seat].zombie ||
      z.stage == kApocalypse)
    return false;
  // mz_legal's last branch, less what property_moves could drop (trade
  // openings) and the deed moves other than building.
  mono::TurnMenu m;
  if (!mono::turn_heads(z.t, r.mono, seat, m)) return false;
  for (int i = 0; i < m.heads; ++i) out.push_back(m.head[i]);
  if (z.t.phase != mono::kBuying)  // the bots build before the roll or after it, never while buying
    for (uint64_t b = mono::build_moves(z.t, r.mono, seat); b; b &= b - 1)
      out.push_back({mono::kBuild, std::countr_zero(b), 0, 0});
  if (can_hire_guard(z, r, seat)) out.push_back({kBuyGuard, 0, 0, 0});
  fortify_options(z, r, seat, out);
  return true;
}

bool commerce_kind(const MzTable& z, int kind) {
  if (kind == mono::kBuild) return z.t.phase != mono::kBuying;
  return kind != mono::kSell && kind != mono::kMortgage && kind != mono::kUnmortgage &&
         kind != mono::kTradeStart;
}

bool mz_trade_menu(const MzTable& z, const MzRules& r, int seat, mono::TradeMenu& m, ActionList& tail) {
  if (seat < 0 || seat >= z.t.n || z.t.phase != mono::kTrade || z.phase != kMzNone || asks_pending(z) ||
      !(mz_actors(z) >> seat & 1))
    return false;
  // mz_legal's last branch: legal_actions_of lists legal_trade's menu alone,
  // and property_moves keeps all of it (it holds no trade opening) or, for a
  // zombie or in the Apocalypse, none.
  if (!z.pl[seat].zombie && z.stage != kApocalypse) mono::trade_menu(z.t, m);
  if (can_hire_guard(z, r, seat)) tail.push_back({kBuyGuard, 0, 0, 0});
  fortify_options(z, r, seat, tail);
  return true;
}

mono::Refusal mz_check(const MzTable& z, const MzRules& r, int seat, const Action& a) {
  if (z.phase == kMzOver) return mono::refuse("MZ-END-1", "the game is over");
  if (asks_pending(z) && imm_pending(z) && !z.pl[seat].immunity_resume)
    return mono::refuse("MZ-CONV-4", "a player must first decide whether to spend their release card");
  if (z.pl[seat].immunity_resume && a.kind != kUseImmunity && a.kind != kDeclineImmunity)
    return mono::refuse("MZ-CONV-4", "decide first whether to spend your release card");
  if (asks_pending(z) && carry_pending(z) && !z.pl[seat].carry_ask)
    return mono::refuse("MZ-CARRY-1", "a player must first decide whether to pick up a house");
  if (z.pl[seat].carry_ask && a.kind != kCarryTake && a.kind != kCarryLeave)
    return mono::refuse("MZ-CARRY-1", "decide first whether to pick up a house from this lot");
  if (a.kind < mono::kNumActionKinds) {
    if (z.phase == kMzHomelessMove) return mono::refuse("MZ-HOME-4", "a homeless player moves first");
    if (group_phase(z.phase)) return mono::refuse("MZ-GROUP-3", "the group is sharing out its dice");
    if (z.phase != kMzNone) return mono::refuse("MZ-ZOMB-1", "this turn follows the zombie rules");
    if (auto no = mono_filter(z, seat, a)) return no;
    return mono::check_action(z.t, r.mono, seat, a);
  }
  if (const KindSpec* k = kind_spec(a.kind)) return k->check(z, r, seat, a);  // kinds.cpp
  return mono::refuse("MZ-ZOMB-1", "that move is not open now");
}

void mz_apply(MzCtx& c, int seat, const Action& a) {
  std::array<int8_t, kMaxPlayers> from;
  from.fill(-1);
  for (int p = 0; p < c.t.n; ++p)
    if (!c.z.pl[p].zombie && !c.t.players[p].bankrupt) from[p] = c.t.players[p].pos;
  c.from = &from;
  if (a.kind == mono::kBankrupt && c.zr.homeless && c.z.stage != kApocalypse) {
    mono::go_bankrupt(c, seat);  // MZ-HOME-1: bankrupt, but still in as homeless
    if (c.t.phase != mono::kGameOver && c.t.players[seat].bankrupt && someone_moves(c.z, seat))
      become_homeless(c, seat);
    mono::settle(c);
    mz_settle(c);
    return;
  }
  if (a.kind < mono::kNumActionKinds) {
    if (a.kind == mono::kRoll) guards_on_roll(c, seat);
    mono::apply_action(c, seat, a);  // settles the property game itself
    // An offer edit moves no token, money or deed (mono::offer_edit): the
    // settling that ended the last action would find the same as then.
    if (mono::offer_edit(a) && c.z.phase == kMzNone && !asks_pending(c.z)) return;
    mz_settle(c);
    return;
  }
  kind_spec(a.kind)->apply(c, seat, a);  // kinds.cpp; mz_check has vouched for the kind
  mono::settle(c);
  mz_settle(c);
}

// MzTable::asking as the seats' questions say now.
static uint16_t derive_asking(const MzTable& z) {
  uint16_t m = 0;
  for (int p = 0; p < z.t.n && p < kMaxPlayers; ++p)
    if (z.pl[p].immunity_resume || z.pl[p].carry_ask) m |= static_cast<uint16_t>(1u << p);
  return m;
}

static uint16_t derive_homeless(const MzTable& z) {
  uint16_t m = 0;
  for (int p = 0; p < z.t.n && p < kMaxPlayers; ++p)
    if (z.pl[p].homeless) m |= static_cast<uint16_t>(1u << p);
  return m;
}

void rederive_seat_masks(MzTable& z) {
  z.asking = derive_asking(z);
  z.homeless_seats = derive_homeless(z);
}

// mz_commerce_moves against mz_legal's list filtered by commerce_kind, for the
// turn player: the soak's check after every action holds the bots' short list
// to the whole one.
static std::string commerce_check(const MzTable& z, const MzRules& r) {
  ActionList quick, full;
  if (!mz_commerce_moves(z, r, z.t.turn, quick)) return {};
  mz_legal(z, r, z.t.turn, full);
  size_t k = 0;
  for (const Action& a : full) {
    if (!commerce_kind(z, a.kind)) continue;
    if (k == quick.size() || !(quick[k] == a))
      return "the turn player's commerce moves differ from the legal list";
    ++k;
  }
  return k == quick.size() ? std::string() : "the turn player's commerce moves list more than the legal list";
}

std::string mz_invariants(const MzTable& z, const MzRules& r) {
  // A win or a draw can come in the same action as a conversion that cleared
  // what the property game waited for (a debt, MZ-CONV-6): mz_settle stops at
  // the ending, and the stale phase there waits on no one.
  if (auto e = mono::check_table(z.t, r.mono, z.phase == kMzOver); !e.empty()) return e;
  if (z.asking != derive_asking(z)) return "the seats being asked do not match their questions";
  if (z.homeless_seats != derive_homeless(z)) return "the homeless seats do not match the players";
  // After the masks: the short list reads `asking`, so a stale mask is named as such.
  if (auto e = commerce_check(z, r); !e.empty()) return e;
  if (z.stage > kApocalypse || z.phase > kMzHomelessMove) return "stage or phase out of range";
  for (int p = 0; p < z.t.n; ++p) {
    if (z.pl[p].zombie && z.t.players[p].cash != 0) return "a zombie holds money";
    if (z.pl[p].zombie && z.stage == kCapitalism) return "a zombie during capitalism";
    if (z.stage == kApocalypse && z.t.players[p].cash != 0) return "money after the apocalypse";
    if (z.pl[p].guards < 0 || z.pl[p].guards_bought < 0) return "negative bodyguards";
    const auto& zp = z.pl[p];
    bool in = !z.t.players[p].bankrupt && !zp.zombie;
    if (zp.in_group && (!in || z.stage != kApocalypse))
      return "a group member who is not an apocalypse human";
    if (zp.in_group && z.phase == kMzNone && group_size_at(z, z.t.players[p].pos) < 2)
      return "a group of one";
    if (zp.in_group && (zp.group_moves < 0 || zp.group_moves > 3)) return "group moves out of range";
    if (zp.cooldown < 0 || zp.cooldown > 3) return "group cooldown out of range";
    if (zp.homeless && !in) return "a homeless player who is out or a zombie";
    if (zp.homeless && z.t.players[p].cash != 0 && z.phase == kMzNone) return "a homeless player with money";
    if (zp.homeless && z.stage != kApocalypse)  // a cured zombie's old deeds stay infection grounds
      for (int sq = 0; sq < kSquares; ++sq)
        if (z.t.owner[sq] == p && !infection_ground(z, sq)) return "a homeless player with a deed";
    if (zp.homeless && !zp.was_homeless) return "homeless without the homeless mark";
    if (zp.immunity_resume && (!in || !has_card(z, p))) return "an immunity decision without a card holder";
    if (zp.immunity_resume < 0 || zp.immunity_resume > kResumeUtility)
      return "immunity decision out of range";
    if (zp.carrying && (!in || !r.carry_house)) return "a house carried by nobody";
    if (zp.carry_ask && !can_pick_up(z, r, p)) return "a house offered to someone who cannot pick it up";
  }
  if (z.group_moving && !group_phase(z.phase)) return "group dice outside a group move";
  if (!z.group_moving && (z.proposer != -1 || z.proposed)) return "a group proposer outside a group move";
  if (z.group_moving &&
      (z.proposer < 0 || !(z.group_moving >> z.proposer & 1) || (z.proposed & ~z.group_moving)))
    return "a group proposal by someone outside the group";
  if (z.phase == kMzHomelessMove &&
      (z.homeless_moving < 0 || z.homeless_moving >= z.t.n || !homeless_live(z, z.homeless_moving)))
    return "a homeless move without a homeless mover";
  if (z.fortified && !r.fortified_houses) return "a fortification without fortified_houses";
  for (int sq = 0; sq < kSquares; ++sq)
    if (z.fortified >> sq & 1 && z.t.buildings[sq] == 0) return "a fortification on a bare lot";
  for (int sq = 0; sq < kSquares; ++sq)
    if (z.demo_zombie[sq] < -1 || z.demo_zombie[sq] >= z.t.n) return "demolition names a wrong seat";
  if (z.phase == kMzOver && z.end_kind == kEndNone) return "game over without an ending";
  return {};
}

}  // namespace shamble::mz
