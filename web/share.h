// Share: the game in progress as a link or a wiki tag (a scenario with its
// moves, core/framework/position_link.h), copied to the clipboard.
#pragma once

#include <cstddef>
#include <string>

namespace shamble::web {

struct App;

// The current game as URL-safe base64 of its scenario; empty with *why set
// when it cannot be told (no game, a save older than
// records of how a game began).
std::string share_code(App& app, std::string* why);
// The Share popup's two items; call inside an open popup.
void share_menu_items(App& app);
// The replay's "Share this moment" popup: a link or a wiki tag that opens the
// game's replay after its first `at` moves, and the game file for games whose
// link would be too long for a chat message (kLinkMax).
void share_moment_items(App& app, size_t at);
// Downloads the current game as a .shamble file (what Saves > Import opens).
void download_game_file(App& app);

// Links longer than this are cut by chat apps and mail clients; past it the
// page offers the game file instead.
inline constexpr int kLinkMax = 2000;

}  // namespace shamble::web
