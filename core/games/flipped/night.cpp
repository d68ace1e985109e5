// The night (F-NIGHT-*): who is attacked, how many zombies come, how a group
// on one square shares them out, each fight, and what death does.
#include "games/flipped/rules.h"

namespace shamble::flipped {

int living(const Table& t) {
  int n = 0;
  for (int c = 0; c < t.chars; ++c) n += t.ch[c].alive();
  return n;
}

void lose_health(Ctx& cx, int c, int n, const char* rule) {
  const int h = cx.t.ch[c].health - n;
  cx.t.ch[c].health = static_cast<int8_t>(h < 0 ? 0 : h);
  emit(cx.ev, kEvHealth, c, rule, n, cx.t.ch[c].health, cx.t.ch[c].pos);
  if (cx.t.ch[c].health == 0) kill(cx, c);
}

// F-NIGHT-5: by default a death loses the game at once; with the play-on
// option the character leaves play and its parts go back to their squares
// (so they can still be bought).
void kill(Ctx& cx, int c) {
  cx.t.ch[c].flags = static_cast<uint8_t>((cx.t.ch[c].flags | kDead) & ~kSheltered);
  emit(cx.ev, kEvDeath, c, "F-NIGHT-5", cx.t.ch[c].pos);
  if (!opt(cx.cfg, kOptDeath)) {
    game_over(cx, Result::Death, c);
    return;
  }
  for (int p = 0; p < kParts; ++p)
    if (cx.t.part_loc[p] == c) {
      cx.t.part_loc[p] = kPartAtSource;
      emit(cx.ev, kEvPartReturned, c, "F-NIGHT-5", p);
    }
  if (living(cx.t) == 0) {
    game_over(cx, Result::Death);
    return;
  }
  check_lost_part(cx);  // F-PART-4: a part may have returned to an infested square
}

void start_night(Ctx& cx) {
  emit(cx.ev, kEvNightStart, -1, "F-NIGHT-1", cx.t.round);
  cx.t.night_done = 0;
  run_night(cx);
}

// F-NIGHT-2: throw the three available dice (`avail`: those of the night's
// round, or the final attack's, F-WIN-5); the coloured faces showing add up
// to the zombies.
int roll_zombies(Ctx& cx, uint8_t avail, uint8_t* coloured_mask) {
  const DiceSet& ds = dice(cx.cfg);
  int z = 0;
  uint8_t cm = 0;
  for (int d = 0; d < kDice; ++d) {
    if (!(avail & (1 << d))) continue;
    if (!flip(cx)) {
      z += ds.dice[d].coloured;
      cm |= 1u << d;
    }
  }
  *coloured_mask = cm;
  return z;
}

// One attack per square with exposed characters, in order of the lowest
// character there; stops when a group must share its zombies.
void run_night(Ctx& cx) {
  for (int i = 0; i < cx.t.chars; ++i) {
    if (cx.t.night_done & (1u << i)) continue;
    if (!exposed(cx.t, i)) {
      cx.t.night_done |= 1u << i;
      // F-NIGHT-6: the log says who spends the night safe, and where.
      if (cx.t.ch[i].alive())
        emit(cx.ev, kEvSafeTonight, i, cx.t.ch[i].pos == kJail ? "F-JAIL-1" : "F-NIGHT-6", cx.t.ch[i].pos,
             cx.t.ch[i].pos == kJail);
      continue;
    }
    uint8_t group = 0;
    for (int j = i; j < cx.t.chars; ++j)
      if (!(cx.t.night_done & (1u << j)) && exposed(cx.t, j) && cx.t.ch[j].pos == cx.t.ch[i].pos)
        group |= 1u << j;
    cx.t.night_done |= group;
    uint8_t cm = 0;
    const int z = roll_zombies(cx, dice(cx.cfg).available_mask(cx.t.round), &cm);
    emit(cx.ev, kEvAttack, i, "F-NIGHT-2", cx.t.ch[i].pos, z, group, cm);
    begin_share(cx, group, z);
    if (cx.t.phase == Phase::Share || cx.t.phase == Phase::Over) return;
  }
  end_round(cx);
}

// F-NIGHT-3: a lone character takes all; in a group each member in character
// order says how many of the remaining zombies it takes, the last takes the rest.
void begin_share(Ctx& cx, uint8_t members, int zombies) {
  cx.t.share_members = members;
  cx.t.share_assign.fill(0);
  cx.t.share_left = static_cast<int8_t>(zombies);
  cx.t.share_char = -1;
  int first = -1, count = 0;
  for (int c = 0; c < cx.t.chars; ++c)
    if (members & (1u << c)) {
      if (first < 0) first = c;
      ++count;
    }
  if (count <= 1 || zombies == 0) {
    if (first >= 0) cx.t.share_assign[first] = static_cast<int8_t>(zombies);
    cx.t.share_left = 0;
    resolve_fights(cx);
    return;
  }
  cx.t.share_char = static_cast<int8_t>(first);
  cx.t.phase = Phase::Share;
}

Status check_share(const Table& t, const RulesConfig&, const Action& a) {
  if (a.a < 0 || a.a > t.share_left)
    return fail("F-NIGHT-3", "take between 0 and " + std::to_string(t.share_left) + " zombies");
  return {};
}

void do_share(Ctx& cx, const Action& a) {
  cx.t.share_assign[cx.t.share_char] = static_cast<int8_t>(a.a);
  cx.t.share_left = static_cast<int8_t>(cx.t.share_left - a.a);
  emit(cx.ev, kEvShare, cx.t.share_char, "F-NIGHT-3", a.a);
  int next = -1, after = 0;
  for (int c = cx.t.share_char + 1; c < cx.t.chars; ++c)
    if (cx.t.share_members & (1u << c)) {
      if (next < 0)
        next = c;
      else
        ++after;
    }
  if (after == 0 || cx.t.share_left == 0) {  // the last member takes the rest
    cx.t.share_assign[next] = static_cast<int8_t>(cx.t.share_assign[next] + cx.t.share_left);
    emit(cx.ev, kEvShare, next, "F-NIGHT-3", cx.t.share_left);
    cx.t.share_left = 0;
    cx.t.share_char = -1;
    cx.t.phase = Phase::Day;
    resolve_fights(cx);
    if (cx.t.phase == Phase::Over) return;
    if (cx.t.final_attack)
      finish_attack(cx);
    else
      run_night(cx);
    return;
  }
  cx.t.share_char = static_cast<int8_t>(next);
}

// F-NIGHT-4: one flip per zombie: silver defeats it, coloured costs 1 health.
void resolve_fights(Ctx& cx) {
  for (int c = 0; c < cx.t.chars; ++c) {
    if (!(cx.t.share_members & (1u << c))) continue;
    for (int k = 0; k < cx.t.share_assign[c] && cx.t.ch[c].alive(); ++k) {
      const bool silver = flip(cx);
      emit(cx.ev, kEvFight, c, "F-NIGHT-4", silver);
      if (!silver) lose_health(cx, c, 1, "F-NIGHT-4");
      if (cx.t.phase == Phase::Over) return;
    }
  }
  cx.t.share_members = 0;
  cx.t.share_assign.fill(0);
}

}  // namespace shamble::flipped
