// Play by link on the game screen (docs/PLAY_BY_LINK.md, "In the page"): a
// line saying who this device plays and whose turn it is, with "Send your
// move" (the link copied, and the share sheet where there is one); while the
// moves of an opened link are shown, how far along, with "Skip".
#pragma once

namespace shamble::web {

struct App;

// The tag of play by link's notices: the newest replaces the one before (a phone has room for one).
inline constexpr const char* kLinkTag = "link";

// Draws nothing unless the game is played by link.
void link_bar(App& app);
// Copies the link for the next player, or says why not (too long: the game file).
void send_link(App& app);

}  // namespace shamble::web
