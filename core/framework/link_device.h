// The page's side of play by link (docs/PLAY_BY_LINK.md, "In the page"): a
// device's copy of a link game as it is saved (its seat, the secret it last
// committed to, the whole record), opening a link on it, and a person's one
// move at a time (link_turn.h plays a whole turn through a chooser; a person
// clicks one move, then the page waits for the next).
#pragma once

#include <memory>
#include <string>

#include "framework/link_turn.h"

namespace shamble {

// The saved form: "shamble-link-device 1\n<seat>\n<secret, hex>\n<whole link>".
// The secret stays on the device: it is never in a link.
std::string link_device_save(const LinkGame& g, const LinkDevice& d);
// Null with *err when the text is not a saved link game (or no longer replays).
std::unique_ptr<LinkGame> link_device_load(const std::string& text, LinkDevice* d, Error* err);

// Opens link `text` on the device: `saved` is its copy (null: none; it then
// joins as d->seat, a human seat not yet joined). On success *out is the
// game to keep (the device joined), d->secret updated when it joined.
// Refused: receive_link's sentence (a fork, a rewind, a damaged link, another
// game ...), or why the seat cannot join; *out, *d and `saved` are untouched.
Status link_device_open(const std::string& text, const LinkGame* saved, LinkDevice* d,
                        const LinkSecretSource& fresh, std::unique_ptr<LinkGame>* out);

// The bots this device relays now (those acting before its person, as
// link_play_turn decides), stopping where its person or another device acts.
// Refused: nothing changes.
Status link_device_bots(std::unique_ptr<LinkGame>& g, LinkDevice& d, const LinkSecretSource& fresh,
                        const LinkChooser& bots);

// The device's person makes move `a`, with the reveal where their turn
// starts; then the bots it relays after it. Refused ("not your turn", "send
// the link to the others first" (link_may_move), an illegal move): nothing changes.
Status link_device_move(std::unique_ptr<LinkGame>& g, LinkDevice& d, const Action& a,
                        const LinkSecretSource& fresh, const LinkChooser& bots);

// Whether the device's person may move now: the game goes on, every person
// has joined, the seat must act and its turn can start (it can reveal, or the
// chain is already in its run). The page offers a move only then: any other
// click would be refused by link_device_move.
bool link_may_move(const LinkGame& g, int my_seat);

// Whose turn it is, for the saves list and the notice: "your turn", "waiting
// for Bob", "the game is over", "waiting for Bob to join", or "send the link
// back first, then it is your turn" (joined last, moves first: rule 2).
std::string link_turn_note(const LinkGame& g, int my_seat);

}  // namespace shamble
