// Share: the game in progress as a link or a wiki tag (a scenario with its
// moves, core/framework/position_link.h), copied to the clipboard.
#pragma once

#include <string>

namespace shamble::web {

struct App;

// The current game as URL-safe base64 of its scenario; empty with *why set
// when it cannot be told (no game, a save older than
// records of how a game began).
std::string share_code(App& app, std::string* why);
// The Share popup's two items; call inside an open popup.
void share_menu_items(App& app);

}  // namespace shamble::web
