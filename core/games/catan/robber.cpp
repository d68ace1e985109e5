// Classic sevens (preset classic). C-SEVEN-DISCARD: more than 7 cards (option)
// gives back half, rounded down, card by card; C-ROBBER: the roller moves the
// robber to another hex, which then produces nothing; C-STEAL: takes one random
// card from a player with a building on that hex. CZ-SEVEN: with zombies there is
// no discard, unless zombie_seven_discard puts it before the attack.
#include "games/catan/model.h"

namespace shamble::catan {

bool Model::start_discards() {
  bool any = false;
  for (int p = 0; p < n; ++p) {
    const int c = cards(p);
    pl[p].discard = static_cast<int8_t>(!pl[p].out && c > o.hand_limit ? c / 2 : 0);
    any |= pl[p].discard > 0;
  }
  if (any) phase = kDiscarding;
  return any;
}

void Model::start_seven_classic(EventSink* ev) {
  (void)ev;
  if (!start_discards()) phase = kMovingRobber;
}

Status Model::do_discard(int p, int r, EventSink* ev) {
  if (phase != kDiscarding || pl[p].discard == 0)
    return fail("C-SEVEN-DISCARD", "you have nothing to discard");
  if (r < 0 || r >= kRes || pl[p].res[r] == 0) return fail("C-SEVEN-DISCARD", "you do not hold that card");
  --pl[p].res[r];
  ++bank[r];
  --pl[p].discard;
  emit(ev, kEvDiscard, p, "C-SEVEN-DISCARD", r);
  for (int s = 0; s < n; ++s)
    if (pl[s].discard) return {};
  // CZ-SEVEN (zombie_seven_discard): with zombies the attack follows the discards.
  if (o.zombies)
    start_attack(ev);
  else
    phase = kMovingRobber;
  return {};
}

bool Model::steal_victim(int p, int h, int v) const {
  if (v == p || v < 0 || v >= n || pl[v].out || cards(v) == 0) return false;
  for (int nd : topo().hex_nodes[h])
    if (owner[nd] == v) return true;
  return false;
}

Status Model::do_robber(int p, int h, EventSink* ev) {
  if (phase != kMovingRobber) return fail("C-ROBBER", "the robber is not moving now");
  if (h < 0 || h >= kHexes) return fail("C-ROBBER", "there is no such hex");
  if (h == robber) return fail("C-ROBBER", "the robber must move to a different hex");
  robber = static_cast<int8_t>(h);
  emit(ev, kEvRobber, p, "C-ROBBER", h);
  int victims = 0, only = -1;
  for (int v = 0; v < n; ++v)
    if (steal_victim(p, h, v)) ++victims, only = v;
  if (victims == 0) {
    after_interrupt();
  } else if (victims == 1) {
    phase = kStealing;
    return do_steal(p, only, ev);  // nothing to choose
  } else {
    phase = kStealing;
  }
  return {};
}

Status Model::do_steal(int p, int v, EventSink* ev) {
  if (phase != kStealing) return fail("C-STEAL", "there is nobody to rob now");
  if (!steal_victim(p, robber, v))
    return fail("C-STEAL", "rob a player with cards and a building on the robber's hex");
  int k = static_cast<int>(rng.below(static_cast<uint32_t>(cards(v))));
  int r = 0;
  while (k >= pl[v].res[r]) k -= pl[v].res[r++];
  --pl[v].res[r];
  ++pl[p].res[r];
  emit(ev, kEvSteal, p, "C-STEAL", v, r);
  after_interrupt();
  check_win(ev);
  return {};
}

}  // namespace shamble::catan
