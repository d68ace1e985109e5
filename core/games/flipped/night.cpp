// The night (F-NIGHT-*): who is attacked, how many zombies come, how a group
// on one square shares them out, each fight, and what death does.
#include "games/flipped/state.h"

namespace shamble::flipped {

void FlippedState::lose_health(int c, int n, const char* rule, EventSink* ev) {
  const int h = ch_[c].health - n;
  ch_[c].health = static_cast<int8_t>(h < 0 ? 0 : h);
  emit(ev, kEvHealth, c, rule, n, ch_[c].health, ch_[c].pos);
  if (ch_[c].health == 0) kill(c, ev);
}

// F-NIGHT-5: by default a death loses the game at once; with the play-on
// option the character leaves play and its parts go back to their squares
// (so they can still be bought).
void FlippedState::kill(int c, EventSink* ev) {
  ch_[c].flags = static_cast<uint8_t>((ch_[c].flags | kDead) & ~kSheltered);
  emit(ev, kEvDeath, c, "F-NIGHT-5", ch_[c].pos);
  if (!opt(kOptDeath)) {
    game_over(Result::Death, ev, c);
    return;
  }
  for (int p = 0; p < kParts; ++p)
    if (part_loc_[p] == c) {
      part_loc_[p] = kPartAtSource;
      emit(ev, kEvPartReturned, c, "F-NIGHT-5", p);
    }
  if (living() == 0) {
    game_over(Result::Death, ev);
    return;
  }
  check_lost_part(ev);  // F-PART-4: a part may have returned to an infested square
}

void FlippedState::start_night(EventSink* ev) {
  emit(ev, kEvNightStart, -1, "F-NIGHT-1", round_);
  night_done_ = 0;
  run_night(ev);
}

// F-NIGHT-2: throw the three available dice (`avail`: those of the night's
// round, or the final attack's, F-WIN-5); the coloured faces showing add up
// to the zombies.
int FlippedState::roll_zombies(uint8_t avail, uint8_t* coloured_mask) {
  const DiceSet& ds = dice();
  int z = 0;
  uint8_t cm = 0;
  for (int d = 0; d < kDice; ++d) {
    if (!(avail & (1 << d))) continue;
    if (!flip()) {
      z += ds.dice[d].coloured;
      cm |= 1u << d;
    }
  }
  *coloured_mask = cm;
  return z;
}

// One attack per square with exposed characters, in order of the lowest
// character there; stops when a group must share its zombies.
void FlippedState::run_night(EventSink* ev) {
  for (int i = 0; i < chars_; ++i) {
    if (night_done_ & (1u << i)) continue;
    if (!exposed(i)) {
      night_done_ |= 1u << i;
      // F-NIGHT-6: the log says who spends the night safe, and where.
      if (ch_[i].alive())
        emit(ev, kEvSafeTonight, i, ch_[i].pos == kJail ? "F-JAIL-1" : "F-NIGHT-6", ch_[i].pos,
             ch_[i].pos == kJail);
      continue;
    }
    uint8_t group = 0;
    for (int j = i; j < chars_; ++j)
      if (!(night_done_ & (1u << j)) && exposed(j) && ch_[j].pos == ch_[i].pos) group |= 1u << j;
    night_done_ |= group;
    uint8_t cm = 0;
    const int z = roll_zombies(dice().available_mask(round_), &cm);
    emit(ev, kEvAttack, i, "F-NIGHT-2", ch_[i].pos, z, group, cm);
    begin_share(group, z, ev);
    if (phase_ == Phase::Share || phase_ == Phase::Over) return;
  }
  end_round(ev);
}

// F-NIGHT-3: a lone character takes all; in a group each member in character
// order says how many of the remaining zombies it takes, the last takes the rest.
void FlippedState::begin_share(uint8_t members, int zombies, EventSink* ev) {
  share_members_ = members;
  share_assign_.fill(0);
  share_left_ = static_cast<int8_t>(zombies);
  share_char_ = -1;
  int first = -1, count = 0;
  for (int c = 0; c < chars_; ++c)
    if (members & (1u << c)) {
      if (first < 0) first = c;
      ++count;
    }
  if (count <= 1 || zombies == 0) {
    if (first >= 0) share_assign_[first] = static_cast<int8_t>(zombies);
    share_left_ = 0;
    resolve_fights(ev);
    return;
  }
  share_char_ = static_cast<int8_t>(first);
  phase_ = Phase::Share;
}

Status FlippedState::check_share(const Action& a) const {
  if (a.a < 0 || a.a > share_left_)
    return fail("F-NIGHT-3", "take between 0 and " + std::to_string(share_left_) + " zombies");
  return {};
}

void FlippedState::do_share(const Action& a, EventSink* ev) {
  share_assign_[share_char_] = static_cast<int8_t>(a.a);
  share_left_ = static_cast<int8_t>(share_left_ - a.a);
  emit(ev, kEvShare, share_char_, "F-NIGHT-3", a.a);
  int next = -1, after = 0;
  for (int c = share_char_ + 1; c < chars_; ++c)
    if (share_members_ & (1u << c)) {
      if (next < 0)
        next = c;
      else
        ++after;
    }
  if (after == 0 || share_left_ == 0) {  // the last member takes the rest
    share_assign_[next] = static_cast<int8_t>(share_assign_[next] + share_left_);
    emit(ev, kEvShare, next, "F-NIGHT-3", share_left_);
    share_left_ = 0;
    share_char_ = -1;
    phase_ = Phase::Day;
    resolve_fights(ev);
    if (phase_ == Phase::Over) return;
    if (final_)
      finish_attack(ev);
    else
      run_night(ev);
    return;
  }
  share_char_ = static_cast<int8_t>(next);
}

// F-NIGHT-4: one flip per zombie: silver defeats it, coloured costs 1 health.
void FlippedState::resolve_fights(EventSink* ev) {
  for (int c = 0; c < chars_; ++c) {
    if (!(share_members_ & (1u << c))) continue;
    for (int k = 0; k < share_assign_[c] && ch_[c].alive(); ++k) {
      const bool silver = flip();
      emit(ev, kEvFight, c, "F-NIGHT-4", silver);
      if (!silver) lose_health(c, 1, "F-NIGHT-4", ev);
      if (phase_ == Phase::Over) return;
    }
  }
  share_members_ = 0;
  share_assign_.fill(0);
}

}  // namespace shamble::flipped
