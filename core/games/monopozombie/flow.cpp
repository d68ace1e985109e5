// Who acts and what happens next. The property game runs the humans' turns in
// capitalism and outbreak (its phases, its settle()); MonopoZombie's own
// sub-phases run zombie turns and apocalypse turns. mz_settle() runs after
// every action: demolitions, the end of the game, turn boundaries (stage
// changes happen only there) and handing the turn to the right controller.
#include <algorithm>

#include "games/monopozombie/mz.h"

namespace shamble::mz {

static bool turn_phase(const mono::MonoTable& t) {
  return t.phase == mono::kPreRoll || t.phase == mono::kBuying || t.phase == mono::kPostRoll;
}
static bool mz_controls(const MzTable& z, int p) { return z.pl[p].zombie || z.stage == kApocalypse; }

void mz_end_turn(MzCtx& c) {
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
  for (int guard = 0; guard < 256; ++guard) {
    sweep_demolitions(c);
    sync(c);
    if (t.turns != z.turn_seen) {  // a turn boundary
      if (z.stage == kOutbreak) z.outbreak_turns += t.turns - z.turn_seen;
      z.turn_seen = t.turns;
      maybe_apocalypse(c);
    }
    if (check_win(c)) return;
    // MZ-ZOMB-6: zombies sit out auctions the property game opens to everyone.
    if (t.phase == mono::kAuction && t.auction.active && z.pl[t.auction.to_act].zombie) {
      mono::pass_bid(c, t.auction.to_act);
      mono::settle(c);
      continue;
    }
    if (t.phase == mono::kGameOver) {  // the property game ended it (last one standing)
      z.end_kind = 3;
      z.phase = kMzOver;
      return;
    }
    if (!turn_phase(t) || !mz_controls(z, t.turn)) {
      z.phase = kMzNone;
      return;
    }
    if (z.phase != kMzNone) return;
    if (t.must_roll) {
      z.phase = kMzRoll;
      return;
    }
    mz_end_turn(c);
    mono::settle(c);
  }
}

uint32_t mz_actors(const MzTable& z) {
  if (z.phase == kMzOver) return 0;
  if (z.phase != kMzNone) return 1u << z.t.turn;
  return mono::actors_of(z.t);
}

static void own_actions(const MzTable& z, const MzRules& r, std::vector<Action>& out) {
  switch (z.phase) {
    case kMzRoll:
      if (z.pl[z.t.turn].zombie && r.direction_before) {
        out.push_back({kZRoll, 0, 0, 0});
        out.push_back({kZRoll, 1, 0, 0});
      } else {
        out.push_back({kZRoll, 0, 0, 0});
      }
      return;
    case kMzDir:
      out.push_back({kZDir, 0, 0, 0});
      out.push_back({kZDir, 1, 0, 0});
      return;
    case kMzPick:
      for (int i = 0; i < 3; ++i)
        for (int j = i + 1; j < 3; ++j)
          for (int d = 0; d < 2; ++d) out.push_back({kAPick, i, j, d});
      return;
    case kMzAgain:
      out.push_back({kAAgain, 0, 0, 0});
      out.push_back({kAStop, 0, 0, 0});
      return;
    default: return;
  }
}

static bool can_guard(const MzTable& z, const MzRules& r, int seat) {
  const auto& t = z.t;
  return r.bodyguards && z.stage == kOutbreak && seat == t.turn && t.phase == mono::kPreRoll && t.must_roll &&
         !z.pl[seat].zombie && t.players[seat].cash >= guard_price() && z.pl[seat].guards_bought < 4;
}

// MZ-ZOMB-6: no commerce with zombies; MZ-APOC-1: none at all in the apocalypse.
static mono::Refusal mono_filter(const MzTable& z, int seat, const Action& a) {
  if (z.pl[seat].zombie) return mono::refuse("MZ-ZOMB-6", "zombies do no business");
  if (z.stage == kApocalypse) return mono::refuse("MZ-APOC-1", "the economy is gone");
  if (a.kind == mono::kTradeStart && a.a >= 0 && a.a < z.t.n && z.pl[a.a].zombie)
    return mono::refuse("MZ-ZOMB-6", "zombies do not trade");
  return {};
}

void mz_legal(const MzTable& z, const MzRules& r, int seat, std::vector<Action>& out) {
  if (seat < 0 || seat >= z.t.n || !(mz_actors(z) >> seat & 1)) return;
  if (z.phase != kMzNone) {
    own_actions(z, r, out);
    return;
  }
  size_t start = out.size();
  mono::legal_actions_of(z.t, r.mono, seat, out);
  out.erase(std::remove_if(out.begin() + static_cast<long>(start), out.end(),
                           [&](const Action& a) { return static_cast<bool>(mono_filter(z, seat, a)); }),
            out.end());
  if (can_guard(z, r, seat)) out.push_back({kBuyGuard, 0, 0, 0});
}

mono::Refusal mz_check(const MzTable& z, const MzRules& r, int seat, const Action& a) {
  if (z.phase == kMzOver) return mono::refuse("MZ-END-1", "the game is over");
  if (a.kind < mono::kNumActionKinds) {
    if (z.phase != kMzNone) return mono::refuse("MZ-ZOMB-1", "this turn follows the zombie rules");
    if (auto no = mono_filter(z, seat, a)) return no;
    return mono::check_action(z.t, r.mono, seat, a);
  }
  if (a.kind == kBuyGuard) {
    if (!can_guard(z, r, seat))
      return mono::refuse("MZ-BG-1", "bodyguards are hired in the outbreak, before rolling, for $100");
    return {};
  }
  std::vector<Action> legal;
  if (seat == z.t.turn) own_actions(z, r, legal);
  if (std::find(legal.begin(), legal.end(), a) == legal.end())
    return mono::refuse("MZ-ZOMB-1", "that move is not open now");
  return {};
}

void mz_apply(MzCtx& c, int seat, const Action& a) {
  if (a.kind < mono::kNumActionKinds) {
    if (a.kind == mono::kRoll) guards_on_roll(c, seat);
    mono::apply_action(c, seat, a);  // settles the property game itself
    mz_settle(c);
    return;
  }
  switch (a.kind) {
    case kZRoll:
      if (c.z.pl[seat].zombie)
        zombie_roll(c, a.a);
      else
        apoc_roll(c);
      break;
    case kZDir: zombie_move(c, a.a); break;
    case kAPick: apoc_pick(c, a.a, a.b, a.c); break;
    case kAAgain: c.z.phase = kMzNone, c.t.must_roll = true; break;
    case kAStop: c.z.phase = kMzNone, c.t.must_roll = false; break;
    case kBuyGuard: buy_guard(c, seat); break;
    default: break;
  }
  mono::settle(c);
  mz_settle(c);
}

std::string mz_invariants(const MzTable& z, const MzRules& r) {
  if (auto e = mono::check_table(z.t, r.mono); !e.empty()) return e;
  if (z.stage > kApocalypse || z.phase > kMzOver) return "stage or phase out of range";
  for (int p = 0; p < z.t.n; ++p) {
    if (z.pl[p].zombie && z.t.players[p].cash != 0) return "a zombie holds money";
    if (z.pl[p].zombie && z.stage == kCapitalism) return "a zombie during capitalism";
    if (z.stage == kApocalypse && z.t.players[p].cash != 0) return "money after the apocalypse";
    if (z.pl[p].guards < 0 || z.pl[p].guards_bought < 0) return "negative bodyguards";
  }
  for (int sq = 0; sq < kSquares; ++sq)
    if (z.demo_zombie[sq] < -1 || z.demo_zombie[sq] >= z.t.n) return "demolition names a wrong seat";
  if (z.phase == kMzOver && z.end_kind == 0) return "game over without an ending";
  return {};
}

}  // namespace shamble::mz
