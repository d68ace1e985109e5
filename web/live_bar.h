// Live play on screen (docs/PLAY_LIVE.md): the host's "Invite players" window
// (a row per seat: here, bot or on another device; for a remote seat its link,
// the answer field and its state), the line under the top bar saying who is
// connected, and a guest's join panel shown until the host's first message.
#pragma once

namespace shamble::web {

struct App;

// The line under the top bar: nothing unless this match is played live.
void live_bar(App& app);
// Menus call this; the window opens on the next frame of the game screen.
void open_live_invite();
void live_invite_window(App& app);
// A guest before the host's first message: "Joining <game> as <name>", the code to send back.
void draw_live_join(App& app);
// The setting "Connect across networks (public STUN servers)", stored by live.js.
void live_stun_setting();

}  // namespace shamble::web
