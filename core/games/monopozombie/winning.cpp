// How the game ends: the humans together on one of their improved lots with
// no zombie there (MZ-WIN-1), or, once everyone is a zombie, the first zombie
// onto just visiting (MZ-WIN-2, ties by MZ-WIN-3); a turn limit draws (MZ-END-1).
#include <algorithm>
#include <bit>

#include "games/monopozombie/mz.h"

namespace shamble::mz {

bool all_zombies(const MzTable& z) {
  for (int p = 0; p < z.t.n; ++p)
    if (!z.t.players[p].bankrupt && !z.pl[p].zombie) return false;
  return true;
}

static int zombie_winner(const MzTable& z, int tie) {
  int best = -1;
  for (int p = 0; p < z.t.n; ++p) {
    const auto& zp = z.pl[p];
    if (!zp.zombie || z.t.players[p].bankrupt || z.t.players[p].pos != board::kJail) continue;
    if (best < 0) {
      best = p;
      continue;
    }
    const auto& b = z.pl[best];
    bool better = tie == kTieRecentTurned    ? zp.turned_seq > b.turned_seq
                  : tie == kTieLongestTurned ? zp.turned_seq < b.turned_seq
                  : tie == kTieFirstArrival  ? zp.visit_seq < b.visit_seq
                                             : zp.visit_seq > b.visit_seq;
    if (better) best = p;
  }
  return best;
}

static uint16_t human_win(const MzTable& z, const MzRules& r) {
  int sq = -1;
  uint16_t mask = 0;
  for (int p = 0; p < z.t.n; ++p) {
    if (z.pl[p].zombie || z.t.players[p].bankrupt) continue;
    if (sq >= 0 && z.t.players[p].pos != sq) return 0;
    sq = z.t.players[p].pos;
    mask |= 1u << p;
  }
  if (sq < 0 || z.t.buildings[sq] == 0 || zombies_at(z, sq) > 0) return 0;
  // MZ-HOME-5: the last human, once homeless, wins on any house, even a zombie's
  // (MZ-HOME-9, homeless_skills=at_apocalypse: only if homeless when the apocalypse began).
  if (std::popcount(mask) == 1) {
    const auto& last = z.pl[std::countr_zero(mask)];
    if (r.homeless_ever ? last.was_homeless : last.apoc_homeless) return mask;
  }
  if (z.t.owner[sq] < 0 || (z.infected >> sq & 1)) return 0;
  return mask;
}

static int humans_left(const MzTable& z) {
  int n = 0;
  for (int p = 0; p < z.t.n; ++p) n += !z.pl[p].zombie && !z.t.players[p].bankrupt;
  return n;
}

// MZ-END-2: with cures (MZ-HOSP-1) the apocalypse can cycle for ever: humans
// turn and are cured again while no side gets closer to its win. The rules
// name no end for this; we call it a stalemate and a draw once
// stalemate_rounds full rounds pass with no knocked-down level (buildings only
// ever go down in the apocalypse) and no new low in the number of humans.
// Counted at turn boundaries (note_stall); demolitions reset it (demolish()).
void note_stall(MzCtx& c, int turns) {
  auto& z = c.z;
  if (z.stage != kApocalypse || !c.zr.stalemate_rounds) return;
  int h = humans_left(z);
  if (h < z.fewest_humans) {
    z.fewest_humans = static_cast<int8_t>(h);
    z.stall_turns = 0;
    return;
  }
  z.stall_turns += turns;
}

static bool stalemate(const MzCtx& c) {
  const auto& z = c.z;
  if (z.stage != kApocalypse || !c.zr.stalemate_rounds) return false;
  return z.stall_turns >= c.zr.stalemate_rounds * std::max(1, mono::active_players(c.t));
}

bool check_win(MzCtx& c) {
  auto& z = c.z;
  if (z.phase == kMzOver) return true;
  if (all_zombies(z)) {
    int w = zombie_winner(z, c.zr.zombie_tie);
    if (w >= 0) {
      z.winner = static_cast<int8_t>(w);
      z.end_kind = kEndZombie;
      z.phase = kMzOver;
      emit(c.ev, kEvWin, w, "MZ-WIN-2", kEndZombie, 1 << w);
      return true;
    }
  }
  bool check_humans = z.stage == kApocalypse || (z.stage == kOutbreak && c.zr.win_from_outbreak);
  if (check_humans) {
    if (uint16_t m = human_win(z, c.zr)) {
      z.human_winners = m;
      z.end_kind = kEndHumans;
      z.phase = kMzOver;
      emit(c.ev, kEvWin, -1, "MZ-WIN-1", kEndHumans, m);
      return true;
    }
  }
  if (stalemate(c)) {  // MZ-END-2
    z.draw = true;
    z.end_kind = kEndStalemate;
    z.phase = kMzOver;
    emit(c.ev, kEvDraw, -1, "MZ-END-2", c.t.turns, 1);
    return true;
  }
  if (c.t.turns >= c.zr.turn_limit) {  // MZ-END-1
    z.draw = true;
    z.end_kind = kEndTurnLimit;
    z.phase = kMzOver;
    emit(c.ev, kEvDraw, -1, "MZ-END-1", c.t.turns);
    return true;
  }
  return false;
}

}  // namespace shamble::mz
