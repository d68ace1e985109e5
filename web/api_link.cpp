// The JS API of play by link (api.js): which game a link belongs to, and
// opening one in this page (docs/PLAY_BY_LINK.md, "In the page").
#include <emscripten.h>

#include "api_out.h"
#include "app.h"
#include "framework/link_record.h"

using namespace shamble;
using namespace shamble::web;
using namespace shamble::web::api;

extern "C" {

// The game id (hex) a link continues, so api.js can load its saved copy first; "" for no link.
EMSCRIPTEN_KEEPALIVE const char* web_link_id(const char* text) { return out(link_game_id(text)); }

// Opens the link (`seat`: the seat the sender meant it for, used when joining).
EMSCRIPTEN_KEEPALIVE const char* web_open_link(const char* text, int seat) {
  return result(App::get().session.open_link(text, seat));
}

}  // extern "C"
