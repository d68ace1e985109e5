// Apocalypse groups (MZ-GROUP-1..7). Humans who end a normal move on the same
// square form a group (MZ-GROUP-1); earlier members wait for the newest
// member's turn (MZ-GROUP-2); then every member rolls 3D6 and the newest
// member proposes two dice and a direction for each member from the pool;
// the others accept, decline, or counter: decline and propose another sharing
// themselves, which the others (the first proposer included) then answer.
// Each member proposes at most once per group turn, so the negotiation ends
// (MZ-GROUP-3). After a plain decline every member keeps two of their own
// three dice (MZ-GROUP-4). A member leaves after three
// group moves, or when no other member stands with them, and must take two
// independent turns before joining again (MZ-GROUP-5). A newcomer joining a
// group that already exists costs the earlier members one of their three moves:
// the zero-movement turn that brings the newcomer into sync (MZ-GROUP-6).
// 2018-05 (group_dice=pooled, MZ-GROUP-7): the pool's plan binds, nobody
// declines, and a member who leaves sits out three turns instead of two.
#include <bit>

#include "games/monopozombie/mz.h"

namespace shamble::mz {

static bool human_in(const MzTable& z, int p) { return !z.pl[p].zombie && !z.t.players[p].bankrupt; }

int group_size_at(const MzTable& z, int sq) {
  int n = 0;
  for (int p = 0; p < z.t.n; ++p) n += z.pl[p].in_group && human_in(z, p) && z.t.players[p].pos == sq;
  return n;
}

static int mover_at(const MzTable& z, int sq) {
  int best = -1;
  for (int p = 0; p < z.t.n; ++p)
    if (z.pl[p].in_group && human_in(z, p) && z.t.players[p].pos == sq &&
        (best < 0 || z.pl[p].group_seq > z.pl[best].group_seq))
      best = p;
  return best;
}

// Dice of the pool: member k (k-th seat of group_moving) rolled dice 3k..3k+2.
static int pool_size(const MzTable& z) { return 3 * std::popcount(z.group_moving); }
static int pool_die(const MzTable& z, int idx) {
  int k = idx / 3;
  for (int p = 0; p < z.t.n; ++p)
    if (z.group_moving >> p & 1 && k-- == 0) return z.pl[p].group_dice[idx % 3];
  return 0;
}
static int pool_base(const MzTable& z, int seat) {
  return 3 * std::popcount(static_cast<unsigned>(z.group_moving & ((1u << seat) - 1)));
}
static bool pool_used(const MzTable& z, int idx) {
  for (int p = 0; p < z.t.n; ++p)
    if (z.group_moving >> p & 1 && (z.pl[p].plan_die_a == idx || z.pl[p].plan_die_b == idx)) return true;
  return false;
}

static void leave(MzCtx& c, int p) {
  auto& zp = c.z.pl[p];
  emit(c.ev, kEvGroupLeave, p, "MZ-GROUP-5", c.t.players[p].pos, zp.group_moves);
  zp.in_group = false;
  zp.group_moves = 0;
  // MZ-GROUP-8: group_rest_turns independent turns before joining again (pooled dice: three).
  zp.cooldown = static_cast<int8_t>(c.zr.groups_pooled ? 3 : c.zr.group_rest);
}

void check_groups(MzCtx& c) {
  auto& z = c.z;
  for (int round = 0; round < kMaxPlayers; ++round) {
    bool changed = false;
    for (int p = 0; p < z.t.n; ++p) {
      auto& zp = z.pl[p];
      if (!zp.in_group) continue;
      if (!human_in(z, p) || z.stage != kApocalypse) {  // turned (or out): no longer a member
        zp.in_group = false;
        zp.group_moves = 0;
        changed = true;
      } else if (zp.group_moves >= 3 || group_size_at(z, z.t.players[p].pos) < 2) {
        leave(c, p);
        changed = true;
      }
    }
    if (!changed) return;
  }
}

void form_groups(MzCtx& c, uint16_t moved) {
  auto& z = c.z;
  if (!c.zr.groups || z.stage != kApocalypse) return;
  uint64_t done = 0;
  for (int m = 0; m < z.t.n; ++m) {
    if (!(moved >> m & 1) || !human_in(z, m)) continue;
    int sq = z.t.players[m].pos;
    if (done >> sq & 1) continue;
    done |= 1ull << sq;
    uint16_t members = 0, fresh = 0;
    for (int p = 0; p < z.t.n; ++p) {
      if (!human_in(z, p) || z.t.players[p].pos != sq || z.pl[p].immunity_resume) continue;
      if (z.pl[p].in_group)
        members |= 1u << p;
      else if (z.pl[p].cooldown == 0)
        fresh |= 1u << p;
    }
    if (!fresh || std::popcount(static_cast<unsigned>(members | fresh)) < 2) continue;
    bool grew = std::popcount(members) >= 2;
    if (grew &&
        c.zr.group_sync) {  // MZ-GROUP-6: the earlier members spend a move to bring the newcomer into sync
      emit(c.ev, kEvGroupSync, -1, "MZ-GROUP-6", sq);
      for (int p = 0; p < z.t.n; ++p)
        if (members >> p & 1) ++z.pl[p].group_moves;
    }
    // Those who just arrived join last, so the newest member is one of them.
    for (int pass = 0; pass < 2; ++pass)
      for (int p = 0; p < z.t.n; ++p)
        if (fresh >> p & 1 && ((moved >> p & 1) == pass)) {
          auto& zp = z.pl[p];
          zp.in_group = true;
          zp.group_seq = ++z.seq;
          zp.group_moves = 0;
          set_homeless(z, p, false);  // MZ-HOME-7: a group gives the homeless their 3D6 back
          zp.due = false;
        }
    emit(c.ev, kEvGroup, -1, "MZ-GROUP-1", sq, members | fresh, members ? 0 : 1);
  }
}

bool group_turn(MzCtx& c, int p) {
  auto& z = c.z;
  if (!z.pl[p].in_group) return false;
  int sq = z.t.players[p].pos;
  if (mover_at(z, sq) == p) return false;  // p moves the group
  emit(c.ev, kEvGroupWait, p, "MZ-GROUP-2", sq);
  c.t.must_roll = false;
  return true;
}

void group_roll(MzCtx& c) {
  auto& z = c.z;
  int sq = z.t.players[z.t.turn].pos;
  z.group_moving = 0;
  for (int p = 0; p < z.t.n; ++p)
    if (z.pl[p].in_group && human_in(z, p) && z.t.players[p].pos == sq) z.group_moving |= 1u << p;
  for (int p = 0; p < z.t.n; ++p) {
    if (!(z.group_moving >> p & 1)) continue;
    auto& zp = z.pl[p];
    for (int i = 0; i < 3; ++i) zp.group_dice[i] = static_cast<int8_t>(c.rng.roll(6));
    zp.plan_die_a = zp.plan_die_b = -1;
    zp.plan_dir = 0;
    zp.plan_answer = 0;
    emit(c.ev, kEvGroupDice, p, "MZ-GROUP-3", zp.group_dice[0], zp.group_dice[1], zp.group_dice[2]);
  }
  z.proposer = static_cast<int8_t>(z.t.turn);
  z.proposed = static_cast<uint16_t>(1u << z.t.turn);
  z.phase = kMzGroupAssign;
}

int group_next_member(const MzTable& z) {
  for (int p = 0; p < z.t.n; ++p)
    if (z.group_moving >> p & 1 && z.pl[p].plan_die_a < 0) return p;
  return -1;
}

static void group_move(MzCtx& c) {
  auto& z = c.z;
  auto& t = c.t;
  uint16_t moved = z.group_moving;
  int kept[kMaxPlayers][2] = {};
  for (int p = 0; p < t.n; ++p) {
    if (!(moved >> p & 1)) continue;
    auto& zp = z.pl[p];
    kept[p][0] = pool_die(z, zp.plan_die_a);
    kept[p][1] = pool_die(z, zp.plan_die_b);
    int from = t.players[p].pos;
    int steps = kept[p][0] + kept[p][1];
    int to = step_to(from, steps, zp.plan_dir);
    t.players[p].pos = static_cast<int8_t>(to);
    zp.last_pos = static_cast<int8_t>(to);
    ++zp.group_moves;
    emit(c.ev, kEvShortMove, p, "MZ-GROUP-3", from, to);
    note_apoc_lap(c, p, from, steps, zp.plan_dir);
    homeless_passed(c, p, from, steps, zp.plan_dir);
  }
  for (int p = 0; p < t.n; ++p) {
    if (!(moved >> p & 1)) continue;
    auto& zp = z.pl[p];
    zp.plan_die_a = zp.plan_die_b = -1;
    zp.plan_answer = 0;
  }
  z.group_moving = 0;
  z.proposer = -1;
  z.proposed = 0;
  z.phase = kMzNone;
  t.must_roll = false;
  // Everyone arrives together: first the self-chosen double ones and the jail square, then the squares.
  for (int p = 0; p < t.n; ++p)
    if (moved >> p & 1 && kept[p][0] == 1 && kept[p][1] == 1 && susceptible(z, c.zr, p))
      if (give_up(c, p)) zombie_arrive(c, p, kArriveTurned);
  for (int p = 0; p < t.n; ++p)
    if (moved >> p & 1 && !z.pl[p].zombie && !z.pl[p].immunity_resume) carry_claim(c, p);
  for (int p = 0; p < t.n; ++p)
    if (moved >> p & 1 && !z.pl[p].zombie && !z.pl[p].immunity_resume) human_arrive_apocalypse(c, p);
  for (int p = 0; p < t.n; ++p)
    if (moved >> p & 1 && !z.pl[p].zombie) carry_offer(c, p);
  check_groups(c);
  form_groups(c, moved);
  check_groups(c);
}

void group_assign(MzCtx& c, int i, int j, int dir) {
  auto& z = c.z;
  int m = group_next_member(z);
  auto& zp = z.pl[m];
  zp.plan_die_a = static_cast<int8_t>(i);
  zp.plan_die_b = static_cast<int8_t>(j);
  zp.plan_dir = static_cast<int8_t>(dir);
  if (group_next_member(z) >= 0) return;
  if (c.zr.groups_pooled) {  // MZ-GROUP-7: the pooled plan binds
    emit(c.ev, kEvGroupPlan, z.t.turn, "MZ-GROUP-7", 1);
    group_move(c);
    return;
  }
  for (int p = 0; p < z.t.n; ++p)
    if (z.group_moving >> p & 1) z.pl[p].plan_answer = p == z.proposer ? 1 : 0;
  z.phase = kMzGroupAnswer;
}

void group_answer(MzCtx& c, int p, bool accept) {
  auto& z = c.z;
  if (!accept) {  // MZ-GROUP-4: each die goes back to its roller
    emit(c.ev, kEvGroupPlan, p, "MZ-GROUP-4", 0);
    for (int q = 0; q < z.t.n; ++q)
      if (z.group_moving >> q & 1) {
        z.pl[q].plan_die_a = z.pl[q].plan_die_b = -1;
        z.pl[q].plan_answer = 0;
      }
    z.phase = kMzGroupOwnDice;
    return;
  }
  z.pl[p].plan_answer = 1;
  for (int q = 0; q < z.t.n; ++q)
    if (z.group_moving >> q & 1 && z.pl[q].plan_answer != 1) return;
  emit(c.ev, kEvGroupPlan, z.proposer, "MZ-GROUP-3", 1);
  group_move(c);
}

// MZ-GROUP-3: "trade negotiations": a member who declines may put their own
// sharing of the same pool to the others instead; it needs everyone's consent
// like the first one. Once each, so at most one proposal per member.
void group_counter(MzCtx& c, int p) {
  auto& z = c.z;
  emit(c.ev, kEvGroupPlan, p, "MZ-GROUP-3", 2);
  for (int q = 0; q < z.t.n; ++q)
    if (z.group_moving >> q & 1) {
      z.pl[q].plan_die_a = z.pl[q].plan_die_b = -1;
      z.pl[q].plan_dir = 0;
      z.pl[q].plan_answer = 0;
    }
  z.proposer = static_cast<int8_t>(p);
  z.proposed |= static_cast<uint16_t>(1u << p);
  z.phase = kMzGroupAssign;
}

void group_own(MzCtx& c, int p, int i, int j, int dir) {
  auto& z = c.z;
  auto& zp = z.pl[p];
  int base = pool_base(z, p);
  zp.plan_die_a = static_cast<int8_t>(base + i);
  zp.plan_die_b = static_cast<int8_t>(base + j);
  zp.plan_dir = static_cast<int8_t>(dir);
  zp.plan_answer = 1;
  for (int q = 0; q < z.t.n; ++q)
    if (z.group_moving >> q & 1 && z.pl[q].plan_answer != 1) return;
  group_move(c);
}

uint32_t group_actors(const MzTable& z) {
  if (z.phase == kMzGroupAssign) return z.proposer >= 0 ? 1u << z.proposer : 0;
  uint32_t m = 0;
  for (int p = 0; p < z.t.n; ++p)
    if (z.group_moving >> p & 1 && z.pl[p].plan_answer == 0) m |= 1u << p;
  return m;
}

void group_options(const MzTable& z, int seat, ActionList& out) {
  if (!(group_actors(z) >> seat & 1)) return;
  if (z.phase == kMzGroupAssign) {
    int n = pool_size(z);
    for (int i = 0; i < n; ++i) {
      if (pool_used(z, i)) continue;
      for (int j = i + 1; j < n; ++j) {
        if (pool_used(z, j)) continue;
        out.push_back({kGroupAssign, i, j, 0});
        out.push_back({kGroupAssign, i, j, 1});
      }
    }
  } else if (z.phase == kMzGroupAnswer) {
    out.push_back({kGroupAccept, 0, 0, 0});
    out.push_back({kGroupDecline, 0, 0, 0});
    if (!(z.proposed >> seat & 1)) out.push_back({kGroupCounter, 0, 0, 0});
  } else if (z.phase == kMzGroupOwnDice) {
    for (int i = 0; i < 3; ++i)
      for (int j = i + 1; j < 3; ++j)
        for (int d = 0; d < 2; ++d) out.push_back({kGroupOwnDice, i, j, d});
  }
}

// For the bots and the words: the value of pool die `idx` and where a member would go.
int group_pool_die(const MzTable& z, int idx) { return pool_die(z, idx); }

}  // namespace shamble::mz
