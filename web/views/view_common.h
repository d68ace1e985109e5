// Pieces every board view needs each frame: who the table is waiting on, the
// numbered-choice keys and the shared drawing helpers (the prompt's buttons
// are view_prompt.h's, the cached views view_cache.h's). Views only arrange
// these; the rules stay in the core.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "game_view.h"

namespace shamble::web {

// Seat names as the table shows them: the seat's chosen name, else the game's.
std::vector<std::string> seat_names(const Match& m);

// The replay viewer (screens/replay_screen.cpp) draws a past position through
// the same board views. While the lens is on nobody acts on the board drawn
// (acting_human is -1, so no prompt; act_or_notify refuses), the hot-seat cover
// stays down (the replay already shows only the seat now looking) and views
// rebuild their view_of whenever the replay moves (`moved` is part of the views' Revision, view_cache.h).
struct ReplayLens {
  bool on = false;
  uint64_t moved = 0;
};
ReplayLens& replay_lens();

// The human seat that must act now, or -1 (bots act by themselves; a finished
// game waits on nobody; a replay is only watched).
int acting_human(App& app, const State& s);

// What the table says while `seat`, not this device's to play, has the move:
// a bot is thinking; in a game by link a person elsewhere is, and their move
// comes back as a link; live, a person at another device or at the host's
// table is. Empty in a replay (nobody is deciding there).
std::string waiting_line(App& app, int seat, const std::string& name);

// Text centred line by line in `width` (ImGui only wraps left-aligned).
void centred_wrapped(const std::string& text, float width, ImVec4 col);

// Acts for `seat`; a refusal becomes a notice naming the broken rule.
void act_or_notify(App& app, int seat, const Action& a);

// ---- Shared drawing helpers (one copy for every board view)

// A popup's list of choices, one per line, all as wide as the widest label
// (at least 180 px, at most the screen). Inside an auto-sized popup a button
// must have a width of its own: "fill the window" there collapses the window
// to a blank strip. Returns the index clicked or -1; *hovered (when given)
// the index under the pointer or -1. `min_width`: as wide as what the popup
// already holds (a deed card above the list).
int popup_list(const std::vector<std::string>& labels, int* hovered = nullptr, float min_width = 180);

// Before a card popup: on a phone it opens in the middle of the screen and
// never wider or taller than it (at the tap it would run off the edge).
void keep_card_on_screen();

// Buttons in rows of touch height, wrapping to `width` (centred, or from the
// left edge); the `highlight`-th is drawn green. A label wider than `width`
// wraps onto several lines inside a taller button. Returns the index clicked or -1;
// *hovered (when given) the index under the pointer or -1.
enum class RowAlign { Centre, Left };
int button_rows(const std::vector<std::string>& texts, float width, int highlight = -1,
                RowAlign align = RowAlign::Centre, int* hovered = nullptr);

// Under "X won!": New game, and Replay (from the first move); nothing while
// the board is itself a replay (its bar goes back and forth).
void game_over_buttons(App& app, float width, RowAlign align = RowAlign::Centre);

// The largest square (at least `min_side`) that fits the rest of the window
// region, centred horizontally; returns its top-left corner and sets *side.
ImVec2 fit_square(float min_side, float* side);
// The largest rectangle of aspect span_x : span_y that fits `avail`, centred
// in it: writes its top-left and size (hex boards, cards).
void fit_aspect(ImVec2 at, ImVec2 avail, float span_x, float span_y, ImVec2* out_at, ImVec2* out_size);

// A row of dice at `at`, each `die` px wide with a quarter-die gap; faces
// 1..6 draw pips, anything else a blank die. While `rolling` they tumble
// (faces change every 50 ms, the row shakes a little: tumble_shake).
void draw_dice(ImDrawList* dl, ImVec2 at, float die, const int* faces, int n, bool rolling, double now);
// How far die `i` of a tumbling row is shaken down (negative: up) at `now`.
float tumble_shake(double now, int i, float die);
// The width of that row.
inline float dice_width(float die, int n) { return n > 0 ? die * (1.25f * n - 0.25f) : 0; }

}  // namespace shamble::web
