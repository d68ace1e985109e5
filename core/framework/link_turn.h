// One device's side of play by link: joining, then playing its seat's turn
// (and the bots' moves that follow it) with the reveals and commitments the
// chain needs, and choosing which link to send. Used by the driver
// (`shamble link`), the tests and the size figures; the page will do the same.
#pragma once

#include <functional>
#include <string>

#include "framework/link_chain.h"

namespace shamble {

// What a device keeps to itself: its seat and the secret it last committed to.
struct LinkDevice {
  int seat = 0;
  LinkSecret secret{};
};

// A new secret each call: WebCrypto in the page, the OS in the driver, an Rng in tests.
using LinkSecretSource = std::function<LinkSecret()>;
// The move a seat makes now (a person's choice, or a bot's); a kind < 0 stops the turn here.
using LinkChooser = std::function<Action(const State& s, int seat)>;

// Adds the device's join entry (its first commitment).
Status link_join(LinkGame& g, LinkDevice& d, const LinkSecretSource& fresh);

// Plays while the device's seat or a bot must act: each move through
// `choose`, a reveal and the next commitment where a turn starts, bots within
// the device's own run. Stops when another human must act (or the game ends),
// after letting that human reveal if nothing else would. Adds nothing when
// the device cannot start its turn yet (it joined last and another device
// must add to the chain first). Refused entries
// leave the game as it was before that entry; returns the first refusal.
Status link_play_turn(LinkGame& g, LinkDevice& d, const LinkSecretSource& fresh, const LinkChooser& choose);

// The human seat the link goes to next: one that has not joined yet, else the
// first human other than `from` who must act, else the first other human who can reveal (to unblock a game
// whose next mover joined last), else -1.
int link_next_device(const LinkGame& g, int from);

// The link to send to `to`: the whole record when it fits `max_chars` (chat
// apps cut longer messages) or `to` has nothing yet, else the entries since
// `to`'s own last one.
std::string link_to_send(const LinkGame& g, int to, size_t max_chars = 2000);

}  // namespace shamble
